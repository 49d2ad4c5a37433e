import XCTest

@testable import LayoutEngine

/// The defaults of `CollectionLayout`, `LayoutContext` helpers, `ItemPath` order.
final class CollectionLayoutDefaultsTests: XCTestCase {
    /// A layout that keeps every default of the protocol.
    private struct MinimalLayout: CollectionLayout {
        var contentSize = Size(width: 10, height: 10)
        mutating func prepare(_ context: LayoutContext) {}
        func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
        func attributes(at path: ItemPath) -> LayoutAttributes? { nil }
    }

    func testCollectionLayout_DefaultTargetContentOffsetIsTheProposedOne() {
        let proposed = Point(x: 12.5, y: -3)
        XCTAssertEqual(
            MinimalLayout().targetContentOffset(proposed: proposed, velocity: Point(x: 9, y: 9)), proposed)
    }

    func testLayoutContext_ItemCountsClampNegativeAndOutOfRange() {
        let context = LayoutContext(viewportSize: Size(width: 1, height: 1), itemCounts: [3, -2])
        XCTAssertEqual(context.sectionCount, 2)
        XCTAssertEqual(context.itemCount(inSection: 0), 3)
        XCTAssertEqual(context.itemCount(inSection: 1), 0)
        XCTAssertEqual(context.itemCount(inSection: 2), 0)
        XCTAssertEqual(context.itemCount(inSection: -1), 0)
    }

    func testLayoutContext_NonFiniteViewportAndOffsetReadAsZero() {
        let context = LayoutContext(
            bounds: Rect(x: .nan, y: .infinity, width: -5, height: .nan), itemCounts: [])
        XCTAssertEqual(context.viewportSize, .zero)
        XCTAssertEqual(context.contentOffset, .zero)
    }

    func testItemPath_OrdersBySectionThenItem() {
        let paths = [
            ItemPath(item: 5, section: 1), ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1),
        ]
        XCTAssertEqual(
            paths.sorted(),
            [ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1), ItemPath(item: 5, section: 1)])
        XCTAssertEqual(ItemPath(item: 2, section: 3).description, "[3, 2]")
    }

    func testElementKind_HeaderAndFooterUseUIKitsKindStrings() {
        XCTAssertEqual(ElementKind.sectionHeader, .supplementary("UICollectionElementKindSectionHeader"))
        XCTAssertEqual(ElementKind.sectionFooter, .supplementary("UICollectionElementKindSectionFooter"))
        XCTAssertTrue(ElementKind.cell.isCell)
        XCTAssertFalse(ElementKind.sectionHeader.isCell)
    }
}
