// MARK: - Decoration look-up

extension CompositionalLayout {
    /// The decoration item of `kind` in `section` (UIKit's
    /// `layoutAttributesForDecorationView(ofKind:at:)`, such as a section background from
    /// ``LayoutDecorationItem/background(elementKind:)``); the first one when several share
    /// the kind; nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e boundary and decoration items.
    public func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        state.store.decorationAttributes(ofKind: kind, inSection: section)
    }
}
