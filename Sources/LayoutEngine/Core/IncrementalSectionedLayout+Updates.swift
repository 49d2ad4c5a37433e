// MARK: - Batch updates

extension IncrementalSectionedLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (the contract of ``CollectionLayout/prepare(_:updates:)``): a section that comes from
    /// one before the batch and keeps its values (``SectionSteps/keeps(_:forSection:)``), at
    /// the same index when its item sizes are read at their paths
    /// (``SectionSteps/readsItemSizesByPath``), keeps its frames before its first inserted, deleted, moved, reloaded or resized item
    /// and is laid out again from the point its steps kept before that item; any other
    /// section is laid out in full; every section is then placed after the previous one.
    ///
    /// - Complexity: O(s + u log u + Σ r + k) for s sections, u updated paths, r items laid
    ///   out again per changed section, and k cells that were visible; O(n) when everything is
    ///   laid out.
    mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate], configuration: Steps.Configuration
    ) throws(CollectionUpdateError) {
        try prepareBatch(context, updates: updates, configuration)
    }

    /// `prepare` when item sizes were reported or invalidated since the last one: a scroll (or
    /// nothing) lays out each such section again from its first changed item; any other change
    /// lays out everything. Either way (but for a resize) the reading anchor (``ReadingAnchor``)
    /// keeps its place; bottom to top, the bottom-most visible cell (or the end) does, resize
    /// included.
    mutating func prepareChangedSizes(
        _ context: LayoutContext, change: LayoutChange, configuration: Steps.Configuration
    ) {
        let bottom = bottomAnchor(configuration)
        let visibleBefore = bottom == nil ? visibleCells() : []
        let contextBefore = lastContext
        let pending = pendingItems
        let pendingLast = pendingLastItems
        switch change {
        case .none, .scroll:
            // The counts are those of the last `prepare`: the items after a section's last
            // change kept their sizes and their numbers.
            _ = layOutChanges(
                for: context, configuration: configuration, keepsBefore: false, source: { $0 },
                firstChangedItem: { pending[$0] }, lastChangedItem: { pendingLast[$0] })
        case .append, .resize, .everything:
            rebuild(for: context, configuration: configuration)
        }
        if let bottom {
            contentOffsetAdjustment = adjustment(keeping: bottom, to: context) { $0 }
            return
        }
        guard change != .resize, let contextBefore else { return }
        contentOffsetAdjustment = ReadingAnchor.adjustment(
            visibleBefore: visibleBefore, in: contextBefore, axis: store.axis,
            now: { store.cellAttributes(at: $0) })
    }

    /// The cells that were visible at the last `prepare`, in its viewport.
    ///
    /// - Complexity: O(log n + k) for k cells.
    func visibleCells() -> [LayoutAttributes] {
        guard let lastContext, preparedContext != nil else { return [] }
        return store.visibleCells(in: lastContext)
    }

    /// Whether the geometry can be carried over to `context` section by section: it is laid
    /// out, for a viewport that keeps it (``SectionSteps/viewportKeepsGeometry(from:to:axis:)``),
    /// the same insets and direction, and no item is cut by ``LayoutContext/maximumItemCount``
    /// before or after.
    private func canLayOutChangesOnly(for context: LayoutContext) -> Bool {
        guard let previous = preparedContext else { return false }
        return Steps.viewportKeepsGeometry(from: previous, to: context, axis: store.axis)
            && previous.contentInsets == context.contentInsets
            && previous.layoutDirection == context.layoutDirection
            && previous.laysOutEveryItem && context.laysOutEveryItem
    }

    /// Lays out `context` from the current geometry, section by section: a new section that
    /// comes from an old one (`source`) that keeps its values keeps its frames up to its first
    /// changed item (`firstChangedItem`, nil when none changed) and is laid out again from the
    /// point kept before it (the steps may keep the frames after `lastChangedItem`, moved, when
    /// it gives one); any other section is laid out in full; every section is then placed
    /// after the previous one. Returns the old geometry, or an empty one unless `keepsBefore`.
    ///
    /// - Complexity: O(s + Σ r) for s sections and r items laid out again per section.
    private mutating func layOutChanges(
        for context: LayoutContext, configuration: Steps.Configuration, keepsBefore: Bool,
        source: (Int) -> Int?, firstChangedItem: (Int) -> Int?, lastChangedItem: (Int) -> Int?
    ) -> SectionedStore.Snapshot {
        let steps = makeSteps(configuration)
        // Without a snapshot, each section's storage has one owner and changes in place.
        var snapshot = SectionedStore.Snapshot(store: keepsBefore ? store : SectionedStore(axis: store.axis))
        var relaidOut = 0
        var oldSections = store.sections
        var oldStates = sectionStates
        store.sections.removeAll(keepingCapacity: true)
        sectionStates.removeAll(keepingCapacity: true)
        store.sections.reserveCapacity(context.sectionCount)
        let itemCounts = context.laidOutItemCounts
        var cursor = 0.0
        for section in 0..<context.sectionCount {
            let isLast = section == context.sectionCount - 1
            if let old = source(section), old >= 0, old < oldSections.count,
                steps.keeps(oldStates[old], forSection: section)
            {
                // Moved, not copied: the section's storage keeps one owner (and the snapshot's
                // reference, given up below if the section changes), so it changes in place.
                var record = SectionedStore.Section(axis: store.axis, start: 0)
                swap(&record, &oldSections[old])
                var state = Steps.SectionState()
                swap(&state, &oldStates[old])
                if let first = firstChangedItem(section) {
                    let resume = steps.resumePoint(
                        inSection: section, item: first, itemCount: itemCounts[section], record: record,
                        state: state)
                    let resumeItem = Steps.item(at: resume)
                    // Chunks keep no copy for the snapshot: they resume wherever they can (after
                    // reported item sizes, from their first line too).
                    let resumesChunks =
                        resumeItem > 0 || !keepsBefore && !pendingSupplementarySections.contains(section)
                    let resumes =
                        record.chunks != nil && resumesChunks
                        || SectionedStore.Snapshot.keepsFrames(
                            before: resumeItem, itemCount: itemCounts[section])
                    if resumes {
                        if keepsBefore {
                            snapshot.keepTail(
                                of: old, from: resumeItem, items: record.items, newSection: section)
                        }
                        relaidOut += steps.layOutAgain(
                            section, from: resume, itemCount: itemCounts[section],
                            keepingAfter: lastChangedItem(section), record: &record, state: &state)
                    } else {
                        // The old section stays whole in the snapshot; the new one is built apart.
                        record = SectionedStore.Section(axis: store.axis, start: 0)
                        record.itemCount = itemCounts[section]
                        state = steps.layOutSection(section, into: &record, isLast: isLast)
                        relaidOut += itemCounts[section]
                    }
                }
                store.sections.append(consume record)
                sectionStates.append(consume state)
            } else {
                var record = SectionedStore.Section(axis: store.axis, start: 0)
                record.itemCount = itemCounts[section]
                sectionStates.append(steps.layOutSection(section, into: &record, isLast: isLast))
                store.sections.append(record)
                relaidOut += itemCounts[section]
            }
            store.sections[section].offset = cursor
            cursor += store.sections[section].end
        }
        oldStates.removeAll()
        lastPreparation = .changes
        finish(context, contentLength: cursor, configuration: configuration)
        lastRelaidOutItemCount = relaidOut
        return snapshot
    }
}

// MARK: - The batch skeleton's steps

extension IncrementalSectionedLayout: BatchPreparing {
    var countsBeforeBatch: [Int]? { lastContext?.itemCounts }

    mutating func prepareWithoutBatch(_ context: LayoutContext, _ configuration: Steps.Configuration) {
        prepare(context, configuration: configuration)
    }

    /// The bottom of a bottom-to-top layout, or the cells visible at the last prepare (before
    /// the sizes reported since then moved any), among which the text being read is found.
    func batchAnchor(_ configuration: Steps.Configuration) -> BatchAnchor? {
        if let bottom = bottomAnchor(configuration) { return .bottom(bottom) }
        guard let lastContext else { return nil }
        return .reading(visibleBefore: visibleCells(), context: lastContext)
    }

    /// Lays out the sections that `plan` changed from their first change (see
    /// ``prepare(_:updates:configuration:)``); returns the geometry before.
    mutating func layOutBatch(
        _ context: LayoutContext, plan: UpdatePlan, _ configuration: Steps.Configuration
    ) -> SectionedStore.Snapshot {
        transition = nil
        lastRelaidOutItemCount = 0
        reportedSizes = reportedSizes.carried(through: plan, newCounts: context.itemCounts)
        guard canLayOutChangesOnly(for: context) else {
            let before = SectionedStore.Snapshot(store: store)
            rebuild(for: context, configuration: configuration)
            return before
        }
        let pending = pendingItems
        // A section that moved to another index is laid out in full when its sizes are read
        // at its path: after a batch the flow asks its delegate for the sizes at the new
        // index paths (`invalidateFlowLayoutDelegateMetrics`, true by default on an
        // invalidation, NSCollectionViewFlowLayoutInvalidationContext), as a fresh layout does.
        let byPath = makeSteps(configuration).readsItemSizesByPath
        let source = { (section: Int) -> Int? in
            guard case .old(let old) = plan.sources[section], !byPath || old == section else {
                return nil
            }
            return old
        }
        return layOutChanges(
            for: context, configuration: configuration, keepsBefore: true, source: source,
            firstChangedItem: { section in
                let changed = plan.firstChangedItem(inSection: section)
                guard let old = source(section), let resized = pending[old] else { return changed }
                return min(changed ?? resized, resized)
            }, lastChangedItem: { _ in nil })
    }

    func batchAdjustment(
        keeping anchor: BatchAnchor?, plan: UpdatePlan, before: SectionedStore.Snapshot,
        context: LayoutContext,
        _ configuration: Steps.Configuration
    ) -> Point {
        anchor?.adjustment(
            to: context, contentLength: contentSize.length(along: store.axis), axis: store.axis,
            newPath: { plan.newPath(forOld: $0) }, now: { store.cellAttributes(at: $0) }) ?? .zero
    }

    mutating func keepBatch(
        _ transition: StoreTransition, adjustment: Point, updates: [CollectionUpdate], oldCounts: [Int]
    ) {
        self.transition = transition
        contentOffsetAdjustment = adjustment
    }
}

// MARK: - Targeted invalidation and self-sizing

extension IncrementalSectionedLayout {
    /// Notes that the sizes of the items at `paths` (numbered as in the last `prepare`)
    /// changed: the next `prepare` lays out each of their sections again from the first of
    /// them. Paths with a negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths.
    mutating func invalidateItems(at paths: [ItemPath]) {
        for path in paths { markChanged(path) }
    }

    /// Records the measured `size` of the item at `path` as ``SectionSteps/reportedSize(_:configuration:)``
    /// reads it; when it differs from the size reported before, the next `prepare` lays out the
    /// item's section again from it.
    ///
    /// - Complexity: O(1) amortised.
    mutating func reportSize(_ size: Size, forItemAt path: ItemPath, configuration: Steps.Configuration) {
        guard let size = Steps.reportedSize(size, configuration: configuration),
            reportedSizes.report(size, at: path)
        else { return }
        markChanged(path)
    }

    /// Records the measured `size` (already sanitised) of the supplementary view of `kind` in
    /// `section`; when it differs from the size reported before, the next `prepare` lays out
    /// the section again from its start (a header moves every item after it).
    ///
    /// - Complexity: O(1) expected.
    mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, inSection section: Int
    ) {
        guard reportedSizes.report(size, ofSupplementaryOfKind: kind, inSection: section) else { return }
        pendingItems[section] = 0
        pendingLastItems[section] = max(pendingLastItems[section] ?? 0, 0)
        pendingSupplementarySections.insert(section)
    }

    /// Notes that the item at `path` changed size.
    private mutating func markChanged(_ path: ItemPath) {
        guard path.section >= 0, path.item >= 0 else { return }
        pendingItems[path.section] = min(pendingItems[path.section] ?? path.item, path.item)
        pendingLastItems[path.section] = max(pendingLastItems[path.section] ?? path.item, path.item)
    }
}
