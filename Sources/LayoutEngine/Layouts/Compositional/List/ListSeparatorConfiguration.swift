/// How one list item's separator looks: whether it shows and how far it is inset (UIKit's
/// `UIListSeparatorConfiguration`, bottom separator only).
///
/// A list section hands its section-wide configuration to the item separator handler
/// (``ListConfiguration/itemSeparatorHandler``), which returns the one for each item.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (UIKit's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Hashable, Sendable, CaseIterable {
        /// The section decides: every item's separator shows but the last one's (see
        /// ``ListSeparators/showsSectionEndSeparator``).
        case automatic
        /// The separator shows.
        case visible
        /// The separator does not show: no element is returned for it.
        case hidden
    }

    /// Whether the separator at the item's bottom edge shows (UIKit's
    /// `bottomSeparatorVisibility`).
    public var bottomSeparatorVisibility: Visibility
    /// How far the separator is inset from its cell's leading and trailing edges (UIKit's
    /// `bottomSeparatorInsets`; only leading and trailing count). Negative, NaN or infinite
    /// insets read as 0.
    public var bottomSeparatorInsets: DirectionalEdgeInsets

    /// A separator of `visibility` inset by `insets`.
    public init(
        bottomSeparatorVisibility: Visibility = .automatic,
        bottomSeparatorInsets: DirectionalEdgeInsets = .zero
    ) {
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.bottomSeparatorInsets = bottomSeparatorInsets
    }
}

/// Called with an item's path and its section's separator configuration; returns the item's
/// own (UIKit's `itemSeparatorHandler`). It runs on query results only, so it should depend
/// on the path alone.
public typealias ItemSeparatorHandler =
    @Sendable (ItemPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
