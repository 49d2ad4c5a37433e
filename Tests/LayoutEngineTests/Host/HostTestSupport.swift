import Foundation
import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Whether the long campaigns run (`LAYOUT_LONG_TESTS=1`).
let hostLongTests = ProcessInfo.processInfo.environment["LAYOUT_LONG_TESTS"] != nil

/// Every element of a prepared flow layout, found one by one through `attributes(at:)` and
/// `supplementaryAttributes(ofKind:inSection:)`, never through its rect query: the oracle of
/// the host's frames.
func everyElement<L: CollectionLayout>(of layout: L, itemCounts: [Int]) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    for (section, count) in itemCounts.enumerated() {
        for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
            if let supplementary = layout.supplementaryAttributes(ofKind: kind, inSection: section) {
                elements.append(supplementary)
            }
        }
        for item in 0..<max(0, count) {
            if let cell = layout.attributes(at: ItemPath(item: item, section: section)) {
                elements.append(cell)
            }
        }
    }
    return elements
}

/// The identities of `elements` whose visual bounds intersect `rect`.
func identities(of elements: [LayoutAttributes], intersecting rect: Rect) -> Set<ElementID> {
    Set(elements.filter { $0.visualBounds.intersects(rect) }.map(ElementID.init))
}

/// The frame at `time` after a call without a time started a motion: the frame half a second
/// earlier starts it (such a motion starts at the next time the host is given), so the one at
/// `time` shows where a motion of ``CollectionHost/animationDuration`` rests.
func frameAfterMotion<Layout: CollectionLayout>(of host: inout CollectionHost<Layout>, at time: Double)
    -> HostFrame
{
    _ = host.advance(to: time - 0.5)
    return host.advance(to: time)
}

/// The identities a frame shows.
func shownIDs(_ frame: HostFrame) -> Set<ElementID> {
    Set(frame.visible.map(\.id))
}

/// A flow of 100-point squares with 10-point spacing and a 40-point header per section, in a
/// 320 × 600 viewport: three squares to a line.
func squaresHost(itemCounts: [Int] = [300], headers: Bool = true) -> CollectionHost<FlowLayout> {
    var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
    layout.configuration.metrics = .all(
        FlowLayout.SectionMetrics(
            minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            headerReferenceSize: headers ? Size(width: 0, height: 40) : .zero))
    return CollectionHost(layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: itemCounts)
}

/// A self-sizing flow of full-width rows estimated 50 points tall, in a 320 × 600 viewport.
func rowsHost(itemCounts: [Int] = [200], estimate: Double = 50) -> CollectionHost<FlowLayout> {
    var configuration = FlowLayout.Configuration(estimatedItemSize: Size(width: 320, height: estimate))
    configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0))
    return CollectionHost(
        layout: FlowLayout(configuration: configuration), viewportSize: Size(width: 320, height: 600),
        itemCounts: itemCounts)
}

/// A 30-item square grid (no headers) shown at time 0, then item 5 moved to item 1's place at
/// `time`, animated: item 1 goes from (220, 110) to (110, 0) while items 1–4 shift on.
func gridMovingItem5To1(at time: Double) throws -> CollectionHost<FlowLayout> {
    var host = squaresHost(itemCounts: [30], headers: false)
    _ = host.advance(to: 0)
    try host.performBatchUpdates(
        [.moveItem(from: ItemPath(item: 5, section: 0), to: ItemPath(item: 1, section: 0))], itemCounts: [30],
        animated: true, time: time)
    return host
}

/// A host of `elements` placed by hand in a 320 × 600 viewport, shown at time 0.
func fixedHost(_ elements: [LayoutAttributes]) -> CollectionHost<FixedLayout> {
    var host = CollectionHost(
        layout: FixedLayout(elements), viewportSize: Size(width: 320, height: 600),
        itemCounts: [elements.count])
    _ = host.advance(to: 0)
    return host
}

/// A compositional section of full-width rows `height` points tall.
func fullWidthRows(height: Double) -> LayoutSection {
    LayoutSection(
        group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [
                LayoutItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            ]))
}

/// A compositional layout of `row` (section 0, a sideways band) above a list of full-width,
/// 50-point rows.
func rowAboveList(_ row: LayoutSection) -> CompositionalLayout {
    let list = fullWidthRows(height: 50)
    return CompositionalLayout { index, _ in index == 0 ? row : list }
}
