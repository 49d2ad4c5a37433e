extension RectIndex {
    /// Calls `body` with the id of every element whose frame intersects `rect`
    /// (``Rect/intersects(_:)``: touching edges do not count).
    ///
    /// The order is the run's members by id, then the other elements by length class, then by
    /// start along the axis.
    ///
    /// - Complexity: O(c · log n + k), where n is the number of elements, k the number
    ///   reported and c the number of length classes (plus the run's members scanned that start
    ///   within its reach before the rect or its slack after it).
    @inline(__always)
    public func forEachElement(intersecting rect: Rect, _ body: (Int) -> Void) {
        forEachElementAndFrame(intersecting: rect) { id, _ in body(id) }
    }

    /// ``forEachElement(intersecting:_:)`` that also hands `body` each element's frame, read
    /// for the test anyway: a caller need not capture the index to read it again.
    @inline(__always)
    func forEachElementAndFrame(intersecting rect: Rect, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        guard !rect.isNull else { return }
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        guard !low.isNaN, !high.isNaN else { return }
        let area = QueryArea(rect)
        forEachRunMember(low: low, high: high, meeting: area, body)
        // Classes are taken four at a time, and the four runs are found before any is read:
        // the searches do not depend on each other, so the processor overlaps their waits for
        // memory.
        var group = 0
        while group < activeClasses.count {
            let groupEnd = Swift.min(activeClasses.count, group + 4)
            var firsts = SIMD4<Int>()
            for slot in group..<groupEnd {
                firsts[slot - group] = firstCandidate(in: classes[activeClasses[slot]], low: low)
            }
            for slot in group..<groupEnd {
                forEachMember(
                    of: classes[activeClasses[slot]], from: firsts[slot - group], below: high, meeting: area,
                    body)
            }
            group = groupEnd
        }
    }

    /// The position of the first member of `lengthClass` that may reach past `low`: the first
    /// one starting after `low` less the class's longest extent.
    @inline(__always)
    private func firstCandidate(in lengthClass: borrowing LengthClass, low: Double) -> Int {
        // `low − longest` rounds, and so does each frame's end (its start plus its length): the
        // run starts a few ulps earlier so that a frame overlapping `low` by an ulp is never
        // skipped; the exact test of each member is the final word.
        let reach = lengthClass.longest
        let margin = (Swift.abs(low) + reach) * (4 * Double.ulpOfOne)
        let reachStart = low - reach - margin
        let block = lengthClass.search.lastBlock(in: lengthClass.starts) { !($0 > reachStart) }
        // The run begins in the block: the block's ids are read with its starts, not after
        // them, so that on a random jump over a large class the two waits for memory overlap.
        // Every id is non-negative, so `touched >> 31` is 0; adding it keeps the reads.
        var touched: Int32 = 0
        if !block.isEmpty {
            touched = lengthClass.ids[block.lowerBound] | lengthClass.ids[block.upperBound - 1]
        }
        let below = SearchLevels.count(
            in: lengthClass.starts, from: block.lowerBound, to: block.upperBound
        ) { !($0 > reachStart) }
        return block.lowerBound + below + Int(touched >> 31)
    }

    /// Calls `body` with the id of every member of `lengthClass` from position `first` on that
    /// starts below `high` and meets `area`.
    ///
    /// The run ends at the first start not below `high`: scanned, not searched, since the run
    /// is read anyway. It is tested in chunks of up to 64 members, first all of a chunk's frames
    /// (a short loop, whose loads the processor overlaps), then `body` for those that meet.
    @inline(__always)
    private func forEachMember(
        of lengthClass: borrowing LengthClass, from first: Int, below high: Double, meeting area: QueryArea,
        _ body: (_ id: Int, _ frame: Rect) -> Void
    ) {
        var position = first
        while position < lengthClass.starts.count, lengthClass.starts[position] < high {
            var end = position + 1
            let limit = Swift.min(lengthClass.starts.count, position + 64)
            while end < limit, lengthClass.starts[end] < high { end += 1 }
            ExaminedElements.add(end - position)
            var hits: UInt64 = 0
            for member in position..<end {
                let frame = frames[Int(lengthClass.ids[member])]
                hits |= area.meets(frame) << UInt64(truncatingIfNeeded: member - position)
            }
            while hits != 0 {
                let id = Int(lengthClass.ids[position + hits.trailingZeroBitCount])
                body(id, frames[id])
                hits &= hits &- 1
            }
            position = end
        }
    }

    /// The ids of every element whose frame intersects `rect`, in unspecified order.
    ///
    /// - Complexity: O(c · log n + k), as ``forEachElement(intersecting:_:)``.
    public func elements(intersecting rect: Rect) -> [Int] {
        var result: [Int] = []
        forEachElement(intersecting: rect) { result.append($0) }
        return result
    }
}

/// A query rect's edges, read once, for testing many stored frames without branches.
struct QueryArea {
    let minX: Double
    let maxX: Double
    let minY: Double
    let maxY: Double

    /// The edges of `rect`, which is not null.
    @inline(__always)
    init(_ rect: Rect) {
        (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
    }

    /// 1 when `frame` (which is not null) intersects the rect, as ``Rect/intersects(_:)``
    /// decides, 0 otherwise.
    @inline(__always)
    func meets(_ frame: Rect) -> UInt64 {
        let x = (frame.minX < maxX ? 1 : 0) & (minX < frame.maxX ? 1 : 0) as UInt64
        let y = (frame.minY < maxY ? 1 : 0) & (minY < frame.maxY ? 1 : 0) as UInt64
        return x & y
    }
}
