/// How quickly scrolling slows down after the user lifts the finger: the fraction of its
/// velocity the content keeps each millisecond (UIKit's `UIScrollView.DecelerationRate`).
///
/// A flick at velocity v (points per second) comes to rest
/// `v / 1000 · rate / (1 − rate)` points further on, the projection Apple gives in
/// "Designing Fluid Interfaces" (WWDC 2018, talk 803); the content's offset follows
/// `start + distance · (1 − rate^t)` for t milliseconds, so it arrives there with its speed
/// falling by the rate every millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The fraction of the velocity kept each millisecond, between 0 and 1 (exclusive).
    public var rawValue: Double

    /// Creates a rate keeping `rawValue` of the velocity each millisecond. Bad input: a value
    /// that is not strictly between 0 and 1 reads as ``normal``.
    public init(rawValue: Double) {
        self.rawValue = rawValue > 0 && rawValue < 1 ? rawValue : Self.normal.rawValue
    }

    private init(exactly rawValue: Double) {
        self.rawValue = rawValue
    }

    // UIKit documents the two rates by name only. Their values, 0.998 and 0.99, are the ones
    // Flutter's `UIScrollViewDecelerationRate` bindings (`IOSUIScrollViewDecelerationRate`:
    // "NORMAL … 0.998", "FAST … 0.99", pub.dev `fk_webview`) and reimplementations of UIKit's
    // deceleration (`ScrollViewDecelerationRate = 0.998`, `ScrollViewDecelerationRateFast =
    // 0.99` in the `DecayFunction` of Adam Bell's Motion, as ported by Florian Zand) give.

    /// The default rate: 0.998 of the velocity kept each millisecond.
    public static let normal = DecelerationRate(exactly: 0.998)
    /// A fast rate, for paging-like lists: 0.99 kept each millisecond.
    public static let fast = DecelerationRate(exactly: 0.99)
}

extension DecelerationRate {
    /// How far a flick at `velocity` points per second travels before it rests: the WWDC 2018
    /// projection `velocity / 1000 · rate / (1 − rate)`.
    func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * rawValue / (1 - rawValue)
    }
}
