import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Asserts that two rectangles are equal within `tolerance` on every coordinate.
func assertRect(
    _ actual: Rect?, _ expected: Rect, tolerance: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else {
        XCTFail("nil rect, expected \(expected) \(message())", file: file, line: line)
        return
    }
    let close =
        abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance
        && abs(actual.height - expected.height) <= tolerance
    XCTAssert(close, "\(actual) is not \(expected) \(message())", file: file, line: line)
}

/// Asserts that the cells of `layout` have exactly `expected` frames, naming the first path
/// that differs.
func assertCellFrames<Layout: CollectionLayout>(
    _ layout: Layout, _ expected: [ItemPath: Rect], tolerance: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    for path in expected.keys.sorted() {
        guard let expectedFrame = expected[path] else { continue }
        guard let actual = layout.attributes(at: path) else {
            XCTFail("no cell at \(path)", file: file, line: line)
            return
        }
        let close =
            abs(actual.frame.minX - expectedFrame.minX) <= tolerance
            && abs(actual.frame.minY - expectedFrame.minY) <= tolerance
            && abs(actual.frame.width - expectedFrame.width) <= tolerance
            && abs(actual.frame.height - expectedFrame.height) <= tolerance
        if !close {
            XCTFail(
                "first differing cell \(path): \(actual.frame), expected \(expectedFrame)", file: file,
                line: line)
            return
        }
    }
}

/// Asserts that both arrays hold the same elements (by kind and path) with equal attributes,
/// each once, naming the first difference.
func assertSameElements(
    _ actual: [LayoutAttributes], _ expected: [LayoutAttributes], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = firstDifference(actual, expected) {
        XCTFail("\(difference) \(message())", file: file, line: line)
    }
}
