// MARK: - Rules 11 to 13: batch updates

extension CircularFanLayout: FormulaLayout {
    /// Rule 11: the batch `updates`, checked against the counts of the last prepare and of
    /// `context`, turns the wheel to `context` (as ``prepare(_:)``) and keeps the wheel before
    /// it for rules 12 and 13. Before the first prepare, this is a plain prepare.
    ///
    /// - Throws: ``CollectionUpdateError`` where the batch does not add up (the wheel is left
    ///   as it was).
    /// - Complexity: O(s + u log u) for s sections and u updated paths.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try prepareFormula(context, updates: updates)
    }

    /// Rule 12: the start of the animation of the item at `path` (numbered after the update).
    /// A survivor starts at its old angle, on the wheel before the update at that prepare's
    /// offset; an item inserted, reloaded or off the wheel before fades in at its final
    /// attributes. Nil when `path` names no item or the item is off the wheel now; the current
    /// attributes once a ``prepare(_:)`` changed the counts.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        appearingAttributes(at: path)
    }

    /// Rule 12: the end of the animation of the item at `path` (numbered before the update).
    /// A survivor on the wheel ends at its new angle at the prepared offset; an item deleted,
    /// reloaded or now off the wheel fades out where it stood. Nil when `path` named no item or
    /// the item was off the wheel; the current attributes once a ``prepare(_:)`` changed the
    /// counts.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        disappearingAttributes(at: path)
    }

    /// Rule 13: the move of the content offset after the last batch update that gives the item
    /// nearest the top before it (or the item that takes its place) the angle it had; zero
    /// after a plain ``prepare(_:)``, when no item is left, and when the wheel cannot turn (one
    /// item, or content no longer than the viewport). The angle, not the distance along the
    /// content, is kept, since an item's offset depends on the count. A wheel that rested with
    /// the anchor upright rests on the adjusted offset too.
    ///
    /// - Complexity: O(1).
    public var contentOffsetAdjustment: Point {
        update.contentOffsetAdjustment
    }
}

// MARK: - Rule 13: the anchor

extension CircularFanLayout {
    /// Rule 13: the move of the prepared offset that gives the place (see
    /// ``UpdatePlan/place(forOld:)``) of the item nearest the top of `before` the angle that
    /// item had there.
    func anchorAdjustment(from before: Wheel, plan: UpdatePlan) -> Point {
        let count = wheel.count
        guard before.count > 0, count > 1, wheel.maxOffset > 0 else { return .zero }
        let nearest = before.topIndex.rounded()
        guard !nearest.isNaN else { return .zero }
        // Compared as `Double`, converted only below `Int.max`: `Double(count - 1)` of a count
        // near `Int.max` rounds up to 2⁶³, which no `Int` holds.
        let anchor = nearest <= 0 ? 0 : nearest >= Double(before.count - 1) ? before.count - 1 : Int(nearest)
        let top = Double(anchor)
        let angle = (top - before.topIndex) * before.step
        guard let place = plan.place(forOld: before.path(ofItem: anchor)),
            let item = wheel.item(atPlace: place)
        else { return .zero }
        let move: Double
        if count == before.count, wheel.maxOffset == before.maxOffset, wheel.step == before.step {
            // Exact when nothing moved: an empty batch leaves the offset as it is.
            move =
                wheel.offset(atTopIndex: Double(item) - Double(anchor))
                + (before.turnOffset - wheel.turnOffset)
        } else {
            move = wheel.offset(atTopIndex: Double(item) - angle / wheel.step) - wheel.turnOffset
        }
        guard move.isFinite else { return .zero }
        // The move of the turn offset; a mirrored horizontal wheel's content offset runs against it.
        return Point(along: wheel.axis, main: wheel.mirrorsOffset ? -move : move, cross: 0)
    }
}
