import LayoutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fan as the wheel tutorial builds it (the `CircularCollectionViewLayout` of the
/// "custom collection view layout" tutorial, retold in the project's fan blog post): the layout
/// invalidates on every bounds change, and each frame's `prepare` computes item 0's angle from
/// the content offset, the visible half-angle θ from the viewport and the radius, and builds
/// the attributes (frame centred in the viewport, anchor point below it, rotation) of the items
/// from `floor((−θ − angle) / anglePerItem)` to `ceil((θ − angle) / anglePerItem)` only, its
/// "optimisation" step; `layoutAttributesForElements(in:)` returns that list.
enum PeerFan {
    /// One frame at `context`: the tutorial's culled `prepare`, then its list.
    ///
    /// - Complexity: O(v) for the v items within ±θ.
    static func frame(_ configuration: CircularFanLayout.Configuration, context: LayoutContext)
        -> [LayoutAttributes]
    {
        let count = context.itemCount(inSection: 0)
        guard count > 0 else { return [] }
        let size = configuration.itemSize
        let radius = configuration.radius
        let perItem = configuration.anglePerItem ?? atan(size.width / radius)
        let bounds = context.bounds
        let maxOffset = Double(count) * size.width - bounds.width
        let angleAtExtreme = Double(count - 1) * perItem
        let angle = maxOffset > 0 ? -angleAtExtreme * bounds.minX / maxOffset : 0
        let theta = atan2(bounds.width / 2, radius + size.height / 2 - bounds.height / 2)
        var start = 0
        var end = count - 1
        if angle < -theta { start = Int(((-theta - angle) / perItem).rounded(.down)) }
        end = min(end, Int(((theta - angle) / perItem).rounded(.up)))
        if end < start { (start, end) = (0, 0) }
        let frame = Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
        let anchor = Point(x: 0.5, y: (size.height / 2 + radius) / size.height)
        return (start...end).map { item in
            let itemAngle = angle + perItem * Double(item)
            var attributes = LayoutAttributes(
                path: ItemPath(item: item, section: 0), frame: frame, anchorPoint: anchor,
                zIndex: Int(itemAngle * 1_000_000))
            attributes.transform = Transform(rotationAngle: itemAngle)
            return attributes
        }
    }
}
