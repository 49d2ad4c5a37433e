/// A batch update's animation, kept by every layout until a `prepare` that changes more than the
/// content offset: the checked batch with UIKit's rules for animating it, and the layout before
/// the batch, as each engine snapshots it (the sectioned store's geometry, the compositional
/// layout's computed state, a formula layout's prepared numbers).
struct BatchTransition<Before: Sendable>: Sendable {
    /// The batch and UIKit's rules for animating it.
    var rules: UpdateTransition
    /// The layout before the batch.
    var before: Before
}
