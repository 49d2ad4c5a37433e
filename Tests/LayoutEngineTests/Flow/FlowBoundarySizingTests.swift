import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Headers and footers hidden per section, or self-sized: a hidden one is absent from every
/// query and takes no room; a self-sizing one has its estimate until its size is reported,
/// then the reported one, and what the user sees stays in place.
final class FlowBoundarySizingTests: XCTestCase {
    private let header = ElementKind.sectionHeaderKind
    private let footer = ElementKind.sectionFooterKind

    private func metrics(
        header: FlowLayout.SupplementaryVisibility = .visible, estimated: Bool = false
    ) -> FlowLayout.SectionMetrics {
        FlowLayout.SectionMetrics(
            minimumLineSpacing: 10, headerReferenceSize: Size(width: 40, height: 40),
            footerReferenceSize: Size(width: 20, height: 20), headerVisibility: header,
            estimatedHeaderSize: estimated ? Size(width: 100, height: 30) : nil,
            estimatedFooterSize: estimated ? Size(width: 100, height: 25) : nil)
    }

    private func layout(_ metrics: [FlowLayout.SectionMetrics], itemCounts: [Int]) -> (
        FlowLayout, LayoutContext
    ) {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 50)), metrics: .list(metrics)))
        let context = LayoutContext(viewportSize: Size(width: 320, height: 400), itemCounts: itemCounts)
        layout.prepare(context)
        return (layout, context)
    }

    func testBoundary_HiddenHeaderIsAbsentFromEveryQueryAndTakesNoRoom() {
        let (layout, _) = layout([metrics(), metrics(header: .hidden)], itemCounts: [3, 3])
        XCTAssertNil(layout.supplementaryAttributes(ofKind: header, inSection: 1))
        XCTAssertNotNil(layout.supplementaryAttributes(ofKind: header, inSection: 0))
        XCTAssertNotNil(layout.supplementaryAttributes(ofKind: footer, inSection: 1))
        let headers = layout.attributes(in: .infinite).filter { $0.kind == .sectionHeader }
        XCTAssertEqual(headers.map(\.path.section), [0])
        // Section 0: header 40, one line of 50, footer 20; section 1 starts with its line.
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 110)
        XCTAssertFalse(
            layout.needsMeasurement(ofSupplementaryOfKind: header, at: ItemPath(item: 0, section: 1)))
    }

    func testBoundary_SelfSizingHeaderHasItsEstimateThenItsReportedSize() {
        var (layout, context) = layout([metrics(estimated: true)], itemCounts: [3, 3])
        let path = ItemPath(item: 0, section: 1)
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: header, at: path))
        // The estimate's height, not the reference size's.
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame.height, 30)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 105 + 30)
        layout.reportSize(Size(width: 320, height: 72), forSupplementaryOfKind: header, at: path)
        layout.reportSize(
            Size(width: 320, height: 12), forSupplementaryOfKind: footer, at: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: header, at: path))
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: header, inSection: 1)?.frame,
            Rect(x: 0, y: 92, width: 320, height: 72))
        // The items after it move down: 30 + 50 + 12 before, the header's 72.
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 164)
        // A fresh layout given those lengths as reference sizes lays out the same frames.
        var fixed = metrics()
        fixed.headerReferenceSize = Size(width: 0, height: 30)
        fixed.footerReferenceSize = Size(width: 0, height: 12)
        var second = metrics()
        second.headerReferenceSize = Size(width: 0, height: 72)
        second.footerReferenceSize = Size(width: 0, height: 25)
        let (expected, _) = self.layout([fixed, second], itemCounts: [3, 3])
        assertSameElements(layout.attributes(in: .infinite), expected.attributes(in: .infinite))
    }

    func testBoundary_ReportsForOtherKindsOrWithoutAnEstimateAreIgnored() {
        var (layout, context) = layout([metrics()], itemCounts: [3])
        layout.reportSize(
            Size(width: 10, height: 99), forSupplementaryOfKind: header, at: ItemPath(item: 0, section: 0))
        layout.reportSize(
            Size(width: 10, height: 99), forSupplementaryOfKind: "badge", at: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: header, inSection: 0)?.frame.height, 40)
        XCTAssertFalse(
            layout.needsMeasurement(ofSupplementaryOfKind: header, at: ItemPath(item: 0, section: 0)))
    }

    func testBoundary_AHeaderMeasuredAboveTheViewportKeepsTheFirstVisibleItemInPlace() {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 50)), metrics: .all(metrics(estimated: true))))
        let context = LayoutContext(
            bounds: Rect(x: 0, y: 500, width: 320, height: 400), itemCounts: [30, 30, 30])
        layout.prepare(context)
        // Section 0's header grows by 90 points.
        BoundarySizingScenarios.assertHeaderMeasuredAboveTheViewportKeepsTheFirstVisibleCell(
            &layout, context: context, reporting: Size(width: 320, height: 120),
            adjustment: Point(x: 0, y: 90))
    }

    func testBoundary_ReportsFollowTheirSectionThroughBatchUpdates() throws {
        var (layout, context) = layout([metrics(estimated: true)], itemCounts: [3, 3])
        _ = try BoundarySizingScenarios.assertReportFollowsItsSectionPastAnInsertedOne(
            &layout, context: context, estimate: 30)
    }

    func testBoundary_QueriesMatchBruteForceWithHiddenAndSelfSizedBoundaries() {
        for seed in TestCampaign.seeds(20, quick: 6) {
            var generator = SeededGenerator(seed: seed)
            var (layout, context) = FlowLayoutIndexTests.randomLayout(&generator)
            layout.configuration.metrics = .computed { section in
                var metrics = FlowLayout.SectionMetrics(
                    headerReferenceSize: Size(width: 30, height: 30),
                    footerReferenceSize: Size(width: 20, height: 20),
                    headerVisibility: section % 2 == 0 ? .visible : .hidden,
                    footerVisibility: section % 3 == 0 ? .hidden : .visible)
                if section % 4 == 2 { metrics.estimatedHeaderSize = Size(width: 44, height: 44) }
                return metrics
            }
            layout.prepare(context)
            for section in context.itemCounts.indices {
                layout.reportSize(
                    Size(width: 70, height: 70), forSupplementaryOfKind: header,
                    at: ItemPath(item: 0, section: section))
            }
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: context.itemCounts, seed: seed, queries: 80)
        }
    }

    func testBoundary_ValidateRejectsAZeroEstimate() {
        let metrics = FlowLayout.SectionMetrics(estimatedHeaderSize: .zero)
        XCTAssertThrowsError(try metrics.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "estimatedHeaderSize.width")
        }
    }
}
