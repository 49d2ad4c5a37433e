// MARK: - Batch updates and self-sizing

// The other update members are shared by the stored layouts (`SectionStepsLayout`, which says
// why these four are declared here).
extension WaterfallLayout {
    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`
    /// (the contract of ``CollectionLayout/prepare(_:updates:)``): each changed section is
    /// placed again from the column state kept before its first change and the later sections
    /// move, with frames equal to a fresh `prepare`'s, bit for bit; ``contentOffsetAdjustment``
    /// then keeps the text being read in place (the first surviving cell whose top was on screen). What is placed again, and which item heights
    /// are read, is under *Batch updates and self-sizing* on this page.
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

    /// Discards the cached geometry so that the next ``prepare(_:)`` is a full pass (UIKit's
    /// `invalidateLayout`): call it when item heights changed without a change of item counts;
    /// ``invalidateItems(at:)`` names the items instead. Reported sizes are kept.
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        cache.invalidate()
    }

    /// Reports the measured size of the cell at `path` (``CollectionLayout/reportSize(_:forItemAt:)``):
    /// from the next `prepare` on its extent along the scroll axis (`size.height`, or
    /// `size.width` in a horizontal waterfall) replaces the one ``Configuration/itemHeight``
    /// gives, and the items after it are placed again. How reports are batched, kept and read
    /// is under *Batch updates and self-sizing* on this page.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func reportSize(_ size: Size, forItemAt path: ItemPath) {
        cache.reportSize(size, forItemAt: path, configuration: configuration)
    }

    /// Reports the measured size of the header or footer of `kind` of the section of `path`
    /// (`ItemPath(item: 0, section: section)`, as ``CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``
    /// says): one to which ``Configuration/estimatedHeaderHeight`` (or
    /// ``Configuration/estimatedFooterHeight``) gives an estimate has this extent along the
    /// scroll axis from the next `prepare` on. How reports are read is under *Batch updates and
    /// self-sizing* on this page.
    ///
    /// - Complexity: O(1) expected; the next `prepare` lays out the section again.
    public mutating func reportSize(
        _ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) {
        cache.reportSize(size, forSupplementaryOfKind: kind, at: path, configuration: configuration)
    }
}
