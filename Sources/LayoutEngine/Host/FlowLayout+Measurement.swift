// MARK: - Measurement for a host

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

    /// Whether the header or footer of `kind` at `path` (`ItemPath(item: 0, section: section)`)
    /// is laid out from ``SectionMetrics/estimatedHeaderSize`` (or
    /// ``SectionMetrics/estimatedFooterSize``): true for a shown, self-sizing one of a laid-out
    /// section until its size is reported (``reportSize(_:forSupplementaryOfKind:at:)``).
    ///
    /// - Complexity: O(1) expected.
    public func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        cache.needsMeasurement(ofSupplementaryOfKind: kind, at: path) {
            configuration.selfSizes($0, inSection: $1)
        }
    }
}
