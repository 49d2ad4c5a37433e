// MARK: - Batch updates, animated

extension CollectionHost {
    /// Changes the data as `updates` say (UIKit's `performBatchUpdates`), to the item counts
    /// `itemCounts`, at `time` (seconds), and animates the change when `animated`.
    ///
    /// The layout lays out the new data (``CollectionLayout/prepare(_:updates:)``), and the
    /// content offset moves by its ``CollectionLayout/contentOffsetAdjustment`` so that the
    /// text being read keeps its place (items inserted above, a prepend of older messages, do
    /// not move what the user reads, even with sizes reported in the same frame); with
    /// ``keepsEndVisible`` a viewport at the end stays at the end (new messages arrive in view). Elements that survive keep their
    /// views under their new paths (``HostFrame/renamed``); deleted and reloaded ones are
    /// renamed to departing identities (``ElementID/isDeparting``).
    ///
    /// Animated, over ``animationDuration`` with UIKit's ease-in ease-out curve, each element
    /// goes from where it is on screen to where the layout puts it: a survivor from its current
    /// presentation (so a batch during an animation retargets without a snap) or, when it was
    /// not shown, from the layout's ``CollectionLayout/initialAttributes(forAppearingItemAt:)``;
    /// an inserted one from those initial attributes (its final frame at alpha 0 in the layouts
    /// of this package); a deleted one to ``CollectionLayout/finalAttributes(forDisappearingItemAt:)``,
    /// staying in ``HostFrame/visible`` until it has finished. Supplementary views follow the
    /// supplementary variants; decoration views do not animate. Coordinates the layout gives
    /// from before the update are moved with the offset, so an element that stays in place on
    /// screen does not move. Not animated, every element takes its new place at the next frame
    /// and deleted ones disappear; animations of an earlier batch still under way go on.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the host's item counts
    ///   to `itemCounts` (UIKit's rules, see ``CollectionUpdate``); the host and its layout are
    ///   then left exactly as they were.
    /// - Complexity: the layout's `prepare(_:updates:)`, plus O(k log k) for the k elements
    ///   shown before and after.
    public mutating func performBatchUpdates(
        _ updates: [CollectionUpdate], itemCounts: [Int], animated: Bool, time: Double
    ) throws(CollectionUpdateError) {
        if movement != nil {
            return try applyDuringMovement(updates, itemCounts: itemCounts, animated: animated, time: time)
        }
        try applyBatch(updates, itemCounts: itemCounts, animated: animated, time: time, anchor: nil)
    }

    /// ``performBatchUpdates(_:itemCounts:animated:time:)``, keeping the cell at `anchor` (a
    /// path before the batch) in place on screen instead of the cell the layout keeps, when
    /// given: an item dragged to a new place must not carry the view with it. A nil `time`
    /// (a call without one) starts the animations at the next time the host is given.
    mutating func applyBatch(
        _ updates: [CollectionUpdate], itemCounts: [Int], animated: Bool, time: Double?, anchor: ItemPath?
    ) throws(CollectionUpdateError) {
        let plan = try UpdatePlan(updates: updates, oldCounts: context.itemCounts, newCounts: itemCounts)
        // The batch is valid (the layouts check it by the same plan): from here on the host
        // changes, at `time`.
        if let time { advanceTime(to: time) }
        if scroller.drag == nil { stepScrolling(to: self.time) }
        let before = offsetBeforeChange()
        let oldOffset = offset
        let axisBefore = scrollAxis
        let shownBefore = frames.buffers.currentIDs
        let presentationsBefore = currentPresentations()
        // The cells shown: the one being read is kept in place until the next frame draws it,
        // and a batch that moves the cell the layout keeps keeps another one, not the moved one.
        let shownCells = anchor == nil ? layout.attributes(in: viewport).filter { $0.kind.isCell } : []
        var shownIn = context
        shownIn.bounds.origin = offset
        let moves = anchor == nil ? cellsShownBeforeMoves(of: updates, shown: shownCells, in: shownIn) : nil
        let anchorBefore = anchor.flatMap { layout.attributes(at: $0)?.frame.origin }
        var updated = context
        updated.itemCounts = itemCounts
        updated.bounds.origin = offset
        try layout.prepare(updated, updates: updates)
        frames.edgeReach.follow(plan, from: context.itemCounts, to: itemCounts)
        context = updated
        scroller.rangesBeforeReports = nil
        var adjustment = layout.contentOffsetAdjustment
        if let anchor, let anchorBefore {
            let after = plan.newPath(forOld: anchor).flatMap { layout.attributes(at: $0)?.frame.origin }
            adjustment = after.map { Point(x: $0.x - anchorBefore.x, y: $0.y - anchorBefore.y) } ?? .zero
        } else if let moves,
            let replaced = adjustmentSkippingMovedItems(moves, plan: plan, layoutAdjustment: adjustment)
        {
            adjustment = replaced
        }
        adjust(by: adjustment, from: before, animationsMove: false)
        // Sizes reported before the next frame keep the cell being read in place, not the one
        // the layout would find in the viewport it laid out the batch in (the offset before);
        // a viewport kept at the end stays at the end.
        let axis = axisKept(by: adjustment, scrolledBefore: axisBefore)
        scroller.readingCellAfterBatch =
            before.keptEnd(along: axis) != nil
            ? nil
            : readingCellKept(
                among: shownCells, shownIn: shownIn, along: axis, offsetBefore: oldOffset,
                adjustment: adjustment,
                through: plan)
        let delta = Point(x: offset.x - oldOffset.x, y: offset.y - oldOffset.y)
        var shownAfter: [ElementID] = []
        shownAfter.reserveCapacity(shownBefore.count)
        for id in shownBefore { shownAfter.append(animator.rename(id, through: plan)) }
        frames.buffers.renameShown(to: shownAfter)
        if let focused = focusedItem {
            focusedItem = FocusFinder.focus(
                following: focused, through: plan, in: layout, itemCounts: itemCounts)
        }
        // A scroll to an item follows its item; a deleted one ends it.
        if let target = scroller.target {
            scroller.target = plan.newPath(forOld: target.path).map {
                ScrollTarget(path: $0, position: target.position, resolvedAt: target.resolvedAt)
            }
        }
        guard animated, animator.effectiveDuration > 0 else {
            // Animations already under way go on, under the elements' new names and moved
            // with the offset: a batch that does not animate does not stop them mid-flight.
            animator.carry(from: shownBefore, to: shownAfter, movedBy: delta)
            return
        }
        animator.animations = [:]
        if time == nil { clock.deferStarts() }
        animator.start(
            from: zip(shownBefore, zip(shownAfter, presentationsBefore)).map { ($0, $1.0, $1.1) },
            plan: plan, delta: delta, in: layout, area: frames.grown(viewport),
            startTime: time == nil ? nil : self.time)
    }

    /// The presentation of each element of the last frame at the host's time, in the order of
    /// ``FrameBuffers/currentIDs``.
    private func currentPresentations() -> [LayoutAttributes] {
        zip(frames.buffers.currentIDs, frames.buffers.visible).map { id, element in
            animator.presentation(of: id, at: time) ?? element.attributes
        }
    }
}
