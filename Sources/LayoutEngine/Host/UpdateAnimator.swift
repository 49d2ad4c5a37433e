/// The animations of a host's elements after batch updates and while an item is dragged to a
/// new place: which elements move, from where to where, for how long, and the identities of
/// the elements that depart.
///
/// The host asks it, frame by frame, for each element's presentation; it keeps the animations
/// by identity, renames elements through a batch (a departing identity for each element the
/// batch deletes or reloads), and starts a batch's animations from what the last frame showed.
struct UpdateAnimator: Sendable {
    /// The elements animating, by identity.
    var animations: [ElementID: ElementAnimation] = [:]
    /// The number of elements that departed through batch updates: the serial number of the
    /// last departing identity.
    private(set) var departures = 0
    // UIKit documents neither the duration of a collection view's batch-update animation nor
    // that of an animated scroll (Apple's Scroll View Programming Guide says only that
    // `setContentOffset(_:animated:)` moves "at a constant rate"). PSTCollectionView, the
    // reimplementation of UICollectionView, animates a layout change with
    // `animateWithDuration:.3` (`setCollectionViewLayout:animated:`): the host uses 0.3 s.
    /// How long animations last, in seconds, as set (``CollectionHost/animationDuration``).
    var duration = 0.3

    /// ``duration`` as animations use it: negative or non-finite values read as 0.
    var effectiveDuration: Double { duration.isFinite ? max(0, duration) : 0 }

    /// Whether any element animates.
    var isAnimating: Bool { !animations.isEmpty }
}

// MARK: - Identities through a batch

extension UpdateAnimator {
    /// The identity `id` takes through `plan`: its new path when it survives, a new departing
    /// identity (the next serial number, the element's last path) when the batch deleted or
    /// reloaded it (or its section). A departing identity stays as it is.
    ///
    /// - Complexity: a look-up in the plan.
    mutating func rename(_ id: ElementID, through plan: UpdatePlan) -> ElementID {
        guard !id.isDeparting else { return id }
        switch id.kind {
        case .cell:
            if let path = plan.newPath(forOld: id.path) { return .cell(path) }
        case .supplementary, .decoration:
            if let section = plan.newSection(forOld: id.path.section) {
                return ElementID(kind: id.kind, path: ItemPath(item: id.path.item, section: section))
            }
        }
        departures += 1
        return ElementID(departing: id, serial: departures)
    }

    /// Carries the animations under way through a batch that does not animate: the element
    /// `before[i]` is now `after[i]`, and the content moved by `delta` under it; animations of
    /// elements not in `before` end.
    ///
    /// - Complexity: O(k) for the k elements.
    mutating func carry(from before: [ElementID], to after: [ElementID], movedBy delta: Point) {
        var carried: [ElementID: ElementAnimation] = [:]
        for (old, new) in zip(before, after) {
            if let animation = animations[old] { carried[new] = animation.offset(by: delta) }
        }
        animations = carried
    }
}

// MARK: - Presentations

extension UpdateAnimator {
    /// The presentation of `id` at `time`, nil when it does not animate.
    func presentation(of id: ElementID, at time: Double) -> LayoutAttributes? {
        animations[id]?.presentation(at: time)
    }

    /// The presentation of the element `attributes` describe when it animates: its animation,
    /// retargeted to these attributes, at `time`; nil when it does not animate. A finished
    /// animation ends.
    ///
    /// - Complexity: O(1) on average.
    mutating func presentation(retargetingTo attributes: LayoutAttributes, at time: Double)
        -> LayoutAttributes?
    {
        let id = ElementID(attributes)
        guard var animation = animations[id] else { return nil }
        if animation.isFinished(at: time) {
            animations[id] = nil
            return nil
        }
        animation.target = attributes
        animations[id] = animation
        return animation.presentation(at: time)
    }

    /// Moves every animation by `shift` (the content moved under the elements).
    mutating func offsetAll(by shift: Point) {
        for (id, animation) in animations { animations[id] = animation.offset(by: shift) }
    }

    /// Starts at `time` the animations that wait for a time (those of a call without one).
    mutating func startPending(at time: Double) {
        for (id, animation) in animations where animation.startTime == nil {
            animations[id]?.start(at: time)
        }
    }
}
