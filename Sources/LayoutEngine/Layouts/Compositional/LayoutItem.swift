/// The smallest part of a compositional layout: one cell, or a group standing in a group's
/// list of subitems (UIKit's `NSCollectionLayoutItem`, of which a group is a kind).
///
/// Rules:
/// 1. The item's ``layoutSize`` resolves against its container (the content box of the group
///    holding it); that is the space the item is given.
/// 2. ``contentInsets`` shrink the cell inside that space; they add no spacing between items
///    and do not change where the next item goes. On an axis whose dimension is `estimated`
///    they are ignored, as UIKit does. Insets larger than the space leave a zero-length cell.
/// 3. ``edgeSpacing`` adds space outside the item within its group (see
///    ``LayoutEdgeSpacing``).
/// 4. ``supplementaryItems`` are anchored to the cell (badges, see ``LayoutSupplementaryItem``),
///    or, for an item standing for a nested group, to the group's frame (rule 9 of
///    ``LayoutGroup``).
///
/// Bad input: negative, NaN or infinite insets read as 0, longer ones than
/// ``LayoutContext/maximumLength`` as that length (``LayoutSection/validate()`` rejects both).
///
/// - Note: `Sendable` but not `Hashable`: a nested custom group holds a closure.
public struct LayoutItem: Sendable {
    /// The item's size in its container.
    public var layoutSize: LayoutSize
    /// Insets that shrink the cell (or, for a group, the box its subitems are placed in).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item's edges within its group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views anchored to the item's cell, such as badges (for a nested group, to
    /// the group's frame).
    public var supplementaryItems: [LayoutSupplementaryItem]
    /// The group this item stands for, or nil for a cell.
    let group: LayoutGroup.Box?

    /// Creates a cell item.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        self.group = nil
    }

    /// Creates the item that stands for `group` in another group's subitems (a nested group);
    /// it takes the group's size, content insets, edge spacing and supplementary items.
    public init(_ group: LayoutGroup) {
        self.layoutSize = group.layoutSize
        self.contentInsets = group.contentInsets
        self.edgeSpacing = group.edgeSpacing
        self.supplementaryItems = group.supplementaryItems
        self.group = LayoutGroup.Box(group)
    }
}

extension LayoutItem {
    /// Whether the item stands for a nested group.
    public var isGroup: Bool { group != nil }

    /// Throws unless the item's size, insets, edge spacing and supplementary items (their
    /// sizes and anchor offsets), and a nested group's, are usable as given.
    ///
    /// - Complexity: O(t) for the t items and groups of a nested group's tree; O(b) for the b
    ///   supplementary items of a cell.
    package func validate(_ field: String) throws(LayoutConfigurationError) {
        try layoutSize.validate(field + ".layoutSize")
        try LayoutConfigurationError.requireLength(contentInsets.leftToRight, field + ".contentInsets")
        if let edgeSpacing { try edgeSpacing.validate(field + ".edgeSpacing") }
        for (position, item) in supplementaryItems.enumerated() {
            try item.validate(field + ".supplementaryItems[\(position)]")
        }
        if let group { try group.group.validate(field) }
    }
}
