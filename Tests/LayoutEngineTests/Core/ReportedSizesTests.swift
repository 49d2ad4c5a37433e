import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Reported sizes are input kept across batches: each one follows its item to the item's new
/// path, and items that arrive without one (inserted, reloaded) have none.
final class ReportedSizesTests: XCTestCase {
    private static func size(_ height: Double) -> Size { Size(width: 300, height: height) }

    /// A section whose reports end before the first item that arrives (only its first item was
    /// measured) gets the moved item's report at the moved item's index, not right after the
    /// last report it had.
    func testCarried_AnItemMovedPastTheLastReportKeepsItsIndex() throws {
        var sizes = ReportedSizes()
        _ = sizes.report(Self.size(38), at: ItemPath(item: 0, section: 0))
        _ = sizes.report(Self.size(49), at: ItemPath(item: 0, section: 1))
        let plan = try UpdatePlan(
            updates: [.moveItem(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 3, section: 0))],
            oldCounts: [3, 1], newCounts: [4, 0])
        let carried = sizes.carried(through: plan, newCounts: [4, 0])
        XCTAssertEqual(carried.size(at: ItemPath(item: 0, section: 0)), Self.size(38))
        XCTAssertNil(carried.size(at: ItemPath(item: 1, section: 0)))
        XCTAssertNil(carried.size(at: ItemPath(item: 2, section: 0)))
        XCTAssertEqual(carried.size(at: ItemPath(item: 3, section: 0)), Self.size(49))
    }

    /// Random data, random reports, random batches of every kind: each surviving item keeps its
    /// report, checked against the model by item id; the flow layout's frames agree.
    func testCarried_RandomBatchesKeepEveryReportWithItsItem() throws {
        try checkCarried(
            seeds: TestCampaign.seeds(300, quick: 60), maxSections: 4, maxItems: 8, reportOneIn: 3)
    }

    /// The same in a section of thousands of items, whose reports are kept in pages of 1024:
    /// reports on both sides of a page's edge, batches that move them across it.
    func testCarried_RandomBatchesKeepEveryReportWithItsItemInALongSection() throws {
        try checkCarried(
            seeds: TestCampaign.seeds(30, quick: 1), maxSections: 1, maxItems: 1300, reportOneIn: 20)
    }

    /// Random batches over random sections (at most `maxSections` of at most `maxItems`), one
    /// item in `reportOneIn` measured each round.
    private func checkCarried(seeds: ClosedRange<UInt64>, maxSections: Int, maxItems: Int, reportOneIn: Int)
        throws
    {
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var sections = RandomBatch.randomSections(&g, maxSections: maxSections, maxItems: maxItems)
            var heightOf: [Int: Double] = [:]
            var nextID = 100_000
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    metrics: .all(
                        FlowLayout.SectionMetrics(minimumLineSpacing: 1, minimumInteritemSpacing: 1)),
                    estimatedItemSize: Size(width: 300, height: 10)))
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: 320, height: 500), itemCounts: sections.map(\.items.count))
            layout.prepare(context)
            for round in 0..<3 {
                for (section, data) in sections.enumerated() {
                    for (item, id) in data.items.enumerated() where g.int(in: 0...(reportOneIn - 1)) == 0 {
                        let height = Double(g.int(in: 20...90))
                        heightOf[id] = height
                        layout.reportSize(
                            Self.size(height), forItemAt: ItemPath(item: item, section: section))
                    }
                }
                layout.prepare(context)
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                for id in batch.reloadedItems { heightOf[id] = nil }
                for section in batch.old where batch.reloadedSections.contains(section.id) {
                    for id in section.items { heightOf[id] = nil }
                }
                sections = batch.new
                context.itemCounts = sections.map(\.items.count)
                try layout.prepare(context, updates: batch.updates)
                for (section, data) in sections.enumerated() {
                    for (item, id) in data.items.enumerated() {
                        let path = ItemPath(item: item, section: section)
                        let message =
                            "seed \(seed), round \(round), \(path) (item \(id)), batch \(batch.updates)"
                        XCTAssertEqual(
                            layout.cache.reportedSizes.size(at: path)?.height, heightOf[id], message)
                        XCTAssertEqual(layout.attributes(at: path)?.frame.height, heightOf[id] ?? 10, message)
                    }
                }
            }
        }
    }
}
