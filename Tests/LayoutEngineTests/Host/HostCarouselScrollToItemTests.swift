import LayoutEngine
import XCTest

/// `scrollToItem` in the carousel, which rests only with an item in the centre: every position
/// centres the item, and `.nearest` rests at the centred offset nearest the current one.
final class HostCarouselScrollToItemTests: XCTestCase {
    private let item10 = ItemPath(item: 10, section: 0)

    func testCarouselScrollToItem_EveryPositionCentresTheItem() {
        var host = carouselHost()
        for (step, position) in everyScrollPosition.enumerated() {
            host.contentOffset = .zero
            host.scrollToItem(at: item10, position: position, animated: false)
            _ = host.advance(to: Double(step))
            XCTAssertEqual(host.layout.centeredItem, item10, "\(position)")
            XCTAssertEqual(host.contentOffset, host.layout.contentOffset(centering: item10), "\(position)")
        }
    }

    func testCarouselScrollToItem_NearestKeepsAShownItemWhereItIs() {
        var host = carouselHost()
        host.scrollToItem(at: item10, position: .centeredHorizontally, animated: false)
        _ = host.advance(to: 0)
        let centred = host.contentOffset
        host.scrollToItem(at: item10, position: .nearest, animated: false)
        XCTAssertEqual(host.contentOffset, centred)
    }

    func testCarouselScrollToItem_NearestRestsWithTheItemWhollyShown() {
        var host = carouselHost()
        let far = ItemPath(item: 15, section: 0)
        host.scrollToItem(at: far, position: .nearest, animated: true)
        _ = host.advance(to: 0.1)
        let frame = host.advance(to: 1)
        XCTAssertFalse(frame.isAnimating)
        XCTAssertTrue(isWhollyInside(shownBounds(of: far, in: frame), host.viewport))
        XCTAssertEqual(
            host.contentOffset,
            host.layout.targetContentOffset(proposed: host.contentOffset, velocity: .zero),
            "a resting offset")
        XCTAssertEqual(host.layout.centeredItem, far, "a side item would show cut off")
    }

    func testCarouselScrollToItem_WrapAroundCentresTheLiveCopy() {
        var layout = carouselHost().layout
        layout.configuration.wrapsAround = true
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 390, height: 200), itemCounts: [20])
        _ = host.advance(to: 0)
        for (step, item) in [3, 17, 0].enumerated() {
            let path = ItemPath(item: item, section: 0)
            host.scrollToItem(at: path, position: .nearest, animated: false)
            let frame = host.advance(to: Double(step + 1))
            XCTAssertTrue(isWhollyInside(shownBounds(of: path, in: frame), host.viewport), "item \(item)")
            host.scrollToItem(at: path, position: .centeredHorizontally, animated: false)
            _ = host.advance(to: Double(step) + 1.5)
            XCTAssertEqual(host.layout.centeredItem, path, "item \(item)")
        }
    }
}
