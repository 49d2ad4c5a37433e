// MARK: - Section background kind

extension ElementKind {
    /// The kind of a section's background (`"sectionBackground"`): a decoration behind a
    /// section of a flow layout with a ``FlowLayout/SectionBackground``.
    public static let sectionBackgroundKind = Name("sectionBackground")

    /// A section's background.
    public static let sectionBackground = ElementKind.decoration(sectionBackgroundKind)
}
