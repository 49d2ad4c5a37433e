import LayoutEngine
import XCTest

/// `scrollToItem` in the circular fan, whose frames all stand at the viewport's centre: the
/// fan answers the offset itself, a turn of the wheel that rests with an item upright.
final class HostFanScrollToItemTests: XCTestCase {
    private let item20 = ItemPath(item: 20, section: 0)

    func testFanScrollToItem_EveryPositionStandsTheItemUpright() {
        for direction in [ScrollDirection.horizontal, .vertical] {
            var host = fanHost(direction)
            for (step, position) in everyScrollPosition.enumerated() {
                host.contentOffset = .zero
                host.scrollToItem(at: item20, position: position, animated: false)
                _ = host.advance(to: Double(step))
                let angle = host.layout.angle(at: item20)
                XCTAssertEqual(angle ?? .nan, 0, accuracy: 1e-9, "\(direction) \(position)")
                XCTAssertEqual(host.contentOffset, host.layout.contentOffset(centering: item20))
            }
        }
    }

    func testFanScrollToItem_NearestKeepsAnUprightItemWhereItIs() {
        for direction in [ScrollDirection.horizontal, .vertical] {
            var host = fanHost(direction)
            host.scrollToItem(at: item20, position: .centeredHorizontally, animated: false)
            _ = host.advance(to: 0)
            let upright = host.contentOffset
            XCTAssertNotEqual(upright, .zero, "\(direction): the wheel turned")
            host.scrollToItem(at: item20, position: .nearest, animated: false)
            XCTAssertEqual(host.contentOffset, upright, "\(direction)")
        }
    }

    func testFanScrollToItem_NearestTurnsAFarItemJustIntoViewAndRests() {
        for direction in [ScrollDirection.horizontal, .vertical] {
            var host = fanHost(direction)
            let far = ItemPath(item: 30, section: 0)
            host.scrollToItem(at: item20, position: .nearest, animated: false)
            _ = host.advance(to: 0)
            host.scrollToItem(at: far, position: .nearest, animated: false)
            let frame = host.advance(to: 1)
            XCTAssertTrue(isWhollyInside(shownBounds(of: far, in: frame), host.viewport), "\(direction)")
            XCTAssertEqual(
                host.contentOffset,
                host.layout.targetContentOffset(proposed: host.contentOffset, velocity: .zero),
                "\(direction): a resting offset")
            guard let upright = host.layout.contentOffset(centering: far) else { return XCTFail("no item") }
            XCTAssertLessThanOrEqual(
                host.contentOffset.value(along: direction), upright.value(along: direction),
                "\(direction): no further than needed")
        }
        // The tall viewport of the vertical fan shows the cards beside the top one wholly.
        var host = fanHost(.vertical)
        host.scrollToItem(at: ItemPath(item: 30, section: 0), position: .nearest, animated: false)
        _ = host.advance(to: 0)
        XCTAssertNotEqual(host.layout.angle(at: ItemPath(item: 30, section: 0)) ?? 0, 0, "beside the top")
    }

    func testFanScrollToItem_AnimatedEndsAtTheRestingOffset() {
        var host = fanHost(.vertical)
        _ = host.advance(to: 5)
        host.scrollToItem(at: item20, position: .centeredVertically, animated: true)
        XCTAssertTrue(host.advance(to: 5.1).isAnimating)
        let end = host.advance(to: 6)
        XCTAssertFalse(end.isAnimating)
        XCTAssertEqual(end.contentOffset, host.layout.contentOffset(centering: item20))
        XCTAssertEqual(host.layout.angle(at: item20) ?? .nan, 0, accuracy: 1e-9)
    }

    func testFanScrollToItem_AnItemOffTheWheelIsReached() {
        var host = fanHost(.horizontal, itemCount: 1_000)
        host.scrollToItem(at: ItemPath(item: 999, section: 0), position: .nearest, animated: false)
        _ = host.advance(to: 0)
        let first = ItemPath(item: 0, section: 0)
        XCTAssertNil(host.layout.attributes(at: first), "off the wheel at the end")
        host.scrollToItem(at: first, position: .nearest, animated: false)
        let frame = host.advance(to: 1)
        XCTAssertTrue(isWhollyInside(shownBounds(of: first, in: frame), host.viewport))
    }

    func testFanScrollToItem_AMirroredFanTurnsTheOtherWay() {
        var layout = fanHost(.horizontal).layout
        layout.configuration.followsLayoutDirection = true
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 390, height: 844), itemCounts: [40])
        host.layoutDirection = .rightToLeft
        _ = host.advance(to: 0)
        host.scrollToItem(at: item20, position: .left, animated: false)
        _ = host.advance(to: 1)
        XCTAssertEqual(host.layout.angle(at: item20) ?? .nan, 0, accuracy: 1e-9)
        let far = ItemPath(item: 5, section: 0)
        host.scrollToItem(at: far, position: .nearest, animated: false)
        let frame = host.advance(to: 2)
        XCTAssertTrue(isWhollyInside(shownBounds(of: far, in: frame), host.viewport))
        XCTAssertEqual(
            host.contentOffset, host.layout.targetContentOffset(proposed: host.contentOffset, velocity: .zero)
        )
    }
}
