/// The rules that turn a checked batch (an ``UpdatePlan``) and two answers — the layout before
/// the batch and after it — into the attributes a renderer animates from and to, shared by
/// every layout's appearing and disappearing queries.
///
/// UIKit's flow layout is the reference (its documentation of
/// `initialLayoutAttributesForAppearingItem(at:)` and the behaviour of the reverse-engineered
/// reimplementations): an element that survives the batch moves from where it was to where it
/// is; an inserted (or reloaded) one fades in at its final place; a deleted (or reloaded) one
/// fades out at its old place. The returned attributes always carry the path they were asked
/// for. Without a plan (a `prepare` without updates) every element is where it was.
struct UpdateTransition: Sendable {
    /// The checked batch of the last update.
    var plan: UpdatePlan

    /// The attributes of the element at a path on one side of the batch, if there is one.
    typealias Lookup = (ItemPath) -> LayoutAttributes?

    /// One of the rules below, unapplied: given the transition, the attributes at a path from
    /// the look-ups after the batch and before it.
    typealias Rule = (UpdateTransition) -> (ItemPath, Lookup, Lookup) -> LayoutAttributes?

    /// The attributes an element appearing at `path` (after the batch) starts from, given the
    /// elements after the batch (`now`) and before it (`before`), looked up by path.
    ///
    /// - Complexity: O(log c) for c changes in the section, plus the look-ups.
    func appearing(at path: ItemPath, now: Lookup, before: Lookup) -> LayoutAttributes? {
        Self.element(at: path, counterpart: plan.oldPath(forNew: path), in: now, from: before)
    }

    /// The attributes an element disappearing from `path` (before the batch) ends at.
    ///
    /// - Complexity: O(log c) for c changes in the section, plus the look-ups.
    func disappearing(at path: ItemPath, now: Lookup, before: Lookup) -> LayoutAttributes? {
        Self.element(at: path, counterpart: plan.newPath(forOld: path), in: before, from: now)
    }

    /// The attributes a supplementary view appearing at `path` (after the batch) starts from:
    /// the rules of ``appearing(at:now:before:)`` applied to its section.
    ///
    /// - Complexity: O(1) plus the look-ups.
    func appearingSupplementary(at path: ItemPath, now: Lookup, before: Lookup) -> LayoutAttributes? {
        Self.element(
            at: path,
            counterpart: plan.oldSection(forNew: path.section).map { ItemPath(item: path.item, section: $0) },
            in: now, from: before)
    }

    /// The attributes a supplementary view disappearing from `path` (before the batch) ends at:
    /// the rules of ``disappearing(at:now:before:)`` applied to its section.
    ///
    /// - Complexity: O(1) plus the look-ups.
    func disappearingSupplementary(at path: ItemPath, now: Lookup, before: Lookup) -> LayoutAttributes? {
        Self.element(
            at: path,
            counterpart: plan.newSection(forOld: path.section).map { ItemPath(item: path.item, section: $0) },
            in: before, from: now)
    }

    /// The rule behind every query: the element at `path` in `own` (the side of the batch it is
    /// asked on) takes the attributes of its `counterpart` in `other` (the other side), under its
    /// own path, when the element has one there; otherwise it keeps its own attributes, faded
    /// out (alpha 0). Nil when `own` has no element at `path`.
    private static func element(
        at path: ItemPath, counterpart: ItemPath?, in own: Lookup, from other: Lookup
    ) -> LayoutAttributes? {
        guard var attributes = own(path) else { return nil }
        if let counterpart, var moved = other(counterpart) {
            moved.path = path
            return moved
        }
        attributes.alpha = 0
        return attributes
    }
}

extension UpdateTransition {
    /// How far the content offset moves so that the surviving cell with the smallest path
    /// among `visibleBefore` keeps its place on screen: its move along `axis` from its old
    /// frame to its frame after the update (`now`; `newPath` maps an old path to the new one,
    /// nil when the cell did not survive); zero when none survived.
    ///
    /// - Complexity: O(k log k) for k cells, plus the look-ups.
    static func anchorAdjustment(
        visibleBefore: [LayoutAttributes], axis: Axis, newPath: (ItemPath) -> ItemPath?,
        now: (ItemPath) -> LayoutAttributes?
    ) -> Point {
        for old in visibleBefore.sorted(by: { $0.path < $1.path }) {
            guard let path = newPath(old.path), let new = now(path) else { continue }
            let delta = new.frame.min(along: axis) - old.frame.min(along: axis)
            return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
        }
        return .zero
    }
}
