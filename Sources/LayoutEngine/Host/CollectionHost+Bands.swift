// MARK: - Sideways-scrolling bands

extension CollectionHost {
    /// Notes the band under `point` (viewport coordinates), if any, as the drag's candidate,
    /// and stops that band's motion: a finger catches a band in flight as it catches the
    /// content.
    mutating func catchBand(under point: Point, for drag: inout ScrollState.Drag) {
        let content = Point(x: point.x + offset.x, y: point.y + offset.y)
        guard let (band, axis) = layout.orthogonalSection(containing: content) else { return }
        scrolling.bands[band] = nil
        drag.band = band
        drag.bandAxis = axis
        drag.bandStartOffset = layout.orthogonalOffset(forSection: band)
    }

    /// Whether the drag's first move goes mostly across the layout's scroll axis, so that it
    /// scrolls the band (UIKit's orthogonal sections are nested scroll views: the one whose
    /// axis the pan follows takes it).
    func movesBand(_ drag: ScrollState.Drag) -> Bool {
        let axis = drag.bandAxis
        let across = abs(drag.lastPoint.value(along: axis) - drag.startPoint.value(along: axis))
        let along = abs(drag.lastPoint.value(along: axis.cross) - drag.startPoint.value(along: axis.cross))
        return across > along
    }

    /// The sign that turns a finger's move along `axis` into a band's offset change: against
    /// the finger, except in a right-to-left layout whose bands run right to left.
    private func bandDirection(along axis: Axis) -> Double {
        axis == .horizontal && context.layoutDirection == .rightToLeft ? 1 : -1
    }

    /// Moves the drag's band with the finger, kept inside its offsets.
    mutating func followInBand(_ drag: ScrollState.Drag) {
        guard let band = drag.band else { return }
        let axis = drag.bandAxis
        let moved = drag.lastPoint.value(along: axis) - drag.startPoint.value(along: axis)
        let range = layout.orthogonalOffsetRange(forSection: band)
        let target = drag.bandStartOffset + bandDirection(along: axis) * moved
        layout.setOrthogonalOffset(min(max(target, range.lowerBound), range.upperBound), forSection: band)
    }

    /// Starts band `band`, scrolling along `axis`, decelerating from the finger's velocity towards the offset its
    /// layout chooses, at the band's own rate (or the host's).
    mutating func releaseBand(_ band: Int, along axis: Axis, fingerVelocity: Point) {
        let velocity = bandDirection(along: axis) * fingerVelocity.value(along: axis)
        let start = layout.orthogonalOffset(forSection: band)
        let rest = layout.targetOrthogonalOffset(
            velocity: velocity, forSection: band, parentDecelerationRate: decelerationRate)
        guard rest.isFinite, rest != start else { return }
        let rate = layout.orthogonalDecelerationRate(forSection: band) ?? decelerationRate
        scrolling.bands[band] = .decay(Decay(start: start, rest: rest, rate: rate, at: time, range: nil))
    }

    /// Steps the bands' motions to `time`.
    mutating func stepBands(to time: Double, pixel: Double) {
        for (band, motion) in scrolling.bands {
            var motion = motion
            let (position, isAtRest) = motion.step(to: time, pixel: pixel)
            layout.setOrthogonalOffset(position, forSection: band)
            scrolling.bands[band] = isAtRest ? nil : motion
        }
    }

    /// Whether a sideways-scrolling band is moving on after the finger lifted.
    public var isDeceleratingBand: Bool { !scrolling.bands.isEmpty }
}
