// MARK: - Rules 10 to 13: wrap-around

extension CenterCarouselLayout {
    /// Rule 10: how far, in viewport lengths along the axis, a scroll can travel in either
    /// direction from anywhere in the middle copy of a wrap-around line before it could meet an
    /// end (8; a whole ring more when the ring is longer).
    public static let wrapAroundTravel = 8.0

    /// The most copies of the ring a wrap-around line holds on each side of the middle one
    /// (2²⁰), so that an absurd viewport cannot ask for an unbounded line.
    static let maximumCopiesPerSide = 1 << 20

    /// Rule 13: the offset showing the same picture as `offset`, moved by whole ring lengths
    /// into the middle copy of a wrap-around line.
    ///
    /// The host's protocol, which keeps the offsets bounded however far the user scrolls:
    /// 1. After the first `prepare`, scroll to `recenteredContentOffset(for:)` of the offset that
    ///    ``contentOffset(centering:)`` gives for the first item to show (or of `.zero`, which
    ///    centres the item in ring slot 0).
    /// 2. Whenever scrolling stops (the deceleration ends, a drag ends without deceleration, or
    ///    a programmatic scroll finishes), set the content offset to
    ///    `recenteredContentOffset(for:)` of the current one without animation, then prepare
    ///    again. The items, their effects and the centred item look exactly the same: every
    ///    frame moves by the same whole number of ring lengths (`itemCount · page`).
    ///
    /// From the middle copy, a scroll can travel at least ``wrapAroundTravel`` viewport lengths
    /// and at least a whole ring in either direction before it meets an end of the line.
    ///
    /// The result's coordinate along the axis lies in `[m · ring, (m + 1) · ring)`, `m` the index
    /// of the middle copy; the coordinate across the axis is kept. Without wrap-around, with no
    /// items, or for a NaN or infinite coordinate along the axis, `offset` is returned as given.
    ///
    /// - Complexity: O(1).
    public func recenteredContentOffset(for offset: Point) -> Point {
        let count = state.itemCount
        let axis = state.geometry.axis
        let value = offset.value(along: axis)
        guard state.copies > 1, count > 0, value.isFinite else { return offset }
        let ring = Double(count) * state.geometry.page
        var remainder = value.truncatingRemainder(dividingBy: ring)
        if remainder < 0 { remainder += ring }
        // A tiny negative remainder plus a ring can round to the ring itself.
        if remainder >= ring { remainder = 0 }
        let middle = Double(state.copies / 2) * ring
        return Point(along: axis, main: middle + remainder, cross: offset.value(along: axis.cross))
    }

    /// Rule 10: the number of copies of the ring on a wrap-around line: `2E + 1`, where `E`, the
    /// copies on each side of the middle one, is at least 2 and at least
    /// `1 + ⌈wrapAroundTravel · viewport / ring⌉` (at most ``maximumCopiesPerSide``). A ring so
    /// long that the copies would not fit in an `Int` of slots is not repeated (1 copy): it
    /// outlasts any scroll.
    static func copyCount(itemCount: Int, geometry: Geometry) -> Int {
        guard itemCount > 0 else { return 1 }
        let ring = Double(itemCount) * geometry.page
        let travel = wrapAroundTravel * geometry.viewport.length(along: geometry.axis) / ring
        let perSide =
            travel.isFinite && travel < Double(maximumCopiesPerSide)
            ? Swift.max(2, 1 + Int(travel.rounded(.up))) : maximumCopiesPerSide
        let copies = 2 * perSide + 1
        return itemCount <= Int.max / copies ? copies : 1
    }

    /// Rule 11: the first live slot at the prepared offset: `⌊(itemCount − 1) / 2⌋` slots before
    /// the centred slot (the one ``centeredItem`` names), kept inside the line. Always 0 without
    /// wrap-around, where the line is the ring.
    func liveStart() -> Int {
        let count = state.itemCount
        guard state.copies > 1, count > 0 else { return 0 }
        let centred = nearestSlot(toPosition: state.offset / state.geometry.page)
        return Swift.min(Swift.max(0, centred - (count - 1) / 2), state.slotCount - count)
    }
}
