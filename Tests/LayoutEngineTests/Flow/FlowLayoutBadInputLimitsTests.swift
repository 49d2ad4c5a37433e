import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Absurd counts and lengths at the limits: bounded work, finite output, exact queries.
final class FlowLayoutBadInputLimitsTests: XCTestCase {
    private let viewport = Size(width: 390, height: 844)

    func testFlow_AbsurdCounts_LayOutTheFirstMaximumItemCountItemsWithoutTrapping() {
        // Once an overflow in the up-front reservation and an allocation of 2⁶² frames.
        let maximum = LayoutContext.maximumItemCount
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [Int.max / 2, Int.max / 2, 10]))
        XCTAssertNotNil(layout.attributes(at: ItemPath(item: maximum - 1, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: maximum, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 2)))
        XCTAssertTrue(layout.contentSize.isFinite)
        XCTAssertEqual(
            layout.attributes(in: Rect(origin: .zero, size: viewport)).count, 24, "3 items a row, 8 rows")
        // The last section grows but lies past the limit: nothing of it is laid out, and there
        // is no line of it to continue (layout-fuzz, seed 7, case 13872).
        let contentSize = layout.contentSize
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [Int.max / 2, Int.max / 2, 20]))
        XCTAssertEqual(layout.contentSize, contentSize)
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 2)))
    }

    func testFlow_HugeFooter_IsReadAsTheMaximumLengthAndRejectedByValidate() {
        let metrics = FlowLayout.SectionMetrics(
            footerReferenceSize: Size(width: 0, height: .greatestFiniteMagnitude))
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 100)), metrics: .all(metrics)))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [1, 1]))
        XCTAssertEqual(layout.contentSize.height, 2 * (100 + LayoutContext.maximumLength))
        XCTAssertEqual(
            Self.error(layout.configuration),
            LayoutConfigurationError(
                field: "metrics.footerReferenceSize.height", value: .greatestFiniteMagnitude,
                rule: .mustBeAtMost(LayoutContext.maximumLength)))
    }

    func testFlow_RightToLeftWithAHugeInset_AnswersAsTheBruteForceFilter() {
        let metrics = FlowLayout.SectionMetrics(sectionInset: EdgeInsets(left: 1e300))
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 100)), metrics: .all(metrics)))
        var context = LayoutContext(viewportSize: viewport, itemCounts: [20])
        context.layoutDirection = .rightToLeft
        layout.prepare(context)
        let all = layout.attributes(in: .infinite)
        XCTAssertEqual(all.count, 20)
        XCTAssertTrue(all.allSatisfy { $0.frame.isFinite })
        let rect = Rect(origin: .zero, size: viewport)
        let baseline = LayoutConformance.baseline(layout, itemCounts: [20])
        XCTAssertEqual(
            Set(layout.attributes(in: rect).map(ElementKey.init)),
            Set(baseline?.attributes(in: rect).map(ElementKey.init) ?? []))
    }

    func testFlow_Validate_RejectsItemSizesAboveTheMaximumLength() {
        let configuration = FlowLayout.Configuration(itemSizing: .fixed(Size(width: 1e7, height: 10)))
        XCTAssertEqual(Self.error(configuration)?.field, "itemSize.width")
        XCTAssertEqual(Self.error(configuration)?.rule, .mustBeAtMost(LayoutContext.maximumLength))
    }

    private static func error(_ configuration: FlowLayout.Configuration) -> LayoutConfigurationError? {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }
}
