extension FlowLayout {
    /// Every element whose frame intersects `rect`: cells, headers and footers (pinned ones at
    /// their pinned place), and section backgrounds.
    ///
    /// - Complexity: O(log s + m · log n + k) for s sections, m of them spanning the rect, n
    ///   items per section and k results.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        cache.store.cellAttributes(in: rect)
    }

    /// The cell at `path`, or nil when the path names no item.
    ///
    /// - Complexity: O(1).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        cache.store.cellAttributes(at: path)
    }

    /// The header or footer of `section` (`layoutAttributesForSupplementaryView(ofKind:at:)`),
    /// at its pinned place when pinned; nil for another kind or a section without one.
    ///
    /// - Complexity: O(1).
    public func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        cache.store.supplementaryAttributes(ofKind: kind, inSection: section)
    }

    /// The background of `section` (``ElementKind/sectionBackgroundKind``, from
    /// ``SectionMetrics/background``), UIKit's `layoutAttributesForDecorationView(ofKind:at:)`;
    /// nil for another kind or a section without one.
    ///
    /// - Complexity: O(1).
    public func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int)
        -> LayoutAttributes?
    {
        cache.store.decorationAttributes(ofKind: kind, inSection: section)
    }
}
