// MARK: - The anchor of a batch that moves items

extension CollectionHost {
    /// The cells the viewport shows before a batch (`shown`, in `context`), with the paths of
    /// `updates` that move items (sorted); nil when it moves none.
    ///
    /// - Complexity: O(u log u) for u updates.
    func cellsShownBeforeMoves(
        of updates: [CollectionUpdate], shown: [LayoutAttributes], in context: LayoutContext
    ) -> BatchMoves? {
        var moved: [ItemPath] = []
        for update in updates {
            if case .moveItem(let from, _) = update { moved.append(from) }
        }
        guard !moved.isEmpty else { return nil }
        moved.sort()
        return BatchMoves(shown: shown, moved: moved, context: context)
    }

    /// The axis a batch keeps the cell being read along: the one its offset `adjustment`
    /// moves along, when it moves along one; otherwise the scroll axis after the batch when
    /// the content scrolls, or `scrolledBefore` (the scroll axis before it). Content that fits
    /// the viewport scrolls along neither axis, so the scroll axis alone may name the wrong one.
    func axisKept(by adjustment: Point, scrolledBefore: Axis) -> Axis {
        if adjustment.x != 0, adjustment.y == 0 { return .horizontal }
        if adjustment.y != 0, adjustment.x == 0 { return .vertical }
        let after = scrollAxis
        let range = offsetRange(along: after)
        return range.upperBound > range.lowerBound ? after : scrolledBefore
    }

    /// The cell being read that a batch kept in place on screen along `axis`
    /// (``axisKept(by:scrolledBefore:)``): the reading anchor (``ReadingAnchor``) among the
    /// cells of `shown` that survive `plan`, shown in `context` at `offsetBefore`, when the
    /// batch's offset adjustment (`adjustment`, before the offset was kept inside the content
    /// or at its end) keeps it where it was shown (within half a point). Returns its path after
    /// the batch, its leading edge along `axis`, and how far the offset now stops short of that
    /// adjustment. Nil when the adjustment keeps another cell (the bottom one, or one the
    /// batch does not move) or none survived.
    ///
    /// - Complexity: O(k) for the k cells shown, plus a look-up each.
    func readingCellKept(
        among shown: [LayoutAttributes], shownIn context: LayoutContext, along axis: Axis,
        offsetBefore: Point,
        adjustment: Point, through plan: UpdatePlan
    ) -> KeptReadingCell? {
        let survivors = shown.filter { plan.newPath(forOld: $0.path) != nil }
        guard let read = ReadingAnchor.anchor(among: survivors, in: context, axis: axis),
            let path = plan.newPath(forOld: read.path), let now = layout.attributes(at: path)
        else { return nil }
        let leadingEdge = now.frame.min(along: axis)
        let move = adjustment.value(along: axis)
        guard abs(leadingEdge - move - read.frame.min(along: axis)) < 0.5 else { return nil }
        let shortfall = offsetBefore.value(along: axis) + move - offset.value(along: axis)
        return KeptReadingCell(
            path: path, axis: axis, leadingEdge: leadingEdge, shortfall: shortfall.isFinite ? shortfall : 0)
    }

    /// How far the offset moves so that `cell`, kept in place by a batch, keeps its place on
    /// screen after the sizes reported since: its leading edge's move along its axis,
    /// plus what the batch's offset stopped short of, as far as the content laid out now
    /// takes it (an offset is never moved outside the content to make up for it); nil when it
    /// has no frame now, or when the content scrolls only across its axis (the axis was
    /// guessed from content that fit the viewport).
    func adjustment(keeping cell: KeptReadingCell) -> Point? {
        guard let now = layout.attributes(at: cell.path) else { return nil }
        let axis = cell.axis
        let range = offsetRange(along: axis)
        let across = offsetRange(along: axis.cross)
        if range.upperBound <= range.lowerBound, across.upperBound > across.lowerBound { return nil }
        let position = offset.value(along: axis)
        let moved = position + now.frame.min(along: axis) - cell.leadingEdge
        var target = moved + cell.shortfall
        if cell.shortfall > 0 {
            target = min(target, max(moved, range.upperBound))
        } else if cell.shortfall < 0 {
            target = max(target, min(moved, range.lowerBound))
        }
        let delta = target - position
        guard delta.isFinite else { return nil }
        return Point(along: axis, main: delta, cross: 0)
    }

    /// The offset adjustment that keeps a cell the batch does not move in place on screen, when
    /// the layout's own adjustment (`layoutAdjustment`) keeps a moved one; nil when the
    /// layout's choice stands.
    ///
    /// The stored layouts keep a surviving cell of those the viewport showed in place: the one
    /// being read, the first in reading order whose leading edge was in the visible area (the
    /// first shown when none was; ``CollectionLayout/contentOffsetAdjustment``), or, bottom to top
    /// (``VerticalLayoutDirection/bottomToTop``), the one that reached furthest down, from the
    /// viewport's bottom edge. When the batch moves that cell elsewhere, following it would
    /// scroll the content to the cell's new place: the host keeps, instead, the cell of the
    /// same rule among those that survive and that the batch does not move explicitly (UIKit
    /// leaves the content offset alone when an item moves). Which rule the layout follows is
    /// read from the cell it kept, so that a layout keeping the bottom keeps it still.
    ///
    /// - Complexity: O(k log u) for the k cells shown and u moves, plus a look-up each.
    func adjustmentSkippingMovedItems(_ before: BatchMoves, plan: UpdatePlan, layoutAdjustment: Point)
        -> Point?
    {
        var survivors: [(old: LayoutAttributes, new: LayoutAttributes, isMoved: Bool)] = []
        for old in before.shown {
            guard let path = plan.newPath(forOld: old.path), let new = layout.attributes(at: path) else {
                continue
            }
            let index = before.moved.partitioningIndex(where: { $0 >= old.path })
            survivors.append((old, new, index < before.moved.count && before.moved[index] == old.path))
        }
        let axis = scrollAxis
        // Along the scroll axis: a layout anchors along it only, and cells beside each other
        // move together along it.
        func keptInPlace(_ survivor: (old: LayoutAttributes, new: LayoutAttributes, isMoved: Bool)) -> Bool {
            let moved = survivor.new.frame.min(along: axis) - layoutAdjustment.value(along: axis)
            return abs(moved - survivor.old.frame.min(along: axis)) < 0.001
        }
        let kept = survivors.filter(keptInPlace)
        // The layout kept no cell (a viewport at the end stays there), or an unmoved one.
        guard !kept.isEmpty, kept.allSatisfy({ $0.isMoved }) else { return nil }
        // The furthest-reaching cell first (the larger path on a tie), as the bottom rule orders.
        func reachesFurther(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
            let (first, second) = (a.frame.max(along: axis), b.frame.max(along: axis))
            return first != second ? first > second : b.path < a.path
        }
        let oldSurvivors = survivors.map { $0.old }
        let reading = ReadingAnchor.anchor(among: oldSurvivors, in: before.context, axis: axis)?.path
        let furthest = survivors.min { reachesFurther($0.old, $1.old) }?.old.path
        let keepsBottom =
            kept.contains { $0.old.path == furthest } && !kept.contains { $0.old.path == reading }
        let unmoved = survivors.filter { !$0.isMoved }
        if keepsBottom {
            guard let anchor = unmoved.min(by: { reachesFurther($0.old, $1.old) }) else { return nil }
            return Point(
                x: anchor.new.frame.maxX - anchor.old.frame.maxX,
                y: anchor.new.frame.maxY - anchor.old.frame.maxY)
        }
        let oldUnmoved = unmoved.map { $0.old }
        guard
            let path = ReadingAnchor.anchor(among: oldUnmoved, in: before.context, axis: axis)?.path,
            let anchor = unmoved.first(where: { $0.old.path == path })
        else { return nil }
        return Point(
            x: anchor.new.frame.minX - anchor.old.frame.minX, y: anchor.new.frame.minY - anchor.old.frame.minY
        )
    }
}

/// The cell being read that a batch kept in place, until a frame draws it.
struct KeptReadingCell: Sendable {
    /// Its path after the batch.
    var path: ItemPath
    /// The axis it is kept along (``CollectionHost/axisKept(by:scrolledBefore:)``).
    var axis: Axis
    /// Its leading edge along ``axis``, as the batch laid it out.
    var leadingEdge: Double
    /// How far the offset stopped short of keeping it in place, along ``axis``: an offset kept
    /// inside the content, or at its end.
    var shortfall: Double
}

/// The cells a viewport showed before a batch that moves items, and the paths it moves.
struct BatchMoves {
    /// The cells the viewport showed.
    var shown: [LayoutAttributes]
    /// The paths the batch moves from, sorted.
    var moved: [ItemPath]
    /// The context the viewport showed them in.
    var context: LayoutContext
}
