import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Self-sizing: reported sizes replace estimates, the section is re-laid out from the cell's
/// group on, later sections move, and the result equals a fresh layout given the same reports.
final class CompositionalSelfSizingTests: XCTestCase {
    /// One row per group: items and groups full width, estimated 44 tall; 8 apart.
    static func list(header: Bool = true) -> LayoutSection {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(44)))
        var section = LayoutSection(
            group: .vertical(layoutSize: F.size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        section.interGroupSpacing = 8
        if header { section.boundarySupplementaryItems = [F.header(30), F.footer(10)] }
        section.decorationItems = [.background(elementKind: "background")]
        return section
    }

    /// Two columns: items half width, estimated 100 tall; groups estimated 100 tall.
    static func grid() -> LayoutSection {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(100)))
        return LayoutSection(
            group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .estimated(100)), subitems: [item]))
    }

    private func layout(
        _ sections: [LayoutSection], counts: [Int], direction: LayoutDirection = .leftToRight,
        axis: ScrollDirection = .vertical, reports: [(ItemPath, Size)] = []
    ) -> CompositionalLayout {
        var layout = CompositionalLayout(configuration: Self.configuration(axis)) { index, _ in
            sections[index % sections.count]
        }
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        layout.prepare(context(counts: counts, direction: direction))
        return layout
    }

    private static func configuration(_ axis: ScrollDirection) -> CompositionalLayout.Configuration {
        CompositionalLayout.Configuration(scrollDirection: axis, interSectionSpacing: 12)
    }

    /// The context of ``layout(_:counts:direction:axis:reports:)``.
    private func context(counts: [Int], direction: LayoutDirection = .leftToRight) -> LayoutContext {
        LayoutContext(
            viewportSize: Size(width: 375, height: 812), itemCounts: counts, layoutDirection: direction,
            displayScale: 2)
    }

    /// The brute-force model of ``layout(_:counts:direction:axis:reports:)`` given `reports` (the
    /// last report of a path wins).
    private func model(
        _ sections: [LayoutSection], axis: ScrollDirection = .vertical, reports: [(ItemPath, Size)] = []
    ) -> CompositionalModel {
        .of(
            configuration: Self.configuration(axis),
            reportedSizes: Dictionary(reports, uniquingKeysWith: { _, last in last })
        ) { sections[$0 % sections.count] }
    }

    private func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { ElementKey($0) < ElementKey($1) }
    }

    func testSelfSizing_MiddleOfALargeSectionEqualsAFreshLayoutAndShiftsLaterSections() {
        let count = TestCampaign.count(10_000, quick: 2_000)
        let sections = [Self.list(), Self.grid()]
        var layout = layout(sections, counts: [count, 9])
        let before = layout
        let path = ItemPath(item: count / 2, section: 0)
        layout.reportSize(Size(width: 375, height: 100), forItemAt: path)
        let fresh = self.layout(
            sections, counts: [count, 9], reports: [(path, Size(width: 375, height: 100))])
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
        XCTAssertEqual(layout.contentSize.height, before.contentSize.height + 56)
        XCTAssertEqual(layout.attributes(at: path)?.frame.height, 100)
        for item in [0, count / 2 - 1] {
            let path = ItemPath(item: item, section: 0)
            XCTAssertEqual(layout.attributes(at: path), before.attributes(at: path), "earlier cells stay")
        }
        for path in [
            ItemPath(item: count / 2 + 1, section: 0), ItemPath(item: count - 1, section: 0),
            ItemPath(item: 8, section: 1),
        ] {
            XCTAssertEqual(
                layout.attributes(at: path)?.frame,
                before.attributes(at: path)?.frame.offsetBy(dx: 0, dy: 56),
                "\(path) moves by the change")
        }
        let footer = layout.attributes(in: .infinite).first { $0.kind == .sectionFooter }
        XCTAssertEqual(
            footer?.frame.minY,
            (before.attributes(in: .infinite).first { $0.kind == .sectionFooter }?.frame.minY ?? 0) + 56)
        LayoutConformance.checkIndex(
            layout, context: context(counts: [count, 9]),
            model: model(sections, reports: [(path, Size(width: 375, height: 100))]), seed: 5, queries: 60)
    }

    func testSelfSizing_RepeatedIdenticalReportsChangeNothing() {
        let sections = [Self.list(), Self.grid()]
        var layout = layout(sections, counts: [200, 9])
        layout.reportSize(Size(width: 375, height: 70), forItemAt: ItemPath(item: 10, section: 0))
        let once = layout
        for _ in 0..<3 {
            layout.reportSize(Size(width: 375, height: 70), forItemAt: ItemPath(item: 10, section: 0))
        }
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(once.attributes(in: .infinite)))
        XCTAssertEqual(layout.contentSize, once.contentSize)
        layout.reportSize(Size(width: 375, height: 44), forItemAt: ItemPath(item: 10, section: 0))
        let estimates = self.layout(sections, counts: [200, 9])
        XCTAssertEqual(
            sorted(layout.attributes(in: .infinite)), sorted(estimates.attributes(in: .infinite)),
            "reporting the estimate restores the estimated layout")
    }

    /// Grid: item 3 (right cell of group 1) measures 150: group 1 fits its cells (150 tall),
    /// item 2 keeps its estimate (100), later groups move by 50.
    func testSelfSizing_GroupFitsItsTallestCellAndOthersKeepEstimates() {
        var layout = layout([Self.grid()], counts: [7])
        layout.reportSize(Size(width: 999, height: 150), forItemAt: ItemPath(item: 3, section: 0))
        XCTAssertEqual(
            F.cellFrames(layout, count: 7),
            [
                Rect(x: 0, y: 0, width: 187.5, height: 100), Rect(x: 187.5, y: 0, width: 187.5, height: 100),
                Rect(x: 0, y: 100, width: 187.5, height: 100),
                Rect(x: 187.5, y: 100, width: 187.5, height: 150),
                Rect(x: 0, y: 250, width: 187.5, height: 100),
                Rect(x: 187.5, y: 250, width: 187.5, height: 100),
                Rect(x: 0, y: 350, width: 187.5, height: 100),
            ], "the width is not estimated: it keeps its fraction")
        XCTAssertEqual(layout.contentSize.height, 450)
    }

    func testSelfSizing_FixedDimensionsIgnoreReports() {
        var layout = F.prepared(F.clipSection(), counts: [9])
        let before = layout
        layout.reportSize(Size(width: 10, height: 10), forItemAt: ItemPath(item: 4, section: 0))
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(before.attributes(in: .infinite)))
    }

    func testSelfSizing_BadInput() {
        let sections = [Self.list(header: false)]
        var layout = layout(sections, counts: [5])
        let before = layout
        layout.reportSize(Size(width: 375, height: 80), forItemAt: ItemPath(item: -1, section: 0))
        layout.reportSize(Size(width: 375, height: 80), forItemAt: ItemPath(item: 0, section: -1))
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(before.attributes(in: .infinite)))
        layout.reportSize(Size(width: .nan, height: -5), forItemAt: ItemPath(item: 0, section: 0))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 0, y: 0, width: 375, height: 0))
        layout.reportSize(Size(width: 375, height: .infinity), forItemAt: ItemPath(item: 1, section: 0))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.height, 0)
        layout.reportSize(Size(width: 375, height: 80), forItemAt: ItemPath(item: 7, section: 0))
        layout.reportSize(Size(width: 375, height: 80), forItemAt: ItemPath(item: 0, section: 1))
        var grown = layout
        grown.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [8, 1], displayScale: 2))
        // UIKit asks only a cell it shows for its preferred size: a report for an item the
        // last prepare did not hold is ignored, so the item keeps its estimate once it exists.
        XCTAssertEqual(grown.attributes(at: ItemPath(item: 7, section: 0))?.frame.height, 44)
        XCTAssertEqual(grown.attributes(at: ItemPath(item: 0, section: 1))?.frame.height, 44)
    }

    func testSelfSizing_RandomReportsEqualAFreshLayout() {
        for seed in TestCampaign.seeds(12) {
            var generator = SeededGenerator(seed: seed)
            let sections = [Self.list(header: generator.bool()), Self.grid(), F.randomSection(&generator)]
            let counts = (0..<4).map { _ in generator.int(in: 0...80) }
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            let axis: ScrollDirection = generator.bool() ? .vertical : .horizontal
            var layout = layout(sections, counts: counts, direction: direction, axis: axis)
            var reports: [(ItemPath, Size)] = []
            for _ in 0..<20 {
                let section = generator.int(in: 0...3)
                guard counts[section] > 0 else { continue }
                let report = (
                    ItemPath(item: generator.int(in: 0...(counts[section] - 1)), section: section),
                    Size(
                        width: generator.double(in: 10...300).rounded(),
                        height: generator.double(in: 10...300).rounded())
                )
                layout.reportSize(report.1, forItemAt: report.0)
                reports.append(report)
            }
            let fresh = self.layout(
                sections, counts: counts, direction: direction, axis: axis, reports: reports)
            XCTAssertEqual(
                sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)),
                "seed \(seed)")
            XCTAssertEqual(layout.contentSize, fresh.contentSize, "seed \(seed)")
            LayoutConformance.checkIndex(
                layout, context: context(counts: counts, direction: direction),
                model: model(sections, axis: axis, reports: reports), seed: seed, queries: 60)
        }
    }

    func testSelfSizing_ReportsBeforeOrAfterPrepare_GiveTheSameLayoutBitForBit() {
        // Fractional sizes and spacings: a shift accumulated group by group rounded differently
        // from the one a fresh layout computes.
        for seed in TestCampaign.seeds(300, quick: 80) {
            var generator = SeededGenerator(seed: seed)
            var list = Self.list(header: generator.bool())
            list.interGroupSpacing = generator.double(in: 0...20)
            let sections = [list, Self.grid(), F.randomSection(&generator)]
            var counts = (0..<4).map { _ in generator.int(in: 1...60) }
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            let axis: ScrollDirection = generator.bool() ? .vertical : .horizontal
            var layout = layout(sections, counts: counts, direction: direction, axis: axis)
            var reports: [(ItemPath, Size)] = []
            for _ in 0..<30 {
                let section = generator.int(in: 0...3)
                guard counts[section] > 0 else { continue }
                let hostile = [1e-300, 0.1, 1e6, 123_456.789_012_3, .leastNonzeroMagnitude]
                let size = Size(
                    width: generator.int(in: 0...9) == 0
                        ? hostile[generator.int(in: 0...4)] : generator.double(in: 10...300),
                    height: generator.int(in: 0...9) == 0
                        ? hostile[generator.int(in: 0...4)] : generator.double(in: 10...300))
                let report = (
                    ItemPath(item: generator.int(in: 0...(counts[section] - 1)), section: section), size
                )
                layout.reportSize(report.1, forItemAt: report.0)
                reports.append(report)
                if generator.int(in: 0...9) == 0 {
                    // A prepare between reports: an append to the last section, then a scroll
                    // there and back.
                    counts[3] += generator.int(in: 1...5)
                    for offset in [40.5, 0] {
                        layout.prepare(
                            LayoutContext(
                                bounds: Rect(x: 0, y: offset, width: 375, height: 812), itemCounts: counts,
                                layoutDirection: direction, displayScale: 2))
                    }
                }
            }
            let fresh = self.layout(
                sections, counts: counts, direction: direction, axis: axis, reports: reports)
            XCTAssertEqual(layout.contentSize, fresh.contentSize, "seed \(seed)")
            XCTAssertEqual(
                sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)),
                "seed \(seed)")
        }
    }

    func testSelfSizing_NaNInTheConfiguration_ReportsAndOffsetsBeforeOrAfterPrepareGiveTheSameLayout() {
        // A NaN spacing (or boundary size) made the configuration unequal to itself: the layout
        // took it for a new one at every prepare, and a size reported after a prepare waited for
        // the next one instead of laying its section out again.
        var header = F.header(30)
        header.layoutSize.heightDimension = .absolute(.nan)
        let configurations = [
            CompositionalLayout.Configuration(interSectionSpacing: .nan),
            CompositionalLayout.Configuration(interSectionSpacing: 4, boundarySupplementaryItems: [header]),
        ]
        var sideways = Self.grid()
        sideways.orthogonalScrollingBehavior = .continuous
        sideways.group.layoutSize.widthDimension = .fractionalWidth(0.8)
        let sections = [Self.list(), sideways]
        let reports = [
            (ItemPath(item: 3, section: 0), Size(width: 375, height: 90)),
            (ItemPath(item: 2, section: 1), Size(width: 100, height: 160)),
        ]
        let context = LayoutContext(
            viewportSize: Size(width: 375, height: 812), itemCounts: [8, 9], displayScale: 2)
        for configuration in configurations {
            var before = CompositionalLayout(sections: .list(sections), configuration: configuration)
            before.setOrthogonalOffset(120, forSection: 1)
            for (path, size) in reports { before.reportSize(size, forItemAt: path) }
            before.prepare(context)
            var after = CompositionalLayout(sections: .list(sections), configuration: configuration)
            after.prepare(context)
            after.setOrthogonalOffset(120, forSection: 1)
            for (path, size) in reports { after.reportSize(size, forItemAt: path) }
            XCTAssertEqual(after.attributes(at: ItemPath(item: 3, section: 0))?.frame.height, 90)
            XCTAssertEqual(after.contentSize, before.contentSize)
            XCTAssertEqual(sorted(after.attributes(in: .infinite)), sorted(before.attributes(in: .infinite)))
            for (section, count) in context.itemCounts.enumerated() {
                for item in 0..<count {
                    let path = ItemPath(item: item, section: section)
                    XCTAssertEqual(after.attributes(at: path), before.attributes(at: path), "\(path)")
                }
            }
        }
    }

    func testSelfSizing_AppendingAfterReportsEqualsAFreshLayout() {
        let sections = [Self.grid(), Self.list()]
        var layout = layout(sections, counts: [9, 20])
        let reports = [
            (ItemPath(item: 4, section: 0), Size(width: 1, height: 130)),
            (ItemPath(item: 18, section: 1), Size(width: 1, height: 90)),
        ]
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        // Past the 20 items of the last prepare: ignored, as UIKit never asks such a cell.
        layout.reportSize(Size(width: 1, height: 70), forItemAt: ItemPath(item: 25, section: 1))
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [9, 30], displayScale: 2))
        let fresh = self.layout(sections, counts: [9, 30], reports: reports)
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 25, section: 1))?.frame.height, 44)
    }

    /// A random section whose sizes are mostly estimated: nested groups (up to three levels),
    /// repeating groups, fill groups, badges, insets, edge spacing, and one time in three an
    /// orthogonal behaviour.
    static func randomEstimatedSection(_ g: inout SeededGenerator) -> LayoutSection {
        func dimension(_ g: inout SeededGenerator) -> LayoutDimension {
            switch g.int(in: 0...4) {
            case 0: .fractionalWidth(g.double(in: 0.2...0.6))
            case 1: .absolute(g.double(in: 20...80))
            default: .estimated(g.double(in: 20...80))
            }
        }
        // Every cell of a section carries the same badges (or none), so that a brute force can
        // list them.
        let badged = g.int(in: 0...3) == 0
        func leaf(_ g: inout SeededGenerator) -> LayoutItem {
            var item = LayoutItem(layoutSize: F.size(dimension(&g), dimension(&g)))
            if g.bool() { item.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...4)) }
            if g.int(in: 0...3) == 0 {
                item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(g.double(in: 0...5)), top: .fixed(2))
            }
            if badged {
                item.supplementaryItems = [
                    LayoutSupplementaryItem(
                        layoutSize: F.size(.absolute(12), .absolute(12)), elementKind: "badge",
                        containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
                ]
            }
            return item
        }
        func group(_ g: inout SeededGenerator, depth: Int, size: LayoutSize) -> LayoutGroup {
            let horizontal = g.bool()
            var subitems: [LayoutItem] = []
            for _ in 0..<g.int(in: 1...3) {
                if depth > 0, g.int(in: 0...2) == 0 {
                    let nested = F.size(
                        g.bool()
                            ? .fractionalWidth(g.double(in: 0.3...1)) : .estimated(g.double(in: 40...200)),
                        g.bool()
                            ? .fractionalHeight(g.double(in: 0.3...1)) : .estimated(g.double(in: 40...200)))
                    subitems.append(LayoutItem(group(&g, depth: depth - 1, size: nested)))
                } else {
                    subitems.append(leaf(&g))
                }
            }
            var result: LayoutGroup
            if g.int(in: 0...2) == 0 {
                let count = g.int(in: 1...4)
                result =
                    horizontal
                    ? .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                    : .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
            } else {
                result =
                    horizontal
                    ? .horizontal(layoutSize: size, subitems: subitems)
                    : .vertical(layoutSize: size, subitems: subitems)
            }
            if g.bool() { result.interItemSpacing = g.bool() ? .fixed(g.double(in: 0...8)) : .flexible(2) }
            if g.bool() { result.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...6)) }
            return result
        }
        let orthogonal = g.int(in: 0...2) == 0
        let outer = F.size(
            orthogonal && g.bool() ? .estimated(g.double(in: 80...300)) : .fractionalWidth(1),
            .estimated(g.double(in: 40...200)))
        var section = LayoutSection(group: group(&g, depth: g.int(in: 0...3), size: outer))
        section.interGroupSpacing = g.double(in: 0...12)
        section.contentInsets = DirectionalEdgeInsets(
            top: g.double(in: 0...10), leading: g.double(in: 0...10), bottom: g.double(in: 0...10),
            trailing: g.double(in: 0...10))
        if g.bool() { section.boundarySupplementaryItems = [F.header(30), F.footer(10)] }
        if g.bool() { section.decorationItems = [.background(elementKind: "background")] }
        if orthogonal {
            section.orthogonalScrollingBehavior =
                [
                    .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
                ][g.int(in: 0...4)]
        }
        return section
    }

    /// Every element of `layout` (every item by path, and the whole-content query, which shows
    /// orthogonal sections at their offsets) and its sizes, for bit-for-bit comparisons.
    private func snapshot(_ layout: CompositionalLayout, counts: [Int]) -> [String] {
        var lines = ["content \(layout.contentSize)"]
        for section in counts.indices {
            lines.append("range \(section) \(layout.orthogonalOffsetRange(forSection: section))")
            for item in 0..<counts[section] {
                lines.append(
                    "\(item)-\(section) \(String(describing: layout.attributes(at: ItemPath(item: item, section: section))))"
                )
            }
        }
        return lines + sorted(layout.attributes(in: .infinite)).map { "\($0)" }
    }

    func testSelfSizing_NestedRepeatingAndOrthogonalGroups_ReportsInAnyOrderGiveTheSameLayoutBitForBit() {
        for seed in TestCampaign.seeds(240, quick: 24) {
            var generator = SeededGenerator(seed: seed)
            let sections = (0..<3).map { _ in Self.randomEstimatedSection(&generator) }
            var counts = (0..<3).map { _ in generator.int(in: 1...24) }
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            let axis: ScrollDirection = generator.int(in: 0...3) == 0 ? .horizontal : .vertical
            var layout = layout(sections, counts: counts, direction: direction, axis: axis)
            var reports: [ItemPath: Size] = [:]
            for _ in 0..<25 {
                let section = generator.int(in: 0...2)
                let path = ItemPath(item: generator.int(in: 0...(counts[section] - 1)), section: section)
                let size = Size(width: generator.double(in: 5...250), height: generator.double(in: 5...250))
                layout.reportSize(size, forItemAt: path)
                reports[path] = size
                switch generator.int(in: 0...9) {
                case 0:
                    // An append to the last section, then a scroll there and back.
                    counts[2] += generator.int(in: 1...5)
                    for offset in [40.5, 0] {
                        layout.prepare(
                            LayoutContext(
                                bounds: Rect(x: 0, y: offset, width: 375, height: 812), itemCounts: counts,
                                layoutDirection: direction, displayScale: 2))
                    }
                case 1:
                    layout.setOrthogonalOffset(generator.double(in: 0...300), forSection: section)
                default:
                    break
                }
            }
            var order = reports.map { ($0.key, $0.value) }.sorted {
                ($0.0.section, $0.0.item) < ($1.0.section, $1.0.item)
            }
            for index in order.indices.reversed() {
                order.swapAt(index, generator.int(in: 0...index))
            }
            // Given the reports before its prepare.
            var before = self.layout(
                sections, counts: counts, direction: direction, axis: axis, reports: order)
            // Given them after its prepare, in another order.
            var after = self.layout(sections, counts: counts, direction: direction, axis: axis)
            for (path, size) in order.reversed() { after.reportSize(size, forItemAt: path) }
            for section in counts.indices {
                let offset = layout.orthogonalOffset(forSection: section)
                before.setOrthogonalOffset(offset, forSection: section)
                after.setOrthogonalOffset(offset, forSection: section)
            }
            let expected = snapshot(before, counts: counts)
            XCTAssertEqual(snapshot(layout, counts: counts), expected, "seed \(seed)")
            XCTAssertEqual(snapshot(after, counts: counts), expected, "seed \(seed)")
            LayoutConformance.checkIndex(
                layout, context: context(counts: counts, direction: direction),
                model: model(sections, axis: axis, reports: order), seed: seed, queries: 20)
        }
    }

    func testSelfSizing_ReportsAtAbsurdPaths_AreDroppedAndABatchCarriesTheRest() throws {
        // A size reported for item Int.max was kept, and a batch that inserted an item trapped
        // on an overflow while it carried the report to its new path.
        let sections = [Self.list(header: false)]
        let tall = Size(width: 100, height: 50)
        for reportFirst in [true, false] {
            let start = CompositionalLayout(
                configuration: CompositionalLayout.Configuration(interSectionSpacing: 12)
            ) { index, _ in sections[index % sections.count] }
            var (layout, context) = try preparedAfterAbsurdReports(
                start, size: tall,
                context: LayoutContext(
                    viewportSize: Size(width: 375, height: 812), itemCounts: [], displayScale: 2),
                reportFirst: reportFirst
            ) { $0.reportSize($1, forItemAt: $2) }
            // Item 2^24 - 1 and Int.max - 1 are past the items too.
            layout.reportSize(tall, forItemAt: ItemPath(item: LayoutContext.maximumItemCount - 1, section: 0))
            layout.reportSize(tall, forItemAt: ItemPath(item: Int.max - 1, section: 0))
            // Only the report of item 1 (now 2) survives.
            let fresh = self.layout(sections, counts: [4], reports: [(ItemPath(item: 2, section: 0), tall)])
            XCTAssertEqual(layout.contentSize, fresh.contentSize, "reported first: \(reportFirst)")
            XCTAssertEqual(
                sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)),
                "reported first: \(reportFirst)")
            context.itemCounts = [8]
            layout.prepare(context)
            XCTAssertEqual(layout.attributes(at: ItemPath(item: 6, section: 0))?.frame.height, 44)
        }
    }
}
