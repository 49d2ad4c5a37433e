import XCTest

@testable import LayoutEngine

final class OutOfLineTests: XCTestCase {
    func testOutOfLine_HoldsOneValueOrNone() {
        var slot = OutOfLine<[Int]>()
        XCTAssertNil(slot.value)
        slot.value = [1, 2]
        XCTAssertEqual(slot.value, [1, 2])
        slot.value = nil
        XCTAssertNil(slot.value)
        slot.value?.append(3)
        XCTAssertNil(slot.value, "mutating an empty slot leaves it empty")
    }

    func testOutOfLine_MutatingInPlaceKeepsTheValuesStorage() {
        var slot = OutOfLine<[Int]>()
        var numbers = [Int]()
        numbers.reserveCapacity(100)
        numbers.append(1)
        slot.value = numbers
        numbers = []
        let before = slot.value?.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for number in 2...50 { slot.value?.append(number) }
        let after = slot.value?.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        XCTAssertEqual(before, after, "appended in place, not to a copy")
        XCTAssertEqual(slot.value, Array(1...50))
    }

    func testSection_KeepsItsOptionalPartsOutOfLine() {
        XCTAssertLessThan(
            MemoryLayout<SectionedStore.Section>.stride,
            MemoryLayout<RectIndex>.stride + MemoryLayout<SectionedStore.Band>.stride)
    }
}
