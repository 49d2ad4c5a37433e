// MARK: - Batch updates

extension FlowLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`,
    /// laying out again only what the batch changed, and keeps the old geometry for the
    /// appearing and disappearing queries until a `prepare` that changes more than the content
    /// offset (so that the host can apply ``contentOffsetAdjustment`` first).
    ///
    /// A section after the batch that comes from a section before it (moved or not) and has
    /// the same metrics keeps the frames of its items before its first inserted, deleted,
    /// moved or reloaded item, and is laid out again from the line that holds that item (a
    /// cursor is kept every 32 lines; a section whose items all have one size is described
    /// again for its new count, which costs one line); inserted and reloaded sections are laid
    /// out in full;
    /// every section is then placed after the previous one, which costs nothing per item. The
    /// frames equal those of a fresh `prepare` of the new data, bit for bit. A change of the
    /// viewport's size, the insets, the direction or the scale lays out everything.
    ///
    /// Item sizes: give the new sizes with the batch (replace ``Configuration/itemSizing``'s
    /// lists, or let the closure answer for the new data). Every item laid out again reads its
    /// size, but a section the batch does not change, and the lines of a changed section before
    /// the kept cursor, keep the sizes they were laid out with: as UIKit expects, reload an item
    /// whose size changed (or call ``invalidateItems(at:)``). A section whose first change lies
    /// in its first eighth is laid out anew instead (cheaper than keeping so few frames), and
    /// reads every size.
    ///
    /// ``contentOffsetAdjustment`` then says how far to move the content offset so that the
    /// first cell that was visible (the one with the smallest path among those that survive)
    /// keeps its place on screen: add it to the offset (clamp to the content as UIKit does).
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s + u log u + Σ r + k) for s sections, u updated paths, r items laid
    ///   out again per changed section, and k cells that were visible; O(n) when everything is
    ///   laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let previous = cache.lastContext else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(
            updates: updates, oldCounts: previous.itemCounts, newCounts: context.itemCounts)
        transition = nil
        let visibleBefore = cache.visibleCells()
        cache.reportedSizes = cache.reportedSizes.carried(through: plan, newCounts: context.itemCounts)
        let before: SectionedStore.Snapshot
        if cache.canLayOutChangesOnly(for: context) {
            let pending = cache.pendingItems
            let source = { (section: Int) -> Int? in
                guard case .old(let old) = plan.sources[section] else { return nil }
                return old
            }
            before = cache.layOutChanges(
                for: context, configuration: configuration, source: source,
                firstChangedItem: { section in
                    let changed = plan.firstChangedItem(inSection: section)
                    guard let old = source(section), let resized = pending[old] else { return changed }
                    return min(changed ?? resized, resized)
                })
        } else {
            before = SectionedStore.Snapshot(store: cache.store)
            cache.rebuild(for: context, configuration: configuration)
        }
        transition = StoreTransition(rules: UpdateTransition(plan: plan), before: before)
        contentOffsetAdjustment = cache.store.anchorAdjustment(visibleBefore: visibleBefore) {
            plan.newPath(forOld: $0)
        }
    }

    /// `prepare(_:)` when item sizes were reported or invalidated since the last one: a scroll
    /// (or nothing) lays out each such section again from the first changed item; any other
    /// change lays out everything. Either way (but for a resize) the first visible cell is
    /// anchored.
    mutating func prepareChangedSizes(_ context: LayoutContext, change: LayoutChange) {
        let visibleBefore = cache.visibleCells()
        let pending = cache.pendingItems
        switch change {
        case .none, .scroll:
            _ = cache.layOutChanges(
                for: context, configuration: configuration, source: { $0 }, firstChangedItem: { pending[$0] })
        case .append, .resize, .everything:
            cache.rebuild(for: context, configuration: configuration)
        }
        guard change != .resize else { return }
        contentOffsetAdjustment = cache.store.anchorAdjustment(visibleBefore: visibleBefore) { $0 }
    }
}

// MARK: - Appearing and disappearing elements

extension FlowLayout {
    /// Where the cell at `path` (numbered after the last update) starts its animation: at its
    /// frame before the update when it survived (moved, or shifted by other changes), at its
    /// final frame with alpha 0 when inserted or reloaded (UIKit's flow layout).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.appearingCell(at: path, transition)
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation: at its
    /// new frame when it survived, at its old frame with alpha 0 when deleted or reloaded.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.disappearingCell(at: path, transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered after the last update) starts
    /// its animation: where its section's was before the update, or at its final frame with
    /// alpha 0 when its section was inserted or reloaded.
    ///
    /// - Complexity: O(1).
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.appearingSupplementary(ofKind: kind, at: path, transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered before the last update) ends
    /// its animation: where its section's is after the update, or at its old frame with alpha 0
    /// when its section was deleted or reloaded.
    ///
    /// - Complexity: O(1).
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.disappearingSupplementary(ofKind: kind, at: path, transition)
    }
}

// MARK: - Targeted invalidation and self-sizing

extension FlowLayout {
    /// Marks the sizes of the items at `paths` (numbered as in the last `prepare`) as changed:
    /// the next `prepare` lays out each of their sections again from the line holding the
    /// first of them, and anchors the first visible cell (``contentOffsetAdjustment``). Use it
    /// when a ``ItemSizing/perItem(_:)`` closure or a size list now answers differently for
    /// these items; ``invalidate()`` stays the switch for "everything changed". Paths with a
    /// negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths; the next `prepare` costs the items from each section's
    ///   first changed line on.
    public mutating func invalidateItems(at paths: [ItemPath]) {
        for path in paths { markChanged(path) }
    }

    /// Reports the measured size of the cell at `path` (self-sizing, UIKit's
    /// `preferredLayoutAttributesFitting(_:)`), numbered as in the last `prepare`: from the next
    /// `prepare` on the item has this size instead of ``Configuration/estimatedItemSize``, and
    /// its lines re-form (a taller item can push an item onto the next line, as in UIKit).
    ///
    /// Reports are batched: they cost nothing until the next `prepare`, which lays out each
    /// section once from its first changed item, however many cells of it were measured; it
    /// then anchors the first visible cell (``contentOffsetAdjustment``), so cells measured
    /// above the visible ones do not move what the user sees. Reports are part of the layout's
    /// input: they follow their items through batch updates (a reloaded item is measured
    /// again) and survive ``invalidate()``. Reporting the size an item already has changes
    /// nothing; without an ``Configuration/estimatedItemSize`` reports are ignored.
    ///
    /// Bad input: negative, NaN or infinite extents read as zero, longer ones than
    /// ``LayoutContext/maximumLength`` as that length; a path with a negative part is ignored.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        guard configuration.estimatedItemSize != nil, cache.reportedSizes.report(size.bounded, at: path)
        else {
            return
        }
        markChanged(path)
    }

    /// Notes that the item at `path` changed size.
    private mutating func markChanged(_ path: ItemPath) {
        guard path.section >= 0, path.item >= 0 else { return }
        cache.pendingItems[path.section] = min(cache.pendingItems[path.section] ?? path.item, path.item)
    }
}
