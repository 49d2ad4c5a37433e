import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Section backgrounds: a decoration per section behind its cells, covering the section or its
/// lines, inset by the section's background insets; in the rect query and the point query, and
/// moved with its section by updates.
final class FlowSectionBackgroundTests: XCTestCase {
    private func layout(
        _ background: FlowLayout.SectionBackground?, direction: ScrollDirection = .vertical,
        itemCounts: [Int] = [5, 3], layoutDirection: LayoutDirection = .leftToRight
    ) -> FlowLayout {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10, headerReferenceSize: Size(width: 44, height: 44),
            footerReferenceSize: Size(width: 22, height: 22), background: background)
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 50)), scrollDirection: direction,
                metrics: .all(metrics)))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 400, height: 600), itemCounts: itemCounts,
                layoutDirection: layoutDirection))
        return layout
    }

    private func background(_ layout: FlowLayout, _ section: Int) -> LayoutAttributes? {
        layout.decorationAttributes(ofKind: ElementKind.sectionBackgroundKind, inSection: section)
    }

    func testSectionBackground_IsOffByDefault() {
        let plain = layout(nil)
        XCTAssertNil(background(plain, 0))
        XCTAssertFalse(plain.attributes(in: .infinite).contains { $0.kind == .sectionBackground })
    }

    func testSectionBackground_SectionExtentCoversHeaderLinesAndFooter() {
        let withBackground = layout(FlowLayout.SectionBackground())
        // Section 0: header 44, inset 10, two lines of 50 with 10 between, inset 30, footer 22.
        XCTAssertEqual(background(withBackground, 0)?.frame, Rect(x: 0, y: 0, width: 400, height: 216))
        XCTAssertEqual(background(withBackground, 1)?.frame, Rect(x: 0, y: 216, width: 400, height: 156))
        XCTAssertEqual(background(withBackground, 0)?.kind, .sectionBackground)
        XCTAssertEqual(background(withBackground, 0)?.path, ItemPath(item: 0, section: 0))
    }

    func testSectionBackground_ItemsExtentIsTheLinesBoxGrownOrShrunkByItsInsets() {
        let grown = layout(
            FlowLayout.SectionBackground(
                extent: .items, insets: EdgeInsets(top: -5, left: -8, bottom: -5, right: 4)))
        // Lines from 54 to 164, between x 20 and 360.
        XCTAssertEqual(background(grown, 0)?.frame, Rect(x: 12, y: 49, width: 344, height: 120))
    }

    func testSectionBackground_NeverReachesPastItsSectionAlongTheScrollAxis() {
        let grown = layout(
            FlowLayout.SectionBackground(insets: EdgeInsets(top: -50, left: -10, bottom: -50, right: 0)))
        XCTAssertEqual(background(grown, 1)?.frame, Rect(x: -10, y: 216, width: 410, height: 156))
        let emptied = layout(
            FlowLayout.SectionBackground(insets: EdgeInsets(top: 200, left: 0, bottom: 200, right: 0)))
        XCTAssertNil(background(emptied, 0))
    }

    func testSectionBackground_IsBehindTheCells() {
        let withBackground = layout(FlowLayout.SectionBackground())
        let elements = withBackground.attributes(in: Rect(x: 0, y: 0, width: 400, height: 100))
        let backgrounds = elements.filter { $0.kind == .sectionBackground }
        let cells = elements.filter { $0.kind == .cell }
        XCTAssertEqual(backgrounds.count, 1)
        XCTAssertFalse(cells.isEmpty)
        for cell in cells { XCTAssertLessThan(backgrounds[0].zIndex, cell.zIndex) }
    }

    func testSectionBackground_IsMirroredInRightToLeft() {
        let mirrored = layout(
            FlowLayout.SectionBackground(
                extent: .items, insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)),
            layoutDirection: .rightToLeft)
        // Left-to-right: x 25 to 360; mirrored in 400: 40 to 375.
        XCTAssertEqual(background(mirrored, 0)?.frame, Rect(x: 40, y: 54, width: 335, height: 110))
    }

    func testSectionBackground_QueriesMatchBruteForce() {
        for seed in TestCampaign.seeds(30, quick: 8) {
            var generator = SeededGenerator(seed: seed)
            var (layout, context) = FlowLayoutIndexTests.randomLayout(&generator)
            let extent: FlowLayout.SectionBackground.Extent = generator.bool() ? .section : .items
            let inset = generator.double(in: -20...20)
            layout.configuration.metrics = .computed { section in
                FlowLayout.SectionMetrics(
                    sectionInset: EdgeInsets(all: 8), headerReferenceSize: Size(width: 30, height: 30),
                    background: section % 3 == 2
                        ? nil : FlowLayout.SectionBackground(extent: extent, insets: EdgeInsets(all: inset)))
            }
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: context.itemCounts, seed: seed, queries: 100)
        }
    }

    func testSectionBackground_FollowsItsSectionThroughUpdatesAndSelfSizing() throws {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(all: 10), background: FlowLayout.SectionBackground(extent: .items))
        var configuration = FlowLayout.Configuration(
            metrics: .all(metrics), estimatedItemSize: Size(width: 100, height: 50))
        configuration.widthModes = .all(.halfWidth)
        var layout = FlowLayout(configuration: configuration)
        var context = LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [4, 4])
        layout.prepare(context)
        context.itemCounts = [7, 4]
        try layout.prepare(
            context, updates: [.insertItems(at: (4..<7).map { ItemPath(item: $0, section: 0) })])
        layout.reportSize(Size(width: 100, height: 120), forItemAt: ItemPath(item: 2, section: 0))
        layout.reportSize(Size(width: 100, height: 90), forItemAt: ItemPath(item: 3, section: 1))
        layout.prepare(context)
        var fresh = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { path in
                    switch (path.section, path.item) {
                    case (0, 2): Size(width: 100, height: 120)
                    case (1, 3): Size(width: 100, height: 90)
                    default: Size(width: 100, height: 50)
                    }
                }, metrics: .all(metrics), widthModes: .all(.halfWidth)))
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(background(layout, 1)?.frame, background(fresh, 1)?.frame)
        XCTAssertNotNil(background(layout, 1))
    }
}
