extension FlowLayout {
    /// Everything a flow layout is told, as `UICollectionViewFlowLayout`'s properties and its
    /// delegate's per-section answers.
    public struct Configuration: Sendable {
        /// How item sizes are given.
        public var itemSizing: ItemSizing
        /// The scroll direction: lines are rows when vertical, columns when horizontal.
        public var scrollDirection: ScrollDirection
        /// Insets, spacings, header and footer sizes and line alignment: one value for every
        /// section, a list (one per section, the last repeating), or a closure of the section
        /// (the delegate's per-section answers).
        public var metrics: PerSection<SectionMetrics>
        /// Whether section headers stay at the top of the visible area while their section is
        /// visible (`sectionHeadersPinToVisibleBounds`).
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether section footers stay at the bottom of the visible area while their section is
        /// visible (`sectionFootersPinToVisibleBounds`).
        public var sectionFootersPinToVisibleBounds: Bool
        /// Self-sizing cells (`estimatedItemSize`): when set, an item's size is the size last
        /// given to ``FlowLayout/reportSize(_:forItemAt:)`` for it, or this estimate until then,
        /// and ``itemSizing`` is not read. Apple's documentation: the estimate is used only
        /// until an actual value is calculated; items not yet measured are assumed to have it.
        /// Nil (the default) turns self-sizing off, as UIKit's `CGSizeZero`.
        public var estimatedItemSize: Size?
        /// How long each item is along its line: its own size (``WidthModes/absolute``, the
        /// default) or a fraction of the line (full, half, third, `1/n`: a magazine feed), read
        /// with ``itemSizing`` and with self-sizing alike. See ``FlowLayout/WidthMode``. Like
        /// item sizes, new modes given with a batch update (``FlowLayout/prepare(_:updates:)``)
        /// are read for the items the batch changes; set otherwise, they lay everything out
        /// again at the next `prepare`.
        public var widthModes: WidthModes
        /// Which end a vertical layout grows from: ``VerticalLayoutDirection/bottomToTop`` sits
        /// short content at the bottom and keeps the bottom-most visible item in place across
        /// updates, measurements and viewport changes (a chat). A horizontal layout ignores it.
        public var verticalLayoutDirection: VerticalLayoutDirection

        /// Creates a configuration; the defaults are UIKit's (10-point spacings, no insets, no
        /// headers, centred and justified lines, no self-sizing, items as long as their size).
        public init(
            itemSizing: ItemSizing = .fixed(Size(width: 50, height: 50)),
            scrollDirection: ScrollDirection = .vertical,
            metrics: PerSection<SectionMetrics> = .all(SectionMetrics()),
            sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
            estimatedItemSize: Size? = nil, widthModes: WidthModes = .absolute,
            verticalLayoutDirection: VerticalLayoutDirection = .topToBottom
        ) {
            self.estimatedItemSize = estimatedItemSize
            self.widthModes = widthModes
            self.verticalLayoutDirection = verticalLayoutDirection
            self.itemSizing = itemSizing
            self.scrollDirection = scrollDirection
            self.metrics = metrics
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }
    }

    /// How a flow layout learns item sizes (`itemSize`, or the delegate's `sizeForItemAt`).
    ///
    /// Sizes given as values (``sizes(_:)``) suit data that lives on the main actor: the
    /// layout keeps a snapshot, stays `Sendable`, and reads each size with no call. A closure
    /// (``perItem(_:)``) is called during `prepare`, on whatever thread prepares, so it must be
    /// `@Sendable`.
    public enum ItemSizing: Sendable {
        /// Every item has this size (`itemSize`).
        case fixed(Size)
        /// `sizes[section][item]` is the item's size; an item without an entry has size zero.
        case sizes([[Size]])
        /// Each item's size comes from the closure (`collectionView(_:layout:sizeForItemAt:)`).
        case perItem(@Sendable (ItemPath) -> Size)
    }

    /// Whether a section's header or footer is shown (MagazineLayout's
    /// `MagazineLayoutHeaderVisibilityMode` and `MagazineLayoutFooterVisibilityMode`).
    public enum SupplementaryVisibility: Hashable, Sendable {
        /// Shown, with its size (the default).
        case visible
        /// Not produced, and taking no room.
        case hidden
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
        /// A decoration behind the section (``ElementKind/sectionBackground``), or nil for none
        /// (the default).
        public var background: SectionBackground?
        /// Whether the header is shown (MagazineLayout's header visibility mode): a hidden one is
        /// not produced and takes no room, whatever its size.
        public var headerVisibility: SupplementaryVisibility
        /// Whether the footer is shown, as ``headerVisibility``.
        public var footerVisibility: SupplementaryVisibility
        /// A self-sizing header (`estimatedItemSize` for headers): when set, the header's length
        /// is the one last given to ``FlowLayout/reportSize(_:forSupplementaryOfKind:at:)`` for
        /// it, or this estimate's until then, and ``headerReferenceSize`` is not read. Only its
        /// height (vertical) or width (horizontal) is used; a report of zero length removes the
        /// header. Nil (the default): the header has ``headerReferenceSize``.
        public var estimatedHeaderSize: Size?
        /// A self-sizing footer, as ``estimatedHeaderSize``.
        public var estimatedFooterSize: Size?

        /// Creates section metrics; the defaults are UIKit's.
        public init(
            sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10,
            minimumInteritemSpacing: Double = 10,
            headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
            lineAlignment: LineAlignment = .uiKit, background: SectionBackground? = nil,
            headerVisibility: SupplementaryVisibility = .visible,
            footerVisibility: SupplementaryVisibility = .visible, estimatedHeaderSize: Size? = nil,
            estimatedFooterSize: Size? = nil
        ) {
            self.sectionInset = sectionInset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.lineAlignment = lineAlignment
            self.background = background
            self.headerVisibility = headerVisibility
            self.footerVisibility = footerVisibility
            self.estimatedHeaderSize = estimatedHeaderSize
            self.estimatedFooterSize = estimatedFooterSize
        }
    }
}

// MARK: - Validation

extension FlowLayout.Configuration {
    /// Checks the values that can be checked up front: item sizes given as values (fixed or
    /// listed) must be finite and greater than zero in both extents (UIKit's flow layout
    /// rejects negative or zero sizes), and metrics given as values must be finite and not
    /// negative; every one of them at most ``LayoutContext/maximumLength``. Metrics and sizes
    /// from closures are read during `prepare`, where bad values read as zero and longer ones
    /// as the maximum length.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first bad field, such as
    ///   `"metrics[2].sectionInset.top"` or `"sizes[0][7].width"`.
    /// - Complexity: O(n + s) for n sizes and s per-section metrics given as values.
    public func validate() throws(LayoutConfigurationError) {
        switch itemSizing {
        case .fixed(let size):
            try LayoutConfigurationError.requirePositiveLength(size, "itemSize")
        case .sizes(let sizes):
            for (section, sizes) in sizes.enumerated() {
                for (item, size) in sizes.enumerated() {
                    try LayoutConfigurationError.requirePositiveLength(size, "sizes[\(section)][\(item)]")
                }
            }
        case .perItem:
            break
        }
        if let estimatedItemSize {
            try LayoutConfigurationError.requirePositiveLength(estimatedItemSize, "estimatedItemSize")
        }
        try widthModes.validate()
        try metrics.validateEach("metrics") { (metrics, field) throws(LayoutConfigurationError) in
            try metrics.validate(field: field)
        }
    }
}

extension FlowLayout.SectionMetrics {
    /// Checks that every inset, spacing and reference size is finite, not negative and at most
    /// ``LayoutContext/maximumLength``, and that estimated header and footer sizes are greater
    /// than zero.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first bad field.
    public func validate() throws(LayoutConfigurationError) {
        try validate(field: nil)
    }

    /// ``validate()`` with each field named under `field` (`"metrics[1].sectionInset"`).
    func validate(field: String?) throws(LayoutConfigurationError) {
        let prefix = field.map { $0 + "." } ?? ""
        try LayoutConfigurationError.requireLength(sectionInset, prefix + "sectionInset")
        try LayoutConfigurationError.requireLength(minimumLineSpacing, prefix + "minimumLineSpacing")
        try LayoutConfigurationError.requireLength(
            minimumInteritemSpacing, prefix + "minimumInteritemSpacing")
        try LayoutConfigurationError.requireLength(headerReferenceSize, prefix + "headerReferenceSize")
        try LayoutConfigurationError.requireLength(footerReferenceSize, prefix + "footerReferenceSize")
        if let estimatedHeaderSize {
            try LayoutConfigurationError.requirePositiveLength(
                estimatedHeaderSize, prefix + "estimatedHeaderSize")
        }
        if let estimatedFooterSize {
            try LayoutConfigurationError.requirePositiveLength(
                estimatedFooterSize, prefix + "estimatedFooterSize")
        }
    }

    /// These metrics with every negative, NaN or infinite value read as zero and every longer
    /// one as ``LayoutContext/maximumLength``: the run-time rule.
    var sanitized: Self {
        Self(
            sectionInset: sectionInset.bounded, minimumLineSpacing: minimumLineSpacing.boundedLength,
            minimumInteritemSpacing: minimumInteritemSpacing.boundedLength,
            headerReferenceSize: headerReferenceSize.bounded,
            footerReferenceSize: footerReferenceSize.bounded,
            lineAlignment: lineAlignment, background: background?.sanitized,
            headerVisibility: headerVisibility,
            footerVisibility: footerVisibility, estimatedHeaderSize: estimatedHeaderSize?.bounded,
            estimatedFooterSize: estimatedFooterSize?.bounded)
    }
}

extension FlowLayout.Configuration {
    /// The sanitised metrics of `section` (UIKit's defaults for an empty list).
    func resolvedMetrics(forSection section: Int) -> FlowLayout.SectionMetrics {
        (metrics.value(inSection: section) ?? FlowLayout.SectionMetrics()).sanitized
    }

    /// Whether the geometry laid out for `old` still holds for `self`: every field equal, except
    /// that each section's list of ``FlowLayout/ItemSizing/sizes(_:)`` may have grown at its end
    /// (the next page's sizes), and that item sizes are not read when self-sizing (width modes
    /// are). Closures are never known to be equal.
    ///
    /// - Complexity: O(n) for n sizes given as values.
    func keepsGeometry(of old: Self) -> Bool {
        guard differsOnlyInItemSizes(from: old), widthModes.isKnownEqual(to: old.widthModes) else {
            return false
        }
        if estimatedItemSize != nil { return true }
        switch (itemSizing, old.itemSizing) {
        case (.fixed(let size), .fixed(let oldSize)):
            return size == oldSize
        case (.sizes(let sizes), .sizes(let oldSizes)):
            return sizes.extendsEachList(of: oldSizes)
        default:
            return false
        }
    }

    /// Whether every field but the item sizes (``FlowLayout/Configuration/itemSizing`` and
    /// ``FlowLayout/Configuration/widthModes``, which a batch update explains) is known to be
    /// equal in `old` (a new ``FlowLayout/Configuration/estimatedItemSize`` changes every
    /// estimated item).
    ///
    /// - Complexity: O(s) for s section metrics given as a list.
    func differsOnlyInItemSizes(from old: Self) -> Bool {
        scrollDirection == old.scrollDirection && estimatedItemSize == old.estimatedItemSize
            && verticalLayoutDirection == old.verticalLayoutDirection
            && sectionHeadersPinToVisibleBounds == old.sectionHeadersPinToVisibleBounds
            && sectionFootersPinToVisibleBounds == old.sectionFootersPinToVisibleBounds
            && metrics.isKnownEqual(to: old.metrics)
    }
}
