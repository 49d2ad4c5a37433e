// MARK: - Laying out only what changed

/// The geometry of a flow layout before an update: the old store, in which each section that
/// the update laid out again keeps its supplementaries and extent but hands its items to the
/// new store; their old frames are kept here from the first one laid out again.
struct FlowSnapshot: Sendable {
    /// The frames of a section from the first item it laid out again.
    struct Tail: Sendable {
        /// The first item laid out again (the items before it kept their stored frames).
        var firstItem: Int
        /// The old stored frames of the items from ``firstItem`` on.
        var frames: [Rect]
        /// The section's index after the update.
        var newSection: Int
    }

    /// The old store.
    var store: SectionedStore
    /// The tails of the sections laid out again, by their old index.
    var tails: [Int: Tail] = [:]

    /// The old attributes of the cell at `path` (numbered before the update), given the new
    /// store (which holds the unchanged heads of the sections laid out again).
    ///
    /// - Complexity: O(1).
    func cellAttributes(at path: ItemPath, newStore: SectionedStore) -> LayoutAttributes? {
        guard let tail = tails[path.section] else { return store.cellAttributes(at: path) }
        guard path.item >= 0, path.item < store.sections[path.section].itemCount else { return nil }
        let stored =
            path.item >= tail.firstItem
            ? tail.frames[path.item - tail.firstItem]
            : newStore.sections[tail.newSection].items.frame(of: path.item)
        return LayoutAttributes(
            path: path, frame: store.returnedFrame(ofStored: stored, inSection: path.section))
    }
}

extension FlowCache {
    /// The cells that were visible at the last `prepare`, in its viewport.
    ///
    /// - Complexity: O(log n + k) for k cells.
    func visibleCells() -> [LayoutAttributes] {
        guard let lastContext, preparedContext != nil else { return [] }
        return store.cellAttributes(
            in: Rect(origin: lastContext.contentOffset, size: lastContext.viewportSize)
        )
        .filter { $0.kind.isCell }
    }

    /// Whether the geometry can be carried over to `context` section by section: it is laid
    /// out, for a viewport of the same size, insets, direction and scale, and no item is cut
    /// by ``LayoutContext/maximumItemCount`` before or after.
    func canLayOutChangesOnly(for context: LayoutContext) -> Bool {
        guard let previous = preparedContext else { return false }
        return previous.bounds.size == context.bounds.size && previous.contentInsets == context.contentInsets
            && previous.layoutDirection == context.layoutDirection
            && previous.displayScale == context.displayScale
            && Self.isWithinItemLimit(previous) && Self.isWithinItemLimit(context)
    }

    private static func isWithinItemLimit(_ context: LayoutContext) -> Bool {
        var total = 0
        for count in context.itemCounts where count > 0 {
            total += min(count, LayoutContext.maximumItemCount + 1)
            if total > LayoutContext.maximumItemCount { return false }
        }
        return true
    }

    /// Lays out `context` from the current geometry, section by section: a new section that
    /// comes from an old one (`source`) laid out with the same metrics keeps its frames up to
    /// its first changed item (`firstChangedItem`, nil when none changed) and is laid out again
    /// from the line holding it; any other section is laid out in full; every section is then
    /// placed after the previous one. Returns the old geometry.
    ///
    /// - Complexity: O(s + Σ r) for s sections and r items laid out again per section.
    mutating func layOutChanges(
        for context: LayoutContext, configuration: FlowLayout.Configuration,
        source: (Int) -> Int?, firstChangedItem: (Int) -> Int?
    ) -> FlowSnapshot {
        var snapshot = FlowSnapshot(store: store)
        var oldSections = store.sections
        var oldLines = lines
        store.sections.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        store.sections.reserveCapacity(context.sectionCount)
        let itemCounts = context.laidOutItemCounts
        var cursor = 0.0
        for section in 0..<context.sectionCount {
            let metrics = configuration.resolvedMetrics(forSection: section)
            if let old = source(section), old >= 0, old < oldSections.count, oldLines[old].metrics == metrics
            {
                var record = SectionedStore.Section(axis: axis, start: 0)
                swap(&record, &oldSections[old])
                store.sections.append(record)
                lines.append(oldLines[old])
                if let first = firstChangedItem(section) {
                    // The old store gives up the section's items, so that they change in place.
                    snapshot.store.sections[old].items = RectIndex(axis: axis)
                    let restart = restartCursor(section: section, item: first, itemCount: itemCounts[section])
                    snapshot.tails[old] = FlowSnapshot.Tail(
                        firstItem: restart.item, frames: Array(record.items.frames[restart.item...]),
                        newSection: section)
                    relayOut(
                        section: section, from: restart, itemCount: itemCounts[section],
                        configuration: configuration)
                }
            } else {
                var record = SectionedStore.Section(axis: axis, start: 0)
                record.itemCount = itemCounts[section]
                lines.append(layOutSection(section, into: &record, configuration: configuration))
                store.sections.append(record)
            }
            store.sections[section].offset = cursor
            cursor += store.sections[section].end
        }
        oldLines.removeAll()
        finish(context, contentLength: cursor)
        return snapshot
    }
}
