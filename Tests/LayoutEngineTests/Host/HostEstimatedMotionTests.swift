import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Motions under estimated sizes, judged by what the user sees: a flick towards the top
/// turns around only past the real top, however the content grew above the viewport on the
/// way; a renderer that draws only while frames animate still sees a scroll to an item land.
final class HostEstimatedMotionTests: XCTestCase {
    /// Flicks the content of `host` (rows estimated 50 points, at offset 1 000) down hard, so
    /// that it would come to rest far past the top, then draws 5 seconds at 60 Hz, measuring
    /// every row asked for at 120 points and calling `midFlick` at the 10th frame: the text
    /// being read moves down the screen (the content goes towards the top) or stays, frame
    /// after frame, except while the offset lies past the top (the spring back); the content
    /// ends at rest inside its range.
    private func flickTowardsTheTop(
        _ name: String, bounces: Bool, midFlick: (inout CollectionHost<FlowLayout>, Double) throws -> Void
    ) rethrows {
        var host = rowsHost(itemCounts: [400], estimate: 50)
        host.contentOffset = Point(x: 0, y: 1_000)
        var frame = host.advance(to: 0)
        var time = 0.0
        func measure(_ frame: HostFrame) {
            for id in frame.needsMeasurement { host.reportSize(Size(width: 320, height: 120), for: id) }
        }
        measure(frame)
        host.touchBegan(at: Point(x: 100, y: 100), time: time)
        for y in stride(from: 180.0, through: 420, by: 80) {
            time += 1.0 / 60
            host.touchMoved(to: Point(x: 100, y: y), time: time)
            frame = host.advance(to: time)
            measure(frame)
        }
        host.touchEnded(at: Point(x: 100, y: 420), time: time)
        XCTAssertTrue(host.isDecelerating, "\(name): the flick goes on after the finger lifts")
        var turnedPastTheTop = false
        for step in 1...300 {
            if step == 10 { try midFlick(&host, time) }
            let mark = ReadingMark(frame, viewportSize: host.viewportSize, axis: .vertical)
            let before = frame.contentOffset.y
            time += 1.0 / 60
            frame = host.advance(to: time)
            measure(frame)
            guard let mark, let now = screenPosition(of: mark.id, in: frame, axis: .vertical) else {
                continue
            }
            let moved = now - mark.screenPosition
            let top = host.offsetRange(along: .vertical).lowerBound
            if moved < -0.5 {
                // The content moves up the screen: it springs back, which only content pulled
                // past the top does.
                XCTAssertLessThan(
                    min(before, frame.contentOffset.y), top,
                    "\(name), step \(step): the content turns around mid-list, at \(frame.contentOffset.y)")
                turnedPastTheTop = true
            }
        }
        XCTAssertFalse(frame.isAnimating, "\(name): at rest after 5 seconds")
        let range = host.offsetRange(along: .vertical)
        XCTAssertTrue(range.contains(frame.contentOffset.y), "\(name): rests inside \(range)")
        XCTAssertEqual(turnedPastTheTop, bounces, "\(name): bounces at the top")
    }

    func testFlickTowardsTheTop_RowsMeasuredAboveOnTheWay_BouncesOnlyAtTheTop() {
        // The rows measured on the way (120 points for 50) grow the content above the viewport.
        flickTowardsTheTop("measured", bounces: true) { _, _ in }
    }

    func testFlickTowardsTheTop_HistoryPrependedOnTheWay_BouncesOnlyAtTheTopOrNot() throws {
        for count in [4, 200] {
            // 4 rows (200 points) leave the resting point past the top: the content bounces
            // there. 200 rows (10 000 points) bring it inside the content: it comes to rest
            // where the flick ends, without a bounce.
            try flickTowardsTheTop("\(count) prepended", bounces: count == 4) { host, time in
                try host.performBatchUpdates(
                    [.insertItems(at: (0..<count).map { ItemPath(item: $0, section: 0) })],
                    itemCounts: [host.itemCounts[0] + count], animated: false, time: time)
            }
        }
    }

    /// Content pulled past the top springs back; history lands before it is back (4 rows of
    /// 50 points, above the viewport): the content is then inside its range, below the top,
    /// and stops there; it does not spring back mid-list.
    func testSpringBack_HistoryPrependedOnTheWay_StopsInsideTheContent() throws {
        var host = rowsHost(itemCounts: [400], estimate: 50)
        var frame = host.advance(to: 0)
        host.touchBegan(at: Point(x: 100, y: 100), time: 0)
        host.touchMoved(to: Point(x: 100, y: 300), time: 0.016)
        host.touchEnded(at: Point(x: 100, y: 300), time: 0.2)
        frame = host.advance(to: 0.25)
        XCTAssertLessThan(frame.contentOffset.y, -10, "springing back from past the top")
        try host.performBatchUpdates(
            [.insertItems(at: (0..<4).map { ItemPath(item: $0, section: 0) })], itemCounts: [404],
            animated: false, time: 0.25)
        var time = 0.25
        for step in 1...120 {
            let mark = ReadingMark(frame, viewportSize: host.viewportSize, axis: .vertical)
            let before = frame.contentOffset.y
            time += 1.0 / 60
            frame = host.advance(to: time)
            guard let mark, let now = screenPosition(of: mark.id, in: frame, axis: .vertical) else {
                continue
            }
            if now - mark.screenPosition < -0.5 {
                XCTAssertLessThan(
                    min(before, frame.contentOffset.y), 0,
                    "step \(step): the content springs back mid-list, at \(frame.contentOffset.y)")
            }
        }
        XCTAssertFalse(frame.isAnimating, "at rest")
        XCTAssertTrue(
            host.offsetRange(along: .vertical).contains(frame.contentOffset.y), "inside the content")
    }

    /// 10 000 rows estimated 50 points tall, really 20–300: a renderer that asks for frames
    /// only while the last one animated (measuring what each asks for) still sees a scroll to
    /// row 5 000 land where each position asks, animated or not, and then stops asking.
    func testScrollToItem_RendererThatDrawsOnlyWhileAnimating_SeesTheItemLand() {
        var g = SeededGenerator(seed: 77)
        let heights = (0..<10_000).map { _ in g.double(in: 20...300) }
        let target = ItemPath(item: 5_000, section: 0)
        for position in [ScrollPosition.top, .centeredVertically, .bottom] {
            for animated in [false, true] {
                let name = "\(position), animated \(animated)"
                var host = rowsHost(itemCounts: [10_000], estimate: 50)
                var time = 0.0
                var frame = host.advance(to: time)
                host.scrollToItem(at: target, position: position, animated: animated)
                var frames = 0
                repeat {
                    time += 1.0 / 60
                    frame = host.advance(to: time)
                    for id in frame.needsMeasurement {
                        host.reportSize(Size(width: 320, height: heights[id.path.item]), for: id)
                    }
                    frames += 1
                } while frame.isAnimating && frames < 600
                XCTAssertFalse(frame.isAnimating, "\(name): comes to rest")
                // A frame drawn a second later, for another reason, shows nothing moved: the
                // sizes the renderer reported last were laid out before it stopped.
                let later = host.advance(to: time + 1)
                XCTAssertEqual(
                    later.contentOffset.y, frame.contentOffset.y, accuracy: 0.5, "\(name): moved later")
                XCTAssertTrue(later.needsMeasurement.isEmpty, "\(name): cells left to measure")
                guard let item = later.visible.first(where: { $0.id == .cell(target) })?.attributes.frame
                else {
                    XCTFail("\(name): row 5 000 is not drawn")
                    continue
                }
                // Where the position asks, measured, at the offset the renderer drew last.
                let top = item.minY - frame.contentOffset.y
                let wanted: Double =
                    position == .top ? 0 : position == .bottom ? 600 - item.height : (600 - item.height) / 2
                XCTAssertEqual(top, wanted, accuracy: 0.5, name)
            }
        }
    }
}
