// MARK: - Scroll targets

extension CollectionLayout {
    /// Nil: the default of a layout whose cells move with the content, which a host scrolls to
    /// by aligning the cell's frame with the visible area.
    public func contentOffset(showing path: ItemPath, position: ScrollPosition, in context: LayoutContext)
        -> Point?
    {
        nil
    }
}

/// The rules a layout that rests with one item at a fixed place (the top of a wheel, the centre
/// of a line) follows to answer ``CollectionLayout/contentOffset(showing:position:in:)``.
enum RestingScrollTarget {
    /// Whether `bounds` (an item's visual bounds) lie inside `visible`, give or take the
    /// rounding of a transformed corner.
    static func shows(_ bounds: Rect, in visible: Rect) -> Bool {
        guard bounds.isFinite, visible.isFinite, !visible.isNull else { return false }
        let scale = abs(visible.minX) + abs(visible.minY) + visible.width + visible.height
        let tolerance = 1e-9 * scale + 1e-9
        return visible.insetBy(dx: -tolerance, dy: -tolerance).contains(bounds)
    }

    /// The resting index nearest `current` (a fractional resting index) at which the item that
    /// rests at `item` shows, by `shows(index)`: the walk goes from `item` towards `current`,
    /// clamped to `indices`, and stops before the first resting index that does not show the
    /// item; `item` itself when none of its neighbours does.
    ///
    /// - Complexity: O(k) calls of `shows`, where k is the number of resting indices between
    ///   `item` and the answer (the items a viewport shows beside the resting one).
    static func nearestRestingIndex(
        toward current: Double, showing item: Int, in indices: ClosedRange<Int>, shows: (Int) -> Bool
    ) -> Int {
        guard current.isFinite else { return item }
        let goal =
            current <= Double(indices.lowerBound)
            ? indices.lowerBound
            : current >= Double(indices.upperBound) ? indices.upperBound : Int(current.rounded())
        let step = goal < item ? -1 : 1
        var index = item
        while index != goal, shows(index + step) { index += step }
        return index
    }
}
