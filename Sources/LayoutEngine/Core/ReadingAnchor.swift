/// The cell the reader reads, and how far the content offset moves to keep it in place when
/// sizes change without user input (cells measured, grown or shrunk).
///
/// The reading anchor is the first cell, in reading order, whose leading edge along the scroll
/// axis lies in the visible area (the viewport less the content insets): the cell with the
/// smallest leading edge at or after the visible area's leading edge and before its trailing
/// edge, the smallest path among equals. When no cell's leading edge is in it (a cell longer
/// than the visible area), the anchor is the first cell shown (the smallest path). The anchor
/// keeps the distance of its leading edge from the viewport's: cells before it grow out of
/// sight, towards the start; cells after it grow away from it. In a waterfall, cells of other
/// columns may move (a measured photo can send later items to other columns); in a
/// compositional layout, the cells of a band that scrolls sideways count by their leading
/// edges along the layout's axis (the band's own sideways offset never moves the content).
enum ReadingAnchor {
    // The reference is TanStack Virtual (`virtual-core`, `Virtualizer.resizeItem`): a size change
    // of an item with `item.start < scrollOffset + scrollAdjustments` moves the scroll offset by
    // that change, so an item that starts before the viewport's leading edge grows out of sight,
    // a straddling one included; TanStack/virtual#1199 makes every first measurement compensate
    // while scrolling backward too, the case of rows measured as they appear above the viewport.
    // In a single column the rule here gives the same result; it is stated as the cell kept rather
    // than as a sum of changes, because in columns and bands a change does not move later cells by
    // its own size.

    /// How far the content offset moves so that the reading anchor among `visibleBefore` (the
    /// cells of the viewport of `context`, with the frames they had there) keeps its place on
    /// screen: its move along `axis` from its old frame to its frame now (`now`); zero when it
    /// has no frame now, or no cell was visible.
    ///
    /// - Complexity: O(k) for k cells, plus one look-up.
    static func adjustment(
        visibleBefore: [LayoutAttributes], in context: LayoutContext, axis: Axis,
        now: (ItemPath) -> LayoutAttributes?
    ) -> Point {
        guard let anchor = anchor(among: visibleBefore, in: context, axis: axis),
            let new = now(anchor.path)
        else { return .zero }
        let delta = new.frame.min(along: axis) - anchor.frame.min(along: axis)
        guard delta.isFinite else { return .zero }
        return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
    }

    /// How far the content offset moves, after a batch update, so that the reading anchor among
    /// the cells of `visibleBefore` that survive the batch (the cells of the viewport of
    /// `context`, with the frames they had there) keeps its place on screen: its move along
    /// `axis` from its old frame to its frame after the batch (`now`; `newPath` maps an old
    /// path to the new one, nil when the cell did not survive). When the cell being read was
    /// deleted, the next one in reading order takes its place; zero when no cell survived.
    ///
    /// - Complexity: O(k) for k cells, plus a look-up each.
    static func adjustment(
        visibleBefore: [LayoutAttributes], in context: LayoutContext, axis: Axis,
        newPath: (ItemPath) -> ItemPath?, now: (ItemPath) -> LayoutAttributes?
    ) -> Point {
        var survivors: [LayoutAttributes] = []
        var after: [ItemPath: LayoutAttributes] = [:]
        survivors.reserveCapacity(visibleBefore.count)
        for old in visibleBefore {
            guard let path = newPath(old.path), let new = now(path) else { continue }
            survivors.append(old)
            after[old.path] = new
        }
        guard let anchor = anchor(among: survivors, in: context, axis: axis), let new = after[anchor.path]
        else { return .zero }
        let delta = new.frame.min(along: axis) - anchor.frame.min(along: axis)
        guard delta.isFinite else { return .zero }
        return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
    }

    /// The reading anchor among `cells`, the cells of the viewport of `context`.
    ///
    /// - Complexity: O(k) for k cells.
    static func anchor(among cells: [LayoutAttributes], in context: LayoutContext, axis: Axis)
        -> LayoutAttributes?
    {
        let insets = context.contentInsets
        let start = context.contentOffset.value(along: axis) + insets.leading(along: axis)
        let end =
            context.contentOffset.value(along: axis) + context.viewportSize.length(along: axis)
            - insets.trailing(along: axis)
        var reading: LayoutAttributes?
        var first: LayoutAttributes?
        for cell in cells {
            if first.map({ cell.path < $0.path }) ?? true { first = cell }
            let edge = cell.frame.min(along: axis)
            guard edge >= start, edge < end else { continue }
            if let current = reading {
                let currentEdge = current.frame.min(along: axis)
                guard edge < currentEdge || edge == currentEdge && cell.path < current.path else { continue }
            }
            reading = cell
        }
        return reading ?? first
    }
}
