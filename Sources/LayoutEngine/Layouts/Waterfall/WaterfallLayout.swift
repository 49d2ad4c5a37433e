/// A waterfall (masonry, Pinterest-style) layout: items of equal width and varying height in
/// columns, each new item in the column that is currently shortest, so that columns stay even
/// and no gaps open.
///
/// There is no UIKit class for it; its reference is the hand-written `UICollectionViewLayout`
/// subclass every iOS team writes for a Pinterest feed (the Ray Wenderlich "Pinterest" tutorial
/// layout and `CHTCollectionViewWaterfallLayout`), with `UICollectionViewFlowLayout`'s names for
/// what both share (section insets, full-width headers and footers, pinned headers).
///
/// The layout scrolls vertically (or horizontally, ``Configuration/scrollDirection``) and
/// follows these rules, written for a vertical waterfall:
///
/// 1. The content is the viewport's width less the context's horizontal content insets. Each
///    section splits that width, less its `sectionInset.left` and `.right`, into `n` columns of
///    equal width separated by its `columnSpacing`; `n` is `columnCount` for the section, or,
///    when `minimumColumnWidth` gives the section a value, as many columns of at least that
///    width as fit (at least one).
/// 2. An item's height is the column width times its aspect ratio, or what the item-height
///    closure returns for the item and the column width; a height reported by
///    ``reportSize(_:forItemAt:)`` replaces it.
/// 3. ``Configuration/itemRenderDirection`` picks each item's column, with
///    `CHTCollectionViewWaterfallLayout`'s rule: `.shortestFirst` (the default) puts each item,
///    in order, at the top of the column whose next free position is smallest (the highest place), ties going to
///    the leading column; `.leftToRight` puts item `i` into column `i mod n`; `.rightToLeft`
///    into column `n - 1 - (i mod n)`. Columns are counted from the leading edge.
/// 4. Items in a column are the section's `itemSpacing` apart; the first item of every column
///    starts `sectionInset.top` below the section's header.
/// 5. A section is, top to bottom: its header (full content width), the section's top inset,
///    its columns, its bottom inset (below the tallest column) and its footer (full width).
///    Each section starts below the previous section's footer, so below its tallest column.
///    Headers and footers of zero height are left out (a zero height is how a section hides
///    one). Spacing, insets, column counts and widths, and header and footer heights are each
///    the section's own (``PerSection``). A header or footer self-sizes where
///    ``Configuration/estimatedHeaderHeight`` or ``Configuration/estimatedFooterHeight`` gives
///    its section a positive estimate: its height is the estimate until
///    ``reportSize(_:forSupplementaryOfKind:at:)`` reports one.
/// 6. Right-to-left mirrors every frame horizontally within the content width, so column 0 is
///    the rightmost and `sectionInset.left` becomes the right margin (as UIKit flips a flow
///    layout); the render directions mirror with it (``ItemRenderDirection``).
/// 7. With `sectionHeadersPinToVisibleBounds`, a section's header sticks to the top of the
///    visible area while its section is on screen and is pushed away by the end of its section
///    (the pinning rule every layout shares); with `sectionFootersPinToVisibleBounds`, its
///    footer sticks to the bottom likewise, never above its section's content.
/// 8. A horizontal waterfall is the vertical one with x and y swapped: its columns are rows
///    across the viewport's height less the vertical content insets, items go into the
///    shortest row, headers and footers are bands as tall as the content and as wide as
///    `headerHeight` / `footerHeight`, pinned ones stick to the left and right edges;
///    `sectionInset.left` and `.right` come before and after a section's rows and `.top` and
///    `.bottom` beside them (as in a horizontally scrolling `UICollectionViewFlowLayout`);
///    item heights, ratios and reported sizes are read along the scroll axis (widths; see
///    ``ItemHeight``). Right-to-left then mirrors the scroll axis, as UIKit flips a
///    horizontally scrolling flow layout: the first section is at the right.
///
/// `prepare` redoes only what changed: a scroll (only the viewport's origin changed) costs
/// O(1); items appended to the last section (the next page of a feed) cost O(appended), with
/// frames identical to a full pass; a batch update (``prepare(_:updates:)``), invalidated items
/// (``invalidateItems(at:)``) or measured heights (``reportSize(_:forItemAt:)``) place each
/// changed section again from its first change and move the later ones (a measured header or
/// footer, its whole section); anything else (a
/// resize, a new configuration) one full pass.
///
/// ```swift
/// var layout = WaterfallLayout(configuration: .init(
///     columnCount: 2, columnSpacing: 8, itemSpacing: 8,
///     itemHeight: .aspectRatio { path in photos[path.item].height / photos[path.item].width }))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [photos.count]))
/// let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// Bad input never traps: see ``Configuration`` for how each value is clamped at run time and
/// ``Configuration/validate()`` for the up-front check.
///
/// - Note: Frames are not rounded to pixels (`displayScale` is ignored) so that appended pages
///   reproduce a full pass exactly; an adapter may round when it hands frames to its views.
///   Item heights are assumed to depend only on the item's path and the column width: when the
///   data behind some of them changes without a change of item counts, call
///   ``invalidateItems(at:)`` (or ``invalidate()`` for all).
public struct WaterfallLayout: CollectionLayout, Sendable {
    /// Scroll direction, columns, spacing, insets, supplementary lengths, render direction and
    /// item heights.
    ///
    /// Setting it discards the cached geometry (the next ``prepare(_:)`` is a full pass), unless
    /// the only change is item heights or ratios appended to their lists (the next page), or the
    /// next `prepare` is a batch update (``prepare(_:updates:)``), which says which items
    /// changed, without a look at every height.
    public var configuration: Configuration {
        didSet { cache.configurationChanged(from: oldValue, to: configuration) }
    }
    /// Geometry of the last `prepare`, and what updates keep.
    var cache = IncrementalSectionedLayout<Steps>()

    /// Creates a waterfall layout with `configuration` (two columns by default).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }
}

// MARK: - CollectionLayout

extension WaterfallLayout {
    /// Lays out every section for `context`, or only what changed since the last call.
    ///
    /// 1. Only the viewport's origin changed (a scroll): nothing is recomputed; pinned headers
    ///    follow the new offset at query time.
    /// 2. Only the last section's item count grew, everything else equal (the next page):
    ///    the old footer is dropped from the index, the new items are placed from the kept
    ///    column state, and the footer is added again.
    /// 3. Anything else: a full pass over every section (``WaterfallLayout`` rules 1–6).
    ///
    /// - Complexity: O(1) for a scroll (O(s) for s sections when the context holds a new copy
    ///   of the item counts, to compare them); O(a log c + c) amortised for `a` appended items
    ///   in `c` columns, the first page after a full pass included (the last section keeps
    ///   spare room); otherwise O(n log c) for n elements. In-order placement adds the moves
    ///   of the index past earlier items that start below a new one.
    public mutating func prepare(_ context: LayoutContext) {
        cache.prepare(context, configuration: configuration)
    }

    /// The content's extent across the scroll axis and the end of its last section along it.
    public var contentSize: Size { cache.contentSize }

    /// Discards the cached geometry so that the next ``prepare(_:)`` is a full pass; call it
    /// when item heights changed without a change of item counts (UIKit's `invalidateLayout`).
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        cache.invalidate()
    }

    /// Every section's frames (left-to-right; mirrored at query time) and extent.
    var store: SectionedStore { cache.store }

    /// What the last `prepare` did (a test hook).
    package var _lastPreparation: _Preparation { cache.lastPreparation }
}
