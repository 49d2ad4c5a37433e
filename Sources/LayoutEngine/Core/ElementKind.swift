/// What an element is: a cell, a supplementary view or a decoration view.
///
/// Supplementary and decoration elements carry a kind, as in UIKit, held as an interned
/// ``ElementKind/Name``: comparing and hashing kinds compares small integers, and the type is
/// trivial (copying it costs no reference counting). The section header and footer kinds use
/// UIKit's own strings, so an adapter can hand ``Name/string`` to UIKit unchanged.
///
/// ```swift
/// let badge = ElementKind.supplementary("badge")
/// badge == .supplementary(ElementKind.Name("badge"))   // true
/// ElementKind.sectionHeader == .supplementary(ElementKind.sectionHeaderKind)   // true
/// ```
public enum ElementKind: Hashable, Sendable {
    /// A cell: one item of the data.
    case cell
    /// A supplementary view of the given kind, such as a section header.
    case supplementary(Name)
    /// A decoration view of the given kind, such as a section background.
    case decoration(Name)
}

extension ElementKind {
    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`, whose string
    /// is `"UICollectionElementKindSectionHeader"`).
    public static let sectionHeaderKind = Name(id: Name.sectionHeaderID)
    /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`, whose string
    /// is `"UICollectionElementKindSectionFooter"`).
    public static let sectionFooterKind = Name(id: Name.sectionFooterID)

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
