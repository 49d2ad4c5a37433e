import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `scrollToItem(at:position:animated:)`: UIKit's positions and `.nearest`, content insets,
/// pinned headers, the content's ends, and the animation.
final class HostScrollToItemTests: XCTestCase {
    private let item30 = ItemPath(item: 30, section: 0)  // line 10: 1100...1200 without headers

    func testScrollToItem_TopBottomAndCentred() {
        var host = squaresHost(headers: false)
        host.scrollToItem(at: item30, position: .top, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_100)
        host.scrollToItem(at: item30, position: .bottom, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_200 - 600)
        host.scrollToItem(at: item30, position: .centeredVertically, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_150 - 300)
        XCTAssertEqual(host.contentOffset.x, 0, "no horizontal position: no horizontal scroll")
    }

    func testScrollToItem_TheVisibleAreaExcludesTheContentInsets() {
        var host = squaresHost(headers: false)
        host.contentInsets = EdgeInsets(top: 50, left: 0, bottom: 70, right: 0)
        host.scrollToItem(at: item30, position: .top, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_100 - 50)
        host.scrollToItem(at: item30, position: .bottom, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_200 - 600 + 70)
        host.scrollToItem(at: item30, position: .centeredVertically, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_150 - 50 - (600 - 120) / 2)
    }

    func testScrollToItem_StaysInsideTheContent() {
        var host = squaresHost(headers: false)
        host.scrollToItem(at: ItemPath(item: 299, section: 0), position: .top, animated: false)
        XCTAssertEqual(host.contentOffset.y, host.offsetRange(along: .vertical).upperBound)
        host.scrollToItem(at: ItemPath(item: 0, section: 0), position: .bottom, animated: false)
        XCTAssertEqual(host.contentOffset.y, 0)
    }

    func testScrollToItem_NearestMovesOnlyAsFarAsNeeded() {
        var host = squaresHost(headers: false)
        host.contentOffset.y = 1_000
        host.scrollToItem(at: item30, position: .nearest, animated: false)
        XCTAssertEqual(host.contentOffset.y, 1_000, "already wholly visible")
        host.scrollToItem(at: ItemPath(item: 60, section: 0), position: .nearest, animated: false)
        XCTAssertEqual(host.contentOffset.y, 2_300 - 600, "below: its bottom at the bottom")
        host.scrollToItem(at: ItemPath(item: 3, section: 0), position: .nearest, animated: false)
        XCTAssertEqual(host.contentOffset.y, 110, "above: its top at the top")
    }

    func testScrollToItem_KeepsTheItemClearOfAPinnedHeader() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 10, headerReferenceSize: Size(width: 0, height: 40))
        )
        layout.configuration.sectionHeadersPinToVisibleBounds = true
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        host.scrollToItem(at: item30, position: .top, animated: false)
        let frame = host.advance(to: 0)
        let item = frame.visible.first { $0.id == .cell(item30) }?.attributes.frame
        let header = frame.visible.first { $0.id == .sectionHeader(0) }?.attributes.frame
        XCTAssertEqual(header?.minY, frame.contentOffset.y, "pinned at the top")
        XCTAssertEqual(item.map { $0.minY - frame.contentOffset.y }, 40, "just below the header")
    }

    func testScrollToItem_HorizontalPositions() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.scrollDirection = .horizontal
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 320), itemCounts: [300])
        let path = ItemPath(item: 60, section: 0)
        guard let frame = host.layout.attributes(at: path)?.frame else { return XCTFail("no item") }
        host.scrollToItem(at: path, position: .left, animated: false)
        XCTAssertEqual(host.contentOffset.x, frame.minX)
        host.scrollToItem(at: path, position: .centeredHorizontally, animated: false)
        XCTAssertEqual(host.contentOffset.x, frame.midX - 160)
        host.scrollToItem(at: path, position: [.right, .top], animated: false)
        XCTAssertEqual(host.contentOffset.x, frame.maxX - 320)
        XCTAssertEqual(host.contentOffset.y, 0, "the content is no taller than the viewport")
    }

    func testScrollToItem_AnimatesWithTheEaseInEaseOutCurve() {
        var host = squaresHost(headers: false)
        _ = host.advance(to: 10)
        host.scrollToItem(at: item30, position: .top, animated: true)
        XCTAssertEqual(host.contentOffset.y, 0, "nothing moves before the next frame")
        XCTAssertEqual(host.advance(to: 10).contentOffset.y, 0, "the next frame starts the scroll")
        let halfway = host.advance(to: 10.15)
        XCTAssertEqual(halfway.contentOffset.y, 550, accuracy: 1e-6, "the curve is symmetric")
        XCTAssertTrue(halfway.isAnimating)
        let early = host.advance(to: 10.03).contentOffset.y
        XCTAssertEqual(early, 550, accuracy: 1e-6, "time never runs backwards")
        let end = host.advance(to: 10.3)
        XCTAssertEqual(end.contentOffset.y, 1_100)
        XCTAssertFalse(end.isAnimating)
    }

    func testScrollToItem_ATouchStopsTheAnimation() {
        var host = squaresHost(headers: false)
        host.scrollToItem(at: item30, position: .top, animated: true)
        _ = host.advance(to: 0)
        _ = host.advance(to: 0.1)
        host.touchBegan(at: Point(x: 10, y: 10), time: 0.1)
        let caught = host.contentOffset.y
        XCTAssertGreaterThan(caught, 0)
        XCTAssertEqual(host.advance(to: 1).contentOffset.y, caught)
    }

    func testScrollToItem_AnUnknownPathIsIgnored() {
        var host = squaresHost(headers: false)
        host.contentOffset.y = 300
        host.scrollToItem(at: ItemPath(item: 300, section: 0), position: .top, animated: false)
        host.scrollToItem(at: ItemPath(item: 0, section: 5), position: .top, animated: false)
        XCTAssertEqual(host.contentOffset.y, 300)
    }
}
