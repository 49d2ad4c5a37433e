import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The limits every layout shares: the laid-out item count and the longest length.
final class LayoutContextLimitsTests: XCTestCase {
    private let viewport = Size(width: 390, height: 844)

    func testLayoutContext_LaidOutItemCounts_AreTheFirstMaximumItemCountItemsInSectionOrder() {
        let maximum = LayoutContext.maximumItemCount
        let cases: [([Int], [Int])] = [
            ([3, -2, 5], [3, 0, 5]),
            ([maximum], [maximum]),
            ([maximum - 5, 10, 7], [maximum - 5, 5, 0]),
            ([Int.max / 2, Int.max / 2, 10], [maximum, 0, 0]),
            ([Int.max, Int.max], [maximum, 0]),
            ([Int.min, 4], [0, 4]),
        ]
        for (counts, expected) in cases {
            let context = LayoutContext(viewportSize: viewport, itemCounts: counts)
            XCTAssertEqual(context.laidOutItemCounts, expected, "\(counts)")
        }
    }

    func testLayoutContext_LaidOutItemCountOfOneSection_IsItsEntryOfTheArray() {
        let maximum = LayoutContext.maximumItemCount
        var generator = SeededGenerator(seed: 5)
        var cases: [[Int]] = [
            [], [3, -2, 5], [maximum - 5, 10, 7], [Int.max / 2, Int.max / 2, 10], [Int.max, Int.max, 1],
            [Int.min, 4], [Int.min, Int.max, -1],
        ]
        for _ in 0..<50 {
            cases.append(
                (0..<generator.int(in: 0...40)).map { _ in
                    switch generator.int(in: 0...9) {
                    case 0: Int.max - generator.int(in: 0...3)
                    case 1: -generator.int(in: 0...5)
                    case 2: maximum / generator.int(in: 1...4)
                    default: generator.int(in: 0...1000)
                    }
                })
        }
        for counts in cases {
            let context = LayoutContext(viewportSize: viewport, itemCounts: counts)
            let expected = context.laidOutItemCounts
            for section in -1...counts.count {
                XCTAssertEqual(
                    context.laidOutItemCount(ofSection: section),
                    expected.indices.contains(section) ? expected[section] : 0,
                    "\(counts), section \(section)")
            }
        }
    }

    func testLayoutContext_Validate_AcceptsAnOrdinaryContext() throws {
        try LayoutContext(viewportSize: viewport, itemCounts: [10, 0, LayoutContext.maximumItemCount - 10])
            .validate()
    }

    func testLayoutContext_Validate_RejectsNegativeCountsAndCountsPastTheMaximum() {
        let maximum = LayoutContext.maximumItemCount
        XCTAssertEqual(
            error(LayoutContext(viewportSize: viewport, itemCounts: [1, -1])),
            LayoutConfigurationError(field: "itemCounts[1]", value: -1, rule: .mustNotBeNegative))
        XCTAssertEqual(
            error(LayoutContext(viewportSize: viewport, itemCounts: [maximum - 5, 10])),
            LayoutConfigurationError(field: "itemCounts[1]", value: 10, rule: .mustBeAtMost(5)))
        XCTAssertEqual(
            error(LayoutContext(viewportSize: viewport, itemCounts: [Int.max / 2]))?.field, "itemCounts[0]")
    }

    func testLayoutContext_Validate_RejectsNonFiniteOrTooLongViewportsInsetsAndScales() {
        let limit = LayoutContext.maximumLength
        var context = LayoutContext(viewportSize: viewport, itemCounts: [1])
        context.bounds.origin.x = .nan
        XCTAssertEqual(error(context)?.field, "bounds.origin.x")
        context = LayoutContext(viewportSize: Size(width: 2e6, height: 10), itemCounts: [1])
        XCTAssertEqual(
            error(context),
            LayoutConfigurationError(field: "bounds.size.width", value: 2e6, rule: .mustBeAtMost(limit)))
        context = LayoutContext(viewportSize: Size(width: 10, height: -1), itemCounts: [1])
        XCTAssertEqual(error(context)?.rule, .mustNotBeNegative)
        context = LayoutContext(
            viewportSize: viewport, itemCounts: [1], contentInsets: EdgeInsets(left: 1e300))
        XCTAssertEqual(error(context)?.field, "contentInsets.left")
        context = LayoutContext(viewportSize: viewport, itemCounts: [1], displayScale: 0)
        XCTAssertEqual(error(context)?.field, "displayScale")
    }

    func testLayoutContext_ViewportSize_IsAtMostTheMaximumLength() {
        let context = LayoutContext(viewportSize: Size(width: 1e300, height: .infinity), itemCounts: [])
        XCTAssertEqual(context.viewportSize, Size(width: LayoutContext.maximumLength, height: 0))
    }

    func testLayoutConfigurationError_MustBeAtMost_Describes() {
        let error = LayoutConfigurationError(field: "itemSize.width", value: 2e6, rule: .mustBeAtMost(1e6))
        XCTAssertEqual(error.description, "itemSize.width is 2000000: must be at most 1000000")
    }

    private func error(_ context: LayoutContext) -> LayoutConfigurationError? {
        do {
            try context.validate()
            return nil
        } catch {
            return error
        }
    }
}
