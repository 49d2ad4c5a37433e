// MARK: - Scrolling to an item

extension CircularFanLayout {
    /// The content offset that shows the item at `path`: every frame stands at the viewport's
    /// centre and the wheel's turn places the item, so the answer is a turn of the wheel, never
    /// a frame aligned with the visible area.
    ///
    /// For ``ScrollPosition/nearest`` along the scroll axis: the current offset of `context`
    /// when the item's visual (turned) bounds lie inside the visible area (the viewport less
    /// the content insets) there; otherwise the resting offset (one item upright at the top,
    /// as ``targetContentOffset(proposed:velocity:)`` rests) nearest the current offset at
    /// which they do, or the one that stands the item upright when none does. For every other
    /// position, the offset that stands the item upright at the top
    /// (``contentOffset(centering:)``). Nil when the path names no item.
    ///
    /// - Complexity: O(log s) for s sections, plus O(k) for ``ScrollPosition/nearest``, where
    ///   k is the number of items the viewport shows.
    public func contentOffset(showing path: ItemPath, position: ScrollPosition, in context: LayoutContext)
        -> Point?
    {
        guard let upright = contentOffset(centering: path), let item = wheel.item(at: path) else {
            return nil
        }
        guard position.alignment(along: wheel.axis) == .nearest, wheel.count > 1 else { return upright }
        let now = context.contentOffset
        let insets = context.contentInsets
        if wheel.shows(item, at: now, insets: insets) { return now }
        let current = wheel.turned(to: now).topIndex
        let top = RestingScrollTarget.nearestRestingIndex(
            toward: current, showing: item, in: 0...(wheel.count - 1)
        ) { top in
            wheel.shows(item, at: wheel.restingOffset(atTopIndex: top), insets: insets)
        }
        return wheel.restingOffset(atTopIndex: top)
    }
}

extension CircularFanLayout.Wheel {
    /// The wheel as a prepare at content offset `offset` turns it (same data, same viewport
    /// size).
    func turned(to offset: Point) -> Self {
        var wheel = self
        wheel.viewport.origin = offset
        wheel.turnOffset = turnOffset(ofContentOffset: offset.value(along: axis))
        wheel.topIndex = topIndex(atOffset: wheel.turnOffset)
        return wheel
    }

    /// The content offset at which item `top` stands upright at the top (0 across the axis).
    func restingOffset(atTopIndex top: Int) -> Point {
        Point(along: axis, main: turnOffset(ofContentOffset: offset(atTopIndex: Double(top))), cross: 0)
    }

    /// Whether running index `item`'s visual bounds lie inside the viewport less `insets` when
    /// the wheel is turned to content offset `offset`.
    func shows(_ item: Int, at offset: Point, insets: EdgeInsets) -> Bool {
        let wheel = turned(to: offset)
        guard let attributes = wheel.attributes(ofItem: item) else { return false }
        return RestingScrollTarget.shows(attributes.visualBounds, in: wheel.viewport.inset(by: insets))
    }
}
