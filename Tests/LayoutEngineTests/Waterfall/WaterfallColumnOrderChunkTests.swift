import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Placement in column order hands the index its items a chunk at a time
/// (``WaterfallLayout/columnOrderChunkSize(columnCount:)``), and the index sorts each chunk by
/// merging its columns' runs: the frames still follow the rule (item i in column i mod c, below
/// that column's last item), every rect query equals a brute-force filter, and appending pages
/// or placing again after a size report equals a fresh prepare, at sizes that cross chunk and
/// checkpoint boundaries with many columns.
final class WaterfallColumnOrderChunkTests: XCTestCase {
    /// Columns filled leading column first, 10 wide and 2 apart, items 3 apart, heights from
    /// `heights`.
    private func configuration(columns: Int, heights: [Double]) -> WaterfallLayout.Configuration {
        var configuration = WaterfallLayout.Configuration(
            columnCount: .all(columns), columnSpacing: 2, itemSpacing: 3, itemHeight: .heights([heights]))
        configuration.itemRenderDirection = .leadingColumnFirst
        return configuration
    }

    /// A viewport just wide enough for `columns` columns of 10.
    private func context(columns: Int, itemCount: Int) -> LayoutContext {
        LayoutContext(
            viewportSize: Size(width: Double(columns) * 12 - 2, height: 800), itemCounts: [itemCount])
    }

    /// The rule written out: item i in column i mod `columns`, at that column's next position.
    private func ruleFrames(heights: [Double], columns: Int, count: Int) -> [Rect] {
        var nextY = Array(repeating: 0.0, count: columns)
        return (0..<count).map { item in
            let column = item % columns
            let frame = Rect(x: Double(column) * 12, y: nextY[column], width: 10, height: heights[item])
            nextY[column] += heights[item] + 3
            return frame
        }
    }

    /// Random heights: multiples of 5 up to 60 (zero among them, so starts repeat), and now and
    /// then a tall one, so that items fall into several length classes.
    private func randomHeights(_ generator: inout SeededGenerator, count: Int) -> [Double] {
        (0..<count).map { _ in
            generator.int(in: 0...40) == 0
                ? generator.double(in: 100...900).rounded() : Double(generator.int(in: 0...12) * 5)
        }
    }

    private func assertFrames(
        _ layout: WaterfallLayout, _ expected: [Rect], _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (item, frame) in expected.enumerated() {
            let actual = layout.attributes(at: ItemPath(item: item, section: 0))?.frame
            if actual != frame {
                XCTFail(
                    "\(message), item \(item): \(String(describing: actual)) ≠ \(frame)", file: file,
                    line: line)
                return
            }
        }
    }

    /// Column counts from two to more than a chunk's sixteenth of 8192 items, so that some
    /// chunks are longer than 8192.
    private let columnCounts = [2, 7, 513, 700]

    func testWaterfall_ColumnOrder_FramesFollowTheRuleAcrossChunks() {
        for seed in TestCampaign.seeds(4) {
            var generator = SeededGenerator(seed: seed)
            let columns = columnCounts[Int(seed - 1) % columnCounts.count]
            let chunk = WaterfallLayout.columnOrderChunkSize(columnCount: columns)
            let count = generator.int(in: (chunk + 1)...(chunk + 2 * columns + 1))
            let heights = randomHeights(&generator, count: count)
            var layout = WaterfallLayout(configuration: configuration(columns: columns, heights: heights))
            layout.prepare(context(columns: columns, itemCount: count))
            let message = "seed \(seed), \(columns) columns, \(count) items"
            assertFrames(layout, ruleFrames(heights: heights, columns: columns, count: count), message)
            LayoutConformance.checkIndex(
                layout, itemCounts: [count], seed: seed, queries: TestCampaign.count(20, quick: 4))
        }
    }

    func testWaterfall_ColumnOrder_AppendedPagesMatchAFreshPrepare() {
        for seed in TestCampaign.seeds(4) {
            var generator = SeededGenerator(seed: seed &+ 100)
            let columns = columnCounts[Int(seed - 1) % columnCounts.count]
            let chunk = WaterfallLayout.columnOrderChunkSize(columnCount: columns)
            // A short page, then one longer than a chunk.
            let pages = [generator.int(in: 1...200), generator.int(in: (chunk + 1)...(chunk + 300))]
            var count = generator.int(in: 0...(chunk / 2))
            let heights = randomHeights(&generator, count: count + pages.reduce(0, +))
            let configuration = configuration(columns: columns, heights: heights)
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(context(columns: columns, itemCount: count))
            for (page, pageSize) in pages.enumerated() {
                count += pageSize
                layout.prepare(context(columns: columns, itemCount: count))
                let message = "seed \(seed), \(columns) columns, page \(page) to \(count) items"
                XCTAssertEqual(layout._lastPreparation, .append, message)
                var fresh = WaterfallLayout(configuration: configuration)
                fresh.prepare(context(columns: columns, itemCount: count))
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
                assertFrames(layout, ruleFrames(heights: heights, columns: columns, count: count), message)
                LayoutConformance.checkIndex(
                    layout, itemCounts: [count], seed: seed &* 7 &+ UInt64(page),
                    queries: TestCampaign.count(20, quick: 4))
            }
        }
    }

    /// A reported height places the section again from the kept column state before it: the
    /// items from there on go to the index in chunks merged into the frames kept before them.
    func testWaterfall_ColumnOrder_ReportedSizePlacesAgainAsTheRule() {
        for seed in TestCampaign.seeds(4) {
            var generator = SeededGenerator(seed: seed &+ 200)
            let columns = columnCounts[Int(seed - 1) % columnCounts.count]
            let chunk = WaterfallLayout.columnOrderChunkSize(columnCount: columns)
            let count = generator.int(in: (chunk + 1)...(chunk + chunk / 4))
            var heights = randomHeights(&generator, count: count)
            var layout = WaterfallLayout(configuration: configuration(columns: columns, heights: heights))
            layout.prepare(context(columns: columns, itemCount: count))
            let reported = generator.int(in: 0...(count - 1))
            heights[reported] = generator.double(in: 0...2000).rounded()
            layout.reportSize(
                Size(width: 10, height: heights[reported]), forItemAt: ItemPath(item: reported, section: 0))
            layout.prepare(context(columns: columns, itemCount: count))
            let message = "seed \(seed), \(columns) columns, item \(reported) of \(count) reported"
            XCTAssertEqual(layout._lastPreparation, .changes, message)
            assertFrames(layout, ruleFrames(heights: heights, columns: columns, count: count), message)
            LayoutConformance.checkIndex(
                layout, itemCounts: [count], seed: seed, queries: TestCampaign.count(20, quick: 4))
        }
    }
}
