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
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(scrollDirection: axis, interSectionSpacing: 12)
        ) { index, _ in sections[index % sections.count] }
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 375, height: 812), itemCounts: counts, layoutDirection: direction,
                displayScale: 2))
        return layout
    }

    private func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { ElementKey($0) < ElementKey($1) }
    }

    func testSelfSizing_MiddleOfA10kSectionEqualsAFreshLayoutAndShiftsLaterSections() {
        let sections = [Self.list(), Self.grid()]
        var layout = layout(sections, counts: [10_000, 9])
        let before = layout
        let path = ItemPath(item: 5_000, section: 0)
        layout.reportSize(Size(width: 375, height: 100), forItemAt: path)
        let fresh = self.layout(
            sections, counts: [10_000, 9], reports: [(path, Size(width: 375, height: 100))])
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
        XCTAssertEqual(layout.contentSize.height, before.contentSize.height + 56)
        XCTAssertEqual(layout.attributes(at: path)?.frame.height, 100)
        for item in [0, 4_999] {
            let path = ItemPath(item: item, section: 0)
            XCTAssertEqual(layout.attributes(at: path), before.attributes(at: path), "earlier cells stay")
        }
        for path in [
            ItemPath(item: 5_001, section: 0), ItemPath(item: 9_999, section: 0),
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
        LayoutConformance.checkIndex(layout, seed: 5, queries: 60)
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
        var grown = layout
        grown.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [8], displayScale: 2))
        XCTAssertEqual(
            grown.attributes(at: ItemPath(item: 7, section: 0))?.frame.height, 80,
            "a report past the items applies once the item exists")
    }

    func testSelfSizing_RandomReportsEqualAFreshLayout() {
        for seed: UInt64 in 1...12 {
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
            LayoutConformance.checkIndex(layout, seed: seed, queries: 60)
        }
    }

    func testSelfSizing_ReportsBeforeOrAfterPrepare_GiveTheSameLayoutBitForBit() {
        // Fractional sizes and spacings: a shift accumulated group by group rounded differently
        // from the one a fresh layout computes.
        for seed: UInt64 in 1...300 {
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

    func testSelfSizing_AppendingAfterReportsEqualsAFreshLayout() {
        let sections = [Self.grid(), Self.list()]
        var layout = layout(sections, counts: [9, 20])
        let reports = [
            (ItemPath(item: 4, section: 0), Size(width: 1, height: 130)),
            (ItemPath(item: 18, section: 1), Size(width: 1, height: 90)),
            (ItemPath(item: 25, section: 1), Size(width: 1, height: 70)),
        ]
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [9, 30], displayScale: 2))
        let fresh = self.layout(sections, counts: [9, 30], reports: reports)
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(fresh.attributes(in: .infinite)))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 25, section: 1))?.frame.height, 70)
    }

    func testSelfSizing_OrthogonalSectionsKeepTheirEstimates() {
        var row = Self.list(header: false)
        row.orthogonalScrollingBehavior = .continuous
        var layout = layout([row], counts: [10])
        let before = layout
        layout.reportSize(Size(width: 375, height: 90), forItemAt: ItemPath(item: 1, section: 0))
        XCTAssertEqual(sorted(layout.attributes(in: .infinite)), sorted(before.attributes(in: .infinite)))
        XCTAssertEqual(layout.contentSize, before.contentSize)
    }
}
