import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Dragging, rubber-banding, deceleration, the layout's resting point, bouncing and the spring
/// back: the host scrolls like `UIScrollView`.
final class HostScrollingTests: XCTestCase {
    /// Drags the finger from y = 400 at `velocity` points a second (upwards for a positive
    /// one, which scrolls down) for four 16 ms samples, lifting at the last one; returns the
    /// time of the lift.
    @discardableResult
    private func flick<L: CollectionLayout>(
        _ host: inout CollectionHost<L>, velocity: Double, at start: Double = 0, axis: Axis = .vertical
    ) -> Double {
        func point(_ step: Int) -> Point {
            Point(along: axis, main: 400 - velocity * 0.016 * Double(step), cross: 160)
        }
        host.touchBegan(at: point(0), time: start)
        for step in 1...3 { host.touchMoved(to: point(step), time: start + 0.016 * Double(step)) }
        host.touchEnded(at: point(4), time: start + 0.064)
        return start + 0.064
    }

    func testHostDrag_TheContentFollowsTheFinger() {
        var host = squaresHost()
        host.contentOffset.y = 1_000
        host.touchBegan(at: Point(x: 100, y: 500), time: 0)
        host.touchMoved(to: Point(x: 130, y: 380), time: 0.016)
        XCTAssertEqual(host.contentOffset, Point(x: 0, y: 1_120), "vertical only: the content is no wider")
        XCTAssertEqual(host.advance(to: 0.02).contentOffset, Point(x: 0, y: 1_120))
        host.touchMoved(to: Point(x: 100, y: 560), time: 0.032)
        XCTAssertEqual(host.contentOffset.y, 940)
        XCTAssertTrue(host.isDragging)
    }

    func testHostDrag_PastTheTopRubberBands() {
        var host = squaresHost()
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.016)
        // 200 points past the edge in a 600-point viewport: (1 − 1 / (200 · 0.55 / 600 + 1)) · 600.
        XCTAssertEqual(host.contentOffset.y, -(1 - 1 / (200 * 0.55 / 600 + 1)) * 600, accuracy: 1e-9)
        host.touchMoved(to: Point(x: 100, y: 100.01), time: 0.032)
        XCTAssertEqual(host.contentOffset.y, -0.0055, accuracy: 1e-6, "near the edge, 0.55 of the finger")
    }

    func testHostDrag_PastTheBottomRubberBands() {
        var host = squaresHost(itemCounts: [30])
        let end = host.offsetRange(along: .vertical).upperBound
        host.contentOffset.y = end
        host.touchBegan(at: Point(x: 100, y: 500), time: 0)
        host.touchMoved(to: Point(x: 100, y: 200), time: 0.016)
        XCTAssertEqual(host.contentOffset.y, end + (1 - 1 / (300 * 0.55 / 600 + 1)) * 600, accuracy: 1e-9)
    }

    func testHostDrag_WithoutBouncesStopsAtTheEdge() {
        var host = squaresHost()
        host.bounces = false
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.016)
        XCTAssertEqual(host.contentOffset.y, 0)
        host.touchEnded(at: Point(x: 100, y: 300), time: 0.02)
        XCTAssertFalse(host.isDecelerating)
    }

    func testHostDrag_ShortContentDoesNotMoveUnlessItAlwaysBounces() {
        var host = squaresHost(itemCounts: [3])
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 200), time: 0.016)
        XCTAssertEqual(host.contentOffset.y, 0)
        host.touchEnded(at: Point(x: 100, y: 200), time: 0.02)
        host.alwaysBounceVertical = true
        host.touchBegan(at: Point(x: 100, y: 100), time: 1)
        host.touchMoved(to: Point(x: 100, y: 200), time: 1.016)
        XCTAssertLessThan(host.contentOffset.y, 0)
        host.touchEnded(at: Point(x: 100, y: 200), time: 1.02)
        XCTAssertEqual(host.advance(to: 5).contentOffset.y, 0, "springs back")
    }

    func testHostFlick_DeceleratesToTheProjectedPoint() {
        var host = squaresHost()
        host.contentOffset.y = 1_000
        let lift = flick(&host, velocity: 1_000)
        let released = host.contentOffset.y
        XCTAssertEqual(released, 1_000 + 1_000 * 0.064, accuracy: 1e-9)
        XCTAssertTrue(host.isDecelerating)
        // 1000 points a second: 1 point a millisecond, projected 1 · 0.998 / 0.002 = 499 points.
        let distance = 1.0 * 0.998 / 0.002
        let after100ms = host.advance(to: lift + 0.1).contentOffset.y
        XCTAssertEqual(after100ms, released + distance * (1 - pow(0.998, 100)), accuracy: 1e-9)
        let frame = host.advance(to: lift + 10)
        XCTAssertEqual(frame.contentOffset.y, released + distance, accuracy: 1e-9)
        XCTAssertFalse(frame.isAnimating)
        XCTAssertFalse(host.isDecelerating)
    }

    func testHostFlick_TheFastRateStopsSooner() {
        var host = squaresHost()
        host.decelerationRate = .fast
        host.contentOffset.y = 1_000
        let lift = flick(&host, velocity: -1_000)
        let released = host.contentOffset.y
        XCTAssertEqual(
            host.advance(to: lift + 10).contentOffset.y, released - 1.0 * 0.99 / 0.01, accuracy: 1e-9)
    }

    func testHostFlick_FramesDoNotDependOnTheFrameRate() {
        var slow = squaresHost()
        var fast = squaresHost()
        let lift = flick(&slow, velocity: 2_500)
        flick(&fast, velocity: 2_500)
        for frame in 1...120 { _ = fast.advance(to: lift + Double(frame) / 240) }
        for frame in 1...30 { _ = slow.advance(to: lift + Double(frame) / 60) }
        XCTAssertEqual(slow.contentOffset.y, fast.contentOffset.y, accuracy: 1e-9)
        XCTAssertGreaterThan(slow.contentOffset.y, 0)
    }

    func testHostFlick_AFingerThatStopsBeforeLiftingDoesNotFlick() {
        var host = squaresHost()
        host.contentOffset.y = 500
        host.touchBegan(at: Point(x: 100, y: 400), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.05)
        host.touchEnded(at: Point(x: 100, y: 300), time: 0.2)
        XCTAssertFalse(host.isDecelerating)
        XCTAssertEqual(host.advance(to: 1).contentOffset.y, 600)
    }

    func testHostFlick_TheLayoutChoosesWhereItRests() {
        var host = CollectionHost(
            layout: SnappingLayout(), viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        host.contentOffset.y = 1_000
        let lift = flick(&host, velocity: 1_000)
        let released = 1_064.0
        let proposed = released + 499
        XCTAssertEqual(host.layout.lastProposal?.proposed.y ?? .nan, proposed, accuracy: 1e-9)
        XCTAssertEqual(host.layout.lastProposal?.velocity.y ?? .nan, 1_000, accuracy: 1e-9, "points a second")
        XCTAssertEqual(host.advance(to: lift + 10).contentOffset.y, 1_650, "the next multiple of 110")
    }

    func testHostFlick_TheProposalStaysInsideTheContent() {
        var host = CollectionHost(
            layout: SnappingLayout(), viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        host.contentOffset.y = 100
        flick(&host, velocity: -3_000)
        XCTAssertEqual(host.layout.lastProposal?.proposed.y, 0)
    }

    func testHostFlick_PastTheTopBouncesBackWithoutOscillating() {
        var host = squaresHost()
        host.contentOffset.y = 200
        let lift = flick(&host, velocity: -3_000)
        var lowest = 0.0
        var previous = -Double.infinity
        var turnedBack = false
        for frame in 1...240 {
            let y = host.advance(to: lift + Double(frame) / 60).contentOffset.y
            lowest = min(lowest, y)
            if previous.isFinite, y > previous, previous < 0 { turnedBack = true }
            if turnedBack { XCTAssertGreaterThanOrEqual(y, previous, "no second swing, frame \(frame)") }
            XCTAssertLessThanOrEqual(y, 200)
            previous = y
        }
        XCTAssertLessThan(lowest, -20, "it went past the edge")
        XCTAssertGreaterThan(lowest, -600, "but less than a viewport")
        XCTAssertEqual(host.contentOffset.y, 0)
        XCTAssertFalse(host.isDecelerating)
    }

    func testHostFlick_PastTheBottomBouncesBack() {
        var host = squaresHost(itemCounts: [60])
        let end = host.offsetRange(along: .vertical).upperBound
        host.contentOffset.y = end - 100
        let lift = flick(&host, velocity: 3_000)
        var highest = -Double.infinity
        for frame in 1...240 {
            highest = max(highest, host.advance(to: lift + Double(frame) / 60).contentOffset.y)
        }
        XCTAssertGreaterThan(highest, end)
        XCTAssertEqual(host.contentOffset.y, end)
    }

    func testHostRelease_PastTheEdgeSpringsBack() {
        var host = squaresHost()
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.016)
        host.touchEnded(at: Point(x: 100, y: 300), time: 0.2)
        let start = host.contentOffset.y
        XCTAssertLessThan(start, 0)
        var previous = start
        for frame in 1...60 {
            let y = host.advance(to: 0.2 + Double(frame) / 60).contentOffset.y
            XCTAssertGreaterThanOrEqual(y, previous, "monotonic, frame \(frame)")
            XCTAssertLessThanOrEqual(y, 0)
            previous = y
        }
        XCTAssertEqual(host.contentOffset.y, 0, "at rest within a second")
    }

    func testHostTouch_CatchesAFlick() {
        var host = squaresHost()
        let lift = flick(&host, velocity: 2_000)
        let moving = host.advance(to: lift + 0.2).contentOffset.y
        host.touchBegan(at: Point(x: 100, y: 300), time: lift + 0.25)
        let caught = host.contentOffset.y
        XCTAssertGreaterThan(caught, moving)
        XCTAssertFalse(host.isDecelerating)
        XCTAssertEqual(host.advance(to: lift + 1).contentOffset.y, caught)
    }

    func testHostTouch_CatchingContentPastTheEdgeDoesNotMoveIt() {
        var host = squaresHost()
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.016)
        host.touchEnded(at: Point(x: 100, y: 300), time: 0.2)
        let springing = host.advance(to: 0.25).contentOffset.y
        host.touchBegan(at: Point(x: 100, y: 300), time: 0.25)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.26)
        XCTAssertEqual(host.contentOffset.y, springing, accuracy: 1e-9)
        host.touchMoved(to: Point(x: 100, y: 320), time: 0.27)
        XCTAssertLessThan(host.contentOffset.y, springing, "pulled further, with resistance")
        XCTAssertGreaterThan(host.contentOffset.y, springing - 20)
    }

    func testHostWheel_ScrollsAtOnceInsideTheContent() {
        var host = squaresHost()
        host.scroll(by: Point(x: 50, y: 120))
        XCTAssertEqual(host.contentOffset, Point(x: 0, y: 120))
        host.scroll(by: Point(x: 0, y: -500))
        XCTAssertEqual(host.contentOffset.y, 0)
        let lift = flick(&host, velocity: 2_000, at: 1)
        host.scroll(by: Point(x: 0, y: 10))
        XCTAssertFalse(host.isDecelerating, "a wheel stops a flick")
        let y = host.contentOffset.y
        XCTAssertEqual(host.advance(to: lift + 1).contentOffset.y, y)
    }

    func testHostContentOffset_SettingItStopsAFlick() {
        var host = squaresHost()
        let lift = flick(&host, velocity: 2_000)
        XCTAssertTrue(host.advance(to: lift + 0.1).isAnimating)
        host.contentOffset.y = 3_000
        XCTAssertFalse(host.isDecelerating)
        XCTAssertEqual(host.advance(to: lift + 1).contentOffset.y, 3_000)
    }

    func testHostOffsetRange_IncludesTheContentInsets() {
        var host = squaresHost(itemCounts: [30])
        host.contentInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        _ = host.advance(to: 0)
        let height = host.contentSize.height
        XCTAssertEqual(host.offsetRange(along: .vertical), -20...(height + 30 - 600))
        host.contentOffset.y = -20
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 110), time: 0.016)
        XCTAssertLessThan(host.contentOffset.y, -20, "past the inset, banded")
    }

    func testHostTouch_BadInputIsIgnored() {
        var host = squaresHost()
        host.touchMoved(to: Point(x: 0, y: 100), time: 0)
        host.touchEnded(at: Point(x: 0, y: 100), time: 0)
        host.touchBegan(at: Point(x: .nan, y: 100), time: 0)
        XCTAssertFalse(host.isDragging)
        host.scroll(by: Point(x: .infinity, y: .nan))
        XCTAssertEqual(host.contentOffset, .zero)
    }

    func testHostFlick_AHorizontalLayoutFlicksAlongX() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.scrollDirection = .horizontal
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        host.contentOffset.x = 1_000
        let lift = flick(&host, velocity: 1_000, axis: .horizontal)
        XCTAssertEqual(host.advance(to: lift + 10).contentOffset.x, 1_064 + 499, accuracy: 1e-9)
        XCTAssertEqual(host.contentOffset.y, 0)
    }
}

/// A flow of 100-point rows 10 apart that rests only at multiples of 110 (the next one in
/// the direction of the flick) and records what the host proposed.
struct SnappingLayout: CollectionLayout {
    var flow = FlowLayout(itemSize: Size(width: 320, height: 100))
    let log = ProposalLog()
    var lastProposal: (proposed: Point, velocity: Point)? { log.last }

    mutating func prepare(_ context: LayoutContext) { flow.prepare(context) }
    var contentSize: Size { flow.contentSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { flow.attributes(in: rect) }
    func attributes(at path: ItemPath) -> LayoutAttributes? { flow.attributes(at: path) }

    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        log.last = (proposed, velocity)
        let rows = proposed.y / 110
        return Point(x: proposed.x, y: 110 * (velocity.y > 0 ? rows.rounded(.up) : rows.rounded(.down)))
    }
}

/// What a layout was last asked (tests run on one thread).
final class ProposalLog: @unchecked Sendable {
    var last: (proposed: Point, velocity: Point)?
}
