#if canImport(UIKit)
    import UIKit

    /// The invalidation context of a ``CollectionViewLayoutAdapter``: says what an invalidation
    /// that the adapter asked for changes.
    public final class LayoutAdapterInvalidationContext: UICollectionViewLayoutInvalidationContext {
        /// Whether the collection view's size changed: the layout is laid out again for the new
        /// viewport.
        public internal(set) var invalidatesViewportSize = false
        /// Whether only the content offset changed and the layout's answers depend on it (pinned
        /// headers or footers, effects that follow the scroll position, visible-items handlers):
        /// the layout refreshes those answers, in O(1) for the layouts of `LayoutEngine`.
        public internal(set) var invalidatesOffsetDependentAttributes = false
        /// Whether the adapter's layout was replaced or changed in place.
        public internal(set) var invalidatesLayoutValue = false
        /// Whether a cell reported its preferred size: the layout lays out its section again
        /// from that cell.
        public internal(set) var invalidatesReportedSizes = false
    }
#endif
