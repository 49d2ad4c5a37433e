// MARK: - Measurement without jumps

extension CollectionHost {
    /// Reports the measured size of the cell or supplementary view `id` names (one listed in
    /// ``HostFrame/needsMeasurement``, or any cell whose content changed size: a message that
    /// grows as it streams in).
    ///
    /// The layout gets the size at once (``CollectionLayout/reportSize(_:forItemAt:)``, or
    /// ``CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)`` for a supplementary view); the
    /// next frame lays it out and moves the content offset by the layout's
    /// ``CollectionLayout/contentOffsetAdjustment`` in the same frame, so that the text being
    /// read keeps its place on screen, while scrolling in either direction.
    ///
    /// The text being read is the first cell, in reading order, whose leading edge (its top,
    /// or its left edge in a horizontal layout) the last frame drew inside the visible area
    /// (the viewport less ``contentInsets``): the smallest leading edge, the smallest path
    /// among equals; the first cell shown when no cell's leading edge is there. The next frame
    /// draws it at the same distance from the viewport's leading edge (to 0.5 points), moved
    /// only by the user's scroll in between: cells before it grow out of sight, towards the
    /// start, as TanStack Virtual grows the elements that start before the viewport; cells
    /// after it grow away from it. In a waterfall, cells of other columns may move (a measured
    /// photo can send later items to other columns); in a compositional layout, a sideways
    /// band's cells count by their leading edges along the layout's axis. At rest the offset
    /// stays inside the content. A deceleration in progress goes on from the moved offset. With ``keepsEndVisible``, a viewport at the end of the content
    /// stays at the end instead. Report every size measured for a frame before the next one:
    /// the layout then lays out once for all of them.
    ///
    /// Bad input: identities of decoration views are ignored, and so are departing identities
    /// (``ElementID/isDeparting``: their paths name other items now); the layout handles bad
    /// sizes and paths (see its `reportSize(_:forItemAt:)`).
    ///
    /// - Complexity: the layout's `reportSize(_:forItemAt:)`.
    public mutating func reportSize(_ size: Size, for id: ElementID) {
        if case .decoration = id.kind { return }
        noteRangesBeforeChange()
        guard !id.isDeparting else { return }
        switch id.kind {
        case .cell: layout.reportSize(size, forItemAt: id.path)
        case .supplementary(let kind): layout.reportSize(size, forSupplementaryOfKind: kind, at: id.path)
        case .decoration: break
        }
    }

    /// Keeps the offset ranges as they are now for the next frame's judgement of the offset
    /// (``rangesBeforeReports``), unless ranges were kept since the last frame and not
    /// `replacing` them.
    mutating func noteRangesBeforeChange(replacing: Bool = false) {
        guard scroller.rangesBeforeReports == nil || replacing else { return }
        scroller.rangesBeforeReports = (offsetRange(along: .horizontal), offsetRange(along: .vertical))
    }

    /// What the offset adjustment of a frame needs to know of the offset before the layout
    /// changes: along each axis, whether the offset lies inside the content, and the end of the
    /// content when ``keepsEndVisible`` keeps it (the viewport is at or past it, and no finger
    /// drags the content).
    struct OffsetBeforeChange: Sendable {
        var isInside: (x: Bool, y: Bool)
        var keptEnd: (x: Double?, y: Double?)

        func isInside(along axis: Axis) -> Bool { axis == .horizontal ? isInside.x : isInside.y }
        func keptEnd(along axis: Axis) -> Double? { axis == .horizontal ? keptEnd.x : keptEnd.y }

        /// Keeps no end along `axis`: an offset that reached the end only by being kept inside
        /// content that no frame has drawn yet was not at the end the reader saw.
        mutating func forgetKeptEnd(along axis: Axis) {
            if axis == .horizontal { keptEnd.x = nil } else { keptEnd.y = nil }
        }
    }

    /// The offset range along `axis` before the sizes reported, or the viewport resized, since
    /// the last frame, if any; the range as laid out now otherwise.
    func rangeBeforeChange(along axis: Axis) -> ClosedRange<Double> {
        guard let ranges = scroller.rangesBeforeReports else { return offsetRange(along: axis) }
        return axis == .horizontal ? ranges.x : ranges.y
    }

    /// The offset's state before the layout changes (see ``OffsetBeforeChange``), judged by
    /// the offset ranges before the sizes reported since the last frame, if any.
    func offsetBeforeChange() -> OffsetBeforeChange {
        func end(along axis: Axis) -> Double? {
            guard keepsEndVisible, scroller.drag == nil else { return nil }
            let end = rangeBeforeChange(along: axis).upperBound
            return offset.value(along: axis) >= end - 0.5 ? end : nil
        }
        return OffsetBeforeChange(
            isInside: (
                rangeBeforeChange(along: .horizontal).contains(offset.x),
                rangeBeforeChange(along: .vertical).contains(offset.y)
            ),
            keptEnd: (end(along: .horizontal), end(along: .vertical)))
    }

    /// Moves the offset by `adjustment` (the layout's, after a change of sizes or data), or,
    /// along an axis whose end was kept visible, by as much as that end moved; then lays out at
    /// the new offset if it moved. Motions in progress move with the offset, and so does a
    /// drag's start, so nothing jumps afterwards; so do the elements animating after a batch
    /// update (unless `animationsMove` is false: the batch starts new ones).
    ///
    /// An offset at rest inside the content or at its kept end stays inside it, however the
    /// content or the viewport changed (UIKit keeps a collection view's offset in its content);
    /// a moving one moves with its motion, which springs back to the edge if it comes to rest
    /// outside.
    mutating func adjust(by adjustment: Point, from before: OffsetBeforeChange, animationsMove: Bool = true) {
        var moved = false
        for axis in Axis.allCases {
            let range = offsetRange(along: axis)
            let position = offset.value(along: axis)
            var move = adjustment.value(along: axis).sanitizedOffset
            if let end = before.keptEnd(along: axis) { move = range.upperBound - end }
            var target = position + move
            if scroller.drag == nil, scroller[axis] == nil,
                before.isInside(along: axis) || before.keptEnd(along: axis) != nil
            {
                target = min(max(target, range.lowerBound), range.upperBound)
            }
            let applied = target - position
            guard applied != 0 else { continue }
            moved = true
            set(target, along: axis)
            scroller[axis]?.shift(by: applied)
            if var drag = scroller.drag {
                if axis == .horizontal {
                    drag.startOffset.x += applied
                } else {
                    drag.startOffset.y += applied
                }
                scroller.drag = drag
            }
            if animationsMove, animator.isAnimating {
                animator.offsetAll(by: Point(along: axis, main: applied, cross: 0))
            }
        }
        if moved { layOut() }
    }
}
