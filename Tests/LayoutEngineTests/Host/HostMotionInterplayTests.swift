import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Input that ends one motion and leaves another: what the user sees at rest is content inside
/// its range, whatever ended.
final class HostMotionInterplayTests: XCTestCase {
    /// Pulls the content of `host` down past its top with a finger from (100, `y`) and lifts it
    /// at `time` + 0.2: the content springs back from past the top.
    private func pullPastTheTop<L: CollectionLayout>(
        _ host: inout CollectionHost<L>, from y: Double, at time: Double
    ) {
        host.touchBegan(at: Point(x: 100, y: y), time: time)
        host.touchMoved(to: Point(x: 100, y: y + 200), time: time + 0.016)
        host.touchEnded(at: Point(x: 100, y: y + 200), time: time + 0.2)
    }

    func testWheel_AlongTheOtherAxisLetsTheContentSpringBack() {
        var host = squaresHost()
        _ = host.advance(to: 0)
        pullPastTheTop(&host, from: 100, at: 0)
        let past = host.advance(to: 0.25).contentOffset.y
        XCTAssertLessThan(past, -10, "springing back from past the top")
        host.scroll(by: Point(x: 30, y: 0))  // sideways: nothing to scroll there
        let rest = host.advance(to: 3)
        XCTAssertEqual(rest.contentOffset.y, 0, "back at the top, not left past it")
        XCTAssertFalse(rest.isAnimating)
    }

    func testWheel_AlongTheSameAxisStopsTheMotionInsideTheContent() {
        var host = squaresHost()
        _ = host.advance(to: 0)
        pullPastTheTop(&host, from: 100, at: 0)
        _ = host.advance(to: 0.25)
        host.scroll(by: Point(x: 0, y: 5))
        XCTAssertEqual(host.contentOffset.y, 0, "kept inside the content")
        XCTAssertEqual(host.advance(to: 3).contentOffset.y, 0)
    }

    func testDragThatMovesABand_LetsTheContentItCaughtSpringBack() throws {
        var host = CollectionHost(
            layout: rowAboveList(CompositionalOrthogonalTests.row(.continuous)),
            viewportSize: Size(width: 375, height: 600), itemCounts: [10, 30])
        _ = host.advance(to: 0)
        pullPastTheTop(&host, from: 300, at: 1)
        let past = host.advance(to: 1.25).contentOffset.y
        XCTAssertLessThan(past, -10, "springing back from past the top")
        // A finger on the band, drawn `past` points lower, catches the content and moves the band.
        let onBand = Point(x: 200, y: 20 - past)
        XCTAssertNotNil(host.layout.orthogonalSection(containing: Point(x: 200, y: 20)), "a band there")
        host.touchBegan(at: onBand, time: 1.25)
        host.touchMoved(to: Point(x: 150, y: onBand.y), time: 1.266)
        host.touchMoved(to: Point(x: 100, y: onBand.y), time: 1.282)
        host.touchEnded(at: Point(x: 100, y: onBand.y), time: 1.3)
        XCTAssertGreaterThan(host.layout.orthogonalOffset(forSection: 0), 0, "the band moved")
        let rest = host.advance(to: 4)
        XCTAssertEqual(rest.contentOffset.y, 0, "the content is back at the top, not left past it")
        XCTAssertFalse(host.isDecelerating, "the content rests (the band may still glide)")
    }
}
