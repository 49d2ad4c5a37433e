extension CircularFanLayout {
    /// The prepared geometry of the fan: a handful of numbers, no per-item storage.
    ///
    /// Item g (the running index over all sections) turns by `(g - topIndex) × step`, about the
    /// wheel's `center`; `topIndex` is the (fractional) item that stands upright at the top.
    ///
    /// The numbers are those of the horizontal, left-to-right wheel (the reference's): a
    /// vertical wheel computes its twin's turn with x and y swapped, a mirrored one its twin's
    /// at the mirrored offset, and each item's attributes are turned into the drawn orientation
    /// last (``oriented(_:)``).
    struct Wheel: RunningNumbering, Hashable, Sendable {
        /// The item counts the wheel was prepared for (negative counts read as zero); nil
        /// before the first prepare and after ``CircularFanLayout/invalidate()``.
        var itemCounts: [Int]? = nil
        /// The running index of each section's first item, plus the total count at the end.
        var sectionStarts: [Int] = [0]
        /// The viewport, sanitised: finite origin, non-negative size.
        var viewport = Rect.zero
        /// The sanitised item size.
        var itemSize = Size.zero
        /// The sanitised radius.
        var radius: Double = 0
        /// The angle between neighbours (the resolved `anglePerItem`).
        var step: Double = 0
        /// The running index of the item upright at the top: 0 at offset 0, `count - 1` at the
        /// maximum offset.
        var topIndex: Double = 0
        /// The largest content offset along the scroll axis (content length − viewport length),
        /// at least 0.
        var maxOffset: Double = 0
        /// The scroll axis.
        var axis = Axis.horizontal
        /// Whether the wheel is drawn mirrored across the viewport's vertical centre line
        /// (rule 15).
        var isMirrored = false
        /// The offset that turns the wheel: the content offset along the scroll axis, mirrored
        /// (`maxOffset − x`) for a mirrored horizontal wheel.
        var turnOffset: Double = 0

        /// The number of items on the wheel.
        var count: Int { itemCount }

        /// The wheel's centre, in content coordinates: `radius` below the viewport's centre; for
        /// a vertical wheel `radius` to its right (to its left when mirrored).
        var center: Point {
            guard axis == .vertical else { return Point(x: viewport.midX, y: viewport.midY + radius) }
            return Point(x: isMirrored ? viewport.midX - radius : viewport.midX + radius, y: viewport.midY)
        }

        /// Every item's untransformed frame: `itemSize` centred in the viewport.
        var frame: Rect {
            Rect(
                x: viewport.minX + (viewport.width - itemSize.width) / 2,
                y: viewport.minY + (viewport.height - itemSize.height) / 2,
                width: itemSize.width, height: itemSize.height)
        }
    }
}

// MARK: - Preparing

extension CircularFanLayout.Wheel {
    /// Sets the wheel up for `context` and the layout's configuration.
    ///
    /// A scroll (only the offset changed) keeps the section table and recomputes a few numbers.
    ///
    /// - Complexity: O(1) for a scroll, O(sections) when the item counts change.
    mutating func prepare(_ context: LayoutContext, layout: CircularFanLayout) {
        renumber(for: context.itemCounts)
        let configuration = layout.configuration
        itemSize = configuration.itemSize.bounded
        radius = configuration.radius.boundedLength
        step = configuration.resolvedAnglePerItem
        axis = configuration.scrollDirection
        isMirrored = configuration.followsLayoutDirection && context.layoutDirection == .rightToLeft
        let size = context.viewportSize
        viewport = Rect(origin: context.contentOffset, size: size)
        maxOffset = max(0, Double(count) * itemSize.length(along: axis) - size.length(along: axis))
        turnOffset = turnOffset(ofContentOffset: viewport.min(along: axis))
        topIndex = topIndex(atOffset: turnOffset)
    }

    /// Rule 15: the offset that turns the wheel at content offset `value` along the scroll
    /// axis, and back (the map is its own inverse): `maxOffset − value` for a mirrored
    /// horizontal wheel, whose item 0 stands upright at the right end; `value` otherwise.
    func turnOffset(ofContentOffset value: Double) -> Double {
        mirrorsOffset ? maxOffset - value : value
    }

    /// Whether the turn offset runs against the content offset (a mirrored horizontal wheel).
    var mirrorsOffset: Bool { isMirrored && axis == .horizontal }

    /// The item upright at the top at turn offset `x`: it goes linearly from item 0 at offset 0
    /// to item `count - 1` at the maximum offset; 0 when there is nothing to scroll.
    func topIndex(atOffset x: Double) -> Double {
        guard count > 1, maxOffset > 0 else { return 0 }
        return Double(count - 1) * (x / maxOffset)
    }

    /// The turn offset at which item `index` (any real value) stands upright at the top.
    func offset(atTopIndex index: Double) -> Double {
        guard count > 1, maxOffset > 0 else { return 0 }
        return index / Double(count - 1) * maxOffset
    }
}

// MARK: - Items

extension CircularFanLayout.Wheel {
    /// Item g's angle: item 0's angle plus `g × step`, kept finite: huge finite inputs (an
    /// offset far past a tiny maximum, a huge angle per item) overflow the product to ±∞, and
    /// such an item, far off the wheel, gets ±`greatestFiniteMagnitude` instead.
    @inline(__always)
    func angle(ofItem item: Int) -> Double {
        let angle = (Double(item) - topIndex) * step
        guard angle.isFinite else { return angle < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
        return angle
    }

    /// Whether item g is on the wheel: its angle lies within `[-π, π)` (rule 7).
    @inline(__always)
    func isOnWheel(_ angle: Double) -> Bool {
        angle >= -Double.pi && angle < Double.pi
    }

    /// The attributes of running index `item`, or nil when it is not on the wheel.
    func attributes(ofItem item: Int) -> LayoutAttributes? {
        let angle = angle(ofItem: item)
        guard isOnWheel(angle) else { return nil }
        let frame = frame
        let zIndex = Int(angle * 1_000_000)
        var attributes = LayoutAttributes(path: path(ofItem: item), frame: frame, zIndex: zIndex)
        // The horizontal, left-to-right twin's anchor and turn, oriented last.
        let height = itemSize.length(along: axis.cross)
        let anchorY = (height / 2 + radius) / height
        if height > 0, anchorY.isFinite {
            attributes.anchorPoint = Point(x: 0.5, y: anchorY)
            attributes.transform = Transform(rotationAngle: angle)
        } else {
            // A zero-height frame (or one so thin that the quotient overflows) cannot place its
            // anchor `radius` below itself in unit coordinates: rotate about the wheel's centre
            // with a translation instead.
            let turn = Transform(rotationAngle: angle)
            attributes.transform = Transform(
                a: turn.a, b: turn.b, c: turn.c, d: turn.d, tx: radius * turn.b, ty: radius * (1 - turn.a))
        }
        return axis == .horizontal && !isMirrored ? attributes : oriented(attributes)
    }

    /// Rules 14 and 15: the twin's `attributes` in the drawn orientation: the anchor point and
    /// the transform with x and y swapped for a vertical wheel, then mirrored across the
    /// frame's vertical centre line for a mirrored one (the frame, centred in the viewport,
    /// needs neither).
    func oriented(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        var anchor = attributes.anchorPoint
        var t = attributes.transform
        if axis == .vertical {
            anchor = Point(x: anchor.y, y: anchor.x)
            t = Transform(a: t.d, b: t.c, c: t.b, d: t.a, tx: t.ty, ty: t.tx)
        }
        if isMirrored {
            anchor.x = 1 - anchor.x
            t = Transform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
        }
        result.anchorPoint = anchor
        result.transform = t
        return result
    }
}
