import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias L = ListFixtures

/// List sections among other sections, first-item headers, and the index suite with
/// separators.
final class ListSectionTests: XCTestCase {
    /// `firstItemInSection`: the first item is a cell with the header's top padding above it
    /// (22 points in a plain list), and no supplementary header.
    func testFirstItemInSection_HeaderIsTheFirstCellWithTopPadding() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let layout = L.prepared(configuration, counts: [3, 2])
        XCTAssertEqual(L.cell(layout, 0).minY, 22)
        XCTAssertEqual(L.cell(layout, 0, 1).minY, 22 + 132 + 22)
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
        XCTAssertNotNil(layout.separatorAttributes(at: ItemPath(item: 0, section: 0)))
    }

    /// `firstItemInSection` in an inset-grouped list: the section spacing only (no automatic
    /// padding), the header row inset and inside the rounded background.
    func testFirstItemInSection_InsetGroupedHeaderRowIsInsideTheBackground() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let layout = L.prepared(configuration, counts: [3])
        assertRect(L.cell(layout, 0), Rect(x: 16, y: 35, width: 358, height: 44))
        assertRect(
            layout.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0)?.frame,
            Rect(x: 16, y: 35, width: 358, height: 132))
    }

    /// A list section between two grid sections: the grids keep their geometry, the list
    /// follows the first grid and the second grid follows the list.
    func testListSection_SitsBetweenTwoGrids() {
        let layout = Self.gridListGrid()
        // Grid: two 100-point rows of three cells (5 items).
        assertRect(L.cell(layout, 4, 0), Rect(x: 130, y: 100, width: 130, height: 100))
        // List: 35 points of section spacing, then inset rows.
        assertRect(L.cell(layout, 0, 1), Rect(x: 16, y: 235, width: 358, height: 44))
        assertRect(L.cell(layout, 1, 1), Rect(x: 16, y: 279, width: 358, height: 44))
        // The second grid starts after the list.
        assertRect(L.cell(layout, 0, 2), Rect(x: 0, y: 323, width: 130, height: 100))
        XCTAssertEqual(ListFixtures.separators(layout).keys.sorted(), [ItemPath(item: 0, section: 1)])
        XCTAssertNil(layout.separatorAttributes(at: ItemPath(item: 0, section: 0)))
    }

    /// The index suite on a grid, list, grid layout: queries equal a brute force whose
    /// separators come from the model's rules applied to `attributes(at:)`.
    func testListSection_BetweenGrids_QueriesEqualBruteForce() {
        let layout = Self.gridListGrid()
        LayoutConformance.checkIndex(
            layout, context: Self.gridListGridContext, model: Self.gridListGridModel, seed: 1, queries: 200)
    }

    /// The index suite on random list configurations: every appearance and header mode,
    /// separator handlers, both reading directions, display scales 1–3, reported row sizes.
    func testRandomLists_QueriesEqualBruteForce() {
        for seed in TestCampaign.seeds(30, quick: 8) {
            var generator = SeededGenerator(seed: seed)
            var configuration = ListConfiguration(
                appearance: ListConfiguration.Appearance.allCases[generator.int(in: 0...4)])
            configuration.headerMode = ListConfiguration.HeaderMode.allCases[generator.int(in: 0...2)]
            configuration.footerMode = generator.bool() ? .supplementary : .none
            configuration.showsSeparators = generator.int(in: 0...3) > 0
            if generator.bool() {
                let hidden = generator.int(in: 0...4)
                configuration.itemSeparatorHandler = { path, section in
                    var item = section
                    if path.item % 5 == hidden { item.bottomSeparatorVisibility = .hidden }
                    if path.item % 7 == 0 { item.bottomSeparatorVisibility = .visible }
                    if path.item % 3 == 0 { item.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 70) }
                    return item
                }
            }
            let counts = (0..<generator.int(in: 1...4)).map { _ in generator.int(in: 0...25) }
            let context = LayoutContext(
                bounds: Rect(
                    x: 0, y: generator.double(in: 0...300), width: generator.double(in: 300...500),
                    height: 700),
                itemCounts: counts, layoutDirection: generator.bool() ? .leftToRight : .rightToLeft,
                displayScale: Double(generator.int(in: 1...3)))
            var layout = CompositionalLayout.list(using: configuration)
            var reports: [ItemPath: Size] = [:]
            for _ in 0..<generator.int(in: 0...6) {
                let section = generator.int(in: 0...(counts.count - 1))
                guard counts[section] > 0 else { continue }
                let path = ItemPath(item: generator.int(in: 0...(counts[section] - 1)), section: section)
                let size = Size(width: 300, height: generator.double(in: 20...140))
                layout.reportSize(size, forItemAt: path)
                reports[path] = size
            }
            layout.prepare(context)
            let listConfiguration = configuration
            let model = CompositionalModel(reportedSizes: reports) { _ in
                LayoutSection.list(
                    using: listConfiguration,
                    environment: LayoutEnvironment(
                        containerSize: context.viewportSize, displayScale: context.displayScale,
                        layoutDirection: context.layoutDirection))
            }
            LayoutConformance.checkIndex(layout, context: context, model: model, seed: seed, queries: 120)
        }
    }

    // MARK: - The grid, list, grid layout

    private static let gridListGridContext = LayoutContext(
        viewportSize: Size(width: 390, height: 844), itemCounts: [5, 2, 3], displayScale: 2)

    private static let gridSection: LayoutSection = {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .absolute(130), heightDimension: .fractionalHeight(1)))
        return LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item]))
    }()

    private static func section(_ index: Int, _ environment: LayoutEnvironment) -> LayoutSection {
        index == 1
            ? .list(using: ListConfiguration(appearance: .insetGrouped), environment: environment)
            : gridSection
    }

    private static let gridListGridModel = CompositionalModel { index in
        section(index, LayoutEnvironment(containerSize: Size(width: 390, height: 844), displayScale: 2))
    }

    private static func gridListGrid() -> CompositionalLayout {
        var layout = CompositionalLayout { index, environment in section(index, environment) }
        layout.prepare(gridListGridContext)
        return layout
    }
}

/// The contract suite on lists, bad values included.
final class ListConformanceTests: XCTestCase {
    /// Finite frames, every cell once, idempotent prepare, for every appearance with headers
    /// and footers, and for values that read as 0.
    func testLists_Conform() {
        for appearance in ListConfiguration.Appearance.allCases {
            var configuration = ListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            LayoutConformance.checkConformance(
                CompositionalLayout.list(using: configuration),
                context: ListFixtures.context(counts: [3, 0, 7]))
        }
        var bad = ListConfiguration(appearance: .insetGrouped)
        bad.estimatedRowHeight = .nan
        bad.separatorThickness = .infinity
        bad.separatorInsets = DirectionalEdgeInsets(leading: -.infinity, trailing: .nan)
        bad.cornerRadius = -3
        bad.headerTopPadding = .greatestFiniteMagnitude
        bad.headerMode = .firstItemInSection
        LayoutConformance.checkConformance(
            CompositionalLayout.list(using: bad), context: ListFixtures.context(counts: [4, 2]))
        let layout = ListFixtures.prepared(bad, counts: [4, 2])
        let separator = layout.separatorAttributes(at: ItemPath(item: 0, section: 0))
        XCTAssertEqual(separator?.frame.height, 0, "a zero-height row keeps its separator inside it")
        XCTAssertEqual(
            layout.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0)?.cornerRadius, 0
        )
    }
}
