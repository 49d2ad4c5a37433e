import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Self-sizing (`estimatedItemSize` and `reportSize`) and targeted invalidation of the flow
/// layout: reports are input (a layout given the same sizes as values lays out the same frames,
/// whatever the order of reports and prepares), a screenful of reports costs one pass, and
/// what the user sees stays in place.
final class FlowSelfSizingTests: XCTestCase {
    private let estimate = Size(width: 100, height: 50)

    private func selfSizing(_ metrics: FlowLayout.SectionMetrics = FlowLayout.SectionMetrics()) -> FlowLayout
    {
        var configuration = FlowLayout.Configuration(estimatedItemSize: estimate)
        configuration.metrics = .all(metrics)
        return FlowLayout(configuration: configuration)
    }

    /// A layout given `sizes` as values: what a self-sizing layout must equal.
    private func valuesLayout(_ sizes: [[Size]], _ context: LayoutContext) -> FlowLayout {
        var layout = FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .sizes(sizes)))
        layout.prepare(context)
        return layout
    }

    func testFlowSelfSizing_ReportsInAnyOrderEqualALayoutOfThoseSizes() {
        for seed in TestCampaign.seeds(120, quick: 40) {
            var g = SeededGenerator(seed: seed)
            let counts = (0..<g.int(in: 1...4)).map { _ in g.int(in: 0...80) }
            var context = LayoutContext(
                bounds: Rect(x: 0, y: g.double(in: 0...2000), width: g.double(in: 200...500), height: 600),
                itemCounts: counts)
            var sizes = counts.map { Array(repeating: estimate, count: $0) }
            var layout = selfSizing()
            layout.prepare(context)
            for round in 0..<4 {
                for _ in 0..<g.int(in: 0...30) {
                    let section = g.int(in: 0...(counts.count - 1))
                    guard counts[section] > 0 else { continue }
                    let item = g.int(in: 0...(counts[section] - 1))
                    let size = Size(width: g.double(in: 10...300), height: g.double(in: 10...200))
                    sizes[section][item] = size
                    layout.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                }
                if g.bool() { context.bounds.origin.y = g.double(in: 0...3000) }
                layout.prepare(context)
                let expected = valuesLayout(sizes, context)
                let message = "seed \(seed), round \(round)"
                XCTAssertEqual(layout.contentSize, expected.contentSize, message)
                assertSameElements(
                    layout.attributes(in: .infinite), expected.attributes(in: .infinite), message)
            }
        }
    }

    func testFlowSelfSizing_AWiderItemPushesTheNextOntoTheNextLine() {
        var layout = selfSizing()
        let context = LayoutContext(viewportSize: Size(width: 400, height: 800), itemCounts: [6])
        layout.prepare(context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 0))?.frame.minY, 0, "three to a line")
        layout.reportSize(Size(width: 250, height: 50), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.minY, 0)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 0))?.frame.minY, 60, "pushed down")
    }

    func testFlowSelfSizing_ReportsWithoutAnEstimateAreIgnored() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50))
        let context = LayoutContext(viewportSize: Size(width: 400, height: 800), itemCounts: [6])
        layout.prepare(context)
        let before = layout.attributes(in: .infinite)
        layout.reportSize(Size(width: 300, height: 300), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), before)
    }

    func testFlowSelfSizing_CellsMeasuredAboveTheVisibleOnesDoNotMoveThem() {
        var layout = selfSizing(FlowLayout.SectionMetrics(minimumLineSpacing: 0))
        var context = LayoutContext(
            bounds: Rect(x: 0, y: 5000, width: 100, height: 600), itemCounts: [1000])
        layout.prepare(context)
        let visible = layout.attributes(in: Rect(origin: context.contentOffset, size: context.viewportSize))
        XCTAssertGreaterThan(visible.count, 3, "the viewport shows cells to follow")
        for item in 0..<20 {
            layout.reportSize(Size(width: 100, height: 80), forItemAt: ItemPath(item: item, section: 0))
        }
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 20 * 30))
        context.bounds.origin.y += layout.contentOffsetAdjustment.y
        layout.prepare(context)
        for old in visible {
            XCTAssertEqual(
                layout.attributes(at: old.path).map { $0.frame.minY - context.bounds.minY },
                old.frame.minY - 5000, "\(old.path)")
        }
    }

    func testFlowSelfSizing_ReportsFollowTheirItemsThroughABatch() throws {
        var layout = selfSizing()
        var context = LayoutContext(viewportSize: Size(width: 100, height: 800), itemCounts: [3])
        layout.prepare(context)
        let tall = Size(width: 100, height: 90)
        layout.reportSize(tall, forItemAt: ItemPath(item: 1, section: 0))
        layout.reportSize(tall, forItemAt: ItemPath(item: 2, section: 0))
        context.itemCounts = [4]
        try layout.prepare(
            context,
            updates: [
                .insertItems(at: [ItemPath(item: 0, section: 0)]),
                .reloadItems(at: [ItemPath(item: 2, section: 0)]),
            ])
        let expected = valuesLayout([[estimate, estimate, tall, estimate]], context)
        assertSameElements(layout.attributes(in: .infinite), expected.attributes(in: .infinite))
    }

    func testFlowSelfSizing_ReportsAtAbsurdPaths_DoNotTrapThroughABatch() throws {
        // The compositional layout trapped when a batch carried a report for item Int.max; the
        // flow layout ignores paths at or past `maximumItemCount` and carries only the reports
        // of items that exist after the batch.
        let tall = Size(width: 100, height: 90)
        for reportFirst in [true, false] {
            let (layout, context) = try preparedAfterAbsurdReports(
                selfSizing(), size: tall,
                context: LayoutContext(viewportSize: Size(width: 100, height: 800), itemCounts: []),
                reportFirst: reportFirst
            ) { $0.reportSize($1, forItemAt: $2) }
            let expected = valuesLayout([[estimate, estimate, tall, estimate]], context)
            assertSameElements(
                layout.attributes(in: .infinite), expected.attributes(in: .infinite), "first: \(reportFirst)")
        }
    }

    func testFlowInvalidateItems_TwentyInvalidatedCellsCostOnePass() {
        let counter = SizeCallCounter()
        let heights = SizeTable(height: 40)
        let configuration = FlowLayout.Configuration(
            itemSizing: .perItem { path in
                counter.increment()
                return Size(width: 320, height: heights.height(of: path.item))
            })
        var layout = FlowLayout(configuration: configuration)
        let context = LayoutContext(viewportSize: Size(width: 320, height: 700), itemCounts: [10_000])
        layout.prepare(context)
        counter.reset()
        for item in 0..<20 { heights.set(60, forItem: item) }
        layout.invalidateItems(at: (0..<20).map { ItemPath(item: $0, section: 0) })
        layout.prepare(context)
        XCTAssertEqual(counter.count, 10_000, "one pass over the section, not one per invalidated cell")
        var fresh = FlowLayout(configuration: configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testFlowInvalidateItems_LaysOutFromTheInvalidatedItemOnly() {
        let counter = SizeCallCounter()
        let heights = SizeTable(height: 40)
        let configuration = FlowLayout.Configuration(
            itemSizing: .perItem { path in
                counter.increment()
                return Size(width: 320, height: heights.height(of: path.item))
            })
        var layout = FlowLayout(configuration: configuration)
        let context = LayoutContext(viewportSize: Size(width: 320, height: 700), itemCounts: [10_000, 50])
        layout.prepare(context)
        counter.reset()
        heights.set(10, forItem: 9_000)
        layout.invalidateItems(at: [ItemPath(item: 9_000, section: 0)])
        layout.prepare(context)
        // One item a line: laid out again from a kept cursor at most 32 lines before the item.
        XCTAssertLessThanOrEqual(counter.count, 1_000 + 32)
        var fresh = FlowLayout(configuration: configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }
}

/// Counts calls of a size closure (tests run it on one thread).
final class SizeCallCounter: @unchecked Sendable {
    private(set) var count = 0
    func increment() { count += 1 }
    func reset() { count = 0 }
}

/// Item heights a test changes between prepares (tests run on one thread).
final class SizeTable: @unchecked Sendable {
    private var heights: [Int: Double] = [:]
    private let standard: Double
    init(height: Double) { standard = height }
    func height(of item: Int) -> Double { heights[item] ?? standard }
    func set(_ height: Double, forItem item: Int) { heights[item] = height }
}
