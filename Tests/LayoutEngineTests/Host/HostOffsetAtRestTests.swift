import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The offset at rest stays inside the content (UIKit clamps a scroll view's offset to its
/// content), whatever changed between two frames: the viewport, sizes, an offset set by the app.
final class HostOffsetAtRestTests: XCTestCase {
    /// A flow of `count` 100-point squares (10-point spacing, three to a line) in a 390 × 600
    /// viewport.
    private func squares(_ count: Int) -> CollectionHost<FlowLayout> {
        CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
            viewportSize: Size(width: 390, height: 600),
            itemCounts: [count])
    }

    func testOffsetAtRest_ATallerViewportAtTheEndLeavesTheOffsetInsideTheContent() {
        for keepsEnd in [false, true] {
            var host = squares(60)
            host.keepsEndVisible = keepsEnd
            host.contentOffset.y = 1_590  // 20 lines of 100 + 19 gaps of 10, less 600
            XCTAssertEqual(host.advance(to: 0).contentOffset.y, 1_590)
            host.viewportSize = Size(width: 390, height: 900)
            let resized = host.advance(to: 0.1)
            XCTAssertEqual(host.offsetRange(along: .vertical), 0...1_290)
            XCTAssertEqual(resized.contentOffset.y, 1_290, "keepsEndVisible \(keepsEnd)")
            XCTAssertEqual(host.advance(to: 2).contentOffset.y, 1_290, "at rest, keepsEndVisible \(keepsEnd)")
        }
    }

    func testOffsetAtRest_AWheelBetweenAResizeAndTheNextFrameLeavesTheOffsetInsideTheContent() {
        var host = squares(60)
        host.contentOffset.y = 500
        _ = host.advance(to: 0)
        // Narrower: until the next frame lays out, the content is still 390 wide, 20 more than
        // the viewport, and a sideways wheel reaches 20.
        host.viewportSize = Size(width: 370, height: 600)
        host.scroll(by: Point(x: 30, y: 40))
        let frame = host.advance(to: 0.1)
        XCTAssertEqual(host.offsetRange(along: .horizontal), 0...0)
        XCTAssertEqual(frame.contentOffset.x, 0)
        XCTAssertEqual(frame.contentOffset.y, 540)
        XCTAssertEqual(host.advance(to: 2).contentOffset, Point(x: 0, y: 540), "at rest")
    }

    func testOffsetAtRest_AWheelEndsAScrollToAnItem() {
        for animated in [false, true] {
            var host = squares(300)
            host.scrollToItem(at: ItemPath(item: 150, section: 0), position: .top, animated: animated)
            _ = host.advance(to: 0)
            let arrived = host.advance(to: 1).contentOffset.y
            XCTAssertEqual(arrived, 5_500, "animated \(animated)")  // line 50 of 110-point lines
            host.scrollToItem(at: ItemPath(item: 3, section: 0), position: .top, animated: animated)
            // The user turns the wheel before the scroll's next frame: the wheel wins, from
            // where the offset is (line 1 at once, or still line 50 when animated).
            host.scroll(by: Point(x: 0, y: 300))
            _ = host.advance(to: 1.1)
            let wheeled = (animated ? arrived : 110) + 300
            XCTAssertEqual(host.advance(to: 3).contentOffset.y, wheeled, "animated \(animated)")
        }
    }

    func testOffsetAtRest_AnOffsetSetBetweenAReportAndTheNextFrameStaysInsideTheContent() {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        // A compositional list applies a reported size at once, so the content the app reads before
        // the frame is already the measured one; a flow applies it at the frame.
        let list = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
        for keepsEnd in [false, true] {
            var g = SeededGenerator(seed: 3)
            var host = CollectionHost(
                layout: list, viewportSize: Size(width: 320, height: 600), itemCounts: [200])
            host.keepsEndVisible = keepsEnd
            host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
            var frame = host.advance(to: 0)
            for step in 1...20 {
                for id in frame.needsMeasurement {
                    host.reportSize(Size(width: 320, height: g.double(in: 20...200)), for: id)
                }
                // The app scrolls to what it believes is the end, before the frame.
                host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
                frame = host.advance(to: Double(step) / 60)
                let range = host.offsetRange(along: .vertical)
                XCTAssertTrue(
                    range.contains(frame.contentOffset.y),
                    "step \(step), keepsEndVisible \(keepsEnd): \(frame.contentOffset.y) outside \(range)")
                host.scroll(by: Point(x: 0, y: -g.double(in: 0...400)))
                frame = host.advance(to: Double(step) / 60 + 0.001)
            }
        }
    }
}
