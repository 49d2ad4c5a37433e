import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Keyboard focus: moves by geometry as Android's focus finder moves it, by pages and to the
/// ends; scrolls the focused item into view; keeps it shown; follows it through batches.
final class HostFocusTests: XCTestCase {
    private func cell(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    func testFocus_StartsAtTheFirstItemTheViewportShows() {
        var host = squaresHost(headers: false)
        host.contentOffset.y = 1_000  // line 9 (990...1090) shows its last 90 points
        _ = host.advance(to: 0)
        XCTAssertNil(host.focusedItem)
        XCTAssertEqual(host.moveFocus(.down), cell(27))
    }

    func testFocus_ArrowsMoveInTheGrid() {
        var host = squaresHost(headers: false)
        host.focusedItem = cell(4)  // the middle of line 1
        XCTAssertEqual(host.moveFocus(.down), cell(7))
        XCTAssertEqual(host.moveFocus(.up), cell(4))
        XCTAssertEqual(host.moveFocus(.left), cell(3))
        XCTAssertEqual(host.moveFocus(.right), cell(4))
        XCTAssertEqual(host.moveFocus(.right), cell(5))
        XCTAssertEqual(host.moveFocus(.right), cell(5), "nothing to the right: the focus stays")
        host.focusedItem = cell(1)
        XCTAssertEqual(host.moveFocus(.up), cell(1), "nothing above")
    }

    func testFocus_PrefersItemsInTheBeam() {
        // Below the source: a far item straight below, and a near one off to the side.
        let source = LayoutAttributes(path: cell(0), frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let straight = LayoutAttributes(path: cell(1), frame: Rect(x: 20, y: 300, width: 100, height: 50))
        let aside = LayoutAttributes(path: cell(2), frame: Rect(x: 150, y: 60, width: 100, height: 50))
        var host = fixedHost([source, straight, aside])
        host.focusedItem = cell(0)
        XCTAssertEqual(host.moveFocus(.down), cell(1))
        host.focusedItem = cell(0)
        XCTAssertEqual(host.moveFocus(.right), cell(2))
    }

    func testFocus_WeightsTheDistanceAlongTheDirectionThirteenTimes() {
        // Neither lies in the source's beam (x 0...50).
        let source = LayoutAttributes(path: cell(0), frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let near = LayoutAttributes(path: cell(1), frame: Rect(x: 225, y: 100, width: 50, height: 50))
        let straightish = LayoutAttributes(path: cell(2), frame: Rect(x: 60, y: 130, width: 50, height: 50))
        var host = fixedHost([source, near, straightish])
        host.focusedItem = cell(0)
        // near: d = 50, c = 225; 13 · 2500 + 50 625 = 83 125. straightish: d = 80, c = 60;
        // 13 · 6400 + 3600 = 86 800.
        XCTAssertEqual(host.moveFocus(.down), cell(1))
    }

    func testFocus_PagesMoveAboutAVisibleArea() {
        var host = squaresHost(headers: false)
        host.focusedItem = cell(0)
        // From the centre (50, 50), a page down aims at (50, 650): line 5 (550...650) is nearest.
        XCTAssertEqual(host.moveFocus(.pageDown), cell(15))
        XCTAssertEqual(host.moveFocus(.pageUp), cell(0))
        XCTAssertEqual(host.moveFocus(.pageUp), cell(0), "nothing before the first")
    }

    func testFocus_HomeAndEnd() {
        var host = squaresHost(itemCounts: [0, 20, 30, 0])
        XCTAssertEqual(host.moveFocus(.end), cell(29, 2))
        XCTAssertEqual(host.moveFocus(.home), cell(0, 1))
    }

    func testFocus_ScrollsTheFocusedItemIntoView() {
        var host = squaresHost(headers: false)
        _ = host.advance(to: 0)
        host.focusedItem = cell(12)  // line 4: 440...540, wholly visible
        host.moveFocus(.down)
        XCTAssertEqual(
            frameAfterMotion(of: &host, at: 1).contentOffset.y, 650 - 600,
            "line 5 (550...650) ends below the viewport")
        host.moveFocus(.up)
        XCTAssertEqual(
            frameAfterMotion(of: &host, at: 2).contentOffset.y, 50, "line 4 is wholly visible: no scroll")
        host.moveFocus(.up)
        host.moveFocus(.up)
        host.moveFocus(.up)
        host.moveFocus(.up)  // line 0
        XCTAssertEqual(frameAfterMotion(of: &host, at: 3).contentOffset.y, 0)
    }

    func testFocus_TheFocusedItemStaysShownWhenScrolledAway() {
        var host = squaresHost(headers: false)
        host.focusedItem = cell(1)
        var views = HostRenderer<Int>()
        views.apply(host.advance(to: 0), "first", content: { _ in 0 })
        host.contentOffset.y = 5_000
        let away = host.advance(to: 1)
        views.apply(away, "away", content: { _ in 0 })
        XCTAssertTrue(away.visible.contains { $0.id == .cell(cell(1)) })
        XCTAssertFalse(away.disappeared.contains(.cell(cell(1))))
        host.focusedItem = nil
        let released = host.advance(to: 2)
        views.apply(released, "released", content: { _ in 0 })
        XCTAssertEqual(released.disappeared, [.cell(cell(1))])
    }

    func testFocus_FollowsItsItemThroughABatch() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        host.focusedItem = cell(5)
        try host.performBatchUpdates(
            [.insertItems(at: [cell(0), cell(1)])], itemCounts: [32], animated: false, time: 0)
        XCTAssertEqual(host.focusedItem, cell(7))
        try host.performBatchUpdates(
            [.deleteItems(at: [cell(7)])], itemCounts: [31], animated: false, time: 0)
        XCTAssertEqual(host.focusedItem, cell(7), "the next item takes the deleted one's place")
        try host.performBatchUpdates(
            [.deleteItems(at: (0..<31).map { cell($0) })], itemCounts: [0], animated: false, time: 0)
        XCTAssertNil(host.focusedItem)
    }
}
