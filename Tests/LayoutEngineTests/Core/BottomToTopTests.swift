import LayoutEngine
import XCTest

/// The rules of ``VerticalLayoutDirection/bottomToTop``, one test each.
final class BottomToTopTests: XCTestCase {
    private let insets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)

    private func chat(_ direction: VerticalLayoutDirection, scroll: ScrollDirection = .vertical) -> FlowLayout
    {
        FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 300, height: 50)), scrollDirection: scroll,
                metrics: .all(.init(minimumLineSpacing: 10)), verticalLayoutDirection: direction))
    }

    /// A chat of 20 rows in a 320 × 600 viewport scrolled to its end, then given 22 rows by a
    /// plain prepare: its offset adjustment.
    private func adjustmentAfterAnAppendAtTheEnd(_ direction: VerticalLayoutDirection) -> (
        Point, LayoutContext, FlowLayout
    ) {
        var layout = chat(direction)
        var context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [20])
        layout.prepare(context)
        context.bounds.origin.y = layout.contentSize.height - 600
        layout.prepare(context)
        context.itemCounts = [22]
        layout.prepare(context)
        return (layout.contentOffsetAdjustment, context, layout)
    }

    func testBottomToTop_ShortContentSitsAtTheBottomOfTheViewportLessItsInsets() throws {
        var layout = chat(.bottomToTop)
        let context = LayoutContext(
            viewportSize: Size(width: 320, height: 600), itemCounts: [3], contentInsets: insets)
        layout.prepare(context)
        // 3 rows of 50 with 2 gaps of 10: 170 long, in 600 − 20 − 30 = 550.
        XCTAssertEqual(layout.contentSize.height, 550)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 0))?.frame.maxY, 550)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, 380)
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 390)).map(\.path),
            [ItemPath(item: 0, section: 0)])
    }

    func testBottomToTop_ContentLongerThanTheViewportIsLaidOutAsTopToBottom() {
        var bottom = chat(.bottomToTop)
        var top = chat(.topToBottom)
        let context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [40])
        bottom.prepare(context)
        top.prepare(context)
        XCTAssertEqual(bottom.contentSize, top.contentSize)
        for item in 0..<40 {
            let path = ItemPath(item: item, section: 0)
            XCTAssertEqual(bottom.attributes(at: path), top.attributes(at: path))
        }
    }

    func testBottomToTop_AHorizontalLayoutReadsItAsTopToBottom() {
        var bottom = chat(.bottomToTop, scroll: .horizontal)
        var top = chat(.topToBottom, scroll: .horizontal)
        let context = LayoutContext(viewportSize: Size(width: 1000, height: 600), itemCounts: [3])
        bottom.prepare(context)
        top.prepare(context)
        XCTAssertEqual(bottom.contentSize, top.contentSize)
        XCTAssertEqual(bottom.attributes(in: context.bounds), top.attributes(in: context.bounds))
    }

    func testBottomToTop_AnAppendAtTheEndKeepsTheViewportAtTheEnd() {
        let (adjustment, context, layout) = adjustmentAfterAnAppendAtTheEnd(.bottomToTop)
        // Two rows of 60 more: the viewport follows by 120, to the new end.
        XCTAssertEqual(adjustment, Point(x: 0, y: 120))
        XCTAssertEqual(context.contentOffset.y + 120, layout.contentSize.height - 600)
    }

    func testBottomToTop_HistoryPrependedAboveKeepsTheBottomMostVisibleItemInPlace() throws {
        var layout = chat(.bottomToTop)
        var context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [20])
        layout.prepare(context)
        context.bounds.origin.y = 300
        layout.prepare(context)
        // Rows 5 to 14 are visible (300…900); row 14 (840…890) is the bottom-most.
        context.itemCounts = [25]
        try layout.prepare(
            context, updates: [.insertItems(at: (0..<5).map { ItemPath(item: $0, section: 0) })])
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 300))
    }

    func testBottomToTop_TopToBottomAnchorsTheTopMostVisibleItemInstead() throws {
        XCTAssertEqual(adjustmentAfterAnAppendAtTheEnd(.topToBottom).0, .zero)
    }

    func testBottomToTop_AShorterViewportKeepsTheBottomMostVisibleItemAtItsDistanceFromTheBottom() throws {
        var layout = chat(.bottomToTop)
        var context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [30])
        layout.prepare(context)
        context.bounds.origin.y = 305
        layout.prepare(context)
        // Row 14 (840…890) reaches furthest, 15 above the bottom edge (905); the viewport loses
        // 250 (a keyboard): the offset moves by 250 so that row 14 stays 15 above the bottom.
        context.bounds.size.height = 350
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 250))
    }

    func testBottomToTop_ChangingTheDirectionLaysOutAgain() {
        var layout = chat(.topToBottom)
        let context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [3])
        layout.prepare(context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, 0)
        layout.configuration.verticalLayoutDirection = .bottomToTop
        layout.prepare(context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, 600 - 170)
    }

    func testBottomToTop_WaterfallShortContentSitsAtTheBottom() {
        var layout = WaterfallLayout(
            configuration: .init(
                columnCount: 2, columnSpacing: 0, itemSpacing: 0, headerHeight: 40,
                itemHeight: .heights([[100, 50, 30]]), verticalLayoutDirection: .bottomToTop))
        layout.prepare(LayoutContext(viewportSize: Size(width: 320, height: 500), itemCounts: [3]))
        // Header 40, then columns of 100 + 0 and 50 + 30 : 140 long, moved down by 360.
        XCTAssertEqual(layout.contentSize.height, 500)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame.minY,
            360)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.maxY, 500)
    }
}
