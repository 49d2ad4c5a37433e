// MARK: - Batch updates and self-sizing

// The other update members are shared by the stored layouts (`SectionStepsLayout`, which says
// why these four are declared here).
extension FlowLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (the contract of ``CollectionLayout/prepare(_:updates:)``): each changed section is laid
    /// out again from the line of its first change and the later sections move, with frames
    /// equal to a fresh `prepare`'s, bit for bit; ``contentOffsetAdjustment`` then keeps the
    /// text being read in place (the first surviving cell whose leading edge was on screen). What is laid out again, and which item sizes are read, is
    /// under *Batch updates and self-sizing* on this page.
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

    /// Discards the computed geometry so that the next ``prepare(_:)`` lays out every section
    /// again (UIKit's `invalidateLayout`): call it when item sizes changed without a change of
    /// item counts; ``invalidateItems(at:)`` names the items instead. Reported sizes are kept.
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        cache.invalidate()
    }

    /// Reports the measured size of the cell at `path` (``CollectionLayout/reportSize(_:forItemAt:)``):
    /// with ``Configuration/estimatedItemSize`` set, the item has this size from the next
    /// `prepare` on, and its lines re-form. How reports are batched, kept and read is under
    /// *Batch updates and self-sizing* on this page.
    ///
    /// - Complexity: O(1) amortised; the next `prepare` lays out the chunk of about 1024 items
    ///   that holds the item, from the line before it, and moves the later chunks, O(1) each.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        cache.reportSize(size, forItemAt: path, configuration: configuration)
    }

    /// Reports the measured size of the header or footer of `kind` of the section of `path`
    /// (`ItemPath(item: 0, section: section)`, as ``CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``
    /// says): a shown one to which ``SectionMetrics/estimatedHeaderSize`` (or
    /// ``SectionMetrics/estimatedFooterSize``) gives an estimate has this length from the next
    /// `prepare` on. How reports are read is under *Batch updates and self-sizing* on this page.
    ///
    /// - Complexity: O(1) expected; the next `prepare` lays out the section again.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {
        cache.reportSize(size, forSupplementaryOfKind: kind, at: path, configuration: configuration)
    }
}
