// MARK: - Measurement (what a host asks before it measures a view)

extension CompositionalLayout {
    /// Whether the cell at `path` is laid out from an estimate: true when an item of its
    /// section's group (nested groups included) has an `estimated` width or height and no size
    /// was reported for the cell (``reportSize(_:forItemAt:)``).
    ///
    /// - Complexity: O(t) for the t items and groups of the section's group.
    public func needsMeasurement(ofItemAt path: ItemPath) -> Bool {
        guard path.section >= 0, path.item >= 0, reportedSizes[path.section]?[path.item] == nil,
            let section = state.definitions[path.section]
        else { return false }
        return section.group.hasEstimatedItem
    }

    /// Whether the supplementary view of `kind` at `path` is laid out from an estimate: true
    /// when it is a boundary item (at `ItemPath(item: n, section: s)` for the n-th of its kind
    /// in section s; the layout's own in section 0, numbered after section 0's), a badge or a
    /// group's supplementary item (of a kind that an item or group of the section's group tree
    /// carries, at a cell of the section) with an `estimated` width or height, and no size was
    /// reported for it (``reportSize(_:forSupplementaryOfKind:at:)``).
    ///
    /// - Complexity: O(b + t) for the b boundary items of the section and the layout, and the
    ///   t items, groups and supplementary items of the section's group.
    public func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        guard path.section >= 0, path.item >= 0,
            reportedSizes[SupplementaryPath(kind: kind, path: path)] == nil
        else { return false }
        let section = state.definitions[path.section]
        if let section,
            Self.estimatedBoundaryItem(section.boundarySupplementaryItems, kind: kind, number: path.item)
                != nil
        {
            return true
        }
        if path.section == 0,
            Self.estimatedBoundaryItem(
                configuration.boundarySupplementaryItems, kind: kind,
                number: path.item - sectionZeroBoundaryCount(of: kind)) != nil
        {
            return true
        }
        guard let section, state.plans.indices.contains(path.section),
            path.item < state.plans[path.section].itemCount
        else { return false }
        return section.group.hasEstimatedSupplementary(ofKind: kind)
    }
}

extension LayoutGroup {
    /// Whether the group, or an item or group of its tree, carries a supplementary item of
    /// `kind` with an estimated width or height.
    fileprivate func hasEstimatedSupplementary(ofKind kind: ElementKind.Name) -> Bool {
        LayoutItem(self).hasEstimatedSupplementary(ofKind: kind)
    }

    /// Whether an item of the group's tree (not a group, not a supplementary item) has an
    /// estimated width or height.
    fileprivate var hasEstimatedItem: Bool {
        subitems.contains { item in
            if let nested = item.group { return nested.group.hasEstimatedItem }
            return item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
        }
    }
}

extension LayoutItem {
    /// Whether the item, or an item or group of its nested group's tree, carries a
    /// supplementary item of `kind` with an estimated width or height.
    fileprivate func hasEstimatedSupplementary(ofKind kind: ElementKind.Name) -> Bool {
        if supplementaryItems.contains(where: {
            $0.elementKind == kind && $0.layoutSize.isEstimatedOnEitherAxis
        }) {
            return true
        }
        return group?.group.subitems.contains { $0.hasEstimatedSupplementary(ofKind: kind) } ?? false
    }
}
