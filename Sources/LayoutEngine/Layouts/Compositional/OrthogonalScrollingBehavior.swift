/// How a section of a ``CompositionalLayout`` scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Any value but ``none`` makes the section lay its groups one after the other across the
/// scroll axis, in one band as long as one group, inside its own window as wide as the
/// layout's container; the caller scrolls that window with
/// ``CompositionalLayout/setOrthogonalOffset(_:forSection:)``. The value decides where a flick
/// comes to rest (``CompositionalLayout/targetOrthogonalOffset(proposed:velocity:forSection:)``).
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
    /// The section follows the layout's scroll axis (the default).
    case none
    /// Scrolls freely and comes to rest where the flick proposes, within the content.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the window's leading
    /// content edge: the nearest boundary at rest, the next one in the flick's direction.
    case continuousGroupLeadingBoundary
    /// Moves one page (the window's length) per flick from the current page.
    case paging
    /// Moves one group per flick, coming to rest on a group's leading edge.
    case groupPaging
    /// Moves one group per flick, coming to rest with a group centred in the window; the
    /// first and the last group can be centred too (the offset may be negative).
    case groupPagingCentered
}
