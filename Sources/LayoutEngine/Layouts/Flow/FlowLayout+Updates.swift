// MARK: - Batch updates, self-sizing and their animations

extension FlowLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (see ``CollectionLayout/prepare(_:updates:)``), laying out again only what the batch
    /// changed: each section that survives with the same metrics keeps its frames before its
    /// first change and is laid out again from the line that holds it (a cursor is kept every
    /// 32 lines; a section whose items all have one size is described again for its new
    /// count, which costs one line), or anew when that change lies in its first eighth;
    /// inserted and reloaded sections are laid out in full; every section is then placed after
    /// the previous one, which costs nothing per item. The frames equal those of a fresh
    /// `prepare` of the new data, bit for bit. A change of the viewport's size, the insets,
    /// the direction or the scale lays out everything.
    ///
    /// Item sizes: give the new sizes with the batch (replace ``Configuration/itemSizing``'s
    /// lists, or let the closure answer for the new data). Lines that are not laid out again
    /// keep the sizes they were laid out with: as UIKit expects, reload an item whose size
    /// changed (or call ``invalidateItems(at:)``).
    ///
    /// ``contentOffsetAdjustment`` then keeps the first visible cell (the one with the smallest
    /// path among those that survive) in place: add it to the offset (clamp to the content as
    /// UIKit does).
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s + u log u + Σ r + k) for s sections, u updated paths, r items laid
    ///   out again per changed section, and k cells that were visible; O(n) when everything is
    ///   laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try cache.prepare(context, updates: updates, configuration: configuration)
    }

    /// How far the host should move its content offset after the last `prepare` so that the
    /// first visible cell keeps its place on screen; see ``prepare(_:updates:)``.
    public var contentOffsetAdjustment: Point { cache.contentOffsetAdjustment }

    /// Marks the sizes of the items at `paths` (numbered as in the last `prepare`) as changed:
    /// the next `prepare` lays out each of their sections again from the line holding the
    /// first of them, and anchors the first visible cell (``contentOffsetAdjustment``). Use it
    /// when a ``ItemSizing/perItem(_:)`` closure or a size list now answers differently for
    /// these items; ``invalidate()`` stays the switch for "everything changed". Paths with a
    /// negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths; the next `prepare` costs the items from each section's
    ///   first changed line on.
    public mutating func invalidateItems(at paths: [ItemPath]) {
        cache.invalidateItems(at: paths)
    }

    /// Reports the measured size of the cell at `path` (self-sizing, UIKit's
    /// `preferredLayoutAttributesFitting(_:)`), numbered as in the last `prepare`: from the next
    /// `prepare` on the item has this size instead of ``Configuration/estimatedItemSize``, and
    /// its lines re-form (a taller item can push an item onto the next line, as in UIKit).
    ///
    /// Reports are batched: the next `prepare` lays out each section once from its first
    /// changed item, then anchors the first visible cell (``contentOffsetAdjustment``), so
    /// cells measured above the visible ones do not move what the user sees. Reports are part
    /// of the layout's input: they follow their items through batch updates (a reloaded item
    /// is measured again) and survive ``invalidate()``. Reporting the size an item already has
    /// changes nothing; without an ``Configuration/estimatedItemSize`` reports are ignored.
    ///
    /// Bad input: negative, NaN or infinite extents read as zero, longer ones than
    /// ``LayoutContext/maximumLength`` as that length; a path with a negative part is ignored.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        cache.reportSize(size, forItemAt: path, configuration: configuration)
    }

    /// Reports the measured size of the header or footer of `kind` (``ElementKind/sectionHeaderKind``
    /// or ``ElementKind/sectionFooterKind``) of the section of `path`
    /// (`ItemPath(item: 0, section: section)`, numbered as in the last `prepare`): from the
    /// next `prepare` on it has this length instead of ``SectionMetrics/estimatedHeaderSize``
    /// (or ``SectionMetrics/estimatedFooterSize``), its section is laid out again, and
    /// ``contentOffsetAdjustment`` keeps the first visible cell in place. Reports follow their
    /// section through batch updates (a reloaded section is measured again).
    ///
    /// Ignored for another kind, for a section whose metrics give no estimate for the kind,
    /// and for a path with a negative section. Negative, NaN or infinite extents read as zero
    /// (a zero-length header is not produced), longer ones than ``LayoutContext/maximumLength``
    /// as that length.
    ///
    /// - Complexity: O(1) expected; the next `prepare` lays out the section again.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {
        let configuration = configuration
        cache.reportSize(size, forSupplementaryOfKind: kind, at: path) {
            configuration.selfSizes($0, inSection: $1)
        }
    }

    /// Where the cell at `path` (numbered after the last update) starts its animation, by
    /// UIKit's flow-layout rules (``CollectionLayout/initialAttributes(forAppearingItemAt:)``).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.appearingCell(at: path, cache.transition)
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation, by
    /// UIKit's flow-layout rules (``CollectionLayout/finalAttributes(forDisappearingItemAt:)``).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.disappearingCell(at: path, cache.transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered after the last update) starts
    /// its animation: its section's rule.
    ///
    /// - Complexity: O(1).
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.appearingSupplementary(ofKind: kind, at: path, cache.transition)
    }

    /// Where the header or footer of `kind` at `path` (numbered before the last update) ends
    /// its animation: its section's rule.
    ///
    /// - Complexity: O(1).
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        cache.store.disappearingSupplementary(ofKind: kind, at: path, cache.transition)
    }
}

extension FlowLayout.Configuration {
    /// Whether the header or footer of `kind` in `section` is shown and self-sizes.
    func selfSizes(_ kind: ElementKind.Name, inSection section: Int) -> Bool {
        let metrics = resolvedMetrics(forSection: section)
        switch kind {
        case ElementKind.sectionHeaderKind:
            return metrics.headerVisibility == .visible && metrics.estimatedHeaderSize != nil
        case ElementKind.sectionFooterKind:
            return metrics.footerVisibility == .visible && metrics.estimatedFooterSize != nil
        default:
            return false
        }
    }
}
