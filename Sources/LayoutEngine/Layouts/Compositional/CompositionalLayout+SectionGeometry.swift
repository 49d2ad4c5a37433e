// MARK: - One section's geometry (rule 2)

extension CompositionalLayout {
    /// Where a section's groups and boundary items go: its insets, the content size its group
    /// resolves in, and the area across the axis that its boundary items take.
    private struct SectionArea {
        /// The section's content insets (left to right), with what its insets reference adds.
        var insets: EdgeInsets
        /// The container less ``insets``: what the section's group resolves in.
        var content: Size
        /// Where the boundary items start across the axis.
        var boundaryCrossStart: Double
        /// How long the boundary items are across the axis.
        var boundaryCrossLength: Double
        /// The size the boundary items' dimensions resolve against.
        var boundaryReference: Size
    }

    /// Rule 2 for one section: resolves its group and places it in the section's own
    /// coordinates (from 0; the store adds the section's offset), with the groups in
    /// `overrides` (or, when nil, those the reported sizes give) in place of the template.
    /// Returns the section's record (its extent and boundary items; no items yet) and its plan.
    mutating func measure(
        _ definition: LayoutSection?, index: Int, itemCount: Int, overrides: [Int: GroupTemplate]? = nil
    ) -> (SectionedStore.Section, SectionPlan) {
        let axis = state.axis
        var record = SectionedStore.Section(axis: axis, start: 0)
        record.itemCount = itemCount
        var plan = SectionPlan(itemCount: itemCount)
        guard let definition else { return (record, plan) }
        let section = withMeasuredBoundaryItems(definition, index: index)
        let area = area(of: section)
        // An empty section resolves no group: its cost is O(1) however many cells a group holds.
        // Sections with equal groups share one template, resolved once.
        plan.sharedTemplate =
            itemCount == 0
            ? nil
            : state.templates.template(for: section.group, in: area.content, environment: state.environment)
        plan.container = area.content
        let (before, after) = Self.boundaryExtents(
            section.boundarySupplementaryItems, axis: axis, reference: area.boundaryReference)
        record.contentStart = record.start + Self.boundaryPadding(section.leadingBoundaryPadding) + before
        let groupsStart = record.contentStart + area.insets.leading(along: axis)
        let (groupsLength, measuredAcross) = groupsExtent(
            section, plan: &plan, index: index, overrides: overrides)
        record.contentEnd = groupsStart + groupsLength + area.insets.trailing(along: axis)
        record.end = record.contentEnd + after + Self.boundaryPadding(section.trailingBoundaryPadding)
        setGroupPlacement(
            section, plan: &plan, record: &record, groupsStart: groupsStart, insets: area.insets,
            measuredAcross: measuredAcross)
        if section.visibleItemsInvalidationHandler != nil {
            record.visibleItemsOutset = section.visibleItemsMaximumOutset.boundedLength
            state.handlerOutset = max(state.handlerOutset, record.visibleItemsOutset ?? 0)
        }
        record.supplementaries = boundaryAndDecorationItems(section, in: record, area: area)
        return (record, plan)
    }

    /// `section` with its boundary items' estimated dimensions replaced by the sizes reported
    /// for them.
    private func withMeasuredBoundaryItems(_ section: LayoutSection, index: Int) -> LayoutSection {
        guard reportedSizes.hasSupplementaries else { return section }
        var section = section
        section.boundarySupplementaryItems = measuredBoundaryItems(
            section.boundarySupplementaryItems, section: index)
        return section
    }

    /// The section's insets (its own and what its insets reference adds), the content its
    /// group resolves in, and the area its boundary items take (the same insets, or those of
    /// its supplementaries' reference).
    private func area(of section: LayoutSection) -> SectionArea {
        let axis = state.axis
        let cross = axis.cross
        let container = state.container
        let layoutReference = configuration.contentInsetsReference
        let insets = section.contentInsets.bounded.leftToRight.adding(
            section.contentInsetsReference.resolved(fallback: layoutReference)
                .addedInsets(in: state.environment, axis: axis))
        let content = Size(
            width: max(0, container.width - insets.horizontal),
            height: max(0, container.height - insets.vertical))
        let boundaryInsets =
            section.supplementariesFollowContentInsets
            ? insets
            : section.supplementaryContentInsetsReference.resolved(fallback: layoutReference)
                .addedInsets(in: state.environment, axis: axis)
        let crossLength = max(0, container.length(along: cross) - boundaryInsets.total(along: cross))
        return SectionArea(
            insets: insets, content: content, boundaryCrossStart: boundaryInsets.leading(along: cross),
            boundaryCrossLength: crossLength,
            boundaryReference: Size(along: axis, main: container.length(along: axis), cross: crossLength))
    }

    /// How long the section's groups are along the axis, with the measured groups (self-sizing)
    /// in place of the template: `overrides`, or, when nil, those the reported sizes give. Along
    /// the axis a measured group moves the groups after it; in an orthogonal section it moves
    /// them across it (returned as the measured groups across), and the band is as long as its
    /// longest group. A group without an estimated size resolves to its template whatever is
    /// reported. Sets the plan's overrides and whether the section repeats its template.
    private func groupsExtent(
        _ section: LayoutSection, plan: inout SectionPlan, index: Int, overrides: [Int: GroupTemplate]?
    ) -> (length: Double, measuredAcross: MeasuredGroups) {
        let axis = state.axis
        let template = plan.template
        let groups = template.map { (plan.itemCount - 1) / $0.cells.count + 1 } ?? 0
        let spacing = section.interGroupSpacing.boundedLength
        let groupLength = template?.size.length(along: axis) ?? 0
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var length =
            groups == 0
            ? 0 : orthogonal ? groupLength : Double(groups) * groupLength + Double(groups - 1) * spacing
        var measuredAcross = MeasuredGroups()
        let estimated = section.group.containsEstimatedDimension
        if let template {
            let overrides =
                overrides
                ?? (estimated
                    ? measuredGroups(
                        section.group, section: index, template: template, in: plan.container,
                        itemCount: plan.itemCount)
                    : [:])
            var longest = overrides.count < groups ? groupLength : 0
            for (group, override) in overrides.sorted(by: { $0.key < $1.key }) where group < groups {
                plan.overrides[group] = override
                if orthogonal {
                    longest = max(longest, override.size.length(along: axis))
                    measuredAcross.append(
                        group: group, length: override.size.length(along: axis.cross),
                        templateLength: template.size.length(along: axis.cross))
                } else {
                    length += override.size.length(along: axis) - groupLength
                }
            }
            if orthogonal, !plan.overrides.isEmpty { length = longest }
        }
        plan.repeats = !orthogonal && !estimated && plan.overrides.isEmpty && !_storesEverySection
        return (length, measuredAcross)
    }

    /// Where the first group goes and how far apart groups are; for an orthogonal section, its
    /// band in `record` and its groups across the axis in `plan`.
    private func setGroupPlacement(
        _ section: LayoutSection, plan: inout SectionPlan, record: inout SectionedStore.Section,
        groupsStart: Double, insets: EdgeInsets, measuredAcross: MeasuredGroups
    ) {
        let axis = state.axis
        let cross = axis.cross
        let template = plan.template
        let spacing = section.interGroupSpacing.boundedLength
        plan.groupOrigin = Point(along: axis, main: groupsStart, cross: insets.leading(along: cross))
        plan.groupStride = (template?.size.length(along: axis) ?? 0) + spacing
        guard section.orthogonalScrollingBehavior != .none else { return }
        let groups = template.map { (plan.itemCount - 1) / $0.cells.count + 1 } ?? 0
        let across = template?.size.length(along: cross) ?? 0
        var band = SectionedStore.Band(axis: axis)
        band.windowLength = state.container.length(along: cross)
        record.band = band
        plan.orthogonal = Orthogonal(
            behavior: section.orthogonalScrollingBehavior, windowLength: band.windowLength,
            groupsStart: insets.leading(along: cross), groupLength: across, groupStride: across + spacing,
            groupCount: groups,
            contentLength: insets.leading(along: cross) + insets.trailing(along: cross)
                + (groups == 0 ? 0 : Double(groups) * across + Double(groups - 1) * spacing)
                + measuredAcross.totalShift, measured: measuredAcross)
        plan.groupStride = across + spacing
    }

    /// The section's boundary items, then its decoration items, placed around its content
    /// (`record`'s content start and end).
    private func boundaryAndDecorationItems(
        _ section: LayoutSection, in record: SectionedStore.Section, area: SectionArea
    ) -> [SectionedStore.Supplementary] {
        let axis = state.axis
        return Self.boundarySupplementaries(
            section.boundarySupplementaryItems, axis: axis, contentStart: record.contentStart,
            contentEnd: record.contentEnd, crossStart: area.boundaryCrossStart,
            crossLength: area.boundaryCrossLength, reference: area.boundaryReference)
            + Self.decorations(
                section.decorationItems, axis: axis, contentStart: record.contentStart,
                contentEnd: record.contentEnd, crossLength: state.container.length(along: axis.cross))
    }
}
