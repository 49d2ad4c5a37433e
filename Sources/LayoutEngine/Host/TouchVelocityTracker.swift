/// The velocity of a finger at the moment it lifts, from its last touch samples.
///
/// UIKit does not document how `UIScrollView` estimates it. This is the estimate of Flutter's
/// `IOSScrollViewFlingVelocityTracker` (flutter/flutter,
/// packages/flutter/lib/src/gestures/velocity_tracker.dart), written to approximate "the scroll
/// velocity of an iOS scroll view at the moment the user touch was released": the velocities
/// between the last four samples, two at a time, weighted 0.6 for the oldest pair, 0.35 for the
/// next and 0.05 for the newest; and zero when the finger has not moved for more than 40 ms
/// (`_assumePointerMoveStoppedMilliseconds`), as a finger that stops before it lifts does not
/// flick.
struct TouchVelocityTracker: Sendable {
    /// A touch sample.
    private struct Sample: Sendable {
        var point: Point
        var time: Double
    }

    /// The last four samples, newest first; only the first `count` are set.
    private var newest = Sample(point: .zero, time: 0)
    private var second = Sample(point: .zero, time: 0)
    private var third = Sample(point: .zero, time: 0)
    private var fourth = Sample(point: .zero, time: 0)
    /// How many samples are set, at most 4.
    private var count = 0

    /// Forgets every sample.
    mutating func reset() {
        count = 0
    }

    /// Records the finger at `point` at `time` (seconds).
    mutating func add(_ point: Point, at time: Double) {
        fourth = third
        third = second
        second = newest
        newest = Sample(point: point, time: time)
        count = min(count + 1, 4)
    }

    /// The finger's velocity, in points per second, when it lifts at `time`.
    func velocity(at time: Double) -> Point {
        guard count > 0, time - newest.time <= 0.040 else { return .zero }
        let v0 = count >= 2 ? Self.velocity(from: second, to: newest) : .zero
        let v1 = count >= 3 ? Self.velocity(from: third, to: second) : .zero
        let v2 = count >= 4 ? Self.velocity(from: fourth, to: third) : .zero
        return Point(
            x: v2.x * 0.6 + v1.x * 0.35 + v0.x * 0.05,
            y: v2.y * 0.6 + v1.y * 0.35 + v0.y * 0.05)
    }

    /// The velocity between two samples, zero when no time passed between them.
    private static func velocity(from start: Sample, to end: Sample) -> Point {
        let elapsed = end.time - start.time
        guard elapsed > 0 else { return .zero }
        return Point(x: (end.point.x - start.point.x) / elapsed, y: (end.point.y - start.point.y) / elapsed)
    }
}
