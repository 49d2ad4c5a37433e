extension FlowLayout {
    /// Everything a flow layout is told, as `UICollectionViewFlowLayout`'s properties and its
    /// delegate's per-section answers.
    public struct Configuration: Sendable {
        /// How item sizes are given.
        public var itemSizing: ItemSizing
        /// The scroll direction: lines are rows when vertical, columns when horizontal.
        public var scrollDirection: ScrollDirection
        /// Insets, spacings, header and footer sizes and alignment of every section, unless
        /// ``metricsForSection`` gives a section its own.
        public var metrics: SectionMetrics
        /// Per-section metrics (the delegate's per-section answers); nil uses ``metrics``.
        public var metricsForSection: (@Sendable (_ section: Int) -> SectionMetrics)?
        /// Whether section headers stay at the top of the visible area while their section is
        /// visible (`sectionHeadersPinToVisibleBounds`).
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether section footers stay at the bottom of the visible area while their section is
        /// visible (`sectionFootersPinToVisibleBounds`).
        public var sectionFootersPinToVisibleBounds: Bool

        /// Creates a configuration; the defaults are UIKit's (10-point spacings, no insets, no
        /// headers, centred and justified lines).
        public init(
            itemSizing: ItemSizing = .fixed(Size(width: 50, height: 50)),
            scrollDirection: ScrollDirection = .vertical, metrics: SectionMetrics = SectionMetrics(),
            metricsForSection: (@Sendable (_ section: Int) -> SectionMetrics)? = nil,
            sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false
        ) {
            self.itemSizing = itemSizing
            self.scrollDirection = scrollDirection
            self.metrics = metrics
            self.metricsForSection = metricsForSection
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }
    }

    /// How a flow layout learns item sizes (`itemSize`, or the delegate's `sizeForItemAt`).
    public enum ItemSizing: Sendable {
        /// Every item has this size (`itemSize`).
        case fixed(Size)
        /// Each item's size comes from the closure (`collectionView(_:layout:sizeForItemAt:)`).
        case perItem(@Sendable (ItemPath) -> Size)
    }

    /// The metrics of one section, as the flow layout delegate gives them.
    public struct SectionMetrics: Hashable, Sendable {
        /// Space around the section's lines (`sectionInset`).
        public var sectionInset: EdgeInsets
        /// The space between lines (`minimumLineSpacing`).
        public var minimumLineSpacing: Double
        /// The smallest space between items of a line (`minimumInteritemSpacing`).
        public var minimumInteritemSpacing: Double
        /// The header's size; only its height (vertical) or width (horizontal) is used, and
        /// zero means no header (`headerReferenceSize`).
        public var headerReferenceSize: Size
        /// The footer's size, as ``headerReferenceSize`` (`footerReferenceSize`).
        public var footerReferenceSize: Size
        /// How items are placed in their line (UIKit: centred across, justified along).
        public var lineAlignment: LineAlignment

        /// Creates section metrics; the defaults are UIKit's.
        public init(
            sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10,
            minimumInteritemSpacing: Double = 10,
            headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
            lineAlignment: LineAlignment = .uiKit
        ) {
            self.sectionInset = sectionInset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.lineAlignment = lineAlignment
        }
    }
}

// MARK: - Validation

extension FlowLayout.Configuration {
    /// Checks the values that can be checked up front: a fixed item size, and the default
    /// metrics (per-section metrics are read during `prepare`, where bad values read as zero).
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first negative, NaN or infinite value.
    public func validate() throws(LayoutConfigurationError) {
        if case .fixed(let size) = itemSizing {
            try LayoutConfigurationError.requireNonNegative(size, "itemSize")
        }
        try metrics.validate()
    }
}

extension FlowLayout.SectionMetrics {
    /// Checks that every inset, spacing and reference size is finite and not negative.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first bad field.
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requireNonNegative(sectionInset, "sectionInset")
        try LayoutConfigurationError.requireNonNegative(minimumLineSpacing, "minimumLineSpacing")
        try LayoutConfigurationError.requireNonNegative(minimumInteritemSpacing, "minimumInteritemSpacing")
        try LayoutConfigurationError.requireNonNegative(headerReferenceSize, "headerReferenceSize")
        try LayoutConfigurationError.requireNonNegative(footerReferenceSize, "footerReferenceSize")
    }

    /// These metrics with every negative, NaN or infinite value read as zero: the run-time rule.
    var sanitized: Self {
        Self(
            sectionInset: sectionInset.sanitized, minimumLineSpacing: minimumLineSpacing.sanitizedLength,
            minimumInteritemSpacing: minimumInteritemSpacing.sanitizedLength,
            headerReferenceSize: headerReferenceSize.sanitized,
            footerReferenceSize: footerReferenceSize.sanitized,
            lineAlignment: lineAlignment)
    }
}

extension FlowLayout.Configuration {
    /// The sanitised metrics of `section`.
    func resolvedMetrics(forSection section: Int) -> FlowLayout.SectionMetrics {
        (metricsForSection?(section) ?? metrics).sanitized
    }
}
