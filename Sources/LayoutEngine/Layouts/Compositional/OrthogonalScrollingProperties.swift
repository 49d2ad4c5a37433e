/// How a sideways-scrolling section decelerates and bounces (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17).
///
/// The layout does not scroll anything itself: a host reads these through
/// ``CompositionalLayout/targetOrthogonalOffset(velocity:forSection:parentDecelerationRate:)``
/// and ``CompositionalLayout/orthogonalSectionBounces(_:)``.
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// Whether the section's scrolling goes past its content's edges and springs back (UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`).
    public enum Bounce: Hashable, Sendable {
        /// Bounces at a content boundary when there is something to scroll: the content is
        /// longer than the window (UIKit's default, as a scroll view's `bounces` without
        /// `alwaysBounceHorizontal`).
        case automatic
        /// Bounces even when the content is shorter than the window.
        case always
        /// Stops at the content's edges.
        case never
    }

    /// How quickly a flick slows down; nil, the default, takes the rate of the scroll view the
    /// section sits in (UIKit's `DecelerationRate.automatic`).
    public var decelerationRate: DecelerationRate?
    /// Whether the section bounces at its edges; ``Bounce/automatic`` by default.
    public var bounce: Bounce

    /// Creates properties; the defaults are UIKit's.
    public init(decelerationRate: DecelerationRate? = nil, bounce: Bounce = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }
}
