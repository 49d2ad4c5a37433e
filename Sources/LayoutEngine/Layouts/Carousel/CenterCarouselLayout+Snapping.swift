// MARK: - Rule 7: snapping, and the centred item

extension CenterCarouselLayout {
    /// Where scrolling comes to rest: the offset that centres the item whose centre is nearest
    /// the proposed viewport centre (rule 7).
    ///
    /// A velocity along the axis above zero goes at least to the next item after the current
    /// centre (the one at the last prepared offset), below zero at least to the previous one;
    /// the result never passes the first or the last item. The coordinate across the axis is
    /// 0, since the content is exactly as wide as the viewport across the axis.
    ///
    /// With wrap-around (rule 12) the same rule works on the repeated line: past the last item
    /// comes the first, and only the ends of the whole line (copies of the ring away) stop it.
    /// The result may lie outside the middle copy; recentre once scrolling stops (rule 13).
    ///
    /// Bad input: a NaN or infinite proposed coordinate along the axis reads as the current
    /// offset, a NaN or infinite velocity as zero; with no items the result is `.zero`.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let count = state.itemCount
        let geometry = state.geometry
        guard count > 0 else { return .zero }
        let axis = geometry.axis
        let proposedOffset = proposed.value(along: axis)
        let position = (proposedOffset.isFinite ? proposedOffset : state.offset) / geometry.page
        var slot = nearestSlot(toPosition: position)
        let speed = velocity.value(along: axis).sanitizedOffset
        let current = state.offset / geometry.page
        // A tolerance of a millionth of a page counts an offset that rounding left a hair off an
        // item as resting on it.
        let tolerance = 1e-6
        if speed > 0 {
            slot = Swift.max(slot, clampedSlot((current + tolerance).rounded(.down) + 1))
        } else if speed < 0 {
            slot = Swift.min(slot, clampedSlot((current - tolerance).rounded(.up) - 1))
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
        return path(ofGlobalIndex: globalIndex(ofSlot: slot))
    }

    /// The content offset that centres the item at `path` (rule 3).
    ///
    /// With wrap-around the item has one slot per copy of the ring; the result centres its live
    /// copy (rule 11), the one among the `itemCount` slots around the currently centred slot, so
    /// scrolling there takes the short way round (at most half a ring).
    ///
    /// Paths that name no item are clamped: a negative section gives the first item's offset
    /// and a section past the last the last item's; a negative item gives the first item of
    /// its section, an item past the end of its section the last one, and an empty section the
    /// item after it (or the last item). With no items the result is `.zero`.
    ///
    /// - Complexity: O(1).
    public func contentOffset(centering path: ItemPath) -> Point {
        let count = state.itemCount
        guard count > 0 else { return .zero }
        let starts = state.sectionStarts
        let index: Int
        if path.section < 0 {
            index = 0
        } else if path.section >= starts.count - 1 {
            index = count - 1
        } else {
            let start = starts[path.section]
            let sectionCount = starts[path.section + 1] - start
            index = start + Swift.max(0, Swift.min(path.item, sectionCount - 1))
        }
        let slot = slot(ofGlobalIndex: Swift.min(index, count - 1))
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
