// MARK: - Editing items

extension CollectionSnapshot {
    /// Adds items at the end of the section `section`, or of the last section when nil.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when `section` is not in the
    ///   snapshot; ``CollectionSnapshotError/noSections`` when `section` is nil and there is
    ///   no section; ``CollectionSnapshotError/duplicateItems(_:)`` when an identifier is
    ///   already in the snapshot or given twice. The snapshot is left as it was.
    /// - Complexity: O(k) on average for k items added.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemID], toSection section: SectionID? = nil
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        let index: Int
        if let section {
            guard let known = sectionIndexes[section] else { throw .unknownSections([section]) }
            index = known
        } else {
            guard !sectionIDs.isEmpty else { throw .noSections }
            index = sectionIDs.count - 1
        }
        let duplicates = duplicateItems(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
        insertItems(identifiers, inSection: index, at: sectionItems[index].count)
    }

    /// Adds items before the item `identifier`, in its section.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownItems(_:)`` when `identifier` is not in the
    ///   snapshot; ``CollectionSnapshotError/duplicateItems(_:)`` when an added one already is
    ///   or is given twice. The snapshot is left as it was.
    /// - Complexity: O(k + t) on average for k items added and the t items after them in the
    ///   section.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemID], beforeItem identifier: ItemID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try insertItems(identifiers, relativeTo: identifier, after: false)
    }

    /// Adds items after the item `identifier`, in its section.
    ///
    /// - Throws: As ``insertItems(_:beforeItem:)``.
    /// - Complexity: O(k + t) on average for k items added and the t items after them in the
    ///   section.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemID], afterItem identifier: ItemID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try insertItems(identifiers, relativeTo: identifier, after: true)
    }

    @inlinable
    mutating func insertItems(
        _ identifiers: [ItemID], relativeTo anchor: ItemID, after: Bool
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        guard let path = indexPath(for: anchor) else { throw .unknownItems([anchor]) }
        let duplicates = duplicateItems(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
        insertItems(identifiers, inSection: path.section, at: after ? path.item + 1 : path.item)
    }

    /// Removes items (and their marks).
    ///
    /// - Throws: ``CollectionSnapshotError/unknownItems(_:)`` when an identifier is not in the
    ///   snapshot; the snapshot is left as it was.
    /// - Complexity: O(k log k + Σ t) on average for k identifiers and, in each section they
    ///   touch, the t items from the first removed one on.
    @inlinable
    public mutating func deleteItems(
        _ identifiers: [ItemID]
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(items: identifiers)
        var positions: [Int: Set<Int>] = [:]
        for identifier in identifiers {
            guard let path = indexPath(for: identifier) else { continue }
            positions[path.section, default: []].insert(path.item)
        }
        for (section, items) in positions { removeItems(at: items.sorted(), inSection: section) }
    }

    /// Removes every section and item, and every mark (UIKit's `deleteAllItems`).
    ///
    /// - Complexity: O(1) when the storage is shared with another snapshot, O(n + s) otherwise.
    @inlinable
    public mutating func deleteAllItems() {
        self = CollectionSnapshot()
    }

    /// Moves the item `identifier` before the item `anchor`, into the anchor's section.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownItems(_:)`` when either is not in the
    ///   snapshot; ``CollectionSnapshotError/itemMovedRelativeToItself(_:)`` when they are the
    ///   same. The snapshot is left as it was.
    /// - Complexity: O(t) on average for the items after the item's old place in its section
    ///   and after its new place in the anchor's section.
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemID, beforeItem anchor: ItemID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try moveItem(identifier, relativeTo: anchor, after: false)
    }

    /// Moves the item `identifier` after the item `anchor`, into the anchor's section.
    ///
    /// - Throws: As ``moveItem(_:beforeItem:)``.
    /// - Complexity: O(t) on average for the items after the item's old place in its section
    ///   and after its new place in the anchor's section.
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemID, afterItem anchor: ItemID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try moveItem(identifier, relativeTo: anchor, after: true)
    }

    @inlinable
    mutating func moveItem(
        _ identifier: ItemID, relativeTo anchor: ItemID, after: Bool
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(items: [identifier, anchor])
        guard identifier != anchor else { throw .itemMovedRelativeToItself(identifier) }
        guard let from = indexPath(for: identifier) else { return }
        sectionItems[from.section].remove(at: from.item)
        renumberItems(inSection: from.section, from: from.item)
        guard let to = indexPath(for: anchor) else { return }
        let position = after ? to.item + 1 : to.item
        sectionItems[to.section].insert(identifier, at: position)
        locations[identifier] = Location(section: sectionIDs[to.section], item: position)
        renumberItems(inSection: to.section, from: position + 1)
    }

    /// Marks items as reloaded: ``updates(from:)`` replaces them in place (UIKit's
    /// `reloadItems`), so the layout forgets their measured sizes.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownItems(_:)`` when an identifier is not in the
    ///   snapshot; the snapshot is left as it was.
    /// - Complexity: O(k) on average for k identifiers.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(CollectionSnapshotError<
        SectionID, ItemID
    >) {
        try checkKnown(items: identifiers)
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items as reconfigured: their content changed but not their identity or size
    /// (UIKit's `reconfigureItems`). ``updates(from:)`` leaves them out of the batch, which
    /// changes no geometry for them; a host refreshes the content of the items that
    /// ``reconfiguredItemIdentifiers`` names.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownItems(_:)`` when an identifier is not in the
    ///   snapshot; the snapshot is left as it was.
    /// - Complexity: O(k) on average for k identifiers.
    @inlinable
    public mutating func reconfigureItems(
        _ identifiers: [ItemID]
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(items: identifiers)
        reconfiguredItems.formUnion(identifiers)
    }
}
