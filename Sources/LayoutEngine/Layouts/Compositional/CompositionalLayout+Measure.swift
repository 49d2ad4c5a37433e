// MARK: - Measuring a section

extension CompositionalLayout {
    /// Where a section's parts go inside the container, in the section's own coordinates.
    struct SectionArea {
        /// The section's content insets with the space its reference adds, left to right.
        var insets: EdgeInsets
        /// The container less ``insets``: what the section's group is resolved in.
        var content: Size
        /// Where the boundary items start across the axis.
        var boundaryCrossStart: Double
        /// How long the boundary items' area is across the axis.
        var boundaryCrossLength: Double
        /// What the boundary items' fractional dimensions refer to.
        var boundaryReference: Size
    }

    /// Rule 2 for one section: resolves its group and places it in the section's own
    /// coordinates (from 0; the store adds the section's offset), with the groups in
    /// `overrides` (or, when nil, those the reported sizes give) in place of the template.
    /// Returns the section's record (its extent and boundary items; no items yet) and its plan.
    ///
    /// The steps: the section's area; its template (shared with every section whose group
    /// resolves alike); its boundary items' extents; the measured groups that replace the
    /// template; the extent along the axis; the band of an orthogonal section; the boundary
    /// items and decorations. The steps are static functions of what they read: a method of
    /// the layout called from here copied the layout's state for every section.
    mutating func measure(
        _ definition: LayoutSection?, index: Int, itemCount: Int, overrides: [Int: GroupTemplate]? = nil
    ) -> (SectionedStore.Section, SectionPlan) {
        let axis = state.axis
        var record = SectionedStore.Section(axis: axis, start: 0)
        record.itemCount = itemCount
        var plan = SectionPlan(itemCount: itemCount)
        guard var section = definition else { return (record, plan) }
        if reportedSizes.hasSupplementaries {
            section.boundarySupplementaryItems = measuredBoundaryItems(
                section.boundarySupplementaryItems, section: index)
        }
        let container = state.container
        let area = Self.area(
            of: section, in: container, axis: axis, environment: state.environment,
            layoutReference: configuration.contentInsetsReference)
        // An empty section resolves no group: its cost is O(1) however many cells a group holds.
        // Sections with equal groups share one template, resolved once.
        let shared =
            itemCount == 0
            ? nil
            : state.templates.template(for: section.group, in: area.content, environment: state.environment)
        let template = shared?.template
        plan.sharedTemplate = shared
        plan.container = area.content
        let (before, after) = Self.boundaryExtents(
            section.boundarySupplementaryItems, axis: axis, reference: area.boundaryReference)
        record.contentStart = Self.boundaryPadding(section.leadingBoundaryPadding) + before
        let groupsStart = record.contentStart + area.insets.leading(along: axis)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let estimated = section.group.containsEstimatedDimension
        let spacing = section.interGroupSpacing.boundedLength
        var groupsLength = 0.0
        var measuredAcross = MeasuredGroups()
        if let template {
            let measured =
                overrides
                ?? (estimated
                    ? measuredGroups(
                        section.group, section: index, template: template, in: area.content,
                        itemCount: itemCount)
                    : [:])
            groupsLength = Self.placeGroups(
                template: template, measured: measured, spacing: spacing, axis: axis, orthogonal: orthogonal,
                measuredAcross: &measuredAcross, plan: &plan)
        }
        plan.repeats = !orthogonal && !estimated && plan.overrides.isEmpty && !_storesEverySection
        record.contentEnd = groupsStart + groupsLength + area.insets.trailing(along: axis)
        record.end = record.contentEnd + after + Self.boundaryPadding(section.trailingBoundaryPadding)
        plan.groupOrigin = Point(
            along: axis, main: groupsStart, cross: area.insets.leading(along: axis.cross))
        if orthogonal {
            var band = SectionedStore.Band(axis: axis)
            band.windowLength = container.length(along: axis.cross)
            record.keep(band)
            let groupsAcross = Self.orthogonalGroups(
                of: section, template: template, itemCount: itemCount, insets: area.insets,
                spacing: spacing, windowLength: band.windowLength, axis: axis, measured: measuredAcross)
            plan.orthogonal = groupsAcross
            plan.groupStride = groupsAcross.groupStride
        } else {
            plan.groupStride = (template?.size.length(along: axis) ?? 0) + spacing
        }
        if section.visibleItemsInvalidationHandler != nil {
            record.visibleItemsOutset = section.visibleItemsMaximumOutset.boundedLength
            state.handlerOutset = max(state.handlerOutset, record.visibleItemsOutset ?? 0)
        }
        record.supplementaries = Self.boundaryItemsAndDecorations(
            of: section, area: area, contentStart: record.contentStart, contentEnd: record.contentEnd,
            containerAcross: container.length(along: axis.cross), axis: axis)
        return (record, plan)
    }

    /// The area of `section` in `container`: its insets (with what its reference, or the
    /// layout's `layoutReference`, adds), the size its group is resolved in, and where its
    /// boundary items go across `axis` (inside the insets, or inside what
    /// ``LayoutSection/supplementaryContentInsetsReference`` adds).
    private static func area(
        of section: LayoutSection, in container: Size, axis: Axis, environment: LayoutEnvironment,
        layoutReference: ContentInsetsReference
    ) -> SectionArea {
        let insets = section.contentInsets.bounded.leftToRight.adding(
            section.contentInsetsReference.resolved(fallback: layoutReference)
                .addedInsets(in: environment, axis: axis))
        let content = Size(
            width: max(0, container.width - insets.horizontal),
            height: max(0, container.height - insets.vertical))
        let boundaryInsets =
            section.supplementariesFollowContentInsets
            ? insets
            : section.supplementaryContentInsetsReference.resolved(fallback: layoutReference)
                .addedInsets(in: environment, axis: axis)
        let crossLength = max(
            0, container.length(along: axis.cross) - boundaryInsets.total(along: axis.cross))
        return SectionArea(
            insets: insets, content: content, boundaryCrossStart: boundaryInsets.leading(along: axis.cross),
            boundaryCrossLength: crossLength,
            boundaryReference: Size(along: axis, main: container.length(along: axis), cross: crossLength))
    }

    /// Puts the `measured` groups (self-sizing) in `plan` in place of `template` and returns
    /// the length the section's groups take along `axis`. Along the axis a measured group
    /// moves the groups after it; in an `orthogonal` section it moves them across the axis
    /// (added to `measuredAcross`), and the band is as long as its longest group.
    private static func placeGroups(
        template: GroupTemplate, measured: [Int: GroupTemplate], spacing: Double, axis: Axis,
        orthogonal: Bool,
        measuredAcross: inout MeasuredGroups, plan: inout SectionPlan
    ) -> Double {
        let groups = (plan.itemCount - 1) / template.cells.count + 1
        let groupLength = template.size.length(along: axis)
        var groupsLength =
            orthogonal ? groupLength : Double(groups) * groupLength + Double(groups - 1) * spacing
        var longest = measured.count < groups ? groupLength : 0
        for (group, override) in measured.sorted(by: { $0.key < $1.key }) where group < groups {
            plan.overrides[group] = override
            if orthogonal {
                longest = max(longest, override.size.length(along: axis))
                measuredAcross.append(
                    group: group, length: override.size.length(along: axis.cross),
                    templateLength: template.size.length(along: axis.cross))
            } else {
                groupsLength += override.size.length(along: axis) - groupLength
            }
        }
        if orthogonal, !plan.overrides.isEmpty { groupsLength = longest }
        return groupsLength
    }

    /// How an orthogonal section's groups run across `axis` in its band, `windowLength`
    /// wide: from its leading inset, one stride (a group and `spacing`) apart, in a content as
    /// long as the groups, the insets and the `measured` groups' shift.
    private static func orthogonalGroups(
        of section: LayoutSection, template: GroupTemplate?, itemCount: Int, insets: EdgeInsets,
        spacing: Double, windowLength: Double, axis: Axis, measured: MeasuredGroups
    ) -> Orthogonal {
        let cross = axis.cross
        let groups = template.map { (itemCount - 1) / $0.cells.count + 1 } ?? 0
        let across = template?.size.length(along: cross) ?? 0
        return Orthogonal(
            behavior: section.orthogonalScrollingBehavior, windowLength: windowLength,
            groupsStart: insets.leading(along: cross), groupLength: across, groupStride: across + spacing,
            groupCount: groups,
            contentLength: insets.leading(along: cross) + insets.trailing(along: cross)
                + (groups == 0 ? 0 : Double(groups) * across + Double(groups - 1) * spacing)
                + measured.totalShift, measured: measured)
    }

    /// The boundary items of `section` around its content (from `contentStart` to
    /// `contentEnd` along `axis`), then its decorations across `containerAcross`.
    private static func boundaryItemsAndDecorations(
        of section: LayoutSection, area: SectionArea, contentStart: Double, contentEnd: Double,
        containerAcross: Double, axis: Axis
    ) -> [SectionedStore.Supplementary] {
        boundarySupplementaries(
            section.boundarySupplementaryItems, axis: axis, contentStart: contentStart,
            contentEnd: contentEnd,
            crossStart: area.boundaryCrossStart, crossLength: area.boundaryCrossLength,
            reference: area.boundaryReference)
            + decorations(
                section.decorationItems, axis: axis, contentStart: contentStart, contentEnd: contentEnd,
                crossLength: containerAcross)
    }
}
