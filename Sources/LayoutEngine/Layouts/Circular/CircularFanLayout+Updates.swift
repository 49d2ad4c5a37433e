// MARK: - Rules 11 to 13: batch updates

extension CircularFanLayout {
    /// The item counts of the last prepare and what the last batch update keeps.
    struct UpdateState: Hashable, Sendable {
        /// The item counts of the last prepare, as given; nil before the first. Neither a
        /// configuration change nor ``CircularFanLayout/invalidate()`` forgets them: they are
        /// what the next batch is checked against.
        var counts: [Int]? = nil
        /// The last batch, until a ``CircularFanLayout/prepare(_:)`` that changes the item counts.
        var transition: Transition? = nil
    }

    /// What a batch update keeps for its animation: the checked batch, the wheel before it (at
    /// its offset) and the offset adjustment that keeps the anchor item's angle.
    struct Transition: Hashable, Sendable {
        /// The checked batch and UIKit's rules for animating it.
        var rules: UpdateTransition
        /// The batch as given, and the counts it was checked against: with the counts after it,
        /// they determine ``rules``, so equality and hashing use them instead.
        var updates: [CollectionUpdate]
        /// The item counts before the batch.
        var oldCounts: [Int]
        /// The wheel before the batch.
        var before: Wheel
        /// Rule 13: how far the host moves its offset.
        var contentOffsetAdjustment: Point

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.updates == rhs.updates && lhs.oldCounts == rhs.oldCounts && lhs.before == rhs.before
                && lhs.contentOffsetAdjustment == rhs.contentOffsetAdjustment
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(updates)
            hasher.combine(oldCounts)
            hasher.combine(before)
            hasher.combine(contentOffsetAdjustment)
        }
    }

    /// Lays out `context`, whose data is that of the last prepare changed by `updates`, and keeps
    /// what animating the change needs (rules 11 to 13) until the next ``prepare(_:)``.
    ///
    /// The batch is checked against the item counts of the last prepare (kept through
    /// configuration changes and ``invalidate()``) and those of `context`, by UIKit's rules
    /// (``CollectionUpdate``); then the wheel is prepared for `context` exactly as
    /// ``prepare(_:)`` does, so every query answers as a fresh layout prepared for `context`.
    /// Before the first prepare there is nothing to check against: the layout is just prepared.
    ///
    /// - Throws: ``CollectionUpdateError`` naming where the batch does not add up; the layout
    ///   is then left exactly as it was.
    /// - Complexity: O(s + u log u) for s sections and u updated paths: the check, a prepare
    ///   (O(s)) and the anchor of rule 13.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let counts = update.counts else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(updates: updates, oldCounts: counts, newCounts: context.itemCounts)
        let before = wheel
        prepare(context)
        update.transition = Transition(
            rules: UpdateTransition(plan: plan), updates: updates, oldCounts: counts, before: before,
            contentOffsetAdjustment: adjustment(keepingTopOf: before, plan: plan))
    }

    /// Rule 12: where the item at `path` (numbered after the last update) starts its animation.
    ///
    /// A surviving item starts where it stood before the update: the attributes of its old path
    /// on the wheel before the update, at the offset of that prepare (its old angle), with
    /// `path`; so it turns with the wheel to its new angle. An inserted or reloaded item starts
    /// at its final attributes with alpha 0 (UIKit's fade-in), and so does a surviving item
    /// that was off the wheel before (its old angle outside `[-π, π)`, rule 7). Nil when `path`
    /// names no item or the item is off the wheel now; after a ``prepare(_:)`` that changed the
    /// item counts, the current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.before)
        return transition.rules.appearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// Rule 12: where the item at `path` (numbered before the last update) ends its animation.
    ///
    /// A surviving item ends at its current attributes (its new angle at the prepared offset),
    /// with `path`; a deleted or reloaded item, or a surviving one now off the wheel, ends where
    /// it stood before the update, with alpha 0 (UIKit's fade-out). Nil when `path` named no
    /// item or the item was off the wheel; after a ``prepare(_:)`` that changed the item counts,
    /// the current attributes.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.before)
        return transition.rules.disappearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// Nil: a fan has no supplementary views.
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Nil: a fan has no supplementary views.
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Rule 13: how far the host moves its content offset after the last batch update so that
    /// the anchor item keeps its angle; zero after a plain ``prepare(_:)``, and when no item is
    /// left.
    ///
    /// The anchor is the item nearest the top at the offset of the prepare before the update
    /// (the one ``targetContentOffset(proposed:velocity:)`` rests on without a velocity). When
    /// the update deleted or reloaded it, the anchor is the item that takes its place: a
    /// reload's replacement, or an item inserted where it was, or else the next surviving item;
    /// after the last item, the new last item; for an item of a deleted section, the first item
    /// of the next section that survives. Since the offset of one item depends on the
    /// count (item 0 upright at 0, the last at the maximum offset), the adjustment keeps the
    /// anchor's angle, not its distance along the content. Zero too when the wheel cannot turn
    /// after the update (one item, or content no wider than the viewport): every offset shows
    /// the same picture.
    ///
    /// When the wheel rested with the anchor upright, the adjusted offset is one
    /// ``targetContentOffset(proposed:velocity:)`` rests on: anchoring and snapping agree.
    ///
    /// - Complexity: O(1).
    public var contentOffsetAdjustment: Point {
        update.transition?.contentOffsetAdjustment ?? .zero
    }
}

// MARK: - Rule 13: the anchor

extension CircularFanLayout {
    /// Rule 13: the move of the prepared offset that gives the place (see
    /// ``UpdatePlan/place(forOld:)``) of the item nearest the top of `before` the angle that
    /// item had there.
    func adjustment(keepingTopOf before: Wheel, plan: UpdatePlan) -> Point {
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
            place.section >= 0, place.section < wheel.sectionStarts.count
        else { return .zero }
        let (position, overflow) = wheel.sectionStarts[place.section].addingReportingOverflow(place.item)
        let item = overflow ? count - 1 : min(max(position, 0), count - 1)
        let move: Double
        if count == before.count, wheel.maxOffset == before.maxOffset, wheel.step == before.step {
            // Exact when nothing moved: an empty batch leaves the offset as it is.
            move =
                wheel.offset(atTopIndex: Double(item) - Double(anchor))
                + (before.viewport.minX - wheel.viewport.minX)
        } else {
            move = wheel.offset(atTopIndex: Double(item) - angle / wheel.step) - wheel.viewport.minX
        }
        guard move.isFinite else { return .zero }
        return Point(x: move, y: 0)
    }

    /// This layout answering as when it was prepared as `prepared` (the wheel before a batch).
    func layout(preparedAs prepared: Wheel) -> CircularFanLayout {
        var layout = self
        layout.wheel = prepared
        return layout
    }
}

extension CircularFanLayout {
    /// The transition a plain prepare for `context` keeps: the last batch's, with a zero
    /// adjustment, when the item counts are unchanged (a scroll, such as the host applying the
    /// adjustment); none otherwise.
    func keptTransition(for context: LayoutContext) -> Transition? {
        guard var transition = update.transition, update.counts == context.itemCounts else { return nil }
        transition.contentOffsetAdjustment = .zero
        return transition
    }
}
