/// A waterfall (masonry, Pinterest-style) layout: items of equal width and varying height in
/// columns, each new item in the column that is currently shortest, so that columns stay even
/// and no gaps open.
///
/// There is no UIKit class for it; its reference is the hand-written `UICollectionViewLayout`
/// subclass every iOS team writes for a Pinterest feed (the Ray Wenderlich "Pinterest" tutorial
/// layout and `CHTCollectionViewWaterfallLayout`), with `UICollectionViewFlowLayout`'s names for
/// what both share (section insets, full-width headers and footers, pinned headers).
///
/// ```swift
/// var layout = WaterfallLayout(configuration: .init(
///     columnCount: 2, columnSpacing: 8, itemSpacing: 8,
///     itemHeight: .aspectRatio { path in photos[path.item].height / photos[path.item].width }))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [photos.count]))
/// let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// The rules the layout follows, numbered as the code cites them (rules 1 to 8), what each
/// change costs, self-sizing and its behaviour on bad input are in the *In detail* part of
/// this type's documentation page.
public struct WaterfallLayout: CollectionLayout, SectionStepsLayout, Sendable {
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

extension WaterfallLayout {
    /// What the last `prepare` did (a test hook).
    package var _lastPreparation: _Preparation { cache.lastPreparation }
}
