import LayoutEngine
import XCTest

/// `Configuration.validate()` names the first bad field, its value and the rule it broke.
final class WaterfallValidationTests: XCTestCase {
    private func error(_ configuration: WaterfallLayout.Configuration) -> LayoutConfigurationError? {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }

    func testWaterfallValidation_DefaultConfigurationIsValid() {
        XCTAssertNil(error(WaterfallLayout.Configuration()))
        XCTAssertNil(
            error(
                WaterfallLayout.Configuration(
                    columnCount: [1, 4], minimumColumnWidth: 80, headerHeight: [0, 30], footerHeight: 12)))
    }

    func testWaterfallValidation_ColumnCountMustBePositive() {
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(columnCount: 0)),
            LayoutConfigurationError(field: "columnCount", value: 0, rule: .mustBeAtLeast(1)))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(columnCount: [2, -1])),
            LayoutConfigurationError(field: "columnCount[1]", value: -1, rule: .mustBeAtLeast(1)))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(columnCount: [])),
            LayoutConfigurationError(field: "columnCount", value: 0, rule: .mustBeAtLeast(1)))
    }

    func testWaterfallValidation_LengthsMustBeFiniteAndNotNegative() {
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(columnSpacing: -1)),
            LayoutConfigurationError(field: "columnSpacing", value: -1, rule: .mustNotBeNegative))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(itemSpacing: .all(.infinity))),
            LayoutConfigurationError(field: "itemSpacing", value: .infinity, rule: .mustBeFinite))
        XCTAssertEqual(
            error(
                WaterfallLayout.Configuration(sectionInset: EdgeInsets(top: 0, left: -2, bottom: 0, right: 0))
            ),
            LayoutConfigurationError(field: "sectionInset.left", value: -2, rule: .mustNotBeNegative))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(headerHeight: [10, -3])),
            LayoutConfigurationError(field: "headerHeight[1]", value: -3, rule: .mustNotBeNegative))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(footerHeight: .all(-.infinity))),
            LayoutConfigurationError(field: "footerHeight", value: -.infinity, rule: .mustBeFinite))
    }

    func testWaterfallValidation_MinimumColumnWidthMustBePositive() {
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(minimumColumnWidth: 0)),
            LayoutConfigurationError(field: "minimumColumnWidth", value: 0, rule: .mustBePositive))
    }
}
