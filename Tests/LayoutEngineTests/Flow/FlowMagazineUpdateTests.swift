import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// A magazine feed (width modes, `.fill` rows, section backgrounds, self-sizing cells and
/// headers) through random batches and measurements: after each, the layout equals a fresh one
/// given the same data and the same reports.
final class FlowMagazineUpdateTests: XCTestCase {
    private typealias WidthMode = FlowLayout.WidthMode
    private let header = ElementKind.sectionHeaderKind

    /// The data: sections and items by id, each item's mode, and the sizes measured so far.
    private struct Feed {
        var sections: [RandomBatch.Section]
        var modeOf: [Int: WidthMode] = [:]
        var heightOf: [Int: Double] = [:]
        var headerOf: [Int: Double] = [:]

        var counts: [Int] { sections.map(\.items.count) }

        /// The configuration for the current data (its width modes answer for it).
        var configuration: FlowLayout.Configuration {
            let sections = self.sections
            let modeOf = self.modeOf
            return FlowLayout.Configuration(
                metrics: .computed { section in
                    FlowLayout.SectionMetrics(
                        sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 6, minimumInteritemSpacing: 6,
                        footerReferenceSize: Size(width: 18, height: 18),
                        lineAlignment: LineAlignment(cross: .fill, along: .leading),
                        background: FlowLayout.SectionBackground(
                            extent: section % 2 == 0 ? .section : .items),
                        estimatedHeaderSize: Size(width: 100, height: 30))
                },
                estimatedItemSize: Size(width: 100, height: 60),
                widthModes: .perItem { path in
                    guard path.section < sections.count, path.item < sections[path.section].items.count else {
                        return .absolute
                    }
                    return modeOf[sections[path.section].items[path.item]] ?? .absolute
                })
        }

        /// Gives `layout` every size measured so far.
        func reportAll(to layout: inout FlowLayout, kind: ElementKind.Name) {
            for (section, data) in sections.enumerated() {
                if let height = headerOf[data.id] {
                    layout.reportSize(
                        Size(width: 100, height: height), forSupplementaryOfKind: kind,
                        at: ItemPath(item: 0, section: section))
                }
                for (item, id) in data.items.enumerated() {
                    if let height = heightOf[id] {
                        layout.reportSize(
                            Size(width: 100, height: height),
                            forItemAt: ItemPath(item: item, section: section))
                    }
                }
            }
        }
    }

    private static let modes: [WidthMode] = [.fullWidth, .halfWidth, .thirdWidth, .absolute]

    func testMagazine_RandomBatchesAndMeasurementsEqualAFreshLayout() throws {
        for seed in TestCampaign.seeds(80, quick: 10) {
            var g = SeededGenerator(seed: seed)
            var feed = Feed(sections: RandomBatch.randomSections(&g, maxSections: 4, maxItems: 30))
            var nextID = 100_000
            func assignModes() {
                for id in feed.sections.flatMap(\.items) where feed.modeOf[id] == nil {
                    feed.modeOf[id] = Self.modes[g.int(in: 0...(Self.modes.count - 1))]
                }
            }
            assignModes()
            var context = LayoutContext(
                bounds: Rect(x: 0, y: g.double(in: 0...400), width: g.double(in: 240...420), height: 500),
                itemCounts: feed.counts)
            var layout = FlowLayout(configuration: feed.configuration)
            layout.prepare(context)
            for round in 0..<4 {
                // Measurements, some above the viewport.
                for _ in 0..<g.int(in: 0...12) {
                    guard !feed.sections.isEmpty else { break }
                    let section = g.int(in: 0...(feed.sections.count - 1))
                    if g.int(in: 0...3) == 0 {
                        let height = Double(g.int(in: 10...90))
                        feed.headerOf[feed.sections[section].id] = height
                        layout.reportSize(
                            Size(width: 100, height: height), forSupplementaryOfKind: header,
                            at: ItemPath(item: 0, section: section))
                    }
                    guard !feed.sections[section].items.isEmpty else { continue }
                    let item = g.int(in: 0...(feed.sections[section].items.count - 1))
                    let height = Double(g.int(in: 10...200))
                    feed.heightOf[feed.sections[section].items[item]] = height
                    layout.reportSize(
                        Size(width: 100, height: height), forItemAt: ItemPath(item: item, section: section))
                }
                layout.prepare(context)
                try assertEqualsFresh(layout, feed, context, "seed \(seed), round \(round), measured")
                // A batch; reloaded items and sections are measured again.
                let batch = RandomBatch.make(from: feed.sections, &g, nextID: &nextID)
                for id in batch.reloadedItems { feed.heightOf[id] = nil }
                for id in batch.reloadedSections { feed.headerOf[id] = nil }
                feed.sections = batch.new
                assignModes()
                context.itemCounts = feed.counts
                layout.configuration = feed.configuration
                try layout.prepare(context, updates: batch.updates)
                try assertEqualsFresh(layout, feed, context, "seed \(seed), round \(round), batch")
            }
        }
    }

    private func assertEqualsFresh(
        _ layout: FlowLayout, _ feed: Feed, _ context: LayoutContext, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var fresh = FlowLayout(configuration: feed.configuration)
        fresh.prepare(context)
        feed.reportAll(to: &fresh, kind: header)
        fresh.prepare(context)
        XCTAssertEqual(layout.contentSize, fresh.contentSize, message, file: file, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message, file: file, line: line
        )
    }
}
