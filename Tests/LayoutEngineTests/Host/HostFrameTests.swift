import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Frames of a host: what they show, what appeared and disappeared, prefetching, the content
/// size, and the cells to measure.
final class HostFrameTests: XCTestCase {
    func testHostFrame_ShowsTheElementsOfTheViewportGrownByTheOverscan() {
        var host = squaresHost(itemCounts: [40, 40])
        host.overscan = 75
        host.contentOffset.y = 1_234
        let frame = host.advance(to: 0)
        let grown = Rect(x: -75, y: 1_234 - 75, width: 320 + 150, height: 600 + 150)
        let expected = identities(
            of: everyElement(of: host.layout, itemCounts: [40, 40]), intersecting: grown)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(shownIDs(frame), expected)
        XCTAssertEqual(frame.visible.count, expected.count, "each element once")
        XCTAssertEqual(frame.contentOffset, Point(x: 0, y: 1_234))
    }

    func testHostFrame_VisibleAttributesAreTheLayouts() {
        var host = squaresHost()
        host.contentOffset.y = 500
        let frame = host.advance(to: 0)
        XCTAssertFalse(frame.visible.isEmpty)
        for element in frame.visible {
            XCTAssertEqual(ElementID(element.attributes), element.id)
            if case .cell = element.id.kind {
                XCTAssertEqual(element.attributes, host.layout.attributes(at: element.id.path))
            }
        }
    }

    func testHostFrame_TheFirstFrameShowsEveryElementAsAppeared() {
        var host = squaresHost()
        let frame = host.advance(to: 0)
        XCTAssertFalse(frame.visible.isEmpty)
        XCTAssertEqual(Set(frame.appeared), shownIDs(frame))
        XCTAssertEqual(frame.appeared.count, frame.visible.count)
        XCTAssertTrue(frame.disappeared.isEmpty)
    }

    func testHostFrame_AppearedAndDisappearedAreTheDifferenceWithTheLastFrame() {
        var host = squaresHost()
        let first = host.advance(to: 0)
        host.contentOffset.y = 330  // three lines of 110 points
        let second = host.advance(to: 0.016)
        XCTAssertEqual(Set(second.appeared), shownIDs(second).subtracting(shownIDs(first)))
        XCTAssertEqual(Set(second.disappeared), shownIDs(first).subtracting(shownIDs(second)))
        XCTAssertEqual(
            Set(second.disappeared),
            Set(
                [ElementID.sectionHeader(0)] + (0..<6).map { ElementID.cell(ItemPath(item: $0, section: 0)) }),
            "the header and the first two lines scrolled out")
        XCTAssertFalse(second.appeared.isEmpty)
    }

    func testHostFrame_AFrameAtTheSameOffsetChangesNothing() {
        var host = squaresHost()
        host.contentOffset.y = 777
        let first = host.advance(to: 0)
        let second = host.advance(to: 1)
        XCTAssertEqual(shownIDs(first), shownIDs(second))
        XCTAssertTrue(second.appeared.isEmpty)
        XCTAssertTrue(second.disappeared.isEmpty)
        XCTAssertTrue(second.prefetch.isEmpty, "nothing to prefetch when nothing moves")
    }

    func testHostFrame_ContentSizeIsTheLayouts() {
        var host = squaresHost(itemCounts: [30])
        let frame = host.advance(to: 0)
        // A 40-point header, then 10 lines of 100 points 10 apart.
        XCTAssertEqual(frame.contentSize, Size(width: 320, height: 40 + 10 * 100 + 9 * 10))
        XCTAssertEqual(host.contentSize, frame.contentSize)
    }

    func testHostFrame_TimeNeverRunsBackwards() {
        var host = squaresHost()
        XCTAssertEqual(host.advance(to: 2).time, 2)
        XCTAssertEqual(host.advance(to: 1).time, 2)
        XCTAssertEqual(host.advance(to: .nan).time, 2)
    }

    func testHostFrame_AResizeLaysOutAgain() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        host.viewportSize = Size(width: 430, height: 600)  // four squares to a line
        let frame = host.advance(to: 0)
        XCTAssertEqual(frame.contentSize.height, 8 * 100 + 7 * 10)
        XCTAssertTrue(shownIDs(frame).contains(.cell(ItemPath(item: 3, section: 0))))
    }
}

/// Prefetching: the cells ahead of the grown viewport in the direction of scrolling.
final class HostPrefetchTests: XCTestCase {
    func testHostPrefetch_ListsTheCellsAheadInTheScrollDirection() {
        var host = squaresHost(headers: false)
        host.prefetchDistance = 220  // two lines
        _ = host.advance(to: 0)
        host.contentOffset.y = 50
        let frame = host.advance(to: 0.016)
        // The viewport reaches 650: lines 5 (550...650) shows; lines 6 and 7 (660...870) are
        // within 870 = 650 + 220.
        XCTAssertEqual(Set(frame.prefetch), Set((18..<24).map { ItemPath(item: $0, section: 0) }))
        XCTAssertTrue(shownIDs(frame).isDisjoint(with: frame.prefetch.map(ElementID.cell)))
    }

    func testHostPrefetch_ListsEachCellOnceWhileItStaysAhead() {
        var host = squaresHost(headers: false)
        host.prefetchDistance = 220
        _ = host.advance(to: 0)
        var listed: [ItemPath] = []
        for step in 1...40 {
            host.contentOffset.y = Double(step) * 20
            listed += host.advance(to: Double(step) / 60).prefetch
        }
        XCTAssertFalse(listed.isEmpty)
        XCTAssertEqual(listed.count, Set(listed).count, "no cell listed twice")
        let last = (800 + 600 + 220) / 110  // the last line within reach at offset 800
        XCTAssertEqual(Set(listed), Set((18..<(last + 1) * 3).map { ItemPath(item: $0, section: 0) }))
    }

    func testHostPrefetch_ScrollingUpPrefetchesAbove() {
        var host = squaresHost(headers: false)
        host.prefetchDistance = 110
        host.contentOffset.y = 2_000
        _ = host.advance(to: 0)
        host.contentOffset.y = 1_990
        let frame = host.advance(to: 0.016)
        // The viewport starts at 1990, in line 18 (1980...2080); line 17 (1870...1970) is ahead.
        XCTAssertEqual(Set(frame.prefetch), Set((51..<54).map { ItemPath(item: $0, section: 0) }))
    }

    func testHostPrefetch_DefaultsToTheViewportsLongerSide() {
        XCTAssertEqual(squaresHost().prefetchDistance, 600)
        let wide = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 50, height: 50)),
            viewportSize: Size(width: 800, height: 300),
            itemCounts: [10])
        XCTAssertEqual(wide.prefetchDistance, 800)
    }

    func testHostPrefetch_ZeroDistanceTurnsItOff() {
        var host = squaresHost(headers: false)
        host.prefetchDistance = 0
        _ = host.advance(to: 0)
        host.contentOffset.y = 300
        XCTAssertTrue(host.advance(to: 0.016).prefetch.isEmpty)
    }
}

extension ElementID {
    /// The header of `section`.
    static func sectionHeader(_ section: Int) -> ElementID {
        ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: section))
    }
}
