// MARK: - Scrolling to an item

extension CollectionHost {
    /// Scrolls so that the cell at `path` shows at `position` (UIKit's
    /// `scrollToItem(at:at:animated:)`), at once or, when `animated`, over
    /// ``animationDuration`` with UIKit's ease-in ease-out curve.
    ///
    /// The visible area is the viewport less the content insets; an item aligned with an edge
    /// of it is kept clear of a section header or footer pinned there (the flow layout's
    /// `sectionHeadersPinToVisibleBounds`, the compositional layout's pinned boundary items).
    /// The offset is kept inside the content, so an item near an end of the content may rest
    /// short of the position. A layout whose cells do not move with the content answers the
    /// offset itself (``CollectionLayout/contentOffset(showing:position:in:)``): the circular
    /// fan turns the item upright, the carousel centres it, each at one of its resting offsets. Scrolling in progress stops (a drag included); a touch stops an
    /// animated scroll.
    ///
    /// The call has no time: an animated scroll starts at the next time the host is given (the
    /// next ``advance(to:)``, or a call with a time), so the frame after the call shows its
    /// first step however long the renderer idled since the last frame.
    ///
    /// Bad input: a path the layout has no cell for is ignored.
    ///
    /// - Complexity: the layout's `attributes(at:)` and, when an edge alignment is asked for,
    ///   one `prepare` and one query at the target offset.
    public mutating func scrollToItem(at path: ItemPath, position: ScrollPosition, animated: Bool) {
        guard let target = offset(showing: path, at: position) else { return }
        scroll(to: target, animated: animated)
    }

    /// Moves the offset to `target`, at once or animated over ``animationDuration``; stops any
    /// scrolling in progress.
    mutating func scroll(to target: Point, animated: Bool) {
        scrolling.drag = nil
        scrolling.stopMotions()
        let duration = animationDuration.isFinite ? max(0, animationDuration) : 0
        guard animated, duration > 0 else {
            offset = target
            return
        }
        for axis in Axis.allCases where target.value(along: axis) != offset.value(along: axis) {
            scrolling[axis] = .eased(
                EasedMove(
                    from: offset.value(along: axis), target: target.value(along: axis), startTime: nil,
                    duration: duration))
            hasPendingStarts = true
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
        // out at the target, and move the item out from under any that covers it.
        context.bounds.origin = target
        layout.prepare(context)
        let viewport = Rect(origin: target, size: context.viewportSize)
        guard let moved = layout.attributes(at: path), moved.frame.isFinite else { return target }
        for element in layout.attributes(in: viewport) where element.isPinnableBoundary {
            let bounds = element.visualBounds
            guard bounds.intersects(moved.frame), element.zIndex >= moved.zIndex else { continue }
            for (axis, alignment) in aligned where alignment != .center {
                let value = target.value(along: axis)
                let shift: Double
                if bounds.mid(along: axis) <= moved.frame.mid(along: axis) {
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

extension LayoutAttributes {
    /// Whether this is a section header or footer: the supplementary views layouts pin to the
    /// visible area's edges.
    fileprivate var isPinnableBoundary: Bool {
        kind == .sectionHeader || kind == .sectionFooter
    }
}
