extension WaterfallLayout {
    /// How a ``WaterfallLayout`` arranges its items: scroll direction, columns, spacing,
    /// insets, supplementary lengths, render direction and item heights.
    ///
    /// `Sendable` but not `Hashable`: item heights and per-section values may come from
    /// closures, which cannot be compared. Bad values never trap: how each one reads at run
    /// time is on ``WaterfallLayout``'s documentation page, and ``validate()`` reports the ones
    /// it can see up front.
    public struct Configuration: Sendable {
        /// The direction the layout scrolls: `.vertical` (the default; columns run down) or
        /// `.horizontal` (the columns become rows that run to the right, and every value below
        /// that speaks of heights, tops and widths is read along and across the scroll axis:
        /// see ``WaterfallLayout``'s rules).
        public var scrollDirection: ScrollDirection
        /// The number of columns, for every section or per section (a literal such as `3` sets
        /// every section; an array literal `[1, 3]` one count per section, the last repeating).
        ///
        /// Ignored in a section for which ``minimumColumnWidth`` gives a value. Values below 1
        /// are read as 1, values above ``maximumColumnCount`` as that maximum.
        public var columnCount: PerSection<Int>
        /// When set, a section has as many columns as fit at this width (thickness across the
        /// scroll axis) or wider (at least one), so that the column count follows the
        /// viewport's size; `columnCount` is ignored for it. For every section (`150`) or per
        /// section (`[150, 300]`, or a closure).
        ///
        /// A value that is not finite and positive is ignored: that section uses `columnCount`
        /// (give 0 in a list for a section of fixed columns among adaptive ones).
        public var minimumColumnWidth: PerSection<Double>?
        /// The gap between neighbouring columns (across the scroll axis), for every section or
        /// per section.
        public var columnSpacing: PerSection<Double>
        /// The gap between neighbouring items of one column (along the scroll axis), for every
        /// section or per section.
        public var itemSpacing: PerSection<Double>
        /// Space around each section's columns (between the header and the first items, beside
        /// the columns, and between the longest column and the footer), for every section
        /// (`.all(EdgeInsets(all: 8))`, or an `EdgeInsets` in the initialiser) or per section.
        /// In a horizontal waterfall `left` and `right` are before and after the columns along
        /// the scroll axis and `top` and `bottom` beside them, as in a horizontally scrolling
        /// `UICollectionViewFlowLayout`.
        public var sectionInset: PerSection<EdgeInsets>
        /// The extent of each section's header along the scroll axis: its height, or its width
        /// in a horizontal waterfall (zero: no header).
        public var headerHeight: PerSection<Double>
        /// The extent of each section's footer along the scroll axis (zero: no footer).
        public var footerHeight: PerSection<Double>
        /// Self-sizing headers (`estimatedItemSize` for headers, as
        /// ``FlowLayout/SectionMetrics/estimatedHeaderSize``): a section for which this gives a
        /// finite positive value has a header whose extent along the scroll axis is the one last
        /// given to ``WaterfallLayout/reportSize(_:forSupplementaryOfKind:at:)`` for it (its
        /// height, or its width in a horizontal waterfall), or this estimate until then;
        /// ``headerHeight`` is not read for it. For every section (`44`) or per section
        /// (`[44, 0]`: 0, or any value that is not finite and positive, leaves its section to
        /// ``headerHeight``). Nil (the default): no header self-sizes.
        ///
        /// A report of zero length removes the header, as a zero ``headerHeight`` does: a
        /// section's header is hidden by giving it no length (there is no separate visibility).
        public var estimatedHeaderHeight: PerSection<Double>?
        /// Self-sizing footers, as ``estimatedHeaderHeight``; ``footerHeight`` is not read for a
        /// section for which this gives a finite positive value.
        public var estimatedFooterHeight: PerSection<Double>?
        /// Which column each item goes into (`CHTCollectionViewWaterfallLayout`'s
        /// `itemRenderDirection`).
        public var itemRenderDirection: ItemRenderDirection
        /// Where each item's height (its extent along the scroll axis) comes from.
        public var itemHeight: ItemHeight
        /// Whether each section's header sticks to the leading edge of the visible area (the
        /// top, or the left of a horizontal waterfall) while its section is on screen (UIKit's
        /// `sectionHeadersPinToVisibleBounds`).
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether each section's footer sticks to the trailing edge of the visible area while
        /// its section is on screen (UIKit's `sectionFootersPinToVisibleBounds`).
        public var sectionFootersPinToVisibleBounds: Bool
        /// Which end the layout grows from: ``VerticalLayoutDirection/bottomToTop`` sits short
        /// content at the bottom and keeps the bottom-most visible item in place across updates,
        /// measurements and viewport changes.
        public var verticalLayoutDirection: VerticalLayoutDirection

        /// Creates a configuration; by default a vertical waterfall of two columns 10 points
        /// apart, items 10 points apart, no insets, headers or footers, shortest-column
        /// placement and square items.
        public init(
            scrollDirection: ScrollDirection = .vertical, columnCount: PerSection<Int> = 2,
            minimumColumnWidth: PerSection<Double>? = nil, columnSpacing: PerSection<Double> = 10,
            itemSpacing: PerSection<Double> = 10, sectionInset: PerSection<EdgeInsets> = .all(.zero),
            headerHeight: PerSection<Double> = 0, footerHeight: PerSection<Double> = 0,
            estimatedHeaderHeight: PerSection<Double>? = nil,
            estimatedFooterHeight: PerSection<Double>? = nil,
            itemRenderDirection: ItemRenderDirection = .shortestFirst,
            itemHeight: ItemHeight = .aspectRatio({ _ in 1 }), sectionHeadersPinToVisibleBounds: Bool = false,
            sectionFootersPinToVisibleBounds: Bool = false,
            verticalLayoutDirection: VerticalLayoutDirection = .topToBottom
        ) {
            self.verticalLayoutDirection = verticalLayoutDirection
            self.scrollDirection = scrollDirection
            self.columnCount = columnCount
            self.minimumColumnWidth = minimumColumnWidth
            self.columnSpacing = columnSpacing
            self.itemSpacing = itemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.estimatedHeaderHeight = estimatedHeaderHeight
            self.estimatedFooterHeight = estimatedFooterHeight
            self.itemRenderDirection = itemRenderDirection
            self.itemHeight = itemHeight
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }

        /// Creates a configuration with the same insets around every section's columns (an
        /// `EdgeInsets`, read as `.all(sectionInset)`); the other values as in the initialiser
        /// that takes per-section insets.
        public init(
            scrollDirection: ScrollDirection = .vertical, columnCount: PerSection<Int> = 2,
            minimumColumnWidth: PerSection<Double>? = nil, columnSpacing: PerSection<Double> = 10,
            itemSpacing: PerSection<Double> = 10, sectionInset: EdgeInsets,
            headerHeight: PerSection<Double> = 0, footerHeight: PerSection<Double> = 0,
            estimatedHeaderHeight: PerSection<Double>? = nil,
            estimatedFooterHeight: PerSection<Double>? = nil,
            itemRenderDirection: ItemRenderDirection = .shortestFirst,
            itemHeight: ItemHeight = .aspectRatio({ _ in 1 }), sectionHeadersPinToVisibleBounds: Bool = false,
            sectionFootersPinToVisibleBounds: Bool = false,
            verticalLayoutDirection: VerticalLayoutDirection = .topToBottom
        ) {
            self.init(
                scrollDirection: scrollDirection, columnCount: columnCount,
                minimumColumnWidth: minimumColumnWidth,
                columnSpacing: columnSpacing, itemSpacing: itemSpacing, sectionInset: .all(sectionInset),
                headerHeight: headerHeight, footerHeight: footerHeight,
                estimatedHeaderHeight: estimatedHeaderHeight, estimatedFooterHeight: estimatedFooterHeight,
                itemRenderDirection: itemRenderDirection,
                itemHeight: itemHeight, sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
                sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds,
                verticalLayoutDirection: verticalLayoutDirection)
        }

        /// The most columns a section can have; larger counts are read as this one, so that a
        /// bad count never allocates without bound.
        public static let maximumColumnCount = 1024
    }

    /// Which column each item goes into: `CHTCollectionViewWaterfallLayout`'s three
    /// `itemRenderDirection` modes, with its rule (`nextColumnIndexForItem:inSection:`).
    ///
    /// A mode picks a column; it never mirrors anything. Columns are counted from the leading
    /// edge: the left one, or the top row of a horizontal waterfall. In a right-to-left layout
    /// (``LayoutDirection/rightToLeft``) the whole layout mirrors (rule 6 of
    /// ``WaterfallLayout``), so the leading column is the right one: ``leadingColumnFirst``
    /// then fills from the right edge and ``trailingColumnFirst`` from the left. CHT, a
    /// `UICollectionViewLayout` that does not flip, names its modes after the screen
    /// (`CHTCollectionViewWaterfallLayoutItemRenderDirectionLeftToRight`, `…RightToLeft`) and
    /// always fills the screen's left column first with `LeftToRight`: that is
    /// ``leadingColumnFirst`` in a left-to-right layout and ``trailingColumnFirst`` in a
    /// right-to-left one.
    public enum ItemRenderDirection: Hashable, Sendable {
        /// Each item goes to the column whose next free position is smallest; ties go to the
        /// leading column (CHT's `ShortestFirst`: `shortestColumnIndexInSection:` keeps the
        /// first of equal heights). Columns stay even (the Pinterest rule). The default.
        case shortestFirst
        /// Item `i` goes to column `i mod n`, whatever the column heights: each row of `n`
        /// items starts at the leading column (CHT's `LeftToRight`: `item % columnCount`).
        case leadingColumnFirst
        /// Item `i` goes to column `n - 1 - (i mod n)`, whatever the column heights: each row
        /// of `n` items starts at the trailing column (CHT's `RightToLeft`:
        /// `(columnCount - 1) - (item % columnCount)`).
        case trailingColumnFirst
    }

    /// Where each item's height comes from: its extent along the scroll axis.
    ///
    /// In a horizontal waterfall every case is read along the scroll axis, so that a
    /// horizontal waterfall is exactly the vertical one with x and y swapped: a "height" is the
    /// item's width, the "column width" is the row's thickness (the item's height), and an
    /// aspect ratio is the item's width / height (pass `pixelWidth / pixelHeight` for an image:
    /// its width is then the row's thickness times that ratio). The same rule applies to a
    /// reported size (``WaterfallLayout/reportSize(_:forItemAt:)``), whose width is used.
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
