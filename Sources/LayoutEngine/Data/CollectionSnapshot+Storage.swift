// MARK: - Checks and storage primitives

// Every edit checks its arguments first and then changes the storage through these primitives,
// which keep `sectionIndexes` and `locations` equal to the arrays: an edit renumbers the items
// it shifts (the tail of a section after an insert or a removal), which costs what the array
// edit itself costs, so that a look-up by identifier stays one or two hash look-ups even in a
// loop that inserts at the front of a section.
extension CollectionSnapshot {
    /// The identifiers of `identifiers` that the snapshot already holds or that occur twice,
    /// each once, in the order first given.
    @inlinable
    func duplicateSections(in identifiers: [SectionID]) -> [SectionID] {
        Self.duplicates(in: identifiers) { sectionIndexes[$0] != nil }
    }

    /// The identifiers of `identifiers` that the snapshot already holds or that occur twice,
    /// each once, in the order first given.
    @inlinable
    func duplicateItems(in identifiers: [ItemID]) -> [ItemID] {
        Self.duplicates(in: identifiers) { locations[$0] != nil }
    }

    /// The identifiers of `identifiers` that `isHeld` accepts or that occur twice, each once, in
    /// the order first given.
    @inlinable
    static func duplicates<ID: Hashable>(in identifiers: [ID], isHeld: (ID) -> Bool) -> [ID] {
        var seen: Set<ID> = []
        var reported: Set<ID> = []
        var result: [ID] = []
        for identifier in identifiers
        where (isHeld(identifier) || !seen.insert(identifier).inserted)
            && reported.insert(identifier).inserted
        {
            result.append(identifier)
        }
        return result
    }

    /// Throws unless every identifier names a section of the snapshot.
    @inlinable
    func checkKnown(sections identifiers: [SectionID]) throws(CollectionSnapshotError<SectionID, ItemID>) {
        let unknown = identifiers.filter { sectionIndexes[$0] == nil }
        if !unknown.isEmpty { throw .unknownSections(unknown) }
    }

    /// Throws unless every identifier names an item of the snapshot.
    @inlinable
    func checkKnown(items identifiers: [ItemID]) throws(CollectionSnapshotError<SectionID, ItemID>) {
        let unknown = identifiers.filter { locations[$0] == nil }
        if !unknown.isEmpty { throw .unknownItems(unknown) }
    }

    /// Inserts new (checked) items into section `section` at `position`.
    @inlinable
    mutating func insertItems(_ identifiers: [ItemID], inSection section: Int, at position: Int) {
        sectionItems[section].insert(contentsOf: identifiers, at: position)
        let sectionID = sectionIDs[section]
        for (offset, identifier) in identifiers.enumerated() {
            locations[identifier] = Location(section: sectionID, item: position + offset)
        }
        renumberItems(inSection: section, from: position + identifiers.count)
    }

    /// Removes the items at the ascending, distinct `positions` of section `section`, with
    /// their marks.
    @inlinable
    mutating func removeItems(at positions: [Int], inSection section: Int) {
        guard let first = positions.first else { return }
        var items = sectionItems[section]
        sectionItems[section] = []  // keeps `items` uniquely referenced while it is compacted
        var next = 0
        var kept = first
        for index in first..<items.count {
            if next < positions.count, positions[next] == index {
                next += 1
                forget(items[index])
            } else {
                items[kept] = items[index]
                kept += 1
            }
        }
        items.removeSubrange(kept...)
        sectionItems[section] = items
        renumberItems(inSection: section, from: first)
    }

    /// Drops an item's location and marks.
    @inlinable
    mutating func forget(_ identifier: ItemID) {
        locations[identifier] = nil
        reloadedItems.remove(identifier)
        reconfiguredItems.remove(identifier)
    }

    /// Sets the index of every item of section `section` from `start` on.
    @inlinable
    mutating func renumberItems(inSection section: Int, from start: Int) {
        let items = sectionItems[section]
        for index in start..<items.count { locations[items[index]]?.item = index }
    }

    /// Inserts new (checked) sections, without items, at `index`.
    @inlinable
    mutating func insertSections(_ identifiers: [SectionID], at index: Int) {
        sectionIDs.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    /// Sets the index of every section from `start` on.
    @inlinable
    mutating func renumberSections(from start: Int) {
        for index in start..<sectionIDs.count { sectionIndexes[sectionIDs[index]] = index }
    }
}
