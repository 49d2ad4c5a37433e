// MARK: - Building

extension UpdatePlan {
    /// Checks `updates` against the item counts per section before (`oldCounts`) and after
    /// (`newCounts`) the batch and builds the plan. Negative counts read as zero.
    ///
    /// - Throws: ``CollectionUpdateError`` naming the first section (and item) that breaks a
    ///   rule, checked in UIKit's order: section operations, item operations, then counts.
    /// - Complexity: O(s + u log u) for s sections and u updated paths.
    init(
        updates: [CollectionUpdate], oldCounts: [Int], newCounts: [Int]
    ) throws(CollectionUpdateError) {
        let oldCounts = oldCounts.map { max(0, $0) }
        let newCounts = newCounts.map { max(0, $0) }
        var batch = Batch()
        try batch.collect(updates, oldSectionCount: oldCounts.count, newSectionCount: newCounts.count)
        let (sources, destinations) = try batch.mapSections(
            oldSectionCount: oldCounts.count, newSectionCount: newCounts.count)
        self.init(
            sources: sources, destinations: destinations,
            changes: Array(repeating: ItemChanges(), count: newCounts.count))
        try batch.checkItems(
            sources: sources, destinations: destinations, oldCounts: oldCounts, newCounts: newCounts)
        try placeItems(batch, oldCounts: oldCounts, newCounts: newCounts)
    }

    /// Fills ``changes`` and the move tables from the checked item operations, and checks each
    /// surviving section's count.
    private mutating func placeItems(
        _ batch: Batch, oldCounts: [Int], newCounts: [Int]
    ) throws(CollectionUpdateError) {
        var removed = Array(repeating: [Int](), count: newCounts.count)
        var added = Array(repeating: [Int](), count: newCounts.count)
        for path in batch.deletedItems {
            if let section = destinations[path.section] { removed[section].append(path.item) }
        }
        var moves: [(ItemPath, ItemPath)] = []
        moves.reserveCapacity(batch.moves.count)
        for (from, to) in batch.moves {
            if let section = destinations[from.section] { removed[section].append(from.item) }
            added[to.section].append(to.item)
            moves.append((from, to))
        }
        movedTo = MoveTable(moves)
        movedFrom = MoveTable(moves.map { ($0.1, $0.0) })
        for path in batch.insertedItems { added[path.section].append(path.item) }
        var reloaded: [Int: [Int]] = [:]
        for path in batch.reloadedItems { reloaded[path.section, default: []].append(path.item) }
        for section in sources.indices {
            guard case .old(let oldSection) = sources[section] else { continue }
            var itemChanges = ItemChanges(removed: removed[section].sorted(), added: added[section].sorted())
            // A reload keeps the item's place: it leaves at its old index and arrives where it
            // would be as a surviving item of the other changes (UIKit's reload = delete + insert).
            let reloads = (reloaded[oldSection] ?? []).sorted()
            if !reloads.isEmpty {
                itemChanges.removedGaps = Self.gaps(itemChanges.removed)
                itemChanges.addedGaps = Self.gaps(itemChanges.added)
                var arrivals: [Int] = []
                for item in reloads {
                    let kept = item - itemChanges.removed.partitioningIndex { $0 >= item }
                    arrivals.append(kept + itemChanges.addedGaps.partitioningIndex { $0 > kept })
                }
                itemChanges.removed = (itemChanges.removed + reloads).sorted()
                itemChanges.added = (itemChanges.added + arrivals).sorted()
            }
            itemChanges.removedGaps = Self.gaps(itemChanges.removed)
            itemChanges.addedGaps = Self.gaps(itemChanges.added)
            let expected = oldCounts[oldSection] - itemChanges.removed.count + itemChanges.added.count
            guard expected == newCounts[section] else {
                throw CollectionUpdateError(
                    section: section,
                    reason: .itemCountMismatch(expected: expected, actual: newCounts[section]))
            }
            changes[section] = itemChanges
        }
    }

    /// `values[j] - j` for ascending distinct `values`.
    private static func gaps(_ values: [Int]) -> [Int] {
        values.enumerated().map { $0.element - $0.offset }
    }
}

// MARK: - The batch, sorted and checked

extension UpdatePlan {
    /// The updates of a batch sorted by kind, with UIKit's range and conflict checks.
    struct Batch {
        var deletedSections: Set<Int> = []
        var reloadedSections: Set<Int> = []
        var insertedSections: Set<Int> = []
        /// Section moves: destination by source.
        var sectionMoves: [Int: Int] = [:]
        var deletedItems: Set<ItemPath> = []
        var reloadedItems: Set<ItemPath> = []
        var insertedItems: Set<ItemPath> = []
        /// Item moves: destination by source.
        var moves: [ItemPath: ItemPath] = [:]

        /// Sorts `updates` by kind and checks section indexes and section-level conflicts.
        mutating func collect(
            _ updates: [CollectionUpdate], oldSectionCount: Int, newSectionCount: Int
        ) throws(CollectionUpdateError) {
            func before(_ section: Int) throws(CollectionUpdateError) {
                guard section >= 0, section < oldSectionCount else {
                    throw CollectionUpdateError(
                        section: section, reason: .sectionOutOfRangeBefore(sectionCount: oldSectionCount))
                }
            }
            func after(_ section: Int) throws(CollectionUpdateError) {
                guard section >= 0, section < newSectionCount else {
                    throw CollectionUpdateError(
                        section: section, reason: .sectionOutOfRangeAfter(sectionCount: newSectionCount))
                }
            }
            var movedSectionDestinations: Set<Int> = []
            var itemMoves: [(ItemPath, ItemPath)] = []
            reserveItemCapacity(for: updates, moves: &itemMoves)
            for update in updates {
                switch update {
                case .deleteSections(let sections):
                    for section in sections {
                        try before(section)
                        deletedSections.insert(section)
                    }
                case .reloadSections(let sections):
                    for section in sections {
                        try before(section)
                        reloadedSections.insert(section)
                    }
                case .insertSections(let sections):
                    for section in sections {
                        try after(section)
                        insertedSections.insert(section)
                    }
                case .moveSection(let from, let to):
                    try before(from)
                    try after(to)
                    if let earlier = sectionMoves[from], earlier != to {
                        throw CollectionUpdateError(section: from, reason: .movedTwice)
                    }
                    if sectionMoves[from] == nil, movedSectionDestinations.contains(to) {
                        throw CollectionUpdateError(section: to, reason: .movedOntoTheSamePlace)
                    }
                    sectionMoves[from] = to
                    movedSectionDestinations.insert(to)
                case .deleteItems(let paths):
                    deletedItems.formUnion(paths)
                case .reloadItems(let paths):
                    reloadedItems.formUnion(paths)
                case .insertItems(let paths):
                    insertedItems.formUnion(paths)
                case .moveItem(let from, let to):
                    itemMoves.append((from, to))
                }
            }
            if let section = deletedSections.intersection(reloadedSections).min() {
                throw CollectionUpdateError(section: section, reason: .deleteAndReload)
            }
            let movedSources = Set(sectionMoves.keys)
            if let section = deletedSections.union(reloadedSections).intersection(movedSources).min() {
                throw CollectionUpdateError(section: section, reason: .deleteAndMove)
            }
            if let section = insertedSections.intersection(movedSectionDestinations).min() {
                throw CollectionUpdateError(section: section, reason: .insertAndMove)
            }
            var itemDestinations: Set<ItemPath> = []
            itemDestinations.reserveCapacity(itemMoves.count)
            for (from, to) in itemMoves {
                if let earlier = moves[from] {
                    guard earlier == to else {
                        throw CollectionUpdateError(
                            section: from.section, item: from.item, reason: .movedTwice)
                    }
                    continue
                }
                guard itemDestinations.insert(to).inserted else {
                    throw CollectionUpdateError(
                        section: to.section, item: to.item, reason: .movedOntoTheSamePlace)
                }
                moves[from] = to
            }
        }

        /// Reserves room for the item paths of `updates`: the sets and tables then grow once.
        private mutating func reserveItemCapacity(
            for updates: [CollectionUpdate], moves: inout [(ItemPath, ItemPath)]
        ) {
            var (deleted, reloaded, inserted, moved) = (0, 0, 0, 0)
            for update in updates {
                switch update {
                case .deleteItems(let paths): deleted += paths.count
                case .reloadItems(let paths): reloaded += paths.count
                case .insertItems(let paths): inserted += paths.count
                case .moveItem: moved += 1
                case .deleteSections, .reloadSections, .insertSections, .moveSection: break
                }
            }
            deletedItems.reserveCapacity(deleted)
            reloadedItems.reserveCapacity(reloaded)
            insertedItems.reserveCapacity(inserted)
            self.moves.reserveCapacity(moved)
            moves.reserveCapacity(moved)
        }

        /// Which old section each new section comes from, and the reverse, after checking that
        /// the section counts add up.
        func mapSections(
            oldSectionCount: Int, newSectionCount: Int
        ) throws(CollectionUpdateError) -> (sources: [SectionSource], destinations: [Int?]) {
            let leaving = deletedSections.union(sectionMoves.keys)
            let arriving = insertedSections.union(sectionMoves.values)
            let expected = oldSectionCount - leaving.count + arriving.count
            guard expected == newSectionCount else {
                throw CollectionUpdateError(
                    section: nil, reason: .sectionCountMismatch(expected: expected, actual: newSectionCount))
            }
            var sources = Array(repeating: SectionSource.inserted, count: newSectionCount)
            var destinations = Array(repeating: Int?.none, count: oldSectionCount)
            for (from, to) in sectionMoves {
                sources[to] = .old(from)
                destinations[from] = to
            }
            var next = 0
            for section in 0..<oldSectionCount where !leaving.contains(section) {
                while arriving.contains(next) { next += 1 }
                sources[next] = reloadedSections.contains(section) ? .reloaded(section) : .old(section)
                destinations[section] = reloadedSections.contains(section) ? nil : next
                next += 1
            }
            return (sources, destinations)
        }

        /// Drops the item operations the section operations cover and checks the rest: ranges
        /// against the old and new counts, and conflicts between deletes, reloads, inserts and
        /// moves of one path.
        mutating func checkItems(
            sources: [SectionSource], destinations: [Int?], oldCounts: [Int], newCounts: [Int]
        ) throws(CollectionUpdateError) {
            /// Throws unless `path` names an item of `counts` (before the batch, or after it).
            func check(_ path: ItemPath, in counts: [Int], isBefore: Bool) throws(CollectionUpdateError) {
                guard path.section >= 0, path.section < counts.count else {
                    throw CollectionUpdateError(
                        section: path.section, item: path.item,
                        reason: isBefore
                            ? .sectionOutOfRangeBefore(sectionCount: counts.count)
                            : .sectionOutOfRangeAfter(sectionCount: counts.count))
                }
                guard path.item >= 0, path.item < counts[path.section] else {
                    let count = counts[path.section]
                    throw CollectionUpdateError(
                        section: path.section, item: path.item,
                        reason: isBefore
                            ? .itemOutOfRangeBefore(itemCount: count) : .itemOutOfRangeAfter(itemCount: count)
                    )
                }
            }
            func before(_ path: ItemPath) throws(CollectionUpdateError) {
                try check(path, in: oldCounts, isBefore: true)
            }
            func after(_ path: ItemPath) throws(CollectionUpdateError) {
                try check(path, in: newCounts, isBefore: false)
            }
            func isNewSection(_ section: Int) -> Bool {
                guard case .old = sources[section] else { return true }
                return false
            }
            // The filters below keep every path unless a section left or arrived: then they are
            // skipped (each builds a new set).
            let sectionsLeft = destinations.contains { $0 == nil }
            let sectionsArrived = sources.contains { source in
                guard case .old = source else { return true }
                return false
            }
            for path in deletedItems.sorted() { try before(path) }
            if sectionsLeft { deletedItems = deletedItems.filter { destinations[$0.section] != nil } }
            for path in reloadedItems.sorted() {
                try before(path)
                if deletedSections.contains(path.section) || deletedItems.contains(path) {
                    throw CollectionUpdateError(
                        section: path.section, item: path.item, reason: .deleteAndReload)
                }
            }
            if sectionsLeft { reloadedItems = reloadedItems.filter { destinations[$0.section] != nil } }
            for path in insertedItems.sorted() { try after(path) }
            if sectionsArrived { insertedItems = insertedItems.filter { !isNewSection($0.section) } }
            for (from, to) in moves.sorted(by: { $0.key < $1.key }) {
                try before(from)
                try after(to)
                if deletedSections.contains(from.section) || reloadedSections.contains(from.section) {
                    throw CollectionUpdateError(
                        section: from.section, item: from.item, reason: .moveFromDeletedSection)
                }
                if isNewSection(to.section) {
                    throw CollectionUpdateError(
                        section: to.section, item: to.item, reason: .moveIntoInsertedSection)
                }
                if deletedItems.contains(from) || reloadedItems.contains(from) {
                    throw CollectionUpdateError(
                        section: from.section, item: from.item, reason: .deleteAndMove)
                }
                if insertedItems.contains(to) {
                    throw CollectionUpdateError(section: to.section, item: to.item, reason: .insertAndMove)
                }
            }
        }
    }
}

// MARK: - Checking a batch

extension CollectionUpdate {
    /// Checks that `updates` take a collection with `oldCounts` items per section to one with
    /// `newCounts`, by UIKit's rules: what an adapter can call before handing the batch to its
    /// collection view, and what a layout's update checks first.
    ///
    /// - Throws: ``CollectionUpdateError`` naming the first section (and item) that breaks a
    ///   rule.
    /// - Complexity: O(s + u log u) for s sections and u updated paths.
    public static func validate(
        _ updates: [CollectionUpdate], from oldCounts: [Int], to newCounts: [Int]
    ) throws(CollectionUpdateError) {
        _ = try UpdatePlan(updates: updates, oldCounts: oldCounts, newCounts: newCounts)
    }
}
