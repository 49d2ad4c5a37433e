import LayoutEngine
import LayoutEngineTestSupport

/// Rows for data by identity: `CollectionSnapshot.updates(from:)` between two snapshots of a
/// feed, alone and followed by the flow's `prepare(_:updates:)`.
///
/// - *diff + batch*: the diff and the batch step against a full prepare of the new data (what
///   an app that reloads instead pays), the updated layout checked equal to the fresh one.
/// - *diff alone*: the diff against the standard library's `difference(from:)` with
///   `inferringMoves()` over the flat identifier arrays (the peer a Swift developer reaches
///   for: one list, no sections, no batch in UIKit's terms); the batch is checked valid.
enum SnapshotBench {
    typealias Snapshot = CollectionSnapshot<Int, Int>

    static func rows(_ sizes: [Int]) -> [BenchRow] {
        guard let largest = sizes.last else { return [] }
        let itemCount = min(largest, 100_000)
        var g = SeededGenerator(seed: 45)
        let sectionCount = max(1, itemCount / 1000)
        let old = feed(
            (0..<sectionCount).map { section in Array((section * 1000)..<(section * 1000 + 1000)) })
        let changed = changedByOnePercent(old, &g)
        var small = Array(0..<100)
        small.shuffle(using: &g)
        let shuffled = feed([small])
        let ordered = feed([Array(0..<100)])
        let mixed = "\(sectionCount) sections × 1000: 1% moved, 1% inserted, 1% deleted"
        return [
            diffAndBatchRow(mixed, from: old, to: changed),
            diffAloneRow(mixed, from: old, to: changed),
            diffAndBatchRow("100 items shuffled", from: ordered, to: shuffled),
            diffAloneRow("100 items shuffled", from: ordered, to: shuffled),
        ]
    }

    /// A snapshot of sections 0, 1, … holding `ids`.
    private static func feed(_ ids: [[Int]]) -> Snapshot {
        var snapshot = Snapshot()
        do {
            try snapshot.appendSections(Array(ids.indices))
            for (section, items) in ids.enumerated() { try snapshot.appendItems(items, toSection: section) }
        } catch {
            Bench.fail("snapshot fixture: \(error)")
        }
        return snapshot
    }

    /// `old` with 1% of its items moved to random places (across sections), 1% deleted and 1%
    /// new ones inserted at random places.
    private static func changedByOnePercent(_ old: Snapshot, _ g: inout SeededGenerator) -> Snapshot {
        var new = old
        let ids = old.itemIdentifiers
        let count = max(1, ids.count / 100)
        var picked = Set<Int>()
        while picked.count < min(ids.count, 2 * count) { picked.insert(ids[g.int(in: 0...(ids.count - 1))]) }
        let chosen = picked.sorted()
        do {
            try new.deleteItems(Array(chosen.prefix(count)))
            let remaining = new.itemIdentifiers
            for id in chosen.dropFirst(count) {
                let anchor = remaining[g.int(in: 0...(remaining.count - 1))]
                if anchor != id { try new.moveItem(id, beforeItem: anchor) }
            }
            for offset in 0..<count {
                try new.insertItems([-1 - offset], afterItem: remaining[g.int(in: 0...(remaining.count - 1))])
            }
        } catch {
            Bench.fail("snapshot fixture: \(error)")
        }
        return new
    }

    private static func flow(_ snapshot: Snapshot) -> FlowLayout {
        let sizes = snapshot.sectionIdentifiers.map { section in
            ((try? snapshot.itemIdentifiers(inSection: section)) ?? []).map(UpdateBench.size(ofID:))
        }
        return FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .sizes(sizes)))
    }

    private static func context(_ snapshot: Snapshot) -> LayoutContext {
        LayoutContext(bounds: Rect(x: 0, y: 20_000, width: 390, height: 844), itemCounts: snapshot.itemCounts)
    }

    /// `updates(from:)` plus the flow's batch step against a full prepare of the new data.
    private static func diffAndBatchRow(_ scenario: String, from old: Snapshot, to new: Snapshot) -> BenchRow
    {
        let sizes = flow(new).configuration.itemSizing
        let after = context(new)
        let clock = ContinuousClock()
        var steps: [Double] = []
        var last = flow(old)
        for _ in 0..<5 {
            var layout = flow(old)
            layout.prepare(context(old))
            let start = clock.now
            let updates = new.updates(from: old)
            layout.configuration.itemSizing = sizes
            do {
                try layout.prepare(after, updates: updates)
            } catch {
                Bench.fail("Snapshot, \(scenario): \(error)")
            }
            steps.append(Bench.seconds(clock.now - start))
            last = layout
        }
        let full = Bench.timing(runs: 5) {
            var layout = flow(new)
            layout.prepare(after)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        var fresh = flow(new)
        fresh.prepare(after)
        Bench.checkSame(
            last, fresh,
            at: Bench.randomJumps(
                count: 8, size: after.bounds.size, contentSize: fresh.contentSize, axis: .vertical),
            name: "Snapshot, \(scenario): the layout updated by the diff's batch against a full prepare")
        return BenchRow(
            table: .updates, layout: "Snapshot", scenario: "\(scenario); diff + batch",
            itemCount: old.numberOfItems, measured: Bench.timing(of: steps).scaled(by: 1e6), baseline: full)
    }

    /// `updates(from:)` alone against the standard library's diff of the flat identifiers.
    private static func diffAloneRow(_ scenario: String, from old: Snapshot, to new: Snapshot) -> BenchRow {
        let runs = 11
        let diff = Bench.timing(runs: runs) { Bench.sink &+= new.updates(from: old).count }.scaled(by: 1e6)
        let oldIDs = old.itemIdentifiers
        let newIDs = new.itemIdentifiers
        let peer = Bench.timing(runs: runs) {
            Bench.sink &+= newIDs.difference(from: oldIDs).inferringMoves().count
        }.scaled(by: 1e6)
        do {
            try CollectionUpdate.validate(new.updates(from: old), from: old.itemCounts, to: new.itemCounts)
        } catch {
            Bench.fail("Snapshot, \(scenario): the diff's batch is not valid: \(error)")
        }
        return BenchRow(
            table: .updates, layout: "Snapshot", scenario: "\(scenario); diff alone vs stdlib difference",
            itemCount: old.numberOfItems, measured: diff, baseline: peer)
    }
}
