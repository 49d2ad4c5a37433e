// MARK: - Rule 7: snapping, and the centred item

extension CenterCarouselLayout {
    /// Where scrolling comes to rest: the offset that centres an item (rule 7).
    ///
    /// With no velocity along the axis, the item whose centre is nearest the proposed viewport
    /// centre. With a velocity, the first item at or beyond the proposal in the velocity's
    /// direction (a proposal within a millionth of a page of an item counts as on it). The
    /// result never passes the first or the last item; the coordinate across the axis is 0,
    /// since the content is exactly as wide as the viewport across the axis.
    ///
    /// The result depends on `proposed` and `velocity` only, not on the offset of the last
    /// ``prepare(_:)``, so a host may ask about any offset without preparing there first.
    ///
    /// With wrap-around (rule 12) the same rule works on the repeated line: past the last item
    /// comes the first, and only the ends of the whole line (copies of the ring away) stop it.
    /// The result may lie outside the middle copy; recentre once scrolling stops (rule 13).
    ///
    /// Bad input: a NaN or infinite proposed coordinate along the axis reads as the offset of
    /// the last prepare, a NaN or infinite velocity as zero; with no items the result is `.zero`.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let count = state.itemCount
        let geometry = state.geometry
        guard count > 0 else { return .zero }
        let axis = geometry.axis
        let proposedOffset = proposed.value(along: axis)
        let position = (proposedOffset.isFinite ? proposedOffset : state.offset) / geometry.page
        // UIKit proposes "the value at which scrolling would naturally stop if no adjustments
        // were made" (`UICollectionViewLayout.targetContentOffset(forProposedContentOffset:
        // withScrollingVelocity:)`), so the flick's momentum is already in the proposal: rounding
        // it towards the motion ends the deceleration without turning back, and a flick from
        // rest, whose proposal lies past the resting item, always reaches the next one. The
        // reference (`YZCenterFlowLayout`) takes the nearest item and ignores the velocity, so
        // a short flick can spring back to where it started. A tolerance of a millionth of a
        // page counts a proposal that rounding left a hair off an item as resting on it.
        let tolerance = 1e-6
        let speed = velocity.value(along: axis).sanitizedOffset
        let slot: Int
        if speed > 0 {
            slot = clampedSlot((position - tolerance).rounded(.up))
        } else if speed < 0 {
            slot = clampedSlot((position + tolerance).rounded(.down))
        } else {
            slot = nearestSlot(toPosition: position)
        }
        return Point(along: axis, main: Double(slot) * geometry.page, cross: 0)
    }

    /// The item whose centre is nearest the viewport's centre at the last prepared offset, or
    /// nil when there are no items. Half-way between two items, the one further along the axis
    /// (right or down) wins. With wrap-around, the item after the last is the first (rule 10).
    ///
    /// - Complexity: O(log s) for s sections.
    public var centeredItem: ItemPath? {
        guard state.itemCount > 0 else { return nil }
        let slot = nearestSlot(toPosition: state.offset / state.geometry.page)
        return state.path(ofItem: item(inSlot: slot))
    }

    /// The content offset that centres the item at `path` (rule 3), or nil when the path names
    /// no item.
    ///
    /// As ``attributes(at:)`` does, a path that names no item gives nil rather than the offset
    /// of some other item, so that a stale path shows up instead of scrolling somewhere else
    /// (``CircularFanLayout/contentOffset(centering:)`` answers alike).
    ///
    /// With wrap-around the item has one slot per copy of the ring; the result centres its live
    /// copy (rule 11), the one among the `itemCount` slots around the currently centred slot, so
    /// scrolling there takes the short way round (at most half a ring).
    ///
    /// - Complexity: O(1).
    public func contentOffset(centering path: ItemPath) -> Point? {
        guard let index = state.item(at: path) else { return nil }
        let slot = slot(ofItem: index)
        return Point(along: state.geometry.axis, main: Double(slot) * state.geometry.page, cross: 0)
    }

    /// The slot nearest the fractional slot `position` (ties go up), clamped to the line.
    func nearestSlot(toPosition position: Double) -> Int {
        clampedSlot((position + 0.5).rounded(.down))
    }

    /// `value` (a whole number, possibly huge or NaN) clamped to the line's slots; NaN reads
    /// as 0.
    func clampedSlot(_ value: Double) -> Int {
        let upper = state.slotCount - 1
        guard value > 0 else { return 0 }
        return value >= Double(upper) ? upper : Int(value)
    }
}
