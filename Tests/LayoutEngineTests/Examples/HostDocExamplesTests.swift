import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Runs every example of the article "Hosting a layout" (``HostDocExamples``, verbatim copies)
/// and checks what its comments and the text around it claim.
final class HostDocExamplesTests: XCTestCase {
    func testHostDocs_Frames_TheViewsAreTheFramesElements() async {
        let (host, views, frame) = await HostDocExamples.frames()
        XCTAssertFalse(frame.visible.isEmpty)
        XCTAssertEqual(Set(views.keys), Set(frame.visible.map(\.id)))
        let grown = host.viewport.insetBy(dx: -200, dy: -200)
        XCTAssertEqual(
            Set(frame.visible.map(\.id)), Set(host.layout.attributes(in: grown).map(ElementID.init)))
    }

    func testHostDocs_Time_AnAnimatedScrollAfterAnIdleStartsAtTheNextFrame() async {
        let (first, later) = await HostDocExamples.idleRenderer()
        // Item 900 heads line 300 of 110-point lines (100-point squares, 10 apart): y 33 000.
        XCTAssertEqual(first.contentOffset.y, 0, "the first frame after the call is the scroll's start")
        XCTAssertTrue(first.isAnimating)
        XCTAssertEqual(later.contentOffset.y, 33_000 / 2, accuracy: 1e-6, "the curve is symmetric")
    }

    func testHostDocs_Scrolling_AFlickDeceleratesToItsProjection() async {
        let (start, _, _) = await HostDocExamples.frames()
        let (_, flicking, resting) = await HostDocExamples.scrolling(start)
        XCTAssertTrue(flicking.isAnimating, "still decelerating")
        XCTAssertGreaterThan(flicking.contentOffset.y, 240)
        XCTAssertFalse(resting.isAnimating, "at rest")
        // 80 points every 16 ms: 5000 points a second, projected 5 · 0.998 / 0.002 = 2495 points
        // past the 240 points the finger moved.
        XCTAssertEqual(resting.contentOffset.y, 240 + 5 * 0.998 / 0.002, accuracy: 1e-6)
    }

    func testHostDocs_ScrollingToAnItem_CentresThenMovesOnlyAsNeeded() async {
        let (start, _, _) = await HostDocExamples.frames()
        var host = await HostDocExamples.scrollingToAnItem(start)
        // Three 100-point items to a 390-point line, lines 10 apart: item 500 centred on line
        // 166 puts the viewport at 166 · 110 + 50 − 422; item 520 (line 173) lies below it, so
        // `.nearest` brings its bottom to the viewport's bottom.
        XCTAssertEqual(
            host.contentOffset.y, 166 * 110 + 50 - 422, "centred at once; the nearest scroll animates")
        XCTAssertEqual(host.advance(to: 1).contentOffset.y, 166 * 110 + 50 - 422, "the next frame starts it")
        XCTAssertEqual(host.advance(to: 2).contentOffset.y, 173 * 110 + 100 - 844)
    }

    func testHostDocs_Measurement_TheChatStaysAtTheEnd() async {
        let (chat, shown, measured) = await HostDocExamples.measurement()
        XCTAssertFalse(shown.needsMeasurement.isEmpty)
        XCTAssertGreaterThan(measured.contentSize.height, shown.contentSize.height)
        XCTAssertEqual(
            measured.contentOffset.y, chat.offsetRange(along: .vertical).upperBound, "still at the end")
    }

    func testHostDocs_BatchUpdates_RenameTheViewsShownAndKeepTheEnd() async throws {
        let (chat, _, measured) = await HostDocExamples.measurement()
        let (updated, next) = try await HostDocExamples.batchUpdates(chat)
        XCTAssertEqual(updated.itemCounts, [520])
        XCTAssertEqual(next.renamed.count, measured.visible.count, "every view shown re-keyed")
        XCTAssertTrue(next.renamed.allSatisfy { $0.to.path.item == $0.from.path.item + 20 })
        XCTAssertEqual(next.contentOffset.y, updated.offsetRange(along: .vertical).upperBound)
    }

    func testHostDocs_HitTesting_FindsTheCellUnderTheFinger() async {
        let (host, _, _) = await HostDocExamples.frames()
        let tapped = await HostDocExamples.hitTesting(host)
        XCTAssertEqual(tapped, .cell(ItemPath(item: 0, section: 0)))
    }

    func testHostDocs_Focus_MovesByGeometryAndToTheEnd() async {
        let (host, _, _) = await HostDocExamples.frames()
        let focused = await HostDocExamples.focus(host)
        XCTAssertEqual(
            focused,
            [ItemPath(item: 0, section: 0), ItemPath(item: 3, section: 0), ItemPath(item: 999, section: 0)])
    }

    func testHostDocs_Accessibility_ReadsItemsInPathOrder() async {
        let (host, _, _) = await HostDocExamples.frames()
        let reading = await HostDocExamples.accessibility(host)
        XCTAssertFalse(reading.isEmpty)
        XCTAssertEqual(reading, reading.sorted { $0.path < $1.path })
        XCTAssertEqual(reading.first, .cell(ItemPath(item: 0, section: 0)))
    }

    func testHostDocs_Reordering_ReturnsTheMove() async {
        let (host, _, _) = await HostDocExamples.frames()
        let move = await HostDocExamples.reordering(host)
        // (320, 490) is on line 4 (440...540), third column (290...390): item 14.
        XCTAssertEqual(
            move, .moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 14, section: 0)))
    }
    func testHostDocs_ReorderingASnapshot_ReturnsItReordered() async throws {
        let (board, tasks) = try await HostDocExamples.reorderingASnapshot()
        XCTAssertEqual(board.itemIdentifiers, ["test", "ship", "write"])
        XCTAssertFalse(tasks.isMovingItem)
        XCTAssertEqual(board.itemCounts, tasks.itemCounts, "the previous snapshot of the next apply")
        var next = board
        try next.deleteItems(["test"])
        var host = tasks
        XCTAssertNoThrow(try host.apply(next, from: board, animated: false, time: 2))
    }

    func testHostDocs_Bands_AFlickPagesTheShelfNotTheContent() async {
        let (store, settled) = await HostDocExamples.bands()
        XCTAssertEqual(store.layout.orthogonalOffset(forSection: 0), 160)
        XCTAssertEqual(settled.contentOffset, .zero)
        XCTAssertFalse(settled.isAnimating)
        let first = settled.visible.first { $0.id == .cell(ItemPath(item: 1, section: 0)) }
        XCTAssertEqual(first?.attributes.frame.minX, 0, "group 1 at the window's leading edge")
    }
}
