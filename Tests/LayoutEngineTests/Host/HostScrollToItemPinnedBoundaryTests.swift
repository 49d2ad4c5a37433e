import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `scrollToItem` keeps an item clear of what is pinned, whatever its kind: a compositional
/// boundary item pinned under a kind of the app's own, read from `LayoutAttributes.isPinned`.
final class HostScrollToItemPinnedBoundaryTests: XCTestCase {
    private static let banner = ElementKind.Name("banner")

    /// Rows of one 100-point cell (10 points apart) under a 60-point boundary item of kind
    /// "banner" pinned to the top of the visible area.
    private static func host() -> CollectionHost<CompositionalLayout> {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item]))
        section.interGroupSpacing = 10
        var banner = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: banner, alignment: .top)
        banner.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [banner]
        return CollectionHost(
            layout: CompositionalLayout(section: section), viewportSize: Size(width: 320, height: 600),
            itemCounts: [100])
    }

    func testScrollToItem_KeepsTheItemClearOfAPinnedBoundaryItemOfACustomKind() {
        let target = ItemPath(item: 30, section: 0)
        for position in [ScrollPosition.top, .nearest] {
            var host = Self.host()
            host.contentOffset.y = position == .top ? 0 : 8_000
            host.scrollToItem(at: target, position: position, animated: false)
            let frame = host.advance(to: 0)
            let item = frame.visible.first { $0.id == .cell(target) }?.attributes
            let banner = frame.visible.first { $0.attributes.kind == .supplementary(Self.banner) }?.attributes
            XCTAssertEqual(banner?.isPinned, true, "the banner floats over the content (\(position))")
            XCTAssertEqual(
                banner.map { $0.frame.minY - frame.contentOffset.y }, 0, "pinned at the top (\(position))")
            XCTAssertEqual(
                item.map { $0.frame.minY - frame.contentOffset.y }, 60,
                "the item just below the banner, not under it (\(position))")
        }
    }

    func testIsPinned_OnlyWhilePinningMovesTheElementOffItsPlace() {
        var layout = Self.host().layout
        let counts = [100]
        layout.prepare(LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: counts))
        let atItsPlace = layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 600))
        XCTAssertEqual(
            atItsPlace.filter { $0.isPinned }.count, 0, "at offset 0 the banner sits at its own place")
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: 500, width: 320, height: 600), itemCounts: counts))
        let scrolled = layout.attributes(in: Rect(x: 0, y: 500, width: 320, height: 600))
        XCTAssertEqual(
            scrolled.filter { $0.isPinned }.map(\.kind), [.supplementary(Self.banner)],
            "scrolled, only the banner is pinned")
    }
}
