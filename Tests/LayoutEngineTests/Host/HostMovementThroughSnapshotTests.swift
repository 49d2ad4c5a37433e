import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A snapshot applied while the user drags an item: the view under the finger still shows the
/// dragged item, it keeps the neighbour it stood beside, the others show the app's data, and
/// the end hands back the app's snapshot with the item there; a snapshot that deletes the
/// dragged item cancels the movement.
final class HostMovementThroughSnapshotTests: XCTestCase {
    private let names = (0..<30).map { "item \($0)" }

    private func snapshot(_ items: [String]) throws -> CollectionSnapshot<Int, String> {
        var snapshot = CollectionSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items)
        return snapshot
    }

    /// The viewport point at the centre of the cell at `item`'s place (3 squares to a line).
    private func centre(of item: Int) -> Point {
        Point(x: Double(item % 3) * 110 + 50, y: Double(item / 3) * 110 + 50)
    }

    /// The element drawn above all the others: the dragged one.
    private func topmost(_ frame: HostFrame) -> HostedElement? {
        frame.visible.max { $0.attributes.zIndex < $1.attributes.zIndex }
    }

    /// Drags item 3 onto item 7's place, applies `after` (edited from the 30 names) there, and
    /// returns the host, the views (each showing the item of its path in `expected`, the data
    /// the host shows with the move) and the frame after the apply.
    private func dragThenApply(
        _ after: CollectionSnapshot<Int, String>, expected: [String]
    ) throws -> (CollectionHost<FlowLayout>, HostRenderer<String>, HostFrame) {
        let before = try snapshot(names)
        var host = squaresHost(itemCounts: before.itemCounts, headers: false)
        var views = HostRenderer<String>()
        views.apply(host.advance(to: 0), "start", content: { before.itemIdentifier(at: $0.path) ?? "?" })
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: centre(of: 7), time: 0.1)
        var dragged = names
        dragged.insert(dragged.remove(at: 3), at: 7)
        views.apply(host.advance(to: 0.1), "dragged", content: { dragged[$0.path.item] })
        try host.apply(after, from: before, animated: true, time: 0.2)
        let frame = host.advance(to: 0.2)
        views.apply(
            frame, "applied",
            content: { expected.indices.contains($0.path.item) ? expected[$0.path.item] : "?" })
        return (host, views, frame)
    }

    func testTheDraggedItemStaysUnderTheFingerBesideItsNeighbour() throws {
        var after = try snapshot(names)
        try after.insertItems(["new a", "new b"], beforeItem: "item 0")
        try after.deleteItems(["item 1", "item 5"])
        try after.moveItem("item 20", beforeItem: "item 2")
        // With the move, item 3 stood before item 8: it still does.
        var expected = after.itemIdentifiers.filter { $0 != "item 3" }
        expected.insert("item 3", at: try XCTUnwrap(expected.firstIndex(of: "item 8")))
        let (host, views, frame) = try dragThenApply(after, expected: expected)
        XCTAssertTrue(host.isMovingItem)
        let held = try XCTUnwrap(topmost(frame))
        XCTAssertEqual(views.views[held.id], "item 3", "the view under the finger is the dragged item's")
        XCTAssertEqual(
            held.attributes.frame.origin, Point(x: centre(of: 7).x - 50, y: centre(of: 7).y - 50),
            "held where the finger holds it")
        var ended = host
        let result = ended.endInteractiveMovement(reordering: after)
        XCTAssertEqual(
            result.itemIdentifiers, expected, "the app's snapshot with the item beside its neighbour")
        XCTAssertEqual(result.itemCounts, ended.itemCounts)
        var settle = views
        settle.apply(ended.advance(to: 0.2), "ended", content: { expected[$0.path.item] })
        settle.apply(ended.advance(to: 1), "settled", content: { expected[$0.path.item] })
        for (id, shown) in settle.views where !id.isDeparting {
            XCTAssertEqual(shown, expected[id.path.item], "the view at \(id) shows the data's item")
        }
    }

    func testWithoutTheNeighbourAfterItTheItemStaysAfterTheOneBefore() throws {
        var after = try snapshot(names)
        try after.deleteItems(["item 8"])
        // With the move, item 3 stood after item 7 and before item 8, now deleted.
        var expected = after.itemIdentifiers.filter { $0 != "item 3" }
        expected.insert("item 3", at: try XCTUnwrap(expected.firstIndex(of: "item 7")) + 1)
        let (host, views, frame) = try dragThenApply(after, expected: expected)
        XCTAssertEqual(views.views[try XCTUnwrap(topmost(frame)).id], "item 3")
        var ended = host
        XCTAssertEqual(ended.endInteractiveMovement(reordering: after).itemIdentifiers, expected)
    }

    func testDeletingTheDraggedItemCancelsTheMovement() throws {
        var after = try snapshot(names)
        try after.deleteItems(["item 3"])
        try after.insertItems(["new"], beforeItem: "item 0")
        let (host, views, _) = try dragThenApply(after, expected: after.itemIdentifiers)
        XCTAssertFalse(host.isMovingItem)
        var ended = host
        XCTAssertNil(ended.endInteractiveMovement())
        XCTAssertEqual(ended.itemCounts, after.itemCounts)
        var settle = views
        let settled = ended.advance(to: 1)
        settle.apply(settled, "settled", content: { after.itemIdentifier(at: $0.path) ?? "?" })
        XCTAssertFalse(settled.isAnimating)
        XCTAssertFalse(settle.views.values.contains("item 3"), "the dragged item's view is gone")
        for (id, shown) in settle.views {
            XCTAssertEqual(
                shown, after.itemIdentifier(at: id.path), "the view at \(id) shows the data's item")
        }
    }

    func testABatchThatDoesNotFitTheAppsDataThrowsAndKeepsTheMovement() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: centre(of: 7), time: 0.1)
        XCTAssertThrowsError(
            try host.performBatchUpdates(
                [.deleteItems(at: [ItemPath(item: 0, section: 0)])], itemCounts: [30], animated: true,
                time: 0.2))
        XCTAssertTrue(host.isMovingItem)
        XCTAssertEqual(
            host.endInteractiveMovement(),
            .moveItem(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 7, section: 0)))
    }

    func testRandomSnapshotsAcrossSectionsKeepTheDraggedItemOrCancel() throws {
        let sections = [0, 1, 2]
        var before = CollectionSnapshot<Int, String>()
        try before.appendSections(sections)
        for section in sections {
            try before.appendItems((0..<8).map { "s\(section) i\($0)" }, toSection: section)
        }
        for seed in UInt64(1)...30 {
            var random = SeededGenerator(seed: seed)
            var host = squaresHost(itemCounts: before.itemCounts, headers: false)
            var views = HostRenderer<String>()
            views.apply(host.advance(to: 0), "start", content: { before.itemIdentifier(at: $0.path) ?? "?" })
            let from = ItemPath(item: Int.random(in: 0..<6, using: &random), section: 0)
            let to = ItemPath(
                item: Int.random(in: 0..<6, using: &random), section: Int.random(in: 0...1, using: &random))
            let dragged = try XCTUnwrap(before.itemIdentifier(at: from))
            func centre(_ path: ItemPath) throws -> Point {
                let frame = try XCTUnwrap(host.layout.attributes(at: path)).frame
                return Point(x: frame.midX - host.contentOffset.x, y: frame.midY - host.contentOffset.y)
            }
            XCTAssertTrue(host.beginInteractiveMovement(at: try centre(from)), "seed \(seed)")
            let pointer = try centre(to)
            host.updateInteractiveMovement(to: pointer, time: 0.1)
            views.apply(host.advance(to: 0.1), "dragged", content: { _ in "appeared" })
            var after = before
            for name in after.itemIdentifiers where Int.random(in: 0..<5, using: &random) == 0 {
                try after.deleteItems([name])
            }
            if Bool.random(using: &random) { try after.moveSection(2, beforeSection: 0) }
            if Bool.random(using: &random) { try after.deleteSections([2]) }
            try after.insertSections([9], beforeSection: 1)
            try after.appendItems(["new 0", "new 1"], toSection: 9)
            if let first = try after.itemIdentifiers(inSection: 1).first {
                try after.insertItems(["new 2"], beforeItem: first)
            }
            try host.apply(after, from: before, animated: true, time: 0.2)
            // A view that appears shows a new item: only the views that survive are checked.
            let frame = host.advance(to: 0.2)
            views.apply(frame, "applied", content: { _ in "appeared" })
            guard after.indexPath(for: dragged) != nil else {
                XCTAssertFalse(host.isMovingItem, "seed \(seed): the dragged item is gone")
                continue
            }
            XCTAssertTrue(host.isMovingItem, "seed \(seed)")
            let held = try XCTUnwrap(topmost(frame))
            XCTAssertEqual(views.views[held.id], dragged, "seed \(seed): the view under the finger")
            XCTAssertEqual(
                held.attributes.frame.midX - host.contentOffset.x, pointer.x, accuracy: 1e-9, "seed \(seed)")
            let result = host.endInteractiveMovement(reordering: after)
            XCTAssertEqual(result.itemCounts, host.itemCounts, "seed \(seed)")
            XCTAssertEqual(
                result.itemIdentifiers.filter { $0 != dragged },
                after.itemIdentifiers.filter { $0 != dragged },
                "seed \(seed): the others keep the app's order")
            for (id, shown) in views.views where !id.isDeparting && shown != "appeared" {
                XCTAssertEqual(shown, result.itemIdentifier(at: id.path), "seed \(seed): the view at \(id)")
            }
        }
    }
}
