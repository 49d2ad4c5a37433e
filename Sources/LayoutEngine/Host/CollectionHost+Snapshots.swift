// MARK: - Data by identity

extension CollectionHost {
    /// Changes the data from `previous` to `snapshot` (UIKit's diffable data source's
    /// `apply(_:animatingDifferences:)`), at `time` (seconds), animated when `animated`: the
    /// batch is `snapshot.updates(from: previous)`
    /// (``CollectionSnapshot/updates(from:)``), performed by
    /// ``performBatchUpdates(_:itemCounts:animated:time:)``.
    ///
    /// Items are matched by identifier, so an item that moves keeps its view
    /// (``HostFrame/renamed``), its measured size, the focus and its place in a selection of
    /// paths the app maps the same way; only items that are gone animate out. An item the user
    /// drags stays under the pointer (``beginInteractiveMovement(at:)``). Keep the snapshot
    /// you apply: it is the `previous` of the next call (the host keeps item counts, not
    /// identifiers).
    ///
    /// - Throws: ``CollectionUpdateError`` when `previous` does not describe the host's data
    ///   (its ``CollectionSnapshot/itemCounts`` are not the host's ``itemCounts``); the host is
    ///   then left as it was.
    /// - Complexity: the diff (``CollectionSnapshot/updates(from:)``) and the batch.
    public mutating func apply<SectionID, ItemID>(
        _ snapshot: CollectionSnapshot<SectionID, ItemID>,
        from previous: CollectionSnapshot<SectionID, ItemID>,
        animated: Bool, time: Double
    ) throws(CollectionUpdateError) {
        try performBatchUpdates(
            snapshot.updates(from: previous), itemCounts: snapshot.itemCounts, animated: animated, time: time)
    }
}
