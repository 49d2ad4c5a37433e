// The visible range, computed from the rect itself.
//
// The reference finds the visible items from the half-angle θ that the viewport's half width
// subtends at the wheel's centre, tan θ = (width / 2) / (radius +
// itemHeight / 2 − height / 2), plus one item on each side. That is exact enough for the
// viewport of an ordinary wheel, but not complete: a viewport taller than the wheel makes the
// denominator ≤ 0, a small radius lets an item far round the wheel swing back into view below
// the centre, and a query rect other than the viewport (a prefetch rect, the whole content)
// subtends other angles. So the range is computed from the rect, in three steps:
//
// The steps work on the horizontal, left-to-right twin of the wheel (rules 14 and 15): a
// vertical or mirrored wheel first maps the rect's span about its centre to its twin's.
//
// 1. Necessary condition. An item's visual bounds lie within `halfDiagonal` of its centre in
//    x and in y (the rotated frame fits in the circle of its half diagonal). So an item whose
//    visual bounds meet the rect has its centre inside the rect grown by that half diagonal.
// 2. Arcs. Item centres lie on the circle of `radius` about the wheel's centre, at
//    (r·sin a, −r·cos a) for angle a. The angles whose point lies inside the grown rect are
//    those whose sine lies in the rect's x-span and whose cosine lies in its y-span: at most
//    two arcs each, intersected.
// 3. Indices. Each arc, clipped to the wheel's turn [−π, π), covers the items from
//    ceil(topIndex + low / step) to floor(topIndex + high / step), widened by one on each side
//    against rounding, like the reference's "one more on each side".
//
// Every candidate is then filtered exactly (on the wheel, visual bounds intersect the rect), so
// the answer equals a brute-force filter; the widening only costs a few extra candidates. For
// the viewport of an ordinary wheel the arcs reduce to the reference's visible arc.

extension CircularFanLayout.Wheel {
    /// The running indices that may intersect `rect`, as sorted, disjoint closed ranges.
    ///
    /// Complete: every item on the wheel whose visual bounds intersect `rect` is in a range.
    ///
    /// - Complexity: O(m), where m is the number of items whose centre lies within half an item
    ///   diagonal of `rect` (plus two per arc), and never more than the items on the wheel.
    func candidateRanges(in rect: Rect) -> [ClosedRange<Int>] {
        guard count > 0, !rect.isNull else { return [] }
        let center = center
        // Step 1: grow the rect by the half diagonal, with a tolerance for the rounding of the
        // rotated corners (relative to the coordinates involved).
        let halfDiagonal =
            (itemSize.width * itemSize.width + itemSize.height * itemSize.height).squareRoot() / 2
        let scale = abs(center.x) + abs(center.y) + radius + halfDiagonal
        let margin = halfDiagonal + 1e-9 * scale + 1e-9
        var minX = rect.minX - margin - center.x
        var maxX = rect.maxX + margin - center.x
        var minY = rect.minY - margin - center.y
        var maxY = rect.maxY + margin - center.y
        // Rules 14 and 15: the same span about the twin's centre, where the arcs are computed
        // (a mirrored centre offset is negated, a vertical one transposed).
        if isMirrored { (minX, maxX) = (-maxX, -minX) }
        if axis == .vertical { (minX, maxX, minY, maxY) = (minY, maxY, minX, maxX) }
        // Also rejects NaN coordinates.
        guard minX <= maxX, minY <= maxY else { return [] }

        // Step 2: the arcs of centre angles inside the grown rect.
        var arcs: [(low: Double, high: Double)] = []
        if radius > 0 {
            let across = Self.arcs(whereSineIn: minX / radius, maxX / radius)
            let along = Self.arcs(whereCosineIn: -maxY / radius, -minY / radius)
            for first in across {
                for second in along {
                    for turn in [-2 * Double.pi, 0, 2 * Double.pi] {
                        let low = max(first.low, second.low + turn)
                        let high = min(first.high, second.high + turn)
                        if low <= high { arcs.append((low, high)) }
                    }
                }
            }
        } else if minX <= 0, 0 <= maxX, minY <= 0, 0 <= maxY {
            // Every centre is the wheel's centre: all items or none.
            arcs.append((-Double.pi, Double.pi))
        }

        // Step 3: the items whose angles fall on those arcs, within the turn [−π, π).
        var ranges: [ClosedRange<Int>] = []
        for arc in arcs {
            for turn in [-2 * Double.pi, 0, 2 * Double.pi] {
                let low = max(arc.low + turn, -Double.pi)
                let high = min(arc.high + turn, Double.pi)
                if low <= high, let range = items(withAnglesFrom: low, to: high) {
                    ranges.append(range)
                }
            }
        }
        return Self.merged(ranges)
    }

    /// The running indices whose angles may lie in `low...high`, widened by one on each side;
    /// nil when none can.
    private func items(withAnglesFrom low: Double, to high: Double) -> ClosedRange<Int>? {
        let last = count - 1
        guard step > 0 else {
            // Every item has angle 0.
            return low <= 0 && 0 <= high ? 0...last : nil
        }
        let first = (topIndex + low / step).rounded(.up) - 1
        let final = (topIndex + high / step).rounded(.down) + 1
        // NaN never passes these comparisons; a NaN bound falls back to the whole wheel.
        if final < 0 || first > Double(last) { return nil }
        let lower = first.isNaN ? 0 : Self.clamp(first, last)
        let upper = final.isNaN ? last : Self.clamp(final, last)
        return lower <= upper ? lower...upper : nil
    }

    /// `value` clamped to `0...last` and converted (it is not NaN).
    private static func clamp(_ value: Double, _ last: Int) -> Int {
        if value <= 0 { return 0 }
        if value >= Double(last) { return last }
        return Int(value)
    }

    /// The angles a (as up to two intervals) with `sin a` in `low...high`, widened slightly
    /// against the rounding of the inverse sine near ±1.
    private static func arcs(whereSineIn low: Double, _ high: Double) -> [(low: Double, high: Double)] {
        guard low <= 1, high >= -1 else { return [] }
        let start = arcsine(max(low, -1))
        let end = arcsine(min(high, 1))
        return [
            (start - angleTolerance, end + angleTolerance),
            (Double.pi - end - angleTolerance, Double.pi - start + angleTolerance),
        ]
    }

    /// The angles a (as up to two intervals) with `cos a` in `low...high`, widened slightly.
    private static func arcs(whereCosineIn low: Double, _ high: Double) -> [(low: Double, high: Double)] {
        guard low <= 1, high >= -1 else { return [] }
        let start = arccosine(min(high, 1))
        let end = arccosine(max(low, -1))
        return [
            (start - angleTolerance, end + angleTolerance), (-end - angleTolerance, -start + angleTolerance),
        ]
    }

    /// Slack for the inverse sine and cosine, whose rounding grows near ±1 (about 1.5e-8 rad).
    private static var angleTolerance: Double { 1e-6 }

    private static func arcsine(_ x: Double) -> Double {
        PlatformMath.atan2(x, max(0, 1 - x * x).squareRoot())
    }

    private static func arccosine(_ x: Double) -> Double {
        PlatformMath.atan2(max(0, 1 - x * x).squareRoot(), x)
    }

    /// `ranges` sorted and merged where they overlap or touch.
    private static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        guard ranges.count > 1 else { return ranges }
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<Int>] = []
        result.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
