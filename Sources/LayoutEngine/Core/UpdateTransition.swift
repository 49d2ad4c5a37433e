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

    /// The attributes an element appearing at `path` (after the batch) starts from, given the
    /// elements after the batch (`now`) and before it (`before`), looked up by path.
    ///
    /// - Complexity: O(log c) for c changes in the section, plus the look-ups.
    func appearing(
        at path: ItemPath, now: (ItemPath) -> LayoutAttributes?, before: (ItemPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        guard var current = now(path) else { return nil }
        if let oldPath = plan.oldPath(forNew: path), var previous = before(oldPath) {
            previous.path = path
            return previous
        }
        current.alpha = 0
        return current
    }

    /// The attributes an element disappearing from `path` (before the batch) ends at.
    ///
    /// - Complexity: O(log c) for c changes in the section, plus the look-ups.
    func disappearing(
        at path: ItemPath, now: (ItemPath) -> LayoutAttributes?, before: (ItemPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        guard var previous = before(path) else { return nil }
        if let newPath = plan.newPath(forOld: path), var current = now(newPath) {
            current.path = path
            return current
        }
        previous.alpha = 0
        return previous
    }

    /// The attributes a supplementary view appearing at `path` (after the batch) starts from:
    /// the rules of ``appearing(at:now:before:)`` applied to its section.
    ///
    /// - Complexity: O(1) plus the look-ups.
    func appearingSupplementary(
        at path: ItemPath, now: (ItemPath) -> LayoutAttributes?, before: (ItemPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        guard var current = now(path) else { return nil }
        if plan.sources.indices.contains(path.section),
            case .old(let oldSection) = plan.sources[path.section],
            var previous = before(ItemPath(item: path.item, section: oldSection))
        {
            previous.path = path
            return previous
        }
        current.alpha = 0
        return current
    }

    /// The attributes a supplementary view disappearing from `path` (before the batch) ends at:
    /// the rules of ``disappearing(at:now:before:)`` applied to its section.
    ///
    /// - Complexity: O(1) plus the look-ups.
    func disappearingSupplementary(
        at path: ItemPath, now: (ItemPath) -> LayoutAttributes?, before: (ItemPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        guard var previous = before(path) else { return nil }
        if plan.destinations.indices.contains(path.section), let newSection = plan.destinations[path.section],
            var current = now(ItemPath(item: path.item, section: newSection))
        {
            current.path = path
            return current
        }
        previous.alpha = 0
        return previous
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
