// MARK: - Decoration look-up

extension CompositionalLayout {
    /// The decoration item of `kind` in `section` (UIKit's
    /// `layoutAttributesForDecorationView(ofKind:at:)`, such as a section background from
    /// ``LayoutDecorationItem/background(elementKind:)``), with its corner radius; the first one
    /// when several share the kind; nil when there is none. List separators answer through
    /// ``separatorAttributes(at:)``.
    ///
    /// - Complexity: O(e) for the section's e boundary and decoration items.
    public func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        var attributes = state.store.decorationAttributes(ofKind: kind, inSection: section)
        if let definition = state.definitions[section], attributes != nil {
            attributes?.cornerRadius = Self.cornerRadius(of: kind, item: 0, in: definition)
        }
        return attributes
    }
}
