// MARK: - What a scroll changes

extension CompositionalLayout {
    /// Whether the answers of the last ``prepare(_:)`` depend on the content offset: exactly
    /// when a boundary supplementary item (of a section or of the layout) pins to the visible
    /// bounds, or a section that does not scroll orthogonally has a
    /// ``LayoutSection/visibleItemsInvalidationHandler`` (which is handed the content offset).
    /// An orthogonal section's handler is handed the section's own offset, which
    /// ``setOrthogonalOffset(_:forSection:)`` changes, not a scroll of the layout. Before the
    /// first `prepare` the answer is true.
    ///
    /// - Complexity: O(s · e) for s sections of e boundary items each.
    public var attributesDependOnContentOffset: Bool {
        guard state.preparedContext != nil else { return true }
        if state.store.hasPinnedSupplementaries { return true }
        guard state.hasHandlers else { return false }
        return state.plans.indices.contains { section in
            state.plans[section].orthogonal == nil
                && state.definitions[section]?.visibleItemsInvalidationHandler != nil
        }
    }
}
