/// A run of items laid out together and repeated by its section (UIKit's
/// `NSCollectionLayoutGroup`).
///
/// Rules:
/// 1. The group's size resolves against the section's content size (or, nested, against its
///    parent group's content box); its ``contentInsets`` shrink the box its subitems are
///    placed in, and the subitems' fractions resolve against that box.
/// 2. `horizontal`/`vertical` with a list of subitems: the subitems are placed one after the
///    other along the group's axis, cycling through the list, while the next one fits
///    (UIKit's fill rule: one subitem of `fractionalWidth(0.5)` gives two per group). A cycle
///    that adds no length ends the fill.
/// 3. `repeatingSubitem:count:`: exactly `count` copies; each copy's length along the axis is
///    computed so that `count` copies and `count - 1` spacings fill the content box.
/// 4. ``interItemSpacing`` goes between neighbours; flexible spacing shares the leftover length.
/// 5. Across the axis, a subitem sits at the start of the content box (see
///    ``LayoutEdgeSpacing`` for flexible edges).
/// 6. `custom`: the closure returns the frames, in the group's content-box coordinates
///    (left-to-right; right-to-left layouts mirror them like everything else).
/// 7. Groups nest to any depth; a group's cells are numbered depth-first.
/// 8. Self-sizing (``CompositionalLayout/reportSize(_:forItemAt:)``): a group holding a
///    measured cell takes, on each axis where its size is `estimated`, the extent of its
///    cells, and its parent group sees that size; the fill of rule 2 and the count of rule 3
///    follow the estimates, and rule 3 keeps its copies equal along the axis.
/// 9. ``supplementaryItems`` are anchored to the group's frame (the box its size gives it,
///    before its content insets; a self-sized group's fitted frame) as badges are to a cell:
///    their size resolves against the group's size and ``LayoutAnchor`` places them. Each
///    repetition of the group has its own, with the index path of the group's first cell
///    (UIKit documents that "a supplementary item follows the index path of the item it's
///    attached to"; a group's first item is the one it starts with), also in a last group that
///    holds fewer cells. Their stacking order is their ``LayoutSupplementaryItem/zIndex`` (10
///    by default, above cells). A nested group's supplementary items are those of the item
///    standing for it (``LayoutItem/init(_:)`` copies them).
///
/// Bad input (never a trap or a hang):
/// - an empty subitem list, or a custom closure returning no frames: the group holds one item
///   filling its content box;
/// - a first subitem longer than the group: it is shortened to the group's length (a group
///   always holds at least one item); later subitems that do not fit are left for the next
///   repetition of the group;
/// - a custom frame outside the group's content box, negative or not finite: clamped into the
///   box (a frame wholly outside becomes zero-length on the box's edge);
/// - `count` below 1 reads as 1; a group holds at most ``maximumCellCount`` cells, and
///   subitems past that are left for the next repetition.
/// - negative, NaN or infinite insets and spacing read as 0, longer ones than
///   ``LayoutContext/maximumLength`` as that length (``LayoutSection/validate()`` rejects both).
///
/// - Note: UIKit's group is a subclass of its item; here a group nests through
///   ``LayoutItem/init(_:)``. `Sendable` but not `Hashable`: a custom group holds a closure.
public struct LayoutGroup: Sendable {
    /// How the group arranges its subitems.
    enum Arrangement: Sendable {
        /// Along `axis`, cycling through `subitems`, or `count` copies of the first.
        case stack(axis: Axis, subitems: [LayoutItem], count: Int?)
        /// Frames from a closure.
        case custom(CustomItemProvider)
    }

    /// A custom group's closure in a box of its own: closures cannot be compared, so sections
    /// holding copies of one custom group are recognised by the box's identity (and share its
    /// template).
    final class CustomItemProvider: Sendable {
        let itemProvider: @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
        init(_ itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]) {
            self.itemProvider = itemProvider
        }
    }

    /// Reference storage that lets a group hold items that hold groups.
    final class Box: Sendable {
        let group: LayoutGroup
        init(_ group: LayoutGroup) { self.group = group }
    }

    /// The group's size in its container.
    public var layoutSize: LayoutSize
    /// Insets that shrink the box the subitems are placed in.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the group's edges when it is nested in another group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Space between neighbouring subitems (nil: none).
    public var interItemSpacing: LayoutSpacing?
    /// Supplementary views anchored to the group's frame (UIKit's
    /// `NSCollectionLayoutGroup.supplementaryItems`: "supplementary items that are anchored to
    /// the group"), such as a frame around the group or a label beside it (rule 9).
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// How the subitems are arranged.
    let arrangement: Arrangement

    init(layoutSize: LayoutSize, arrangement: Arrangement) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
    }
}

extension LayoutGroup {
    /// The largest number of cells one group holds, its nested groups' cells included.
    ///
    /// ``LayoutSection/validate()`` rejects a larger `count`; at run time a larger `count`
    /// reads as this one, and subitems past it are left for the next repetition of the group.
    ///
    /// Not to be confused with ``LayoutContext/maximumItemCount``, the number of items laid out
    /// in all.
    public static let maximumCellCount = 10_000

    /// The former name of ``maximumCellCount``.
    @available(*, deprecated, renamed: "maximumCellCount")
    public static var maximumItemCount: Int { maximumCellCount }

    /// A group whose subitems run left to right (leading to trailing), cycling through
    /// `subitems` while the next one fits.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .stack(axis: .horizontal, subitems: subitems, count: nil))
    }

    /// A group whose subitems run top to bottom, cycling through `subitems` while the next
    /// one fits.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .stack(axis: .vertical, subitems: subitems, count: nil))
    }

    /// A group of exactly `count` copies of `repeatingSubitem` side by side, each as wide as
    /// fills the group with its spacing.
    public static func horizontal(
        layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize,
            arrangement: .stack(axis: .horizontal, subitems: [repeatingSubitem], count: count))
    }

    /// A group of exactly `count` copies of `repeatingSubitem` stacked vertically, each as
    /// tall as fills the group with its spacing.
    public static func vertical(
        layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize,
            arrangement: .stack(axis: .vertical, subitems: [repeatingSubitem], count: count))
    }

    /// A group whose cells are the frames `itemProvider` returns, given an environment whose
    /// container is the group's content box.
    ///
    /// The closure is called at most once per prepare for each section using the group (the
    /// group's geometry is resolved once and repeated), and once for all the sections that hold
    /// copies of this group value and give it the same content size.
    public static func custom(
        layoutSize: LayoutSize,
        itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(CustomItemProvider(itemProvider)))
    }

    /// The subitems of a horizontal or vertical group (empty for a custom group).
    public var subitems: [LayoutItem] {
        if case .stack(_, let subitems, _) = arrangement { return subitems }
        return []
    }

    /// Throws unless the group's size, insets, spacing, count, supplementary items and subitems
    /// are usable as given.
    ///
    /// - Complexity: O(t) for the t items and groups of its tree.
    package func validate(_ field: String) throws(LayoutConfigurationError) {
        try layoutSize.validate(field + ".layoutSize")
        try LayoutConfigurationError.requireLength(contentInsets.leftToRight, field + ".contentInsets")
        try interItemSpacing?.validate(field + ".interItemSpacing")
        for (position, item) in supplementaryItems.enumerated() {
            try item.validate(field + ".supplementaryItems[\(position)]")
        }
        guard case .stack(_, let subitems, let count) = arrangement else { return }
        if let count {
            try LayoutConfigurationError.require(
                Double(count), in: 1...Double(Self.maximumCellCount), field + ".count")
        }
        for (position, subitem) in subitems.enumerated() {
            try subitem.validate(field + ".subitems[\(position)]")
        }
    }
}

/// One frame of a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`).
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The cell's frame in the group's content-box coordinates (left-to-right).
    public var frame: Rect
    /// The cell's stacking order.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
