// MARK: - The anchor of a batch that moves items

extension CollectionHost {
    /// The cells the viewport shows before a batch of `updates` that moves items, and the
    /// paths it moves (sorted); nil when it moves none.
    ///
    /// - Complexity: a rect query of the viewport, plus O(u log u) for u updates.
    func cellsShownBeforeMoves(of updates: [CollectionUpdate]) -> BatchMoves? {
        var moved: [ItemPath] = []
        for update in updates {
            if case .moveItem(let from, _) = update { moved.append(from) }
        }
        guard !moved.isEmpty else { return nil }
        moved.sort()
        let shown = layout.attributes(in: viewport).filter { $0.kind.isCell }
        var shownIn = context
        shownIn.bounds.origin = viewport.origin
        return BatchMoves(shown: shown, moved: moved, context: shownIn)
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

/// The cells a viewport showed before a batch that moves items, and the paths it moves.
struct BatchMoves {
    /// The cells the viewport showed.
    var shown: [LayoutAttributes]
    /// The paths the batch moves from, sorted.
    var moved: [ItemPath]
    /// The context the viewport showed them in.
    var context: LayoutContext
}
