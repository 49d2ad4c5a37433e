import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Self-sizing waterfall headers and footers: laid out at their estimate until a size is
/// reported, then at the reported extent along the scroll axis; the section's items and the
/// later sections move, what the user sees stays in place, and reports follow their section.
final class WaterfallBoundarySizingTests: XCTestCase {
    private let header = ElementKind.sectionHeaderKind
    private let footer = ElementKind.sectionFooterKind

    /// Two columns 10 apart, items 50 high and 10 apart, no insets; headers estimated at 30.
    private func configuration(
        estimatedHeaderHeight: PerSection<Double>? = 30, estimatedFooterHeight: PerSection<Double>? = nil
    ) -> WaterfallLayout.Configuration {
        WaterfallLayout.Configuration(
            columnCount: 2, columnSpacing: 10, itemSpacing: 10, headerHeight: 40, footerHeight: 0,
            estimatedHeaderHeight: estimatedHeaderHeight, estimatedFooterHeight: estimatedFooterHeight,
            itemHeight: .computed { _, _ in 50 })
    }

    private func prepared(
        _ configuration: WaterfallLayout.Configuration, itemCounts: [Int], offset: Double = 0
    )
        -> (WaterfallLayout, LayoutContext)
    {
        var layout = WaterfallLayout(configuration: configuration)
        let context = LayoutContext(
            bounds: Rect(x: 0, y: offset, width: 320, height: 400), itemCounts: itemCounts)
        layout.prepare(context)
        return (layout, context)
    }

    func testBoundarySizing_AReportGrowsTheHeaderAndMovesItsItemsAndLaterSections() {
        var (layout, context) = prepared(configuration(), itemCounts: [3, 3])
        let second = ItemPath(item: 0, section: 1)
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: header, at: second))
        // The estimate, not `headerHeight`: section 0 is 30 + two rows (50, 10, 50) = 140 long.
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame,
            Rect(x: 0, y: 140, width: 320, height: 30))
        XCTAssertEqual(layout.attributes(at: second)?.frame.minY, 170)
        layout.reportSize(Size(width: 320, height: 72), forSupplementaryOfKind: header, at: second)
        layout.reportSize(
            Size(width: 1, height: 50), forSupplementaryOfKind: header, at: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: header, at: second))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 0))?.frame.minY, 110)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame,
            Rect(x: 0, y: 160, width: 320, height: 72))
        XCTAssertEqual(layout.attributes(at: second)?.frame.minY, 232)
        // A fresh layout given those heights as fixed ones lays out the same frames.
        var fixed = configuration(estimatedHeaderHeight: nil)
        fixed.headerHeight = [50, 72]
        let (expected, _) = prepared(fixed, itemCounts: [3, 3])
        assertSameElements(layout.attributes(in: .infinite), expected.attributes(in: .infinite))
        XCTAssertEqual(layout.contentSize, expected.contentSize)
    }

    func testBoundarySizing_AZeroReportRemovesTheFooterAndANonZeroOneAddsIt() {
        var (layout, context) = prepared(
            configuration(estimatedHeaderHeight: nil, estimatedFooterHeight: 20), itemCounts: [3])
        let path = ItemPath(item: 0, section: 0)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: footer, inSection: 0)?.frame.height, 20)
        layout.reportSize(Size(width: 320, height: 0), forSupplementaryOfKind: footer, at: path)
        layout.prepare(context)
        XCTAssertNil(layout.supplementaryAttributes(ofKind: footer, inSection: 0))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: footer, at: path))
        // Header 40, two rows: 150 long without the footer.
        XCTAssertEqual(layout.contentSize.height, 150)
        layout.reportSize(Size(width: 320, height: 26), forSupplementaryOfKind: footer, at: path)
        layout.prepare(context)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: footer, inSection: 0)?.frame,
            Rect(x: 0, y: 150, width: 320, height: 26))
    }

    func testBoundarySizing_ReportsForOtherKindsOrSectionsWithoutAnEstimateAreIgnored() {
        // Section 1's entry 0 leaves it to `headerHeight` (40).
        var (layout, context) = prepared(configuration(estimatedHeaderHeight: [30, 0]), itemCounts: [3, 3])
        let second = ItemPath(item: 0, section: 1)
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: header, at: second))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: footer, at: second))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: "badge", at: second))
        XCTAssertFalse(
            layout.needsMeasurement(ofSupplementaryOfKind: header, at: ItemPath(item: 0, section: 2)))
        layout.reportSize(Size(width: 1, height: 99), forSupplementaryOfKind: header, at: second)
        layout.reportSize(Size(width: 1, height: 99), forSupplementaryOfKind: footer, at: second)
        layout.reportSize(
            Size(width: 1, height: 99), forSupplementaryOfKind: "badge", at: ItemPath(item: 0, section: 0))
        layout.reportSize(
            Size(width: 1, height: 99), forSupplementaryOfKind: header, at: ItemPath(item: 0, section: -1))
        layout.prepare(context)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 0)?.frame.height, 30)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.height, 40)
        XCTAssertNil(layout.supplementaryAttributes(ofKind: footer, inSection: 1))
    }

    func testBoundarySizing_AHeaderMeasuredAboveTheViewportKeepsTheFirstVisibleCellInPlace() {
        let (initial, context) = prepared(configuration(), itemCounts: [30, 30, 30], offset: 500)
        var layout = initial
        // Section 0's header grows by 90 points.
        BoundarySizingScenarios.assertHeaderMeasuredAboveTheViewportKeepsTheFirstVisibleCell(
            &layout, context: context, reporting: Size(width: 320, height: 120),
            adjustment: Point(x: 0, y: 90))
    }

    func testBoundarySizing_ReportsFollowTheirSectionThroughBatchUpdates() throws {
        var (layout, context) = prepared(configuration(), itemCounts: [3, 3])
        context = try BoundarySizingScenarios.assertReportFollowsItsSectionPastAnInsertedOne(
            &layout, context: context, estimate: 30)
        // The frames equal a fresh layout's given those heights as fixed ones.
        var fixed = configuration(estimatedHeaderHeight: nil)
        fixed.headerHeight = [30, 30, 64]
        var expected = WaterfallLayout(configuration: fixed)
        expected.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), expected.attributes(in: .infinite))
        // A reloaded section is measured again.
        try layout.prepare(context, updates: [.reloadSections([2])])
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 2)?.frame.height, 30)
        XCTAssertTrue(
            layout.needsMeasurement(ofSupplementaryOfKind: header, at: ItemPath(item: 0, section: 2)))
    }

    func testBoundarySizing_HorizontalIsTheVerticalTransposed() throws {
        let vertical = configuration(estimatedFooterHeight: 20)
        var twins = WaterfallTwins(
            vertical,
            context: LayoutContext(
                bounds: Rect(x: 0, y: 500, width: 320, height: 400), itemCounts: [20, 20, 20]))
        twins.assertTransposed(rects: [twins.context.bounds], "estimated")
        let first = ItemPath(item: 0, section: 0)
        XCTAssertTrue(twins.horizontal.needsMeasurement(ofSupplementaryOfKind: header, at: first))
        // The extent along the axis self-sizes: the vertical one's height, the horizontal one's width.
        twins.vertical.reportSize(Size(width: 320, height: 100), forSupplementaryOfKind: header, at: first)
        twins.horizontal.reportSize(Size(width: 100, height: 320), forSupplementaryOfKind: header, at: first)
        let second = ItemPath(item: 0, section: 1)
        twins.vertical.reportSize(Size(width: 5, height: 7), forSupplementaryOfKind: footer, at: second)
        twins.horizontal.reportSize(Size(width: 7, height: 5), forSupplementaryOfKind: footer, at: second)
        twins.prepare(twins.context)
        XCTAssertEqual(twins.vertical.contentOffsetAdjustment.y, 70)
        XCTAssertFalse(twins.horizontal.needsMeasurement(ofSupplementaryOfKind: header, at: first))
        twins.assertTransposed(rects: [twins.context.bounds], "reported")
        var context = twins.context
        context.itemCounts = [5, 20, 20, 20]
        try twins.prepare(context, updates: [.insertSections([0])])
        XCTAssertEqual(
            twins.horizontal.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.width, 100)
        twins.assertTransposed(rects: [context.bounds], oldCounts: [20, 20, 20], "inserted")
    }

    func testBoundarySizing_QueriesMatchBruteForceWithSelfSizedBoundaries() {
        for seed in TestCampaign.seeds(12, quick: 4) {
            var generator = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomConfiguration(&generator)
            configuration.estimatedHeaderHeight = [44, 0, 28]
            configuration.estimatedFooterHeight = .computed { $0 % 2 == 0 ? 16 : 0 }
            let itemCounts = (0..<generator.int(in: 1...4)).map { _ in generator.int(in: 0...30) }
            var layout = WaterfallLayout(configuration: configuration)
            let context = LayoutContext(viewportSize: Size(width: 360, height: 600), itemCounts: itemCounts)
            layout.prepare(context)
            for section in itemCounts.indices where generator.bool() {
                for kind in [header, footer] {
                    layout.reportSize(
                        Size(width: 1, height: generator.double(in: 0...90)), forSupplementaryOfKind: kind,
                        at: ItemPath(item: 0, section: section))
                }
            }
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: itemCounts, seed: seed, queries: 60)
        }
    }

    func testBoundarySizing_ValidateRejectsAZeroEstimateForEverySectionButNotAZeroEntry() {
        XCTAssertThrowsError(try WaterfallLayout.Configuration(estimatedHeaderHeight: 0).validate()) {
            error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "estimatedHeaderHeight")
        }
        XCTAssertThrowsError(try WaterfallLayout.Configuration(estimatedFooterHeight: [20, -1]).validate()) {
            error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "estimatedFooterHeight[1]")
        }
        XCTAssertNoThrow(try WaterfallLayout.Configuration(estimatedHeaderHeight: [30, 0]).validate())
    }

    func testBoundarySizing_ANewEstimateLaysEverythingOutAgain() {
        var (layout, context) = prepared(configuration(estimatedHeaderHeight: nil), itemCounts: [3, 3])
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.height, 40)
        layout.configuration.estimatedHeaderHeight = 24
        layout.prepare(context)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.height, 24)
        context.bounds.origin.y = 1
        layout.prepare(context)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.minY, 134)
    }
}
