// MARK: - A batch while an item is dragged

extension CollectionHost {
    /// Performs the app's batch `updates` (numbered in the app's data, which does not have the
    /// dragged item moved yet) while an item is dragged, as one batch of what the host shows.
    ///
    /// The dragged item stays under the pointer: its place before the batch (its
    /// ``InteractiveMovement/original``) follows it, and its place among the others (its
    /// ``InteractiveMovement/current``) stays next to the same neighbour — before the item it
    /// stood before, or after the item it stood after when that one is gone. When the batch
    /// deletes (or reloads) the dragged item, the movement ends as a cancelled one would: the
    /// item leaves with the batch. UIKit documents neither case; apps update a collection while
    /// an item is held and move the held cell to the touch again (Material Components'
    /// `updateReorderCellPosition`, "performing collection view changes while the user is
    /// reordering").
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the app's item counts
    ///   (those of the data without the move) to `itemCounts`; the host is then left as it was.
    /// - Complexity: O(n) for the n items before and after the batch, plus the batch.
    mutating func applyDuringMovement(
        _ updates: [CollectionUpdate], itemCounts: [Int], animated: Bool, time: Double
    ) throws(CollectionUpdateError) {
        guard let moving = movement else {
            return try applyBatch(
                updates, itemCounts: itemCounts, animated: animated, time: time, anchor: nil)
        }
        let shown = context.itemCounts
        let appCounts = moving.originalCounts
        let undo = try UpdatePlan(
            updates: moving.current == moving.original
                ? [] : [.moveItem(from: moving.current, to: moving.original)],
            oldCounts: shown, newCounts: appCounts)
        let app = try UpdatePlan(updates: updates, oldCounts: appCounts, newCounts: itemCounts)
        var redoMove: CollectionUpdate?
        var finalCounts = itemCounts
        if let original = app.newPath(forOld: moving.original) {
            let current = Self.place(
                of: moving.current, shown: shown, beside: original, through: undo, app)
            if current != original {
                redoMove = .moveItem(from: original, to: current)
                finalCounts[original.section] -= 1
                finalCounts[current.section] += 1
            }
        }
        let redo = try UpdatePlan(
            updates: redoMove.map { [$0] } ?? [], oldCounts: itemCounts, newCounts: finalCounts)
        let batch = Self.composedBatch(shown: shown, final: finalCounts, plans: [undo, app, redo])
        try applyBatch(batch, itemCounts: finalCounts, animated: animated, time: time, anchor: nil)
        guard let original = app.newPath(forOld: moving.original) else {
            movement = nil
            return
        }
        var kept = moving
        kept.original = original
        if case .moveItem(_, let current) = redoMove {
            kept.current = current
        } else {
            kept.current = original
        }
        kept.originalCounts = itemCounts
        movement = kept
        // The dragged item is drawn under the pointer, not animated into a place.
        animator.animations[.cell(kept.current)] = nil
    }

    /// Where the dragged item stands after the batch `app`, in the data with the move: next to
    /// the neighbour it had at `current` in the `shown` arrangement (the item after it, else the
    /// item before it), or at `original` (its own place after the batch) when both are gone.
    private static func place(
        of current: ItemPath, shown: [Int], beside original: ItemPath, through undo: UpdatePlan,
        _ app: UpdatePlan
    ) -> ItemPath {
        let section = current.section
        let count = shown.indices.contains(section) ? shown[section] : 0
        // The index among the others (the dragged item taken out) of an item after the batch.
        func withoutDragged(_ path: ItemPath) -> Int {
            path.section == original.section && original.item < path.item ? path.item - 1 : path.item
        }
        if current.item + 1 < count,
            let next = undo.newPath(forOld: ItemPath(item: current.item + 1, section: section))
                .flatMap({ app.newPath(forOld: $0) })
        {
            return ItemPath(item: withoutDragged(next), section: next.section)
        }
        if current.item > 0,
            let previous = undo.newPath(forOld: ItemPath(item: current.item - 1, section: section))
                .flatMap({ app.newPath(forOld: $0) })
        {
            return ItemPath(item: withoutDragged(previous) + 1, section: previous.section)
        }
        return original
    }

    /// One batch that takes the `shown` item counts to the `final` ones as `plans` do one
    /// after the other: the items that survive them all keep their identity, the others are
    /// deleted and inserted.
    ///
    /// - Complexity: O(n) for the n items before and after.
    private static func composedBatch(shown: [Int], final: [Int], plans: [UpdatePlan]) -> [CollectionUpdate] {
        // An item before is numbered by its place among all items; a new one by a negative number.
        var starts: [Int] = []
        var total = 0
        for count in shown {
            starts.append(total)
            total += max(0, count)
        }
        var before = CollectionSnapshot<Int, Int>()
        try? before.appendSections(Array(shown.indices))
        for (section, count) in shown.enumerated() where count > 0 {
            try? before.appendItems(Array(starts[section]..<(starts[section] + count)), toSection: section)
        }
        var after = CollectionSnapshot<Int, Int>()
        var fresh = -1
        for section in final.indices {
            var old: Int? = section
            for plan in plans.reversed() { old = old.flatMap { plan.oldSection(forNew: $0) } }
            let id = old ?? fresh
            if old == nil { fresh -= 1 }
            try? after.appendSections([id])
            var items: [Int] = []
            items.reserveCapacity(max(0, final[section]))
            for item in 0..<max(0, final[section]) {
                var path: ItemPath? = ItemPath(item: item, section: section)
                for plan in plans.reversed() { path = path.flatMap { plan.oldPath(forNew: $0) } }
                if let path, starts.indices.contains(path.section) {
                    items.append(starts[path.section] + path.item)
                } else {
                    items.append(fresh)
                    fresh -= 1
                }
            }
            try? after.appendItems(items, toSection: id)
        }
        return after.updates(from: before)
    }
}
