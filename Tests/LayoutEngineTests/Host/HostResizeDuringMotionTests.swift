import LayoutEngine
import XCTest

/// A viewport resized while the content moves, judged by where the content comes to rest: a
/// layout whose content depends on the viewport (the carousel's and the fan's do) has edges that
/// are not known until it is laid out at the new size, and the motion must rest between the new
/// ones, not the old ones.
final class HostResizeDuringMotionTests: XCTestCase {
    /// Flicks `host` past its end along `axis`, resizes its viewport to `resized` during the
    /// bounce, and draws 3 seconds at 60 Hz: the content comes to rest inside the range of the
    /// content as laid out for the new viewport.
    private func flickPastTheEndThenResize<Layout: CollectionLayout>(
        _ name: String, _ host: inout CollectionHost<Layout>, axis: Axis, resized: Size
    ) {
        let end = host.offsetRange(along: axis).upperBound
        host.contentOffset = axis == .horizontal ? Point(x: end, y: 0) : Point(x: 0, y: end)
        var time = 0.0
        _ = host.advance(to: time)
        let start = Point(x: 200, y: 300)
        host.touchBegan(at: start, time: time)
        for step in 1...3 {
            time += 1.0 / 60
            let moved = Double(step) * -15
            host.touchMoved(
                to: axis == .horizontal
                    ? Point(x: start.x + moved, y: start.y) : Point(x: start.x, y: start.y + moved),
                time: time)
            _ = host.advance(to: time)
        }
        host.touchEnded(
            at: axis == .horizontal ? Point(x: start.x - 45, y: start.y) : Point(x: start.x, y: start.y - 45),
            time: time)
        time += 1.0 / 60
        _ = host.advance(to: time)
        host.viewportSize = resized
        var frame = host.advance(to: time + 1.0 / 60)
        for step in 2...180 { frame = host.advance(to: time + Double(step) / 60) }
        XCTAssertFalse(frame.isAnimating, "\(name): at rest after 3 seconds")
        let range = host.offsetRange(along: axis)
        let offset = frame.contentOffset.value(along: axis)
        XCTAssertTrue(
            range.lowerBound - 0.5...range.upperBound + 0.5 ~= offset,
            "\(name): rests at \(offset), inside \(range)")
    }

    func testCarouselFlickedPastItsEnd_ViewportNarrowed_RestsInsideTheNewContent() {
        var host = CollectionHost(
            layout: CenterCarouselLayout(
                configuration: .init(
                    itemSize: Size(width: 242.25, height: 201.25), spacingMode: .fixed(spacing: 10))),
            viewportSize: Size(width: 417.75, height: 748.5), itemCounts: [71])
        flickPastTheEndThenResize(
            "carousel", &host, axis: .horizontal, resized: Size(width: 376.5, height: 629.5))
    }

    func testFanFlickedPastItsEnd_ViewportResized_RestsInsideTheNewContent() {
        var host = CollectionHost(
            layout: CircularFanLayout(
                configuration: .init(itemSize: Size(width: 101.25, height: 165.25), radius: 541.0)),
            viewportSize: Size(width: 413.25, height: 870.75), itemCounts: [58])
        let axis: Axis = host.offsetRange(along: .horizontal).upperBound > 0 ? .horizontal : .vertical
        flickPastTheEndThenResize("fan", &host, axis: axis, resized: Size(width: 479.0, height: 467.25))
    }
}
