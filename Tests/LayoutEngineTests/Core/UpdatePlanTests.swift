import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates checked and mapped by UIKit's rules, against a model: collections of unique
/// ids changed at random, the batch derived from the old and new ids as an app would write it,
/// and every surviving element's old and new path compared with where its id really is.
final class UpdatePlanTests: XCTestCase {
    /// A section of the model: its id and its items' ids.
    private struct ModelSection: Equatable {
        var id: Int
        var items: [Int]
    }

    // MARK: - The oracle

    func testUpdatePlan_RandomBatchesMapEverySurvivingElementToWhereItIs() throws {
        for seed: UInt64 in 1...400 {
            var generator = SeededGenerator(seed: seed)
            var nextID = 10_000
            let old = (0..<generator.int(in: 0...5)).map { section in
                ModelSection(id: section, items: (0..<generator.int(in: 0...12)).map { section * 100 + $0 })
            }
            let (new, reloadedItems, reloadedSections) = mutate(old, &generator, &nextID)
            let (updates, reloaded) = derive(
                old: old, new: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
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

    /// Changes `old` at random: sections deleted, reloaded, moved or inserted; items deleted,
    /// reloaded, moved (within and across sections) or inserted.
    private func mutate(
        _ old: [ModelSection], _ g: inout SeededGenerator, _ nextID: inout Int
    ) -> (new: [ModelSection], reloadedItems: Set<Int>, reloadedSections: Set<Int>) {
        var sections = old.filter { _ in g.int(in: 0...5) != 0 }
        var reloadedSections: Set<Int> = []
        let movesSections = g.bool()
        if movesSections, sections.count > 1 {
            for _ in 0..<g.int(in: 1...2) {
                let section = sections.remove(at: g.int(in: 0...(sections.count - 1)))
                sections.insert(section, at: g.int(in: 0...sections.count))
            }
        } else {
            for index in sections.indices where g.int(in: 0...6) == 0 {
                reloadedSections.insert(sections[index].id)
                sections[index].items = (0..<g.int(in: 0...6)).map { _ in
                    nextID += 1
                    return nextID
                }
            }
        }
        var reloadedItems: Set<Int> = []
        for index in sections.indices where !reloadedSections.contains(sections[index].id) {
            sections[index].items.removeAll { _ in g.int(in: 0...6) == 0 }
            for item in sections[index].items where g.int(in: 0...8) == 0 { reloadedItems.insert(item) }
        }
        let kept = sections.indices.filter { !reloadedSections.contains(sections[$0].id) }
        for _ in 0..<g.int(in: 0...3) where !kept.isEmpty {
            let from = kept[g.int(in: 0...(kept.count - 1))]
            guard !sections[from].items.isEmpty else { continue }
            let item = sections[from].items.remove(at: g.int(in: 0...(sections[from].items.count - 1)))
            reloadedItems.remove(item)
            let to = kept[g.int(in: 0...(kept.count - 1))]
            sections[to].items.insert(item, at: g.int(in: 0...sections[to].items.count))
        }
        for index in kept {
            for _ in 0..<g.int(in: 0...3) {
                nextID += 1
                sections[index].items.insert(nextID, at: g.int(in: 0...sections[index].items.count))
            }
        }
        for _ in 0..<g.int(in: 0...2) {
            nextID += 1
            let items = (0..<g.int(in: 0...4)).map { _ in
                nextID += 1
                return nextID
            }
            sections.insert(ModelSection(id: nextID, items: items), at: g.int(in: 0...sections.count))
        }
        return (sections, reloadedItems, reloadedSections)
    }

    /// The batch an app writes for the change from `old` to `new`: elements that keep their
    /// relative order stay (only shifted); the others are moves. Returns the ids it reloads (a
    /// moved item is not reloaded).
    private func derive(
        old: [ModelSection], new: [ModelSection], reloadedItems: Set<Int>, reloadedSections: Set<Int>
    ) -> (updates: [CollectionUpdate], reloaded: Set<Int>) {
        var reloaded: Set<Int> = []
        var updates: [CollectionUpdate] = []
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        updates.append(.deleteSections(old.indices.filter { newSectionIndex[old[$0].id] == nil }))
        updates.append(.insertSections(new.indices.filter { oldSectionIndex[new[$0].id] == nil }))
        updates.append(
            .reloadSections(old.indices.filter { reloadedSections.contains(old[$0].id) }.reversed()))
        let keptSections = new.indices.compactMap { index in
            oldSectionIndex[new[index].id].map { (index, $0) }
        }
        let stayingSections = Set(longestIncreasing(keptSections.map(\.1)))
        for (to, from) in keptSections where !stayingSections.contains(from) {
            updates.append(.moveSection(from: from, to: to))
        }
        var oldPaths: [Int: ItemPath] = [:]
        for (section, model) in old.enumerated() where !reloadedSections.contains(model.id) {
            for (item, id) in model.items.enumerated() {
                oldPaths[id] = ItemPath(item: item, section: section)
            }
        }
        var deletes = Set(oldPaths.values)
        for (section, model) in new.enumerated() {
            guard let source = oldSectionIndex[model.id], !reloadedSections.contains(model.id) else {
                continue
            }
            let survivors = model.items.enumerated().compactMap { item, id in
                oldPaths[id].map { (item, id, $0) }
            }
            let sameSection = survivors.filter { $0.2.section == source }
            let staying = Set(longestIncreasing(sameSection.map(\.2.item)))
            for (item, id, from) in survivors {
                deletes.remove(from)
                if from.section == source && staying.contains(from.item) {
                    if reloadedItems.contains(id) {
                        updates.append(.reloadItems(at: [from]))
                        reloaded.insert(id)
                    }
                } else {
                    updates.append(.moveItem(from: from, to: ItemPath(item: item, section: section)))
                }
            }
            let inserted = model.items.indices.filter { oldPaths[model.items[$0]] == nil }
            updates.append(.insertItems(at: inserted.map { ItemPath(item: $0, section: section) }))
        }
        updates.append(.deleteItems(at: deletes.sorted()))
        return (updates, reloaded)
    }

    /// The values of a longest strictly increasing subsequence of `values`.
    private func longestIncreasing(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var length = Array(repeating: 1, count: values.count)
        var previous = Array(repeating: -1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var index = length.indices.max { length[$0] < length[$1] } ?? 0
        var result: [Int] = []
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }

    private func check(
        _ plan: UpdatePlan, old: [ModelSection], new: [ModelSection], reloadedItems: Set<Int>, seed: UInt64
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
        _ section: Int, _ model: ModelSection, _ plan: UpdatePlan, old: [ModelSection], reloaded: Set<Int>
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
