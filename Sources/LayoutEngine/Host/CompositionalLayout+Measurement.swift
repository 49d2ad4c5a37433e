// MARK: - Measurement for a host

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
}

extension LayoutGroup {
    /// Whether an item of the group's tree (not a group, not a supplementary item) has an
    /// estimated width or height.
    fileprivate var hasEstimatedItem: Bool {
        subitems.contains { item in
            if let nested = item.group { return nested.group.hasEstimatedItem }
            return item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
        }
    }
}
