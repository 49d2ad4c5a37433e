import LayoutEngine
import LayoutEngineTestSupport
import XCTest

final class CircularFanGeometryTests: XCTestCase {
    private let step = 0.463_647_609_000_806_1  // atan(100 / 200)

    private func path(_ item: Int, section: Int = 0) -> ItemPath {
        ItemPath(item: item, section: section)
    }

    func testCircularFan_ContentIsCountTimesItemWidthByViewportHeight() {
        let layout = CircularFanFixtures.small().prepared(x: 0)
        XCTAssertEqual(layout.contentSize, Size(width: 500, height: 400))
    }

    func testCircularFan_DefaultAnglePerItemIsArcTangentOfWidthOverRadius() {
        XCTAssertEqual(
            CircularFanFixtures.small().layout.configuration.resolvedAnglePerItem, step, accuracy: 1e-15)
        XCTAssertEqual(
            CircularFanFixtures.small(anglePerItem: 0.3).layout.configuration.resolvedAnglePerItem, 0.3)
    }

    func testCircularFan_FrameIsCentredInTheViewportAndMovesWithTheOffset() {
        let start = CircularFanFixtures.small().prepared(x: 0)
        assertCellFrames(
            start,
            [
                path(0): Rect(x: 100, y: 175, width: 100, height: 50),
                path(3): Rect(x: 100, y: 175, width: 100, height: 50),
            ])
        let scrolled = CircularFanFixtures.small().prepared(x: 130)
        assertCellFrames(scrolled, [path(2): Rect(x: 230, y: 175, width: 100, height: 50)])
        // The reference centres on the bounds in both axes: a vertical bounce moves the frame too.
        let bounced = CircularFanFixtures.small().prepared(x: 0, y: -20)
        assertCellFrames(bounced, [path(0): Rect(x: 100, y: 155, width: 100, height: 50)])
    }

    func testCircularFan_AnchorPointSitsAtTheWheelCentre() {
        let layout = CircularFanFixtures.small().prepared(x: 0)
        let attributes = layout.attributes(at: path(1))
        // (itemHeight / 2 + radius) / itemHeight = (25 + 200) / 50.
        XCTAssertEqual(attributes?.anchorPoint, Point(x: 0.5, y: 4.5))
        // In content coordinates: radius below the viewport's centre (150, 200).
        XCTAssertEqual(attributes?.anchorPosition, Point(x: 150, y: 400))
    }

    func testCircularFan_AnglesAtStartMiddleAndEnd() {
        let testCase = CircularFanFixtures.small()
        // Start: item 0 upright, item i at i × anglePerItem.
        let start = testCase.prepared(x: 0)
        for item in 0..<5 {
            XCTAssertEqual(
                start.angle(at: path(item)) ?? .nan, Double(item) * step, accuracy: 1e-12, "item \(item)")
        }
        // Middle (offset 100 of 200): item 0 at -(count - 1) × step / 2, item 2 upright.
        let middle = testCase.prepared(x: 100)
        XCTAssertEqual(middle.angle(at: path(0)) ?? .nan, -2 * step, accuracy: 1e-12)
        XCTAssertEqual(middle.angle(at: path(2)) ?? .nan, 0, accuracy: 1e-12)
        // End: item 0 at -(count - 1) × step, the last item upright.
        let end = testCase.prepared(x: 200)
        XCTAssertEqual(end.angle(at: path(0)) ?? .nan, -4 * step, accuracy: 1e-12)
        XCTAssertEqual(end.angle(at: path(4)) ?? .nan, 0, accuracy: 1e-12)
    }

    func testCircularFan_ItemAngleIsItemZeroPlusIndexTimesAnglePerItem() {
        let layout = CircularFanFixtures.small().prepared(x: 37)
        let first = layout.angle(at: path(0)) ?? .nan
        XCTAssertEqual(first, -4 * step * 37 / 200, accuracy: 1e-12)
        for item in 1..<5 {
            XCTAssertEqual(layout.angle(at: path(item)) ?? .nan, first + Double(item) * step, accuracy: 1e-12)
        }
    }

    func testCircularFan_TransformIsTheRotationByTheItemsAngle() {
        let layout = CircularFanFixtures.small().prepared(x: 60)
        for item in 0..<5 {
            let angle = layout.angle(at: path(item)) ?? .nan
            XCTAssertEqual(layout.attributes(at: path(item))?.transform, Transform(rotationAngle: angle))
        }
    }

    func testCircularFan_QuarterTurnPutsTheItemBesideTheWheelCentre() {
        // anglePerItem π/2: item 1 turns clockwise by a quarter about the wheel's centre
        // (150, 400); its centre moves from (150, 200) to (350, 400) and it stands 50 × 100.
        let layout = CircularFanFixtures.small(anglePerItem: .pi / 2).prepared(x: 0)
        assertRect(layout.attributes(at: path(1))?.visualBounds, Rect(x: 325, y: 350, width: 50, height: 100))
        // Item 0 stands upright at the top.
        assertRect(layout.attributes(at: path(0))?.visualBounds, Rect(x: 100, y: 175, width: 100, height: 50))
    }

    func testCircularFan_WheelHoldsOneTurnFromMinusPiToPi() {
        let testCase = CircularFanFixtures.small(anglePerItem: .pi / 2)
        // Offset 0: angles 0, π/2, π, 3π/2, 2π; only [-π, π) is on the wheel.
        let start = testCase.prepared(x: 0)
        XCTAssertNotNil(start.attributes(at: path(1)))
        XCTAssertNil(start.attributes(at: path(2)), "angle π is off the wheel")
        XCTAssertNil(start.attributes(at: path(4)), "angle 2π would draw over item 0")
        XCTAssertEqual(start.angle(at: path(4)) ?? .nan, 2 * .pi, accuracy: 1e-12)
        // End: angles -2π, -3π/2, -π, -π/2, 0.
        let end = testCase.prepared(x: 200)
        XCTAssertNil(end.attributes(at: path(1)))
        XCTAssertNotNil(end.attributes(at: path(2)), "angle -π is on the wheel")
        XCTAssertEqual(
            Set(end.attributes(in: .infinite).map(\.path.item)), [2, 3, 4], "the whole-content query")
    }

    func testCircularFan_ZIndexFollowsTheAngleAsInTheReference() {
        let layout = CircularFanFixtures.small(anglePerItem: .pi / 2).prepared(x: 0)
        XCTAssertEqual(layout.attributes(at: path(0))?.zIndex, 0)
        XCTAssertEqual(layout.attributes(at: path(1))?.zIndex, 1_570_796)
        let end = CircularFanFixtures.small(anglePerItem: .pi / 2).prepared(x: 200)
        XCTAssertEqual(end.attributes(at: path(3))?.zIndex, -1_570_796)
    }

    func testCircularFan_SectionsFollowEachOtherOnOneWheel() {
        var layout = CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200)
        layout.prepare(LayoutContext(viewportSize: Size(width: 300, height: 400), itemCounts: [2, 0, 3]))
        XCTAssertEqual(layout.contentSize.width, 500)
        XCTAssertEqual(layout.angle(at: path(0, section: 2)) ?? .nan, 2 * step, accuracy: 1e-12)
        XCTAssertEqual(layout.angle(at: path(1, section: 0)) ?? .nan, step, accuracy: 1e-12)
        XCTAssertNil(layout.angle(at: path(0, section: 1)))
        XCTAssertNil(layout.attributes(at: path(3, section: 2)))
        XCTAssertNil(layout.attributes(at: path(0, section: 3)))
        XCTAssertNil(layout.attributes(at: path(-1, section: 0)))
        XCTAssertEqual(
            layout.attributes(in: .infinite).map(\.path).sorted(),
            [path(0), path(1), path(0, section: 2), path(1, section: 2), path(2, section: 2)])
    }

    func testCircularFan_ContentOffsetCenteringAnItemStandsItUpright() {
        let testCase = CircularFanFixtures.small()
        let layout = testCase.prepared(x: 0)
        XCTAssertEqual(layout.contentOffset(centering: path(3)), Point(x: 150, y: 0))
        XCTAssertNil(layout.contentOffset(centering: path(5)))
        let there = testCase.prepared(x: 150)
        XCTAssertEqual(there.angle(at: path(3)) ?? .nan, 0, accuracy: 1e-12)
    }
}
