/// A motion of the content offset along one axis, as a function of time: the deceleration
/// after a flick, the spring back to an edge, or an animated scroll to an item.
///
/// Each motion is a closed form of the time since it started, so a frame's offset does not
/// depend on how often frames were asked for.
enum AxisMotion: Sendable {
    /// Slowing down at a ``DecelerationRate`` towards a resting point.
    case decay(Decay)
    /// Springing back to an edge.
    case spring(SpringBack)
    /// Moving to a point over a fixed duration with UIKit's ease-in ease-out curve: an
    /// animated ``CollectionHost/scrollToItem(at:position:animated:)``.
    case eased(EasedMove<Double>)
}

/// A deceleration: `start + distance · (1 − rate^t)` for t milliseconds since `startTime`,
/// which rests at `start + distance` with its speed falling by the rate every millisecond.
struct Decay: Sendable {
    /// Where the motion started.
    var start: Double
    /// How far it travels to rest.
    var distance: Double
    /// Where it rests: `start + distance`, kept as given so that a resting point the layout
    /// chose is reached exactly.
    var rest: Double
    /// When it started, in seconds.
    var startTime: Double
    /// The logarithm of the rate per millisecond (negative).
    var logRate: Double
    /// The edge the motion crosses on its way to rest, where it turns into a spring, if any.
    var edge: Double?
    /// When it reaches `edge`, in seconds.
    var edgeTime: Double = .infinity
    /// Whether it bounces at the edge its resting point lies past: false when the layout chose
    /// the resting point, or the host does not bounce.
    var bounces = false
    /// The time of its last step: where it was last drawn.
    var steppedAt: Double

    /// A deceleration from `start` to `rest` at `rate`, starting at `startTime`; when
    /// its resting point lies outside `range`, it bounces at the edge it crosses.
    init(
        start: Double, rest: Double, rate: DecelerationRate, at startTime: Double, range: ClosedRange<Double>?
    ) {
        self.start = start
        self.distance = rest - start
        self.rest = rest
        self.startTime = startTime
        steppedAt = startTime
        logRate = rate.logarithm
        guard let range, range.contains(start) else { return }
        bounces = true
        findEdge(of: range)
    }

    /// Finds the edge of `range` (the offsets the content rests between, as laid out now) that
    /// the motion crosses on its way to rest, and when it crosses it; none when the resting
    /// point lies inside the range, or the motion does not reach the edge.
    ///
    /// The content's edges do not move with the motion when the content moves under it: sizes
    /// measured or items inserted before the viewport move the start and the resting point,
    /// not the top of the content.
    mutating func findEdge(of range: ClosedRange<Double>) {
        edge = nil
        edgeTime = .infinity
        let crossed: Double? =
            rest < range.lowerBound ? range.lowerBound : rest > range.upperBound ? range.upperBound : nil
        guard let crossed, distance != 0 else { return }
        // 1 − rate^t = (edge − start) / distance, the fraction of the way at the edge.
        let remaining = 1 - (crossed - start) / distance
        guard remaining > 0 else { return }
        edge = crossed
        edgeTime = startTime + HostMath.log(remaining) / logRate / 1000
    }

    /// The part of the distance still ahead at `time`.
    private func remainingFraction(at time: Double) -> Double {
        HostMath.exp(logRate * max(0, time - startTime) * 1000)
    }

    /// The position at `time`.
    func position(at time: Double) -> Double {
        start + distance * (1 - remainingFraction(at: time))
    }

    /// The velocity at `time`, in points per second.
    func velocity(at time: Double) -> Double {
        -distance * logRate * 1000 * remainingFraction(at: time)
    }

    /// Whether less than `tolerance` points remain at `time`.
    func isAtRest(at time: Double, tolerance: Double) -> Bool {
        abs(distance) * remainingFraction(at: time) < tolerance
    }
}

extension AxisMotion {
    /// The motion moved by `delta` (the content moved under it: an offset adjustment). The
    /// edge a deceleration bounces at and the one a spring returns to are the content's, which
    /// did not move with it: the next step (``step(to:pixel:within:)``) finds them again.
    mutating func shift(by delta: Double) {
        switch self {
        case .decay(var decay):
            decay.start += delta
            decay.rest += delta
            self = .decay(decay)
        case .spring(var spring):
            spring.shift(by: delta)
            self = .spring(spring)
        case .eased(var move):
            move.from += delta
            move.target += delta
            self = .eased(move)
        }
    }

    /// Starts the motion at `time` when it waits for a time (an animated scroll that a call
    /// without a time started).
    mutating func start(at time: Double) {
        guard case .eased(var move) = self, move.startTime == nil else { return }
        move.start(at: time)
        self = .eased(move)
    }

    /// Steps the motion to `time`: the position then, and whether it has come to rest (the
    /// position is then its resting point). A deceleration that reaches its edge becomes the
    /// spring back from it.
    ///
    /// With `range` (the offsets the content rests between, as laid out now), the edges are
    /// that range's, however the content moved under the motion: a deceleration bounces only
    /// when its resting point still lies past an edge, and at that edge (from where it was last
    /// drawn, when it was drawn past it already); a spring returns to the edge its position lies
    /// past, and ends where it is when its position lies inside the content.
    mutating func step(
        to time: Double, pixel: Double, within range: ClosedRange<Double>? = nil
    ) -> (position: Double, isAtRest: Bool) {
        if let range { keepEdges(of: range, at: time) }
        if case .decay(let decay) = self, let edge = decay.edge, time >= decay.edgeTime {
            let start = max(decay.edgeTime, decay.steppedAt)
            self = .spring(
                SpringBack(
                    from: start == decay.edgeTime ? edge : decay.position(at: start),
                    velocity: decay.velocity(at: start), to: edge, at: start))
        }
        switch self {
        case .decay(var decay):
            decay.steppedAt = time
            self = .decay(decay)
            if decay.isAtRest(at: time, tolerance: pixel / 2) { return (decay.rest, true) }
            return (decay.position(at: time), false)
        case .spring(let spring):
            if spring.isAtRest(at: time, distance: pixel, speed: pixel / 0.050) {
                return (spring.target, true)
            }
            return (spring.position(at: time), false)
        case .eased(let move):
            if move.isFinished(at: time) { return (move.target, true) }
            return (move.position(at: time), false)
        }
    }

    /// Aims the motion at the edges of `range`, as ``step(to:pixel:within:)`` describes.
    private mutating func keepEdges(of range: ClosedRange<Double>, at time: Double) {
        switch self {
        case .decay(var decay):
            guard decay.bounces else { return }
            decay.findEdge(of: range)
            self = .decay(decay)
        case .spring(let spring):
            guard spring.target != range.lowerBound, spring.target != range.upperBound else { return }
            let position = spring.position(at: time)
            guard !range.contains(position) else {
                // Inside the content, there is nothing to spring back from: it stops there.
                self = .spring(SpringBack(from: position, velocity: 0, to: position, at: time))
                return
            }
            let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
            self = .spring(
                SpringBack(from: position, velocity: spring.velocity(at: time), to: edge, at: time))
        case .eased:
            return
        }
    }
}
