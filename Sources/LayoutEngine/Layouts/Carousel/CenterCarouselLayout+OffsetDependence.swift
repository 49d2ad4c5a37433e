// MARK: - What a scroll changes

extension CenterCarouselLayout {
    /// True: every item's look and stacking follow its distance to the viewport's centre (rule
    /// 4: scale or turn, alpha and shift; rule 6: `zIndex = ⌊1000 · ratio⌋`, even when side
    /// items look like the centred one), and with wrap-around the live copies follow the offset
    /// too (rule 11).
    ///
    /// - Complexity: O(1).
    public var attributesDependOnContentOffset: Bool { true }
}
