// MARK: - The batch from one snapshot to another

extension CollectionSnapshot {
    /// The batch of updates that takes the data of `old` to the data of this snapshot, in
    /// UIKit's `performBatchUpdates` vocabulary: what a layout's
    /// ``CollectionLayout/prepare(_:updates:)`` takes with a context whose
    /// ``LayoutContext/itemCounts`` are this snapshot's ``itemCounts``, for any two snapshots.
    ///
    /// Elements are matched by identifier:
    ///
    /// 1. A section only in `old` is deleted, one only here is inserted. Of the sections in
    ///    both, one longest run that kept its order stays; every other one is moved
    ///    (`moveSection`), with its items. A section marked by ``reloadSections(_:)`` is
    ///    reloaded in place (all its items replaced), or deleted and inserted when it moved.
    /// 2. In a section that stays or moves, an item only here is inserted and one only in `old`
    ///    deleted. Of the items that were in the same section before, one longest run that
    ///    kept its order stays; every other surviving item is moved (`moveItem`), across
    ///    sections too. A pure reorder is therefore all moves, and the fewest item moves that
    ///    reorder a section.
    /// 3. An item marked by ``reloadItems(_:)`` is reloaded in place when it stays, deleted and
    ///    inserted when it moved (it is replaced either way: its measured size is dropped).
    ///    Items marked by ``reconfigureItems(_:)`` are not in the batch; they keep their place
    ///    and size, and ``reconfiguredItemIdentifiers`` names them for a host to refresh.
    ///    The marks of `old` play no part.
    ///
    /// Every moved item keeps its measured size in the layout, its view in a host. UIKit
    /// forbids moving an item out of a section the batch deletes or reloads, or into one it
    /// inserts or reloads ("cannot move a row into a newly inserted section", "cannot move a row
    /// from a deleted section"), so such an item is deleted and inserted instead: it arrives
    /// with its estimated size.
    ///
    /// ```swift
    /// var old = CollectionSnapshot<Int, String>()
    /// try old.appendSections([0])
    /// try old.appendItems(["a", "b", "c"])
    /// var new = old
    /// try new.moveItem("c", beforeItem: "a")
    /// try new.deleteItems(["b"])
    /// let updates = new.updates(from: old)
    /// // [.deleteItems(at: [[0, 1]]), .moveItem(from: [0, 2], to: [0, 0])]
    /// ```
    ///
    /// - Returns: Section deletes, inserts, reloads and moves, then item deletes, inserts,
    ///   reloads and moves; kinds that have nothing are left out, and an unchanged snapshot
    ///   gives an empty batch.
    /// - Complexity: O(n + s + m log m) on average for n items and s sections in both
    ///   snapshots and m surviving items in sections whose order changed; O(n + s) when the
    ///   surviving items and sections kept their order.
    @inlinable
    public func updates(from old: CollectionSnapshot) -> [CollectionUpdate] {
        let sections = SectionMatch(old: old, new: self)
        var updates: [CollectionUpdate] = []
        if !sections.deleted.isEmpty { updates.append(.deleteSections(sections.deleted.sorted())) }
        if !sections.inserted.isEmpty { updates.append(.insertSections(sections.inserted.sorted())) }
        if !sections.reloaded.isEmpty { updates.append(.reloadSections(sections.reloaded)) }
        for (from, to) in sections.moves { updates.append(.moveSection(from: from, to: to)) }
        updates += itemUpdates(from: old, sections: sections)
        return updates
    }

    /// How the sections of two snapshots match (rule 1 of ``updates(from:)``).
    @usableFromInline
    struct SectionMatch {
        /// Old indexes of deleted sections (moved reloaded ones included).
        @usableFromInline var deleted: [Int] = []
        /// New indexes of inserted sections (moved reloaded ones included).
        @usableFromInline var inserted: [Int] = []
        /// Old indexes of sections reloaded in place, ascending.
        @usableFromInline var reloaded: [Int] = []
        /// Moves of sections: old index, new index.
        @usableFromInline var moves: [(Int, Int)] = []
        /// For each new section whose items are matched one by one, its old index.
        @usableFromInline var source: [Int?]
        /// For each old section, whether its items are matched one by one.
        @usableFromInline var isKept: [Bool]

        @inlinable
        init(old: CollectionSnapshot, new: CollectionSnapshot) {
            source = Array(repeating: nil, count: new.sectionIDs.count)
            isKept = Array(repeating: false, count: old.sectionIDs.count)
            var survivors: [(old: Int, new: Int)] = []
            for (index, identifier) in new.sectionIDs.enumerated() {
                if let oldIndex = old.sectionIndexes[identifier] {
                    survivors.append((oldIndex, index))
                } else {
                    inserted.append(index)
                }
            }
            for (index, identifier) in old.sectionIDs.enumerated()
            where new.sectionIndexes[identifier] == nil {
                deleted.append(index)
            }
            let staying = survivors.map { $0.old }.longestIncreasingSubsequenceMembers()
            for (survivor, stays) in zip(survivors, staying) {
                if new.reloadedSections.contains(new.sectionIDs[survivor.new]) {
                    if stays {
                        reloaded.append(survivor.old)
                    } else {
                        deleted.append(survivor.old)
                        inserted.append(survivor.new)
                    }
                    continue
                }
                if !stays { moves.append((survivor.old, survivor.new)) }
                source[survivor.new] = survivor.old
                isKept[survivor.old] = true
            }
        }
    }

    /// The item updates (rules 2 and 3 of ``updates(from:)``).
    @inlinable
    func itemUpdates(from old: CollectionSnapshot, sections: SectionMatch) -> [CollectionUpdate] {
        var deletes: [ItemPath] = []
        var inserts: [ItemPath] = []
        var reloads: [ItemPath] = []
        var moves: [(ItemPath, ItemPath)] = []
        // Old items that the batch carries (staying, moved or reloaded in place), by old section.
        var carried = old.sectionItems.indices.map {
            sections.isKept[$0] ? [Bool](repeating: false, count: old.sectionItems[$0].count) : []
        }
        let anyReloaded = !reloadedItems.isEmpty
        for (section, source) in sections.source.enumerated() {
            guard let source else { continue }
            let newItems = sectionItems[section]
            let oldItems = old.sectionItems[source]
            let sourceID = old.sectionIDs[source]
            // Taken out while the section is matched, so that marking an item writes to one
            // uniquely held list (the items moved in from other sections mark their own lists).
            var carriedHere: [Bool] = []
            swap(&carriedHere, &carried[source])
            /// A survivor from the same old section: carried in place (a reload when marked),
            /// or moved (deleted and inserted when marked).
            func place(old oldItem: Int, new newItem: Int, stays: Bool) {
                let isReloaded = anyReloaded && reloadedItems.contains(newItems[newItem])
                switch (stays, isReloaded) {
                case (true, false): carriedHere[oldItem] = true
                case (true, true):
                    reloads.append(ItemPath(item: oldItem, section: source))
                    carriedHere[oldItem] = true
                case (false, false):
                    moves.append(
                        (ItemPath(item: oldItem, section: source), ItemPath(item: newItem, section: section)))
                    carriedHere[oldItem] = true
                case (false, true): inserts.append(ItemPath(item: newItem, section: section))
                }
            }
            // The items equal at the same distance from either end stay, with no look-up by
            // identifier: an append, a prepend or a change in the middle costs its own items.
            let shorter = Swift.min(newItems.count, oldItems.count)
            var prefix = 0
            while prefix < shorter, newItems[prefix] == oldItems[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix,
                newItems[newItems.count - 1 - suffix] == oldItems[oldItems.count - 1 - suffix]
            {
                suffix += 1
            }
            // Survivors from the same old section in between: new index, old index.
            var local: [(new: Int, old: Int)] = []
            // The old index the next item has when it follows the previous one there too: such
            // an item (most of a section whose changes are few), or one a few places further
            // (after old items that left), is matched by comparisons, without a look-up by
            // identifier; only the items that arrived or jumped are looked up.
            var follower = prefix
            for item in prefix..<(newItems.count - suffix) {
                let identifier = newItems[item]
                var ahead = follower
                let end = Swift.min(oldItems.count, follower + 4)
                while ahead < end, oldItems[ahead] != identifier { ahead += 1 }
                if ahead < end {
                    local.append((item, ahead))
                    follower = ahead + 1
                    continue
                }
                guard let location = old.locations[identifier] else {
                    inserts.append(ItemPath(item: item, section: section))
                    continue
                }
                if location.section == sourceID {
                    local.append((item, location.item))
                    follower = location.item + 1
                    continue
                }
                // UIKit raises "cannot move a row into a newly inserted section" and "cannot move a
                // row from a deleted section" (quoted in SwiftKickMobile/TLIndexPathTools issues 13
                // and 20, whose fix deletes and inserts the item), as `CollectionUpdateError`'s
                // `moveIntoInsertedSection` and `moveFromDeletedSection` do here: an item whose old
                // section is not kept is deleted with it and inserted. (A new section that is not
                // kept skips this loop: its items are inserted with it.)
                guard let from = old.sectionIndexes[location.section], sections.isKept[from],
                    !(anyReloaded && reloadedItems.contains(identifier))
                else {
                    inserts.append(ItemPath(item: item, section: section))
                    continue
                }
                moves.append(
                    (ItemPath(item: location.item, section: from), ItemPath(item: item, section: section)))
                carried[from][location.item] = true
            }
            for item in 0..<prefix { place(old: item, new: item, stays: true) }
            let staying = local.map { $0.old }.longestIncreasingSubsequenceMembers()
            for (survivor, stays) in zip(local, staying) {
                place(old: survivor.old, new: survivor.new, stays: stays)
            }
            for offset in 1..<(suffix + 1) {
                place(old: oldItems.count - offset, new: newItems.count - offset, stays: true)
            }
            swap(&carriedHere, &carried[source])
        }
        for (section, items) in carried.enumerated() {
            for (item, isCarried) in items.enumerated() where !isCarried {
                deletes.append(ItemPath(item: item, section: section))
            }
        }
        var updates: [CollectionUpdate] = []
        if !deletes.isEmpty { updates.append(.deleteItems(at: deletes)) }
        if !inserts.isEmpty { updates.append(.insertItems(at: inserts.sorted())) }
        if !reloads.isEmpty { updates.append(.reloadItems(at: reloads.sorted())) }
        for (from, to) in moves { updates.append(.moveItem(from: from, to: to)) }
        return updates
    }
}
