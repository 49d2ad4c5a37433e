import LayoutEngine
import XCTest

/// The cell a batch keeps in place on screen when it moves the cell being read.
final class HostBatchAnchorTests: XCTestCase {
    func testHostBatchAnchor_MovingTheFirstVisibleItemAwayKeepsTheContentInPlace() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_200  // line 20 at the top: items 60, 61, 62 read first
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

    func testHostBatchAnchor_MovingTheCellBeingReadKeepsTheNextOneReadInPlace() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        // Line 20 (items 60…62) straddles the top edge: the text being read is line 21 (63…65).
        host.contentOffset.y = 2_210
        let before = host.advance(to: 0)
        let drawnBefore = try XCTUnwrap(
            screenPosition(of: .cell(ItemPath(item: 64, section: 0)), in: before, axis: .vertical))
        // Three items inserted at 62 and item 63 moved away: item 64 is item 66 after the batch,
        // on line 22.
        try host.performBatchUpdates(
            [
                .insertItems(at: (62..<65).map { ItemPath(item: $0, section: 0) }),
                .moveItem(from: ItemPath(item: 63, section: 0), to: ItemPath(item: 250, section: 0)),
            ],
            itemCounts: [303], animated: false, time: 0)
        let after = host.advance(to: 0)
        XCTAssertEqual(
            screenPosition(of: .cell(ItemPath(item: 66, section: 0)), in: after, axis: .vertical),
            drawnBefore,
            "the next cell read after the moved one stays where it was drawn")
    }

    func testHostBatchAnchor_InsertionsAboveStillMoveTheOffset() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_200
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [
                .insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) }),
                .moveItem(from: ItemPath(item: 60, section: 0), to: ItemPath(item: 200, section: 0)),
            ],
            itemCounts: [303], animated: false, time: 0)
        XCTAssertEqual(
            host.advance(to: 0).contentOffset.y, 2_200 + 110, "one line inserted above the kept cell")
    }
}

/// Bottom to top (a chat): a batch that moves items keeps the bottom-most message shown that it
/// does not move in place on screen, as the layout keeps the bottom-most one.
final class HostBottomToTopBatchAnchorTests: XCTestCase {
    /// 300 rows 100 points tall, bottom to top, in a 320 × 600 viewport showing rows 60…65.
    private func chat() -> CollectionHost<FlowLayout> {
        var layout = FlowLayout(itemSize: Size(width: 320, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        layout.configuration.verticalLayoutDirection = .bottomToTop
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        host.contentOffset.y = 6_000
        return host
    }

    /// Where the row at `path` is drawn in `frame`, from the viewport's top.
    private func drawnTop(_ path: Int, in frame: HostFrame) -> Double? {
        frame.visible.first { $0.id == .cell(ItemPath(item: path, section: 0)) }
            .map { $0.attributes.frame.minY - frame.contentOffset.y }
    }

    func testMovingTheTopRowIntoTheViewportKeepsTheBottomRowInPlace() throws {
        var host = chat()
        let before = host.advance(to: 0)
        XCTAssertEqual(drawnTop(65, in: before), 500, "the bottom-most row shown")
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 60, section: 0), to: ItemPath(item: 63, section: 0))],
            itemCounts: [300], animated: false, time: 0)
        let after = host.advance(to: 0)
        XCTAssertEqual(drawnTop(65, in: after), 500, "row 65, not moved, stays where it was read")
    }

    func testMovingTheBottomRowUpKeepsTheNextOneUpInPlace() throws {
        var host = chat()
        let before = host.advance(to: 0)
        XCTAssertEqual(drawnTop(64, in: before), 400)
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 65, section: 0), to: ItemPath(item: 62, section: 0))],
            itemCounts: [300], animated: false, time: 0)
        let after = host.advance(to: 0)
        // Rows 62…64 move one place on (row 64 is row 65 now): the bottom-most message not
        // moved stays where it was read, and what is above it moves up.
        XCTAssertEqual(drawnTop(65, in: after), 400, "the message that was row 64 stays where it was read")
        XCTAssertEqual(drawnTop(62, in: after), 100, "the moved message, above it")
    }
}
