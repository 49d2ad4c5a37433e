// MARK: - Scrolling like UIScrollView

extension CollectionHost {
    /// The offsets the content rests between along `axis`: from minus the leading content inset
    /// to the content's end plus the trailing inset less the viewport (no less than the start).
    ///
    /// - Complexity: O(1).
    public func offsetRange(along axis: Axis) -> ClosedRange<Double> {
        ScrollGeometry.offsetRange(along: axis, contentSize: layout.contentSize, context: context)
    }

    /// The axis the content scrolls along: vertical unless only the horizontal one scrolls.
    var scrollAxis: Axis { ScrollGeometry.scrollAxis(contentSize: layout.contentSize, context: context) }

    /// Whether the user can drag the content along `axis`: the content is longer than the
    /// viewport there, or the host bounces along it anyway (``alwaysBounceVertical``,
    /// ``alwaysBounceHorizontal``).
    public func isScrollable(along axis: Axis) -> Bool {
        let range = offsetRange(along: axis)
        if range.upperBound > range.lowerBound { return true }
        return scroller.bouncesAlways(along: axis)
    }

    /// Whether a finger is dragging the content.
    public var isDragging: Bool { scroller.drag != nil }

    /// Whether the content moves on after the finger lifted: decelerating, bouncing or springing
    /// back.
    public var isDecelerating: Bool { scroller.isDecelerating }

    // MARK: Touches

    /// A finger touches the viewport at `point` (viewport coordinates) at `time`: the content
    /// stops where it is (a flick in progress is caught) and follows the finger from there.
    ///
    /// Bad input: a non-finite point or time is ignored.
    public mutating func touchBegan(at point: Point, time: Double) {
        guard point.isFinite, time.isFinite else { return }
        advanceTime(to: time)
        stepScrolling(to: self.time)
        scroller.stopMotions()
        var drag = HostScroller.Drag(startPoint: point, startOffset: unbanded(offset), lastPoint: point)
        drag.tracker.add(point, at: self.time)
        catchBand(under: point, for: &drag)
        scroller.drag = drag
    }

    /// The finger moves to `point` at `time`: the content follows it along each axis it can
    /// scroll, and past the content's edges rubber-bands: it follows the finger at 0.55 of its
    /// speed at the edge, less and less further out, never a whole viewport past it (the
    /// formula reimplementations of `UIScrollView` share).
    ///
    /// Bad input: a non-finite point or time, or a move without a touch, is ignored.
    public mutating func touchMoved(to point: Point, time: Double) {
        guard point.isFinite, time.isFinite, var drag = scroller.drag else { return }
        advanceTime(to: time)
        drag.tracker.add(point, at: self.time)
        drag.lastPoint = point
        if drag.band != nil, drag.movesBand == nil { drag.movesBand = movesBand(drag) }
        scroller.drag = drag
        if drag.movesBand == true {
            followInBand(drag)
        } else {
            follow(drag)
        }
    }

    /// The finger lifts at `point` at `time`: the content decelerates from the finger's
    /// velocity at the host's ``decelerationRate`` towards the point the layout chooses
    /// (``CollectionLayout/targetContentOffset(proposed:velocity:)``), bouncing at an edge it
    /// reaches; content past an edge springs back to it.
    ///
    /// The resting point is projected as UIKit projects it (``DecelerationRate``), kept inside
    /// the content, and handed to the layout with the velocity in points per second (positive
    /// when the offset grows), as UIKit hands it to `targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`: "the value at which scrolling would naturally stop if no
    /// adjustments were made". When the layout keeps that point and the flick would have gone
    /// past an edge, the content decelerates to the edge and bounces there.
    ///
    /// Bad input: a non-finite point or time is read as the last move; a lift without a touch
    /// is ignored.
    public mutating func touchEnded(at point: Point, time: Double) {
        guard var drag = scroller.drag else { return }
        if time.isFinite { advanceTime(to: time) }
        if point.isFinite, point != drag.lastPoint {
            drag.tracker.add(point, at: self.time)
            drag.lastPoint = point
            if drag.movesBand == true { followInBand(drag) } else { follow(drag) }
        }
        let finger = drag.tracker.velocity(at: self.time)
        scroller.drag = nil
        if let band = drag.band, drag.movesBand == true || scroller.bandOvershoots[band] != nil {
            // A band caught past its edge by a drag that then scrolled the content springs back.
            releaseBand(band, along: drag.bandAxis, fingerVelocity: drag.movesBand == true ? finger : .zero)
            if drag.movesBand == true {
                // The content the finger caught past its edge before moving the band springs
                // back, as it does when a touch that moves nothing lifts.
                springBackPastEdges()
                return
            }
        }
        release(
            velocity: Point(
                x: isScrollable(along: .horizontal) ? -finger.x : 0,
                y: isScrollable(along: .vertical) ? -finger.y : 0))
    }

    /// Scrolls by `delta` at once, as a mouse wheel or a trackpad does: along each axis `delta`
    /// moves, the offset moves by it, kept inside the content, and any motion along that axis
    /// stops. A motion along the other axis goes on, so content past an edge there still springs
    /// back to it. A scroll to an item in progress ends: the offset stays where the wheel put it.
    ///
    /// Bad input: non-finite components read as 0.
    public mutating func scroll(by delta: Point) {
        for axis in Axis.allCases {
            let move = delta.value(along: axis).sanitizedOffset
            guard move != 0 else { continue }
            scroller.target = nil
            // Only this axis's motion stops: stopping the other one would leave content that
            // springs back along it wherever it was, past its edge.
            scroller[axis] = nil
            let range = offsetRange(along: axis)
            let moved = offset.value(along: axis) + move
            set(min(max(moved, range.lowerBound), range.upperBound), along: axis)
            // After sizes were reported or the viewport resized, the wheel put the offset inside
            // the content as it reads now: the next frame judges it along this axis by that range
            // (as an offset the app sets), so it stays inside the content laid out then.
            if var ranges = scroller.rangesBeforeReports {
                if axis == .horizontal { ranges.x = range } else { ranges.y = range }
                scroller.rangesBeforeReports = ranges
            }
        }
    }

    // MARK: Physics

    /// Moves the host's clock to `time` when it is later, and starts then what calls without a
    /// time left waiting for it.
    mutating func advanceTime(to time: Double) {
        if clock.advance(to: time) { startPendingMotions() }
    }

    /// Starts, at the host's time, the animated scrolls, element animations and edge scrolling
    /// of a moving item that calls without a time started: a renderer that idles between frames
    /// sees them from their first step, however long it idled.
    private mutating func startPendingMotions() {
        let now = clock.time
        for axis in Axis.allCases { scroller[axis]?.start(at: now) }
        animator.startPending(at: now)
        if movement != nil, movement?.lastScrollTime == nil { movement?.lastScrollTime = now }
    }

    /// Steps the motions to `time`.
    mutating func stepScrolling(to time: Double) {
        let pixel = 1 / context.displayScale.sanitizedScale
        if !scroller.bands.isEmpty { stepBands(to: time, pixel: pixel) }
        for axis in Axis.allCases where scroller[axis] != nil {
            // The content's edges as the motion knows the content: sizes measured or items
            // inserted may have moved the content under the motion since it started. Sizes
            // reported or a viewport resized since the last frame move the motion only once the
            // layout is prepared with them (the offset adjustment): until then its edges are the
            // ones from before the change (a compositional layout applies a size at once, a
            // carousel's content depends on the viewport's width).
            let range = rangeBeforeChange(along: axis)
            scroller.stepMotion(along: axis, to: time, pixel: pixel, within: range)
        }
    }

    /// Moves the content with the finger, rubber-banding past the edges.
    private mutating func follow(_ drag: HostScroller.Drag) {
        for axis in Axis.allCases where isScrollable(along: axis) {
            let moved =
                drag.startOffset.value(along: axis)
                - (drag.lastPoint.value(along: axis) - drag.startPoint.value(along: axis))
            let banded = scroller.banded(
                moved, within: offsetRange(along: axis), dimension: context.viewportSize.length(along: axis))
            set(banded, along: axis)
        }
    }

    /// Springs the content back to its edge along each axis where it lies past one.
    private mutating func springBackPastEdges() {
        let now = clock.time
        for axis in Axis.allCases {
            scroller.springBack(along: axis, within: offsetRange(along: axis), at: now)
        }
    }

    /// Starts the motions after the finger lifts with `velocity` (the offset's, in points per
    /// second).
    private mutating func release(velocity: Point) {
        let rate = decelerationRate
        var natural = offset
        for axis in Axis.allCases {
            let position = offset.value(along: axis)
            guard offsetRange(along: axis).contains(position) else { continue }
            set(
                position + rate.projectedDistance(velocity: velocity.value(along: axis)), along: axis,
                of: &natural)
        }
        let proposal = clamped(natural)
        let answer = layout.targetContentOffset(proposed: proposal, velocity: velocity)
        let target = clamped(
            Point(x: answer.x.isFinite ? answer.x : proposal.x, y: answer.y.isFinite ? answer.y : proposal.y))
        for axis in Axis.allCases {
            let range = offsetRange(along: axis)
            let position = offset.value(along: axis)
            if scroller.springBack(
                along: axis, within: range, velocity: velocity.value(along: axis), at: clock.time)
            {
                continue
            }
            let goal = target.value(along: axis)
            let overshoots =
                bounces && goal == proposal.value(along: axis)
                && natural.value(along: axis) != goal
            let rest = overshoots ? natural.value(along: axis) : goal
            guard rest != position else { continue }
            scroller[axis] = .decay(
                Decay(start: position, rest: rest, rate: rate, at: time, range: overshoots ? range : nil))
        }
    }

    /// `offset` with each coordinate kept inside the content.
    func clamped(_ point: Point) -> Point {
        let x = offsetRange(along: .horizontal)
        let y = offsetRange(along: .vertical)
        return Point(
            x: min(max(point.x, x.lowerBound), x.upperBound), y: min(max(point.y, y.lowerBound), y.upperBound)
        )
    }

    /// The drag position that shows `point`: the inverse of the rubber band.
    private func unbanded(_ point: Point) -> Point {
        var result = point
        for axis in Axis.allCases {
            let position = HostScroller.unbanded(
                point.value(along: axis), within: offsetRange(along: axis),
                dimension: context.viewportSize.length(along: axis))
            set(position, along: axis, of: &result)
        }
        return result
    }

    /// Sets the offset's coordinate along `axis`.
    mutating func set(_ value: Double, along axis: Axis) {
        scroller.setOffset(value, along: axis)
    }

    /// Sets `point`'s coordinate along `axis`.
    private func set(_ value: Double, along axis: Axis, of point: inout Point) {
        if axis == .horizontal { point.x = value } else { point.y = value }
    }
}

extension Double {
    /// This value as a display scale: 1 when it is not a finite positive number.
    var sanitizedScale: Double {
        isFinite && self > 0 ? self : 1
    }
}
