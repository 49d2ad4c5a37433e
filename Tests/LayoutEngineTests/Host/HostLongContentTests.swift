import LayoutEngine
import XCTest

/// Content longer than a configured length's bound (``LayoutContext/maximumLength``, a million
/// points) scrolls to its end: the bound applies to each length a configuration gives, not to
/// the content they add up to.
final class HostLongContentTests: XCTestCase {
    /// A million 120-point squares, three a row: 43 333 410 points of content.
    private func host() -> CollectionHost<FlowLayout> {
        CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 120, height: 120)),
            viewportSize: Size(width: 390, height: 844),
            itemCounts: [1_000_000])
    }

    func testTheOffsetRange_ReachesTheEndOfContentLongerThanTheBound() {
        let host = host()
        XCTAssertGreaterThan(host.contentSize.height, 10 * LayoutContext.maximumLength)
        XCTAssertEqual(host.offsetRange(along: .vertical).upperBound, host.contentSize.height - 844)
    }

    func testAWheel_ScrollsPastTheBound() {
        var host = host()
        host.scroll(by: Point(x: 0, y: 30_000_000))
        XCTAssertEqual(host.advance(to: 0).contentOffset.y, 30_000_000)
    }

    func testAFlick_DeceleratesOnPastTheBound() {
        var host = host()
        host.contentOffset.y = 20_000_000
        host.touchBegan(at: Point(x: 195, y: 600), time: 1)
        for step in 1...4 {
            host.touchMoved(to: Point(x: 195, y: 600 - 30 * Double(step)), time: 1 + 0.008 * Double(step))
        }
        host.touchEnded(at: Point(x: 195, y: 480), time: 1.032)
        let rest = host.advance(to: 20).contentOffset.y
        XCTAssertGreaterThan(rest, 20_000_120, "on in the flick's direction, not back to the bound")
        XCTAssertFalse(host.isDecelerating)
    }
}
