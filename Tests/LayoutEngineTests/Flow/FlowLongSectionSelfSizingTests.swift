import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Self-sizing in sections of thousands of items, where a reported size moves every later item:
/// reports in any order, anywhere (across the places where a long section is split, lines
/// changing which items they hold), leave the layout equal to a fresh one given the same
/// reports; rect queries equal a brute force over `attributes(at:)`; and the items a pass of
/// reports lays out again do not grow with the section.
final class FlowLongSectionSelfSizingTests: XCTestCase {
    /// A self-sizing flow scrolling along `axis`, with fractional metrics (sums that round),
    /// and self-sizing headers when `sizesHeaders`.
    private func selfSizing(_ axis: ScrollDirection, _ g: inout SeededGenerator, sizesHeaders: Bool = false)
        -> FlowLayout
    {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(
                top: g.double(in: 0...9), left: g.double(in: 0...9), bottom: g.double(in: 0...9),
                right: g.double(in: 0...9)),
            minimumLineSpacing: g.double(in: 0...7.3), minimumInteritemSpacing: g.double(in: 0...5.1),
            headerReferenceSize: Size(width: 33.3, height: 33.3),
            estimatedHeaderSize: sizesHeaders ? Size(width: 33.3, height: 33.3) : nil)
        return FlowLayout(
            configuration: FlowLayout.Configuration(
                scrollDirection: axis, metrics: .all(metrics),
                estimatedItemSize: Size(width: 97.5, height: 51.25)))
    }

    /// A measured size: mostly one line of items a few to a line, sometimes a wide one that
    /// changes which items the lines hold.
    private func measured(_ g: inout SeededGenerator) -> Size {
        g.int(in: 0...4) == 0
            ? Size(width: g.double(in: 150...420), height: g.double(in: 150...420))
            : Size(width: g.double(in: 20.5...130), height: g.double(in: 20.5...130))
    }

    /// Paths to report in one pass: a screenful around a random item (often where a section
    /// splits, every 1024 items or so), plus a few anywhere, shuffled.
    private func reportedPaths(_ counts: [Int], _ g: inout SeededGenerator) -> [ItemPath] {
        var paths: [ItemPath] = []
        for section in counts.indices where counts[section] > 0 {
            let count = counts[section]
            let center =
                g.bool()
                ? max(0, min(count - 1, 1024 * g.int(in: 0...(count / 1024)) + g.int(in: -12...12)))
                : g.int(
                    in: 0...(count - 1))
            for item in max(0, center - 10)...min(count - 1, center + 10) {
                paths.append(ItemPath(item: item, section: section))
            }
            for _ in 0..<(g.bool() ? 0 : g.int(in: 1...3)) {
                paths.append(ItemPath(item: g.int(in: 0...(count - 1)), section: section))
            }
        }
        for position in paths.indices.reversed() where position > 0 {
            paths.swapAt(position, g.int(in: 0...position))
        }
        return paths
    }

    func testFlowLongSection_ReportsInAnyOrderEqualAFreshLayoutWithTheSameReports() {
        for seed in TestCampaign.seeds(40, quick: 4) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let counts = (0..<g.int(in: 1...2)).map { _ in
                g.int(in: 3000...TestCampaign.count(12000, quick: 7000))
            }
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: g.double(in: 300...500), height: g.double(in: 300...700)),
                itemCounts: counts)
            var layout = selfSizing(axis, &g, sizesHeaders: seed % 4 < 2)
            let configuration = layout.configuration
            layout.prepare(context)
            var reports: [(ItemPath, Size)] = []
            var headerReports: [(Int, Size)] = []
            for round in 0..<4 {
                for path in reportedPaths(counts, &g) {
                    let size = measured(&g)
                    reports.append((path, size))
                    layout.reportSize(size, forItemAt: path)
                }
                // A header measured with the first rows (whose lines then start elsewhere).
                if g.bool() {
                    let header = (
                        g.int(in: 0...(counts.count - 1)), Size(width: 61.7, height: g.double(in: 10...90))
                    )
                    headerReports.append(header)
                    layout.reportSize(
                        header.1, forSupplementaryOfKind: ElementKind.sectionHeaderKind,
                        at: ItemPath(item: 0, section: header.0))
                }
                // A scroll (or none) with the reports: the pass that lays out only what changed.
                let offset = g.double(in: 0...max(0, layout.contentSize.length(along: axis) - 500))
                context.bounds.origin = Point(along: axis, main: offset, cross: 0)
                layout.prepare(context)
                XCTAssertEqual(layout.cache.lastPreparation, .changes, "seed \(seed), round \(round)")
                var fresh = FlowLayout(configuration: configuration)
                for (path, size) in reports { fresh.reportSize(size, forItemAt: path) }
                for (section, size) in headerReports {
                    fresh.reportSize(
                        size, forSupplementaryOfKind: ElementKind.sectionHeaderKind,
                        at: ItemPath(item: 0, section: section))
                }
                fresh.prepare(context)
                let message = "seed \(seed), \(axis), counts \(counts), round \(round)"
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
            }
        }
    }

    func testFlowLongSection_QueriesAfterReportsEqualABruteForce() {
        for seed in TestCampaign.seeds(20, quick: 2) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let counts = [g.int(in: 2100...3300)]
            let context = LayoutContext(viewportSize: Size(width: 390, height: 390), itemCounts: counts)
            var layout = selfSizing(axis, &g)
            layout.prepare(context)
            for _ in 0..<3 {
                for path in reportedPaths(counts, &g) { layout.reportSize(measured(&g), forItemAt: path) }
                layout.prepare(context)
            }
            LayoutConformance.checkIndex(layout, itemCounts: counts, seed: seed, queries: 80)
            // Rects across each place the section may split, where frames are read through
            // their part's offset.
            guard let baseline = LayoutConformance.baseline(layout, itemCounts: counts, "seed \(seed)") else {
                continue
            }
            for split in stride(from: 1000, to: counts[0], by: 1024) {
                for item in split..<min(counts[0], split + 40) {
                    guard let frame = layout.attributes(at: ItemPath(item: item, section: 0))?.frame else {
                        continue
                    }
                    for rect in [frame, frame.insetBy(dx: -0.5, dy: -0.5), frame.insetBy(dx: 1, dy: 1)] {
                        if let difference = firstDifference(
                            layout.attributes(in: rect), baseline.attributes(in: rect))
                        {
                            XCTFail("seed \(seed), item \(item), rect \(rect): \(difference)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// A screenful of reports in the middle of a section lays out a bounded number of items
    /// again, the same at 10 000 items as at 80 000: the rest of the section only moves; the
    /// first screenful as well as one in the middle.
    func testFlowLongSection_AScreenfulOfReportsLaysOutABoundedNumberOfItems() {
        var laidOut: [Int] = []
        for (count, first) in [(10_000, 0), (80_000, 0), (10_000, 5000), (80_000, 40_000)] {
            var g = SeededGenerator(seed: 7)
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(estimatedItemSize: Size(width: 390, height: 50)))
            let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [count])
            layout.prepare(context)
            for item in first..<(first + 20) {
                layout.reportSize(
                    Size(width: 390, height: g.double(in: 20...300)),
                    forItemAt: ItemPath(item: item, section: 0))
            }
            layout.prepare(context)
            laidOut.append(layout._lastRelaidOutItemCount)
        }
        // At most the rest of the chunk of the reports (about 1024 items) and a last line.
        XCTAssertEqual(laidOut.count, 4)
        for (position, count) in laidOut.enumerated() {
            XCTAssertLessThanOrEqual(count, 1200, "items laid out again, pass \(position)")
        }
    }

    /// Rule 3 (fill a line while items fit): an item that starts a line and shrinks joins the
    /// line before it, also where a line starts that the layout resumes from (every 32nd line),
    /// self-sizing or given by a closure and invalidated.
    func testFlowLongSection_AShrunkItemJoinsThePreviousLineWhereLayingOutResumes() {
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [40])
        var wide = [Size](repeating: Size(width: 200, height: 50), count: 40)
        var selfSizing = FlowLayout(
            configuration: FlowLayout.Configuration(estimatedItemSize: Size(width: 200, height: 50)))
        selfSizing.prepare(context)
        let sizes = SizeList(wide)
        var closure = FlowLayout(
            configuration: FlowLayout.Configuration(itemSizing: .perItem { sizes.values[$0.item] }))
        closure.prepare(context)
        let item = ItemPath(item: 32, section: 0)
        XCTAssertNotEqual(
            selfSizing.attributes(at: item)?.frame.minY,
            selfSizing.attributes(at: ItemPath(item: 31, section: 0))?.frame.minY)
        wide[32] = Size(width: 100, height: 50)
        sizes.values = wide
        selfSizing.reportSize(wide[32], forItemAt: item)
        selfSizing.prepare(context)
        closure.invalidateItems(at: [item])
        closure.prepare(context)
        for layout in [selfSizing, closure] {
            XCTAssertEqual(
                layout.attributes(at: item)?.frame.minY,
                layout.attributes(at: ItemPath(item: 31, section: 0))?.frame.minY,
                "200 + 10 + 100 fits in 390: item 32 joins item 31's line")
        }
    }

    func testWaterfallLongSection_ReportsInAnyOrderEqualAFreshLayoutWithTheSameReports() {
        for seed in TestCampaign.seeds(20, quick: 4) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let counts = [g.int(in: 1500...TestCampaign.count(6000, quick: 2500))]
            var context = LayoutContext(viewportSize: Size(width: 390, height: 600), itemCounts: counts)
            let configuration = WaterfallLayout.Configuration(
                scrollDirection: axis, columnCount: .all(g.int(in: 1...4)),
                itemSpacing: .all(g.double(in: 0...6.7)),
                itemRenderDirection: seed % 3 == 0 ? .leadingColumnFirst : .shortestFirst,
                itemHeight: .aspectRatio { path in 0.5 + Double(path.item % 7) / 5 })
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(context)
            var reports: [(ItemPath, Size)] = []
            for round in 0..<3 {
                for path in reportedPaths(counts, &g) {
                    let size = measured(&g)
                    reports.append((path, size))
                    layout.reportSize(size, forItemAt: path)
                }
                context.bounds.origin = Point(along: axis, main: g.double(in: 0...2000), cross: 0)
                layout.prepare(context)
                var fresh = WaterfallLayout(configuration: configuration)
                for (path, size) in reports { fresh.reportSize(size, forItemAt: path) }
                fresh.prepare(context)
                let message = "seed \(seed), \(axis), round \(round)"
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
            }
        }
    }
}

/// Sizes an app's closure reads, changed between prepares.
private final class SizeList: @unchecked Sendable {
    var values: [Size]

    init(_ values: [Size]) {
        self.values = values
    }
}
