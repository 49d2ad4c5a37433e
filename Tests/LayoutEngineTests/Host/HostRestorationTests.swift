import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `CollectionHost.scrollAnchor` and `restore(_:)`: the anchor's item drawn at the same place
/// from the viewport's leading edge, read from the frames' visible elements.
final class HostRestorationTests: XCTestCase {
    /// Where `frame` draws the cell `path`, from the viewport's top, or nil when it does not.
    private func drawnTop(of path: ItemPath, in frame: HostFrame) -> Double? {
        frame.visible.first { $0.id == .cell(path) }.map { $0.attributes.frame.minY - frame.contentOffset.y }
    }

    func testScrollAnchor_IsTheFirstItemOfTheLineAtTheTopEdge() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 5_030  // line 45 spans 4 950...5 050
        _ = host.advance(to: 0)
        let anchor = try XCTUnwrap(host.scrollAnchor)
        XCTAssertEqual(anchor.item, ItemPath(item: 135, section: 0))
        XCTAssertEqual(anchor.distance, 80, accuracy: 1e-9)
        XCTAssertNil(anchor.keptEnd)
        // In the spacing between lines 45 and 46: the next line's first item, 5 points ahead.
        host.contentOffset.y = 5_055
        XCTAssertEqual(host.scrollAnchor, ScrollAnchor(item: ItemPath(item: 138, section: 0), distance: -5))
    }

    func testRestore_AfterAWidthChange_TheAnchorItemIsDrawnWhereItWas() throws {
        for (width, offset) in [(430.0, 5_030.0), (210, 5_030), (430, 123), (650, 7_777)] {
            var host = squaresHost(itemCounts: [300], headers: false)
            host.contentOffset.y = offset
            let before = host.advance(to: 0)
            let anchor = try XCTUnwrap(host.scrollAnchor)
            let top = try XCTUnwrap(drawnTop(of: anchor.item, in: before))
            host.viewportSize.width = width
            host.restore(anchor)
            let after = host.advance(to: 1)
            let restored = try XCTUnwrap(drawnTop(of: anchor.item, in: after), "width \(width)")
            XCTAssertEqual(restored, top, accuracy: 0.5, "width \(width), offset \(offset)")
        }
    }

    func testRestore_IntoANewHostWithAnotherLayout_ShowsTheItemAtTheSameDistance() throws {
        var grid = squaresHost(itemCounts: [300], headers: false)
        grid.contentOffset.y = 5_000
        _ = grid.advance(to: 0)
        let anchor = try XCTUnwrap(grid.scrollAnchor)
        XCTAssertEqual(anchor, ScrollAnchor(item: ItemPath(item: 135, section: 0), distance: 50))
        // A list of 70-point rows in a wider viewport, as after a relaunch in another mode.
        var list = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 390, height: 70)),
            viewportSize: Size(width: 390, height: 844),
            itemCounts: [300])
        _ = list.advance(to: 0)
        list.restore(anchor)
        let frame = list.advance(to: 1)
        let top = try XCTUnwrap(drawnTop(of: anchor.item, in: frame))
        XCTAssertEqual(top, -anchor.distance, accuracy: 0.5, "the top edge 50 points into item 135")
        XCTAssertEqual(list.scrollAnchor, anchor)
    }

    func testRestore_ThePathPastTheCountsIsClampedToTheLastItem_NeverATrap() throws {
        var host = squaresHost(itemCounts: [30, 0, 40], headers: false)
        let end = { (host: CollectionHost<FlowLayout>) in host.offsetRange(along: .vertical).upperBound }
        for path in [ItemPath(item: 0, section: 7), ItemPath(item: 999, section: 2)] {
            host.contentOffset.y = 0
            host.restore(ScrollAnchor(item: path, distance: 0))
            let frame = host.advance(to: 0)
            XCTAssertEqual(frame.contentOffset.y, end(host), "the last item, clamped to the end: \(path)")
            XCTAssertNotNil(drawnTop(of: ItemPath(item: 39, section: 2), in: frame))
        }
        // An empty section reads as the first item after it; a negative section as the first item.
        host.restore(ScrollAnchor(item: ItemPath(item: 3, section: 1), distance: 10))
        let empty = host.advance(to: 1)
        XCTAssertEqual(drawnTop(of: ItemPath(item: 0, section: 2), in: empty), -10)
        host.restore(ScrollAnchor(item: ItemPath(item: -4, section: -1), distance: .nan))
        XCTAssertEqual(host.advance(to: 2).contentOffset.y, 0)
        // No item at all: the start.
        var none = squaresHost(itemCounts: [0], headers: false)
        none.contentOffset.y = 50
        none.restore(ScrollAnchor(item: ItemPath(item: 5, section: 0), distance: 10))
        XCTAssertEqual(none.advance(to: 0).contentOffset.y, 0)
    }

    func testRestore_AChatReadAtItsNewestMessageShowsTheNewestAgain() throws {
        var chat = squaresHost(itemCounts: [100], headers: false)
        chat.contentOffset.y = chat.offsetRange(along: .vertical).upperBound
        _ = chat.advance(to: 0)
        let anchor = try XCTUnwrap(chat.scrollAnchor)
        XCTAssertEqual(anchor.keptEnd, .end)
        // Relaunched with 30 more messages.
        var relaunched = squaresHost(itemCounts: [130], headers: false)
        relaunched.restore(anchor)
        let frame = relaunched.advance(to: 0)
        XCTAssertEqual(frame.contentOffset.y, relaunched.offsetRange(along: .vertical).upperBound)
        XCTAssertNotNil(drawnTop(of: ItemPath(item: 129, section: 0), in: frame))
    }

    func testRestore_Horizontal_TheItemAtTheLeftEdge() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100), scrollDirection: .horizontal)
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        var strip = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        strip.contentOffset.x = 2_230  // column 20 spans 2 200...2 300: five squares to a column
        _ = strip.advance(to: 0)
        let anchor = try XCTUnwrap(strip.scrollAnchor)
        XCTAssertEqual(anchor, ScrollAnchor(item: ItemPath(item: 100, section: 0), distance: 30))
        // Shorter: three squares to a column, item 100 in column 33.
        strip.viewportSize.height = 330
        strip.restore(anchor)
        let frame = strip.advance(to: 1)
        let cell = try XCTUnwrap(frame.visible.first { $0.id == .cell(anchor.item) })
        XCTAssertEqual(cell.attributes.frame.minX - frame.contentOffset.x, -30, accuracy: 0.5)
        XCTAssertEqual(frame.contentOffset.x, 33 * 110 + 30, accuracy: 0.5)
    }

    func testRestore_EstimatedSizes_TheItemKeepsItsPlaceAsItsNeighboursAreMeasured() throws {
        var feed = rowsHost(itemCounts: [200], estimate: 50)
        feed.contentOffset.y = 3_020  // item 60 at 3 000 with the estimates
        _ = feed.advance(to: 0)
        let anchor = try XCTUnwrap(feed.scrollAnchor)
        XCTAssertEqual(anchor, ScrollAnchor(item: ItemPath(item: 60, section: 0), distance: 20))
        var relaunched = rowsHost(itemCounts: [200], estimate: 50)
        relaunched.restore(anchor)
        let shown = relaunched.advance(to: 0)
        XCTAssertEqual(drawnTop(of: anchor.item, in: shown), -20)
        for id in shown.needsMeasurement where id.path.item != 60 {
            relaunched.reportSize(Size(width: 320, height: 80), for: id)
        }
        let measured = relaunched.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(drawnTop(of: anchor.item, in: measured)), -20, accuracy: 0.5)
    }
}
