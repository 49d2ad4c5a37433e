import XCTest

@testable import LayoutEngine

/// The spare capacity an index keeps after a build: an eighth of the size, and its first pages
/// written without changing the array.
final class ArraySpareCapacityTests: XCTestCase {
    func testShrinkToFit_KeepsAnEighthSpareWhenMoreThanAQuarterIsUnused() {
        var array = Array(0..<1000)
        array.reserveCapacity(4000)
        array.shrinkToFit()
        XCTAssertEqual(array, Array(0..<1000))
        XCTAssertGreaterThanOrEqual(array.capacity, 1000 + 1000 / 8 + 16)
        XCTAssertLessThan(array.capacity, 1000 + 1000 / 4 + 64)
        // Already close to its size: left alone.
        let capacity = array.capacity
        array.shrinkToFit()
        XCTAssertEqual(array.capacity, capacity)
    }

    func testTouchSpareCapacity_LeavesCountCapacityAndElementsAlone() {
        for (count, reserved) in [(0, 0), (0, 10), (5, 5), (100, 5000), (3, 100_000)] {
            var array = Array(0..<count)
            array.reserveCapacity(reserved)
            let capacity = array.capacity
            let storage = array.withUnsafeBufferPointer { $0.baseAddress }
            array.touchSpareCapacity(with: -1)
            XCTAssertEqual(array, Array(0..<count), "\(count) in \(reserved)")
            XCTAssertEqual(array.capacity, capacity, "\(count) in \(reserved)")
            // Written in place: no reallocation.
            XCTAssertEqual(
                array.withUnsafeBufferPointer { $0.baseAddress }, storage, "\(count) in \(reserved)")
        }
    }
}
