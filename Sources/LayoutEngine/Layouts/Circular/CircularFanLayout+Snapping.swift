// MARK: - Snapping

extension CircularFanLayout {
    /// Where scrolling comes to rest: with one item upright at the top.
    ///
    /// The item at the top at `proposed` (a fractional index, since the wheel turns with the
    /// offset) is rounded to the nearest item, that is the proposed angle rounded to a multiple of
    /// `anglePerItem`; a non-zero `velocity` along the scroll axis then moves it one item further
    /// in its direction. The result is clamped to the first and last items, so the offset stays
    /// within `0...maxOffset`; across the axis it is 0 (the content is as long as the viewport
    /// there). A mirrored wheel (rule 15) does the same at the mirrored offset.
    ///
    /// With zero or one item, or content no longer than the viewport, the result is `.zero`. A
    /// NaN or infinite proposal reads as 0, a NaN velocity as 0.
    ///
    /// - Complexity: O(1).
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let last = wheel.count - 1
        guard last > 0, wheel.maxOffset > 0 else { return .zero }
        let axis = wheel.axis
        let turn = wheel.turnOffset(ofContentOffset: proposed.value(along: axis).sanitizedOffset)
        var index = wheel.topIndex(atOffset: turn).rounded()
        let speed = wheel.mirrorsOffset ? -velocity.x : velocity.value(along: axis)
        if speed > 0 {
            index += 1
        } else if speed < 0 {
            index -= 1
        }
        index = min(max(index, 0), Double(last))
        let offset = min(max(wheel.offset(atTopIndex: index), 0), wheel.maxOffset)
        return Point(along: axis, main: wheel.turnOffset(ofContentOffset: offset), cross: 0)
    }

    /// The content offset at which the item at `path` stands upright at the top; nil when the
    /// path names no item.
    ///
    /// As ``attributes(at:)`` does, a path that names no item gives nil rather than the offset
    /// of some other item, so that a stale path shows up instead of scrolling somewhere else
    /// (``CenterCarouselLayout/contentOffset(centering:)`` answers alike).
    ///
    /// - Complexity: O(1).
    public func contentOffset(centering path: ItemPath) -> Point? {
        guard let item = wheel.item(at: path) else { return nil }
        return Point(
            along: wheel.axis,
            main: wheel.turnOffset(ofContentOffset: wheel.offset(atTopIndex: Double(item))),
            cross: 0)
    }
}
