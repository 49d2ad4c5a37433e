import LayoutEngine

/// Shared carousels for the CenterCarouselLayout tests, with their hand-checked numbers.
enum CarouselFixtures {
    /// 400 × 300 viewport, 200 × 100 items, `fixed(spacing: 10)`, side scale 0.8, alpha 0.5:
    /// inset 100 along, 100 across; the scaled side item leaves (200 − 160) / 2 = 20 at each
    /// end, so the line spacing is 10 − 20 = −10 and the page 190.
    static let viewport = Size(width: 400, height: 300)
    /// The page of ``scaleLayout(shift:)``.
    static let page = 190.0

    /// The horizontal scale carousel described above, with an optional side shift.
    static func scaleLayout(shift: Double = 0) -> CenterCarouselLayout {
        CenterCarouselLayout(
            itemSize: Size(width: 200, height: 100), spacingMode: .fixed(spacing: 10),
            animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.5, sideItemShift: shift))
    }

    /// The same geometry turning side items by π/4 instead of scaling them (page 210: no scale,
    /// so the line spacing is the spacing itself).
    static func rotationLayout(
        axis: Axis = .horizontal, angle: Double = .pi / 4, shift: Double = 0
    ) -> CenterCarouselLayout {
        CenterCarouselLayout(
            itemSize: Size(width: 200, height: 100), scrollDirection: axis, spacingMode: .fixed(spacing: 10),
            animationMode: .rotation(sideItemAngle: angle, sideItemAlpha: 0.5, sideItemShift: shift))
    }

    /// `layout` prepared for `counts` items in `viewport`, scrolled to `offset` along its axis.
    static func prepared(
        _ layout: CenterCarouselLayout, counts: [Int] = [5], offset: Double = 0, viewport: Size = viewport,
        direction: LayoutDirection = .leftToRight
    ) -> CenterCarouselLayout {
        var layout = layout
        layout.prepare(
            context(layout, counts: counts, offset: offset, viewport: viewport, direction: direction))
        return layout
    }

    /// The context of ``prepared(_:counts:offset:viewport:direction:)``.
    static func context(
        _ layout: CenterCarouselLayout, counts: [Int] = [5], offset: Double = 0, viewport: Size = viewport,
        direction: LayoutDirection = .leftToRight
    ) -> LayoutContext {
        let origin = Point(along: layout.configuration.scrollDirection, main: offset, cross: 0)
        return LayoutContext(
            bounds: Rect(origin: origin, size: viewport), itemCounts: counts, layoutDirection: direction)
    }

    /// The path of item `item` in section 0.
    static func item(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }
}
