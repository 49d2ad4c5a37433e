import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Measurement without jumps: reported sizes reach the layout, and the next frame keeps the
/// cell the user looks at in place, or the end of the content at the end.
final class HostMeasurementTests: XCTestCase {
    private func cell(_ item: Int) -> ElementID { .cell(ItemPath(item: item, section: 0)) }

    /// The on-screen top of `id` in `frame`.
    private func screenTop(_ id: ElementID, _ frame: HostFrame) -> Double? {
        frame.visible.first { $0.id == id }.map { $0.attributes.frame.minY - frame.contentOffset.y }
    }

    func testHostMeasurement_CellsMeasuredAboveDoNotMoveWhatTheUserSees() {
        var host = rowsHost(itemCounts: [1_000])
        host.contentOffset.y = 5_010  // row 100 starts at 5000
        let before = host.advance(to: 0)
        XCTAssertEqual(screenTop(cell(100), before), -10)
        for item in 0..<20 { host.reportSize(Size(width: 320, height: 80), for: cell(item)) }
        let after = host.advance(to: 0)
        XCTAssertEqual(after.contentOffset.y, 5_010 + 20 * 30, "in the same frame")
        XCTAssertEqual(screenTop(cell(100), after), -10)
        XCTAssertEqual(screenTop(cell(105), after), 240)
    }

    func testHostMeasurement_ScrollingUpThroughEstimatedRowsDoesNotJump() {
        var host = rowsHost(itemCounts: [300])
        host.contentOffset.y = 5_000
        var frame = host.advance(to: 0)
        for step in 1...30 {
            let before = frame
            host.scroll(by: Point(x: 0, y: -45))
            frame = host.advance(to: Double(step) / 60)
            guard let mark = ReadingMark(frame, viewportSize: host.viewportSize, axis: .vertical) else {
                return XCTFail("nothing shown")
            }
            for id in frame.needsMeasurement {
                host.reportSize(Size(width: 320, height: 30 + Double(id.path.item % 7) * 20), for: id)
            }
            frame = host.advance(to: Double(step) / 60)
            XCTAssertEqual(
                screenPosition(of: mark.id, in: frame, axis: .vertical) ?? .nan, mark.screenPosition,
                accuracy: 1e-9, "step \(step)")
            XCTAssertNotEqual(before.contentOffset, frame.contentOffset)
        }
    }

    func testHostMeasurement_AGrowingCellBelowPushesOnlyWhatFollowsIt() {
        var host = rowsHost(itemCounts: [100])
        host.contentOffset.y = 1_000
        _ = host.advance(to: 0)
        for item in 20..<32 { host.reportSize(Size(width: 320, height: 50), for: cell(item)) }
        let before = host.advance(to: 0)
        host.reportSize(Size(width: 320, height: 150), for: cell(24))  // streaming in
        let after = host.advance(to: 0.1)
        XCTAssertEqual(after.contentOffset.y, before.contentOffset.y)
        XCTAssertEqual(screenTop(cell(24), after), screenTop(cell(24), before))
        XCTAssertEqual(screenTop(cell(25), after), (screenTop(cell(25), before) ?? .nan) + 100)
        XCTAssertEqual(after.contentSize.height, before.contentSize.height + 100)
    }

    func testHostMeasurement_KeepsTheEndVisibleWhenTheLastCellGrows() {
        var host = rowsHost(itemCounts: [100])
        host.keepsEndVisible = true
        host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
        _ = host.advance(to: 0)
        host.reportSize(Size(width: 320, height: 170), for: cell(99))
        let frame = host.advance(to: 0.1)
        XCTAssertEqual(frame.contentOffset.y, 100 * 50 + 120 - 600)
        XCTAssertEqual(frame.contentOffset.y, host.offsetRange(along: .vertical).upperBound)
    }

    func testHostMeasurement_KeepsTheEndVisible_WhenTheLayoutGrowsAsSoonAsASizeIsReported() {
        // The compositional layout lays a section out again inside `reportSize`, before the
        // frame: the host judges "at the end" by the content before the first report.
        let row = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let section = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [row]))
        var host = CollectionHost(
            layout: CompositionalLayout(section: section), viewportSize: Size(width: 320, height: 600),
            itemCounts: [40])
        host.keepsEndVisible = true
        _ = host.advance(to: 0)
        host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
        let atEnd = host.advance(to: 0.1)
        let last = ElementID.cell(ItemPath(item: 39, section: 0))
        XCTAssertTrue(atEnd.visible.contains { $0.id == last })
        host.reportSize(Size(width: 320, height: 300), for: last)
        let grown = host.advance(to: 0.2)
        XCTAssertEqual(grown.contentOffset.y, host.offsetRange(along: .vertical).upperBound)
        XCTAssertGreaterThan(grown.contentOffset.y, atEnd.contentOffset.y + 250)
    }

    func testHostMeasurement_WithoutKeepsEndVisibleTheEndScrollsAway() {
        var host = rowsHost(itemCounts: [100])
        let end = host.offsetRange(along: .vertical).upperBound
        host.contentOffset.y = end
        _ = host.advance(to: 0)
        host.reportSize(Size(width: 320, height: 170), for: cell(99))
        XCTAssertEqual(host.advance(to: 0.1).contentOffset.y, end)
    }

    func testHostMeasurement_ContentThatShrinksUnderTheViewportKeepsTheOffsetInside() {
        var host = rowsHost(itemCounts: [100])
        for item in 0..<100 {
            host.layout.reportSize(Size(width: 320, height: 50), forItemAt: ItemPath(item: item, section: 0))
        }
        host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
        _ = host.advance(to: 0)
        for item in 90..<100 { host.reportSize(Size(width: 320, height: 20), for: cell(item)) }
        let frame = host.advance(to: 0.1)
        XCTAssertEqual(frame.contentOffset.y, 100 * 50 - 300 - 600, "no empty space past the end")
    }

    func testHostMeasurement_KeepsEndVisibleOnlyAtTheEnd() {
        var host = rowsHost(itemCounts: [100])
        host.keepsEndVisible = true
        host.contentOffset.y = 1_000
        _ = host.advance(to: 0)
        host.reportSize(Size(width: 320, height: 170), for: cell(99))
        XCTAssertEqual(host.advance(to: 0.1).contentOffset.y, 1_000)
    }

    func testHostMeasurement_AFlickGoesOnFromTheMovedOffset() {
        var measured = rowsHost(itemCounts: [2_000])
        var plain = measured
        for host in [0, 1] {
            func drive(_ host: inout CollectionHost<FlowLayout>) {
                host.contentOffset.y = 20_000
                host.touchBegan(at: Point(x: 100, y: 500), time: 0)
                for step in 1...4 {
                    host.touchMoved(to: Point(x: 100, y: 500 - 40 * Double(step)), time: 0.016 * Double(step))
                }
                host.touchEnded(at: Point(x: 100, y: 340), time: 0.064)
                _ = host.advance(to: 0.2)
            }
            if host == 0 { drive(&measured) } else { drive(&plain) }
        }
        for item in 0..<10 { measured.reportSize(Size(width: 320, height: 60), for: cell(item)) }
        XCTAssertEqual(measured.advance(to: 0.2).contentOffset.y, plain.contentOffset.y + 100)
        for step in 1...30 {
            let time = 0.2 + Double(step) / 30
            XCTAssertEqual(
                measured.advance(to: time).contentOffset.y, plain.advance(to: time).contentOffset.y + 100,
                accuracy: 1e-9, "step \(step)")
        }
        XCTAssertTrue(measured.isDecelerating)
    }

    func testHostMeasurement_ADragGoesOnFromTheMovedOffset() {
        var host = rowsHost(itemCounts: [1_000])
        host.contentOffset.y = 5_000
        host.touchBegan(at: Point(x: 100, y: 300), time: 0)
        host.touchMoved(to: Point(x: 100, y: 280), time: 0.016)
        _ = host.advance(to: 0.016)
        for item in 0..<10 { host.reportSize(Size(width: 320, height: 60), for: cell(item)) }
        XCTAssertEqual(host.advance(to: 0.02).contentOffset.y, 5_020 + 100)
        host.touchMoved(to: Point(x: 100, y: 270), time: 0.032)
        XCTAssertEqual(host.contentOffset.y, 5_030 + 100, "the finger moves on from there")
    }

    func testHostMeasurement_SupplementaryIdentitiesAreIgnored() {
        var host = rowsHost(itemCounts: [10])
        let before = host.advance(to: 0)
        host.reportSize(Size(width: 320, height: 500), for: .sectionHeader(0))
        XCTAssertEqual(host.advance(to: 0.1).contentSize, before.contentSize)
    }

    func testHostMeasurement_WaterfallKeepsTheAnchor() {
        var configuration = WaterfallLayout.Configuration(columnCount: 2)
        configuration.itemHeight = .aspectRatio { path in 0.5 + Double(path.item % 5) * 0.25 }
        var host = CollectionHost(
            layout: WaterfallLayout(configuration: configuration),
            viewportSize: Size(width: 320, height: 600),
            itemCounts: [500])
        host.contentOffset.y = 8_000
        let before = host.advance(to: 0)
        guard
            let anchor = before.visible.filter({ $0.attributes.frame.intersects(host.viewport) }).map(\.id)
                .min(by: {
                    $0.path < $1.path
                })
        else { return XCTFail("nothing shown") }
        for item in 0..<40 { host.reportSize(Size(width: 155, height: 300), for: cell(item)) }
        let after = host.advance(to: 0)
        XCTAssertNotEqual(after.contentOffset.y, before.contentOffset.y)
        XCTAssertEqual(screenTop(anchor, after) ?? .nan, screenTop(anchor, before) ?? 0, accuracy: 1e-9)
    }
}
