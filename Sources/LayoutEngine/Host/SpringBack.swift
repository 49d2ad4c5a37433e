/// The spring that brings content back to its edge after it went past it: the bounce at the
/// end of a flick and the return after a drag past the edge.
///
/// UIKit does not document it; this is the spring of Flutter's `BouncingScrollPhysics`, "the
/// behavior typically seen on iOS" (flutter/flutter, packages/flutter/lib/src/widgets/
/// scroll_physics.dart: `SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100.0,
/// ratio: 1.1)`): slightly over-damped, so the content returns without oscillating. The
/// displacement from the edge follows `c₁ e^(r₁t) + c₂ e^(r₂t)`, with `r = ω(−ζ ± √(ζ² − 1))`,
/// `ω = √(stiffness / mass)` and `ζ = 1.1`.
struct SpringBack: Sendable {
    /// Where the spring rests.
    var target: Double
    /// When it started, in seconds.
    var startTime: Double
    /// The coefficients of the two exponentials.
    private var c1: Double
    private var c2: Double

    /// The spring's two rates, per second.
    private static let omega = (100.0 / 0.5).squareRoot()
    private static let ratio = 1.1
    private static let r1 = omega * (-ratio + (ratio * ratio - 1).squareRoot())
    private static let r2 = omega * (-ratio - (ratio * ratio - 1).squareRoot())

    /// A spring starting at `position` with `velocity` (points per second) at `startTime`,
    /// resting at `target`.
    init(from position: Double, velocity: Double, to target: Double, at startTime: Double) {
        self.target = target
        self.startTime = startTime
        let displacement = position - target
        c2 = (velocity - Self.r1 * displacement) / (Self.r2 - Self.r1)
        c1 = displacement - c2
    }

    /// The position at `time`.
    func position(at time: Double) -> Double {
        let t = max(0, time - startTime)
        return target + c1 * HostMath.exp(Self.r1 * t) + c2 * HostMath.exp(Self.r2 * t)
    }

    /// The velocity at `time`, in points per second.
    func velocity(at time: Double) -> Double {
        let t = max(0, time - startTime)
        return c1 * Self.r1 * HostMath.exp(Self.r1 * t) + c2 * Self.r2 * HostMath.exp(Self.r2 * t)
    }

    /// Whether the spring has come to rest by `time`: within `distance` points of its target
    /// and slower than `speed` points per second (Flutter's `Tolerance` for scroll
    /// simulations: a physical pixel, and a pixel per 50 ms).
    func isAtRest(at time: Double, distance: Double, speed: Double) -> Bool {
        abs(position(at: time) - target) < distance && abs(velocity(at: time)) < speed
    }

    /// The spring moved by `delta` (the content moved under it).
    mutating func shift(by delta: Double) {
        target += delta
    }
}
