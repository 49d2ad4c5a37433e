/// How far content goes past its edge while the user drags it there: less and less the further
/// the finger pulls, never as far as one viewport.
///
/// UIKit does not document it. The formula is the one reimplementations of `UIScrollView`
/// share: `b = (1 − 1 / (x · c / d + 1)) · d` for a finger `x` points past the edge, a
/// viewport `d` points long and `c = 0.55` — written
/// `(c · x · d) / (d + c · x)` in `rubberBandDistance` (GitHawk's Squawk, BookPlayer) and as
/// above in Janum Trivedi's `Rubberband.swift` ("UIScrollView uses 0.55"). Near the edge the
/// content follows the finger at 0.55 of its speed.
enum RubberBand {
    /// The constant of the formula.
    static let constant = 0.55

    /// How far past the edge content is shown for a finger `overshoot` points past it, in a
    /// viewport `dimension` points long along the axis.
    static func distance(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * constant / dimension + 1)) * dimension
    }

    /// The finger's overshoot that shows content `distance` points past the edge: the inverse
    /// of ``distance(forOvershoot:dimension:)`` (content already past the edge when a new drag
    /// catches it resumes from where it is).
    static func overshoot(forDistance distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        let banded = min(distance, dimension * 0.999_999)
        return dimension / constant * banded / (dimension - banded)
    }
}
