extension ListConfiguration {
    /// The overall look of a list (UIKit's `UICollectionLayoutListConfiguration.Appearance`);
    /// it sets the configuration's defaults (see ``ListConfiguration/init(appearance:)``).
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows with pinned headers (UIKit's `.plain`).
        case plain
        /// Edge-to-edge rows gathered into spaced sections on a background (UIKit's
        /// `.grouped`).
        case grouped
        /// Sections inset from the sides, on backgrounds with rounded corners (UIKit's
        /// `.insetGrouped`).
        case insetGrouped
        /// A source list, inset from the sides, without separators (UIKit's `.sidebar`).
        case sidebar
        /// An edge-to-edge source list without separators (UIKit's `.sidebarPlain`).
        case sidebarPlain
    }

    /// How a list section shows its header (UIKit's `UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A section header of kind ``ElementKind/sectionHeaderKind`` (a boundary item).
        case supplementary
        /// The section's first item is its header: a cell, with the header's top padding
        /// above it.
        case firstItemInSection
    }

    /// How a list section shows its footer (UIKit's `UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A section footer of kind ``ElementKind/sectionFooterKind`` (a boundary item).
        case supplementary
    }
}
