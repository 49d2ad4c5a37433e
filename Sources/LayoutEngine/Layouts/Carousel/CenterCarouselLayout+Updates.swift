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

    /// Rule 15: where the item at `path` (numbered after the last update) starts its animation:
    /// its old slot as drawn at the offset before the batch when it survived, its final
    /// attributes with alpha 0 when inserted or reloaded; nil when `path` names no item. After
    /// a ``prepare(_:)`` that changed the item counts, the current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        appearingAttributes(at: path)
    }

    /// Rule 15: where the item at `path` (numbered before the last update) ends its animation:
    /// its new slot at the prepared offset when it survived, where it was drawn before with
    /// alpha 0 when deleted or reloaded; nil when `path` named no item. After a ``prepare(_:)``
    /// that changed the item counts, the current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        disappearingAttributes(at: path)
    }

    /// Rule 16: the move of the content offset after the last batch update that keeps the item
    /// centred before it (``centeredItem``, or the item that takes its place) centred, at the
    /// same fraction of a page; zero after a plain ``prepare(_:)`` and when no item is left.
    /// With wrap-around the anchor is centred in its live copy, at most half a ring away. A
    /// carousel that rested on the old centred item rests on the adjusted offset too.
    ///
    /// - Complexity: O(1).
    public var contentOffsetAdjustment: Point {
        update.contentOffsetAdjustment
    }
}

// MARK: - Rule 16: the anchor

extension CenterCarouselLayout {
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
