extension WaterfallLayout {
    /// How a ``WaterfallLayout`` arranges its items: columns, spacing, insets, supplementary
    /// heights, placement and item heights.
    ///
    /// `Sendable` but not `Hashable`: item heights and per-section values may come from
    /// closures, which cannot be compared. Setting a new configuration makes the next
    /// `prepare` a full pass, unless the only change is values appended to the lists of
    /// ``ItemHeight/aspectRatios(_:)`` or ``ItemHeight/heights(_:)`` (the next page).
    ///
    /// Bad values never trap; at run time they are read as follows (``validate()`` reports
    /// the ones it can see up front):
    /// - a column count of zero or less is read as 1, one above ``maximumColumnCount`` as that
    ///   maximum; an empty per-section list as 1;
    /// - a column width that would be negative (too many columns, or spacing and insets wider
    ///   than the content) is 0: items are laid out with zero width at their column positions;
    /// - a negative, NaN or infinite aspect ratio or item height (or a product that overflows)
    ///   gives a height of 0; so do such header and footer heights (the element is left out);
    ///   a zero-height item stays zero high (no minimum, as in UIKit's flow layout: see
    ///   <doc:BadInput>), so with zero `itemSpacing` a column's zero-height items share one
    ///   position and a query that meets it returns all of them, in O(k) time and memory;
    /// - negative, NaN or infinite spacing and insets are read as 0; a `minimumColumnWidth`
    ///   that is not finite and positive is ignored;
    /// - every length (item, header and footer heights, spacing, insets, `minimumColumnWidth`)
    ///   above ``LayoutContext/maximumLength`` is read as that length;
    /// - at most ``LayoutContext/maximumItemCount`` items are laid out in all
    ///   (``LayoutContext/laidOutItemCounts``).
    public struct Configuration: Sendable {
        /// The number of columns, for every section or per section (a literal such as `3` sets
        /// every section; an array literal `[1, 3]` one count per section, the last repeating).
        ///
        /// Ignored when ``minimumColumnWidth`` is set. Values below 1 are read as 1, values above
        /// ``maximumColumnCount`` as that maximum.
        public var columnCount: PerSection<Int>
        /// When set, each section has as many columns as fit at this width or wider (at least
        /// one), so that the column count follows the viewport's width; `columnCount` is ignored.
        ///
        /// A value that is not finite and positive is ignored.
        public var minimumColumnWidth: Double?
        /// The horizontal gap between neighbouring columns.
        public var columnSpacing: Double
        /// The vertical gap between neighbouring items of one column.
        public var itemSpacing: Double
        /// Space around each section's columns (between the header and the first items, beside
        /// the columns, and between the tallest column and the footer).
        public var sectionInset: EdgeInsets
        /// The height of each section's header (zero: no header).
        public var headerHeight: PerSection<Double>
        /// The height of each section's footer (zero: no footer).
        public var footerHeight: PerSection<Double>
        /// Which column each item goes into.
        public var placement: Placement
        /// Where each item's height comes from.
        public var itemHeight: ItemHeight
        /// Whether each section's header sticks to the top of the visible area while its
        /// section is on screen (UIKit's `sectionHeadersPinToVisibleBounds`).
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether each section's footer sticks to the bottom of the visible area while its
        /// section is on screen (UIKit's `sectionFootersPinToVisibleBounds`).
        public var sectionFootersPinToVisibleBounds: Bool
        /// Which end the layout grows from: ``VerticalLayoutDirection/bottomToTop`` sits short
        /// content at the bottom and keeps the bottom-most visible item in place across updates,
        /// measurements and viewport changes.
        public var verticalLayoutDirection: VerticalLayoutDirection

        /// Creates a configuration; by default two columns 10 points apart, items 10 points
        /// apart, no insets, headers or footers, shortest-column placement and square items.
        public init(
            columnCount: PerSection<Int> = 2, minimumColumnWidth: Double? = nil, columnSpacing: Double = 10,
            itemSpacing: Double = 10, sectionInset: EdgeInsets = .zero, headerHeight: PerSection<Double> = 0,
            footerHeight: PerSection<Double> = 0, placement: Placement = .shortestColumn,
            itemHeight: ItemHeight = .aspectRatio({ _ in 1 }), sectionHeadersPinToVisibleBounds: Bool = false,
            sectionFootersPinToVisibleBounds: Bool = false,
            verticalLayoutDirection: VerticalLayoutDirection = .topToBottom
        ) {
            self.verticalLayoutDirection = verticalLayoutDirection
            self.columnCount = columnCount
            self.minimumColumnWidth = minimumColumnWidth
            self.columnSpacing = columnSpacing
            self.itemSpacing = itemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.placement = placement
            self.itemHeight = itemHeight
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }

        /// The most columns a section can have; larger counts are read as this one, so that a
        /// bad count never allocates without bound.
        public static let maximumColumnCount = 1024
    }

    /// Which column each item goes into.
    public enum Placement: Hashable, Sendable {
        /// Each item goes to the column whose next free position is highest; ties go to the
        /// leading column. Columns stay even (the Pinterest rule).
        case shortestColumn
        /// Item `i` goes to column `i mod n`, whatever the column heights.
        case inOrder
    }

    /// Where each item's height comes from.
    ///
    /// Heights or ratios given as values (``aspectRatios(_:)``, ``heights(_:)``) suit data that
    /// lives on the main actor: the layout keeps a snapshot, stays `Sendable`, and reads each
    /// value with no call. A closure is called during `prepare`, on whatever thread prepares,
    /// so it must be `@Sendable`.
    public enum ItemHeight: Sendable {
        /// `ratios[section][item]` is the item's height / width; an item without an entry has
        /// height 0.
        case aspectRatios([[Double]])
        /// `heights[section][item]` is the item's height, whatever the column width; an item
        /// without an entry has height 0.
        case heights([[Double]])
        /// The height is the column width times the ratio returned for the item
        /// (height / width, as of an image's pixel size).
        case aspectRatio(@Sendable (_ path: ItemPath) -> Double)
        /// The height is what the closure returns for the item and the column width.
        case computed(@Sendable (_ path: ItemPath, _ columnWidth: Double) -> Double)
    }
}
