import LayoutEngine
import XCTest

/// Absurd counts and lengths at the limits: bounded work and memory, finite output.
final class WaterfallBadInputLimitsTests: XCTestCase {
    func testWaterfall_AbsurdCounts_LayOutTheFirstMaximumItemCountItems() throws {
        try TestCampaign.requireLongCampaign("lays out 2²⁴ items")
        // Once grew until the process was killed.
        let maximum = LayoutContext.maximumItemCount
        let configuration = WaterfallLayout.Configuration(
            columnCount: 3, itemHeight: WaterfallFixtures.heights([[40, 60, 80]]))
        let layout = WaterfallFixtures.prepared(configuration, width: 390, itemCounts: [Int.max / 2, 5])
        XCTAssertNotNil(layout.attributes(at: ItemPath(item: maximum - 1, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: maximum, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 1)))
        XCTAssertTrue(layout.contentSize.isFinite)
    }

    func testWaterfall_HugeHeader_IsReadAsTheMaximumLengthAndRejectedByValidate() {
        let configuration = WaterfallLayout.Configuration(
            headerHeight: 1e308, itemHeight: WaterfallFixtures.heights([[10, 10]]))
        let layout = WaterfallFixtures.prepared(configuration, width: 200, itemCounts: [2])
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, LayoutContext.maximumLength)
        XCTAssertTrue(layout.attributes(in: .infinite).allSatisfy { $0.frame.isFinite })
        XCTAssertEqual(
            Self.error(configuration),
            LayoutConfigurationError(
                field: "headerHeight", value: 1e308, rule: .mustBeAtMost(LayoutContext.maximumLength)))
    }

    func testWaterfall_Validate_RejectsAColumnCountAboveTheMaximum() {
        let maximum = WaterfallLayout.Configuration.maximumColumnCount
        XCTAssertEqual(
            Self.error(WaterfallLayout.Configuration(columnCount: 100_000)),
            LayoutConfigurationError(
                field: "columnCount", value: 100_000, rule: .mustBeAtMost(Double(maximum))))
        XCTAssertNil(Self.error(WaterfallLayout.Configuration(columnCount: .all(maximum))))
        XCTAssertEqual(
            Self.error(WaterfallLayout.Configuration(columnCount: [2, maximum + 1]))?.field, "columnCount[1]")
    }

    private static func error(_ configuration: WaterfallLayout.Configuration) -> LayoutConfigurationError? {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }
}
