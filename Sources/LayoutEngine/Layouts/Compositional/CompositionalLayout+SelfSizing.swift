// MARK: - Self-sizing

extension CompositionalLayout {
    /// Reports the real size of the cell at `path` (self-sizing, UIKit's preferred layout
    /// attributes): on each axis where the cell's item is `estimated`, the cell takes the
    /// measured length (along a repeating group's axis the count rule keeps the copies equal),
    /// and each group around it, from the innermost nested group out to the section's group,
    /// takes on each axis where it is `estimated` the extent of its cells (the rules of
    /// ``LayoutGroup``). The section is laid out again from that group on: its later groups
    /// move along the scroll axis, or, in an orthogonal section, across it, where the section
    /// is as long along the axis as its longest group. Later sections are moved by the change;
    /// earlier ones are not touched, and ``contentSize`` follows.
    ///
    /// The reports are part of the layout's input: every later prepare applies them, so a
    /// fresh layout given the same reports, in any order and before or after its prepare, lays
    /// out the same frames, bit for bit. Reporting the size a cell already has is free; a
    /// report that changes nothing (no estimated axis) costs one group's resolution.
    ///
    /// The next `prepare` anchors the text being read, as the flow and waterfall layouts do:
    /// ``contentOffsetAdjustment`` says how far the cells measured since the last prepare moved
    /// the first cell whose leading edge was in the visible area then (the smallest leading
    /// edge, then the smallest path; the first cell shown when none), so that cells measured
    /// before it grow out of sight; reports after it adjust nothing. A prepare for a viewport of another size does not anchor.
    ///
    /// A size exists only for a cell that exists, as in UIKit, where only a cell the
    /// collection view shows reports its preferred attributes: a report for a path past the
    /// items of the last prepare is ignored (before the first prepare there is nothing to check
    /// a path against, and every report is kept). A batch update carries each report with its
    /// item and drops those of items that were not in the data before it
    /// (``prepare(_:updates:)``).
    ///
    /// Bad input: negative, NaN or infinite lengths read as 0, lengths above
    /// ``LayoutDimension/maximumLength`` as that; a path with a negative part, or one at or
    /// past ``LayoutContext/maximumItemCount``, is ignored. A measurement never changes how many
    /// cells a group holds: which subitems a group holds follows the estimates (if a
    /// measurement would change the count, the group keeps its estimates). Custom groups keep
    /// their closure's frames.
    ///
    /// - Complexity: O(c · d + a + r + s / r) for c cells per group nested d deep, a elements
    ///   after the cell's group in its section (or its band), and runs of r = 128 sections
    ///   among s sections (sections are placed in runs): the rest of the section's run is
    ///   moved and each later run takes a new start, no section is laid out again; plus the
    ///   first report since a prepare's viewport query, plus O(g) when the report extends its
    ///   section's reports (kept up to its last reported cell) by g entries. O(1) when the size
    ///   is the one already reported; O(p) to check the path when the layout was invalidated
    ///   since its last prepare, for the p sections before the path's, whose counts are summed.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        // `ReportedSizes.report` ignores a path with a negative part or past the maximum count.
        if let prepared = update.lastContext, path.item >= laidOutItemCount(ofSection: path.section, prepared)
        {
            return
        }
        guard reportedSizes.report(size.bounded, at: path) else { return }
        guard let context = state.preparedContext, state.configuration?.isSame(as: configuration) == true,
            state.plans.indices.contains(path.section)
        else { return }
        remeasureGroup(holding: path, context)
    }

    /// The number of items section `section` of `prepared` (the context of the last prepare)
    /// lays out: the section's count in the geometry when that is laid out for `prepared`;
    /// otherwise the counts of the sections before it are summed in one vectorised pass
    /// (``LayoutContext/laidOutItemCount(ofSection:)``).
    ///
    /// - Complexity: O(1) when the geometry is that of `prepared`; O(section) otherwise.
    private func laidOutItemCount(ofSection section: Int, _ prepared: LayoutContext) -> Int {
        guard state.preparedContext != nil else { return prepared.laidOutItemCount(ofSection: section) }
        return state.plans.indices.contains(section) ? state.plans[section].itemCount : 0
    }

    /// The group holding the cell at `path` resolved again with the reports of its cells and
    /// of their supplementary items, and its section laid out again from it when that changed
    /// the group.
    ///
    /// - Complexity: O(c · d + a + s), as ``reportSize(_:forItemAt:)``, plus O(r) for the r
    ///   reports of supplementary views.
    mutating func remeasureGroup(holding path: ItemPath, _ context: LayoutContext) {
        guard state.plans.indices.contains(path.section) else { return }
        let placed = state.plans[path.section]
        guard let template = placed.template, let definition = state.definitions[path.section],
            path.item < placed.itemCount
        else { return }
        let cellsPerGroup = template.cells.count
        let group = path.item / cellsPerGroup
        let first = group * cellsPerGroup
        let end = min(first + cellsPerGroup, placed.itemCount)
        var measured: [Int: Size] = [:]
        if let reports = reportedSizes[path.section] {
            for item in first..<end { measured[item - first] = reports[item] }
        }
        var measuredSupplementaries: [SupplementaryPath: Size] = [:]
        for (key, size) in reportedSizes.supplementaries(inSection: path.section)
        where (first..<end).contains(key.path.item) {
            measuredSupplementaries[
                SupplementaryPath(kind: key.kind, path: ItemPath(item: key.path.item - first, section: 0))] =
                size
        }
        let override = measuredGroup(
            definition.group, measured: measured, measuredSupplementaries: measuredSupplementaries,
            template: template, in: placed.container)
        guard override != placed.overrides[group] else { return }
        var overrides = placed.overrides
        overrides[group] = override
        noteWhatIsVisibleBeforeReports(in: context)
        relayout(section: path.section, fromGroup: group, overrides: overrides, context)
    }

    /// Keeps the cells visible in `context` and the content's length, before the first report
    /// since the last prepare moves them: what the next prepare anchors.
    mutating func noteWhatIsVisibleBeforeReports(in context: LayoutContext) {
        guard update.visibleBeforeReports == nil else { return }
        update.visibleBeforeReports = visibleCells(in: context)
        update.contentLengthBeforeReports = state.contentSize.length(along: state.axis)
    }

    /// The cells in the viewport of `context`, as laid out now.
    ///
    /// - Complexity: O(log n + k) for k elements in the viewport.
    func visibleCells(in context: LayoutContext) -> [LayoutAttributes] {
        attributes(in: Rect(origin: context.contentOffset, size: context.viewportSize)).filter {
            $0.kind.isCell
        }
    }

    /// The groups of section `section` that its reported sizes change, by group number.
    func measuredGroups(
        _ group: LayoutGroup, section: Int, template: GroupTemplate, in content: Size, itemCount: Int
    ) -> [Int: GroupTemplate] {
        let reports = reportedSizes[section]
        let supplementaryReports = reportedSizes.supplementaries(inSection: section)
        guard reports != nil || !supplementaryReports.isEmpty else { return [:] }
        let cellsPerGroup = template.cells.count
        var byGroup: [Int: [Int: Size]] = [:]
        for item in 0..<min(itemCount, reports?.count ?? 0) {
            if let size = reports?[item] {
                byGroup[item / cellsPerGroup, default: [:]][item % cellsPerGroup] = size
            }
        }
        var supplementariesByGroup: [Int: [SupplementaryPath: Size]] = [:]
        for (key, size) in supplementaryReports where key.path.item < itemCount {
            let cell = ItemPath(item: key.path.item % cellsPerGroup, section: 0)
            supplementariesByGroup[key.path.item / cellsPerGroup, default: [:]][
                SupplementaryPath(kind: key.kind, path: cell)] = size
        }
        var result: [Int: GroupTemplate] = [:]
        for number in Set(byGroup.keys).union(supplementariesByGroup.keys) {
            if let override = measuredGroup(
                group, measured: byGroup[number] ?? [:],
                measuredSupplementaries: supplementariesByGroup[number] ?? [:], template: template,
                in: content)
            {
                result[number] = override
            }
        }
        return result
    }

    /// `group` resolved with `measured` sizes (by cell number in the group) and
    /// `measuredSupplementaries` (by kind and cell number), or nil when that gives the template
    /// again or would change the number of cells or badges.
    func measuredGroup(
        _ group: LayoutGroup, measured: [Int: Size],
        measuredSupplementaries: [SupplementaryPath: Size] = [:], template: GroupTemplate, in content: Size
    ) -> GroupTemplate? {
        guard !measured.isEmpty || !measuredSupplementaries.isEmpty else { return nil }
        let resolved = GroupTemplate.resolve(
            group, in: content, environment: state.environment, measured: measured,
            measuredSupplementaries: measuredSupplementaries)
        guard resolved != template, resolved.cells.count == template.cells.count,
            resolved.badges.count == template.badges.count
        else { return nil }
        return resolved
    }

    /// Section `position` laid out again with `overrides`, restamped from group `firstGroup`
    /// on (in its index, or in its band, whose scroll offset it keeps); the later sections moved
    /// by their offsets (each section is laid out in its own coordinates and aligned to the
    /// pixel grid as it is read, so a moved section returns the frames a fresh layout gives,
    /// bit for bit): the rest of its run of sections, and a new start for each later run
    /// (``placeSections(from:keepingLaterRuns:)``); the layout's boundary items and content
    /// size updated.
    ///
    /// - Complexity: O(c + a + r + s / r) for c cells per group, a elements after the group in
    ///   its section, runs of r sections and s sections.
    mutating func relayout(
        section position: Int, fromGroup firstGroup: Int, overrides: [Int: GroupTemplate],
        _ context: LayoutContext
    ) {
        let plan = state.plans[position]
        var (record, newPlan) = measure(
            state.definitions[position], index: position, itemCount: plan.itemCount, overrides: overrides)
        if plan.template == nil {
            // An empty section has no groups to keep: its boundary items are all there is to
            // lay out again.
            stampGroups(
                newPlan, into: &record, fromGroup: 0, appendable: position == context.sectionCount - 1)
        } else {
            var old = SectionedStore.Section(axis: state.axis, start: 0)
            swap(&old, &state.store.sections[position])
            restamp(
                &record, newPlan, keeping: old, oldPlan: plan, fromGroup: firstGroup,
                appendable: position == context.sectionCount - 1)
        }
        state.store.sections[position] = record
        state.plans[position] = newPlan
        applyOrthogonalOffset(forSection: position)
        placeSections(from: position, keepingLaterRuns: true)
        placeLayoutBoundary(context)
    }

    /// Stamps `record` (fresh from ``measure(_:index:itemCount:overrides:)``) by `plan`, keeping
    /// the elements of `old` (laid out by `oldPlan`) before group `firstGroup`: the caller
    /// guarantees that those groups are the same in both plans. `old`'s index (or band) moves
    /// into `record` and changes in place when nothing else references it.
    ///
    /// - Complexity: O(a) for a elements from group `firstGroup` on (plus a copy of the index
    ///   when its storage is shared).
    mutating func restamp(
        _ record: inout SectionedStore.Section, _ plan: SectionPlan, keeping old: SectionedStore.Section,
        oldPlan: SectionPlan, fromGroup firstGroup: Int, appendable: Bool
    ) {
        var old = old
        let firstID = oldPlan.firstID(ofGroup: firstGroup)
        if record.band != nil {
            // The band keeps its groups before `firstGroup` (each index referenced once, so that
            // appending copies nothing); its longest frame across the axis may stay that of a
            // removed one, which only widens the query's reach.
            record.updateBand { band in
                old.updateBand { kept in
                    kept.items.removeElements(from: firstID)
                    swap(&band.items, &kept.items)
                    band.longestAcross = kept.longestAcross
                }
            }
        } else {
            old.updateStoredFrames { $0.removeElements(from: firstID) }
            record.store(old.takeStoredFrames())
        }
        stampGroups(plan, into: &record, fromGroup: firstGroup, appendable: appendable)
    }
}
