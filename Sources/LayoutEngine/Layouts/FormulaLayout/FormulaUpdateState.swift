/// What a formula layout (``FormulaLayout``) keeps between prepares for batch updates: the item
/// counts of the last prepare and the last batch's transition.
struct FormulaUpdateState<State: Sendable>: Sendable {
    /// The item counts of the last prepare, as given; nil before the first. Neither a
    /// configuration change nor `invalidate()` forgets them: they are what the next batch is
    /// checked against.
    var counts: [Int]? = nil
    /// The context of the last prepare; nil before the first. What the next prepare is
    /// compared with to decide whether the transition ends.
    var lastContext: LayoutContext? = nil
    /// The last batch, until a prepare that changes more than the content offset.
    var transition: Transition? = nil
    /// The adjustment that keeps the centred item centred after the viewport changed size at
    /// the last prepare; zero otherwise.
    var viewportAdjustment = Point.zero

    /// What a batch update keeps for its animation: the checked batch, the state before it (at
    /// its offset) and the offset adjustment that keeps the anchor in place.
    struct Transition: Sendable {
        /// The checked batch, with UIKit's rules for animating it, and the prepared state before
        /// it.
        var batch: BatchTransition<State>
        /// The batch as given, and the counts it was checked against: with the counts after it,
        /// they determine the batch's rules, so equality and hashing use them instead.
        var updates: [CollectionUpdate]
        /// The item counts before the batch.
        var oldCounts: [Int]
        /// How far the host moves its offset.
        var contentOffsetAdjustment: Point
    }
}

extension FormulaUpdateState {
    /// Notes a plain prepare for `context`: the last batch's transition is kept, with a zero
    /// adjustment, when the context changed at most its content offset (a scroll, such as the
    /// host applying the adjustment), and ends otherwise (the rule of
    /// ``CollectionLayout/prepare(_:updates:)``).
    ///
    /// - Complexity: O(s) for s sections, to compare the counts.
    mutating func notePrepare(_ context: LayoutContext) {
        viewportAdjustment = .zero
        switch LayoutChange(from: lastContext, to: context) {
        case .none, .scroll:
            transition?.contentOffsetAdjustment = .zero
        case .append, .resize, .everything:
            transition = nil
        }
        counts = context.itemCounts
        lastContext = context
    }

    /// The adjustment of the last viewport change or batch update; zero after a plain prepare.
    var contentOffsetAdjustment: Point {
        viewportAdjustment != .zero ? viewportAdjustment : transition?.contentOffsetAdjustment ?? .zero
    }
}

extension FormulaUpdateState: Equatable where State: Hashable {}
extension FormulaUpdateState: Hashable where State: Hashable {}

extension FormulaUpdateState.Transition: Equatable, Hashable where State: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.updates == rhs.updates && lhs.oldCounts == rhs.oldCounts && lhs.batch.before == rhs.batch.before
            && lhs.contentOffsetAdjustment == rhs.contentOffsetAdjustment
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(updates)
        hasher.combine(oldCounts)
        hasher.combine(batch.before)
        hasher.combine(contentOffsetAdjustment)
    }
}
