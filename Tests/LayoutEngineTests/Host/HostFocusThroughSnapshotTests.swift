import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The focus follows its item through snapshots: the view the user sees focused shows the same
/// item after a reorder, inserts and deletes around it; a deleted focused item hands the focus
/// to the item now at its place, or to the one before it when it was the last.
final class HostFocusThroughSnapshotTests: XCTestCase {
    private func snapshot(_ items: [String]) throws -> CollectionSnapshot<Int, String> {
        var snapshot = CollectionSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items)
        return snapshot
    }

    private let names = (0..<30).map { "item \($0)" }

    /// Applies `after` over `before` with `focused` focused, rendering every frame into views
    /// that show the item named by the snapshot of their time; returns the item the view
    /// drawn focused shows, or nil when nothing is focused.
    private func focusedView(
        focusing focused: String, from before: CollectionSnapshot<Int, String>,
        to after: CollectionSnapshot<Int, String>, animated: Bool
    ) throws -> String? {
        var host = squaresHost(itemCounts: before.itemCounts, headers: false)
        var views = HostRenderer<String>()
        host.focusedItem = before.indexPath(for: focused)
        views.apply(host.advance(to: 0), "before", content: { before.itemIdentifier(at: $0.path) ?? "?" })
        try host.apply(after, from: before, animated: animated, time: 1)
        views.apply(host.advance(to: 1), "applied", content: { after.itemIdentifier(at: $0.path) ?? "?" })
        views.apply(host.advance(to: 2), "settled", content: { after.itemIdentifier(at: $0.path) ?? "?" })
        guard let path = host.focusedItem else { return nil }
        return views.views[.cell(path)]
    }

    func testTheFocusedItemKeepsTheFocusThroughAReorderAndChangesAroundIt() throws {
        let before = try snapshot(names)
        var after = before
        try after.insertItems(["new a", "new b"], beforeItem: "item 0")
        try after.deleteItems(["item 1", "item 9"])
        try after.moveItem("item 5", afterItem: "item 20")
        try after.moveItem("item 2", beforeItem: "new a")
        for animated in [false, true] {
            XCTAssertEqual(
                try focusedView(focusing: "item 5", from: before, to: after, animated: animated), "item 5")
            XCTAssertEqual(
                try focusedView(focusing: "item 7", from: before, to: after, animated: animated), "item 7")
        }
    }

    func testRandomSnapshotsKeepTheFocusOnASurvivingItem() throws {
        let before = try snapshot(names)
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed)
            var order = names.shuffled(using: &random)
            let focused = order[Int.random(in: 0..<order.count, using: &random)]
            order.removeAll { $0 != focused && Int.random(in: 0..<4, using: &random) == 0 }
            for index in 0..<Int.random(in: 0...5, using: &random) {
                order.insert("new \(index)", at: Int.random(in: 0...order.count, using: &random))
            }
            let shown = try focusedView(
                focusing: focused, from: before, to: try snapshot(order), animated: true)
            XCTAssertEqual(shown, focused, "seed \(seed)")
        }
    }

    func testADeletedFocusedItemHandsTheFocusToTheItemNowAtItsPlace() throws {
        let before = try snapshot(names)
        var after = before
        try after.deleteItems(["item 5"])
        XCTAssertEqual(try focusedView(focusing: "item 5", from: before, to: after, animated: true), "item 6")
    }

    func testADeletedLastFocusedItemHandsTheFocusToTheItemBefore() throws {
        let before = try snapshot(names)
        var after = before
        try after.deleteItems(["item 27", "item 28", "item 29"])
        XCTAssertEqual(
            try focusedView(focusing: "item 28", from: before, to: after, animated: true), "item 26")
        after = before
        try after.deleteItems(["item 29"])
        XCTAssertEqual(
            try focusedView(focusing: "item 29", from: before, to: after, animated: false), "item 28")
    }

    func testADeletedLastSectionHandsTheFocusToTheLastItemOfTheSectionBefore() throws {
        var host = squaresHost(itemCounts: [4, 3], headers: false)
        host.focusedItem = ItemPath(item: 1, section: 1)
        try host.performBatchUpdates([.deleteSections([1])], itemCounts: [4], animated: true, time: 0)
        XCTAssertEqual(host.focusedItem, ItemPath(item: 3, section: 0))
    }
}
