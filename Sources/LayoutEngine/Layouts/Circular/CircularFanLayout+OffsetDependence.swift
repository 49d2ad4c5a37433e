// MARK: - What a scroll changes

extension CircularFanLayout {
    /// True: the wheel turns with the content offset (the angle of item 0 goes from 0 to
    /// `-(count - 1) · anglePerItem` as the offset goes from 0 to its maximum), so every
    /// item's transform follows it.
    ///
    /// - Complexity: O(1).
    public var attributesDependOnContentOffset: Bool { true }
}
