import LayoutEngine
import XCTest

/// Sideways-scrolling bands of a compositional layout under the host's touches: a drag that
/// starts in a band and moves mostly across the layout's axis scrolls the band, with its own
/// deceleration and resting rule; any other drag scrolls the content.
final class HostBandScrollingTests: XCTestCase {
    /// The reference row of ``CompositionalOrthogonalTests`` (groups of 150 every 160, 100 tall,
    /// offsets 0…1255) above a list of 50-point rows.
    private func host(
        _ behavior: OrthogonalScrollingBehavior = .continuous,
        properties: OrthogonalScrollingProperties = .init(),
        direction: LayoutDirection = .leftToRight
    ) -> CollectionHost<CompositionalLayout> {
        var configured = CompositionalOrthogonalTests.row(behavior)
        configured.orthogonalScrollingProperties = properties
        var host = CollectionHost(
            layout: rowAboveList(configured),
            viewportSize: Size(width: 375, height: 600), itemCounts: [10, 30])
        host.layoutDirection = direction
        _ = host.advance(to: 0)
        return host
    }

    /// A drag from `start` by `delta` in four moves, 16 ms apart, lifted at the end.
    private func drag(
        _ host: inout CollectionHost<CompositionalLayout>, from start: Point, by delta: Point, at time: Double
    ) {
        host.touchBegan(at: start, time: time)
        for step in 1...4 {
            let t = Double(step) / 4
            host.touchMoved(
                to: Point(x: start.x + delta.x * t, y: start.y + delta.y * t),
                time: time + 0.016 * Double(step))
        }
        host.touchEnded(at: Point(x: start.x + delta.x, y: start.y + delta.y), time: time + 0.064)
    }

    func testAHorizontalDragInTheBand_ScrollsTheBandNotTheContent() {
        var host = host()
        host.touchBegan(at: Point(x: 300, y: 50), time: 1)
        host.touchMoved(to: Point(x: 250, y: 45), time: 1.016)
        host.touchMoved(to: Point(x: 200, y: 40), time: 1.032)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 100)
        XCTAssertEqual(host.contentOffset, .zero)
        let frame = host.advance(to: 1.04)
        let first = frame.visible.first { $0.id == .cell(ItemPath(item: 0, section: 0)) }
        XCTAssertEqual(first?.attributes.frame.minX, 20 - 100, "the band's cells moved with it")
    }

    func testAVerticalDragInTheBand_ScrollsTheContent() {
        var host = host()
        host.touchBegan(at: Point(x: 200, y: 50), time: 1)
        host.touchMoved(to: Point(x: 190, y: 20), time: 1.016)
        host.touchMoved(to: Point(x: 180, y: -10), time: 1.032)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 0)
        XCTAssertEqual(host.contentOffset.y, 60)
    }

    func testADragOutsideTheBand_NeverScrollsIt() {
        var host = host()
        host.touchBegan(at: Point(x: 300, y: 300), time: 1)
        host.touchMoved(to: Point(x: 100, y: 295), time: 1.016)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 0)
    }

    func testAFlick_RestsWhereTheBandsBehaviourPutsIt() {
        var host = host(.groupPaging)
        drag(&host, from: Point(x: 300, y: 50), by: Point(x: -60, y: 0), at: 1)
        XCTAssertTrue(host.isDeceleratingBand)
        _ = host.advance(to: 10)
        XCTAssertFalse(host.isDeceleratingBand)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 160, "one group on")
        XCTAssertEqual(host.contentOffset, .zero)
    }

    func testAFlick_DeceleratesAtTheBandsOwnRate() {
        var normal = host()
        drag(&normal, from: Point(x: 300, y: 50), by: Point(x: -40, y: 0), at: 1)
        _ = normal.advance(to: 10)
        var fast = host(properties: .init(decelerationRate: .fast))
        drag(&fast, from: Point(x: 300, y: 50), by: Point(x: -40, y: 0), at: 1)
        _ = fast.advance(to: 10)
        // The same release: the fast band travels 0.99 / 0.01 against 0.998 / 0.002 of the
        // velocity past the finger's 40 points, a fifth as far.
        let normalGlide = normal.layout.orthogonalOffset(forSection: 0) - 40
        let fastGlide = fast.layout.orthogonalOffset(forSection: 0) - 40
        XCTAssertGreaterThan(normalGlide, 0)
        XCTAssertEqual(fastGlide / normalGlide, (0.99 / 0.01) / (0.998 / 0.002), accuracy: 1e-6)
    }

    func testATouch_CatchesABandInFlight() {
        var host = host()
        drag(&host, from: Point(x: 300, y: 50), by: Point(x: -60, y: 0), at: 1)
        let moving = host.advance(to: 1.1)
        _ = moving
        let caught = host.layout.orthogonalOffset(forSection: 0)
        host.touchBegan(at: Point(x: 200, y: 50), time: 1.1)
        XCTAssertFalse(host.isDeceleratingBand)
        _ = host.advance(to: 5)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), caught)
    }

    func testRightToLeft_TheBandFollowsTheFingerTheOtherWay() {
        var host = host(direction: .rightToLeft)
        host.touchBegan(at: Point(x: 100, y: 50), time: 1)
        host.touchMoved(to: Point(x: 150, y: 50), time: 1.016)
        host.touchMoved(to: Point(x: 200, y: 50), time: 1.032)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 100)
    }
}
