// MARK: - Relations

extension Rect {
    /// Whether the two rectangles overlap.
    ///
    /// CoreGraphics' rule: rectangles that only touch along an edge or at a corner do not
    /// intersect; a zero-width or zero-height rectangle intersects a rectangle whose interior
    /// it crosses; the null rectangle intersects nothing.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether this rectangle overlaps `other` grown by `outset` on every side, `other`'s edges
    /// read as ``intersects(_:)`` reads them (so a huge inverted rectangle keeps its far edge,
    /// which building the grown rectangle would round away); ``intersects(_:)`` for an outset
    /// of 0.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func intersects(_ other: Rect, grownBy outset: Double) -> Bool {
        if isNull || other.isNull { return false }
        return minX < other.maxX + outset && other.minX - outset < maxX && minY < other.maxY + outset
            && other.minY - outset < maxY
    }

    /// The overlap of the two rectangles, or ``null`` when they do not ``intersects(_:)``.
    public func intersection(_ other: Rect) -> Rect {
        guard intersects(other) else { return .null }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        return Rect(
            x: x0, y: y0, width: Swift.min(maxX, other.maxX) - x0,
            height: Swift.min(maxY, other.maxY) - y0)
    }

    /// The smallest rectangle containing both; a null rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(
            x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
            height: Swift.max(maxY, other.maxY) - y0)
    }

    /// Whether `point` lies inside the rectangle, its minimum edges included and its maximum
    /// edges excluded (`CGRect.contains(_:)`).
    public func contains(_ point: Point) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle; a null `other` is never contained.
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

// MARK: - Derived rectangles

extension Rect {
    /// The rectangle moved by `dx` and `dy`; the null rectangle stays null.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width, height: s.size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom
    /// (grown for negative values); the null rectangle, or one shrunk past zero size, is null.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let width = s.size.width - 2 * dx
        let height = s.size.height - 2 * dy
        if width < 0 || height < 0 { return .null }
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (grown for negative insets); null when shrunk past zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return self }
        let s = standardized
        let width = s.size.width - insets.left - insets.right
        let height = s.size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return .null }
        return Rect(x: s.origin.x + insets.left, y: s.origin.y + insets.top, width: width, height: height)
    }

    /// The rectangle mirrored horizontally inside a container of width `containerWidth`
    /// starting at x = 0: what a right-to-left layout does to a left-to-right frame.
    ///
    /// The result is standardised, except for a rectangle of infinite width: its infinite edge
    /// is mirrored to the other side, so the result keeps its finite edge as its origin with a
    /// width of −∞ or +∞ (mirroring `width: .infinity` at x = 0 gives x = `containerWidth`,
    /// width −∞), where a standardised form would have a NaN edge.
    public func mirroredHorizontally(inWidth containerWidth: Double) -> Rect {
        let s = standardized
        if !s.size.width.isFinite, !s.size.width.isNaN {
            let (low, high) = (minX, maxX)
            if low.isFinite {
                return Rect(x: containerWidth - low, y: s.origin.y, width: -.infinity, height: s.size.height)
            }
            if high.isFinite {
                return Rect(x: containerWidth - high, y: s.origin.y, width: .infinity, height: s.size.height)
            }
        }
        return Rect(x: containerWidth - s.maxX, y: s.origin.y, width: s.size.width, height: s.size.height)
    }
}
