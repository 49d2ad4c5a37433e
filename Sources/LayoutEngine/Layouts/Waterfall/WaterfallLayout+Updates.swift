// MARK: - Batch updates, self-sizing and their animations

extension WaterfallLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (see ``CollectionLayout/prepare(_:updates:)``), placing again only what the batch
    /// changed: each section that survives with the same column count, header and footer keeps
    /// its frames before its first change and is placed again from the column state kept
    /// before it (one every 8 · columns items, at least 256), or anew when that change lies in
    /// its first eighth; inserted and reloaded sections are laid out in full; every section is
    /// then placed below the previous one, which costs nothing per item. The frames equal
    /// those of a fresh `prepare` of the new data, bit for bit. A change of the viewport's
    /// size, the insets or the direction lays out everything.
    ///
    /// Item heights: give the new heights with the batch (replace ``Configuration/itemHeight``'s
    /// lists, or let the closure answer for the new data). Items that are not placed again keep
    /// the heights they were placed with: reload an item whose height changed (or call
    /// ``invalidateItems(at:)``).
    ///
    /// ``contentOffsetAdjustment`` then keeps the first visible cell (the one with the smallest
    /// path among those that survive) in place.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s + u log u + Σ r log c + k) for s sections, u updated paths, r items
    ///   placed again per changed section in c columns, and k cells that were visible; O(n log
    ///   c) when everything is laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try cache.prepare(context, updates: updates, configuration: configuration)
    }

    /// How far the host should move its content offset after the last `prepare` so that the
    /// first visible cell keeps its place on screen; see ``prepare(_:updates:)``.
    public var contentOffsetAdjustment: Point { cache.contentOffsetAdjustment }

    /// Marks the heights of the items at `paths` (numbered as in the last `prepare`) as
    /// changed: the next `prepare` places each of their sections again from the first of them
    /// and anchors the first visible cell (``contentOffsetAdjustment``). Use it when an
    /// item-height closure or list now answers differently for these items; ``invalidate()``
    /// stays the switch for "everything changed". Paths with a negative part are ignored.
    ///
    /// - Complexity: O(p) for p paths; the next `prepare` costs the items from each section's
    ///   first changed item on (from the column state kept before it).
    public mutating func invalidateItems(at paths: [ItemPath]) {
        cache.invalidateItems(at: paths)
    }

    /// Reports the measured size of the cell at `path` (self-sizing), numbered as in the last
    /// `prepare`: from the next `prepare` on the item's height is `size.height` instead of the
    /// one ``Configuration/itemHeight`` gives (its width stays the column's). In a horizontal
    /// waterfall the item's width is `size.width` (its height stays the row's thickness). The items after
    /// it are placed again, so they may change columns; the frames equal those of a fresh
    /// layout given the same heights.
    ///
    /// Reports are batched: the next `prepare` places each section again once from its first
    /// changed item, then anchors the first visible cell (``contentOffsetAdjustment``). Reports
    /// are part of the layout's input: they follow their items through batch updates (a
    /// reloaded item is measured again) and survive ``invalidate()``. Reporting the height an
    /// item already has changes nothing.
    ///
    /// Bad input: a negative, NaN or infinite height reads as zero, a longer one than
    /// ``LayoutContext/maximumLength`` as that length; a path with a negative part is ignored.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        cache.reportSize(size, forItemAt: path, configuration: configuration)
    }

    /// Reports the measured size of the header or footer of `kind` (``ElementKind/sectionHeaderKind``
    /// or ``ElementKind/sectionFooterKind``) of the section of `path`
    /// (`ItemPath(item: 0, section: section)`, numbered as in the last `prepare`), for a section
    /// to which ``Configuration/estimatedHeaderHeight`` (or ``Configuration/estimatedFooterHeight``)
    /// gives an estimate: from the next `prepare` on its extent along the scroll axis is
    /// `size.height` (`size.width` in a horizontal waterfall) instead of the estimate, its
    /// section is laid out again, the later sections move, and ``contentOffsetAdjustment`` keeps
    /// the first visible cell in place. Reports follow their section through batch updates (a
    /// reloaded section is measured again) and survive ``invalidate()``.
    ///
    /// Ignored for another kind, for a section without an estimate for the kind, and for a path
    /// with a negative section. Negative, NaN or infinite extents read as zero (a zero-length
    /// header or footer is not produced), longer ones than ``LayoutContext/maximumLength`` as
    /// that length.
    ///
    /// - Complexity: O(1) expected; the next `prepare` lays out the section again.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {
        let configuration = configuration
        cache.reportSize(size, forSupplementaryOfKind: kind, at: path) {
            configuration.estimatedLength(ofSupplementaryOfKind: $0, inSection: $1) != nil
        }
    }

    /// The cell at `path`, numbered after the last batch, where its animation starts: an item
    /// that survived comes from its old column and height, an inserted or reloaded one fades in
    /// (alpha 0) at its place, as ``CollectionLayout/initialAttributes(forAppearingItemAt:)``
    /// says.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.appearingCell(at: path, cache.transition)
    }

    /// The cell at `path`, numbered before the last batch, where its animation ends: in its new
    /// column when it survived, faded out where it was otherwise.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        cache.store.disappearingCell(at: path, cache.transition)
    }

    /// A full-width header or footer (`kind`, `path` numbered after the batch) where its
    /// animation starts: its section's old place, or faded in when the section is new.
    ///
    /// - Complexity: O(1).
    public func initialAttributes(forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath)
        -> LayoutAttributes?
    {
        cache.store.appearingSupplementary(ofKind: kind, at: path, cache.transition)
    }

    /// A full-width header or footer (`kind`, `path` numbered before the batch) where its
    /// animation ends: its section's new place, or faded out when the section is gone.
    ///
    /// - Complexity: O(1).
    public func finalAttributes(forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath)
        -> LayoutAttributes?
    {
        cache.store.disappearingSupplementary(ofKind: kind, at: path, cache.transition)
    }
}
