/// One scrolling line whose centred item is shown at full size while the items beside it
/// shrink, fade or turn away, and whose scrolling comes to rest with an item in the centre:
/// the banner carousel of countless app home screens.
///
/// The reference is `YZCenterFlowLayout` (a `UICollectionViewFlowLayout` subclass).
///
/// The frames are a formula of the slot, so nothing is stored per item: `prepare` is
/// O(sections), and a rect query computes its slot range from the rect, then applies the
/// effects to that range only, O(visible).
///
/// ```swift
/// var layout = CenterCarouselLayout(
///     itemSize: Size(width: 200, height: 120), spacingMode: .fixed(spacing: 12),
///     animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.5, sideItemShift: 0))
/// layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 200), itemCounts: [20]))
/// let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 200))
/// ```
///
/// The rules the layout follows, numbered as the code cites them (rules 1 to 16), its
/// deviations from the reference and its behaviour on bad input are in the *Rules* and *Bad
/// input* parts of this type's documentation page.
public struct CenterCarouselLayout: CollectionLayout, Sendable {
    /// The carousel's configuration; changes take effect at the next ``prepare(_:)``.
    public var configuration: Configuration
    /// What the last ``prepare(_:)`` resolved.
    var state: PreparedState
    /// The counts of the last prepare and what the last batch update keeps for its animation
    /// (rules 14 to 16).
    var update = FormulaUpdateState<PreparedState>()

    /// Creates a carousel with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
        self.state = PreparedState(
            geometry: Geometry(configuration, viewport: .zero), offset: 0, itemCounts: nil,
            sectionStarts: [0], isMirrored: false, copies: 1, liveStart: 0)
    }

    /// Creates a carousel of items of `itemSize` (the reference's defaults for the rest).
    public init(
        itemSize: Size, scrollDirection: ScrollDirection = .horizontal,
        spacingMode: SpacingMode = .fixed(spacing: 0),
        animationMode: AnimationMode = .scale(sideItemScale: 0.7, sideItemAlpha: 0.6, sideItemShift: 0),
        wrapsAround: Bool = false
    ) {
        self.init(
            configuration: Configuration(
                itemSize: itemSize, scrollDirection: scrollDirection, spacingMode: spacingMode,
                animationMode: animationMode, wrapsAround: wrapsAround))
    }
}

extension CenterCarouselLayout {
    /// The shortest page (item length plus line spacing) the layout uses, in points (rule 2).
    public static let minimumPageLength = 1.0
    /// The most elements a query returns (2 666 673): all that a viewport-sized rect can meet.
    ///
    /// A query tests the slots whose items can reach the rect: at most
    /// `(rect length + 5/3 · item length + 2) / page + 5` of them (the item itself, its reach
    /// when drawn, and one slot of rounding on each side). Items that overlap because the page is
    /// shorter than the item (an `overlap` visible offset beyond the item, a side scale near 0)
    /// are all drawn, so a degenerate configuration returns many: with the page at its minimum
    /// of 1 point and the viewport and item at ``LayoutContext/maximumLength``, a viewport query
    /// returns up to this many. A query is still O(k) for its k results. A longer rect (an
    /// infinite one, or a whole-content query of more items than this) that meets more items
    /// returns this many, those nearest the centred slot, so that a line of billions of items
    /// never answers with billions of elements.
    public static let maximumViewportElementCount =
        Int((LayoutContext.maximumLength * (1 + 5.0 / 3) + 2) / minimumPageLength) + 5
    /// The largest turn of a side item, in radians (π/2: edge-on).
    public static let maximumSideItemAngle = Double.pi / 2
    /// The smallest eye distance of the rotation mode's perspective, in points.
    static let minimumEyeDistance = 500.0

    /// The state one ``prepare(_:)`` resolves: geometry, offset and the item numbering.
    struct PreparedState: RunningNumbering, Sendable {
        /// The base geometry.
        var geometry: Geometry
        /// The content offset along the axis that the effects are computed from.
        var offset: Double
        /// The item counts as given, to tell whether the numbering must be redone; nil before the
        /// first prepare and after ``CenterCarouselLayout/invalidate()``.
        var itemCounts: [Int]?
        /// Rule 8: the running index of each section's first item, plus the total item count at
        /// the end.
        var sectionStarts: [Int]
        /// Whether slots run against the item order (rule 9).
        var isMirrored: Bool
        /// Rule 10: how many times the line repeats the ring of items (1 without wrap-around).
        var copies: Int
        /// Rule 11: the first of the `itemCount` consecutive slots that are drawn (0 without
        /// wrap-around).
        var liveStart: Int

        /// Rule 10: the number of slots on the line, `copies · itemCount`.
        var slotCount: Int { copies * itemCount }
        /// Rule 11: the slots that are drawn, one per item.
        var liveSlots: Range<Int> { liveStart..<(liveStart + itemCount) }
    }
}

extension CenterCarouselLayout {
    /// Discards what the last ``prepare(_:)`` resolved so that the next one recomputes
    /// everything, the item numbering included (UIKit's `invalidateLayout`). Until then,
    /// queries answer as at the last prepare. The item counts that the next
    /// ``prepare(_:updates:)`` checks its batch against are kept (rule 14).
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        state.itemCounts = nil
    }
}

// MARK: - CollectionLayout

extension CenterCarouselLayout {
    /// Resolves the geometry for `context`; nothing depends on the item count, so a scroll costs
    /// a few arithmetic operations.
    ///
    /// The steps: resolve the base geometry from the viewport size and the configuration
    /// (rules 1 and 2: a handful of arithmetic, so it is simply redone); number the items of
    /// all sections (rule 8), only when the item counts changed; note the reading direction
    /// (rule 9) and the content offset, from which queries compute the effects (rule 4); with
    /// wrap-around, count the copies of the ring (rule 10) and find the live slots (rule 11),
    /// both O(1).
    ///
    /// Item counts that are negative read as zero. A plain prepare zeroes
    /// ``contentOffsetAdjustment``; one that changes more than the content offset also ends the
    /// transition of the last batch update (rule 14): the appearing and disappearing queries
    /// then answer the current attributes.
    ///
    /// - Complexity: O(s) for s sections, to compare the item counts with the last ones (O(1)
    ///   for a single section); the numbering, also O(s), is redone only when they changed.
    ///   Nothing is O(n): a scroll, a resize or an append costs the same as any other prepare.
    public mutating func prepare(_ context: LayoutContext) {
        let geometry = Geometry(configuration, viewport: context.viewportSize)
        state.geometry = geometry
        state.renumber(for: context.itemCounts)
        state.isMirrored = geometry.axis == .horizontal && context.layoutDirection == .rightToLeft
        state.offset = context.contentOffset.value(along: geometry.axis)
        state.copies =
            configuration.wrapsAround
            ? Self.copyCount(itemCount: state.itemCount, geometry: geometry) : 1
        state.liveStart = liveStart()
        update.notePrepare(context)
    }

    /// Rule 3: the viewport plus one page per slot after the first along the axis, the
    /// viewport across it; zero without items. Without wrap-around there is one slot per item;
    /// with it, one per item and copy of the ring (rule 10).
    ///
    /// - Complexity: O(1).
    public var contentSize: Size {
        let geometry = state.geometry
        guard state.itemCount > 0 else { return .zero }
        return Size(
            along: geometry.axis, main: geometry.contentLength(count: state.slotCount),
            cross: geometry.viewport.length(along: geometry.axis.cross))
    }

    /// Every item whose visual bounds (its frame transformed as drawn at the prepared offset)
    /// intersect `rect`, in slot order.
    ///
    /// With wrap-around, each item is drawn once, in its live copy (rule 11): a query never
    /// returns a path twice, even when the ring is shorter than the rect.
    ///
    /// A null rect, or one with NaN coordinates, intersects nothing. At most
    /// ``maximumViewportElementCount`` items are returned: a rect that meets more (only one
    /// longer than any viewport can) returns those nearest the centred slot.
    ///
    /// - Complexity: O(k · log s), where k is the number of items whose frames, grown by the
    ///   furthest an item reaches when drawn, meet the rect (the visible items and a few beside
    ///   them), and s the number of sections (each item's path is a binary search; O(k) for a
    ///   single section).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let slots = candidateSlots(in: rect)
        guard !slots.isEmpty else { return [] }
        var result: [LayoutAttributes] = []
        // A viewport holds a handful of items; a whole-content query grows the array as usual.
        result.reserveCapacity(Swift.min(slots.count, 64))
        for slot in slots {
            let attributes = attributes(slot: slot)
            if attributes.visualBounds.intersects(rect) { result.append(attributes) }
        }
        return result
    }

    /// The item at `path` as drawn at the prepared offset (in its live copy with wrap-around,
    /// rule 11), or nil when there is none.
    ///
    /// - Complexity: O(log s), where s is the number of sections.
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard let index = state.item(at: path) else { return nil }
        return attributes(slot: slot(ofItem: index))
    }
}

// MARK: - Slots and running indices

extension CenterCarouselLayout {
    /// Rules 9 and 11: the live slot of the item with running index `index` (in `0..<itemCount`):
    /// its slot in the ring, moved by whole rings into the live slots.
    @inline(__always)
    func slot(ofItem index: Int) -> Int {
        let count = state.itemCount
        let ringSlot = state.isMirrored ? count - 1 - index : index
        let start = state.liveStart
        guard start > 0 else { return ringSlot }
        let remainder = (ringSlot - start) % count
        return start + (remainder < 0 ? remainder + count : remainder)
    }

    /// Rules 9 and 10: the running index of the item in `slot` (in `0..<slotCount`): slot `s`
    /// holds the ring's slot `s mod itemCount`, and ring slots and indices map both ways alike.
    @inline(__always)
    func item(inSlot slot: Int) -> Int {
        let count = state.itemCount
        let ringSlot = slot < count ? slot : slot % count
        return state.isMirrored ? count - 1 - ringSlot : ringSlot
    }
}

// MARK: - Query

extension CenterCarouselLayout {
    /// The slots whose frames, grown by the visual reach, meet `rect`, clamped to the live slots
    /// (rule 11).
    ///
    /// Computed from the rect, not through `RectIndex`: the frames are a formula, so no index
    /// is built or stored (0 bytes per item, prepare O(1)).
    func candidateSlots(in rect: Rect) -> Range<Int> {
        let count = state.itemCount
        let geometry = state.geometry
        guard count > 0, !rect.isNull else { return 0..<0 }
        let axis = geometry.axis
        let reach = geometry.visualReach
        let crossStart = geometry.crossInset - reach.cross
        let crossEnd = geometry.crossInset + geometry.itemSize.length(along: axis.cross) + reach.cross
        guard rect.min(along: axis.cross) < crossEnd, crossStart < rect.max(along: axis.cross) else {
            return 0..<0
        }
        // Slot s reaches [inset + s·page − reach, inset + s·page + L + reach]; one slot more on
        // each side absorbs rounding.
        let length = geometry.itemSize.length(along: axis)
        let first = (rect.min(along: axis) - geometry.mainInset - length - reach.main) / geometry.page - 1
        let last = (rect.max(along: axis) - geometry.mainInset + reach.main) / geometry.page + 1
        guard !first.isNaN, !last.isNaN else { return 0..<0 }
        let live = state.liveSlots
        guard last >= Double(live.lowerBound), first <= Double(live.upperBound - 1) else { return 0..<0 }
        let low = Self.slot(first.rounded(.down), clampedTo: live)
        let high = Self.slot(last.rounded(.up), clampedTo: live)
        guard low <= high else { return 0..<0 }
        return Self.nearestSlots(low...high, to: nearestSlot(toPosition: state.offset / geometry.page))
    }

    /// At most ``maximumViewportElementCount`` slots of `slots`, those nearest `centre`: what a
    /// rect longer than any viewport (an infinite one) over a line of billions of items may
    /// test, so that its answer stays bounded.
    static func nearestSlots(_ slots: ClosedRange<Int>, to centre: Int) -> Range<Int> {
        let limit = maximumViewportElementCount
        guard slots.upperBound - slots.lowerBound >= limit else {
            return slots.lowerBound..<(slots.upperBound + 1)
        }
        let centre = Swift.min(Swift.max(centre, slots.lowerBound), slots.upperBound)
        let start = Swift.min(Swift.max(slots.lowerBound, centre - limit / 2), slots.upperBound - limit + 1)
        return start..<(start + limit)
    }

    /// `value` (a whole number, not NaN) clamped to the slots of `live` and converted.
    ///
    /// The comparisons come first: near `Int.max` a slot's `Double` rounds up to 2⁶³, which
    /// `Int` cannot hold, so only a value strictly below the last slot's `Double` (and so
    /// below 2⁶³) is converted.
    static func slot(_ value: Double, clampedTo live: Range<Int>) -> Int {
        if value <= Double(live.lowerBound) { return live.lowerBound }
        if value >= Double(live.upperBound - 1) { return live.upperBound - 1 }
        return Swift.min(Swift.max(Int(value), live.lowerBound), live.upperBound - 1)
    }

    /// The item in `slot` as drawn at the prepared offset (rules 3 to 6).
    func attributes(slot: Int) -> LayoutAttributes {
        let geometry = state.geometry
        let effect = geometry.effect
        let distance = Double(slot) * geometry.page - state.offset
        let ratio = SideEffect.centeredness(distance: distance, page: geometry.page)
        return LayoutAttributes(
            path: state.path(ofItem: item(inSlot: slot)),
            frame: geometry.baseFrame(slot: slot, shift: effect.shift(at: ratio)),
            transform3D: effect.transform(at: ratio, isAfterCenter: distance > 0, axis: geometry.axis),
            alpha: effect.alpha(at: ratio),
            zIndex: SideEffect.zIndex(at: ratio))
    }
}
