import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates, targeted invalidation and self-sizing of the waterfall layout: after any
/// batch or report the layout equals a fresh one of the same data; appearing and disappearing
/// cells follow UIKit's rules; a bad batch changes nothing; only changed sections are placed
/// again; what the user sees stays in place.
final class WaterfallUpdateTests: XCTestCase {
    /// A waterfall over a model whose item heights are kept by id (a reload gives a new one).
    private struct Scenario {
        var configuration: WaterfallLayout.Configuration
        var context: LayoutContext
        var sections: [RandomBatch.Section]
        var heightOf: [Int: Double]

        mutating func sync() {
            configuration.itemHeight = .heights(sections.map { $0.items.map { heightOf[$0] ?? 0 } })
            context.itemCounts = sections.map(\.items.count)
        }

        func freshLayout() -> WaterfallLayout {
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(context)
            return layout
        }
    }

    private func randomScenario(_ g: inout SeededGenerator) -> Scenario {
        let configuration = WaterfallFixtures.randomConfiguration(&g)
        let sections = RandomBatch.randomSections(&g, maxSections: 5, maxItems: 120)
        var heightOf: [Int: Double] = [:]
        // Heights from a few values, so that columns often tie.
        for id in sections.flatMap(\.items) { heightOf[id] = [40, 60, 60, 90, 125.5][g.int(in: 0...4)] }
        let context = LayoutContext(
            bounds: Rect(x: 0, y: g.double(in: 0...1500), width: g.double(in: 200...600), height: 700),
            itemCounts: [], contentInsets: g.bool() ? .zero : EdgeInsets(all: g.double(in: 0...12)),
            layoutDirection: g.int(in: 0...3) == 0 ? .rightToLeft : .leftToRight)
        var scenario = Scenario(
            configuration: configuration, context: context, sections: sections, heightOf: heightOf)
        scenario.sync()
        return scenario
    }

    func testWaterfallUpdate_RandomBatchesEqualAFreshLayoutOfTheNewData() {
        for seed in TestCampaign.seeds(300, quick: 60) {
            var g = SeededGenerator(seed: seed)
            var scenario = randomScenario(&g)
            var layout = scenario.freshLayout()
            var nextID = 1 << 40
            for step in 0..<3 {
                let old = layout
                let oldSections = scenario.sections
                let batch = RandomBatch.make(from: scenario.sections, &g, nextID: &nextID)
                for id in batch.new.flatMap(\.items)
                where scenario.heightOf[id] == nil || batch.reloadedItems.contains(id) {
                    scenario.heightOf[id] = [40, 60, 90, 33.25][g.int(in: 0...3)]
                }
                scenario.sections = batch.new
                scenario.sync()
                layout.configuration = scenario.configuration
                let message = "seed \(seed), step \(step)"
                do {
                    try layout.prepare(scenario.context, updates: batch.updates)
                } catch {
                    XCTFail("\(message): \(error)")
                    break
                }
                let fresh = scenario.freshLayout()
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
                assertUIKitTransition(
                    layout, old: old, oldSections: oldSections, newSections: scenario.sections,
                    reloaded: batch.reloadedItems, message)
            }
        }
    }

    func testWaterfallUpdate_BadBatchThrowsAndChangesNothing() {
        for seed in TestCampaign.seeds(40) {
            var g = SeededGenerator(seed: seed)
            let scenario = randomScenario(&g)
            var layout = scenario.freshLayout()
            let before = layout
            var nextID = 1 << 40
            let batch = RandomBatch.make(from: scenario.sections, &g, nextID: &nextID)
            var wrong = scenario.context
            wrong.itemCounts = batch.new.map(\.items.count) + [1]
            XCTAssertThrowsError(try layout.prepare(wrong, updates: batch.updates), "seed \(seed)")
            XCTAssertEqual(layout.contentSize, before.contentSize, "seed \(seed)")
            assertSameElements(
                layout.attributes(in: .infinite), before.attributes(in: .infinite), "seed \(seed)")
        }
    }

    /// A section changed in its first eighth is laid out anew (every height read, the old
    /// section kept whole for the animation); changed later, it keeps its items before the kept
    /// state with the heights they were placed with.
    func testWaterfallUpdate_AChangeInTheFirstEighthLaysTheSectionOutAnew() throws {
        for (inserted, keepsOldHeight) in [(100, false), (800, true)] {
            var configuration = WaterfallLayout.Configuration(columnCount: 2)
            configuration.itemHeight = .heights([Array(repeating: 50, count: 1280)])
            var layout = WaterfallLayout(configuration: configuration)
            var context = LayoutContext(viewportSize: Size(width: 390, height: 800), itemCounts: [1280])
            layout.prepare(context)
            let old = layout
            // A state every 64 items: an insert at 100 restarts from item 64, inside the first
            // eighth (160 items). Item 0 is given a new height without a reload.
            var heights = Array(repeating: 50.0, count: 1281)
            heights[0] = 80
            layout.configuration.itemHeight = .heights([heights])
            context.itemCounts = [1281]
            try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: inserted, section: 0)])])
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.height, keepsOldHeight ? 50 : 80,
                "insert at \(inserted)")
            // Either way every surviving cell starts where it was.
            let moved = try XCTUnwrap(
                layout.initialAttributes(forAppearingItemAt: ItemPath(item: 1280, section: 0)))
            XCTAssertEqual(moved.frame, old.attributes(at: ItemPath(item: 1279, section: 0))?.frame)
        }
    }

    func testWaterfallUpdate_InsertPlacesAgainOnlyItsSectionFromAKeptState() throws {
        let counter = SizeCallCounter()
        var configuration = WaterfallLayout.Configuration(columnCount: 3)
        configuration.itemHeight = .computed { path, _ in
            counter.increment()
            return Double(40 + (path.item * 7) % 50)
        }
        var layout = WaterfallLayout(configuration: configuration)
        var context = LayoutContext(
            viewportSize: Size(width: 390, height: 800), itemCounts: Array(repeating: 2000, count: 10))
        layout.prepare(context)
        counter.reset()
        context.itemCounts[4] += 1
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 1990, section: 4)])])
        XCTAssertEqual(layout._lastPreparation, .changes)
        // A state is kept every `interval` items: at most that many plus the 11 to the end of
        // the section are placed again, out of 20 001.
        let interval = WaterfallLayout.SectionColumns.interval(columnCount: 3)
        XCTAssertLessThan(interval, 1990 / 2)
        XCTAssertLessThanOrEqual(counter.count, interval + 11)
        var fresh = WaterfallLayout(configuration: configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testWaterfallSelfSizing_ReportsInAnyOrderEqualALayoutOfThoseHeights() {
        for seed in TestCampaign.seeds(100, quick: 30) {
            var g = SeededGenerator(seed: seed)
            var scenario = randomScenario(&g)
            var layout = scenario.freshLayout()
            for round in 0..<4 {
                for _ in 0..<g.int(in: 0...25) {
                    let section = g.int(in: 0...max(0, scenario.sections.count - 1))
                    guard section < scenario.sections.count, !scenario.sections[section].items.isEmpty else {
                        continue
                    }
                    let item = g.int(in: 0...(scenario.sections[section].items.count - 1))
                    let height = g.double(in: 10...300)
                    scenario.heightOf[scenario.sections[section].items[item]] = height
                    layout.reportSize(
                        Size(width: 1, height: height), forItemAt: ItemPath(item: item, section: section))
                }
                if g.bool() { scenario.context.bounds.origin.y = g.double(in: 0...3000) }
                layout.prepare(scenario.context)
                scenario.sync()
                let expected = scenario.freshLayout()
                let message = "seed \(seed), round \(round)"
                XCTAssertEqual(layout.contentSize, expected.contentSize, message)
                assertSameElements(
                    layout.attributes(in: .infinite), expected.attributes(in: .infinite), message)
            }
        }
    }

    func testWaterfallSelfSizing_CellsMeasuredAboveTheVisibleOnesDoNotMoveThem() {
        var layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(columnCount: 1, itemSpacing: 0))
        layout.configuration.itemHeight = .heights([Array(repeating: 50, count: 1000)])
        var context = LayoutContext(bounds: Rect(x: 0, y: 5000, width: 300, height: 600), itemCounts: [1000])
        layout.prepare(context)
        let visible = layout.attributes(in: Rect(origin: context.contentOffset, size: context.viewportSize))
        XCTAssertGreaterThanOrEqual(visible.count, 12, "the viewport shows cells to follow")
        for item in 0..<10 {
            layout.reportSize(Size(width: 300, height: 75), forItemAt: ItemPath(item: item, section: 0))
        }
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 250))
        context.bounds.origin.y += 250
        layout.prepare(context)
        for old in visible {
            XCTAssertEqual(
                layout.attributes(at: old.path).map { $0.frame.minY - context.bounds.minY },
                old.frame.minY - 5000, "\(old.path)")
        }
    }
}

/// Batch updates with absurd item counts (found by the fuzzer: summing counts overflowed).
final class WaterfallUpdateBadInputTests: XCTestCase {
    func testWaterfallSelfSizing_ReportsAtAbsurdPaths_DoNotTrapThroughABatch() throws {
        // The compositional layout trapped when a batch carried a report for item Int.max; the
        // waterfall ignores paths at or past `maximumItemCount` and carries only the reports of
        // items that exist after the batch.
        for reportFirst in [true, false] {
            var start = WaterfallLayout(
                configuration: WaterfallLayout.Configuration(columnCount: 1, itemSpacing: 0))
            start.configuration.itemHeight = .heights([Array(repeating: 50, count: 4)])
            let (layout, context) = try preparedAfterAbsurdReports(
                start, size: Size(width: 300, height: 75),
                context: LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: []),
                reportFirst: reportFirst
            ) { $0.reportSize($1, forItemAt: $2) }
            var expected = WaterfallLayout(
                configuration: WaterfallLayout.Configuration(columnCount: 1, itemSpacing: 0))
            expected.configuration.itemHeight = .heights([[50, 50, 75, 50]])
            expected.prepare(context)
            assertSameElements(
                layout.attributes(in: .infinite), expected.attributes(in: .infinite), "first: \(reportFirst)")
        }
    }

    func testLayoutContext_CountsNearIntMaxAreSummedWithoutOverflow() {
        let half = Int.max / 2
        let huge = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [half, half, 7])
        XCTAssertFalse(huge.laysOutEveryItem)
        let full = LayoutContext(
            viewportSize: Size(width: 390, height: 844), itemCounts: [LayoutContext.maximumItemCount, -5])
        XCTAssertTrue(full.laysOutEveryItem)
        let over = LayoutContext(
            viewportSize: Size(width: 390, height: 844), itemCounts: [LayoutContext.maximumItemCount, 1])
        XCTAssertFalse(over.laysOutEveryItem)
    }
}
