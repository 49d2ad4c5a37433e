// MARK: - Sideways-scrolling bands

extension CollectionHost {
    /// Notes the band under `point` (viewport coordinates), if any, as the drag's candidate,
    /// and stops that band's motion: a finger catches a band in flight as it catches the
    /// content, a band springing back included (the drag resumes from where it is shown).
    mutating func catchBand(under point: Point, for drag: inout HostScroller.Drag) {
        let content = Point(x: point.x + offset.x, y: point.y + offset.y)
        guard let (band, axis) = layout.orthogonalSection(containing: content) else { return }
        scroller.bands[band] = nil
        scroller.bandAxis = axis
        drag.band = band
        drag.bandAxis = axis
        drag.bandStartOffset = unbandedOffset(ofBand: band, along: axis)
    }

    /// Whether the drag's first move goes mostly across the layout's scroll axis, so that it
    /// scrolls the band (UIKit's orthogonal sections are nested scroll views: the one whose
    /// axis the pan follows takes it).
    func movesBand(_ drag: HostScroller.Drag) -> Bool {
        let axis = drag.bandAxis
        let across = abs(drag.lastPoint.value(along: axis) - drag.startPoint.value(along: axis))
        let along = abs(drag.lastPoint.value(along: axis.cross) - drag.startPoint.value(along: axis.cross))
        return across > along
    }

    /// The sign that turns a finger's move along `axis` into a band's offset change: against
    /// the finger, except in a right-to-left layout whose bands run right to left. It is also
    /// the sign of the band's cells' move on screen for a growing offset.
    private func bandDirection(along axis: Axis) -> Double {
        axis == .horizontal && context.layoutDirection == .rightToLeft ? 1 : -1
    }

    /// Whether band `band` rubber-bands past its edges and bounces: when the host bounces
    /// (``bounces``) and the layout says the band does
    /// (``CollectionLayout/orthogonalSectionBounces(_:)``: by default when it has something to
    /// scroll, as UIKit's `OrthogonalScrollingProperties.Bounce.automatic`, since a scroll view
    /// bounces without `alwaysBounce…` only when its content is longer than its bounds).
    func bandBounces(_ band: Int) -> Bool {
        bounces && layout.orthogonalSectionBounces(band)
    }

    /// The offset band `band` is shown at: the layout's, plus how far past an edge it
    /// rubber-bands.
    func presentedOffset(ofBand band: Int) -> Double {
        layout.orthogonalOffset(forSection: band) + (scroller.bandOvershoots[band] ?? 0)
    }

    /// The finger's offset that shows band `band` where it is: the inverse of the rubber band
    /// (a band caught past its edge resumes from there).
    private func unbandedOffset(ofBand band: Int, along axis: Axis) -> Double {
        let inside = layout.orthogonalOffset(forSection: band)
        guard let overshoot = scroller.bandOvershoots[band], overshoot != 0 else { return inside }
        let dimension = context.viewportSize.length(along: axis)
        let finger = RubberBand.overshoot(forDistance: abs(overshoot), dimension: dimension)
        return inside + (overshoot < 0 ? -finger : finger)
    }

    /// Shows band `band` at `position` (an offset, maybe past its range): the layout gets the
    /// offset kept inside its range, and the rest is the band's overshoot, which the frame
    /// applies to its cells.
    private mutating func showBand(_ band: Int, at position: Double) {
        let range = layout.orthogonalOffsetRange(forSection: band)
        let inside = min(max(position, range.lowerBound), range.upperBound)
        layout.setOrthogonalOffset(inside, forSection: band)
        scroller.bandOvershoots[band] = position == inside ? nil : position - inside
    }

    /// Moves the drag's band with the finger; past its edges it rubber-bands as the content
    /// does (``RubberBand``, the viewport's length along the band as the dimension), or stops
    /// at them when it does not bounce (``bandBounces(_:)``).
    mutating func followInBand(_ drag: HostScroller.Drag) {
        guard let band = drag.band else { return }
        let axis = drag.bandAxis
        let moved = drag.lastPoint.value(along: axis) - drag.startPoint.value(along: axis)
        let range = layout.orthogonalOffsetRange(forSection: band)
        let target = drag.bandStartOffset + bandDirection(along: axis) * moved
        let dimension = context.viewportSize.length(along: axis)
        var position = min(max(target, range.lowerBound), range.upperBound)
        if bandBounces(band), target != position {
            let distance = RubberBand.distance(forOvershoot: abs(target - position), dimension: dimension)
            position += target < position ? -distance : distance
        }
        showBand(band, at: position)
    }

    /// Starts band `band`, scrolling along `axis`, after the finger lifts: shown past an edge,
    /// it springs back to it (``SpringBack``); otherwise it decelerates from the finger's
    /// velocity towards the offset its layout chooses, at the band's own rate (or the host's),
    /// and when the layout keeps a resting point the flick would have carried past an edge, it
    /// decelerates to that edge and bounces there, as the content does.
    mutating func releaseBand(_ band: Int, along axis: Axis, fingerVelocity: Point) {
        let velocity = bandDirection(along: axis) * fingerVelocity.value(along: axis)
        let range = layout.orthogonalOffsetRange(forSection: band)
        let start = presentedOffset(ofBand: band)
        if !range.contains(start) {
            let edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            scroller.bands[band] = .spring(SpringBack(from: start, velocity: velocity, to: edge, at: time))
            return
        }
        let rest = layout.targetOrthogonalOffset(
            velocity: velocity, forSection: band, parentDecelerationRate: decelerationRate)
        guard rest.isFinite else { return }
        let rate = layout.orthogonalDecelerationRate(forSection: band) ?? decelerationRate
        let natural = start + rate.projectedDistance(velocity: velocity)
        let overshoots =
            bandBounces(band) && natural.isFinite && !range.contains(natural)
            && rest == min(max(natural, range.lowerBound), range.upperBound)
        let goal = overshoots ? natural : rest
        guard goal != start else { return }
        scroller.bands[band] = .decay(
            Decay(start: start, rest: goal, rate: rate, at: time, range: overshoots ? range : nil))
    }

    /// Steps the bands' motions to `time`.
    mutating func stepBands(to time: Double, pixel: Double) {
        for (band, motion) in scroller.bands {
            var motion = motion
            let (position, isAtRest) = motion.step(to: time, pixel: pixel)
            showBand(band, at: position)
            scroller.bands[band] = isAtRest ? nil : motion
        }
    }

    /// `attributes` moved with its band's overshoot, when it is a cell of a band shown past
    /// an edge.
    func movedWithBand(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.kind.isCell, let overshoot = scroller.bandOvershoots[attributes.path.section] else {
            return attributes
        }
        let axis = scroller.bandAxis
        let shift = bandDirection(along: axis) * overshoot
        var moved = attributes
        if axis == .horizontal { moved.frame.origin.x += shift } else { moved.frame.origin.y += shift }
        return moved
    }

    /// Whether a sideways-scrolling band is moving on after the finger lifted.
    public var isDeceleratingBand: Bool { !scroller.bands.isEmpty }
}
