/// The cell a batch update kept in place as the text being read (``ReadingAnchor``), which the
/// sizes reported after the batch keep in place too, until a frame draws the batch.
///
/// After a batch the host shows the new layout at its offset moved by the batch's adjustment,
/// but draws it only at its next frame. Sizes reported in between (cells measured as they are
/// inserted, in the same frame) are applied by the next prepare; picking the reading anchor
/// anew would read the batch's layout, which the reader never saw: an inserted cell whose
/// leading edge now lies in the visible area, above the cell being read, would be kept, and its
/// growth would push the text being read away. So the first prepare after the batch that
/// applies reported sizes keeps the batch's cell instead. A prepare without reports is a
/// frame drawn (the reader sees the batch; the rule picks the anchor from it again), except the
/// host's own move of the offset by the batch's adjustment: one prepare that changes only the
/// offset, to where the adjustment takes it.
struct BatchReadingItem: Sendable, Equatable {
    /// The kept cell's path, numbered after the batch.
    var path: ItemPath
    /// Where the batch's adjustment takes the content offset (the batch's offset moved by it).
    var target: Point
    /// ``target`` kept inside the content, as a host at rest keeps it.
    var clampedTarget: Point
    /// Whether the host has yet to move its offset by the batch's adjustment (in a prepare of its
    /// own, before the next frame).
    var awaitsHostMove: Bool
    /// How far the offset the host shows the batch at falls short of ``target`` (when it kept
    /// the offset inside content too short for it): the sizes reported next make it up where
    /// they can, so that the kept cell is drawn where it was before the batch.
    var shortfall = Point.zero

    /// The cell at `path` kept by a batch prepared for `context` whose adjustment is
    /// `adjustment`, in content `contentLength` long along `axis`.
    init(path: ItemPath, context: LayoutContext, adjustment: Point, contentLength: Double, axis: Axis) {
        self.path = path
        let offset = context.contentOffset
        target = Point(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
        // The offset range of a host (UIScrollView's, from the content insets).
        let insets = context.contentInsets
        let lower = -insets.leading(along: axis)
        let upper = max(
            lower, contentLength + insets.trailing(along: axis) - context.viewportSize.length(along: axis))
        let along = min(max(target.value(along: axis), lower), upper)
        clampedTarget = axis == .vertical ? Point(x: target.x, y: along) : Point(x: along, y: target.y)
        // A host that keeps the offset where it is does not prepare again.
        awaitsHostMove = clampedTarget != offset
        if !awaitsHostMove { shortfall = Point(x: target.x - offset.x, y: target.y - offset.y) }
    }

    /// What is left of the kept cell after a prepare that applies no reported sizes, of
    /// `change` to `context`: the cell, when the prepare is the host's move of the offset by the
    /// batch's adjustment (a scroll to its target, or to the target kept inside the content, to
    /// within half a point for a host that rounds the offset to pixels); nil otherwise (a frame
    /// drawn).
    func keptThrough(_ change: LayoutChange, to context: LayoutContext) -> BatchReadingItem? {
        guard change == .scroll, awaitsHostMove else { return nil }
        let offset = context.contentOffset
        func isNear(_ point: Point) -> Bool {
            abs(offset.x - point.x) <= 0.5 && abs(offset.y - point.y) <= 0.5
        }
        guard isNear(target) || isNear(clampedTarget) else { return nil }
        var kept = self
        kept.awaitsHostMove = false
        kept.shortfall = Point(x: target.x - offset.x, y: target.y - offset.y)
        return kept
    }

    /// How far the content offset moves so that the kept cell is drawn where it was before the
    /// batch: its move along `axis` from `before` (its frame before the reports) to `now` (its
    /// frame after them), plus the ``shortfall``; nil when it has no frame in either (the anchor
    /// is then picked anew), or the host has not shown the batch yet.
    ///
    /// - Complexity: O(1).
    func adjustment(from before: LayoutAttributes?, to now: LayoutAttributes?, axis: Axis) -> Point? {
        guard !awaitsHostMove, let before, let now else { return nil }
        let delta = now.frame.min(along: axis) - before.frame.min(along: axis) + shortfall.value(along: axis)
        guard delta.isFinite else { return nil }
        return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
    }
}
