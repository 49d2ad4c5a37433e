import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A list in a headless host: separators are elements the host shows, they follow measured
/// rows, and a batch update ends on the layout's separators.
final class ListHostTests: XCTestCase {
    private func host() -> CollectionHost<CompositionalLayout> {
        CollectionHost(
            layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)),
            viewportSize: Size(width: 390, height: 844), itemCounts: [6])
    }

    private func separators(_ frame: HostFrame) -> [ItemPath: Rect] {
        var result: [ItemPath: Rect] = [:]
        for element in frame.visible where element.id.kind == .separator {
            result[element.id.path] = element.attributes.frame
        }
        return result
    }

    func testHost_ShowsSeparatorsThatFollowMeasuredRows() {
        var host = host()
        let first = host.advance(to: 0)
        XCTAssertEqual(separators(first).count, 5, "every row but the last")
        host.reportSize(Size(width: 358, height: 120), for: .cell(ItemPath(item: 2, section: 0)))
        let measured = host.advance(to: 0.1)
        let row = measured.visible.first { $0.id == .cell(ItemPath(item: 2, section: 0)) }?.attributes.frame
        XCTAssertEqual(row?.height, 120)
        XCTAssertEqual(separators(measured)[ItemPath(item: 2, section: 0)]?.maxY, row?.maxY)
        XCTAssertEqual(
            separators(measured)[ItemPath(item: 3, section: 0)]?.maxY, row.map { $0.maxY + 44 })
    }

    func testHost_BatchUpdateEndsOnTheLayoutsSeparators() throws {
        var host = host()
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.deleteItems(at: [ItemPath(item: 5, section: 0)])], itemCounts: [5], animated: true, time: 0.1)
        let settled = host.advance(to: 5)
        XCTAssertFalse(settled.isAnimating)
        XCTAssertEqual(
            separators(settled).keys.sorted(), (0..<4).map { ItemPath(item: $0, section: 0) },
            "the new last row has no separator")
        XCTAssertEqual(
            separators(settled)[ItemPath(item: 0, section: 0)],
            host.layout.separatorAttributes(at: ItemPath(item: 0, section: 0))?.frame)
    }
}
