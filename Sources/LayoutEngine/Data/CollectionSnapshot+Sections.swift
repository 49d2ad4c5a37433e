// MARK: - Editing sections

extension CollectionSnapshot {
    /// Adds sections, without items, after the last section.
    ///
    /// - Throws: ``CollectionSnapshotError/duplicateSections(_:)`` when an identifier is
    ///   already in the snapshot or given twice; the snapshot is left as it was.
    /// - Complexity: O(k) on average for k sections added.
    @inlinable
    public mutating func appendSections(
        _ identifiers: [SectionID]
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        let duplicates = duplicateSections(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        insertSections(identifiers, at: sectionIDs.count)
    }

    /// Adds sections, without items, before the section `identifier`.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when `identifier` is not in
    ///   the snapshot; ``CollectionSnapshotError/duplicateSections(_:)`` when an added one
    ///   already is or is given twice. The snapshot is left as it was.
    /// - Complexity: O(s + k) on average for s sections and k added.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionID], beforeSection identifier: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try insertSections(identifiers, relativeTo: identifier, after: false)
    }

    /// Adds sections, without items, after the section `identifier`.
    ///
    /// - Throws: As ``insertSections(_:beforeSection:)``.
    /// - Complexity: O(s + k) on average for s sections and k added.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionID], afterSection identifier: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try insertSections(identifiers, relativeTo: identifier, after: true)
    }

    @inlinable
    mutating func insertSections(
        _ identifiers: [SectionID], relativeTo anchor: SectionID, after: Bool
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        guard let index = sectionIndexes[anchor] else { throw .unknownSections([anchor]) }
        let duplicates = duplicateSections(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        insertSections(identifiers, at: after ? index + 1 : index)
    }

    /// Removes sections with their items (and the marks of both).
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when an identifier is not in
    ///   the snapshot; the snapshot is left as it was.
    /// - Complexity: O(s + k + m) on average for s sections, k identifiers given and m items
    ///   removed.
    @inlinable
    public mutating func deleteSections(
        _ identifiers: [SectionID]
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(sections: identifiers)
        let removed = Set(identifiers)
        guard !removed.isEmpty else { return }
        for identifier in removed {
            sectionIndexes[identifier] = nil
            reloadedSections.remove(identifier)
        }
        var keptIdentifiers: [SectionID] = []
        var keptItems: [[ItemID]] = []
        for (identifier, items) in zip(sectionIDs, sectionItems) {
            if removed.contains(identifier) {
                for item in items { forget(item) }
            } else {
                keptIdentifiers.append(identifier)
                keptItems.append(items)
            }
        }
        sectionIDs = keptIdentifiers
        sectionItems = keptItems
        renumberSections(from: 0)
    }

    /// Moves the section `identifier`, with its items, before the section `anchor`.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when either is not in the
    ///   snapshot; ``CollectionSnapshotError/sectionMovedRelativeToItself(_:)`` when they are
    ///   the same. The snapshot is left as it was.
    /// - Complexity: O(s) on average for s sections.
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionID, beforeSection anchor: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try moveSection(identifier, relativeTo: anchor, after: false)
    }

    /// Moves the section `identifier`, with its items, after the section `anchor`.
    ///
    /// - Throws: As ``moveSection(_:beforeSection:)``.
    /// - Complexity: O(s) on average for s sections.
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionID, afterSection anchor: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try moveSection(identifier, relativeTo: anchor, after: true)
    }

    @inlinable
    mutating func moveSection(
        _ identifier: SectionID, relativeTo anchor: SectionID, after: Bool
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(sections: [identifier, anchor])
        guard identifier != anchor else { throw .sectionMovedRelativeToItself(identifier) }
        guard let from = sectionIndexes[identifier] else { return }
        let items = sectionItems.remove(at: from)
        sectionIDs.remove(at: from)
        renumberSections(from: from)
        guard let anchorIndex = sectionIndexes[anchor] else { return }
        let to = after ? anchorIndex + 1 : anchorIndex
        sectionIDs.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: min(from, to))
    }

    /// Marks sections as reloaded: ``updates(from:)`` replaces every item of a marked section
    /// (UIKit's `reloadSections`).
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when an identifier is not in
    ///   the snapshot; the snapshot is left as it was.
    /// - Complexity: O(k) on average for k identifiers.
    @inlinable
    public mutating func reloadSections(
        _ identifiers: [SectionID]
    ) throws(CollectionSnapshotError<SectionID, ItemID>) {
        try checkKnown(sections: identifiers)
        reloadedSections.formUnion(identifiers)
    }
}
