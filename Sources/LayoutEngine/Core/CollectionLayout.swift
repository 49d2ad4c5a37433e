/// A collection-view layout: computes where every element of a scrolling collection goes.
///
/// The contract follows `UICollectionViewLayout`: a collection view calls ``prepare(_:)`` with
/// its current state, then asks for the elements in the visible rectangle on every frame.
/// Layouts are value types whose copies are cheap (copy-on-write caches).
public protocol CollectionLayout {
    /// Computes (or cheaply refreshes) geometry for this state of the collection.
    ///
    /// A layout redoes only what changed since the last call: a scroll costs O(visible),
    /// appending items to the last section O(appended), a resize one full pass.
    mutating func prepare(_ context: LayoutContext)

    /// Size of the whole scrollable content after ``prepare(_:)``.
    var contentSize: Size { get }

    /// Every element (cells, supplementary, decoration) whose frame intersects `rect`.
    ///
    /// Layouts with transforms test the transformed (visual) bounds. The order is unspecified.
    ///
    /// - Complexity: O(log n + k), where n is the number of elements and k the number returned.
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// The cell at `path`, or nil when there is none.
    func attributes(at path: ItemPath) -> LayoutAttributes?

    /// Where scrolling should come to rest (snapping layouts override; default: `proposed`).
    func targetContentOffset(proposed: Point, velocity: Point) -> Point
}

extension CollectionLayout {
    /// The proposed offset unchanged: layouts without snapping let scrolling rest anywhere.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        proposed
    }
}
