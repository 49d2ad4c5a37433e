/// What an element is: a cell, a supplementary view or a decoration view.
///
/// Supplementary and decoration elements carry a kind string, as in UIKit. The section header
/// and footer kinds use UIKit's own strings, so an adapter can hand them to UIKit unchanged.
public enum ElementKind: Hashable, Sendable {
    /// A cell: one item of the data.
    case cell
    /// A supplementary view of the given kind, such as a section header.
    case supplementary(String)
    /// A decoration view of the given kind, such as a section background.
    case decoration(String)
}

extension ElementKind {
    /// The kind string of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"
    /// The kind string of a section footer (`UICollectionView.elementKindSectionFooter`).
    public static let sectionFooterKind = "UICollectionElementKindSectionFooter"

    /// A section header.
    public static let sectionHeader = ElementKind.supplementary(sectionHeaderKind)
    /// A section footer.
    public static let sectionFooter = ElementKind.supplementary(sectionFooterKind)

    /// Whether this is a cell.
    public var isCell: Bool {
        if case .cell = self { return true }
        return false
    }
}
