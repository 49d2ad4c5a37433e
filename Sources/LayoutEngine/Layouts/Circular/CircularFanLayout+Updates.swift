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
