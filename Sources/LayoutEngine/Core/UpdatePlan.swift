/// A batch of ``CollectionUpdate``s checked against the item counts before and after it, and
/// reduced to what a layout needs: which old section each new section comes from, which items of
/// a section left and arrived, and where each surviving element was before.
///
/// The rules are UIKit's (`performBatchUpdates`, as the reverse-engineered reimplementations of
/// UIKit's update pass show): deletes and reloads name old paths, inserts new paths; a reload
/// is a delete and an insert at the place the element keeps; item operations inside a deleted
/// section and inserts into an inserted section are dropped; every surviving section must end
/// with its old count, less the deleted and moved out, plus the inserted and moved in.
///
/// Positions are kept as sorted lists of the indexes that left (old numbering) and arrived (new
/// numbering) per section, so mapping one path costs O(log c) for c changes in its section.
struct UpdatePlan: Sendable {
    /// Where a section after the batch comes from.
    enum SectionSource: Hashable, Sendable {
        /// The old section with this index (moved or not); its items follow ``ItemChanges``.
        case old(Int)
        /// Inserted by the batch: every item is new.
        case inserted
        /// An old section replaced in place by a reload: every item is new.
        case reloaded(Int)
    }

    /// The changes of one surviving section's items.
    struct ItemChanges: Sendable {
        /// Old indexes of the items that left: deleted, reloaded or moved away; ascending.
        var removed: [Int] = []
        /// New indexes of the items that arrived: inserted, reloaded or moved here; ascending.
        var added: [Int] = []
        /// `removed[j] - j`, non-decreasing: the j-th removed index less the removed before it.
        var removedGaps: [Int] = []
        /// `added[j] - j`, non-decreasing.
        var addedGaps: [Int] = []
    }

    /// For each section after the batch, where it comes from.
    var sources: [SectionSource]
    /// For each section before the batch, its index after it (nil when deleted or reloaded).
    var destinations: [Int?]
    /// For each section after the batch that comes from an old one, its item changes.
    var changes: [ItemChanges]
    /// Moves of items: their paths after the batch by their paths before it.
    var movedTo = MoveTable()
    /// Moves of items: their paths before the batch by their paths after it.
    var movedFrom = MoveTable()
}

// MARK: - Mapping

extension UpdatePlan {
    /// The path after the batch of the element at `path` before it, or nil when the batch
    /// deleted or reloaded it (a reloaded element is replaced: it disappears and a new one
    /// appears in its place).
    ///
    /// - Complexity: O(log c + log m) for c changes in the section and m moved items.
    func newPath(forOld path: ItemPath) -> ItemPath? {
        if let moved = movedTo[path] { return moved }
        guard let section = newSection(forOld: path.section),
            let item = Self.item(
                path.item, leaving: changes[section].removed, arriving: changes[section].addedGaps)
        else { return nil }
        return ItemPath(item: item, section: section)
    }

    /// The path before the batch of the element at `path` after it, or nil when the batch
    /// inserted it (or it replaces a reloaded element).
    ///
    /// - Complexity: O(log c + log m) for c changes in the section and m moved items.
    func oldPath(forNew path: ItemPath) -> ItemPath? {
        if let moved = movedFrom[path] { return moved }
        guard let section = oldSection(forNew: path.section),
            let item = Self.item(
                path.item, leaving: changes[path.section].added, arriving: changes[path.section].removedGaps)
        else { return nil }
        return ItemPath(item: item, section: section)
    }

    /// Item `item` of a section on one side of the batch, numbered on the other side: nil when
    /// it is among `left` (the ascending indexes that left this side); otherwise its place
    /// among the items that stayed, moved past the `arrived` gaps of the other side
    /// (``ItemChanges/addedGaps`` or ``ItemChanges/removedGaps``).
    ///
    /// Nil too when `item` is negative or the result passes `Int.max`: no section holds such an
    /// item (a path asked by the user may be anything).
    ///
    /// - Complexity: O(log c) for c changes.
    private static func item(_ item: Int, leaving left: [Int], arriving arrived: [Int]) -> Int? {
        guard item >= 0, left.binarySearch(item) == nil else { return nil }
        let kept = item - left.partitioningIndex { $0 >= item }
        let (result, overflows) = kept.addingReportingOverflow(arrived.partitioningIndex { $0 > kept })
        return overflows ? nil : result
    }

    /// The index after the batch of old section `section`, or nil when the batch deleted or
    /// reloaded it or there is no such section.
    ///
    /// - Complexity: O(1).
    func newSection(forOld section: Int) -> Int? {
        destinations.indices.contains(section) ? destinations[section] : nil
    }

    /// The index before the batch of section `section`, or nil when the batch inserted or
    /// reloaded it or there is no such section.
    ///
    /// - Complexity: O(1).
    func oldSection(forNew section: Int) -> Int? {
        guard sources.indices.contains(section), case .old(let old) = sources[section] else { return nil }
        return old
    }

    /// The first item of section `section` (after the batch) whose frame the batch may change,
    /// or nil when none: 0 for an inserted or reloaded section; otherwise the first index at
    /// which an item left or arrived (every item before it is the same item at the same index).
    ///
    /// - Complexity: O(1).
    func firstChangedItem(inSection section: Int) -> Int? {
        guard section >= 0, section < sources.count else { return nil }
        guard case .old = sources[section] else { return 0 }
        let itemChanges = changes[section]
        switch (itemChanges.removed.first, itemChanges.added.first) {
        case (nil, nil): return nil
        case (let removed?, nil): return removed
        case (nil, let added?): return added
        case (let removed?, let added?): return min(removed, added)
        }
    }
}

extension Array where Element == Int {
    /// The index of `value` in this ascending array, or nil when it is absent.
    ///
    /// - Complexity: O(log n).
    func binarySearch(_ value: Int) -> Int? {
        let index = partitioningIndex { $0 >= value }
        return index < count && self[index] == value ? index : nil
    }
}
