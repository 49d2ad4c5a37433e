// MARK: - Batch updates

extension CompositionalLayout {
    /// What the layout keeps across prepares for batch updates.
    struct UpdateState: Sendable {
        /// The context of the last prepare (kept through configuration changes and
        /// ``CompositionalLayout/invalidate()``): what a batch is checked against, and where the
        /// user was looking.
        var lastContext: LayoutContext?
        /// The last batch and the geometry before it, until a prepare that changes the counts.
        var transition: Transition?
        /// How far the host moves its offset after the last prepare.
        var contentOffsetAdjustment = Point.zero

        /// Notes a plain prepare for `context`: the adjustment is zero, and a change of the item
        /// counts ends the transition (a scroll, such as the host applying the adjustment,
        /// keeps it).
        mutating func prepared(_ context: LayoutContext) {
            contentOffsetAdjustment = .zero
            if lastContext?.itemCounts != context.itemCounts { transition = nil }
            lastContext = context
        }
    }

    /// A batch update's animation: the checked batch and the layout's state before it.
    struct Transition: Sendable {
        /// The batch and UIKit's rules for animating it.
        var rules: UpdateTransition
        /// The computed state before the batch.
        var before: State
    }

    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`,
    /// and keeps the geometry before the batch for the appearing and disappearing queries
    /// until a `prepare` that changes the item counts (a scroll keeps them).
    ///
    /// The batch is checked against the item counts of the last prepare (kept through
    /// configuration changes and ``invalidate()``) and those of `context`; then every section
    /// is laid out again, calling the section provider anew, so the frames equal a fresh
    /// layout's. Reported sizes follow their items (a reloaded item is measured again).
    /// ``contentOffsetAdjustment`` then says how far to move the content offset so that the
    /// first cell that was visible (the one with the smallest path among those that survive)
    /// keeps its place on screen.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(n) for n elements (every section is laid out again), plus O(u log u)
    ///   for u updated paths and O(r log c) for r reported sizes.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let previous = update.lastContext else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(
            updates: updates, oldCounts: previous.itemCounts, newCounts: context.itemCounts)
        let before = state
        let visibleBefore =
            state.preparedContext == nil
            ? []
            : attributes(in: Rect(origin: previous.contentOffset, size: previous.viewportSize)).filter {
                $0.kind.isCell
            }
        reportedSizes = Self.carry(reportedSizes, through: plan)
        state.preparedContext = nil
        prepare(context)
        update.transition = Transition(rules: UpdateTransition(plan: plan), before: before)
        update.contentOffsetAdjustment = UpdateTransition.anchorAdjustment(
            visibleBefore: visibleBefore, axis: state.axis, newPath: { plan.newPath(forOld: $0) },
            now: { attributes(at: $0) })
    }

    /// How far the host should move its content offset after the last `prepare` so that the
    /// first visible cell keeps its place on screen; see ``prepare(_:updates:)``.
    public var contentOffsetAdjustment: Point { update.contentOffsetAdjustment }

    /// `reports` (by section, then item) at the paths their items have after `plan`.
    private static func carry(_ reports: [Int: [Int: Size]], through plan: UpdatePlan) -> [Int: [Int: Size]] {
        var result: [Int: [Int: Size]] = [:]
        for (section, sizes) in reports {
            for (item, size) in sizes {
                guard let path = plan.newPath(forOld: ItemPath(item: item, section: section)) else {
                    continue
                }
                result[path.section, default: [:]][path.item] = size
            }
        }
        return result
    }

    /// This layout as it was before the last batch (its computed state swapped in).
    private func layoutBefore(_ transition: Transition) -> CompositionalLayout {
        var old = self
        old.state = transition.before
        return old
    }
}

// MARK: - Appearing and disappearing elements

extension CompositionalLayout {
    /// Where the cell at `path` (numbered after the last update) starts its animation: at its
    /// frame before the update when it survived (moved, or shifted by other changes), at its
    /// final frame with alpha 0 when inserted or reloaded (UIKit's flow-layout rules).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let old = layoutBefore(transition)
        return transition.rules.appearing(
            at: path, now: { attributes(at: $0) }, before: { old.attributes(at: $0) })
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation: at its
    /// new frame when it survived, at its old frame with alpha 0 when deleted or reloaded.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let old = layoutBefore(transition)
        return transition.rules.disappearing(
            at: path, now: { attributes(at: $0) }, before: { old.attributes(at: $0) })
    }

    /// Where the section's boundary item of `kind` at `path` (item 0, numbered after the last
    /// update) starts its animation: where its section's was before the update, or at its
    /// final frame with alpha 0 when its section was inserted or reloaded. Badges (the
    /// supplementaries of items) have no appearing attributes: nil.
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        let now = { (path: ItemPath) in boundaryItem(ofKind: kind, at: path) }
        guard let transition = update.transition else { return now(path) }
        let old = layoutBefore(transition)
        return transition.rules.appearingSupplementary(
            at: path, now: now, before: { old.boundaryItem(ofKind: kind, at: $0) })
    }

    /// Where the section's boundary item of `kind` at `path` (item 0, numbered before the last
    /// update) ends its animation: where its section's is after the update, or at its old
    /// frame with alpha 0 when its section was deleted or reloaded.
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        let now = { (path: ItemPath) in boundaryItem(ofKind: kind, at: path) }
        guard let transition = update.transition else { return now(path) }
        let old = layoutBefore(transition)
        return transition.rules.disappearingSupplementary(
            at: path, now: now, before: { old.boundaryItem(ofKind: kind, at: $0) })
    }

    /// The section's boundary item of `kind` at `path`, which has item 0.
    private func boundaryItem(ofKind kind: ElementKind.Name, at path: ItemPath) -> LayoutAttributes? {
        path.item == 0 ? supplementaryAttributes(ofKind: kind, inSection: path.section) : nil
    }
}
