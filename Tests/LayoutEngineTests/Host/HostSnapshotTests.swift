import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `CollectionHost.apply(_:from:animated:time:)`: views follow their item's identifier.
final class HostSnapshotTests: XCTestCase {
    private func snapshot(_ items: [String], sections: [Int] = [0]) throws -> CollectionSnapshot<Int, String>
    {
        var snapshot = CollectionSnapshot<Int, String>()
        try snapshot.appendSections(sections)
        try snapshot.appendItems(items)
        return snapshot
    }

    func testAShuffleReKeysEverySurvivingCell_NoneDisappearsOrAppears() throws {
        let names = (0..<30).map { "item \($0)" }
        let before = try snapshot(names)
        // 7 is prime to 30: a permutation that moves every item but the first.
        let after = try snapshot((0..<30).map { names[($0 * 7) % 30] })
        var host = squaresHost(itemCounts: before.itemCounts, headers: false)
        let shown = host.advance(to: 0)
        try host.apply(after, from: before, animated: true, time: 1)
        let next = host.advance(to: 1)
        // The user's view: each view the last frame showed is now keyed by its item's new path.
        var expected: [ElementID: ElementID] = [:]
        for element in shown.visible {
            let name = try XCTUnwrap(before.itemIdentifier(at: element.id.path))
            let path = try XCTUnwrap(after.indexPath(for: name))
            if path != element.id.path { expected[element.id] = .cell(path) }
        }
        XCTAssertGreaterThan(expected.count, 10, "most of the shown items moved")
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: next.renamed.map { ($0.from, $0.to) }), expected,
            "every shown cell re-keyed to its item's new path, and nothing else")
        XCTAssertFalse(next.disappeared.contains { $0.isDeparting }, "no view of a surviving item departs")
        let keys = Set(expected.values)
        XCTAssertTrue(keys.isDisjoint(with: next.appeared), "a re-keyed view does not also appear")
        XCTAssertTrue(keys.isDisjoint(with: next.disappeared), "a re-keyed view does not disappear")
        XCTAssertTrue(next.isAnimating)
    }

    func testAPreviousSnapshotThatIsNotTheHostsDataThrowsAndChangesNothing() throws {
        var host = squaresHost(itemCounts: [5], headers: false)
        _ = host.advance(to: 0)
        let wrong = try snapshot(["a", "b", "c"])
        let next = try snapshot(["c", "b", "a", "d"])
        XCTAssertThrowsError(try host.apply(next, from: wrong, animated: false, time: 1))
        XCTAssertEqual(host.itemCounts, [5])
    }
}
