/// A flow layout's last batch update: the checked batch and the geometry before it.
struct FlowTransition: Sendable {
    /// The batch and UIKit's rules for animating it.
    var rules: UpdateTransition
    /// The geometry before the batch.
    var before: FlowSnapshot
}

// MARK: - Batch updates

extension FlowLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`,
    /// laying out again only what the batch changed, and keeps the old geometry for the
    /// appearing and disappearing queries until the next `prepare`.
    ///
    /// A section after the batch that comes from a section before it (moved or not) and has
    /// the same metrics keeps the frames of its items before its first inserted, deleted,
    /// moved or reloaded item, and is laid out again from the line that holds that item (a
    /// cursor is kept every 32 lines); inserted and reloaded sections are laid out in full;
    /// every section is then placed after the previous one, which costs nothing per item. The
    /// frames equal those of a fresh `prepare` of the new data, bit for bit. A change of the
    /// viewport's size, the insets, the direction or the scale lays out everything.
    ///
    /// Item sizes: as in UIKit, an item the batch does not name keeps its size. Give the new
    /// sizes with the batch (replace ``Configuration/itemSizing``'s lists, or let the closure
    /// answer for the new data); a reloaded item takes its new size.
    ///
    /// ``contentOffsetAdjustment`` then says how far to move the content offset so that the
    /// first cell that was visible (the one with the smallest path among those that survive)
    /// keeps its place on screen: add it to the offset (clamp to the content as UIKit does).
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s + u log u + Σ r + k) for s sections, u updated paths, r items laid
    ///   out again per changed section, and k cells that were visible; O(n) when everything is
    ///   laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        guard let previous = cache.lastContext else {
            prepare(context)
            return
        }
        let plan = try UpdatePlan(
            updates: updates, oldCounts: previous.itemCounts, newCounts: context.itemCounts)
        let visibleBefore = cache.store.cellAttributes(
            in: Rect(origin: previous.contentOffset, size: previous.viewportSize)
        ).filter { $0.kind.isCell }
        let before: FlowSnapshot
        if cache.canLayOutChangesOnly(for: context) {
            before = cache.layOutChanges(
                for: context, configuration: configuration,
                source: { section in
                    guard case .old(let old) = plan.sources[section] else { return nil }
                    return old
                },
                firstChangedItem: { plan.firstChangedItem(inSection: $0) })
        } else {
            before = FlowSnapshot(store: cache.store)
            cache.rebuild(for: context, configuration: configuration)
        }
        let rules = UpdateTransition(plan: plan)
        transition = FlowTransition(rules: rules, before: before)
        contentOffsetAdjustment = anchorAdjustment(visibleBefore: visibleBefore, plan: plan)
    }

    /// The move along the scroll axis of the surviving cell with the smallest path among
    /// `visibleBefore`, or zero when none survived.
    private func anchorAdjustment(visibleBefore: [LayoutAttributes], plan: UpdatePlan) -> Point {
        for old in visibleBefore.sorted(by: { $0.path < $1.path }) {
            guard let newPath = plan.newPath(forOld: old.path), let new = attributes(at: newPath) else {
                continue
            }
            let axis = cache.axis
            let delta = new.frame.min(along: axis) - old.frame.min(along: axis)
            return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
        }
        return .zero
    }
}

// MARK: - Appearing and disappearing elements

extension FlowLayout {
    /// Where the cell at `path` (numbered after the last update) starts its animation: at its
    /// frame before the update when it survived (moved, or shifted by other changes), at its
    /// final frame with alpha 0 when inserted or reloaded (UIKit's flow layout).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition else { return attributes(at: path) }
        return transition.rules.appearing(
            at: path, now: { attributes(at: $0) },
            before: { transition.before.cellAttributes(at: $0, newStore: cache.store) })
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation: at its
    /// new frame when it survived, at its old frame with alpha 0 when deleted or reloaded.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition else { return attributes(at: path) }
        return transition.rules.disappearing(
            at: path, now: { attributes(at: $0) },
            before: { transition.before.cellAttributes(at: $0, newStore: cache.store) })
    }

    /// Where the header or footer of `kind` at `path` (numbered after the last update) starts
    /// its animation: where its section's was before the update, or at its final frame with
    /// alpha 0 when its section was inserted or reloaded.
    ///
    /// - Complexity: O(1).
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: String, at path: ItemPath
    ) -> LayoutAttributes? {
        let now = { (path: ItemPath) in
            path.item == 0 ? supplementaryAttributes(ofKind: kind, inSection: path.section) : nil
        }
        guard let transition else { return now(path) }
        return transition.rules.appearingSupplementary(
            at: path, now: now,
            before: { transition.before.store.supplementaryAttributes(ofKind: kind, inSection: $0.section) })
    }

    /// Where the header or footer of `kind` at `path` (numbered before the last update) ends
    /// its animation: where its section's is after the update, or at its old frame with alpha 0
    /// when its section was deleted or reloaded.
    ///
    /// - Complexity: O(1).
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: String, at path: ItemPath
    ) -> LayoutAttributes? {
        let now = { (path: ItemPath) in
            path.item == 0 ? supplementaryAttributes(ofKind: kind, inSection: path.section) : nil
        }
        guard let transition else { return now(path) }
        return transition.rules.disappearingSupplementary(
            at: path, now: now,
            before: { transition.before.store.supplementaryAttributes(ofKind: kind, inSection: $0.section) })
    }
}
