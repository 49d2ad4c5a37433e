/// A layout whose frames are a formula of the item's running index (``RunningNumbering``) and
/// of a handful of prepared numbers, so that it stores nothing per item: the carousel and the
/// fan.
///
/// Such a layout keeps the whole prepared state from before a batch update, and the animation's
/// old attributes are that state's answers. What is written once here is UIKit's update
/// protocol over that state: the steps of the batch skeleton (``BatchPreparing``: the state
/// before the batch is the whole prepared state, the anchor is the layout's own rule), and the
/// appearing and disappearing queries. Each layout
/// supplies its state and its anchor rule; the rules each one follows are in its documentation
/// page.
protocol FormulaLayout: CollectionLayout, BatchPreparing where Input == Void, Before == State {
    /// What one ``CollectionLayout/prepare(_:)`` resolves.
    associatedtype State: Sendable

    /// The state of the last prepare.
    var state: State { get set }
    /// The counts of the last prepare and what the last batch update keeps.
    var update: FormulaUpdateState<State> { get set }

    /// How far the host moves its content offset after a batch so that the item the layout
    /// anchors in `before` (the state before the batch) keeps its place on screen, given the
    /// checked batch `plan`; `state` is the state after it.
    func anchorAdjustment(from before: State, plan: UpdatePlan) -> Point
}

// MARK: - Batch updates

// The public members below are the witnesses of `CollectionLayout`'s requirements for every
// formula layout. `@_documentation(visibility: public)` lists them on each layout's page: the
// symbol graph leaves out members of an extension of an internal protocol. The mutating
// `prepare(_:updates:)` stays on each layout, since the symbol graph would list
// `CollectionLayout`'s default beside it under the same name.
extension FormulaLayout {
    /// UIKit's `performBatchUpdates` for a formula layout: checks `updates` against the counts
    /// of the last prepare and those of `context`, prepares for `context`, and keeps the state
    /// before the batch and the anchor's adjustment until a prepare that changes more than
    /// the content offset. Before the first prepare there is nothing to check against: the layout is just prepared.
    ///
    /// - Complexity: O(s + u log u) for s sections and u updated paths, plus the prepare and
    ///   the anchor rule.
    mutating func prepareFormula(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try prepareBatch(context, updates: updates, ())
    }

    // The batch skeleton's steps: the state before is the whole prepared state; the anchor is
    // the layout's own rule, read from that state.

    var countsBeforeBatch: [Int]? { update.counts }

    mutating func prepareWithoutBatch(_ context: LayoutContext, _: Void) {
        prepare(context)
    }

    func batchAnchor(_: Void) -> BatchAnchor? { nil }

    mutating func layOutBatch(_ context: LayoutContext, plan: UpdatePlan, _: Void) -> State {
        let before = state
        prepare(context)
        return before
    }

    func batchAdjustment(
        keeping anchor: BatchAnchor?, plan: UpdatePlan, before: State, context: LayoutContext, _: Void
    ) -> Point {
        anchorAdjustment(from: before, plan: plan)
    }

    mutating func keepBatch(
        _ transition: BatchTransition<State>, adjustment: Point, updates: [CollectionUpdate], oldCounts: [Int]
    ) {
        update.transition = FormulaUpdateState.Transition(
            batch: transition, updates: updates, oldCounts: oldCounts, contentOffsetAdjustment: adjustment)
    }

    /// Where the item at `path` (numbered after the last update) starts its animation, by
    /// the rules of ``CollectionLayout/initialAttributes(forAppearingItemAt:)`` over this
    /// layout and the layout as prepared before the batch, at that prepare's offset. The
    /// layout's documentation page gives its rules.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    @_documentation(visibility: public)
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.batch.before)
        return transition.batch.rules.appearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// Where the item at `path` (numbered before the last update) ends its animation, by the
    /// rules of ``CollectionLayout/finalAttributes(forDisappearingItemAt:)`` over the layout as
    /// prepared before the batch, at that prepare's offset, and this layout.
    ///
    /// - Complexity: O(log c + log s) for c changes in the item's section and s sections.
    @_documentation(visibility: public)
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        guard let transition = update.transition else { return attributes(at: path) }
        let previous = layout(preparedAs: transition.batch.before)
        return transition.batch.rules.disappearing(
            at: path, now: { attributes(at: $0) }, before: { previous.attributes(at: $0) })
    }

    /// How far the host moves its content offset after the last prepare so that the item the
    /// layout anchors, or the item that takes its place, stays where it was on screen: nonzero
    /// only after a batch update or, for a layout that anchors across resizes, a new viewport
    /// size; zero when no item is left. A layout that rested on its anchor rests on the
    /// adjusted offset too. The layout's documentation page names its anchor.
    ///
    /// - Complexity: O(1).
    @_documentation(visibility: public)
    public var contentOffsetAdjustment: Point {
        update.contentOffsetAdjustment
    }

    /// This layout answering as when it was prepared as `prepared` (the state before a batch).
    func layout(preparedAs prepared: State) -> Self {
        var layout = self
        layout.state = prepared
        return layout
    }
}
