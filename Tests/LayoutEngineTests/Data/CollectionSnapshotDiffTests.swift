import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `updates(from:)` between random snapshots: the batch is valid by UIKit's rules, applying it
/// to the old ids by UIKit's semantics gives the new ids exactly, every item that UIKit's rules
/// let move is moved (never deleted and inserted), and pure reorders are moves only, as few
/// as a longest kept run allows.
final class CollectionSnapshotDiffTests: XCTestCase {
    func testSnapshotDiff_RandomPairsApplyToTheNewIdentifiers() throws {
        for seed in TestCampaign.seeds(2000, quick: 400) {
            var g = SeededGenerator(seed: seed)
            let pair = SnapshotPair.random(&g)
            let old = try pair.old.snapshot()
            let new = try pair.new.snapshot()
            let updates = new.updates(from: old)
            let message = "seed \(seed): \(updates)"
            XCTAssertNoThrow(
                try CollectionUpdate.validate(updates, from: old.itemCounts, to: new.itemCounts), message)
            assertApplies(updates, pair, message)
        }
    }

    func testSnapshotDiff_PureReordersAreMovesOnly() throws {
        for seed in TestCampaign.seeds(1000, quick: 200) {
            var g = SeededGenerator(seed: seed)
            let pair = SnapshotPair.randomReorder(&g)
            let updates = try pair.new.snapshot().updates(from: pair.old.snapshot())
            let message = "seed \(seed): \(updates)"
            for update in updates {
                switch update {
                case .moveItem, .moveSection: break
                default: XCTFail("not a move: \(update), \(message)")
                }
            }
            assertApplies(updates, pair, message)
        }
    }

    /// A shuffle of one section takes the fewest moves: every item but one longest run that
    /// kept its order (found here by the quadratic textbook recurrence).
    func testSnapshotDiff_AShuffleMovesAllButALongestKeptRun() throws {
        for seed in TestCampaign.seeds(300, quick: 60) {
            var g = SeededGenerator(seed: seed)
            let ids = Array(0..<g.int(in: 0...40))
            var old = SnapshotModel()
            old.sections = [.init(id: 0, items: ids)]
            var new = old
            new.sections[0].items.shuffle(using: &g)
            let updates = try new.snapshot().updates(from: old.snapshot())
            let moves = updates.filter {
                if case .moveItem = $0 { return true }
                return false
            }
            XCTAssertEqual(updates.count, moves.count, "seed \(seed)")
            XCTAssertEqual(
                moves.count, ids.count - Self.longestIncreasingLength(new.sections[0].items), "seed \(seed)")
        }
    }

    func testSnapshotDiff_AnUnchangedSnapshotGivesAnEmptyBatch() throws {
        var g = SeededGenerator(seed: 7)
        let old = try SnapshotPair.random(&g).old.snapshot()
        var new = old
        try new.reconfigureItems(Array(new.itemIdentifiers.prefix(2)))
        XCTAssertEqual(new.updates(from: old), [])
        XCTAssertEqual(
            Array(new.reconfiguredItemIdentifiers).sorted(), Array(old.itemIdentifiers.prefix(2)).sorted())
    }

    /// UIKit raises "cannot move a row into a newly inserted section" and "cannot move a row
    /// from a deleted section" (as TLIndexPathTools' reports quote it): such an item is
    /// deleted and inserted, and the batch stays valid.
    func testSnapshotDiff_AnItemLeavingADeletedSectionOrEnteringAnInsertedOneIsReplaced() throws {
        var old = CollectionSnapshot<String, Int>()
        try old.appendSections(["a", "b"])
        try old.appendItems([1, 2, 4], toSection: "a")
        try old.appendItems([3], toSection: "b")
        var new = old
        try new.insertSections(["c"], beforeSection: "a")
        try new.deleteSections(["b"])
        try new.appendItems([3], toSection: "a")
        try new.moveItem(1, afterItem: 3)  // within "a": a move
        XCTAssertEqual(
            new.updates(from: old),
            [
                .deleteSections([1]), .insertSections([0]),
                .insertItems(at: [ItemPath(item: 2, section: 1)]),
                .moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 1)),
            ])
        var into = old
        try into.appendSections(["c"])
        try into.deleteItems([2])
        try into.appendItems([2], toSection: "c")
        XCTAssertEqual(
            into.updates(from: old),
            [.insertSections([2]), .deleteItems(at: [ItemPath(item: 1, section: 0)])])
    }

    // MARK: - The model check

    /// Applies `updates` to the pair's old ids by UIKit's semantics and checks every place
    /// after the batch: a carried element holds the same id as the new snapshot, one reloaded
    /// in place holds a reloaded id, and a fresh one holds an id that UIKit's rules do not let
    /// the batch carry (so no carriable id is deleted and inserted).
    private func assertApplies(
        _ updates: [CollectionUpdate], _ pair: SnapshotPair, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard
            let result = UIKitBatchModel.apply(
                updates, to: pair.old, newCounts: pair.new.sections.map(\.items.count))
        else {
            return XCTFail("the batch does not apply: \(message)", file: file, line: line)
        }
        for (index, section) in pair.new.sections.enumerated() {
            let carriable = pair.old.sectionIndex(of: section.id) != nil
            switch result.sections[index] {
            case .carried(let id):
                XCTAssertEqual(id, section.id, message, file: file, line: line)
                XCTAssertFalse(pair.new.reloadedSections.contains(id), message, file: file, line: line)
            case .reloaded(let id):
                XCTAssertEqual(id, section.id, message, file: file, line: line)
                XCTAssertTrue(pair.new.reloadedSections.contains(id), message, file: file, line: line)
            case .fresh:
                XCTAssert(
                    !carriable || pair.new.reloadedSections.contains(section.id),
                    "section \(section.id) deleted and inserted: \(message)", file: file, line: line)
            }
            for (item, id) in section.items.enumerated() {
                switch result.items[index][item] {
                case .carried(let carried):
                    XCTAssertEqual(carried, id, "[\(index), \(item)] \(message)", file: file, line: line)
                    XCTAssertTrue(pair.carries(id), "\(id) \(message)", file: file, line: line)
                case .reloaded(let reloaded):
                    XCTAssertEqual(reloaded, id, "[\(index), \(item)] \(message)", file: file, line: line)
                    XCTAssertTrue(
                        pair.new.reloadedItems.contains(id), "\(id) \(message)", file: file, line: line)
                case .fresh:
                    XCTAssertFalse(
                        pair.carries(id), "\(id) deleted and inserted: \(message)", file: file, line: line)
                }
            }
        }
    }

    /// The length of a longest strictly increasing subsequence, by the O(n²) recurrence.
    private static func longestIncreasingLength(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
        }
        return lengths.max() ?? 0
    }
}
