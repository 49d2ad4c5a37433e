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
        if scrolling.drag == nil { stepScrolling(to: self.time) }
        let before = offsetBeforeChange()
        let oldOffset = offset
        let shownBefore = buffers.currentIDs
        let presentationsBefore = currentPresentations()
        // A batch that moves the cell the layout keeps in place keeps another one, not the moved one.
        let moves = anchor == nil ? cellsShownBeforeMoves(of: updates) : nil
        let anchorBefore = anchor.flatMap { layout.attributes(at: $0)?.frame.origin }
        var updated = context
        updated.itemCounts = itemCounts
        updated.bounds.origin = offset
        try layout.prepare(updated, updates: updates)
        edgeReach.follow(plan, from: context.itemCounts, to: itemCounts)
        context = updated
        rangesBeforeReports = nil
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
        let delta = Point(x: offset.x - oldOffset.x, y: offset.y - oldOffset.y)
        var shownAfter: [ElementID] = []
        shownAfter.reserveCapacity(shownBefore.count)
        for id in shownBefore { shownAfter.append(rename(id, through: plan)) }
        buffers.renameShown(to: shownAfter)
        if let focused = focusedItem {
            focusedItem = FocusFinder.focus(
                following: focused, through: plan, in: layout, itemCounts: itemCounts)
        }
        // A scroll to an item follows its item; a deleted one ends it.
        if let target = scrolling.target {
            scrolling.target = plan.newPath(forOld: target.path).map {
                ScrollTarget(path: $0, position: target.position, resolvedAt: target.resolvedAt)
            }
        }
        let duration = animationDuration.isFinite ? max(0, animationDuration) : 0
        guard animated, duration > 0 else {
            // Animations already under way go on, under the elements' new names and moved
            // with the offset: a batch that does not animate does not stop them mid-flight.
            var carried: [ElementID: ElementAnimation] = [:]
            for (before, after) in zip(shownBefore, shownAfter) {
                if let animation = animations[before] { carried[after] = animation.offset(by: delta) }
            }
            animations = carried
            return
        }
        animations = [:]
        if time == nil { hasPendingStarts = true }
        animate(
            from: zip(shownBefore, zip(shownAfter, presentationsBefore)).map { ($0, $1.0, $1.1) },
            plan: plan, delta: delta, duration: duration, startTime: time == nil ? nil : self.time)
    }

    /// The identity `id` takes through `plan`: its new path when it survives, a new departing
    /// identity when the batch deleted or reloaded it (or its section).
    private mutating func rename(_ id: ElementID, through plan: UpdatePlan) -> ElementID {
        guard !id.isDeparting else { return id }
        switch id.kind {
        case .cell:
            if let path = plan.newPath(forOld: id.path) { return .cell(path) }
        case .supplementary, .decoration:
            if let section = plan.newSection(forOld: id.path.section) {
                return ElementID(kind: id.kind, path: ItemPath(item: id.path.item, section: section))
            }
        }
        departures += 1
        return ElementID(kind: id.kind, path: ItemPath(item: departures, section: -1))
    }

    /// The presentation of each element of the last frame at the host's time, in the order of
    /// ``FrameBuffers/currentIDs``.
    private func currentPresentations() -> [LayoutAttributes] {
        zip(buffers.currentIDs, buffers.visible).map { id, element in
            animations[id]?.presentation(at: time) ?? element.attributes
        }
    }

    /// Starts the animations of a batch: `shown` pairs each element the last frame showed
    /// (its identity before and after the batch) with its presentation before it.
    private mutating func animate(
        from shown: [(before: ElementID, after: ElementID, presentation: LayoutAttributes)], plan: UpdatePlan,
        delta: Point, duration: Double, startTime: Double?
    ) {
        let margin = overscan.boundedLength
        var now: [ElementID: LayoutAttributes] = [:]
        for attributes in layout.attributes(in: viewport.insetBy(dx: -margin, dy: -margin)) {
            now[ElementID(attributes)] = attributes
        }
        var survivors = Set<ElementID>()
        for (before, after, presentation) in shown {
            let target: LayoutAttributes?
            if after.isDeparting {
                target = disappearingTarget(of: before)?.offset(by: delta)
            } else {
                survivors.insert(after)
                if let current = now[after] {
                    target = current
                } else if case .cell = after.kind {
                    target = layout.attributes(at: after.path)
                } else {
                    target = disappearingTarget(of: before).map { attributes in
                        var moved = attributes
                        moved.path = after.path
                        return moved
                    }
                }
            }
            guard let target else { continue }
            animations[after] = ElementAnimation(
                from: presentation.offset(by: delta), target: target, startTime: startTime, duration: duration
            )
        }
        for (id, attributes) in now where !survivors.contains(id) {
            guard let (initial, isOld) = appearingStart(of: id, plan: plan) else { continue }
            animations[id] = ElementAnimation(
                from: isOld ? initial.offset(by: delta) : initial, target: attributes, startTime: startTime,
                duration: duration)
        }
    }

    /// Where the element the last frame showed as `id` (numbered before the batch) ends its
    /// animation, as the layout says; nil for decoration views and elements the layout has
    /// nothing for.
    private func disappearingTarget(of id: ElementID) -> LayoutAttributes? {
        switch id.kind {
        case .cell: layout.finalAttributes(forDisappearingItemAt: id.path)
        case .supplementary(let name):
            layout.finalAttributes(forDisappearingSupplementaryOfKind: name, at: id.path)
        case .decoration: nil
        }
    }

    /// Where the element `id` (numbered after the batch), not shown before it, starts its
    /// animation, and whether those attributes are in the coordinates before the batch (it
    /// survived the batch, and the layout gives where it was); nil when it does not animate.
    private func appearingStart(of id: ElementID, plan: UpdatePlan) -> (LayoutAttributes, isOld: Bool)? {
        switch id.kind {
        case .cell:
            guard let start = layout.initialAttributes(forAppearingItemAt: id.path) else { return nil }
            return (start, plan.oldPath(forNew: id.path) != nil)
        case .supplementary(let name):
            guard let start = layout.initialAttributes(forAppearingSupplementaryOfKind: name, at: id.path)
            else {
                return nil
            }
            return (start, plan.oldSection(forNew: id.path.section) != nil)
        case .decoration:
            return nil
        }
    }
}
