// MARK: - Self-sizing supplementary views

extension CompositionalLayout {
    /// A supplementary view named by its kind and its path (a boundary item's path is its
    /// number among the items of its kind in its section, `ItemPath(item: 0, section: s)` for
    /// the first; a badge's is its cell's; a group's supplementary item's is the group's first
    /// cell's).
    typealias SupplementaryPath = ReportedSizes.SupplementaryPath

    /// Reports the real size of the supplementary view of `kind` at `path` (self-sizing, UIKit's
    /// preferred layout attributes of a supplementary view): a boundary item (a section header
    /// or footer, at `ItemPath(item: 0, section: s)`, item 1 for a second item of the same kind
    /// in the section; the layout's own boundary items in section 0, numbered after section 0's
    /// own), a badge (at its cell's path) or a group's supplementary item (at the group's first
    /// cell's path) takes the measured length on each axis where its ``LayoutSize`` is
    /// `estimated`.
    ///
    /// A boundary item that extends its section moves the section's content and every later
    /// section by the change; a badge moves nothing but itself. As for cells
    /// (``reportSize(_:forItemAt:)``), the reports are part of the layout's input (every later
    /// prepare applies them, in any order, bit for bit as a fresh layout given the same
    /// reports), and the next `prepare` sets ``contentOffsetAdjustment`` so that the first cell
    /// visible at the last prepare keeps its place on screen (a header measured above the
    /// viewport does not move what the user sees). A batch update carries a boundary item's
    /// report with its section and a badge's with its item, and drops those of deleted or
    /// reloaded ones.
    ///
    /// Bad input: negative, NaN or infinite lengths read as 0, lengths above
    /// ``LayoutDimension/maximumLength`` as that; a path with a negative part, at or past
    /// ``LayoutContext/maximumItemCount``, or in a section past those of the last prepare, is
    /// ignored; a report for a view without an estimated dimension is kept and changes nothing.
    ///
    /// - Complexity: O(a + r + s / r) for a boundary item: the a elements of its section,
    ///   which is laid out again, and, of s sections placed in runs of r = 128, the rest of the
    ///   section's run, moved, and a new start for each later run (O(r + s / r) for one of the
    ///   layout's own); for a badge, as ``reportSize(_:forItemAt:)``. O(1) when the size is the
    ///   one already reported.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {
        guard path.item >= 0, path.section >= 0, path.item < LayoutContext.maximumItemCount,
            path.section < LayoutContext.maximumItemCount
        else { return }
        if let prepared = update.lastContext, path.section >= max(1, prepared.sectionCount) { return }
        guard reportedSizes.report(size.bounded, ofSupplementaryAt: SupplementaryPath(kind: kind, path: path))
        else { return }
        guard let context = state.preparedContext, state.configuration?.isSame(as: configuration) == true,
            state.plans.indices.contains(path.section)
        else { return }
        if let definition = state.definitions[path.section],
            Self.estimatedBoundaryItem(definition.boundarySupplementaryItems, kind: kind, number: path.item)
                != nil
        {
            noteWhatIsVisibleBeforeReports(in: context)
            relayout(
                section: path.section, fromGroup: 0, overrides: state.plans[path.section].overrides, context)
        } else if path.section == 0,
            Self.estimatedBoundaryItem(
                configuration.boundarySupplementaryItems, kind: kind,
                number: path.item - sectionZeroBoundaryCount(of: kind)) != nil
        {
            noteWhatIsVisibleBeforeReports(in: context)
            placeSections(from: 0, keepingLaterRuns: true)
            placeLayoutBoundary(context)
        } else {
            remeasureGroup(holding: path, context)
        }
    }

    /// The item of `kind` numbered `number` among those of its kind in `items`, when one of its
    /// dimensions is estimated.
    static func estimatedBoundaryItem(
        _ items: [LayoutBoundarySupplementaryItem], kind: ElementKind.Name, number: Int
    ) -> LayoutBoundarySupplementaryItem? {
        guard number >= 0 else { return nil }
        let ofKind = items.lazy.filter { $0.elementKind == kind }
        guard number < ofKind.count else { return nil }
        let item = Array(ofKind)[number]
        return item.layoutSize.isEstimatedOnEitherAxis ? item : nil
    }

    /// The number of section 0's own boundary items of `kind`: the layout's own items of that
    /// kind are numbered after them.
    func sectionZeroBoundaryCount(of kind: ElementKind.Name) -> Int {
        state.definitions[0]?.boundarySupplementaryItems.count(where: { $0.elementKind == kind }) ?? 0
    }

    /// `items` (the boundary items of section `section`, or, with `numberedAfterSectionZero`,
    /// the layout's own) with each estimated dimension that a report measured replaced by the
    /// measured length: what every placement of boundary items reads.
    ///
    /// - Complexity: O(b²) for b boundary items (O(1) when nothing was reported).
    func measuredBoundaryItems(
        _ items: [LayoutBoundarySupplementaryItem], section: Int, numberedAfterSectionZero: Bool = false
    ) -> [LayoutBoundarySupplementaryItem] {
        guard reportedSizes.hasSupplementaries else { return items }
        var result = items
        for position in items.indices where items[position].layoutSize.isEstimatedOnEitherAxis {
            let kind = items[position].elementKind
            let number =
                items[..<position].count(where: { $0.elementKind == kind })
                + (numberedAfterSectionZero ? sectionZeroBoundaryCount(of: kind) : 0)
            guard
                let size = reportedSizes[
                    SupplementaryPath(kind: kind, path: ItemPath(item: number, section: section))]
            else { continue }
            result[position].layoutSize = items[position].layoutSize.measured(size)
        }
        return result
    }

    /// The layout's own boundary items with their measured sizes.
    var measuredLayoutBoundaryItems: [LayoutBoundarySupplementaryItem] {
        measuredBoundaryItems(
            configuration.boundarySupplementaryItems, section: 0, numberedAfterSectionZero: true)
    }

    /// What the supplementary view at `key` (numbered before a batch) belongs to, which the
    /// batch carries its report with: a boundary item (its kind is one of its section's
    /// boundary items', or, in section 0, one of the layout's) its section, or the layout for
    /// one of the layout's own; any other view its item, or nil when that item is not among
    /// the `oldCounts` laid out before the batch.
    ///
    /// - Complexity: O(b) for b boundary items per section.
    func supplementaryOwner(
        of key: SupplementaryPath, oldCounts: [Int]
    ) -> ReportedSizes.SupplementaryOwner? {
        let section = key.path.section
        let isBoundary =
            state.definitions[section]?.boundarySupplementaryItems.contains { $0.elementKind == key.kind }
            == true
            || (section == 0
                && configuration.boundarySupplementaryItems.contains { $0.elementKind == key.kind })
        if isBoundary {
            // The layout's own items stay in section 0 whatever happens to it.
            return section == 0 && key.path.item >= sectionZeroBoundaryCount(of: key.kind)
                ? .layout : .section
        }
        return section < oldCounts.count && key.path.item < oldCounts[section] ? .item : nil
    }
}

extension LayoutSize {
    /// This size with each estimated dimension replaced by `size`'s length on that axis.
    func measured(_ size: Size) -> LayoutSize {
        var result = self
        if widthDimension.isEstimated { result.widthDimension = .absolute(size.width) }
        if heightDimension.isEstimated { result.heightDimension = .absolute(size.height) }
        return result
    }
}
