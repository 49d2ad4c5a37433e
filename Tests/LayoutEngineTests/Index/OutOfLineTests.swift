import XCTest

@testable import LayoutEngine

final class OutOfLineTests: XCTestCase {
    /// Where `numbers` keeps its elements.
    private static func storage(of numbers: [Int]) -> UInt {
        numbers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// An array of one element with room for a hundred.
    private static func roomyArray() -> [Int] {
        var numbers = [Int]()
        numbers.reserveCapacity(100)
        numbers.append(1)
        return numbers
    }

    func testOutOfLine_HoldsItsValue() {
        var box = OutOfLine([1, 2])
        XCTAssertEqual(box.value, [1, 2])
        box.value.append(3)
        XCTAssertEqual(box.value, [1, 2, 3])
        XCTAssertEqual(box.withValue { $0.count }, 3)
        XCTAssertEqual(box.take(), [1, 2, 3])
    }

    func testOutOfLine_MutatingInPlaceKeepsTheValuesStorage() {
        var box = OutOfLine(Self.roomyArray())
        let before = Self.storage(of: box.value)
        for number in 2...50 { box.value.append(number) }
        XCTAssertEqual(before, Self.storage(of: box.value), "appended in place, not to a copy")
        XCTAssertEqual(box.value, Array(1...50))
    }

    func testOutOfLine_TakeMovesTheValueOut() {
        let box = OutOfLine(Self.roomyArray())
        let before = box.withValue { Self.storage(of: $0) }
        var taken = (consume box).take()
        taken.append(2)
        XCTAssertEqual(before, Self.storage(of: taken), "the taken value is the only owner of its storage")
        XCTAssertEqual(taken, [1, 2])
    }

    func testSection_KeepsItsOptionalPartsOutOfLine() {
        XCTAssertLessThan(
            MemoryLayout<SectionedStore.Section>.stride,
            MemoryLayout<RectIndex>.stride + MemoryLayout<SectionedStore.Band>.stride)
    }
}
