// MARK: - Self-sizing headers and footers

extension IncrementalSectionedLayout {
    /// Records the measured `size` of the header or footer of `kind` of the section of `path`
    /// (`ItemPath(item: 0, section: section)`) when `configuration` says that it self-sizes
    /// (``SectionStepsConfiguration/selfSizes(_:inSection:)``): negative, NaN or infinite
    /// extents read as zero, longer ones than ``LayoutContext/maximumLength`` as that length.
    /// A path with a negative section is ignored.
    ///
    /// - Complexity: O(1) expected, plus the cost of `selfSizes`.
    mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath,
        configuration: Steps.Configuration
    ) {
        guard path.section >= 0, configuration.selfSizes(kind, inSection: path.section) else { return }
        reportSize(size.bounded, forSupplementaryOfKind: kind, inSection: path.section)
    }

    /// Whether the header or footer of `kind` of the section of `path` is laid out from its
    /// estimate: true for one of a laid-out section that self-sizes under `configuration` until
    /// its size is reported.
    ///
    /// - Complexity: O(1) expected, plus the cost of `selfSizes`.
    func needsMeasurement(
        ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath, configuration: Steps.Configuration
    ) -> Bool {
        guard path.section >= 0, path.section < store.sections.count,
            configuration.selfSizes(kind, inSection: path.section)
        else { return false }
        return reportedSizes.size(ofSupplementaryOfKind: kind, inSection: path.section) == nil
    }
}

extension ReportedSizes {
    /// The length along `axis` of the self-sizing header or footer of `kind` in `section`: the
    /// reported size's, or `estimate` until a size is reported.
    ///
    /// - Complexity: O(1) expected.
    func length(
        ofSupplementaryOfKind kind: ElementKind.Name, inSection section: Int, along axis: Axis,
        estimate: Double
    ) -> Double {
        size(ofSupplementaryOfKind: kind, inSection: section)?.length(along: axis) ?? estimate
    }
}
