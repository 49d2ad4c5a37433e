extension CircularFanLayout {
    /// The prepared geometry of the fan: a handful of numbers, no per-item storage.
    ///
    /// Item g (the running index over all sections) turns by `(g - topIndex) × step`, about the
    /// wheel's `center`; `topIndex` is the (fractional) item that stands upright at the top.
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
        /// The largest content offset (content width − viewport width), at least 0.
        var maxOffset: Double = 0

        /// The number of items on the wheel.
        var count: Int { itemCount }

        /// The wheel's centre, in content coordinates: `radius` below the viewport's centre.
        var center: Point { Point(x: viewport.midX, y: viewport.midY + radius) }

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
        let size = context.viewportSize
        viewport = Rect(origin: context.contentOffset, size: size)
        maxOffset = max(0, Double(count) * itemSize.width - size.width)
        topIndex = topIndex(atOffset: viewport.minX)
    }

    /// The item upright at the top at content offset `x`: it goes linearly from item 0 at
    /// offset 0 to item `count - 1` at the maximum offset; 0 when there is nothing to scroll.
    func topIndex(atOffset x: Double) -> Double {
        guard count > 1, maxOffset > 0 else { return 0 }
        return Double(count - 1) * (x / maxOffset)
    }

    /// The content offset at which item `index` (any real value) stands upright at the top.
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
        let anchorY = (itemSize.height / 2 + radius) / itemSize.height
        if itemSize.height > 0, anchorY.isFinite {
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
        return attributes
    }
}
