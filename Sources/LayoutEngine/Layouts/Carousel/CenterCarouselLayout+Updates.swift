// MARK: - Rules 14 to 16: batch updates

extension CenterCarouselLayout: FormulaLayout {
    /// Rule 14: checks `updates` against the item counts of the last prepare and those of
    /// `context`, then prepares the carousel for `context` as ``prepare(_:)`` does and keeps the
    /// state before the batch for rules 15 and 16; before the first prepare, only prepares.
    ///
    /// - Throws: ``CollectionUpdateError`` naming where the batch does not add up; the carousel
    ///   is then left exactly as it was.
    /// - Complexity: O(s + u log u) for s sections and u updated paths.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try prepareFormula(context, updates: updates)
    }

    /// Rule 16: the move of the prepared offset that centres the place (see
    /// ``UpdatePlan/place(forOld:)``) of the item centred in `before`, at that item's fraction
    /// of a page from the centre.
    func anchorAdjustment(from before: PreparedState, plan: UpdatePlan) -> Point {
        guard before.itemCount > 0 else { return .zero }
        let previous = layout(preparedAs: before)
        let anchorPage = before.geometry.page
        let anchorSlot = previous.nearestSlot(toPosition: before.offset / anchorPage)
        let anchor = before.path(ofItem: previous.item(inSlot: anchorSlot))
        guard let place = plan.place(forOld: anchor), let index = state.item(atPlace: place) else {
            return .zero
        }
        let slot = slot(ofItem: index)
        let page = state.geometry.page
        let move: Double
        if page == anchorPage {
            // Exact when nothing moved: an empty batch leaves the offset as it is.
            move = (Double(slot) - Double(anchorSlot)) * page + (before.offset - state.offset)
        } else {
            let fraction = before.offset / anchorPage - Double(anchorSlot)
            move = (Double(slot) + fraction) * page - state.offset
        }
        guard move.isFinite else { return .zero }
        return Point(along: state.geometry.axis, main: move, cross: 0)
    }
}
