import XCTest

@testable import LayoutEngine

/// `HostScroller`: the rules of the scroller's own state, checked on the scroller itself.
final class HostScrollerTests: XCTestCase {
    func testHostScroller_AnOffsetSetMidDragKeepsTheFingerDraggingFromThere() {
        var scroller = HostScroller()
        scroller.offset = Point(x: 0, y: 500)
        scroller.drag = HostScroller.Drag(
            startPoint: Point(x: 100, y: 300), startOffset: Point(x: 0, y: 400),
            lastPoint: Point(x: 100, y: 200))
        scroller.target = ScrollTarget(path: ItemPath(item: 9, section: 0), position: .top, resolvedAt: nil)
        scroller.jump(to: Point(x: 0, y: 2_000))
        XCTAssertEqual(scroller.offset, Point(x: 0, y: 2_000))
        XCTAssertNil(scroller.target, "an offset set stops a scroll to an item, as UIScrollView's")
        XCTAssertFalse(scroller.isDecelerating)
        // The finger moved 100 points up from where it went down: the content follows it from the
        // new offset, 100 points on (the drag's start moved by the 1 500-point jump).
        XCTAssertEqual(scroller.drag?.startOffset, Point(x: 0, y: 1_900))
    }

    func testHostScroller_AlwaysBouncesOnlyWhileBouncing() {
        var scroller = HostScroller()
        XCTAssertFalse(
            scroller.bouncesAlways(along: .vertical), "UIScrollView: alwaysBounceVertical is false")
        scroller.alwaysBounceVertical = true
        XCTAssertTrue(scroller.bouncesAlways(along: .vertical))
        XCTAssertFalse(scroller.bouncesAlways(along: .horizontal))
        scroller.bounces = false
        XCTAssertFalse(scroller.bouncesAlways(along: .vertical), "no bounce at all")
    }

    func testHostScroller_SizeChangesAreTakenOnce() {
        var scroller = HostScroller()
        XCTAssertFalse(scroller.takeSizeChanges())
        scroller.isResized = true
        XCTAssertTrue(scroller.takeSizeChanges())
        XCTAssertFalse(scroller.takeSizeChanges(), "the next frame has nothing left to adjust")
        scroller.rangesBeforeReports = (0...10, 0...100)
        XCTAssertTrue(scroller.hasSizeChanges)
        XCTAssertTrue(scroller.takeSizeChanges())
        XCTAssertNil(scroller.rangesBeforeReports)
    }

    func testHostScroller_RubberBandsPastTheEdgesOnlyWhenItBounces() {
        var scroller = HostScroller()
        let range = 0.0...1_000
        // A finger 600 points past the end of a 600-point viewport shows the content
        // (1 − 1 / (600 · 0.55 / 600 + 1)) · 600 = 212.9 points past it (UIScrollView's rubber
        // band, c = 0.55, as RubberBand cites it).
        let shown = scroller.banded(1_600, within: range, dimension: 600)
        XCTAssertEqual(shown, 1_000 + (1 - 1 / 1.55) * 600, accuracy: 1e-9)
        XCTAssertEqual(
            HostScroller.unbanded(shown, within: range, dimension: 600), 1_600, accuracy: 1e-9,
            "a new drag catches the content where it shows")
        XCTAssertEqual(scroller.banded(500, within: range, dimension: 600), 500, "inside: no band")
        scroller.bounces = false
        XCTAssertEqual(
            scroller.banded(1_600, within: range, dimension: 600), 1_000, "no bounce: held at the edge")
        XCTAssertEqual(scroller.banded(-50, within: range, dimension: 600), 0)
    }

    func testHostScroller_ContentLeftPastAnEdgeSpringsBack() {
        var scroller = HostScroller()
        scroller.offset = Point(x: 0, y: -80)
        XCTAssertFalse(scroller.springBack(along: .horizontal, within: 0...0, at: 1), "x is at its edge")
        XCTAssertTrue(scroller.springBack(along: .vertical, within: 0...1_000, at: 1))
        XCTAssertTrue(scroller.isDecelerating)
        // Stepped long after, the spring has brought the content to the edge and rests.
        scroller.stepMotion(along: .vertical, to: 10, pixel: 1, within: 0...1_000)
        XCTAssertEqual(scroller.offset.y, 0)
        XCTAssertFalse(scroller.isDecelerating)
    }
}
