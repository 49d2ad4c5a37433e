// MARK: - List kinds

extension ElementKind {
    /// The kind of a list item's separator (`"separator"`): the line at the bottom of a cell of
    /// a section with ``LayoutSection/separators``, returned as a decoration so that a host
    /// without UIKit's list cells can draw it.
    public static let separatorKind = Name("separator")
    /// The kind of a list item's top separator (`"topSeparator"`): the line along the top edge
    /// of a cell, such as the grouped appearance's border above a section's first row.
    public static let topSeparatorKind = Name("topSeparator")
    /// The kind of a list section's background (`"listBackground"`): the grouped appearances'
    /// section background behind the cells, with its corner radius in
    /// ``LayoutAttributes/cornerRadius``.
    public static let listBackgroundKind = Name("listBackground")

    /// A list item's separator.
    public static let separator = ElementKind.decoration(separatorKind)
    /// A list item's top separator.
    public static let topSeparator = ElementKind.decoration(topSeparatorKind)
    /// A list section's background.
    public static let listBackground = ElementKind.decoration(listBackgroundKind)
}
