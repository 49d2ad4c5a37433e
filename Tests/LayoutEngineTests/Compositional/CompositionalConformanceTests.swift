import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// The conformance suite's index and contract checks on random compositional layouts: nested, repeated and custom
/// groups, badges, headers (some pinned), backgrounds, both scroll directions, both reading
/// directions, display scales 1–3 and scrolled viewports.
final class CompositionalConformanceTests: XCTestCase {
    private func randomLayout(seed: UInt64) -> (CompositionalLayout, LayoutContext, CompositionalModel) {
        var generator = SeededGenerator(seed: seed)
        let sections = (0..<generator.int(in: 1...4)).map { _ in F.randomSection(&generator) }
        var configuration = CompositionalLayout.Configuration(
            scrollDirection: generator.bool() ? .vertical : .horizontal,
            interSectionSpacing: generator.double(in: 0...20))
        if generator.bool() {
            var top = LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.2)), elementKind: "layout-header",
                alignment: .topLeading)
            top.pinToVisibleBounds = generator.bool()
            configuration.boundarySupplementaryItems = [top]
        }
        let layout = CompositionalLayout(configuration: configuration) { index, _ in
            sections[index % sections.count]
        }
        let model = CompositionalModel.of(configuration: configuration) { sections[$0 % sections.count] }
        let counts = (0..<generator.int(in: 1...5)).map { _ in generator.int(in: 0...60) }
        let context = LayoutContext(
            bounds: Rect(
                x: generator.double(in: 0...200), y: generator.double(in: 0...400),
                width: generator.double(in: 200...500),
                height: generator.double(in: 300...900)),
            itemCounts: counts,
            contentInsets: EdgeInsets(
                top: generator.double(in: 0...20), left: 0, bottom: 0, right: generator.double(in: 0...10)),
            layoutDirection: generator.bool() ? .leftToRight : .rightToLeft,
            displayScale: Double(generator.int(in: 1...3)))
        return (layout, context, model)
    }

    func testConformance_IndexQueriesEqualBruteForce() {
        for seed in TestCampaign.seeds(40, quick: 10) {
            var (layout, context, model) = randomLayout(seed: seed)
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, context: context, model: model, seed: seed, queries: 150)
        }
    }

    func testConformance_Checks() {
        for seed: UInt64 in 41...70 {
            let (layout, context, _) = randomLayout(seed: seed)
            LayoutConformance.checkConformance(layout, context: context)
        }
        let (layout, _, _) = randomLayout(seed: 3)
        LayoutConformance.checkConformance(
            layout, context: LayoutContext(viewportSize: Size(width: 0, height: .nan), itemCounts: [4, 0, 2]))
    }

    func testConformance_HandCheckedSectionJoinsBothSuites() {
        let layout = F.prepared(F.clipSection(), counts: [101, 0, 7])
        LayoutConformance.checkIndex(
            layout,
            context: LayoutContext(
                viewportSize: Size(width: 375, height: 812), itemCounts: [101, 0, 7], displayScale: 2),
            model: CompositionalModel(section: F.clipSection()), seed: 99)
        LayoutConformance.checkConformance(
            CompositionalLayout(section: F.clipSection()),
            context: LayoutContext(
                viewportSize: Size(width: 375, height: 812), itemCounts: [101, 0, 7], displayScale: 2))
    }
}

/// Cells that reach past their group's box are found by queries after pixel rounding too.
final class CompositionalOverhangTests: XCTestCase {
    /// A zero-height group (NaN reads as 0) whose 100-point cells hang below it, groups 17.146
    /// points apart: the last group of section 1 sits at 531.5, rounds to 532 at scale 1 and
    /// reaches 632, half a pixel past the 100-point reach of the unrounded template; a query
    /// starting at 631.65 must find it (layout-fuzz, seed 1, case 999).
    func testCompositional_RoundedCellsPastTheirGroupAreFoundByQueries() {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1 / 4.0), heightDimension: .absolute(100))
        )
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 17.14635754480197
        var layout = CompositionalLayout(section: section)
        let context = LayoutContext(
            bounds: Rect(x: 0, y: 494.58, width: 665.0835509383624, height: 300),
            itemCounts: [4, 128, 0, 160])
        layout.prepare(context)
        let rect = Rect(x: 116.94809170552548, y: 631.6517162359462, width: 127.0734474923887, height: 392.04)
        XCTAssertNotNil(
            layout.attributes(in: rect).first { $0.path == ItemPath(item: 124, section: 1) },
            "the last group of section 1 reaches into the rect")
        LayoutConformance.checkIndex(
            layout, context: context, model: CompositionalModel(section: section), seed: 999)
    }
}
