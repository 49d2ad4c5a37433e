// MARK: - What a scroll changes

extension FlowLayout {
    /// Whether the answers depend on the content offset: exactly when section headers or
    /// footers pin to the visible bounds (``Configuration/sectionHeadersPinToVisibleBounds``,
    /// ``Configuration/sectionFootersPinToVisibleBounds``). Every other frame is fixed by the
    /// viewport's size, the data and the configuration.
    ///
    /// - Complexity: O(1).
    public var attributesDependOnContentOffset: Bool {
        configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
    }
}
