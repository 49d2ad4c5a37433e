import LayoutEngine
import LayoutEngineTestSupport

/// A model of a collection that changes, for batch-update tests: sections and items are unique
/// ids, changed at random (sections deleted, reloaded, moved, inserted; items deleted,
/// reloaded, moved within and across sections, inserted), and the batch is derived from the
/// old and new ids as an app would write it.
enum BatchModel {
    /// A section of the model: its id and its items' ids.
    struct Section: Equatable {
        var id: Int
        var items: [Int]
    }

    /// A random change of a model and the batch that describes it.
    struct Batch {
        /// The sections after the change.
        var new: [Section]
        /// The batch, in UIKit's vocabulary.
        var updates: [CollectionUpdate]
        /// The ids of the items the batch reloads.
        var reloadedItems: Set<Int>
    }

    /// Up to `maximumSections` sections of up to `maximumItems` items; section s holds ids
    /// s · 100 000 + i.
    static func randomSections(
        _ g: inout SeededGenerator, maximumSections: Int, maximumItems: Int
    ) -> [Section] {
        (0..<g.int(in: 0...maximumSections)).map { section in
            Section(id: section, items: (0..<g.int(in: 0...maximumItems)).map { section * 100_000 + $0 })
        }
    }

    /// A random change of `old` (new ids count on from `nextID`) and its batch.
    static func randomBatch(from old: [Section], _ g: inout SeededGenerator, nextID: inout Int) -> Batch {
        let (new, reloadedItems, reloadedSections) = mutate(old, &g, &nextID)
        let (updates, reloaded) = derive(
            old: old, new: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
        return Batch(new: new, updates: updates, reloadedItems: reloaded)
    }

    /// Changes `old` at random: sections deleted, reloaded, moved or inserted; items deleted,
    /// reloaded, moved (within and across sections) or inserted.
    static func mutate(
        _ old: [Section], _ g: inout SeededGenerator, _ nextID: inout Int
    ) -> (new: [Section], reloadedItems: Set<Int>, reloadedSections: Set<Int>) {
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
            sections.insert(Section(id: nextID, items: items), at: g.int(in: 0...sections.count))
        }
        return (sections, reloadedItems, reloadedSections)
    }

    /// The batch an app writes for the change from `old` to `new`: elements that keep their
    /// relative order stay (only shifted); the others are moves. Returns the ids it reloads (a
    /// moved item is not reloaded).
    static func derive(
        old: [Section], new: [Section], reloadedItems: Set<Int>, reloadedSections: Set<Int>
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
    static func longestIncreasing(_ values: [Int]) -> [Int] {
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
