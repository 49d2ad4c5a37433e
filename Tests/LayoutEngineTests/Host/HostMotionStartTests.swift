import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Calls that start a motion without a time (an animated scroll to an item, a focus move, the
/// end or cancellation of an interactive movement, the edge scrolling of a movement just
/// begun) start it at the next time the host is given: a renderer that idles for ten seconds
/// after its last frame sees the motion's first step in the next frame, not its end.
final class HostMotionStartTests: XCTestCase {
    private let item30 = ItemPath(item: 30, section: 0)  // line 10: 1100...1200 without headers

    /// The viewport point at the centre of the cell at `item`'s place (3 squares to a line).
    private func centre(of item: Int) -> Point {
        Point(x: Double(item % 3) * 110 + 50, y: Double(item / 3) * 110 + 50)
    }

    func testScrollToItem_AfterAnIdleTheFirstFrameShowsTheStart() {
        var host = squaresHost(headers: false)
        _ = host.advance(to: 0)
        host.scrollToItem(at: item30, position: .top, animated: true)
        let first = host.advance(to: 10)
        XCTAssertLessThan(first.contentOffset.y, 0.05 * 1_100, "close to the start, not at the end")
        XCTAssertTrue(first.isAnimating)
        XCTAssertEqual(host.advance(to: 10.15).contentOffset.y, 550, accuracy: 1e-6, "half way")
        let end = host.advance(to: 10.3)
        XCTAssertEqual(end.contentOffset.y, 1_100)
        XCTAssertFalse(end.isAnimating)
    }

    func testScrollToItem_ACallWithATimeStartsItBeforeTheFrame() {
        var host = squaresHost(headers: false)
        _ = host.advance(to: 0)
        host.scrollToItem(at: item30, position: .top, animated: true)
        host.touchBegan(at: Point(x: 10, y: 10), time: 10)  // caught at its start
        XCTAssertEqual(host.advance(to: 10.5).contentOffset.y, 0)
    }

    func testMoveFocus_AfterAnIdleScrollsFromTheStart() {
        var host = squaresHost(headers: false)
        _ = host.advance(to: 0)
        XCTAssertEqual(host.moveFocus(.end), ItemPath(item: 299, section: 0))
        let end = host.offsetRange(along: .vertical).upperBound
        XCTAssertLessThan(host.advance(to: 10).contentOffset.y, 0.05 * end, "close to the start")
        XCTAssertEqual(host.advance(to: 10.3).contentOffset.y, end)
    }

    func testEndInteractiveMovement_AfterAnIdleTheItemStartsUnderThePointer() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        let pointer = Point(x: 270, y: 400)  // over item 11's place (220...320, 330...430)
        host.updateInteractiveMovement(to: pointer, time: 0.1)
        let held = host.advance(to: 0.1).visible.first { $0.id == .cell(ItemPath(item: 11, section: 0)) }
        XCTAssertEqual(held?.attributes.frame.origin, Point(x: 220, y: 350), "held 50 points in, as grabbed")
        XCTAssertEqual(
            host.endInteractiveMovement(),
            .moveItem(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 11, section: 0)))
        let first = host.advance(to: 10).visible.first { $0.id == .cell(ItemPath(item: 11, section: 0)) }
        XCTAssertEqual(
            first?.attributes.frame.origin, Point(x: 220, y: 350), "still where the pointer left it")
        let settled = host.advance(to: 10.3).visible.first { $0.id == .cell(ItemPath(item: 11, section: 0)) }
        XCTAssertEqual(settled?.attributes.frame.origin, Point(x: 220, y: 330), "in its place")
    }

    func testCancelInteractiveMovement_AfterAnIdleTheCellsStartWhereTheyWere() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: centre(of: 10), time: 0.1)
        let shown = host.advance(to: 0.5)  // the cells have made room
        host.cancelInteractiveMovement()
        let first = host.advance(to: 10)
        // Item 4 was drawn at item 3's place; the cancellation animates it back from there.
        let item4 = ElementID.cell(ItemPath(item: 4, section: 0))
        XCTAssertEqual(
            first.visible.first { $0.id == item4 }?.attributes.frame.origin,
            shown.visible.first { $0.id == ElementID.cell(ItemPath(item: 3, section: 0)) }?.attributes.frame
                .origin)
        let settled = host.advance(to: 10.3)
        XCTAssertEqual(
            settled.visible.first { $0.id == item4 }?.attributes.frame.origin, Point(x: 110, y: 110))
        XCTAssertFalse(settled.isAnimating)
    }

    func testBeginInteractiveMovement_AfterAnIdleTheEdgeScrollStartsAtTheNextFrame() {
        var host = squaresHost(itemCounts: [300], headers: false)
        _ = host.advance(to: 0)
        // Item 15, 20 points from the bottom edge: the view scrolls down while it is held there.
        XCTAssertTrue(host.beginInteractiveMovement(at: Point(x: 50, y: 580)))
        XCTAssertEqual(host.advance(to: 10).contentOffset.y, 0, "no scroll for the idle time")
        XCTAssertEqual(host.advance(to: 11).contentOffset.y, 300, accuracy: 1e-9, "300 points a second")
    }
}
