// MARK: - Measurement (what a host asks before it measures a view)

extension FlowLayout {
    /// Whether the cell at `path` is laid out from ``Configuration/estimatedItemSize``: true
    /// for every cell of a self-sizing layout until its size is reported
    /// (``reportSize(_:forItemAt:)``), false without an estimate.
    ///
    /// - Complexity: O(1).
    public func needsMeasurement(ofItemAt path: ItemPath) -> Bool {
        guard configuration.estimatedItemSize != nil, path.section >= 0, path.item >= 0 else { return false }
        return cache.reportedSizes.size(at: path) == nil
    }
}
