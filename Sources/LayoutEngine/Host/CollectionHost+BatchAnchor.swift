// MARK: - The anchor of a batch that moves items

extension CollectionHost {
    /// The cell a batch of `updates` keeps in place on screen instead of the one the layout
    /// keeps, or nil when the layout's choice stands.
    ///
    /// The stored layouts keep the surviving cell with the smallest path among those the
    /// viewport showed (``CollectionLayout/contentOffsetAdjustment``). When the batch moves that
    /// cell elsewhere, following it would scroll the content to the cell's new place: the
    /// host keeps, instead, the first cell the viewport showed that survives and that the batch
    /// does not move explicitly (UIKit leaves the content offset alone when an item moves).
    ///
    /// - Complexity: a rect query of the viewport, plus O(u + k log u) for u updates and k
    ///   cells shown.
    func anchorSkippingMovedItems(of updates: [CollectionUpdate], plan: UpdatePlan) -> ItemPath? {
        var moved: [ItemPath] = []
        for update in updates {
            if case .moveItem(let from, _) = update { moved.append(from) }
        }
        guard !moved.isEmpty else { return nil }
        moved.sort()
        var first: ItemPath?
        var firstUnmoved: ItemPath?
        for attributes in layout.attributes(in: viewport) where attributes.kind.isCell {
            let path = attributes.path
            guard plan.newPath(forOld: path) != nil else { continue }
            if first.map({ path < $0 }) ?? true { first = path }
            let index = moved.partitioningIndex(where: { $0 >= path })
            guard index == moved.count || moved[index] != path else { continue }
            if firstUnmoved.map({ path < $0 }) ?? true { firstUnmoved = path }
        }
        return first == firstUnmoved ? nil : firstUnmoved
    }
}
