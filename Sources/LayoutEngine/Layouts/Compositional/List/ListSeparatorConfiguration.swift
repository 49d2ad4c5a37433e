/// How one list item's separators look: whether each shows and how far it is inset (UIKit's
/// `UIListSeparatorConfiguration`).
///
/// A list section hands its section-wide configuration to the item separator handler
/// (``ListConfiguration/itemSeparatorHandler``), which returns the one for each item.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (UIKit's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Hashable, Sendable, CaseIterable {
        /// The section decides (rule 2 of ``ListSeparators``): every item's bottom separator
        /// shows but the last one's; top separators show only as a section's border.
        case automatic
        /// The separator shows.
        case visible
        /// The separator does not show: no element is returned for it.
        case hidden
    }

    /// Whether the separator at the item's top edge shows (UIKit's `topSeparatorVisibility`).
    public var topSeparatorVisibility: Visibility
    /// How far the top separator is inset from its cell's leading and trailing edges (UIKit's
    /// `topSeparatorInsets`; only leading and trailing count). Negative, NaN or infinite insets
    /// read as 0.
    public var topSeparatorInsets: DirectionalEdgeInsets
    /// Whether the separator at the item's bottom edge shows (UIKit's
    /// `bottomSeparatorVisibility`).
    public var bottomSeparatorVisibility: Visibility
    /// How far the bottom separator is inset from its cell's leading and trailing edges
    /// (UIKit's `bottomSeparatorInsets`; only leading and trailing count). Negative, NaN or
    /// infinite insets read as 0.
    public var bottomSeparatorInsets: DirectionalEdgeInsets

    /// Separators of the given visibilities and insets.
    public init(
        topSeparatorVisibility: Visibility = .automatic, topSeparatorInsets: DirectionalEdgeInsets = .zero,
        bottomSeparatorVisibility: Visibility = .automatic,
        bottomSeparatorInsets: DirectionalEdgeInsets = .zero
    ) {
        self.topSeparatorVisibility = topSeparatorVisibility
        self.topSeparatorInsets = topSeparatorInsets
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.bottomSeparatorInsets = bottomSeparatorInsets
    }
}

/// Called with an item's path and its section's separator configuration; returns the item's
/// own (UIKit's `itemSeparatorHandler`). It runs on query results only, so it should depend
/// on the path alone.
public typealias ItemSeparatorHandler =
    @Sendable (ItemPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
