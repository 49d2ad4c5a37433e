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

    /// A deceleration from `start` to `rest` at `rate`, starting at `startTime`; when
    /// its resting point lies outside `range`, it bounces at the edge it crosses.
    init(
        start: Double, rest: Double, rate: DecelerationRate, at startTime: Double, range: ClosedRange<Double>?
    ) {
        self.start = start
        self.distance = rest - start
        self.rest = rest
        self.startTime = startTime
        logRate = rate.logarithm
        guard let range, range.contains(start) else { return }
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
    /// The motion moved by `delta` (the content moved under it: an offset adjustment).
    mutating func shift(by delta: Double) {
        switch self {
        case .decay(var decay):
            decay.start += delta
            decay.rest += delta
            if let edge = decay.edge { decay.edge = edge + delta }
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
    mutating func step(to time: Double, pixel: Double) -> (position: Double, isAtRest: Bool) {
        if case .decay(let decay) = self, let edge = decay.edge, time >= decay.edgeTime {
            self = .spring(
                SpringBack(
                    from: edge, velocity: decay.velocity(at: decay.edgeTime), to: edge, at: decay.edgeTime))
        }
        switch self {
        case .decay(let decay):
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
}
