import XCTest

@testable import LayoutEngine

final class RectTests: XCTestCase {
    func testRect_EdgesFollowCoreGraphics() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual([rect.minX, rect.midX, rect.maxX], [10, 25, 40])
        XCTAssertEqual([rect.minY, rect.midY, rect.maxY], [20, 40, 60])
        XCTAssertEqual(rect.center, Point(x: 25, y: 40))
    }

    func testRect_NegativeSizeIsReadStandardized() {
        let rect = Rect(x: 40, y: 60, width: -30, height: -40)
        XCTAssertEqual(rect.standardized, Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual([rect.minX, rect.maxX, rect.minY, rect.maxY], [10, 40, 20, 60])
        XCTAssertEqual([rect.width, rect.height], [30, 40])
        XCTAssertTrue(rect.intersects(Rect(x: 15, y: 25, width: 1, height: 1)))
    }

    func testRect_EdgeTouchingRectsDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
        XCTAssertFalse(a.intersects(Rect(x: 0, y: 10, width: 10, height: 10)))
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        XCTAssertEqual(a.intersection(Rect(x: 10, y: 0, width: 10, height: 10)), .null)
        XCTAssertTrue(a.intersects(Rect(x: 9.999, y: 0, width: 10, height: 10)))
    }

    func testRect_ZeroAreaRectInsideIntersects_OnEdgeDoesNot() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
        XCTAssertTrue(a.intersects(Rect(x: 5, y: -5, width: 0, height: 20)))
        XCTAssertFalse(a.intersects(Rect(x: 0, y: 5, width: 0, height: 0)))
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 5, width: 0, height: 2)))
    }

    func testRect_NullIntersectsNothingAndIsUnionIdentity() {
        let a = Rect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(Rect.null.isNull)
        XCTAssertTrue(Rect.null.isEmpty)
        XCTAssertFalse(Rect.null.intersects(a))
        XCTAssertFalse(Rect.null.intersects(.infinite))
        XCTAssertEqual(Rect.null.union(a), a)
        XCTAssertEqual(a.union(.null), a)
        XCTAssertFalse(Rect.null.contains(Point.zero))
    }

    func testRect_IntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -5, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 0, width: 5, height: 5))
        XCTAssertEqual(a.union(b), Rect(x: 0, y: -5, width: 15, height: 15))
        XCTAssertEqual(
            a.union(Rect(x: 20, y: 20, width: -5, height: -5)), Rect(x: 0, y: 0, width: 20, height: 20))
    }

    func testRect_ContainsIncludesMinEdgesExcludesMaxEdges() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(a.contains(Point(x: 10, y: 5)))
        XCTAssertTrue(a.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertFalse(a.contains(Rect(x: 1, y: 1, width: 10, height: 1)))
        XCTAssertFalse(a.contains(Rect.null))
    }

    func testRect_EmptyMeansNullOrZeroArea() {
        XCTAssertTrue(Rect.zero.isEmpty)
        XCTAssertTrue(Rect(x: 3, y: 3, width: 0, height: 5).isEmpty)
        XCTAssertFalse(Rect(x: 3, y: 3, width: -1, height: 5).isEmpty)
    }

    func testRect_InsetAndOffset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(a.insetBy(dx: 2, dy: 3), Rect(x: 2, y: 3, width: 6, height: 14))
        XCTAssertEqual(a.insetBy(dx: -2, dy: 0), Rect(x: -2, y: 0, width: 14, height: 20))
        XCTAssertEqual(a.insetBy(dx: 6, dy: 0), .null, "shrunk past zero width")
        XCTAssertEqual(a.offsetBy(dx: 5, dy: -5), Rect(x: 5, y: -5, width: 10, height: 20))
        XCTAssertEqual(Rect.null.offsetBy(dx: 5, dy: 5), .null)
        XCTAssertEqual(
            a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            Rect(x: 2, y: 1, width: 4, height: 16))
    }

    func testRect_AxisNeutralAccessors() {
        let a = Rect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(
            [a.min(along: .horizontal), a.max(along: .horizontal), a.length(along: .horizontal)], [1, 4, 3])
        XCTAssertEqual(
            [a.min(along: .vertical), a.max(along: .vertical), a.length(along: .vertical)], [2, 6, 4])
        XCTAssertEqual(Rect(along: .vertical, main: 2, cross: 1, mainLength: 4, crossLength: 3), a)
        XCTAssertEqual(Rect(along: .horizontal, main: 1, cross: 2, mainLength: 3, crossLength: 4), a)
    }

    func testRect_MirroredHorizontally() {
        let a = Rect(x: 10, y: 5, width: 30, height: 8)
        XCTAssertEqual(a.mirroredHorizontally(inWidth: 100), Rect(x: 60, y: 5, width: 30, height: 8))
    }

    func testSanitizedLength_ClampsBadValuesToZero() {
        XCTAssertEqual([-1, .nan, .infinity, -.infinity, 3].map(\.sanitizedLength), [0, 0, 0, 0, 3])
        XCTAssertEqual(Size(width: -4, height: .nan).sanitized, .zero)
    }

    func testRect_MirroredHorizontally_InfiniteWidthKeepsItsFiniteEdgeWithoutNaN() {
        let mirrored = Rect(x: 0, y: 5, width: .infinity, height: 10).mirroredHorizontally(inWidth: 300)
        XCTAssertEqual(mirrored.minX, -.infinity)
        XCTAssertEqual(mirrored.maxX, 300)
        XCTAssertEqual(mirrored.minY, 5)
        let back = Rect(x: 20, y: 0, width: -.infinity, height: 1).mirroredHorizontally(inWidth: 300)
        XCTAssertEqual(back.minX, 280)
        XCTAssertEqual(back.maxX, .infinity)
    }
}
