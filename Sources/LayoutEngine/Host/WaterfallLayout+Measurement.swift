// MARK: - Measurement for a host

extension WaterfallLayout {
    /// Whether the header or footer of `kind` at `path` (`ItemPath(item: 0, section: section)`)
    /// is laid out from ``Configuration/estimatedHeaderHeight`` (or
    /// ``Configuration/estimatedFooterHeight``): true for a self-sizing one of a laid-out
    /// section until its size is reported (``reportSize(_:forSupplementaryOfKind:at:)``).
    ///
    /// - Complexity: O(1) expected.
    public func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        cache.needsMeasurement(ofSupplementaryOfKind: kind, at: path) {
            configuration.estimatedLength(ofSupplementaryOfKind: $0, inSection: $1) != nil
        }
    }
}
