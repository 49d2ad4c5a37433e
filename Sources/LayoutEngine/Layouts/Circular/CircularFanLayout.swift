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
/// 6. The default `anglePerItem` is `atan(itemSize.width / radius)`: neighbours touch at their base.
/// 7. The wheel holds one turn: an item exists only while its angle lies in `[-π, π)`. Items
///    further round are not produced (``attributes(at:)`` returns nil), so a wheel of a million
///    items never draws wrapped-around copies on top of each other.
/// 8. As in the reference, an item's `zIndex` is its angle × 1 000 000 (rounded towards zero):
///    items further clockwise are drawn above their neighbours.
/// 9. Rect queries test the visual (rotated) bounds. The candidates come straight from the
///    rect: the arcs of the circle of item centres that lie within the rect grown by half an
///    item diagonal. For the viewport this is the visible arc of the half-angle θ,
///    widened so that it is provably complete (see ``attributes(in:)``).
/// 10. ``targetContentOffset(proposed:velocity:)`` rests with one item upright at the top.
///
/// No ``RectIndex`` is needed: the geometry is analytic, `prepare` stores no per-item data
/// (it is O(sections)), and a scroll costs O(1) to prepare and O(visible) to query.
///
/// - Note: Only horizontal scrolling is supported (the reference's only direction); a vertical
///   wheel does not follow from these rules without a second anchor convention. Content insets
///   and the layout direction are ignored, as in the reference (a UIKit custom layout does not
///   flip in right-to-left unless it opts in). The reference keeps the frame at the viewport's
///   centre in both axes; so does this layout (the frame's y includes the vertical offset).
///
/// Bad input never traps; each case has a defined result:
/// - `radius` negative, NaN or infinite reads as 0: items turn about their own centres, and the
///   default `anglePerItem` is π/2.
/// - `itemSize` extents negative, NaN or infinite read as 0. Zero-width items give a default
///   `anglePerItem` of 0 and a content width of 0: every item stands upright at the top.
///   Zero-height items cannot express the wheel's centre in unit coordinates: their anchor is
///   the centre (0.5, 0.5) and the transform adds the translation of a rotation about the
///   wheel's centre, so they are drawn where the rule places them.
/// - `anglePerItem` NaN, infinite, zero or negative reads as the default.
/// - A non-finite content offset reads as 0; an offset beyond the ends keeps turning the wheel
///   (a bounce), and snapping brings it back.
/// - A viewport taller than the wheel (its half height reaching the wheel's centre) shows the
///   whole wheel; queries still build only the items on the arcs the rect meets.
/// - Zero items: no elements, a content width of 0, snapping to 0. One item, or content no
///   wider than the viewport: the angle stays 0 (nothing divides by zero).
/// - ``validate()`` reports the configuration fields that trigger these fallbacks.
public struct CircularFanLayout: Hashable, Sendable {
    /// Every item's untransformed size (UIKit's `itemSize`).
    public var itemSize: Size
    /// The distance from the centre of an upright item to the wheel's centre below it.
    public var radius: Double
    /// The angle between neighbouring items, in radians; nil for the default
    /// `atan(itemSize.width / radius)`, which makes neighbours touch at their base.
    public var anglePerItem: Double?

    /// The geometry of the last ``prepare(_:)``.
    var wheel = Wheel()

    /// Creates a fan of items of `itemSize` on a wheel of `radius`.
    ///
    /// - Parameters:
    ///   - itemSize: every item's size.
    ///   - radius: from an upright item's centre down to the wheel's centre.
    ///   - anglePerItem: the angle between neighbours in radians; nil for the default.
    public init(itemSize: Size, radius: Double, anglePerItem: Double? = nil) {
        self.itemSize = itemSize
        self.radius = radius
        self.anglePerItem = anglePerItem
    }
}

// MARK: - Validation

extension CircularFanLayout {
    /// Throws for the first field that the layout would replace by a fallback at run time:
    /// an item extent or a radius that is not finite and positive, or an `anglePerItem` that is
    /// given but not finite and positive.
    ///
    /// - Complexity: O(1).
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requirePositive(itemSize.width, "itemSize.width")
        try LayoutConfigurationError.requirePositive(itemSize.height, "itemSize.height")
        try LayoutConfigurationError.requirePositive(radius, "radius")
        if let anglePerItem {
            try LayoutConfigurationError.requirePositive(anglePerItem, "anglePerItem")
        }
    }

    /// The angle between neighbours that the layout uses: ``anglePerItem`` when it is finite
    /// and positive, otherwise `atan(width / radius)` of the sanitised item size and radius
    /// (0 for zero-width items, π/2 for a zero radius).
    ///
    /// - Complexity: O(1).
    public var resolvedAnglePerItem: Double {
        if let anglePerItem, anglePerItem.isFinite, anglePerItem > 0 { return anglePerItem }
        let width = itemSize.width.sanitizedLength
        guard width > 0 else { return 0 }
        return PlatformMath.atan2(width, radius.sanitizedLength)
    }
}
