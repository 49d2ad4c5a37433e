import LayoutEngine
import XCTest

/// Sizes reported after a batch update, before a frame draws it, keep the text the reader read
/// before the batch in place; once a frame has drawn the batch, the text read is picked from
/// what that frame drew. The case: a short cell inserted just above the cell being read lands
/// with its top edge on screen, and is then measured taller.
final class HostReportsAfterBatchTests: XCTestCase {
    func testHostReportsAfterBatch_Flow_KeepTheCellReadBeforeTheBatch() throws {
        try checkKeepsTheCellRead(flowLayout())
    }

    func testHostReportsAfterBatch_Compositional_KeepTheCellReadBeforeTheBatch() throws {
        try checkKeepsTheCellRead(compositionalLayout())
    }

    func testHostReportsAfterBatch_Flow_AfterADrawnFrameKeepTheCellDrawnFirst() throws {
        try checkAfterADrawnFrame(flowLayout())
    }

    func testHostReportsAfterBatch_Compositional_AfterADrawnFrameKeepTheCellDrawnFirst() throws {
        try checkAfterADrawnFrame(compositionalLayout())
    }

    /// Forty cells measured 100 points tall, estimated 20, with item 10 read 50 points below
    /// the top (item 9 straddles the top edge).
    private func prepared<Layout: CollectionLayout>(_ layout: Layout) -> CollectionHost<Layout> {
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [40])
        for item in 0..<40 {
            host.reportSize(Size(width: 320, height: 100), for: .cell(ItemPath(item: item, section: 0)))
        }
        _ = host.advance(to: 0)
        host.contentOffset.y = 950
        _ = host.advance(to: 1.0 / 60)
        return host
    }

    /// One cell (estimated 20 points) inserted above item 10, measured 200 points tall before
    /// the next frame: item 10, now 11, stays 50 points below the top.
    private func checkKeepsTheCellRead<Layout: CollectionLayout>(_ layout: Layout) throws {
        var host = prepared(layout)
        let read = ItemPath(item: 10, section: 0)
        let before = host.advance(to: 2.0 / 60)
        XCTAssertEqual(screenPosition(of: .cell(read), in: before, axis: .vertical), 50)
        try host.performBatchUpdates(
            [.insertItems(at: [read])], itemCounts: [41], animated: false, time: 3.0 / 60)
        host.reportSize(Size(width: 320, height: 200), for: .cell(read))
        let after = host.advance(to: 3.0 / 60)
        XCTAssertEqual(
            try XCTUnwrap(
                screenPosition(of: .cell(ItemPath(item: 11, section: 0)), in: after, axis: .vertical)),
            50, accuracy: 0.5, "the cell read before the batch")
    }

    /// The same batch, drawn by a frame (the inserted cell's top edge 30 points below the top,
    /// the first on screen) before the report: the inserted cell keeps its place, and pushes the
    /// cell after it down.
    private func checkAfterADrawnFrame<Layout: CollectionLayout>(_ layout: Layout) throws {
        var host = prepared(layout)
        let inserted = ItemPath(item: 10, section: 0)
        _ = host.advance(to: 2.0 / 60)
        try host.performBatchUpdates(
            [.insertItems(at: [inserted])], itemCounts: [41], animated: false, time: 3.0 / 60)
        let drawn = host.advance(to: 3.0 / 60)
        XCTAssertEqual(
            try XCTUnwrap(
                screenPosition(of: .cell(ItemPath(item: 11, section: 0)), in: drawn, axis: .vertical)),
            50, accuracy: 0.5)
        XCTAssertEqual(
            try XCTUnwrap(screenPosition(of: .cell(inserted), in: drawn, axis: .vertical)), 30, accuracy: 0.5)
        host.reportSize(Size(width: 320, height: 200), for: .cell(inserted))
        let after = host.advance(to: 4.0 / 60)
        XCTAssertEqual(
            try XCTUnwrap(screenPosition(of: .cell(inserted), in: after, axis: .vertical)), 30, accuracy: 0.5,
            "the cell drawn first")
        XCTAssertEqual(
            try XCTUnwrap(
                screenPosition(of: .cell(ItemPath(item: 11, section: 0)), in: after, axis: .vertical)),
            230, accuracy: 0.5)
    }

    private func flowLayout() -> FlowLayout {
        var configuration = FlowLayout.Configuration(estimatedItemSize: Size(width: 320, height: 20))
        configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        return FlowLayout(configuration: configuration)
    }

    private func compositionalLayout() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20))
        let group = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
        return CompositionalLayout(section: LayoutSection(group: group))
    }
}
