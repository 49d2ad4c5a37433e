/// A public layout over the incremental driver (``IncrementalSectionedLayout``): the flow and
/// the waterfall. The layout holds its configuration and the driver; its ``SectionSteps`` hold
/// its rules. What every such layout answers the same way — preparing, the queries, batch
/// updates, self-sizing and their animations — is written once here, and states the contract;
/// each layout's documentation page holds its own rules (lines, columns) and exact costs.
protocol SectionStepsLayout: CollectionLayout {
    /// The layout's rules, as the driver runs them.
    associatedtype Steps: SectionSteps

    /// What the layout does.
    var configuration: Steps.Configuration { get }
    /// Geometry of the last `prepare`, and what updates keep.
    var cache: IncrementalSectionedLayout<Steps> { get set }
}

// The members below are the public members of each conforming layout. The protocol is
// internal, so documentation tools leave its extension out unless each member says otherwise:
// `@_documentation(visibility: public)` puts it on the pages of the layouts that conform.
// Mutating members that `CollectionLayout` gives a default (`prepare(_:updates:)`,
// `invalidate()`, both `reportSize`) are declared by each layout instead: the symbol graph
// lists the protocol's default beside a mutating witness from here, and its documentation
// links become ambiguous.

// MARK: - Preparing and querying

extension SectionStepsLayout {
    /// Lays out the sections of `context`, redoing only what changed since the last call:
    ///
    /// 1. Only the viewport's origin changed (a scroll): nothing is recomputed; pinned headers
    ///    and footers follow the new offset at query time.
    /// 2. Only the last section's item count grew, everything else equal (the next page): the
    ///    new items are laid out from where the section ended, with frames identical to a full
    ///    pass.
    /// 3. Item sizes were reported or invalidated: each such section is laid out again from its
    ///    first changed item (see ``reportSize(_:forItemAt:)``); a self-sizing flow section only
    ///    up to the first of its chunks of about 1024 items past the last change, the later
    ///    chunks moving as sections do.
    /// 4. Anything else (a resize, a new configuration): every section, once.
    ///
    /// Bad input: negative item counts read as zero, and at most
    /// ``LayoutContext/maximumItemCount`` items are laid out
    /// (``LayoutContext/laidOutItemCounts``); an empty viewport lays items out in a zero-width
    /// content; the layout's documentation page says how bad values of its configuration read.
    /// Zero lengths stay zero: elements of zero size share a position, and a query that meets
    /// it returns them all.
    ///
    /// - Complexity: O(1) for a scroll (O(s) for s sections when the context holds a new copy of
    ///   the item counts, to compare them); for an append, the appended items and the part of
    ///   the section they continue from; O(n) for n items otherwise. The layout's documentation
    ///   page gives its exact costs.
    @_documentation(visibility: public)
    public mutating func prepare(_ context: LayoutContext) {
        cache.prepare(context, configuration: configuration)
    }

    /// Size of the whole scrollable content after ``prepare(_:)``.
    @_documentation(visibility: public)
    public var contentSize: Size { cache.contentSize }

    /// Every element whose frame intersects `rect`: cells, headers and footers (pinned ones at
    /// their pinned place), and section backgrounds where the layout has them.
    ///
    /// - Complexity: O(log s + m · c · log n + k) for s sections, m of them spanning the rect,
    ///   c length classes of each section's ``RectIndex`` (a handful), n items per section and
    ///   k results.
    @_documentation(visibility: public)
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        cache.store.cellAttributes(in: rect)
    }

    /// The cell at `path`, or nil when the path names no item.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        cache.store.cellAttributes(at: path)
    }

    /// The header or footer of `section` (``ElementKind/sectionHeaderKind`` or
    /// ``ElementKind/sectionFooterKind``, UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)`)
    /// as drawn now, at its pinned place when it pins; nil for another kind or a section
    /// without one.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        cache.store.supplementaryAttributes(ofKind: kind, inSection: section)
    }

    /// The decoration of `kind` in `section` (such as ``ElementKind/sectionBackgroundKind``),
    /// UIKit's `layoutAttributesForDecorationView(ofKind:at:)`; nil for another kind or a
    /// section without one.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        cache.store.decorationAttributes(ofKind: kind, inSection: section)
    }

    /// Whether the answers depend on the content offset: exactly when section headers or
    /// footers pin to the visible bounds (``Configuration/sectionHeadersPinToVisibleBounds``,
    /// ``Configuration/sectionFootersPinToVisibleBounds``). Every other frame is fixed by the
    /// viewport's size, the data and the configuration.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public var attributesDependOnContentOffset: Bool {
        configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
    }

    /// Every section's frames and extent (frames left-to-right; mirrored at query time).
    var store: SectionedStore { cache.store }
}

// MARK: - Batch updates and their animations

extension SectionStepsLayout {
    /// How far the host should move its content offset after the last `prepare` so that what
    /// the user reads keeps its place on screen: the text being read (the first cell whose
    /// leading edge was in the visible area: the smallest leading edge, then the smallest path),
    /// after reported or invalidated sizes and after a batch update (among the cells that
    /// survive it, see ``prepare(_:updates:)``). Add
    /// it to the offset and clamp to the content, as UIKit does.
    @_documentation(visibility: public)
    public var contentOffsetAdjustment: Point { cache.contentOffsetAdjustment }

    /// Marks the sizes of the items at `paths` (numbered as in the last `prepare`) as changed:
    /// the next `prepare` lays out each of their sections again from the first of them, and
    /// anchors the text being read (``contentOffsetAdjustment``). Use it when a closure or a
    /// list of the configuration now answers differently for these items; ``invalidate()``
    /// stays the switch for "everything changed". Paths with a negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths; the next `prepare` costs the items from each section's
    ///   first changed item on (from the point its rules kept before it).
    @_documentation(visibility: public)
    public mutating func invalidateItems(at paths: [ItemPath]) {
        cache.invalidateItems(at: paths)
    }

    /// Where the cell at `path` (numbered after the last update) starts its animation, by
    /// UIKit's flow-layout rules (``CollectionLayout/initialAttributes(forAppearingItemAt:)``):
    /// a cell that survived comes from its old place, an inserted or reloaded one fades in
    /// (alpha 0) at its new place.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    @_documentation(visibility: public)
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.appearingCell(at: path, cache.transition)
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation, by
    /// UIKit's flow-layout rules (``CollectionLayout/finalAttributes(forDisappearingItemAt:)``):
    /// at its new place when it survived, faded out where it was otherwise.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    @_documentation(visibility: public)
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.disappearingCell(at: path, cache.transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered after the last update) starts
    /// its animation: its section's old place, or faded in when the section is new.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.appearingSupplementary(ofKind: kind, at: path, cache.transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered before the last update) ends
    /// its animation: its section's new place, or faded out when the section is gone.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.disappearingSupplementary(ofKind: kind, at: path, cache.transition)
    }
}

// MARK: - Measurement for a host

extension SectionStepsLayout {
    /// Whether the header or footer of `kind` at `path` (`ItemPath(item: 0, section: section)`)
    /// is laid out from its estimate: true for a shown, self-sizing one of a laid-out section
    /// until its size is reported (``reportSize(_:forSupplementaryOfKind:at:)``); the layout's
    /// documentation page names the estimates that make a header or footer self-size.
    ///
    /// - Complexity: O(1) expected.
    @_documentation(visibility: public)
    public func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        cache.needsMeasurement(ofSupplementaryOfKind: kind, at: path, configuration: configuration)
    }
}

// MARK: - Test hooks

extension SectionStepsLayout {
    /// The number of items the last `prepare` laid out again section by section, after
    /// reported sizes, invalidations or a batch update (0 after any other pass): a test hook.
    package var _lastRelaidOutItemCount: Int { cache.lastRelaidOutItemCount }
}
