import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Self-sizing in compositional layouts of hundreds or thousands of sections, which the layout
/// places in runs (a report moves the rest of its run and gives each later run a new start):
/// reports in any order, in any section (cells, headers, the layout's own header, bands that
/// scroll sideways), leave the layout equal to a fresh one given the same reports; rect queries
/// across section and run boundaries equal a brute force over the point queries; and what a
/// pass of reports places and stamps again does not grow with the number of sections.
final class CompositionalManySectionsSelfSizingTests: XCTestCase {
    private static let header = ElementKind.sectionHeaderKind
    private static let layoutHeader = ElementKind.Name("layout-header")

    /// A size along `axis` of `main` and across it of `cross`.
    private static func size(_ axis: ScrollDirection, main: LayoutDimension, cross: LayoutDimension)
        -> LayoutSize
    {
        axis == .vertical
            ? LayoutSize(widthDimension: cross, heightDimension: main)
            : LayoutSize(widthDimension: main, heightDimension: cross)
    }

    /// A fraction `fraction` of the container across `axis`.
    private static func across(_ axis: ScrollDirection, _ fraction: Double) -> LayoutDimension {
        axis == .vertical ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    }

    /// Section `index`: rows estimated along the axis, a band of estimated cards scrolling
    /// across it every ninth section, an estimated header every third, a footer every fifth,
    /// and no definition (an empty section) every seventeenth.
    private static func section(_ index: Int, axis: ScrollDirection) -> LayoutSection? {
        guard index % 17 != 16 else { return nil }
        let orthogonal = index % 9 == 4
        let item = LayoutItem(
            layoutSize: size(axis, main: .estimated(44.5), cross: across(axis, orthogonal ? 1 : 0.5)))
        let groupSize = size(
            axis, main: .estimated(44.5), cross: orthogonal ? .absolute(120) : across(axis, 1))
        var section = LayoutSection(
            group: axis == .vertical
                ? .horizontal(layoutSize: groupSize, subitems: [item])
                : .vertical(layoutSize: groupSize, subitems: [item]))
        section.interGroupSpacing = 3.3
        section.contentInsets = DirectionalEdgeInsets(top: 2.1, leading: 4, bottom: 1.7, trailing: 4)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        var boundary: [LayoutBoundarySupplementaryItem] = []
        if index % 3 == 0 {
            boundary.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: size(axis, main: .estimated(30.25), cross: across(axis, 1)),
                    elementKind: header, alignment: axis == .vertical ? .top : .leading))
        }
        if index % 5 == 0 {
            boundary.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: size(axis, main: .absolute(12.6), cross: across(axis, 1)),
                    elementKind: ElementKind.sectionFooterKind,
                    alignment: axis == .vertical ? .bottom : .trailing))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }

    private static func configuration(_ axis: ScrollDirection) -> CompositionalLayout.Configuration {
        var configuration = CompositionalLayout.Configuration()
        configuration.scrollDirection = axis
        configuration.interSectionSpacing = 7.3
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(axis, main: .estimated(20), cross: across(axis, 1)),
                elementKind: layoutHeader, alignment: axis == .vertical ? .top : .leading)
        ]
        return configuration
    }

    private static func layout(_ axis: ScrollDirection) -> CompositionalLayout {
        CompositionalLayout(configuration: configuration(axis)) { index, _ in section(index, axis: axis) }
    }

    /// A measured size, mostly around the estimate, sometimes much longer.
    private static func measured(_ g: inout SeededGenerator) -> Size {
        let length = g.int(in: 0...5) == 0 ? g.double(in: 90...260) : g.double(in: 20.5...80)
        return Size(width: length + g.double(in: 0...0.75), height: length)
    }

    /// One report of a pass: a cell, a section's header or the layout's own header.
    private enum Report {
        case cell(ItemPath, Size)
        case header(Int, Size)
        case layoutHeader(Size)

        func apply(to layout: inout CompositionalLayout) {
            switch self {
            case .cell(let path, let size): layout.reportSize(size, forItemAt: path)
            case .header(let section, let size):
                layout.reportSize(
                    size, forSupplementaryOfKind: CompositionalManySectionsSelfSizingTests.header,
                    at: ItemPath(item: 0, section: section))
            case .layoutHeader(let size):
                // Numbered after section 0's own items of its kind (none).
                layout.reportSize(
                    size, forSupplementaryOfKind: CompositionalManySectionsSelfSizingTests.layoutHeader,
                    at: ItemPath(item: 0, section: 0))
            }
        }
    }

    /// A pass of reports: screenfuls of cells around a few sections (often where a run of
    /// sections ends), headers, sometimes the layout's header, shuffled.
    private static func pass(_ counts: [Int], _ g: inout SeededGenerator) -> [Report] {
        var reports: [Report] = []
        let run = SectionedStore.sectionsPerRun
        for _ in 0..<g.int(in: 1...3) {
            let center =
                g.bool()
                ? min(counts.count - 1, max(0, run * g.int(in: 0...(counts.count / run)) + g.int(in: -2...1)))
                : g.int(in: 0...(counts.count - 1))
            for section in max(0, center - 2)...min(counts.count - 1, center + 2) {
                for item in 0..<counts[section] where g.int(in: 0...3) != 0 {
                    reports.append(.cell(ItemPath(item: item, section: section), measured(&g)))
                }
                if section % 3 == 0, g.bool() { reports.append(.header(section, measured(&g))) }
            }
        }
        if g.int(in: 0...3) == 0 { reports.append(.layoutHeader(measured(&g))) }
        for position in reports.indices.reversed() where position > 0 {
            reports.swapAt(position, g.int(in: 0...position))
        }
        return reports
    }

    func testManySections_ReportsInAnyOrderEqualAFreshLayoutWithTheSameReports() {
        for seed in TestCampaign.seeds(16, quick: 4) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let counts = (0..<g.int(in: 300...TestCampaign.count(700, quick: 420))).map { _ in
                g.int(in: 0...5)
            }
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: g.double(in: 300...500), height: g.double(in: 300...700)),
                itemCounts: counts, displayScale: Double(g.int(in: 1...3)))
            var layout = Self.layout(axis)
            layout.prepare(context)
            var reports: [Report] = []
            for round in 0..<4 {
                for report in Self.pass(counts, &g) {
                    reports.append(report)
                    report.apply(to: &layout)
                }
                // A scroll (or none) with the reports: no full pass.
                let offset = g.double(in: 0...max(0, layout.contentSize.length(along: axis) - 500))
                context.bounds.origin = Point(along: axis, main: offset, cross: 0)
                layout.prepare(context)
                var fresh = Self.layout(axis)
                for report in reports { report.apply(to: &fresh) }
                fresh.prepare(context)
                let message = "seed \(seed), \(axis), \(counts.count) sections, round \(round)"
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
            }
        }
    }

    func testManySections_QueriesAfterReportsEqualABruteForce() {
        for seed in TestCampaign.seeds(8, quick: 2) {
            var g = SeededGenerator(seed: seed)
            let axis: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let counts = (0..<g.int(in: 260...400)).map { _ in g.int(in: 0...4) }
            let context = LayoutContext(
                viewportSize: Size(width: 390, height: 390), itemCounts: counts, displayScale: 2)
            var layout = Self.layout(axis)
            layout.prepare(context)
            var cells: [ItemPath: Size] = [:]
            for _ in 0..<3 {
                for report in Self.pass(counts, &g) {
                    report.apply(to: &layout)
                    if case .cell(let path, let size) = report { cells[path] = size }
                }
                layout.prepare(context)
            }
            let model = CompositionalModel(
                configuration: Self.configuration(axis), reportedSizes: cells
            ) { Self.section($0, axis: axis) }
            let inventory = model.inventory(for: layout, context: context)
            LayoutConformance.checkIndex(layout, inventory: inventory, seed: seed, queries: 80)
            guard let baseline = LayoutConformance.baseline(layout, inventory: inventory, "seed \(seed)")
            else {
                continue
            }
            // Rects across each section boundary near the ends of runs, where the sections on
            // either side are read through different run starts.
            let run = SectionedStore.sectionsPerRun
            for boundary in stride(from: run, to: counts.count, by: run) {
                for section in (boundary - 2)...min(counts.count - 1, boundary + 1) {
                    let elements = baseline.elements.filter { $0.path.section == section }
                    for element in elements.prefix(6) {
                        let frame = element.frame
                        let across = Rect(
                            along: axis, main: frame.min(along: axis) - 40,
                            cross: frame.min(along: axis.cross),
                            mainLength: frame.length(along: axis) + 80, crossLength: 1)
                        for rect in [frame, frame.insetBy(dx: -0.5, dy: -0.5), across] {
                            if let difference = firstDifference(
                                layout.attributes(in: rect), baseline.attributes(in: rect))
                            {
                                XCTFail("seed \(seed), section \(section), rect \(rect): \(difference)")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    /// A screenful of reports (and a header) in the middle of the sections places a bounded
    /// number of sections and stamps a bounded number of cells, the same with 600 sections as
    /// with 6000: later sections keep their places in their runs, and only each later run's
    /// start changes (one number per 128 sections).
    func testManySections_AScreenfulOfReportsPlacesABoundedNumberOfSections() {
        for axis in [ScrollDirection.vertical, .horizontal] {
            var work: [(placedSections: Int, placedRuns: Int, stampedElements: Int)] = []
            for sections in [600, 6000] {
                var g = SeededGenerator(seed: 11)
                let counts = Array(repeating: 8, count: sections)
                let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: counts)
                var layout = Self.layout(axis)
                layout.prepare(context)
                let before = layout._relayoutWork
                let middle = sections / 2
                for section in middle..<(middle + 3) {
                    for item in 0..<8 {
                        layout.reportSize(
                            Self.measured(&g), forItemAt: ItemPath(item: item, section: section))
                    }
                }
                layout.reportSize(
                    Self.measured(&g), forSupplementaryOfKind: Self.header,
                    at: ItemPath(item: 0, section: middle))
                layout.prepare(context)
                let after = layout._relayoutWork
                work.append(
                    (
                        after.placedSections - before.placedSections, after.placedRuns - before.placedRuns,
                        after.stampedElements - before.stampedElements
                    ))
            }
            // 25 reports: each places at most the rest of its run and stamps at most its section.
            let run = SectionedStore.sectionsPerRun
            for (position, pass) in work.enumerated() {
                let message = "\(axis), pass \(position)"
                XCTAssertLessThanOrEqual(pass.placedSections, 25 * run, message)
                XCTAssertLessThanOrEqual(pass.stampedElements, 25 * 8, message)
                XCTAssertLessThanOrEqual(pass.placedRuns, 25 * (6000 / run + 1), message)
                XCTAssertGreaterThan(pass.placedSections, 0, message)
            }
            XCTAssertEqual(work[0].stampedElements, work[1].stampedElements, "\(axis)")
        }
    }
}
