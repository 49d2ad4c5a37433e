// MARK: - Accessibility order

extension CollectionHost {
    /// The elements intersecting `rect` (content coordinates; ``viewport`` for what the
    /// screen shows) in the order a screen reader reads them: section by section, each
    /// section's header first, then its items in path order (with the supplementary views
    /// other than headers and footers, such as badges, after the item they share a path
    /// with), then its footer. Decoration views and hidden elements are not read. The rule is
    /// ``AccessibilityOrder``'s, applied to the host's layout.
    ///
    /// - Complexity: the layout's query of `rect`, plus O(k log k) for the k elements found.
    public func accessibilityOrder(in rect: Rect) -> [ElementID] {
        AccessibilityOrder.elements(in: rect, of: layout)
    }
}
