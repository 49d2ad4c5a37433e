import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// The visible-items handler receives its section's boundary items with its cells, as UIKit's
/// `visibleItemsInvalidationHandler` does (its items carry a `representedElementCategory`, and
/// apps filter out supplementary views by it); the layout's own boundary items are not its.
final class CompositionalHandlerBoundaryTests: XCTestCase {
    /// Marks every item it gets: zIndex 1000 + the number of headers and footers among them,
    /// alpha 0.5.
    private static let marking: VisibleItemsHandler = { items, _, _ in
        let boundary = items.count { !$0.kind.isCell }
        for index in items.indices {
            items[index].zIndex = 1000 + boundary
            items[index].alpha = 0.5
        }
    }

    /// Sections of rows of 50-tall cells with a 40-tall header and a 20-tall footer, section 0
    /// with the handler; a layout-wide 30-tall banner of the header's kind.
    private func layout(counts: [Int] = [10, 10]) -> CompositionalLayout {
        let marked = {
            var section = F.clipSection(header: 40, footer: 20)
            section.visibleItemsInvalidationHandler = Self.marking
            return section
        }()
        let plain = F.clipSection(header: 40, footer: 20)
        let banner = LayoutBoundarySupplementaryItem(
            layoutSize: F.size(.fractionalWidth(1), .absolute(30)),
            elementKind: ElementKind.sectionHeaderKind,
            alignment: .top)
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(boundarySupplementaryItems: [banner])
        ) { index, _ in index == 0 ? marked : plain }
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: counts))
        return layout
    }

    func testHandlerBoundary_TheSectionsHeaderAndFooterPassThroughItsHandlerWithItsCells() {
        let layout = layout()
        let all = layout.attributes(in: .infinite)
        let section = all.filter { $0.path.section == 0 && $0.alpha == 0.5 }
        let kinds = Set(section.map(\.kind))
        XCTAssert(kinds.contains(.sectionHeader) && kinds.contains(.sectionFooter) && kinds.contains(.cell))
        XCTAssertEqual(Set(section.map(\.zIndex)), [1002], "the handler saw both boundary items at once")
        XCTAssertEqual(all.count { $0.kind == .sectionHeader }, 3, "each header returned once")
    }

    func testHandlerBoundary_TheLayoutsOwnItemsAndOtherSectionsAreNotHandled() {
        let layout = layout()
        let all = layout.attributes(in: .infinite)
        let banner = all.filter { $0.kind == .sectionHeader && $0.path == ItemPath(item: 1, section: 0) }
        XCTAssertEqual(banner.map(\.alpha), [1])
        let others = all.filter { $0.path.section == 1 }
        XCTAssertFalse(others.isEmpty)
        XCTAssert(others.allSatisfy { $0.alpha == 1 })
    }

    func testHandlerBoundary_AQueryThatMeetsOnlyTheHeaderStillHandsItToTheHandler() {
        let layout = layout()
        // The banner is 30 tall; section 0's header spans 30...70, its first cells start at 77.
        let found = layout.attributes(in: Rect(x: 0, y: 35, width: 375, height: 10))
        XCTAssertEqual(found.map(\.kind), [.sectionHeader])
        XCTAssertEqual(found.first?.alpha, 0.5)
        XCTAssertEqual(found.first?.zIndex, 1001)
    }

    func testHandlerBoundary_SupplementaryAttributesPassesTheHeaderAlone() {
        let layout = layout()
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(header?.alpha, 0.5)
        XCTAssertEqual(header?.zIndex, 1001)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.alpha, 1)
    }

    func testHandlerBoundary_QueriesStillMatchTheBruteForce() {
        let counts = [30, 12]
        let layout = layout(counts: counts)
        // Every cell from attributes(at:), every section's header and footer from
        // supplementaryAttributes(ofKind:inSection:): both pass through the handler alone.
        var model: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            model += (0..<count).compactMap { layout.attributes(at: ItemPath(item: $0, section: section)) }
            for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                if let element = layout.supplementaryAttributes(ofKind: kind, inSection: section) {
                    model.append(element)
                }
            }
        }
        var g = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let rect = g.queryRect(in: layout.contentSize)
            let found = layout.attributes(in: rect).filter {
                $0.path != ItemPath(item: 1, section: 0) || $0.kind.isCell
            }
            let expected = model.filter { $0.visualBounds.intersects(rect) }
            XCTAssertEqual(Set(found.map(ElementKey.init)).count, found.count, "\(rect): each element once")
            XCTAssertEqual(Set(found.map(ElementKey.init)), Set(expected.map(ElementKey.init)), "\(rect)")
        }
    }

    /// A handler that moves its section's header and footer 300 points down (its declared
    /// outset), sections as ``layout(counts:)``'s without the banner.
    private func movingLayout() -> CompositionalLayout {
        var moving = F.clipSection(header: 40, footer: 20)
        moving.visibleItemsMaximumOutset = 300
        moving.visibleItemsInvalidationHandler = { items, _, _ in
            for index in items.indices where !items[index].kind.isCell {
                items[index].transform3D = Transform3D(translationX: 0, y: 300, z: 0)
            }
        }
        var layout = CompositionalLayout(section: moving)
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [4]))
        return layout
    }

    func testHandlerBoundary_AHugeOrInfiniteRectFindsABoundaryItemTheHandlerMovesIntoIt() throws {
        let layout = movingLayout()
        let header = try XCTUnwrap(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
        // The header's frame ends above the rects' top edge; the handler draws it below it.
        let top = header.frame.maxY + 100
        XCTAssertFalse(header.frame.intersects(Rect(x: 0, y: top, width: 375, height: 1)))
        XCTAssertEqual(header.visualBounds.minY, header.frame.minY + 300)
        for rect in [
            Rect(x: 0, y: top, width: 375, height: .infinity),
            Rect(x: 0, y: top, width: 375, height: 1e13),
            Rect(
                x: -Double.greatestFiniteMagnitude / 2, y: top, width: .greatestFiniteMagnitude, height: 1e300
            ),
            Rect(x: -1e300, y: top, width: 2e300, height: 1e300),
            Rect(x: 0, y: top, width: 375, height: 500),
        ] {
            let headers = layout.attributes(in: rect).filter { $0.kind == .sectionHeader }
            XCTAssertEqual(headers.map(\.visualBounds), [header.visualBounds], "\(rect)")
        }
    }
}
