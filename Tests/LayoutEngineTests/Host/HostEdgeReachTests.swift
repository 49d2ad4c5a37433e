import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `HostFrame.reachedStart` / `reachedEnd`: the load-more signal, checked against the content's
/// size as a user sees it (how far the viewport is from each end).
final class HostEdgeReachTests: XCTestCase {
    /// The frames of `host` at the offsets `positions` along `axis` (one frame each), with
    /// which ends each reported.
    private func walk<Layout: CollectionLayout>(
        _ host: inout CollectionHost<Layout>, along axis: Axis, through positions: [Double], from time: Double
    ) -> [(position: Double, start: Bool, end: Bool)] {
        positions.enumerated().map { index, position in
            if axis == .vertical { host.contentOffset.y = position } else { host.contentOffset.x = position }
            let frame = host.advance(to: time + Double(index) / 60)
            return (position, frame.reachedStart, frame.reachedEnd)
        }
    }

    func testReachedEnd_FiresOncePerApproach_AgainAfterLeavingAndComingBack() {
        var host = squaresHost(itemCounts: [300], headers: false)
        let first = host.advance(to: 0)
        XCTAssertTrue(first.reachedStart, "the first frame shows the top of the content")
        XCTAssertFalse(first.reachedEnd)
        // 100 lines of 110 points less the last spacing: the viewport's top can go to 11 000 − 10 − 600.
        let last = 100 * 110 - 10 - 600.0
        let down = walk(
            &host, along: .vertical, through: stride(from: 50, through: last, by: 50).map { $0 }, from: 1)
        let reported = down.filter(\.end).map(\.position)
        // Within one viewport (600 points) of the end: the first offset at or past last − 600.
        XCTAssertEqual(
            reported, [(((last - 600) / 50).rounded(.up)) * 50], "once, when it first comes within 600 points"
        )
        XCTAssertFalse(down.contains { $0.start }, "the start is left behind after the first frame")
        // Away (700 points from the end) and back.
        let again = walk(
            &host, along: .vertical, through: [last - 700, last - 650, last - 550, last], from: 10)
        XCTAssertEqual(again.map(\.end), [false, false, true, false])
        // And back to the top: the start is reported again, once.
        let up = walk(&host, along: .vertical, through: [1_000, 500, 0], from: 20)
        XCTAssertEqual(up.map(\.start), [false, true, false])
    }

    func testReachedEnd_FiresAgainAfterAPageIsAppended_NotAfterAPrepend() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        _ = host.advance(to: 0)
        let last = 100 * 110 - 10 - 600.0
        host.contentOffset.y = last
        XCTAssertTrue(host.advance(to: 1).reachedEnd)
        XCTAssertFalse(host.advance(to: 2).reachedEnd, "at rest at the end: reported once")
        // History inserted before the first item does not change the end.
        try host.performBatchUpdates(
            [.insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) })], itemCounts: [303],
            animated: false,
            time: 3)
        let afterPrepend = host.advance(to: 3)
        XCTAssertFalse(afterPrepend.reachedEnd, "nothing new at the end")
        // One line appended: the viewport is still within 600 points of the new end, 110 away.
        try host.performBatchUpdates(
            [.insertItems(at: (303..<306).map { ItemPath(item: $0, section: 0) })], itemCounts: [306],
            animated: false, time: 4)
        let appended = host.advance(to: 4)
        XCTAssertEqual(appended.contentSize.height - appended.contentOffset.y - 600, 110, accuracy: 1e-9)
        XCTAssertTrue(appended.reachedEnd, "a page appended: the end is reported again")
        XCTAssertFalse(appended.reachedStart)
        XCTAssertFalse(host.advance(to: 5).reachedEnd)
    }

    func testReachedStart_FiresAgainAfterHistoryIsPrepended() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        XCTAssertTrue(host.advance(to: 0).reachedStart)
        host.contentOffset.y = 200
        XCTAssertFalse(host.advance(to: 1).reachedStart, "still within the distance: not again")
        try host.performBatchUpdates(
            [.insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) })], itemCounts: [303],
            animated: false,
            time: 2)
        let prepended = host.advance(to: 2)
        // The layout keeps the cell shown in place: the viewport moved down by the new line.
        XCTAssertEqual(prepended.contentOffset.y, 310, accuracy: 1e-9)
        XCTAssertTrue(prepended.reachedStart, "history prepended: the start is reported again")
        XCTAssertFalse(prepended.reachedEnd)
    }

    func testShortContent_ReportsBothEndsAtTheFirstFrame() {
        var host = squaresHost(itemCounts: [6], headers: false)
        let first = host.advance(to: 0)
        XCTAssertTrue(first.reachedStart)
        XCTAssertTrue(first.reachedEnd)
        let second = host.advance(to: 1)
        XCTAssertFalse(second.reachedStart || second.reachedEnd, "once")
    }

    func testHorizontal_ReportsTheLeftAndRightEnds() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100), scrollDirection: .horizontal)
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [300])
        let first = host.advance(to: 0)
        XCTAssertTrue(first.reachedStart)
        XCTAssertFalse(first.reachedEnd)
        // Five squares to a 600-point column: 60 columns of 110 points less the last spacing.
        XCTAssertEqual(first.contentSize.width, 60 * 110 - 10)
        let last = first.contentSize.width - 320
        let right = walk(
            &host, along: .horizontal, through: [last - 400, last - 330, last - 310, last], from: 1)
        XCTAssertEqual(right.map(\.end), [false, false, true, false], "within one viewport width (320)")
        XCTAssertEqual(host.effectiveNearEdgeDistance, 320)
    }

    func testBottomToTop_TheEndIsTheBottomWhereTheLastItemIs() throws {
        let configuration = FlowLayout.Configuration(
            itemSizing: .fixed(Size(width: 320, height: 100)),
            metrics: .all(FlowLayout.SectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0)),
            verticalLayoutDirection: .bottomToTop)
        var chat = CollectionHost(
            layout: FlowLayout(configuration: configuration), viewportSize: Size(width: 320, height: 600),
            itemCounts: [100])
        chat.keepsEndVisible = true
        chat.nearEdgeDistance = 150
        chat.contentOffset.y = 10_000 - 600
        let bottom = chat.advance(to: 0)
        XCTAssertTrue(bottom.reachedEnd, "the newest messages at the bottom")
        XCTAssertFalse(bottom.reachedStart)
        let lastCell = try XCTUnwrap(bottom.visible.first { $0.id == .cell(ItemPath(item: 99, section: 0)) })
        XCTAssertEqual(
            lastCell.attributes.frame.maxY - bottom.contentOffset.y, 600, "the last item at the bottom")
        let up = walk(&chat, along: .vertical, through: [1_000, 100, 0], from: 1)
        XCTAssertEqual(up.map(\.start), [false, true, false], "the history at the top, within 150 points")
        // A message arrives at the bottom while the reader is there: the end again.
        chat.contentOffset.y = 10_000 - 600
        XCTAssertTrue(chat.advance(to: 2).reachedEnd)
        try chat.performBatchUpdates(
            [.insertItems(at: [ItemPath(item: 100, section: 0)])], itemCounts: [101], animated: false, time: 3
        )
        XCTAssertTrue(chat.advance(to: 3).reachedEnd)
    }

    func testNearEdgeDistance_BadValuesReadAsZero() {
        for bad in [-5, Double.nan, -Double.infinity] {
            var host = squaresHost(itemCounts: [300], headers: false)
            host.nearEdgeDistance = bad
            XCTAssertEqual(host.effectiveNearEdgeDistance, 0)
            host.contentOffset.y = 1
            XCTAssertFalse(host.advance(to: 0).reachedStart, "1 point away from the top")
            host.contentOffset.y = 0
            XCTAssertTrue(host.advance(to: 1).reachedStart, "at the top")
        }
    }

    /// Checks a bottom-to-top `layout`: short content reports both ends at once; long content
    /// reports its end at the bottom, where the last item is drawn lowest, and its start at the
    /// top, where item 0 is drawn highest.
    private func checkBottomToTop<Layout: CollectionLayout>(_ layout: Layout, name: String) throws {
        let viewport = Size(width: 320, height: 600)
        var short = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [1])
        let first = short.advance(to: 0)
        XCTAssertTrue(first.reachedStart && first.reachedEnd, "\(name): short content, both ends")
        let lowest = try XCTUnwrap(first.visible.max { $0.attributes.frame.maxY < $1.attributes.frame.maxY })
        XCTAssertEqual(lowest.id, .cell(ItemPath(item: 0, section: 0)), name)
        XCTAssertEqual(
            lowest.attributes.frame.maxY, 600, accuracy: 1e-9, "\(name): short content sits at the bottom")

        var long = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [200])
        long.nearEdgeDistance = 0
        _ = long.advance(to: 0)
        long.contentOffset.y = long.offsetRange(along: .vertical).upperBound
        let bottom = long.advance(to: 1)
        XCTAssertTrue(bottom.reachedEnd, name)
        XCTAssertFalse(bottom.reachedStart, name)
        let drawnLowest = try XCTUnwrap(
            bottom.visible.filter { $0.id.kind == .cell }.max {
                $0.attributes.frame.maxY < $1.attributes.frame.maxY
            })
        XCTAssertEqual(drawnLowest.id.path.item, 199, "\(name): the end is where the last item is")
        long.contentOffset.y = 0
        let top = long.advance(to: 2)
        XCTAssertTrue(top.reachedStart, name)
        XCTAssertFalse(top.reachedEnd, name)
        let drawnHighest = try XCTUnwrap(
            top.visible.filter { $0.id.kind == .cell }.min {
                $0.attributes.frame.minY < $1.attributes.frame.minY
            })
        XCTAssertEqual(drawnHighest.id.path.item, 0, "\(name): the start is where item 0 is")
    }

    func testBottomToTop_WaterfallAndCompositional_ReportTheirVisualEnds() throws {
        try checkBottomToTop(
            WaterfallLayout(
                configuration: WaterfallLayout.Configuration(
                    columnCount: 1, verticalLayoutDirection: .bottomToTop)),
            name: "waterfall")
        let row = fullWidthRows(height: 80)
        try checkBottomToTop(
            CompositionalLayout(
                section: row,
                configuration: CompositionalLayout.Configuration(verticalLayoutDirection: .bottomToTop)),
            name: "compositional")
    }
}
