// MARK: - Hit testing

extension CollectionHost {
    /// The element drawn at `point` (viewport coordinates, as a pointer event gives them): the
    /// topmost element of the last frame whose presented frame, through its transform, contains
    /// the point.
    ///
    /// Elements are tested as drawn: their presentation attributes (an element moving after a
    /// batch update is hit where it is on screen), their transform applied about their anchor
    /// point (the carousel's scaled and turned items, the fan's rotated cards). Topmost means
    /// the highest `zIndex`, then the latest in ``HostFrame/visible`` (the order a renderer
    /// stacks views of equal `zIndex` in). Hidden elements and elements with an alpha below
    /// 0.01 are skipped, as `UIView.hitTest(_:with:)` skips them.
    ///
    /// Bad input: a non-finite point hits nothing. The rule is ``HitTesting``'s, applied to the
    /// last frame at the current offset.
    ///
    /// - Complexity: O(k) for the k elements of the last frame.
    public func element(at point: Point) -> ElementID? {
        HitTesting.element(at: point, among: frames.buffers.visible, viewportOrigin: offset)
    }
}

extension LayoutAttributes {
    /// Whether `point` (content coordinates) lies in the element as drawn: its frame, or the
    /// quadrilateral its transform makes of it. A frame contains its minimum edges and not its
    /// maximum ones (`CGRect.contains(_:)`); a transformed shape contains its edges.
    func drawnShapeContains(_ point: Point) -> Bool {
        if transform3D.isIdentity { return frame.contains(point) }
        let anchor = anchorPosition
        let corners = [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
            Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
        ].map { corner -> Point in
            let local = transform3D.project(Point(x: corner.x - anchor.x, y: corner.y - anchor.y))
            return Point(x: local.x + anchor.x, y: local.y + anchor.y)
        }
        // Inside a convex quadrilateral: on the same side of all four edges.
        var positive = false
        var negative = false
        for index in 0..<4 {
            let a = corners[index]
            let b = corners[(index + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross > 0 { positive = true } else if cross < 0 { negative = true }
        }
        return !(positive && negative) && (positive || negative)
    }
}
