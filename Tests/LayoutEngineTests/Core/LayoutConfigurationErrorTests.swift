import XCTest

@testable import LayoutEngine

/// `LayoutConfigurationError`: the shared validation rules and the readable description.
final class LayoutConfigurationErrorTests: XCTestCase {
    /// The error `body` throws, or nil.
    private func thrown(_ body: () throws -> Void) -> LayoutConfigurationError? {
        do {
            try body()
            return nil
        } catch {
            return error as? LayoutConfigurationError
        }
    }

    func testConfigurationError_Description_NamesFieldValueAndRule() {
        XCTAssertEqual(
            LayoutConfigurationError(field: "columnCount[1]", value: -2, rule: .mustBeAtLeast(1)).description,
            "columnCount[1] is -2: must be at least 1")
        XCTAssertEqual(
            LayoutConfigurationError(field: "itemSize.width", value: 0, rule: .mustBePositive).description,
            "itemSize.width is 0: must be greater than zero")
        XCTAssertEqual(
            LayoutConfigurationError(field: "minimumLineSpacing", value: -0.5, rule: .mustNotBeNegative)
                .description,
            "minimumLineSpacing is -0.5: must not be negative")
        XCTAssertEqual(
            LayoutConfigurationError(field: "radius", value: .nan, rule: .mustBeFinite).description,
            "radius is nan: must be finite")
        XCTAssertEqual(
            LayoutConfigurationError(field: "sideItemAlpha", value: 1.5, rule: .mustBeInRange(0...1))
                .description,
            "sideItemAlpha is 1.5: must lie in 0...1")
        XCTAssertEqual(
            LayoutConfigurationError(field: "spacing", value: -.infinity, rule: .mustBeFinite).description,
            "spacing is -inf: must be finite")
    }

    func testConfigurationError_Description_IsWhatStringInterpolationPrints() {
        let error = LayoutConfigurationError(field: "radius", value: -3, rule: .mustBePositive)
        XCTAssertEqual("\(error)", "radius is -3: must be greater than zero")
    }

    func testConfigurationError_RequirePositive_RejectsZeroNegativeAndNonFinite() {
        XCTAssertEqual(
            thrown { try LayoutConfigurationError.requirePositive(0, "radius") },
            LayoutConfigurationError(field: "radius", value: 0, rule: .mustBePositive))
        XCTAssertEqual(
            thrown { try LayoutConfigurationError.requirePositive(-1, "radius") }?.rule,
            .mustBePositive)
        XCTAssertEqual(
            thrown {
                try LayoutConfigurationError.requirePositive(.infinity, "radius")
            }?.rule, .mustBeFinite)
        XCTAssertNil(
            thrown { try LayoutConfigurationError.requirePositive(1e-9, "radius") })
    }

    func testConfigurationError_RequirePositiveSize_NamesTheExtent() {
        XCTAssertEqual(
            thrown {
                try LayoutConfigurationError.requirePositive(Size(width: 10, height: 0), "itemSize")
            },
            LayoutConfigurationError(field: "itemSize.height", value: 0, rule: .mustBePositive))
        XCTAssertEqual(
            thrown {
                try LayoutConfigurationError.requirePositive(Size(width: .nan, height: 0), "itemSize")
            }?.field, "itemSize.width")
    }

    func testConfigurationError_RequireNonNegative_AcceptsZeroRejectsNegative() {
        XCTAssertNil(
            thrown {
                try LayoutConfigurationError.requireNonNegative(Size.zero, "headerReferenceSize")
            })
        XCTAssertNil(
            thrown {
                try LayoutConfigurationError.requireNonNegative(EdgeInsets(all: 2), "insets")
            })
        XCTAssertEqual(
            thrown {
                try LayoutConfigurationError.requireNonNegative(
                    EdgeInsets(top: 0, left: 0, bottom: -1, right: 0), "insets")
            },
            LayoutConfigurationError(field: "insets.bottom", value: -1, rule: .mustNotBeNegative))
    }

    func testConfigurationError_RequireAtLeastOne_RejectsZeroAndNegativeCounts() {
        XCTAssertEqual(
            thrown {
                try LayoutConfigurationError.requireAtLeastOne(-2, "columnCount[1]")
            }?.description,
            "columnCount[1] is -2: must be at least 1")
        XCTAssertEqual(
            thrown { try LayoutConfigurationError.requireAtLeastOne(0, "count") }?.rule,
            .mustBeAtLeast(1))
        XCTAssertNil(
            thrown { try LayoutConfigurationError.requireAtLeastOne(1, "count") })
    }

    func testConfigurationError_RequireInRange_RejectsOutsideAndNaN() {
        XCTAssertEqual(
            thrown { try LayoutConfigurationError.require(1.5, in: 0...1, "alpha") }?
                .rule,
            .mustBeInRange(0...1))
        XCTAssertEqual(
            thrown { try LayoutConfigurationError.require(.nan, in: 0...1, "alpha") }?
                .rule,
            .mustBeFinite)
    }
}
