/// A line-based grid layout that behaves as UIKit's `UICollectionViewFlowLayout`, with optional
/// line alignment (the "vertical-align" / "left-aligned" flow layout) and magazine-feed widths.
///
/// Items flow into lines across the scroll direction (rows when scrolling vertically, columns
/// when scrolling horizontally); lines stack along it.
///
/// ```swift
/// var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
/// layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumInteritemSpacing: 10))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [1000]))
/// let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// The rules the layout follows, numbered as the code cites them (rules 1 to 9), what each
/// change costs, self-sizing and its behaviour on bad input are in the *Rules* and *In detail*
/// parts of this type's documentation page.
public struct FlowLayout: CollectionLayout, SectionStepsLayout, Sendable {
    /// What the layout does.
    ///
    /// Setting it makes the next `prepare` recompute everything, unless the only change is
    /// sizes appended to the lists of ``ItemSizing/sizes(_:)`` (the next page's sizes), or the
    /// next `prepare` is a batch update (``prepare(_:updates:)``), which says which items
    /// changed, without a look at every size.
    public var configuration: Configuration {
        didSet { cache.configurationChanged(from: oldValue, to: configuration) }
    }
    /// Geometry of the last `prepare`, and what updates keep.
    var cache = FlowCache()

    /// Creates a flow layout with a configuration.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Creates a vertically scrolling flow layout whose items all have `itemSize`.
    public init(itemSize: Size, scrollDirection: ScrollDirection = .vertical) {
        self.init(
            configuration: Configuration(itemSizing: .fixed(itemSize), scrollDirection: scrollDirection))
    }
}
