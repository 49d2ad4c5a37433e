/// One section of a compositional layout: a group repeated until the section's items are used
/// up (UIKit's `NSCollectionLayoutSection`).
///
/// Rules:
/// 1. The section's content size is the container (the viewport less the collection's content
///    insets) less ``contentInsets``; the group's fractions resolve against it.
/// 2. The group's geometry is resolved once; the section repeats it along the scroll axis,
///    ``interGroupSpacing`` apart, until its items are used up. The last group holds the
///    remaining items in the group's order and keeps the group's size.
/// 3. Content insets surround the groups; boundary items (headers, footers) sit outside them
///    and extend the section (see ``LayoutBoundarySupplementaryItem``).
/// 4. Decoration items (backgrounds) cover the content area (see ``LayoutDecorationItem``).
/// 5. A section with no items keeps its insets and boundary items.
///
/// Bad input: negative, NaN or infinite insets and spacing read as 0.
///
/// - Note: `Sendable` but not `Hashable`: a custom group holds a closure.
public struct LayoutSection: Sendable {
    /// The group the section repeats.
    public var group: LayoutGroup
    /// Space between the section's boundary and its groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups along the scroll axis.
    public var interGroupSpacing: Double = 0
    /// Headers, footers and other views at the section's boundary.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Backgrounds and other decorations.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary items are inset across the scroll axis like the content (UIKit's
    /// default, true).
    public var supplementariesFollowContentInsets = true

    /// Creates a section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}

extension LayoutSection {
    /// Throws unless the section's insets, spacing, group and items are usable as given.
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requireNonNegative(contentInsets.leftToRight, "contentInsets")
        try LayoutConfigurationError.requireNonNegative(interGroupSpacing, "interGroupSpacing")
        try group.validate("group")
        for (position, item) in boundarySupplementaryItems.enumerated() {
            try item.layoutSize.validate("boundarySupplementaryItems[\(position)].layoutSize")
        }
        for (position, item) in decorationItems.enumerated() {
            try LayoutConfigurationError.requireNonNegative(
                item.contentInsets.leftToRight, "decorationItems[\(position)].contentInsets")
        }
    }
}
