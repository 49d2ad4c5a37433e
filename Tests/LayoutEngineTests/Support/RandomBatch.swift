import Foundation
import LayoutEngine
import LayoutEngineTestSupport

/// A random batch update built from a model of the data, so that it is valid by construction:
/// sections and items carry unique ids, the model is changed at random, and the batch is the one
/// an app writes for the change (elements that keep their relative order only shift; the others
/// move). The model is also the oracle: where every surviving element was and is.
struct RandomBatch {
    /// A section of the model: its id and its items' ids.
    struct Section: Equatable {
        var id: Int
        var items: [Int]
    }

    /// The kinds of change a batch may hold.
    enum Operation: CaseIterable {
        case insertItems, deleteItems, moveItems, reloadItems
        case insertSections, deleteSections, moveSections, reloadSections
    }

    /// The data before the batch.
    var old: [Section]
    /// The data after the batch.
    var new: [Section]
    /// The batch, as an app writes it.
    var updates: [CollectionUpdate]
    /// Ids of the items the batch reloads (replaced in place: they do not survive).
    var reloadedItems: Set<Int>
    /// Ids of the sections the batch reloads (every item replaced).
    var reloadedSections: Set<Int>

    /// The item counts before the batch.
    var oldCounts: [Int] { old.map(\.items.count) }
    /// The item counts after the batch.
    var newCounts: [Int] { new.map(\.items.count) }
}

// MARK: - Making one

extension RandomBatch {
    /// A random model of up to `maxSections` sections of up to `maxItems` items, changed by one
    /// random kind of operation (half the time) or by all of them mixed.
    static func make(
        _ generator: inout SeededGenerator, maxSections: Int = 5, maxItems: Int = 12
    ) -> RandomBatch {
        let old = randomSections(&generator, maxSections: maxSections, maxItems: maxItems)
        let operations: Set<Operation> =
            generator.bool()
            ? [Operation.allCases[generator.int(in: 0...(Operation.allCases.count - 1))]]
            : Set(Operation.allCases)
        return make(from: old, operations: operations, &generator)
    }

    /// Up to `maxSections` sections of up to `maxItems` (below 1000) items; section s holds
    /// the ids s · 1000 + i.
    static func randomSections(_ generator: inout SeededGenerator, maxSections: Int, maxItems: Int)
        -> [Section]
    {
        (0..<generator.int(in: 0...maxSections)).map { section in
            Section(id: section, items: (0..<generator.int(in: 0...maxItems)).map { section * 1000 + $0 })
        }
    }

    /// `old` changed at random by `operations`, with the batch that describes the change.
    static func make(
        from old: [Section], operations: Set<Operation>, _ generator: inout SeededGenerator
    ) -> RandomBatch {
        var nextID = 1_000_000
        return make(from: old, operations: operations, &generator, nextID: &nextID)
    }

    /// `old` changed at random by `operations` (all by default), new ids counting on from
    /// `nextID`: what successive batches over one model use, so that no id comes back.
    static func make(
        from old: [Section], operations: Set<Operation> = Set(Operation.allCases),
        _ generator: inout SeededGenerator, nextID: inout Int
    ) -> RandomBatch {
        let (new, reloadedItems, reloadedSections) = mutate(old, operations, &generator, &nextID)
        let (updates, reloaded) = derive(
            old: old, new: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
        return RandomBatch(
            old: old, new: new, updates: updates, reloadedItems: reloaded, reloadedSections: reloadedSections)
    }

    /// Changes `old` at random: sections deleted, reloaded, moved or inserted; items deleted,
    /// reloaded, moved (within and across sections) or inserted, each only when in `operations`.
    private static func mutate(
        _ old: [Section], _ operations: Set<Operation>, _ g: inout SeededGenerator, _ nextID: inout Int
    ) -> (new: [Section], reloadedItems: Set<Int>, reloadedSections: Set<Int>) {
        var sections = old
        if operations.contains(.deleteSections) { sections.removeAll { _ in g.int(in: 0...3) == 0 } }
        var reloadedSections: Set<Int> = []
        // A section that is both reloaded and moved is not a valid batch: one or the other.
        let movesSections =
            operations.contains(.moveSections) && (!operations.contains(.reloadSections) || g.bool())
        if movesSections, sections.count > 1 {
            for _ in 0..<g.int(in: 1...2) {
                let section = sections.remove(at: g.int(in: 0...(sections.count - 1)))
                sections.insert(section, at: g.int(in: 0...sections.count))
            }
        } else if operations.contains(.reloadSections) {
            for index in sections.indices where g.int(in: 0...3) == 0 {
                reloadedSections.insert(sections[index].id)
                sections[index].items = (0..<g.int(in: 0...6)).map { _ in
                    nextID += 1
                    return nextID
                }
            }
        }
        var reloadedItems: Set<Int> = []
        for index in sections.indices where !reloadedSections.contains(sections[index].id) {
            if operations.contains(.deleteItems) {
                sections[index].items.removeAll { _ in g.int(in: 0...4) == 0 }
            }
            if operations.contains(.reloadItems) {
                for item in sections[index].items where g.int(in: 0...5) == 0 { reloadedItems.insert(item) }
            }
        }
        let kept = sections.indices.filter { !reloadedSections.contains(sections[$0].id) }
        if operations.contains(.moveItems) {
            for _ in 0..<g.int(in: 1...3) where !kept.isEmpty {
                let from = kept[g.int(in: 0...(kept.count - 1))]
                guard !sections[from].items.isEmpty else { continue }
                let item = sections[from].items.remove(at: g.int(in: 0...(sections[from].items.count - 1)))
                reloadedItems.remove(item)
                let to = kept[g.int(in: 0...(kept.count - 1))]
                sections[to].items.insert(item, at: g.int(in: 0...sections[to].items.count))
            }
        }
        if operations.contains(.insertItems) {
            for index in kept {
                for _ in 0..<g.int(in: 0...3) {
                    nextID += 1
                    sections[index].items.insert(nextID, at: g.int(in: 0...sections[index].items.count))
                }
            }
        }
        if operations.contains(.insertSections) {
            for _ in 0..<g.int(in: 1...2) {
                nextID += 1
                let items = (0..<g.int(in: 0...5)).map { _ in
                    nextID += 1
                    return nextID
                }
                sections.insert(Section(id: nextID, items: items), at: g.int(in: 0...sections.count))
            }
        }
        return (sections, reloadedItems, reloadedSections)
    }

    /// The batch an app writes for the change from `old` to `new`, and the ids it reloads (a
    /// moved item is not reloaded).
    private static func derive(
        old: [Section], new: [Section], reloadedItems: Set<Int>, reloadedSections: Set<Int>
    ) -> (updates: [CollectionUpdate], reloaded: Set<Int>) {
        var reloaded: Set<Int> = []
        var updates: [CollectionUpdate] = []
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        updates.append(.deleteSections(old.indices.filter { newSectionIndex[old[$0].id] == nil }))
        updates.append(.insertSections(new.indices.filter { oldSectionIndex[new[$0].id] == nil }))
        updates.append(.reloadSections(old.indices.filter { reloadedSections.contains(old[$0].id) }))
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
            let staying = Set(longestIncreasing(survivors.filter { $0.2.section == source }.map(\.2.item)))
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
    private static func longestIncreasing(_ values: [Int]) -> [Int] {
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
}

// MARK: - The oracle

extension RandomBatch {
    /// Every path after the batch.
    var newPaths: [ItemPath] { Self.paths(new) }
    /// Every path before the batch.
    var oldPaths: [ItemPath] { Self.paths(old) }

    /// For every surviving item (neither deleted nor reloaded, its section neither deleted nor
    /// reloaded), its path before the batch by its path after it.
    var survivorOldPaths: [ItemPath: ItemPath] {
        let before = Self.pathsByID(old)
        var result: [ItemPath: ItemPath] = [:]
        for (id, path) in Self.pathsByID(new) where !reloadedItems.contains(id) {
            if let oldPath = before[id] { result[path] = oldPath }
        }
        return result
    }

    /// The item counts after the batch changed so that the batch no longer adds up: one more
    /// item in a section whose count the batch checks (one that survives, not reloaded), or one
    /// more section.
    func invalidNewCounts(_ generator: inout SeededGenerator) -> [Int] {
        var counts = newCounts
        let oldIDs = Set(old.map(\.id))
        let checked = new.indices.filter {
            oldIDs.contains(new[$0].id) && !reloadedSections.contains(new[$0].id)
        }
        if !checked.isEmpty, generator.bool() {
            counts[checked[generator.int(in: 0...(checked.count - 1))]] += 1
        } else {
            counts.insert(0, at: generator.int(in: 0...counts.count))
        }
        return counts
    }

    private static func paths(_ sections: [Section]) -> [ItemPath] {
        sections.enumerated().flatMap { section, model in
            model.items.indices.map { ItemPath(item: $0, section: section) }
        }
    }

    private static func pathsByID(_ sections: [Section]) -> [Int: ItemPath] {
        var result: [Int: ItemPath] = [:]
        for (section, model) in sections.enumerated() {
            for (item, id) in model.items.enumerated() { result[id] = ItemPath(item: item, section: section) }
        }
        return result
    }
}
