/// A layout engine that lays out a batch update (``CollectionLayout/prepare(_:updates:)``)
/// through the one skeleton written in ``prepareBatch(_:updates:_:)``: the flow and waterfall
/// driver (`IncrementalSectionedLayout`), the compositional layout, and the formula layouts (the
/// carousel and the fan). Each engine supplies its own steps; the order, the check of the batch,
/// the anchor and the snapshot of the layout before it are the skeleton's.
protocol BatchPreparing {
    /// What the engine's prepare takes besides the context (a configuration, or nothing).
    associatedtype Input
    /// The engine's snapshot of the layout before a batch.
    associatedtype Before: Sendable

    /// The item counts of the last prepare, which a batch is checked against; nil before the
    /// first prepare.
    var countsBeforeBatch: [Int]? { get }

    /// Prepares `context` as a plain prepare does (before the first prepare, with nothing to
    /// check a batch against).
    mutating func prepareWithoutBatch(_ context: LayoutContext, _ input: Input)

    /// What the batch keeps in place on screen, noted before the layout changes; nil for an
    /// engine whose own rule reads the layout before (in `batchAdjustment`).
    func batchAnchor(_ input: Input) -> BatchAnchor?

    /// Lays out `context` after the checked batch `plan` (the data of the last prepare changed by
    /// it); returns the layout before the batch.
    mutating func layOutBatch(_ context: LayoutContext, plan: UpdatePlan, _ input: Input) -> Before

    /// How far the host moves its content offset so that `anchor` (or the engine's own rule over
    /// `before`) keeps its place on screen, in the layout just made for `context`.
    func batchAdjustment(
        keeping anchor: BatchAnchor?, plan: UpdatePlan, before: Before, context: LayoutContext, _ input: Input
    ) -> Point

    /// Keeps the batch's transition and adjustment until a prepare that changes more than the
    /// content offset; `updates` and `oldCounts` are the batch as given and the counts it was
    /// checked against.
    mutating func keepBatch(
        _ transition: BatchTransition<Before>, adjustment: Point, updates: [CollectionUpdate],
        oldCounts: [Int])
}

extension BatchPreparing {
    /// UIKit's `performBatchUpdates` for every engine: without a prepare to check the batch
    /// against, a plain prepare; otherwise the batch checked against the counts of the last
    /// prepare and those of `context` (a bad batch throws and changes nothing), the anchor noted,
    /// the new layout made (the engine snapshots the layout before), then the transition and the
    /// anchor's offset adjustment kept.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   prepare to those of `context`; the layout is then left exactly as it was.
    /// - Complexity: O(s + u log u) for s sections and u updated paths, plus the engine's steps.
    mutating func prepareBatch(
        _ context: LayoutContext, updates: [CollectionUpdate], _ input: Input
    ) throws(CollectionUpdateError) {
        guard let oldCounts = countsBeforeBatch else {
            prepareWithoutBatch(context, input)
            return
        }
        let plan = try UpdatePlan(updates: updates, oldCounts: oldCounts, newCounts: context.itemCounts)
        let anchor = batchAnchor(input)
        let before = layOutBatch(context, plan: plan, input)
        let adjustment = batchAdjustment(keeping: anchor, plan: plan, before: before, context: context, input)
        keepBatch(
            BatchTransition(rules: UpdateTransition(plan: plan), before: before), adjustment: adjustment,
            updates: updates, oldCounts: oldCounts)
    }
}
