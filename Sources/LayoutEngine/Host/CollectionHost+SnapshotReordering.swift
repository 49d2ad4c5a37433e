// MARK: - Interactive reordering with snapshots

extension CollectionHost {
    /// Ends the movement as ``endInteractiveMovement()`` does and returns `snapshot` — the data
    /// the host showed when the movement began, or the last one applied since — with the moved
    /// item at its new place (UIKit's diffable data source applies the reordering to its own
    /// snapshot; this hands it back). Keep the result: it is the `previous` of the next
    /// ``apply(_:from:animated:time:)``.
    ///
    /// Bad input: a snapshot whose ``CollectionSnapshot/itemCounts`` are not those of the data
    /// the movement began with (or the last batch gave) is returned as it is; so is `snapshot`
    /// when nothing moved or nothing was moving. The movement ends in every case.
    ///
    /// - Complexity: that of ``endInteractiveMovement()``, plus O(t) for the items after the
    ///   moved one's old and new places in their sections.
    public mutating func endInteractiveMovement<SectionID, ItemID>(
        reordering snapshot: CollectionSnapshot<SectionID, ItemID>
    ) -> CollectionSnapshot<SectionID, ItemID> {
        let counts = movement?.originalCounts
        guard let update = endInteractiveMovement(), snapshot.itemCounts == counts,
            case .moveItem(let from, let to) = update, let item = snapshot.itemIdentifier(at: from),
            snapshot.sectionIdentifiers.indices.contains(to.section)
        else { return snapshot }
        var reordered = snapshot
        do {
            try reordered.deleteItems([item])
        } catch {
            return snapshot
        }
        let count = reordered.sectionItems[to.section].count
        reordered.insertItems([item], inSection: to.section, at: min(max(0, to.item), count))
        return reordered
    }
}
