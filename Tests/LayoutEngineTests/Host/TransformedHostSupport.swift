import LayoutEngine

/// A host over a fan of 120 × 160 cards on a wheel of radius 600, in a 390 × 844 viewport.
func fanHost(_ direction: ScrollDirection, itemCount: Int = 40) -> CollectionHost<CircularFanLayout> {
    CollectionHost(
        layout: CircularFanLayout(
            itemSize: Size(width: 120, height: 160), radius: 600, scrollDirection: direction),
        viewportSize: Size(width: 390, height: 844), itemCounts: [itemCount])
}

/// A host over a carousel of 200 × 120 items, 12 points apart, side items at 0.8 scale, in a
/// 390 × 200 viewport.
func carouselHost(itemCount: Int = 20) -> CollectionHost<CenterCarouselLayout> {
    CollectionHost(
        layout: CenterCarouselLayout(
            itemSize: Size(width: 200, height: 120), spacingMode: .fixed(spacing: 12),
            animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.5, sideItemShift: 0)),
        viewportSize: Size(width: 390, height: 200), itemCounts: [itemCount])
}

/// The visual bounds of `path` in `frame`, or nil when the frame does not show it.
func shownBounds(of path: ItemPath, in frame: HostFrame) -> Rect? {
    frame.visible.first { $0.id == .cell(path) }?.attributes.visualBounds
}

/// Whether `bounds` lies inside `viewport`, give or take rounding.
func isWhollyInside(_ bounds: Rect?, _ viewport: Rect) -> Bool {
    guard let bounds else { return false }
    return viewport.insetBy(dx: -1e-6, dy: -1e-6).contains(bounds)
}

/// Every position `scrollToItem` takes, one at a time.
let everyScrollPosition: [ScrollPosition] = [
    .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right, [.top, .left], [],
]
