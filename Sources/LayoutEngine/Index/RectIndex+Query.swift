extension RectIndex {
    /// Calls `body` with the id of every element whose frame intersects `rect`
    /// (``Rect/intersects(_:)``: touching edges do not count).
    ///
    /// The order is by length class, then by start along the axis.
    ///
    /// - Complexity: O(c · log n + k), where n is the number of elements, k the number
    ///   reported and c the number of length classes.
    @inline(__always)
    public func forEachElement(intersecting rect: Rect, _ body: (Int) -> Void) {
        guard !rect.isNull else { return }
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        guard !low.isNaN, !high.isNaN else { return }
        let area = QueryArea(rect)
        // Classes are taken four at a time. The four runs are found before any is read, and
        // the first chunk of each is tested before any is reported: the searches, and then the
        // reads of the runs' ids and frames, do not depend on each other, so the processor
        // overlaps their waits for memory (on a random jump over a million elements each read
        // misses the caches, and one class after another would wait for each in turn).
        var group = 0
        while group < activeClasses.count {
            let groupEnd = Swift.min(activeClasses.count, group + 4)
            var firsts = SIMD4<Int>()
            for slot in group..<groupEnd {
                firsts[slot - group] = firstCandidate(in: classes[activeClasses[slot]], low: low)
            }
            var ends = SIMD4<Int>()
            var hits = SIMD4<UInt64>()
            for slot in group..<groupEnd {
                (ends[slot - group], hits[slot - group]) = testChunk(
                    of: classes[activeClasses[slot]], from: firsts[slot - group], below: high, meeting: area)
            }
            for slot in group..<groupEnd {
                let lengthClass = classes[activeClasses[slot]]
                report(hits[slot - group], from: firsts[slot - group], of: lengthClass, body)
                forEachMember(of: lengthClass, from: ends[slot - group], below: high, meeting: area, body)
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
    /// is read anyway. It is tested in chunks of up to 64 members.
    @inline(__always)
    private func forEachMember(
        of lengthClass: borrowing LengthClass, from first: Int, below high: Double, meeting area: QueryArea,
        _ body: (Int) -> Void
    ) {
        var position = first
        while position < lengthClass.starts.count, lengthClass.starts[position] < high {
            let (end, hits) = testChunk(of: lengthClass, from: position, below: high, meeting: area)
            report(hits, from: position, of: lengthClass, body)
            position = end
        }
    }

    /// Tests the members of `lengthClass` from position `first` on that start below `high`, up
    /// to 64 of them, against `area`: all of the chunk's frames in a short loop whose loads the
    /// processor overlaps, with no call of the caller's between them. Returns the position after the chunk and a mask of the members that meet
    /// `area` (bit i for position `first + i`).
    @inline(__always)
    private func testChunk(
        of lengthClass: borrowing LengthClass, from first: Int, below high: Double, meeting area: QueryArea
    ) -> (end: Int, hits: UInt64) {
        var end = first
        let limit = Swift.min(lengthClass.starts.count, first + 64)
        while end < limit, lengthClass.starts[end] < high { end += 1 }
        var hits: UInt64 = 0
        for member in first..<end {
            let frame = frames[Int(lengthClass.ids[member])]
            hits |= area.meets(frame) << UInt64(truncatingIfNeeded: member - first)
        }
        return (end, hits)
    }

    /// Calls `body` with the id of each member of `lengthClass` whose bit is set in `hits` (bit
    /// i for position `first + i`), in order.
    @inline(__always)
    private func report(
        _ hits: UInt64, from first: Int, of lengthClass: borrowing LengthClass, _ body: (Int) -> Void
    ) {
        var hits = hits
        while hits != 0 {
            body(Int(lengthClass.ids[first + hits.trailingZeroBitCount]))
            hits &= hits &- 1
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
