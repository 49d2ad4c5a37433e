// MARK: - Batch updates

extension WaterfallLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`,
    /// placing again only what the batch changed, and keeps the old geometry for the appearing
    /// and disappearing queries until a `prepare` that changes more than the content offset
    /// (so that the host can apply ``contentOffsetAdjustment`` first).
    ///
    /// A section after the batch that comes from a section before it (moved or not) with the
    /// same column count, header and footer keeps the frames of its items before its first
    /// inserted, deleted, moved or reloaded item, and is placed again from the column state
    /// kept before that item (one every 8 · columns items, at least 64); inserted and reloaded
    /// sections are laid out in full; every section is then placed below the previous one,
    /// which costs nothing per item. The frames equal those of a fresh `prepare` of the new
    /// data, bit for bit. A change of the viewport's size, the insets or the direction lays
    /// out everything.
    ///
    /// Item heights: give the new heights with the batch (replace ``Configuration/itemHeight``'s
    /// lists, or let the closure answer for the new data). Every item placed again reads its
    /// height, but a section the batch does not change, and its items before the kept column
    /// state, keep the heights they were placed with: reload an item whose height changed (or
    /// call ``invalidateItems(at:)``). A section whose first change lies in its first eighth is
    /// laid out anew instead (cheaper than keeping so few frames), and reads every height.
    ///
    /// ``contentOffsetAdjustment`` then says how far to move the content offset so that the
    /// first cell that was visible (the one with the smallest path among those that survive)
    /// keeps its place on screen.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s + u log u + Σ r log c + k) for s sections, u updated paths, r items
    ///   placed again per changed section in c columns, and k cells that were visible; O(n log
    ///   c) when everything is laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let previous = lastContext else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(
            updates: updates, oldCounts: previous.itemCounts, newCounts: context.itemCounts)
        transition = nil
        let visibleBefore = visibleCells()
        reportedSizes = reportedSizes.carried(through: plan, newCounts: context.itemCounts)
        let before: SectionedStore.Snapshot
        if canPlaceChangesOnly(for: context) {
            let pending = pendingItems
            let source = { (section: Int) -> Int? in
                guard case .old(let old) = plan.sources[section] else { return nil }
                return old
            }
            before = placeChanges(
                for: context, source: source,
                firstChangedItem: { section in
                    let changed = plan.firstChangedItem(inSection: section)
                    guard let old = source(section), let resized = pending[old] else { return changed }
                    return min(changed ?? resized, resized)
                })
            _lastPreparation = .changes
        } else {
            before = SectionedStore.Snapshot(store: store)
            prepareAllSections(context)
            _lastPreparation = .full
        }
        finish(context)
        transition = StoreTransition(rules: UpdateTransition(plan: plan), before: before)
        contentOffsetAdjustment = store.anchorAdjustment(visibleBefore: visibleBefore) {
            plan.newPath(forOld: $0)
        }
    }

    /// `prepare(_:)` when item heights were reported or invalidated since the last one: a
    /// scroll (or nothing) places each such section again from its first changed item; any
    /// other change lays out everything. Either way (but for a resize) the first visible cell
    /// is anchored.
    mutating func prepareChangedHeights(_ context: LayoutContext, change: LayoutChange) {
        let visibleBefore = visibleCells()
        let pending = pendingItems
        switch change {
        case .none, .scroll:
            _ = placeChanges(for: context, source: { $0 }, firstChangedItem: { pending[$0] })
            _lastPreparation = .changes
        case .append, .resize, .everything:
            prepareAllSections(context)
            _lastPreparation = .full
        }
        finish(context)
        guard change != .resize else { return }
        contentOffsetAdjustment = store.anchorAdjustment(visibleBefore: visibleBefore) { $0 }
    }

    /// The cells that were visible at the last `prepare`, in its viewport.
    private func visibleCells() -> [LayoutAttributes] {
        guard let lastContext, preparedContext != nil else { return [] }
        return store.visibleCells(in: lastContext)
    }

    /// Whether the geometry can be carried over to `context` section by section: it is laid
    /// out, for a viewport of the same width, insets and direction, and no item is cut by
    /// ``LayoutContext/maximumItemCount`` before or after.
    private func canPlaceChangesOnly(for context: LayoutContext) -> Bool {
        guard let previous = preparedContext else { return false }
        return previous.bounds.size.width == context.bounds.size.width
            && previous.contentInsets == context.contentInsets
            && previous.layoutDirection == context.layoutDirection
            && previous.laysOutEveryItem && context.laysOutEveryItem
    }

    /// Lays out `context` from the current geometry, section by section: a new section that
    /// comes from an old one (`source`) with the same per-section values keeps its frames up to
    /// its first changed item (`firstChangedItem`, nil when none changed) and is placed again
    /// from the state kept before it; any other section is laid out in full; every section is
    /// then placed below the previous one. Returns the old geometry.
    ///
    /// - Complexity: O(s + Σ r log c) for s sections and r items placed again per section.
    private mutating func placeChanges(
        for context: LayoutContext, source: (Int) -> Int?, firstChangedItem: (Int) -> Int?
    ) -> SectionedStore.Snapshot {
        var snapshot = SectionedStore.Snapshot(store: store)
        var oldSections = store.sections
        var oldColumns = sectionColumns
        store.sections.removeAll(keepingCapacity: true)
        sectionColumns.removeAll(keepingCapacity: true)
        let itemCounts = context.laidOutItemCounts
        var top = 0.0
        for section in 0..<context.sectionCount {
            let values = sectionValues(section)
            if let old = source(section), old >= 0, old < oldSections.count, oldColumns[old].values == values
            {
                // Moved, not copied: the section's storage keeps one owner (and the snapshot's
                // reference, given up below if the section changes), so it changes in place.
                var record = SectionedStore.Section(axis: .vertical, start: 0)
                swap(&record, &oldSections[old])
                var kept = SectionColumns(values: values, final: ColumnState())
                swap(&kept, &oldColumns[old])
                store.sections.append(consume record)
                sectionColumns.append(consume kept)
                if let first = firstChangedItem(section) {
                    let restart = restartColumns(
                        section: section, item: first, itemCount: itemCounts[section])
                    if SectionedStore.Snapshot.keepsFrames(
                        before: restart.placedCount, itemCount: itemCounts[section])
                    {
                        snapshot.keepTail(
                            of: old, from: restart.placedCount, items: store.sections[section].items,
                            newSection: section)
                        relayOut(section: section, from: restart, itemCount: itemCounts[section])
                    } else {
                        // The old section stays whole in the snapshot; the new one is built apart.
                        store.sections.removeLast()
                        sectionColumns.removeLast()
                        appendSectionLaidOutAnew(section, itemCount: itemCounts[section])
                    }
                }
            } else {
                appendSectionLaidOutAnew(section, itemCount: itemCounts[section])
            }
            store.sections[section].offset = top
            top += store.sections[section].end
        }
        contentHeight = top
        return snapshot
    }

    /// Lays out section `section` of `itemCount` items in full and appends it.
    ///
    /// - Complexity: O(n log c) for its n items in c columns.
    private mutating func appendSectionLaidOutAnew(_ section: Int, itemCount: Int) {
        var record = SectionedStore.Section(axis: .vertical, start: 0)
        record.itemCount = itemCount
        sectionColumns.append(layOutSection(section, into: &record))
        store.sections.append(record)
    }
}

// MARK: - Appearing and disappearing elements

extension WaterfallLayout {
    /// Where the cell at `path` (numbered after the last update) starts its animation: at its
    /// frame before the update when it survived (moved, or shifted by other changes), at its
    /// final frame with alpha 0 when inserted or reloaded (UIKit's flow-layout rules).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        store.appearingCell(at: path, transition)
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation: at its
    /// new frame when it survived, at its old frame with alpha 0 when deleted or reloaded.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        store.disappearingCell(at: path, transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered after the last update) starts
    /// its animation: where its section's was before the update, or at its final frame with
    /// alpha 0 when its section was inserted or reloaded.
    ///
    /// - Complexity: O(1).
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        store.appearingSupplementary(ofKind: kind, at: path, transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered before the last update) ends
    /// its animation: where its section's is after the update, or at its old frame with alpha 0
    /// when its section was deleted or reloaded.
    ///
    /// - Complexity: O(1).
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        store.disappearingSupplementary(ofKind: kind, at: path, transition)
    }
}

// MARK: - Targeted invalidation and self-sizing

extension WaterfallLayout {
    /// Marks the heights of the items at `paths` (numbered as in the last `prepare`) as
    /// changed: the next `prepare` places each of their sections again from the first of them
    /// and anchors the first visible cell (``contentOffsetAdjustment``). Use it when an
    /// item-height closure or list now answers differently for these items; ``invalidate()``
    /// stays the switch for "everything changed". Paths with a negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths; the next `prepare` costs the items from each section's
    ///   first changed item on (from the column state kept before it).
    public mutating func invalidateItems(at paths: [ItemPath]) {
        for path in paths { markChanged(path) }
    }

    /// Reports the measured size of the cell at `path` (self-sizing), numbered as in the last
    /// `prepare`: from the next `prepare` on the item's height is `size.height` instead of the
    /// one ``Configuration/itemHeight`` gives (its width stays the column's). The items after
    /// it are placed again, so they may change columns; the frames equal those of a fresh
    /// layout given the same heights.
    ///
    /// Reports are batched: they cost nothing until the next `prepare`, which places each
    /// section again once from its first changed item, however many cells of it were measured;
    /// it then anchors the first visible cell (``contentOffsetAdjustment``). Reports are part
    /// of the layout's input: they follow their items through batch updates (a reloaded item is
    /// measured again) and survive ``invalidate()``. Reporting the height an item already has
    /// changes nothing.
    ///
    /// Bad input: a negative, NaN or infinite height reads as zero, a longer one than
    /// ``LayoutContext/maximumLength`` as that length; a path with a negative part is ignored.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        guard reportedSizes.report(Size(width: 0, height: size.height.boundedLength), at: path) else {
            return
        }
        markChanged(path)
    }

    /// Notes that the item at `path` changed height.
    private mutating func markChanged(_ path: ItemPath) {
        guard path.section >= 0, path.item >= 0 else { return }
        pendingItems[path.section] = min(pendingItems[path.section] ?? path.item, path.item)
    }
}
