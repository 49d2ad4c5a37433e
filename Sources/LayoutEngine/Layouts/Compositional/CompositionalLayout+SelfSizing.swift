// MARK: - Self-sizing

extension CompositionalLayout {
    /// Reports the real size of the cell at `path` (self-sizing, UIKit's preferred layout
    /// attributes): on each axis where the cell's item is `estimated`, the cell takes the
    /// measured length, and its group, on each axis where the group is `estimated`, the extent
    /// of its cells (``GroupTemplate`` rules). The section is laid out again from that group on
    /// and later sections are moved by the change; earlier ones are not touched, and
    /// ``contentSize`` follows.
    ///
    /// The reports are part of the layout's input: every later prepare applies them, so a
    /// fresh layout given the same reports lays out the same frames. Reporting the size a cell
    /// already has is free; a report that changes nothing (no estimated axis) costs one group's
    /// resolution.
    ///
    /// Bad input: negative, NaN or infinite lengths read as 0, lengths above
    /// ``LayoutDimension/maximumLength`` as that; a path with a negative part is ignored, one
    /// past the prepared items is kept for later prepares. A measurement never changes how many
    /// cells a group holds (if it would, the group keeps its estimates). Orthogonal sections
    /// keep their estimates.
    ///
    /// - Complexity: O(c + a) for c cells per group and a elements after the cell's group (in
    ///   its section and the later ones); O(1) when the size is the one already reported. A
    ///   horizontal right-to-left layout (whose content width moves every frame) prepares
    ///   fully, O(n).
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        guard path.item >= 0, path.section >= 0 else { return }
        let limit = LayoutDimension.maximumLength
        let size = Size(
            width: min(size.width.sanitizedLength, limit), height: min(size.height.sanitizedLength, limit))
        if reportedSizes[path.section]?[path.item] == size { return }
        reportedSizes[path.section, default: [:]][path.item] = size
        guard let context = state.preparedContext, state.configuration == configuration,
            state.sections.indices.contains(path.section)
        else { return }
        let placed = state.sections[path.section]
        guard let template = placed.template, let definition = state.definitions[path.section],
            path.item < placed.itemCount, placed.band == nil
        else { return }
        if state.frame.axis == .horizontal && state.frame.mirrorWidth != nil {
            prepareFully(context)
            return
        }
        let cellsPerGroup = template.cells.count
        let group = path.item / cellsPerGroup
        let first = group * cellsPerGroup
        var measured: [Int: Size] = [:]
        for item in first..<min(first + cellsPerGroup, placed.itemCount) {
            if let real = reportedSizes[path.section]?[item] { measured[item - first] = real }
        }
        let override = measuredGroup(
            definition.group, measured: measured, template: template, in: placed.container)
        guard override != placed.overrides[group] else { return }
        var overrides = placed.overrides
        overrides[group] = override
        relayout(section: path.section, fromGroup: group, overrides: overrides)
    }

    /// The groups of section `section` that its reported sizes change, by group number.
    func measuredGroups(
        _ group: LayoutGroup, section: Int, template: GroupTemplate, in content: Size, itemCount: Int
    ) -> [Int: GroupTemplate] {
        guard let reports = reportedSizes[section], !reports.isEmpty else { return [:] }
        let cellsPerGroup = template.cells.count
        var byGroup: [Int: [Int: Size]] = [:]
        for (item, size) in reports where item < itemCount {
            byGroup[item / cellsPerGroup, default: [:]][item % cellsPerGroup] = size
        }
        var result: [Int: GroupTemplate] = [:]
        for (number, measured) in byGroup {
            if let override = measuredGroup(group, measured: measured, template: template, in: content) {
                result[number] = override
            }
        }
        return result
    }

    /// `group` resolved with `measured` sizes, or nil when that gives the template again or
    /// would change the number of cells or badges.
    func measuredGroup(
        _ group: LayoutGroup, measured: [Int: Size], template: GroupTemplate, in content: Size
    ) -> GroupTemplate? {
        guard !measured.isEmpty else { return nil }
        let resolved = GroupTemplate.resolve(
            group, in: content, environment: state.environment, measured: measured)
        guard resolved != template, resolved.cells.count == template.cells.count,
            resolved.badges.count == template.badges.count
        else { return nil }
        return resolved
    }

    /// Section `position` laid out again with `overrides`, restamped from group `firstGroup`
    /// on; its boundary items re-measured; later sections (their groups and boundary items)
    /// moved by the change of the section's length and restamped; the layout's boundary items
    /// and content size updated.
    ///
    /// - Complexity: O(c + a), as ``reportSize(_:forItemAt:)``.
    mutating func relayout(section position: Int, fromGroup firstGroup: Int, overrides: [Int: GroupTemplate])
    {
        let old = state.sections[position]
        guard let template = old.template else { return }
        let axis = state.frame.axis
        var firstExtra = 0
        for earlier in state.sections[..<position] { firstExtra += earlier.extraCount }
        let oldExtras = state.extras[firstExtra..<state.layoutExtrasFirstID]
        state.extraIndex.removeElements(from: firstExtra)
        state.extras.removeSubrange(firstExtra...)
        state.pinnedIDs.removeAll { $0 >= firstExtra }
        state.cells.removeElements(
            from: old.firstID + firstGroup * (template.cells.count + template.badges.count))
        var placed = measure(
            state.definitions[position], index: position, itemCount: old.itemCount, start: old.sectionStart,
            overrides: overrides)
        placed.firstID = old.firstID
        state.sections[position] = placed
        stampGroups(ofSection: position, fromGroup: firstGroup)
        stampExtras(ofSection: position)
        let delta = placed.sectionEnd - old.sectionEnd
        var extraCursor = oldExtras.startIndex + old.extraCount
        for later in state.sections.indices.dropFirst(position + 1) {
            var moved = state.sections[later]
            moved.sectionStart += delta
            moved.contentStart += delta
            moved.contentEnd += delta
            moved.sectionEnd += delta
            moved.groupOrigin = Point(
                along: axis, main: moved.groupOrigin.value(along: axis) + delta,
                cross: moved.groupOrigin.value(along: axis.cross))
            moved.extras = oldExtras[extraCursor..<extraCursor + moved.extraCount].map { extra in
                var extra = extra
                extra.frame = Rect(
                    along: axis, main: extra.frame.min(along: axis) + delta,
                    cross: extra.frame.min(along: axis.cross),
                    mainLength: extra.frame.length(along: axis),
                    crossLength: extra.frame.length(along: axis.cross))
                extra.pinStart += delta
                extra.pinEnd += delta
                return extra
            }
            extraCursor += moved.extraCount
            if var band = moved.band {
                band.index = RectIndex(axis: axis.cross)
                moved.band = band
            }
            state.sections[later] = moved
            stampGroups(ofSection: later, fromGroup: 0)
            stampExtras(ofSection: later)
        }
        let length = measureLayoutBoundary(sectionsEnd: state.sections.last?.sectionEnd)
        state.contentSize = Size(
            along: axis, main: length, cross: state.frame.container.length(along: axis.cross))
        stampLayoutExtras()
    }
}
