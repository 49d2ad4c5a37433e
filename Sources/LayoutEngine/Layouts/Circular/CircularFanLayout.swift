/// Items on a turning wheel: the row fans out like a hand of cards, and scrolling turns the wheel.
///
/// The reference is the spinning-wheel `UICollectionViewLayout` subclass of the well-known
/// "custom collection view layout" tutorial (`CircularCollectionViewLayout`): a horizontal
/// collection whose cells stand on a circle centred below the viewport.
///
/// ```swift
/// var fan = CircularFanLayout(itemSize: Size(width: 120, height: 160), radius: 600)
/// fan.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [40]))
/// let visible = fan.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// The layout follows these rules, in the order ``prepare(_:)`` applies them:
///
/// 1. The items of every section stand on one wheel, in order (section 0's first, then
///    section 1's …); "item g" below is that running index.
/// 2. The content is `count × itemSize.width` wide and as tall as the viewport.
/// 3. Every item's untransformed `frame` is `itemSize`, centred in the viewport (so frames move
///    with the content offset).
/// 4. The wheel's centre lies `radius` below the viewport's centre. Every item's anchor point
///    sits there: `(0.5, (itemSize.height / 2 + radius) / itemSize.height)`.
/// 5. Item g's transform is a rotation by its angle about that anchor (positive angles turn
///    clockwise). As the offset goes from 0 to its maximum (content width − viewport width),
///    item 0's angle goes linearly from 0 to `-(count - 1) × anglePerItem`, so each item in turn
///    stands upright at the top; item g's angle is item 0's plus `g × anglePerItem`.
/// 6. The default `anglePerItem` is `atan(itemSize.width / radius)`: neighbours touch at their
///    base. No angle is less than ``minimumAnglePerItem``, so at most 4096 items are on the
///    wheel at once and a query costs O(visible) however narrow the items (zero-width items
///    included) and however many there are.
/// 7. The wheel holds one turn: an item exists only while its angle lies in `[-π, π)`, so a
///    wheel of a million items never draws wrapped-around copies on top of each other.
/// 8. As in the reference, an item's `zIndex` is its angle × 1 000 000 (rounded towards zero):
///    items further clockwise are drawn above their neighbours.
/// 9. Rect queries test the visual (rotated) bounds. The candidates come straight from the
///    rect (the arcs of the circle of item centres within the rect grown by half an item
///    diagonal), because the reference's visible half-angle misses items for small radii, tall
///    viewports and rects other than the viewport.
/// 10. ``targetContentOffset(proposed:velocity:)`` rests with one item upright at the top.
///
/// Batch updates (UIKit's `performBatchUpdates`, through ``prepare(_:updates:)``):
///
/// 11. A batch is checked against the item counts of the last prepare (kept through
///     configuration changes and ``invalidate()``) and those of the new context; an invalid
///     batch throws and leaves the layout as it was. The wheel is then prepared as
///     ``prepare(_:)`` prepares it, and keeps the wheel before the batch until a
///     ``prepare(_:)`` that changes the item counts ends the transition (a scroll, such as the
///     host applying the adjustment, keeps it and zeroes the adjustment).
/// 12. A surviving item's animation starts at the attributes the wheel before the batch gave
///     its old path, *at the offset of that prepare*: its old angle (and its frame, centred in
///     the old viewport), since both depend on the offset; it ends at its new angle at the
///     prepared offset, so it turns with the wheel. An item that was off the wheel before
///     (rule 7) fades in instead, as inserted and reloaded items do at their final attributes;
///     deleted and reloaded items, and survivors now off the wheel, fade out at their old
///     attributes (UIKit's rules for `initialLayoutAttributesForAppearingItem(at:)` and
///     `finalLayoutAttributesForDisappearingItem(at:)`).
/// 13. ``contentOffsetAdjustment`` moves the offset so that the item nearest the top before
///     the batch keeps its angle (when the batch deleted or reloaded it, the item that takes
///     its place: a reload's replacement, an item inserted where it was, or else the next
///     surviving item). Snapping rests on the adjusted offset.
///
/// Directions (the reference has neither):
///
/// 14. With ``Configuration/scrollDirection`` `.vertical`, the fan is the horizontal one with x
///     and y swapped: the content is as wide as the viewport and `count × itemSize.height`
///     tall, the wheel's centre lies `radius` to the right of the viewport's centre, and
///     scrolling down turns it; the default `anglePerItem` is `atan(itemSize.height / radius)`.
///     Every rule above holds with the axes swapped, `zIndex` included (an item's transform
///     turns by the negated angle, since swapping the axes mirrors a turn).
/// 15. With ``Configuration/followsLayoutDirection`` and a right-to-left context, the fan is
///     mirrored: a horizontal fan at offset x draws the mirror image of the left-to-right fan
///     at offset `maxOffset − x` (item 0 upright at the right end), a vertical fan the mirror
///     image of its picture at the same offset (the wheel's centre on the left). The frames
///     stay centred in the viewport; anchor points, transforms, angles, snapping and the
///     adjustment of rule 13 are mirrored, `zIndex` is the unmirrored fan's.
///
/// The geometry is analytic, so nothing is stored per item and no ``RectIndex`` is needed:
/// `prepare` is O(sections), a scroll O(1), and a query O(visible). Any item count is laid
/// out (up to `Int.max` in total), but the top item's index is a `Double`: exact up to 2⁵³
/// items; beyond that, scrolling moves the wheel in steps of several items.
///
/// - Note: Content insets are ignored, as in the reference; the layout direction is too unless
///   ``Configuration/followsLayoutDirection`` is set (rule 15), since the reference, a plain
///   `UICollectionViewLayout` subclass, is not mirrored by UIKit
///   (`flipsHorizontallyInOppositeLayoutDirection` is false in the base class:
///   https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection).
///
/// Bad input never traps: ``Configuration`` documents the fallback for each field (and
/// ``Configuration/validate()`` reports it); a non-finite content offset reads as 0, and an
/// offset beyond the ends keeps turning the wheel (a bounce; snapping brings it back); zero
/// items give no elements, and one item, or content no wider than the viewport, stays upright.
public struct CircularFanLayout: Hashable, Sendable {
    /// The fan's configuration; changes take effect at the next ``prepare(_:)``.
    public var configuration: Configuration

    /// The geometry of the last ``prepare(_:)``.
    var wheel = Wheel()
    /// The counts of the last prepare and what the last batch update keeps for its animation
    /// (rules 11 to 13).
    var update = FormulaUpdateState<Wheel>()

    /// Creates a fan with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Creates a fan of items of `itemSize` on a wheel of `radius`.
    ///
    /// - Parameters:
    ///   - itemSize: every item's size.
    ///   - radius: from an upright item's centre to the wheel's centre.
    ///   - anglePerItem: the angle between neighbours in radians; nil for the default.
    ///   - scrollDirection: the direction the content scrolls in (rule 14).
    ///   - followsLayoutDirection: whether the fan mirrors itself for a right-to-left layout
    ///     direction (rule 15).
    public init(
        itemSize: Size, radius: Double, anglePerItem: Double? = nil,
        scrollDirection: ScrollDirection = .horizontal, followsLayoutDirection: Bool = false
    ) {
        self.init(
            configuration: Configuration(
                itemSize: itemSize, radius: radius, anglePerItem: anglePerItem,
                scrollDirection: scrollDirection,
                followsLayoutDirection: followsLayoutDirection))
    }
}

extension CircularFanLayout {
    /// The smallest angle between neighbours, in radians: π/2048, so that at most 4096 items
    /// are on the wheel at once (rule 7).
    ///
    /// It keeps a query O(visible) whatever the configuration: without it, zero-width items
    /// (or a tiny `anglePerItem`) would stand all at one angle, and a viewport over a million
    /// of them would return a million elements. Ordinary wheels never reach it: an item 1
    /// point wide on a radius of 650 points already turns by more.
    public static let minimumAnglePerItem = Double.pi / 2048
}

extension CircularFanLayout {
    /// Discards the prepared geometry so that the next ``prepare(_:)`` recomputes everything,
    /// the section table included (UIKit's `invalidateLayout`). Until then, queries answer as
    /// at the last prepare. The item counts that the next ``prepare(_:updates:)`` checks its
    /// batch against are kept (rule 11).
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        wheel.itemCounts = nil
    }
}

extension CircularFanLayout {
    /// The wheel, as the state of a formula layout.
    var state: Wheel {
        get { wheel }
        set { wheel = newValue }
    }
}
