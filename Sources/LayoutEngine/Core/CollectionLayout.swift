/// A collection-view layout: computes where every element of a scrolling collection goes.
///
/// The contract follows `UICollectionViewLayout`: a collection view calls ``prepare(_:)`` with
/// its current state, then asks for the elements in the visible rectangle on every frame.
/// Layouts are value types whose copies are cheap (copy-on-write caches).
///
/// When the data changes under a layout, the host hands the change to
/// ``prepare(_:updates:)`` (UIKit's `performBatchUpdates`), animates from
/// ``initialAttributes(forAppearingItemAt:)`` and ``finalAttributes(forDisappearingItemAt:)``,
/// and moves its content offset by ``contentOffsetAdjustment`` so that what the user looks at
/// stays in place.
///
/// ## Sideways-scrolling bands
///
/// Seven requirements, ``orthogonalSection(containing:)``, ``orthogonalOffset(forSection:)``,
/// ``orthogonalOffsetRange(forSection:)``, ``setOrthogonalOffset(_:forSection:)``,
/// ``targetOrthogonalOffset(velocity:forSection:parentDecelerationRate:)``,
/// ``orthogonalDecelerationRate(forSection:)`` and ``orthogonalSectionBounces(_:)``, are one
/// optional capability: sections that scroll across the layout's own axis (as
/// ``CompositionalLayout``'s orthogonal sections). Each has a default meaning "no band", so a
/// layout without such sections implements none of them.
public protocol CollectionLayout {
    /// Computes (or cheaply refreshes) geometry for this state of the collection.
    ///
    /// A layout redoes only what changed since the last call: a scroll costs O(visible),
    /// appending items to the last section O(appended), a resize one full pass.
    mutating func prepare(_ context: LayoutContext)

    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (UIKit's `performBatchUpdates`), and keeps what a renderer needs to animate the change:
    /// ``contentOffsetAdjustment`` until the next `prepare`, and the four appearing and
    /// disappearing queries until a `prepare` that changes more than the content offset (so
    /// that the host can apply the adjustment first, as UIKit keeps its update state until
    /// `finalizeCollectionViewUpdates`).
    ///
    /// When the transition ends, one rule for every layout: a later ``prepare(_:)`` whose
    /// context differs from the last prepared one at most in the content offset
    /// (``LayoutChange`` `.none` or `.scroll`) keeps it; any other (a new viewport size, new
    /// item counts, other insets, margins, direction or scale, or one that lays out again after
    /// reported sizes, a new configuration or an invalidation) ends it, after which the
    /// appearing and disappearing queries answer as if there had been no batch. The carousel
    /// and the fan keep no copy of their configuration between prepares: for them a new
    /// configuration alone keeps the transition, until a prepare with another context ends it.
    ///
    /// The batch follows UIKit's rules (see ``CollectionUpdate``): deletes, reloads and move
    /// sources name paths in the last prepared data, inserts and move destinations paths in
    /// `context`, and the counts must add up. Before the first `prepare` there is nothing to
    /// check the batch against, and the layout is prepared for `context` alone.
    ///
    /// - Throws: ``CollectionUpdateError`` naming the section (and item) where the batch does
    ///   not add up; the layout is then left exactly as it was.
    mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError)

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
    ///
    /// `proposed` is where scrolling would stop on its own, with the flick's momentum already
    /// in it; `velocity` is the scrolling speed along each axis when the finger lifted, in
    /// points per second (positive toward larger offsets). UIKit hands its layouts points per
    /// millisecond: multiply by 1000 (the `LayoutEngineUIKit` adapter does).
    func targetContentOffset(proposed: Point, velocity: Point) -> Point

    /// The content offset that shows the cell at `path` at `position`, for a layout whose
    /// cells do not move with the content (a wheel that turns them, a line that snaps), or nil,
    /// the default, to let a host align the cell's frame with the visible area.
    ///
    /// `context` is the host's state: its bounds are the viewport at the current content
    /// offset, which may differ from the offset of the last ``prepare(_:)`` (the data is the
    /// same). An answer is one of the layout's resting offsets (one that
    /// ``targetContentOffset(proposed:velocity:)`` keeps); for ``ScrollPosition/nearest``, the
    /// current offset when the cell already shows wholly in the visible area (the viewport less
    /// the content insets) there. A host clamps the answer to the content.
    func contentOffset(showing path: ItemPath, position: ScrollPosition, in context: LayoutContext) -> Point?

    /// Where the cell at `path` (numbered after the last update) starts its animation: where
    /// it was before the update when it was there (moved, or shifted by other changes), its
    /// final attributes with alpha 0 when the update inserted or reloaded it; nil when `path`
    /// names no cell. Without an update in flight, the layouts of this package answer the
    /// cell's current attributes.
    func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes?

    /// Where the cell at `path` (numbered before the last update) ends its animation: where it
    /// is after the update when it survived, its old attributes with alpha 0 when the update
    /// deleted or reloaded it; nil when `path` named no cell. Without an update in flight, the
    /// layouts of this package answer the cell's current attributes; the default answers nil
    /// (UIKit's base layout).
    func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes?

    /// Where the supplementary view of `kind` at `path` (numbered after the last update)
    /// starts its animation, by the rules of ``initialAttributes(forAppearingItemAt:)``
    /// applied to its section: from where it was when its section survived the update, at its
    /// final place with alpha 0 when its section was inserted or reloaded.
    func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes?

    /// Where the supplementary view of `kind` at `path` (numbered before the last update) ends
    /// its animation, by the rules of ``finalAttributes(forDisappearingItemAt:)`` applied to its
    /// section.
    func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes?

    /// How far the host should move its content offset after the last `prepare` so that the
    /// content the user was looking at keeps its place on screen (UIKit's
    /// `contentOffsetAdjustment`): zero unless elements before the visible ones changed size,
    /// appeared or disappeared.
    var contentOffsetAdjustment: Point { get }

    /// The supplementary view of `kind` in `section` (UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` for section headers and footers),
    /// or nil when there is none. The default answers nil, for layouts without supplementary
    /// views.
    func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int) -> LayoutAttributes?

    /// The decoration view of `kind` in `section` (UIKit's
    /// `layoutAttributesForDecorationView(ofKind:at:)`, such as a section background), or
    /// nil when there is none. The default answers nil, for layouts without decoration views.
    func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int) -> LayoutAttributes?

    /// Reports the measured size of the cell at `path` (self-sizing, UIKit's
    /// `preferredLayoutAttributesFitting(_:)`), numbered as in the last `prepare`: from the next
    /// `prepare` on, the cell has this size where its layout laid it out from an estimate, and
    /// ``contentOffsetAdjustment`` keeps what the user looks at in place. The default ignores
    /// the report (a layout whose sizes are all known).
    mutating func reportSize(_ size: Size, forItemAt path: ItemPath)

    /// Discards the computed geometry so that the next `prepare` lays out everything again
    /// (UIKit's `invalidateLayout()`): what a host calls when something the layout cannot see
    /// changed, such as the answers of a sizing closure. The default does nothing, for
    /// layouts that keep nothing between prepares.
    mutating func invalidate()

    /// Whether the answers of the queries depend on the content offset of the last `prepare`
    /// (pinned headers or footers, effects that follow the scroll position, visible-items
    /// handlers), so that a host must `prepare` again at every new offset for them to stay
    /// right. When it is false, a scroll changes no answer and a host may skip the `prepare`.
    ///
    /// A change of the viewport's size is a new layout whatever this answers. The default
    /// answers true, which is always safe: a scroll-only `prepare` costs O(1) in the layouts
    /// of this package.
    var attributesDependOnContentOffset: Bool { get }

    /// Whether the cell at `path` is laid out from an estimated size that a measurement
    /// (``reportSize(_:forItemAt:)``) would replace: true until its size is reported. A host
    /// asks its renderer to measure such cells as they appear. The default answers false.
    func needsMeasurement(ofItemAt path: ItemPath) -> Bool

    /// Reports the measured size of the supplementary view of `kind` at `path` (a self-sizing
    /// header, footer, boundary item or badge), numbered as in the last `prepare`; for views
    /// that belong to a section rather than an item (headers, footers, boundary items), `path`
    /// is the section's `ItemPath(item: 0, section: section)`. From the next `prepare` on, the
    /// view has this size where the layout laid it out from an estimate, and
    /// ``contentOffsetAdjustment`` keeps what the user looks at in place. The default ignores
    /// the report.
    mutating func reportSize(_ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath)

    /// Whether the supplementary view of `kind` at `path` is laid out from an estimated size
    /// that ``reportSize(_:forSupplementaryOfKind:at:)`` would replace. A host asks its
    /// renderer to measure such views as they appear. The default answers false.
    func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool

    // MARK: Optional capability: sideways-scrolling bands (orthogonal sections)
    //
    // The seven `orthogonal…` members below form one capability, that of a layout with
    // sections scrolling across its own axis (a compositional layout's
    // `orthogonalScrollingBehavior`). They are requirements, not a refining protocol, so that a
    // host generic over any layout calls them statically (no existential cast); every one has
    // a default meaning "no band" (`CollectionLayout+OrthogonalSections.swift`), and a layout
    // without bands implements none of them.

    /// The section whose sideways-scrolling band contains `point` (content coordinates) and the
    /// axis the band scrolls along, for a host that lets a drag scroll that band; nil, the
    /// default, where there is none.
    func orthogonalSection(containing point: Point) -> (section: Int, axis: Axis)?

    /// Where band `section` is scrolled to across the layout's scroll axis; 0 by default.
    func orthogonalOffset(forSection section: Int) -> Double

    /// The offsets band `section` rests between; `0...0` by default.
    func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Double>

    /// Scrolls band `section` to `offset` without laying anything out again; the default does
    /// nothing.
    mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int)

    /// Where a flick of band `section` at `velocity` (points per second along its offset) comes
    /// to rest, given the rate of the scroll around it; the current offset by default.
    func targetOrthogonalOffset(
        velocity: Double, forSection section: Int, parentDecelerationRate: DecelerationRate
    ) -> Double

    /// The rate band `section` slows down at, when it has its own; nil (the scroll around
    /// it's) by default.
    func orthogonalDecelerationRate(forSection section: Int) -> DecelerationRate?

    /// Whether band `section` rubber-bands past its edges and bounces back (UIKit's
    /// `orthogonalScrollingProperties.bounce`); by default when it has something to scroll
    /// (UIKit's `.automatic`).
    func orthogonalSectionBounces(_ section: Int) -> Bool
}

extension CollectionLayout {
    /// The proposed offset unchanged: layouts without snapping let scrolling rest anywhere.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        proposed
    }

    /// A full ``prepare(_:)`` for `context`, without checking `updates`: the default of a
    /// layout that does not keep the counts it last prepared.
    ///
    /// - Complexity: that of ``prepare(_:)``.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        prepare(context)
    }

    /// The cell's current attributes (``attributes(at:)``): the default of a layout that keeps
    /// nothing of the last update, whose cells appear where they are.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        attributes(at: path)
    }

    /// Nil: the default of a layout that keeps nothing of the last update, whose cells
    /// disappear without an animation of their own (as UIKit's base layout).
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        nil
    }

    /// Nil: the default of a layout that keeps nothing of the last update (as UIKit's base
    /// layout, the supplementary view keeps its final attributes).
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Nil: the default of a layout that keeps nothing of the last update.
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Zero: the default of a layout that does not anchor its content across updates.
    public var contentOffsetAdjustment: Point { .zero }

    /// Nil: the default of a layout without supplementary views.
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        nil
    }

    /// Nil: the default of a layout without decoration views.
    public func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        nil
    }

    /// Nothing: the default of a layout whose item sizes come from its configuration alone.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {}

    /// Nothing: the default of a layout that keeps nothing between prepares.
    public mutating func invalidate() {}

    /// True: the safe default, under which a host prepares the layout at every new offset.
    public var attributesDependOnContentOffset: Bool { true }

    /// False: the default of a layout whose sizes are all known.
    public func needsMeasurement(ofItemAt path: ItemPath) -> Bool { false }

    /// Nothing: the default of a layout whose supplementary views have known sizes.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {}

    /// False: the default of a layout whose supplementary views have known sizes.
    public func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        false
    }
}
