/// Keyboard focus by geometry, as a function of a layout and the context it is shown in: where
/// a focus engine moves the focus from an item. ``CollectionHost/moveFocus(_:)`` applies it to
/// the host's layout at its offset; a renderer that holds its layout itself (a UIKit adapter,
/// say) calls ``target(moving:from:in:context:)``.
public enum FocusFinder {
    /// The item the focus moves to from `focused` toward `direction`, in `layout` prepared for
    /// `context` (whose bounds are the viewport at the current offset); nil when there is
    /// nothing to focus (no item, or no focused item nor any item in the viewport).
    ///
    /// Without a focused item (or one the layout no longer has), the arrows and page keys
    /// pick the first item the viewport shows. The arrows pick, among the items that lie in
    /// that direction, the one a focus engine picks: items in the focused item's beam first,
    /// then the least `13 · d² + c²` for a distance `d` along the direction and an offset `c`
    /// between centres across it (Android's `FocusFinder`); with no item that way they keep
    /// `focused`. The page keys pick the item nearest the point one visible area (the viewport
    /// less its insets) away from the focused item's centre along the axis the content
    /// scrolls, or keep `focused`; home and end pick the first and the last item. Distances
    /// are measured between the items as drawn (their visual bounds, through their transforms).
    ///
    /// - Complexity: a few rect queries of the layout near the focused item, about a visible
    ///   area long each (more while nothing is found, each twice as long as the last).
    public static func target<Layout: CollectionLayout>(
        moving direction: FocusDirection, from focused: ItemPath?, in layout: Layout, context: LayoutContext
    ) -> ItemPath? {
        switch direction {
        case .home: return firstItem(in: layout, context: context)
        case .end: return lastItem(in: layout, context: context)
        default:
            guard let focused, let source = layout.attributes(at: focused)?.visualBounds else {
                return firstVisibleItem(in: layout, context: context)
            }
            if direction == .pageUp || direction == .pageDown {
                return pageTarget(from: source, forward: direction == .pageDown, in: layout, context: context)
                    ?? focused
            }
            return nearestItem(
                from: source, toward: direction, excluding: focused, in: layout, context: context)
                ?? focused
        }
    }

    /// The first item of the first section that has one.
    private static func firstItem<Layout: CollectionLayout>(in layout: Layout, context: LayoutContext)
        -> ItemPath?
    {
        for (section, count) in context.itemCounts.enumerated() where count > 0 {
            let path = ItemPath(item: 0, section: section)
            if hasCell(at: path, in: layout, context: context) { return path }
        }
        return nil
    }

    /// The last item of the last section that has one.
    private static func lastItem<Layout: CollectionLayout>(in layout: Layout, context: LayoutContext)
        -> ItemPath?
    {
        for (section, count) in context.itemCounts.enumerated().reversed() where count > 0 {
            let path = ItemPath(item: count - 1, section: section)
            if hasCell(at: path, in: layout, context: context) { return path }
        }
        return nil
    }

    /// Whether the layout has a cell at `path`: one it lays out, or one it can scroll to (an
    /// item of the circular fan off its wheel at this offset).
    private static func hasCell<Layout: CollectionLayout>(
        at path: ItemPath, in layout: Layout, context: LayoutContext
    )
        -> Bool
    {
        layout.attributes(at: path) != nil
            || layout.contentOffset(showing: path, position: .nearest, in: context) != nil
    }

    /// The item with the smallest path among those the viewport (`context`'s bounds) shows.
    private static func firstVisibleItem<Layout: CollectionLayout>(in layout: Layout, context: LayoutContext)
        -> ItemPath?
    {
        layout.attributes(in: context.bounds).filter { $0.kind.isCell }.map { $0.path }.min()
    }

    /// The item nearest the point a visible area away from `source`'s centre.
    private static func pageTarget<Layout: CollectionLayout>(
        from source: Rect, forward: Bool, in layout: Layout, context: LayoutContext
    ) -> ItemPath? {
        let axis = ScrollGeometry.scrollAxis(contentSize: layout.contentSize, context: context)
        let insets = context.contentInsets
        let page = max(1, context.viewportSize.length(along: axis) - insets.total(along: axis))
        let main = source.mid(along: axis) + (forward ? page : -page)
        let goal = Point(along: axis, main: main, cross: source.mid(along: axis.cross))
        var reach = page
        let contentLength = layout.contentSize.length(along: axis)
        while reach <= 2 * max(contentLength, page) {
            let area = Rect(x: goal.x - reach, y: goal.y - reach, width: 2 * reach, height: 2 * reach)
            let candidates = layout.attributes(in: area).filter { attributes in
                attributes.kind.isCell
                    && (forward
                        ? attributes.visualBounds.mid(along: axis) > source.mid(along: axis)
                        : attributes.visualBounds.mid(along: axis) < source.mid(along: axis))
            }
            if let nearest = candidates.min(by: {
                distance($0.visualBounds, goal) < distance($1.visualBounds, goal)
            }) {
                return nearest.path
            }
            reach *= 2
        }
        return nil
    }

    /// The squared distance from `point` to `frame`'s centre.
    private static func distance(_ frame: Rect, _ point: Point) -> Double {
        let dx = frame.midX - point.x
        let dy = frame.midY - point.y
        return dx * dx + dy * dy
    }

    /// The item a focus engine moves to from `source` toward `direction`, or nil when no item
    /// lies that way.
    private static func nearestItem<Layout: CollectionLayout>(
        from source: Rect, toward direction: FocusDirection, excluding focused: ItemPath, in layout: Layout,
        context: LayoutContext
    ) -> ItemPath? {
        let axis: Axis = direction == .up || direction == .down ? .vertical : .horizontal
        let forward = direction == .down || direction == .right
        var reach = max(1, context.viewportSize.length(along: axis))
        let contentLength = layout.contentSize.length(along: axis)
        while true {
            let start = forward ? source.min(along: axis) : source.max(along: axis) - reach
            let band = Rect(
                along: axis, main: start, cross: -Double.greatestFiniteMagnitude / 4,
                mainLength: reach + source.length(along: axis),
                crossLength: Double.greatestFiniteMagnitude / 2)
            var best: (path: ItemPath, inBeam: Bool, score: Double)?
            for candidate in layout.attributes(in: band)
            where candidate.kind.isCell && candidate.path != focused {
                let frame = candidate.visualBounds
                guard isCandidate(frame, from: source, along: axis, forward: forward) else { continue }
                let major = max(
                    0,
                    forward
                        ? frame.min(along: axis) - source.max(along: axis)
                        : source.min(along: axis) - frame.max(along: axis))
                let minor = frame.mid(along: axis.cross) - source.mid(along: axis.cross)
                let inBeam =
                    frame.min(along: axis.cross) < source.max(along: axis.cross)
                    && source.min(along: axis.cross) < frame.max(along: axis.cross)
                let score = 13 * major * major + minor * minor
                if let current = best,
                    current.inBeam && !inBeam || current.inBeam == inBeam && current.score <= score
                {
                    continue
                }
                best = (candidate.path, inBeam, score)
            }
            if let best { return best.path }
            if reach > 2 * contentLength + 2 * source.length(along: axis) { return nil }
            reach *= 2
        }
    }

    /// Whether `frame` lies in the direction from `source` (Android's `isCandidate`): it starts
    /// beyond the source's start and ends beyond its end, or lies wholly beyond it.
    private static func isCandidate(_ frame: Rect, from source: Rect, along axis: Axis, forward: Bool) -> Bool
    {
        if forward {
            return
                (source.min(along: axis) < frame.min(along: axis)
                || source.max(along: axis) <= frame.min(along: axis))
                && source.max(along: axis) < frame.max(along: axis)
        }
        return
            (source.max(along: axis) > frame.max(along: axis)
            || source.min(along: axis) >= frame.max(along: axis))
            && source.min(along: axis) > frame.min(along: axis)
    }
}
