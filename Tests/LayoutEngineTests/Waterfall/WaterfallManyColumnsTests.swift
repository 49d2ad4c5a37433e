import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Shortest-column placement with many columns (a tournament tree finds the shortest column)
/// gives the frames of the rule itself, a scan of every column; the last section keeps spare
/// capacity so that the first page after a full prepare appends without copying.
final class WaterfallManyColumnsTests: XCTestCase {
    func testWaterfall_ColumnState_TournamentPicksTheShortestLeadingColumn() {
        for seed in TestCampaign.seeds(40) {
            var generator = SeededGenerator(seed: seed)
            let count = Int(generator.next() % 300) + 1
            var columns = WaterfallLayout.ColumnState(
                count: count, itemsStart: 5, crossLength: Double(count) * 10, inset: .zero, columnSpacing: 0,
                itemSpacing: Double(generator.next() % 3))
            for step in 0..<2000 {
                // Few distinct heights (zero among them) so that ties are common.
                let height = Double(generator.next() % 4) * 0.5
                var expected = 0
                for column in columns.nextStart.indices
                where columns.nextStart[column] < columns.nextStart[expected] {
                    expected = column
                }
                XCTAssertEqual(
                    columns.shortestColumn(), expected, "seed \(seed), \(count) columns, step \(step)")
                _ = columns.place(length: height, inColumn: columns.shortestColumn())
            }
        }
    }

    func testWaterfall_ManyColumns_FramesMatchAScanOfEveryColumn() {
        for seed in TestCampaign.seeds(12) {
            var generator = SeededGenerator(seed: seed)
            let columnCount = Int(generator.next() % 120) + 9
            let itemCount = Int(generator.next() % 3000) + 1
            let heights = (0..<itemCount).map { _ in Double(generator.next() % 5) * 7 }
            let configuration = WaterfallLayout.Configuration(
                columnCount: .all(columnCount), columnSpacing: 2, itemSpacing: 3,
                itemHeight: .heights([heights]))
            let width = Double(columnCount) * 12 - 2
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(
                LayoutContext(viewportSize: Size(width: width, height: 800), itemCounts: [itemCount]))
            // The rule, written out: each item in the column whose next position is highest,
            // the leading one on a tie.
            var nextY = Array(repeating: 0.0, count: columnCount)
            for item in 0..<itemCount {
                var column = 0
                for candidate in 1..<columnCount where nextY[candidate] < nextY[column] { column = candidate }
                let expected = Rect(
                    x: Double(column) * 12, y: nextY[column], width: 10, height: heights[item])
                nextY[column] += heights[item] + 3
                let frame = layout.attributes(at: ItemPath(item: item, section: 0))?.frame
                XCTAssertEqual(
                    frame, expected, "seed \(seed), item \(item) of \(itemCount), \(columnCount) columns")
                if frame != expected { break }
            }
        }
    }

    func testWaterfall_ManyColumns_AppendMatchesFullPrepare() {
        let heights = (0..<2000).map { Double(($0 &* 7919) % 13) * 5 }
        let configuration = WaterfallLayout.Configuration(
            columnCount: .all(40), columnSpacing: 2, itemSpacing: 3, itemHeight: .heights([heights]))
        let viewport = Size(width: 480, height: 800)
        var appended = WaterfallLayout(configuration: configuration)
        appended.prepare(LayoutContext(viewportSize: viewport, itemCounts: [1000]))
        appended.prepare(LayoutContext(viewportSize: viewport, itemCounts: [1500]))
        appended.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2000]))
        XCTAssertEqual(appended._lastPreparation, .append)
        var full = WaterfallLayout(configuration: configuration)
        full.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2000]))
        XCTAssertEqual(
            Set(appended.attributes(in: .infinite)), Set(full.attributes(in: .infinite)),
            "appending to 40 columns equals a full prepare")
    }

    func testWaterfall_FullPrepare_LastSectionKeepsSpareCapacityForTheNextPage() {
        var layout = WaterfallLayout(configuration: WaterfallLayout.Configuration(columnCount: 2))
        let itemCount = 100_000
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3, itemCount]))
        guard let frames = layout.store.sections.last?.items.frames else {
            return XCTFail("the layout has no last section")
        }
        XCTAssertGreaterThanOrEqual(
            frames.capacity - frames.count, itemCount / 8, "an eighth of the last section spare")
    }
}
