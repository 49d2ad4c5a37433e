import LayoutEngine
import LayoutEngineTestSupport

/// A plain model of a snapshot: sections as an array of ids with arrays of item ids, and the
/// marks as sets. Every edit is written from UIKit's documented meaning and scans the arrays;
/// the expected error comes from the same scans.
struct SnapshotModel: Equatable {
    struct Section: Equatable {
        var id: Int
        var items: [Int]
    }

    typealias Snapshot = CollectionSnapshot<Int, Int>
    typealias Failure = CollectionSnapshotError<Int, Int>

    var sections: [Section] = []
    var reloadedItems: Set<Int> = []
    var reconfiguredItems: Set<Int> = []
    var reloadedSections: Set<Int> = []

    var allItems: [Int] { sections.flatMap(\.items) }

    /// The snapshot of these sections, built by appending, with the marks.
    func snapshot() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(sections.map(\.id))
        for section in sections { try snapshot.appendItems(section.items, toSection: section.id) }
        try snapshot.reloadItems(Array(reloadedItems))
        try snapshot.reconfigureItems(Array(reconfiguredItems))
        try snapshot.reloadSections(Array(reloadedSections))
        return snapshot
    }

    /// The path of item `id`, by a scan.
    func path(of id: Int) -> ItemPath? {
        for (section, model) in sections.enumerated() {
            if let item = model.items.firstIndex(of: id) { return ItemPath(item: item, section: section) }
        }
        return nil
    }

    func sectionIndex(of id: Int) -> Int? { sections.firstIndex { $0.id == id } }

    /// Identifiers of `ids` already present (per `present`) or repeated, once each, in order.
    static func duplicates(_ ids: [Int], present: (Int) -> Bool) -> [Int] {
        var result: [Int] = []
        for (index, id) in ids.enumerated()
        where (present(id) || ids[..<index].contains(id)) && !result.contains(id) {
            result.append(id)
        }
        return result
    }
}

// MARK: - Edits, each returning the error it expects

extension SnapshotModel {
    mutating func appendSections(_ ids: [Int]) -> Failure? {
        let duplicates = Self.duplicates(ids) { sectionIndex(of: $0) != nil }
        if !duplicates.isEmpty { return .duplicateSections(duplicates) }
        sections += ids.map { Section(id: $0, items: []) }
        return nil
    }

    mutating func insertSections(_ ids: [Int], relativeTo anchor: Int, after: Bool) -> Failure? {
        guard let index = sectionIndex(of: anchor) else { return .unknownSections([anchor]) }
        let duplicates = Self.duplicates(ids) { sectionIndex(of: $0) != nil }
        if !duplicates.isEmpty { return .duplicateSections(duplicates) }
        sections.insert(contentsOf: ids.map { Section(id: $0, items: []) }, at: after ? index + 1 : index)
        return nil
    }

    mutating func deleteSections(_ ids: [Int]) -> Failure? {
        let unknown = ids.filter { sectionIndex(of: $0) == nil }
        if !unknown.isEmpty { return .unknownSections(unknown) }
        for section in sections where ids.contains(section.id) {
            for item in section.items { unmark(item) }
        }
        sections.removeAll { ids.contains($0.id) }
        reloadedSections.subtract(ids)
        return nil
    }

    mutating func moveSection(_ id: Int, relativeTo anchor: Int, after: Bool) -> Failure? {
        let unknown = [id, anchor].filter { sectionIndex(of: $0) == nil }
        if !unknown.isEmpty { return .unknownSections(unknown) }
        if id == anchor { return .sectionMovedRelativeToItself(id) }
        let section = sections.remove(at: sectionIndex(of: id) ?? 0)
        let index = sectionIndex(of: anchor) ?? 0
        sections.insert(section, at: after ? index + 1 : index)
        return nil
    }

    mutating func reloadSections(_ ids: [Int]) -> Failure? {
        let unknown = ids.filter { sectionIndex(of: $0) == nil }
        if !unknown.isEmpty { return .unknownSections(unknown) }
        reloadedSections.formUnion(ids)
        return nil
    }

    mutating func appendItems(_ ids: [Int], toSection section: Int?) -> Failure? {
        let index: Int
        if let section {
            guard let known = sectionIndex(of: section) else { return .unknownSections([section]) }
            index = known
        } else {
            guard !sections.isEmpty else { return .noSections }
            index = sections.count - 1
        }
        let duplicates = Self.duplicates(ids) { path(of: $0) != nil }
        if !duplicates.isEmpty { return .duplicateItems(duplicates) }
        sections[index].items += ids
        return nil
    }

    mutating func insertItems(_ ids: [Int], relativeTo anchor: Int, after: Bool) -> Failure? {
        guard let path = path(of: anchor) else { return .unknownItems([anchor]) }
        let duplicates = Self.duplicates(ids) { self.path(of: $0) != nil }
        if !duplicates.isEmpty { return .duplicateItems(duplicates) }
        sections[path.section].items.insert(contentsOf: ids, at: after ? path.item + 1 : path.item)
        return nil
    }

    mutating func deleteItems(_ ids: [Int]) -> Failure? {
        let unknown = ids.filter { path(of: $0) == nil }
        if !unknown.isEmpty { return .unknownItems(unknown) }
        for index in sections.indices { sections[index].items.removeAll { ids.contains($0) } }
        for id in ids { unmark(id) }
        return nil
    }

    mutating func moveItem(_ id: Int, relativeTo anchor: Int, after: Bool) -> Failure? {
        let unknown = [id, anchor].filter { path(of: $0) == nil }
        if !unknown.isEmpty { return .unknownItems(unknown) }
        if id == anchor { return .itemMovedRelativeToItself(id) }
        for index in sections.indices { sections[index].items.removeAll { $0 == id } }
        guard let to = path(of: anchor) else { return nil }
        sections[to.section].items.insert(id, at: after ? to.item + 1 : to.item)
        return nil
    }

    mutating func reloadItems(_ ids: [Int]) -> Failure? {
        let unknown = ids.filter { path(of: $0) == nil }
        if !unknown.isEmpty { return .unknownItems(unknown) }
        reloadedItems.formUnion(ids)
        return nil
    }

    mutating func reconfigureItems(_ ids: [Int]) -> Failure? {
        let unknown = ids.filter { path(of: $0) == nil }
        if !unknown.isEmpty { return .unknownItems(unknown) }
        reconfiguredItems.formUnion(ids)
        return nil
    }

    private mutating func unmark(_ id: Int) {
        reloadedItems.remove(id)
        reconfiguredItems.remove(id)
    }
}
