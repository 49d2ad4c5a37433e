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
/// 6. An ``orthogonalScrollingBehavior`` other than `.none` lays the groups across the scroll
///    axis in one band (see ``OrthogonalScrollingBehavior``); its content insets surround the
///    band, and its boundary and decoration items do not scroll with it.
/// 7. ``visibleItemsInvalidationHandler`` adjusts the section's cells, badges and boundary
///    items (headers and footers, not the layout's own) as they are returned by a query (see
///    ``VisibleItemsHandler``).
/// 8. ``leadingBoundaryPadding`` comes before the leading boundary items and
///    ``trailingBoundaryPadding`` after the trailing ones: the section is that much longer, and
///    its header, content and footer move by the leading padding.
/// 9. ``separators`` give each cell a separator decoration at its bottom edge (see
///    ``ListSeparators``), which follows the cell's frame as it is measured.
///
/// Bad input: negative, NaN or infinite insets, spacing and outset read as 0, longer ones than
/// ``LayoutContext/maximumLength`` as that length (``validate()`` rejects both).
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
    /// The boundary ``contentInsets`` are measured from (UIKit's `contentInsetsReference`);
    /// ``ContentInsetsReference/automatic``, the default, takes the layout configuration's.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The boundary the boundary items are placed from across the scroll axis when they do not
    /// follow the content insets (UIKit's `supplementaryContentInsetsReference`);
    /// ``ContentInsetsReference/automatic``, the default, takes the layout configuration's.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether and how the section scrolls across the layout's scroll axis (`.none`: it does
    /// not).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// How the section decelerates and bounces when it scrolls sideways (UIKit's
    /// `orthogonalScrollingProperties`).
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// Called with the section's cells, badges and boundary items a query returns, to change
    /// their transform, alpha and zIndex (UIKit's `visibleItemsInvalidationHandler`); nil:
    /// none.
    public var visibleItemsInvalidationHandler: VisibleItemsHandler?
    /// How far (in points) the handler's transforms may move an item's visual bounds past its
    /// frame; a query looks that much further for the section's items, then keeps those whose
    /// visual bounds meet the rect. Negative, NaN or infinite reads as 0.
    public var visibleItemsMaximumOutset: Double = 0
    /// Space along the scroll axis before the section's leading boundary items (its header),
    /// part of the section: a list's section spacing and header top padding (rule 8). Negative,
    /// NaN or infinite reads as 0.
    public var leadingBoundaryPadding: Double = 0
    /// Space along the scroll axis after the section's trailing boundary items (its footer),
    /// part of the section (rule 8). Negative, NaN or infinite reads as 0.
    public var trailingBoundaryPadding: Double = 0
    /// The section's item separators, returned as decorations (rule 9; see ``ListSeparators``);
    /// nil: none. ``list(using:environment:)`` sets them for a list that shows separators.
    public var separators: ListSeparators?

    /// Creates a section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// A section's visible-items handler: called with the section's cells, badges and boundary
/// items a query returns, together (in an array the handler may edit; tell them apart by
/// ``LayoutAttributes/kind``, as UIKit's handler does by `representedElementCategory`), the section's scroll offset (for an orthogonal section, its
/// own offset across the axis and 0 along it; otherwise the layout's content offset) and the
/// layout environment.
///
/// Only changes to `transform3D`, `alpha` and `zIndex` are kept; changes to other fields, and
/// items added or removed, are ignored. The handler runs on query results only (a scroll
/// costs O(visible)), so an item's effect should depend on that item and the offset alone,
/// not on which other items the query returned.
public typealias VisibleItemsHandler =
    @Sendable (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void

extension LayoutSection {
    /// Throws unless the section's insets, spacing, outset, group and items are usable as given.
    ///
    /// - Complexity: O(t + b + d) for the t items and groups of its group's tree, b boundary
    ///   and d decoration items.
    public func validate() throws(LayoutConfigurationError) {
        try LayoutConfigurationError.requireLength(contentInsets.leftToRight, "contentInsets")
        try LayoutConfigurationError.requireLength(interGroupSpacing, "interGroupSpacing")
        try LayoutConfigurationError.requireLength(visibleItemsMaximumOutset, "visibleItemsMaximumOutset")
        try LayoutConfigurationError.requireLength(leadingBoundaryPadding, "leadingBoundaryPadding")
        try LayoutConfigurationError.requireLength(trailingBoundaryPadding, "trailingBoundaryPadding")
        try separators?.validate("separators")
        try group.validate("group")
        for (position, item) in boundarySupplementaryItems.enumerated() {
            try item.validate("boundarySupplementaryItems[\(position)]")
        }
        for (position, item) in decorationItems.enumerated() {
            try LayoutConfigurationError.requireLength(
                item.contentInsets.leftToRight, "decorationItems[\(position)].contentInsets")
            try LayoutConfigurationError.requireLength(
                item.cornerRadius, "decorationItems[\(position)].cornerRadius")
        }
    }
}
