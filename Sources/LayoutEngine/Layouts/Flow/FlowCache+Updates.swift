// MARK: - Laying out only what changed

extension FlowCache {
    /// The cells that were visible at the last `prepare`, in its viewport.
    ///
    /// - Complexity: O(log n + k) for k cells.
    func visibleCells() -> [LayoutAttributes] {
        guard let lastContext, preparedContext != nil else { return [] }
        return store.visibleCells(in: lastContext)
    }

    /// Whether the geometry can be carried over to `context` section by section: it is laid
    /// out, for a viewport of the same size, insets, direction and scale, and no item is cut
    /// by ``LayoutContext/maximumItemCount`` before or after.
    func canLayOutChangesOnly(for context: LayoutContext) -> Bool {
        guard let previous = preparedContext else { return false }
        return previous.bounds.size == context.bounds.size && previous.contentInsets == context.contentInsets
            && previous.layoutDirection == context.layoutDirection
            && previous.displayScale == context.displayScale
            && previous.laysOutEveryItem && context.laysOutEveryItem
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
    ) -> SectionedStore.Snapshot {
        var snapshot = SectionedStore.Snapshot(store: store)
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
                // Moved, not copied: the section's storage keeps one owner (and the snapshot's
                // reference, given up below if the section changes), so it changes in place.
                var record = SectionedStore.Section(axis: axis, start: 0)
                swap(&record, &oldSections[old])
                var sectionLines = FlowSectionLines(metrics: metrics)
                swap(&sectionLines, &oldLines[old])
                store.sections.append(consume record)
                lines.append(consume sectionLines)
                if let first = firstChangedItem(section) {
                    let restart = restartCursor(section: section, item: first, itemCount: itemCounts[section])
                    if SectionedStore.Snapshot.keepsFrames(
                        before: restart.item, itemCount: itemCounts[section])
                    {
                        snapshot.keepTail(
                            of: old, from: restart.item, items: store.sections[section].items,
                            newSection: section)
                        relayOut(
                            section: section, from: restart, itemCount: itemCounts[section],
                            configuration: configuration)
                    } else {
                        // The old section stays whole in the snapshot; the new one is built apart.
                        store.sections.removeLast()
                        lines.removeLast()
                        appendSectionLaidOutAnew(section, itemCount: itemCounts[section], configuration)
                    }
                }
            } else {
                appendSectionLaidOutAnew(section, itemCount: itemCounts[section], configuration)
            }
            store.sections[section].offset = cursor
            cursor += store.sections[section].end
        }
        oldLines.removeAll()
        finish(context, contentLength: cursor)
        return snapshot
    }

    /// Lays out section `section` of `itemCount` items in full and appends it.
    ///
    /// - Complexity: O(n) for its n items.
    private mutating func appendSectionLaidOutAnew(
        _ section: Int, itemCount: Int, _ configuration: FlowLayout.Configuration
    ) {
        var record = SectionedStore.Section(axis: axis, start: 0)
        record.itemCount = itemCount
        lines.append(layOutSection(section, into: &record, configuration: configuration))
        store.sections.append(record)
    }
}
