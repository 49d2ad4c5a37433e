/// The pace of an animation: the fraction of the way covered at each fraction of its duration.
///
/// The host animates with UIKit's default curve, ease-in ease-out ("the default curve for most
/// animations", `UIView.AnimationCurve.easeInOut`), which Core Animation defines as the cubic
/// Bézier curve with control points (0.42, 0) and (0.58, 1)
/// (`CAMediaTimingFunctionName.easeInEaseOut`).
struct TimingCurve: Sendable {
    /// The control points (the curve runs from (0, 0) to (1, 1)).
    var x1, y1, x2, y2: Double

    /// UIKit's ease-in ease-out.
    static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The fraction of the way covered at `progress` (the fraction of the duration elapsed,
    /// clamped to 0...1).
    func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let t = parameter(forX: progress)
        return Self.bezier(t, y1, y2)
    }

    /// The curve's parameter where its x coordinate is `x`: Newton's method from `x`, which
    /// converges in a few steps on these curves, and bisection when it would not.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(t, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at parameter `t`, given its two inner control points.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `t`.
    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
