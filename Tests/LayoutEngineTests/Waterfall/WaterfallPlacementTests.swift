import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Exact frames of small, hand-checked waterfalls: columns, placement, ties, spacing.
final class WaterfallPlacementTests: XCTestCase {
    /// Two columns of width (210 − 10) / 2 = 100, items 10 apart.
    private let twoColumns = WaterfallLayout.Configuration(
        columnCount: 2, itemHeight: WaterfallFixtures.heights([[100, 50, 30, 60, 20]]))

    func testWaterfall_EachItemGoesToTheShortestColumn() {
        let layout = WaterfallFixtures.prepared(twoColumns, width: 210, itemCounts: [5])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 100, height: 100),
                ItemPath(item: 1, section: 0): Rect(x: 110, y: 0, width: 100, height: 50),
                ItemPath(item: 2, section: 0): Rect(x: 110, y: 60, width: 100, height: 30),
                ItemPath(item: 3, section: 0): Rect(x: 110, y: 100, width: 100, height: 60),
                ItemPath(item: 4, section: 0): Rect(x: 0, y: 110, width: 100, height: 20),
            ])
        XCTAssertEqual(layout.contentSize, Size(width: 210, height: 160), "the tallest column ends at 160")
    }

    func testWaterfall_InOrderPlacementUsesItemIndexModuloColumns() {
        var configuration = twoColumns
        configuration.itemRenderDirection = .leadingColumnFirst
        let layout = WaterfallFixtures.prepared(configuration, width: 210, itemCounts: [5])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 100, height: 100),
                ItemPath(item: 1, section: 0): Rect(x: 110, y: 0, width: 100, height: 50),
                ItemPath(item: 2, section: 0): Rect(x: 0, y: 110, width: 100, height: 30),
                ItemPath(item: 3, section: 0): Rect(x: 110, y: 60, width: 100, height: 60),
                ItemPath(item: 4, section: 0): Rect(x: 0, y: 150, width: 100, height: 20),
            ])
        XCTAssertEqual(layout.contentSize.height, 170)
    }

    func testWaterfall_TiesGoToLeadingColumn() {
        // Three columns of (320 − 20) / 3 = 100; equal heights tie on every row.
        let configuration = WaterfallLayout.Configuration(
            columnCount: 3, itemHeight: WaterfallFixtures.heights([[50, 50, 50, 50, 40, 40, 10]]))
        let layout = WaterfallFixtures.prepared(configuration, width: 320, itemCounts: [7])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 100, height: 50),
                ItemPath(item: 1, section: 0): Rect(x: 110, y: 0, width: 100, height: 50),
                ItemPath(item: 2, section: 0): Rect(x: 220, y: 0, width: 100, height: 50),
                ItemPath(item: 3, section: 0): Rect(x: 0, y: 60, width: 100, height: 50),
                ItemPath(item: 4, section: 0): Rect(x: 110, y: 60, width: 100, height: 40),
                ItemPath(item: 5, section: 0): Rect(x: 220, y: 60, width: 100, height: 40),
                // Columns 1 and 2 tie at 110 (column 0 is at 120): the leading one wins.
                ItemPath(item: 6, section: 0): Rect(x: 110, y: 110, width: 100, height: 10),
            ])
    }

    func testWaterfall_TiesGoToLeadingColumnInRightToLeft() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 3, itemHeight: WaterfallFixtures.heights([[50, 50, 50, 50]]))
        let layout = WaterfallFixtures.prepared(
            configuration, width: 320, itemCounts: [4], direction: .rightToLeft)
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 220, y: 0, width: 100, height: 50),
                ItemPath(item: 1, section: 0): Rect(x: 110, y: 0, width: 100, height: 50),
                ItemPath(item: 2, section: 0): Rect(x: 0, y: 0, width: 100, height: 50),
                ItemPath(item: 3, section: 0): Rect(x: 220, y: 60, width: 100, height: 50),
            ])
    }

    func testWaterfall_AspectRatioTimesColumnWidthGivesHeight() {
        // Column width (250 − 10) / 2 = 120; ratios 0.5 and 1.25 give 60 and 150.
        let configuration = WaterfallLayout.Configuration(
            columnCount: 2, itemHeight: .aspectRatio { path in path.item == 0 ? 0.5 : 1.25 })
        let layout = WaterfallFixtures.prepared(configuration, width: 250, itemCounts: [3])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 120, height: 60),
                ItemPath(item: 1, section: 0): Rect(x: 130, y: 0, width: 120, height: 150),
                ItemPath(item: 2, section: 0): Rect(x: 0, y: 70, width: 120, height: 150),
            ])
    }

    func testWaterfall_HeightClosureReceivesTheColumnWidth() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 4, columnSpacing: 0, itemHeight: .computed { _, width in width + 1 })
        let layout = WaterfallFixtures.prepared(configuration, width: 400, itemCounts: [1])
        assertRect(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 0, y: 0, width: 100, height: 101))
    }

    func testWaterfall_SingleColumnStacksItemsWithItemSpacing() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 1, itemSpacing: 4, itemHeight: WaterfallFixtures.heights([[10, 20, 30]]))
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [3])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 100, height: 10),
                ItemPath(item: 1, section: 0): Rect(x: 0, y: 14, width: 100, height: 20),
                ItemPath(item: 2, section: 0): Rect(x: 0, y: 38, width: 100, height: 30),
            ])
        XCTAssertEqual(layout.contentSize.height, 68)
    }

    func testWaterfall_ShortestColumnTopsNeverDecrease() {
        // The property that keeps every index append O(1).
        for seed in TestCampaign.seeds(5) {
            var generator = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomConfiguration(&generator)
            configuration.itemRenderDirection = .shortestFirst
            let layout = WaterfallFixtures.prepared(configuration, width: 390, itemCounts: [300])
            var previous = -Double.infinity
            for item in 0..<300 {
                let top = layout.attributes(at: ItemPath(item: item, section: 0))?.frame.minY ?? .nan
                XCTAssertGreaterThanOrEqual(top, previous, "seed \(seed), item \(item)")
                previous = top
            }
        }
    }
}
