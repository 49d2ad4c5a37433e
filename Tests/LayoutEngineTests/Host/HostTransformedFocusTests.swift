import LayoutEngine
import XCTest

/// Keyboard focus in the fan and the carousel: home and end scroll the focused item on screen
/// through the layout's own offsets, and the arrows follow the items as drawn.
final class HostTransformedFocusTests: XCTestCase {
    func testFanFocus_HomeAndEndShowTheFocusedItem() {
        for direction in [ScrollDirection.horizontal, .vertical] {
            var host = fanHost(direction)
            host.scrollToItem(at: ItemPath(item: 20, section: 0), position: .nearest, animated: false)
            _ = host.advance(to: 0)
            for (step, key) in [FocusDirection.home, .end, .home].enumerated() {
                let focused = host.moveFocus(key)
                let expected = ItemPath(item: key == .home ? 0 : 39, section: 0)
                XCTAssertEqual(focused, expected, "\(direction) \(key)")
                let frame = frameAfterMotion(of: &host, at: Double(step + 1))
                XCTAssertFalse(frame.isAnimating)
                XCTAssertTrue(
                    isWhollyInside(shownBounds(of: expected, in: frame), host.viewport), "\(direction) \(key)"
                )
            }
        }
    }

    func testFanFocus_HomeReachesAnItemOffTheWheel() {
        var host = fanHost(.vertical, itemCount: 1_000)
        host.scrollToItem(at: ItemPath(item: 500, section: 0), position: .nearest, animated: false)
        _ = host.advance(to: 0)
        let first = ItemPath(item: 0, section: 0)
        XCTAssertEqual(host.moveFocus(.home), first)
        let frame = frameAfterMotion(of: &host, at: 1)
        XCTAssertTrue(isWhollyInside(shownBounds(of: first, in: frame), host.viewport))
    }

    func testFanFocus_ArrowsFollowTheTurnedCards() {
        var horizontal = fanHost(.horizontal)
        horizontal.focusedItem = ItemPath(item: 0, section: 0)
        XCTAssertEqual(horizontal.moveFocus(.right), ItemPath(item: 1, section: 0))
        XCTAssertEqual(horizontal.moveFocus(.left), ItemPath(item: 0, section: 0))
        var vertical = fanHost(.vertical)
        vertical.focusedItem = ItemPath(item: 0, section: 0)
        XCTAssertEqual(vertical.moveFocus(.down), ItemPath(item: 1, section: 0))
        XCTAssertEqual(vertical.moveFocus(.up), ItemPath(item: 0, section: 0))
    }

    func testCarouselFocus_HomeAndEndCentreTheFocusedItem() {
        var host = carouselHost()
        for (step, key) in [FocusDirection.end, .home].enumerated() {
            let expected = ItemPath(item: key == .home ? 0 : 19, section: 0)
            XCTAssertEqual(host.moveFocus(key), expected)
            let frame = frameAfterMotion(of: &host, at: Double(step + 1))
            XCTAssertTrue(isWhollyInside(shownBounds(of: expected, in: frame), host.viewport), "\(key)")
            XCTAssertEqual(host.layout.centeredItem, expected, "\(key)")
        }
    }
}
