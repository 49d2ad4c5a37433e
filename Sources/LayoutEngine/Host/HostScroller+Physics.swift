// MARK: - Physics along one axis

extension HostScroller {
    /// Sets the offset's coordinate along `axis`.
    mutating func setOffset(_ value: Double, along axis: Axis) {
        if axis == .horizontal { offset.x = value } else { offset.y = value }
    }

    /// Steps the motion along `axis`, if any, to `time` (seconds) within the offset range
    /// `range` (the content's edges as laid out now), snapping to `pixel`; a motion that comes
    /// to rest past an edge (the content moved under it) hands over to a spring back to that
    /// edge.
    ///
    /// - Complexity: O(1).
    mutating func stepMotion(
        along axis: Axis, to time: Double, pixel: Double, within range: ClosedRange<Double>
    ) {
        guard var motion = self[axis] else { return }
        let (position, isAtRest) = motion.step(to: time, pixel: pixel, within: range)
        setOffset(position, along: axis)
        self[axis] = isAtRest ? nil : motion
        if isAtRest, !range.contains(position) {
            let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
            self[axis] = .spring(SpringBack(from: position, velocity: 0, to: edge, at: time))
        }
    }

    /// Springs the offset back to the edge of `range` along `axis`, starting at `time` with
    /// `velocity` (points per second), when it lies past one; returns whether it did.
    @discardableResult
    mutating func springBack(
        along axis: Axis, within range: ClosedRange<Double>, velocity: Double = 0, at time: Double
    )
        -> Bool
    {
        let position = offset.value(along: axis)
        guard !range.contains(position) else { return false }
        let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
        self[axis] = .spring(SpringBack(from: position, velocity: velocity, to: edge, at: time))
        return true
    }

    /// Where content dragged to `position` shows within the offset range `range` of a
    /// viewport `dimension` long: rubber-banded past the edges (``RubberBand``), clamped to
    /// them when the scroller does not bounce.
    ///
    /// - Complexity: O(1).
    func banded(_ position: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        if position < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound
                - RubberBand.distance(forOvershoot: range.lowerBound - position, dimension: dimension)
        }
        if position > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound
                + RubberBand.distance(forOvershoot: position - range.upperBound, dimension: dimension)
        }
        return position
    }

    /// The drag position that shows `position`: the inverse of the rubber band of
    /// ``banded(_:within:dimension:)``.
    ///
    /// - Complexity: O(1).
    static func unbanded(_ position: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        if position < range.lowerBound {
            return range.lowerBound
                - RubberBand.overshoot(forDistance: range.lowerBound - position, dimension: dimension)
        }
        if position > range.upperBound {
            return range.upperBound
                + RubberBand.overshoot(forDistance: position - range.upperBound, dimension: dimension)
        }
        return position
    }
}
