// MARK: - Queries

extension WaterfallLayout {
    /// Every cell, header and footer whose frame intersects `rect`; headers and footers at their
    /// pinned place when ``Configuration/sectionHeadersPinToVisibleBounds`` or
    /// ``Configuration/sectionFootersPinToVisibleBounds`` is set.
    ///
    /// - Complexity: O(log s + m · c · log n + k) through the shared ``RectIndex`` of each of
    ///   the m sections the rect spans (s sections, c length classes, a handful; n items per
    ///   section; k results).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        cache.store.cellAttributes(in: rect)
    }

    /// The cell at `path`, or nil when the section or the item does not exist.
    ///
    /// - Complexity: O(1).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        cache.store.cellAttributes(at: path)
    }

    /// The header or footer of `section` (`ElementKind.sectionHeaderKind` or
    /// `sectionFooterKind`) as drawn now, at its pinned place when it pins; nil for another kind
    /// or a section without one.
    ///
    /// - Complexity: O(1).
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        cache.store.supplementaryAttributes(ofKind: kind, inSection: section)
    }
}
