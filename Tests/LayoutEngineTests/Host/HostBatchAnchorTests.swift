import LayoutEngine
import XCTest

/// The cell a batch keeps in place on screen when it moves the first cell shown.
final class HostBatchAnchorTests: XCTestCase {
    func testHostBatchAnchor_MovingTheFirstVisibleItemAwayKeepsTheContentInPlace() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_210  // line 20: items 60, 61, 62 first
        let before = host.advance(to: 0)
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 60, section: 0), to: ItemPath(item: 100, section: 0))],
            itemCounts: [300], animated: false, time: 0)
        let after = host.advance(to: 0)
        XCTAssertEqual(after.contentOffset, before.contentOffset, "the view does not follow the moved item")
        let next = after.visible.first { $0.id == .cell(ItemPath(item: 60, section: 0)) }
        XCTAssertEqual(next?.attributes.frame.minY, 2_200, "item 61 took item 60's place, on screen")
    }

    func testHostBatchAnchor_MovingAnItemIntoTheFirstPlaceKeepsTheContentInPlace() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_210
        let before = host.advance(to: 0)
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 61, section: 0), to: ItemPath(item: 5, section: 0))],
            itemCounts: [300], animated: true, time: 0)
        XCTAssertEqual(host.advance(to: 0).contentOffset, before.contentOffset)
    }

    func testHostBatchAnchor_InsertionsAboveStillMoveTheOffset() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_210
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [
                .insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) }),
                .moveItem(from: ItemPath(item: 60, section: 0), to: ItemPath(item: 200, section: 0)),
            ],
            itemCounts: [303], animated: false, time: 0)
        XCTAssertEqual(
            host.advance(to: 0).contentOffset.y, 2_210 + 110, "one line inserted above the kept cell")
    }
}
