import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates checked and mapped by UIKit's rules, against a model: collections of unique
/// ids changed at random, the batch derived from the old and new ids as an app would write it,
/// and every surviving element's old and new path compared with where its id really is.
final class UpdatePlanTests: XCTestCase {
    // MARK: - The oracle

    func testUpdatePlan_RandomBatchesMapEverySurvivingElementToWhereItIs() throws {
        for seed in TestCampaign.seeds(400) {
            var generator = SeededGenerator(seed: seed)
            var nextID = 10_000
            let old = RandomBatch.randomSections(&generator, maxSections: 5, maxItems: 12)
            let batch = RandomBatch.make(from: old, &generator, nextID: &nextID)
            let (new, updates, reloaded) = (batch.new, batch.updates, batch.reloadedItems)
            let plan: UpdatePlan
            do {
                plan = try UpdatePlan(
                    updates: updates, oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count))
            } catch {
                XCTFail("seed \(seed): \(error) for \(updates)")
                continue
            }
            check(plan, old: old, new: new, reloadedItems: reloaded, seed: seed)
        }
    }

    private func check(
        _ plan: UpdatePlan, old: [RandomBatch.Section], new: [RandomBatch.Section], reloadedItems: Set<Int>,
        seed: UInt64
    ) {
        var newPaths: [Int: ItemPath] = [:]
        for (section, model) in new.enumerated() {
            for (item, id) in model.items.enumerated() {
                newPaths[id] = ItemPath(item: item, section: section)
            }
        }
        var oldPaths: [Int: ItemPath] = [:]
        for (section, model) in old.enumerated() {
            for (item, id) in model.items.enumerated() {
                oldPaths[id] = ItemPath(item: item, section: section)
            }
        }
        for (id, oldPath) in oldPaths {
            let expected = reloadedItems.contains(id) ? nil : newPaths[id]
            XCTAssertEqual(plan.newPath(forOld: oldPath), expected, "seed \(seed): id \(id) from \(oldPath)")
        }
        for (id, newPath) in newPaths {
            let expected = reloadedItems.contains(id) ? nil : oldPaths[id]
            XCTAssertEqual(plan.oldPath(forNew: newPath), expected, "seed \(seed): id \(id) to \(newPath)")
        }
        for (section, model) in new.enumerated() {
            XCTAssertEqual(
                plan.firstChangedItem(inSection: section),
                firstChanged(section, model, plan, old: old, reloaded: reloadedItems),
                "seed \(seed): section \(section)")
        }
    }

    /// The first index of `model` (a section after the batch) that does not hold the item its
    /// source section held at that index before, or where the count changed.
    private func firstChanged(
        _ section: Int, _ model: RandomBatch.Section, _ plan: UpdatePlan, old: [RandomBatch.Section],
        reloaded: Set<Int>
    ) -> Int? {
        guard case .old(let source) = plan.sources[section] else { return 0 }
        let before = old[source].items
        for (index, id) in model.items.enumerated()
        where index >= before.count || before[index] != id || reloaded.contains(id) {
            return index
        }
        return before.count == model.items.count ? nil : min(before.count, model.items.count)
    }
}
