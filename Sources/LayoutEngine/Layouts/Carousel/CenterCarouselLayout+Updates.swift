// MARK: - Rules 14 to 16: batch updates

extension CenterCarouselLayout {
    /// The item counts of the last prepare and what the last batch update keeps.
    struct UpdateState: Sendable {
        /// The item counts of the last prepare, as given; nil before the first. Neither a
        /// configuration change nor ``CenterCarouselLayout/invalidate()`` forgets them: they are
        /// what the next batch is checked against.
        var counts: [Int]? = nil
        /// The last batch, until a ``CenterCarouselLayout/prepare(_:)`` that changes the item counts.
        var transition: Transition? = nil
    }

    /// What a batch update keeps for its animation: the checked batch, the layout before it (at
    /// its offset) and the offset adjustment that keeps the centred item centred.
    struct Transition: Sendable {
        /// The checked batch and UIKit's rules for animating it.
        var rules: UpdateTransition
        /// The prepared state before the batch (its geometry, numbering and offset).
        var before: PreparedState
        /// Rule 16: how far the host moves its offset.
        var contentOffsetAdjustment: Point
    }

    /// Lays out `context`, whose data is that of the last prepare changed by `updates`, and keeps
    /// what animating the change needs (rules 14 to 16) until the next ``prepare(_:)``.
    ///
    /// The batch is checked against the item counts of the last prepare (kept through
    /// configuration changes and ``invalidate()``) and those of `context`, by UIKit's rules
    /// (``CollectionUpdate``); then the layout is prepared for `context` exactly as
    /// ``prepare(_:)`` does, so every query answers as a fresh layout prepared for `context`.
    /// Before the first prepare there is nothing to check against: the layout is just prepared.
    ///
    /// - Throws: ``CollectionUpdateError`` naming where the batch does not add up; the layout
    ///   is then left exactly as it was.
    /// - Complexity: O(s + u log u) for s sections and u updated paths: the check, a prepare
    ///   (O(s)) and the anchor of rule 16.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let counts = update.counts else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(updates: updates, oldCounts: counts, newCounts: context.itemCounts)
        let before = state
        let anchor = centredAnchor()
        prepare(context)
        update.transition = Transition(
            rules: UpdateTransition(plan: plan), before: before,
            contentOffsetAdjustment: adjustment(keeping: anchor, plan: plan))
    }

    /// Rule 15: where the item at `path` (numbered after the last update) starts its animation.
    ///
    /// A surviving item starts where it was drawn before the update: the attributes of its old
    /// path in the layout before the update, at the offset of that prepare (its old slot, scale,
    /// alpha, turn and shift), with `path`; so it slides along the line to its new slot. An
    /// inserted or reloaded item starts at its final attributes with alpha 0 (UIKit's fade-in).
    /// Nil when `path` names no item; after a ``prepare(_:)`` that changed the item counts, the
    /// current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.before)
        return transition.rules.appearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// Rule 15: where the item at `path` (numbered before the last update) ends its animation.
    ///
    /// A surviving item ends at its current attributes (its new slot at the prepared offset),
    /// with `path`; a deleted or reloaded item ends where it was drawn before the update, with
    /// alpha 0 (UIKit's fade-out). Nil when `path` named no item; after a ``prepare(_:)`` that
    /// changed the item counts, the current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.before)
        return transition.rules.disappearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// Nil: a carousel has no supplementary views.
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Nil: a carousel has no supplementary views.
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Rule 16: how far the host moves its content offset after the last batch update so that
    /// the item centred before it stays centred, at the same fraction of a page from the
    /// centre; zero after a plain ``prepare(_:)``, and when no item is left.
    ///
    /// The anchor is the item centred at the offset of the prepare before the update
    /// (``centeredItem``). When the update deleted or reloaded it, the anchor is the item that
    /// takes its place: a reload's replacement, or an item inserted where it was, or else the
    /// next surviving item (the one that slides into its slot); after the last item of the
    /// line, the new last item; for an item of a deleted section, the first item of the next
    /// section that survives. With wrap-around the anchor is centred in its live copy
    /// (rule 11), the one nearest the prepared offset, so the adjustment is at most half a ring
    /// plus the fraction; the host recentres when scrolling stops, as always (rule 13).
    ///
    /// When the carousel rested on the old centred item, the adjusted offset is one
    /// ``targetContentOffset(proposed:velocity:)`` rests on: anchoring and snapping agree.
    ///
    /// - Complexity: O(1).
    public var contentOffsetAdjustment: Point {
        update.transition?.contentOffsetAdjustment ?? .zero
    }
}

// MARK: - Rule 16: the anchor

extension CenterCarouselLayout {
    /// The item centred at the prepared offset, as an anchor: its path, its slot, the offset and
    /// the page; nil without items.
    typealias Anchor = (path: ItemPath, slot: Int, offset: Double, page: Double)

    /// Rule 16: the anchor of the prepared state.
    func centredAnchor() -> Anchor? {
        guard state.itemCount > 0 else { return nil }
        let page = state.geometry.page
        let slot = nearestSlot(toPosition: state.offset / page)
        return (path(ofGlobalIndex: globalIndex(ofSlot: slot)), slot, state.offset, page)
    }

    /// Rule 16: the move of the prepared offset that centres the anchor's place after `plan`
    /// (see ``UpdatePlan/place(forOld:)``), at the anchor's fraction of a page from the centre.
    func adjustment(keeping anchor: Anchor?, plan: UpdatePlan) -> Point {
        let count = state.itemCount
        guard let anchor, count > 0, let place = plan.place(forOld: anchor.path),
            place.section >= 0, place.section < state.sectionStarts.count
        else { return .zero }
        let (position, overflow) = state.sectionStarts[place.section].addingReportingOverflow(place.item)
        let index = overflow ? count - 1 : Swift.min(Swift.max(position, 0), count - 1)
        let slot = slot(ofGlobalIndex: index)
        let page = state.geometry.page
        let move: Double
        if page == anchor.page {
            // Exact when nothing moved: an empty batch leaves the offset as it is.
            move = (Double(slot) - Double(anchor.slot)) * page + (anchor.offset - state.offset)
        } else {
            let fraction = anchor.offset / anchor.page - Double(anchor.slot)
            move = (Double(slot) + fraction) * page - state.offset
        }
        guard move.isFinite else { return .zero }
        return Point(along: state.geometry.axis, main: move, cross: 0)
    }

    /// This layout answering as when it was prepared as `prepared` (the layout before a batch).
    func layout(preparedAs prepared: PreparedState) -> CenterCarouselLayout {
        var layout = self
        layout.state = prepared
        return layout
    }
}

extension CenterCarouselLayout {
    /// The transition a plain prepare for `context` keeps: the last batch's, with a zero
    /// adjustment, when the item counts are unchanged (a scroll, such as the host applying the
    /// adjustment); none otherwise.
    func keptTransition(for context: LayoutContext) -> Transition? {
        guard var transition = update.transition, update.counts == context.itemCounts else { return nil }
        transition.contentOffsetAdjustment = .zero
        return transition
    }
}
