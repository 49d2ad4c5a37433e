// MARK: - Scrolling to an item

extension CollectionHost {
    /// Scrolls so that the cell at `path` shows at `position` (UIKit's
    /// `scrollToItem(at:at:animated:)`), at once or, when `animated`, over
    /// ``animationDuration`` with UIKit's ease-in ease-out curve.
    ///
    /// The visible area is the viewport less the content insets; an item aligned with an edge
    /// of it is kept clear of an element pinned there (``LayoutAttributes/isPinned``: the flow
    /// and waterfall layouts' pinned section headers and footers, the compositional layout's
    /// pinned boundary items of any kind).
    /// The offset is kept inside the content, so an item near an end of the content may rest
    /// short of the position. A layout whose cells do not move with the content answers the
    /// offset itself (``CollectionLayout/contentOffset(showing:position:in:)``): the circular
    /// fan turns the item upright, the carousel centres it, each at one of its resting offsets.
    /// Scrolling in progress stops (a drag included).
    ///
    /// The scroll lands where it asks even under estimated sizes: every frame resolves the
    /// offset again from the layout as it is then (cells measured on the way and on arrival,
    /// batch updates, a new viewport), until the item rests where the position asks, to 0.5
    /// points (or the content's end stops it). An animated scroll eases towards the moving
    /// offset: each frame goes on from where the last one drew, and it ends on time (a change
    /// in its last quarter eases over another quarter); a change that lands after it ends
    /// moves the offset at once. The re-resolution stops in the first frame after the motion
    /// in which the offset already was where the item is asked for, no reported size or new
    /// viewport size landed and no element appeared; a touch, a wheel scroll, a set
    /// ``contentOffset``, another scroll to an item and an interactive movement stop it at
    /// once. A batch update renames the item it follows.
    ///
    /// An element pinned at an edge of the visible area covers the item from that edge (the edge of the half its middle lies in), whatever their sizes.
    ///
    /// The call has no time: an animated scroll starts at the next time the host is given (the
    /// next ``advance(to:)``, or a call with a time), so the frame after the call shows its
    /// first step however long the renderer idled since the last frame.
    ///
    /// Bad input: a path the layout has no cell for is ignored; an item that disappears (a
    /// batch deleted it) ends the re-resolution.
    ///
    /// - Complexity: the layout's `attributes(at:)` and, when an edge alignment is asked for,
    ///   one `prepare` and one query at the target offset; the same in every frame until the
    ///   item rests.
    public mutating func scrollToItem(at path: ItemPath, position: ScrollPosition, animated: Bool) {
        guard let target = offset(showing: path, at: position) else { return }
        scroll(to: target, animated: animated)
        scroller.target = ScrollTarget(path: path, position: position)
    }

    /// Resolves the scroll to an item in progress again, at the end of a frame's layout: moves
    /// the offset where the item is now asked for (an animated scroll eases on towards it from
    /// where it is); returns whether the offset already was there (to 0.5 points) with no
    /// motion left, or nil when there is no scroll to an item (or its item is gone, which ends
    /// it).
    mutating func resolveScrollTarget() -> Bool? {
        guard let target = scroller.target else { return nil }
        guard let desired = offset(showing: target.path, at: target.position) else {
            scroller.target = nil
            layOut()
            return nil
        }
        var rests = true
        // What changed the item's place landed after the last frame drew the move (sizes
        // reported, a batch update): the move turns towards the new place from where that frame
        // drew it, so this frame's step cannot have carried it past the new place.
        let drawn = target.resolvedAt ?? time
        scroller.target?.resolvedAt = clock.time
        for axis in Axis.allCases {
            let goal = desired.value(along: axis)
            switch scroller[axis] {
            case .eased(var move):
                // A change in the last quarter of the animation eases over another quarter.
                if goal != move.target {
                    move.retarget(to: goal, at: min(drawn, time), minimumRemaining: move.duration / 4)
                    set(move.isFinished(at: time) ? goal : move.position(at: time), along: axis)
                }
                scroller[axis] = .eased(move)
                rests = false
            case .some:
                // A spring back or a deceleration the content started: it ends first.
                rests = false
            case nil:
                if abs(offset.value(along: axis) - goal) > 0.5 { rests = false }
                set(goal, along: axis)
            }
        }
        layOut()
        return rests
    }

    /// Moves the offset to `target`, at once or animated over ``animationDuration``; stops any
    /// scrolling in progress (a scroll to an item included).
    mutating func scroll(to target: Point, animated: Bool) {
        scroller.drag = nil
        scroller.stopMotions()
        let duration = animator.effectiveDuration
        guard animated, duration > 0 else {
            offset = target
            return
        }
        for axis in Axis.allCases where target.value(along: axis) != offset.value(along: axis) {
            scroller[axis] = .eased(
                EasedMove(
                    from: offset.value(along: axis), target: target.value(along: axis), startTime: nil,
                    duration: duration))
            clock.deferStarts()
        }
    }

    /// The offset that shows the cell at `path` at `position`, kept inside the content; nil when
    /// the layout has no such cell.
    mutating func offset(showing path: ItemPath, at position: ScrollPosition) -> Point? {
        if let answer = layout.contentOffset(showing: path, position: position, in: currentContext) {
            return answer.isFinite ? clamped(answer) : nil
        }
        guard let item = layout.attributes(at: path), item.frame.isFinite else { return nil }
        var target = offset
        var aligned: [(Axis, ScrollPosition.Alignment)] = []
        for axis in Axis.allCases {
            guard let alignment = position.alignment(along: axis) else { continue }
            let value = self.offset(aligning: item.frame, alignment, along: axis, from: offset)
            if axis == .horizontal { target.x = value } else { target.y = value }
            aligned.append((axis, alignment))
        }
        target = clamped(target)
        guard aligned.contains(where: { $0.1 != .center }) else { return target }
        // A pinned header or footer floats over the content at the visible area's edges: lay
        // out at the target, and move the item out from under any that covers it; then lay
        // out at the offset again, where the next frame's anchoring looks for what was shown.
        context.bounds.origin = target
        layout.prepare(context)
        defer { layOut() }
        let viewport = Rect(origin: target, size: context.viewportSize)
        guard let moved = layout.attributes(at: path), moved.frame.isFinite else { return target }
        for element in layout.attributes(in: viewport) where element.isPinned {
            let bounds = element.visualBounds
            guard bounds.intersects(moved.frame), element.zIndex >= moved.zIndex else { continue }
            for (axis, alignment) in aligned where alignment != .center {
                let value = target.value(along: axis)
                let shift: Double
                // A pinned header or footer sits at an edge of the visible area: the one of the
                // half its middle lies in (comparing it with the item's middle would take a
                // header taller than the item for one over its trailing part).
                if bounds.mid(along: axis) <= viewport.mid(along: axis) {
                    // It covers the item's leading part.
                    shift = moved.frame.min(along: axis) - bounds.max(along: axis)
                } else {
                    // It covers the item's trailing part.
                    shift = moved.frame.max(along: axis) - bounds.min(along: axis)
                }
                if axis == .horizontal { target.x = value + shift } else { target.y = value + shift }
            }
        }
        return clamped(target)
    }

    /// The host's context at the current offset (the layout may have been prepared at another).
    var currentContext: LayoutContext {
        var current = context
        current.bounds.origin = offset
        return current
    }

    /// The offset along `axis` that aligns `frame` with the visible area as `alignment` asks,
    /// starting from offset `current`.
    private func offset(
        aligning frame: Rect, _ alignment: ScrollPosition.Alignment, along axis: Axis, from current: Point
    ) -> Double {
        let insets = context.contentInsets
        let leadingInset = insets.leading(along: axis)
        let visibleLength = max(
            0, context.viewportSize.length(along: axis) - leadingInset - insets.trailing(along: axis))
        let start = frame.min(along: axis)
        let end = frame.max(along: axis)
        let leading = start - leadingInset
        let trailing = end - visibleLength - leadingInset
        switch alignment {
        case .leading: return leading
        case .trailing: return trailing
        case .center: return frame.mid(along: axis) - leadingInset - visibleLength / 2
        case .nearest:
            let now = current.value(along: axis)
            if start < now + leadingInset || end - start > visibleLength { return leading }
            if end > now + leadingInset + visibleLength { return trailing }
            return now
        }
    }
}
