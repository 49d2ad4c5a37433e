import XCTest

@testable import LayoutEngine

/// The large-page hint changes no array: not its elements, count or capacity, whatever its size
/// (empty with room reserved, below the threshold, above it, not aligned to a large page).
final class LargePagesTests: XCTestCase {
    func testLargePages_AdviceLeavesArraysUnchanged() {
        let threshold = LargePages.threshold
        // The largest size only in the long campaign: filling it takes a second in a debug build.
        let largest = TestCampaign.isLong ? [threshold * 3 + 24] : []
        for byteCount in [0, 64, threshold - 8, threshold] + largest {
            var empty: [Double] = []
            empty.reserveCapacity(byteCount / 8)
            let emptyCapacity = empty.capacity
            LargePages.advise(&empty)
            XCTAssertTrue(empty.isEmpty)
            XCTAssertEqual(empty.capacity, emptyCapacity)

            var filled = (0..<(byteCount / 8)).map(Double.init)
            let capacity = filled.capacity
            LargePages.advise(&filled)
            XCTAssertEqual(filled.capacity, capacity)
            XCTAssertEqual(filled.count, byteCount / 8)
            XCTAssertTrue(filled.enumerated().allSatisfy { $0.element == Double($0.offset) })
            filled.append(-1)
            XCTAssertEqual(filled.last, -1)
        }
    }
}
