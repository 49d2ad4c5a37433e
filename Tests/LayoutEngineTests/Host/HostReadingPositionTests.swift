import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The reading position, seen from the reader's side: while sizes land without user input,
/// the text being read (the first cell whose leading edge was on screen in the previous
/// frame) moves on screen by the user's own scroll and nothing else.
final class HostReadingPositionTests: XCTestCase {
    /// 10 000 rows estimated 50 points tall, really 20–300 points, each measured in the frame
    /// after the one that asks for it, with no overscan: scrolled to the end, then up 37 points
    /// a frame for 400 frames, the text being read moves down by exactly 37 points in every
    /// frame (the rows measured as they appear above it grow upwards, out of sight).
    func testReadingPosition_ScrollingUpThroughEstimatedRows_TextBeingReadMovesByTheScrollOnly() {
        var g = SeededGenerator(seed: 42)
        let heights = (0..<10_000).map { _ in g.double(in: 20...300) }
        let viewportSize = Size(width: 390, height: 844)
        var host = CollectionHost(
            layout: FlowLayout(
                configuration: FlowLayout.Configuration(estimatedItemSize: Size(width: 390, height: 50))),
            viewportSize: viewportSize, itemCounts: [10_000])
        var time = 0.0
        var frame = host.advance(to: time)
        func measure(_ frame: HostFrame) {
            for id in frame.needsMeasurement {
                host.reportSize(Size(width: 390, height: heights[id.path.item]), for: id)
            }
        }
        for _ in 0..<5 {
            measure(frame)
            host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
            time += 1.0 / 60
            frame = host.advance(to: time)
        }
        var moved = 0
        for step in 0..<400 {
            measure(frame)
            guard let mark = ReadingMark(frame, viewportSize: viewportSize, axis: .vertical) else {
                return XCTFail("step \(step): no row's top edge on screen")
            }
            host.scroll(by: Point(x: 0, y: -37))
            time += 1.0 / 60
            frame = host.advance(to: time)
            guard let now = screenPosition(of: mark.id, in: frame, axis: .vertical) else {
                return XCTFail("step \(step): \(mark.id) is no longer drawn")
            }
            XCTAssertEqual(now, mark.screenPosition + 37, accuracy: 0.5, "step \(step): \(mark.id) on screen")
            if abs(now - mark.screenPosition - 37) > 0.5 { moved += 1 }
        }
        XCTAssertEqual(moved, 0, "frames in which the text being read jumped")
        XCTAssertGreaterThan(host.contentOffset.y, 0, "the scroll stayed away from the top")
    }
}
