/// Which ends of the content the viewport has come near, frame by frame: the state behind
/// ``HostFrame/reachedStart`` and ``HostFrame/reachedEnd``.
///
/// Each end is armed until the viewport comes within the host's near-edge distance of it; the
/// frame in which it does reports the end reached and disarms it. The end is armed again when
/// the viewport leaves that distance, or when a batch update changes the item at that end
/// (items inserted before the first item or after the last one, or that item deleted).
struct EdgeReachTracker: Sendable {
    /// Whether the next frame within the distance of the content's start reports it.
    var isStartArmed = true
    /// Whether the next frame within the distance of the content's end reports it.
    var isEndArmed = true

    /// Reports which ends a frame has reached: `startDistance` and `endDistance` are the
    /// viewport's distances from the ends of its offset range along the scroll axis, `within`
    /// the near-edge distance.
    ///
    /// - Complexity: O(1).
    mutating func step(startDistance: Double, endDistance: Double, within: Double) -> (start: Bool, end: Bool)
    {
        (
            Self.step(&isStartArmed, distance: startDistance, within: within),
            Self.step(&isEndArmed, distance: endDistance, within: within)
        )
    }

    private static func step(_ armed: inout Bool, distance: Double, within: Double) -> Bool {
        guard distance <= within else {
            armed = true
            return false
        }
        defer { armed = false }
        return armed
    }

    /// Arms each end whose item the batch `plan` changes: the first item of `oldCounts` is not
    /// the first of `newCounts` after the batch (something was inserted before it, or it was
    /// deleted), and likewise for the last item.
    ///
    /// - Complexity: O(s) for the s sections, plus two look-ups in the plan.
    mutating func follow(_ plan: UpdatePlan, from oldCounts: [Int], to newCounts: [Int]) {
        let oldFirst = Self.firstItem(of: oldCounts)
        let oldLast = Self.lastItem(of: oldCounts)
        if oldFirst.flatMap({ plan.newPath(forOld: $0) }) != Self.firstItem(of: newCounts) {
            isStartArmed = true
        }
        if oldLast.flatMap({ plan.newPath(forOld: $0) }) != Self.lastItem(of: newCounts) { isEndArmed = true }
    }

    /// The first item of the data `counts` describe, if any.
    static func firstItem(of counts: [Int]) -> ItemPath? {
        counts.firstIndex { $0 > 0 }.map { ItemPath(item: 0, section: $0) }
    }

    /// The last item of the data `counts` describe, if any.
    static func lastItem(of counts: [Int]) -> ItemPath? {
        counts.lastIndex { $0 > 0 }.map { ItemPath(item: counts[$0] - 1, section: $0) }
    }
}
