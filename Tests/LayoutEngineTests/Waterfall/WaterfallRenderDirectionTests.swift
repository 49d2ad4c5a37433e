import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `itemRenderDirection`, after CHTCollectionViewWaterfallLayout's
/// `nextColumnIndexForItem:inSection:`: one rule per mode, and how the modes meet a
/// right-to-left layout direction (the whole layout mirrors, modes included: a mode picks a
/// column counted from the leading edge and never mirrors anything itself).
final class WaterfallRenderDirectionTests: XCTestCase {
    /// Three columns 100 wide, no spacing, on a 300-point viewport: column c starts at x 100 c.
    private func layout(
        _ direction: WaterfallLayout.ItemRenderDirection, heights: [Double],
        layoutDirection: LayoutDirection = .leftToRight
    ) -> WaterfallLayout {
        var layout = WaterfallLayout(
            configuration: .init(
                columnCount: 3, columnSpacing: 0, itemSpacing: 0, itemRenderDirection: direction,
                itemHeight: .heights([heights])))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 300, height: 800), itemCounts: [heights.count],
                layoutDirection: layoutDirection))
        return layout
    }

    /// The x of each item's frame, in item order.
    private func xs(_ layout: WaterfallLayout, count: Int) -> [Double?] {
        (0..<count).map { layout.attributes(at: ItemPath(item: $0, section: 0))?.frame.minX }
    }

    /// Shortest first: the column whose next free position is smallest; the leading one on a
    /// tie (CHT's `shortestColumnIndexInSection:` keeps the first of equal heights).
    func testWaterfallRenderDirection_ShortestFirstTakesTheShortestColumnLeadingOnTies() {
        let heights: [Double] = [50, 10, 30, 20, 5, 40]
        let placed = layout(.shortestFirst, heights: heights)
        // Columns after items 0–2: 50, 10, 30. Item 3 → column 1 (10 → 30); item 4: columns
        // 50, 30, 30 → column 1 (the first of the tie) → 35; item 5 → column 2 (30).
        XCTAssertEqual(xs(placed, count: 6), [0, 100, 200, 100, 100, 200])
        XCTAssertEqual(WaterfallLayout.Configuration().itemRenderDirection, .shortestFirst)
    }

    /// Leading column first: item i into column i mod n, whatever the heights (CHT's
    /// `LeftToRight`: `item % columnCount`).
    func testWaterfallRenderDirection_LeadingColumnFirstFillsColumnsInOrder() {
        let placed = layout(.leadingColumnFirst, heights: [50, 10, 30, 20, 5, 40, 1])
        XCTAssertEqual(xs(placed, count: 7), [0, 100, 200, 0, 100, 200, 0])
        XCTAssertEqual(placed.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 50)
    }

    /// Trailing column first: item i into column n − 1 − (i mod n) (CHT's `RightToLeft`:
    /// `(columnCount - 1) - (item % columnCount)`).
    func testWaterfallRenderDirection_TrailingColumnFirstFillsColumnsFromTheLast() {
        let placed = layout(.trailingColumnFirst, heights: [50, 10, 30, 20, 5, 40, 1])
        XCTAssertEqual(xs(placed, count: 7), [200, 100, 0, 200, 100, 0, 200])
        XCTAssertEqual(placed.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 50)
    }

    /// Under a right-to-left layout direction the whole layout mirrors, render directions
    /// included (columns count from the leading edge): `.leadingColumnFirst` fills from the
    /// screen's right, `.trailingColumnFirst` from its left; each mode's frames are its
    /// left-to-right frames mirrored.
    func testWaterfallRenderDirection_RightToLeftLayoutMirrorsEveryMode() {
        let heights: [Double] = [50, 10, 30, 20, 5, 40, 1]
        XCTAssertEqual(
            xs(layout(.leadingColumnFirst, heights: heights, layoutDirection: .rightToLeft), count: 3),
            [200, 100, 0])
        XCTAssertEqual(
            xs(layout(.trailingColumnFirst, heights: heights, layoutDirection: .rightToLeft), count: 3),
            [0, 100, 200])
        for mode in [
            WaterfallLayout.ItemRenderDirection.shortestFirst, .leadingColumnFirst, .trailingColumnFirst,
        ] {
            let leftToRight = layout(mode, heights: heights)
            let rightToLeft = layout(mode, heights: heights, layoutDirection: .rightToLeft)
            for item in heights.indices {
                let path = ItemPath(item: item, section: 0)
                XCTAssertEqual(
                    rightToLeft.attributes(at: path)?.frame,
                    leftToRight.attributes(at: path)?.frame.mirroredHorizontally(inWidth: 300),
                    "\(mode), \(path)")
            }
        }
    }

    /// The former names still compile and mean the same modes.
    @available(*, deprecated)
    func testWaterfallRenderDirection_FormerPlacementNamesForward() {
        var configuration = WaterfallLayout.Configuration()
        configuration.placement = .inOrder
        XCTAssertEqual(configuration.itemRenderDirection, .leadingColumnFirst)
        configuration.placement = WaterfallLayout.Placement.shortestColumn
        XCTAssertEqual(configuration.itemRenderDirection, .shortestFirst)
        configuration.itemRenderDirection = .rightToLeft
        XCTAssertEqual(configuration.itemRenderDirection, .trailingColumnFirst)
        configuration.itemRenderDirection = .leftToRight
        XCTAssertEqual(configuration.itemRenderDirection, .leadingColumnFirst)
    }
}
