// MARK: - List kinds

extension ElementKind {
    /// The kind of a list item's separator (`"separator"`): the line at the bottom of a cell of
    /// a section with ``LayoutSection/separators``, returned as a decoration so that a host
    /// without UIKit's list cells can draw it.
    public static let separatorKind = Name("separator")
    /// The kind of a list section's background (`"listBackground"`): the grouped appearances'
    /// section background behind the cells, with its corner radius in
    /// ``LayoutAttributes/cornerRadius``.
    public static let listBackgroundKind = Name("listBackground")

    /// A list item's separator.
    public static let separator = ElementKind.decoration(separatorKind)
    /// A list section's background.
    public static let listBackground = ElementKind.decoration(listBackgroundKind)
}
