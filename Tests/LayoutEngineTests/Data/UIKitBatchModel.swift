import LayoutEngine

/// A batch applied to the old data by UIKit's `performBatchUpdates` semantics, written from
/// its documentation and not from the engine's plan: deletes, reloads and move sources name
/// old paths; inserts and move destinations new paths; each section (and each item of a kept
/// section) that neither leaves nor arrives fills the remaining places in its old order. The
/// result says, for every place after the batch, what is there: a carried element (with its
/// old id), one reloaded in place, or a fresh one the data source provides.
enum UIKitBatchModel {
    enum Slot: Equatable {
        case carried(Int)
        case reloaded(Int)
        case fresh
    }

    struct Result {
        var sections: [Slot]
        var items: [[Slot]]
    }

    /// `updates` applied to `old`, giving sections of `newCounts` items; nil when the batch
    /// does not add up.
    static func apply(_ updates: [CollectionUpdate], to old: SnapshotModel, newCounts: [Int]) -> Result? {
        var deletedSections: Set<Int> = []
        var insertedSections: Set<Int> = []
        var reloadedSections: Set<Int> = []
        var sectionMoves: [Int: Int] = [:]
        var deletedItems: Set<ItemPath> = []
        var insertedItems: Set<ItemPath> = []
        var reloadedItems: Set<ItemPath> = []
        var moves: [ItemPath: ItemPath] = [:]
        for update in updates {
            switch update {
            case .deleteSections(let sections): deletedSections.formUnion(sections)
            case .insertSections(let sections): insertedSections.formUnion(sections)
            case .reloadSections(let sections): reloadedSections.formUnion(sections)
            case .moveSection(let from, let to): sectionMoves[from] = to
            case .deleteItems(let paths): deletedItems.formUnion(paths)
            case .insertItems(let paths): insertedItems.formUnion(paths)
            case .reloadItems(let paths): reloadedItems.formUnion(paths)
            case .moveItem(let from, let to): moves[from] = to
            }
        }
        // Sections: moved ones and inserted ones take their places; the rest fill in, in order.
        var sources = [Int?](repeating: nil, count: newCounts.count)
        var taken = insertedSections
        for (from, to) in sectionMoves {
            guard to < newCounts.count else { return nil }
            sources[to] = from
            taken.insert(to)
        }
        var remaining = old.sections.indices.filter {
            !deletedSections.contains($0) && sectionMoves[$0] == nil
        }[...]
        for index in newCounts.indices where !taken.contains(index) {
            guard let next = remaining.popFirst() else { return nil }
            sources[index] = next
        }
        guard remaining.isEmpty else { return nil }
        // UIKit moves no item out of a deleted or reloaded section, nor into an inserted or
        // reloaded one ("cannot move a row into a newly inserted section").
        for (from, to) in moves {
            guard to.section >= 0, to.section < sources.count, let source = sources[to.section],
                !reloadedSections.contains(source), !deletedSections.contains(from.section),
                !reloadedSections.contains(from.section)
            else { return nil }
        }
        var result = Result(sections: [], items: [])
        for (index, source) in sources.enumerated() {
            guard let source else {
                result.sections.append(.fresh)
                result.items.append(Array(repeating: .fresh, count: newCounts[index]))
                continue
            }
            let oldSection = old.sections[source]
            if reloadedSections.contains(source) {
                result.sections.append(.reloaded(oldSection.id))
                result.items.append(Array(repeating: .fresh, count: newCounts[index]))
                continue
            }
            result.sections.append(.carried(oldSection.id))
            var slots = [Slot?](repeating: nil, count: newCounts[index])
            for path in insertedItems where path.section == index {
                guard slots.indices.contains(path.item) else { return nil }
                slots[path.item] = .fresh
            }
            for (from, to) in moves where to.section == index {
                guard slots.indices.contains(to.item), slots[to.item] == nil,
                    old.sections.indices.contains(from.section),
                    old.sections[from.section].items.indices.contains(from.item)
                else { return nil }
                slots[to.item] = .carried(old.sections[from.section].items[from.item])
            }
            var staying = oldSection.items.indices.compactMap { item -> Slot? in
                let path = ItemPath(item: item, section: source)
                if deletedItems.contains(path) || moves[path] != nil { return nil }
                let id = oldSection.items[item]
                return reloadedItems.contains(path) ? .reloaded(id) : .carried(id)
            }[...]
            for item in slots.indices where slots[item] == nil {
                guard let next = staying.popFirst() else { return nil }
                slots[item] = next
            }
            guard staying.isEmpty else { return nil }
            result.items.append(slots.map { $0 ?? .fresh })
        }
        return result
    }
}
