// MARK: - Interactive reordering

extension CollectionHost {
    // Speed and trigger band of the scrolling while an item is dragged near an edge: UIKit
    // documents neither. These are the defaults of LXReorderableCollectionViewFlowLayout, the
    // reordering layout apps used before UIKit had one (`_scrollingSpeed = 300.0f`,
    // `_scrollingTriggerEdgeInsets = UIEdgeInsetsMake(50.0f, 50.0f, 50.0f, 50.0f)`).

    /// Points per second the view scrolls while the dragged item is near an edge.
    static var reorderScrollingSpeed: Double { 300 }
    /// How near an edge of the viewport the pointer starts that scrolling, in points.
    static var reorderScrollingTrigger: Double { 50 }

    /// Whether an item is being dragged to a new place.
    public var isMovingItem: Bool { movement != nil }

    /// Starts dragging the cell under `point` (viewport coordinates) to a new place (UIKit's
    /// `beginInteractiveMovementForItem(at:)`); returns false when no cell is there (or an
    /// item is already moving). Scrolling in progress stops.
    ///
    /// While it moves, the item follows the pointer above every other element; the others make
    /// room, animated, as the pointer passes over their places
    /// (``updateInteractiveMovement(to:time:)``); the view scrolls while the pointer is near
    /// one of its edges (from the next time the host is given on). The host shows the data with the move applied: when the movement
    /// ends (``endInteractiveMovement()``) apply the returned update to your data, or let
    /// ``endInteractiveMovement(reordering:)`` apply it to your snapshot. A batch update of
    /// your own (or a snapshot applied) while the item moves is numbered in your data, without
    /// the move: the item stays under the pointer, beside the item it stood next to, or the
    /// movement is cancelled when the batch deletes it. Works with every layout whose
    /// order follows its geometry (flow, waterfall, compositional, carousel).
    ///
    /// - Complexity: a hit test of the last frame, O(k) for its k elements.
    public mutating func beginInteractiveMovement(at point: Point) -> Bool {
        guard movement == nil, let id = element(at: point), case .cell = id.kind, !id.isDeparting,
            let attributes = layout.attributes(at: id.path)
        else { return false }
        scroller.drag = nil
        scroller.stopMotions()
        let location = Point(x: point.x + offset.x, y: point.y + offset.y)
        movement = InteractiveMovement(
            original: id.path, current: id.path, originalCounts: context.itemCounts,
            grab: Point(x: location.x - attributes.frame.minX, y: location.y - attributes.frame.minY),
            pointer: point, lastScrollTime: nil)
        clock.deferStarts()
        animator.animations[id] = nil
        return true
    }

    /// The pointer dragging the item moves to `point` (viewport coordinates) at `time`
    /// (UIKit's `updateInteractiveMovementTargetPosition(_:)`). When it is over the place of
    /// another cell, the item takes that place (UIKit's `targetIndexPathForInteractivelyMoving
    /// Item(_:withPosition:)`: the path of the item at the position) and the cells between
    /// make room, animated.
    ///
    /// Bad input: a non-finite point, or a call without a movement, is ignored.
    ///
    /// - Complexity: a small rect query of the layout, plus a batch update when the target
    ///   changes.
    public mutating func updateInteractiveMovement(to point: Point, time: Double) {
        guard var current = movement, point.isFinite else { return }
        advanceTime(to: time)
        current.pointer = point
        movement = current
        moveToPlaceUnderPointer()
    }

    /// Ends the movement with the item at its new place (UIKit's
    /// `endInteractiveMovement()`): the item animates from the pointer into that place,
    /// starting at the next time the host is given (the call has none).
    /// Returns the move to apply to your data, or nil when the item is back where it started
    /// (or nothing was moving).
    public mutating func endInteractiveMovement() -> CollectionUpdate? {
        guard let ended = movement else { return nil }
        settleMovingItem(ended)
        movement = nil
        return ended.original == ended.current ? nil : .moveItem(from: ended.original, to: ended.current)
    }

    /// Cancels the movement (UIKit's `cancelInteractiveMovement()`): the cells go back to
    /// their places and the item animates from the pointer back to where it started, all
    /// starting at the next time the host is given (the call has none).
    public mutating func cancelInteractiveMovement() {
        guard let cancelled = movement else { return }
        if cancelled.current != cancelled.original {
            let anchor = layout.attributes(in: viewport).filter {
                $0.kind.isCell && $0.path != cancelled.current
            }
            .map { $0.path }.min()
            try? applyBatch(
                [.moveItem(from: cancelled.current, to: cancelled.original)],
                itemCounts: cancelled.originalCounts,
                animated: true, time: nil, anchor: anchor)
        }
        var back = cancelled
        back.current = cancelled.original
        settleMovingItem(back, from: cancelled)
        movement = nil
    }

    // MARK: Steps

    /// Moves the item to the place of the cell under the pointer, if another one is there.
    mutating func moveToPlaceUnderPointer() {
        guard let moving = movement, context.itemCounts.indices.contains(moving.current.section) else {
            return
        }
        let location = Point(x: moving.pointer.x + offset.x, y: moving.pointer.y + offset.y)
        let under = layout.attributes(in: Rect(origin: location, size: .zero)).first { attributes in
            attributes.kind.isCell && attributes.path != moving.current && attributes.frame.contains(location)
        }
        guard let target = under?.path else { return }
        var counts = context.itemCounts
        counts[moving.current.section] -= 1
        counts[target.section] += 1
        // What the user looks at stays: the first cell the viewport shows, the moving one aside.
        let anchor = layout.attributes(in: viewport).filter { $0.kind.isCell && $0.path != moving.current }
            .map { $0.path }.min()
        do {
            try applyBatch(
                [.moveItem(from: moving.current, to: target)], itemCounts: counts, animated: true, time: time,
                anchor: anchor)
        } catch {
            return
        }
        movement?.current = target
        animator.animations[.cell(target)] = nil
    }

    /// Scrolls towards the edge the pointer is near, at ``reorderScrollingSpeed`` for the time
    /// since the last step, and moves the item to the place under the pointer then.
    mutating func scrollTowardsEdgeUnderMovingItem() {
        guard var moving = movement else { return }
        let elapsed = max(0, time - (moving.lastScrollTime ?? time))
        moving.lastScrollTime = time
        movement = moving
        guard elapsed > 0 else { return }
        var scrolled = false
        for axis in Axis.allCases where isScrollable(along: axis) {
            let position = moving.pointer.value(along: axis)
            let length = context.viewportSize.length(along: axis)
            let trigger = Self.reorderScrollingTrigger
            let direction: Double = position < trigger ? -1 : position > length - trigger ? 1 : 0
            guard direction != 0 else { continue }
            let range = offsetRange(along: axis)
            let moved = offset.value(along: axis) + direction * Self.reorderScrollingSpeed * elapsed
            let clamped = min(max(moved, range.lowerBound), range.upperBound)
            if clamped != offset.value(along: axis) {
                set(clamped, along: axis)
                scrolled = true
            }
        }
        guard scrolled else { return }
        layOut()
        moveToPlaceUnderPointer()
    }

    /// The moving item as drawn: the layout's attributes moved under the pointer, above
    /// everything else.
    func movingItemPresentation(_ moving: InteractiveMovement, above zIndex: Int) -> LayoutAttributes? {
        guard var attributes = layout.attributes(at: moving.current) else { return nil }
        attributes.frame.origin = Point(
            x: moving.pointer.x + offset.x - moving.grab.x, y: moving.pointer.y + offset.y - moving.grab.y)
        attributes.zIndex = zIndex
        return attributes
    }

    /// Animates the item of `settled` from where the pointer holds it (`held`, by default the
    /// same movement) into its place.
    private mutating func settleMovingItem(
        _ settled: InteractiveMovement, from held: InteractiveMovement? = nil
    ) {
        let held = held ?? settled
        let id = ElementID.cell(settled.current)
        guard let target = layout.attributes(at: settled.current) else { return }
        let drawn = frames.buffers.visible.first { $0.id == .cell(held.current) }?.attributes
        guard var start = movingItemPresentation(held, above: drawn?.zIndex ?? target.zIndex) else { return }
        start.path = settled.current
        let duration = animator.effectiveDuration
        guard duration > 0 else {
            animator.animations[id] = nil
            return
        }
        // The call has no time: the animation starts at the next time the host is given.
        animator.animations[id] = ElementAnimation(
            from: start, target: target, startTime: nil, duration: duration)
        clock.deferStarts()
    }
}
