// A size reported for one item of a long section moves every item after it. Kept in one index,
// those frames would each be rewritten; kept in chunks of consecutive items, each placed by its
// own offset along the axis (as sections are), the chunk holding the item is laid out again and
// every later chunk only gets a new offset: O(b + c) for chunks of b items, c chunks, where a
// single index costs the whole rest of the section. A fresh layout lays out the same chunks from
// the same starts, so both store the same bits.

extension SectionedStore {
    /// A section's items kept in consecutive runs (chunks), each in its own ``RectIndex``, in
    /// its own coordinates along the axis, placed in the section by its offset.
    ///
    /// The layout that writes the chunks decides where each one starts (a flow starts one at
    /// a line); chunks follow each other along the axis without overlapping: each one's frames
    /// lie in `low...high` of its own coordinates, and its placed span ends no later than the
    /// next one's starts.
    struct Chunks: Sendable {
        /// The chunks, in item order and in order along the axis.
        var chunks: [Chunk] = []

        /// An empty list of chunks.
        init() {}
    }

    /// A run of consecutive items of a section, placed along the axis by an offset.
    struct Chunk: Sendable {
        /// The item of the first frame (id 0 of ``items``).
        var firstItem: Int
        /// Where the chunk's coordinate 0 lies along the axis, in the section's coordinates.
        var offset: Double
        /// The frames, left-to-right, in the chunk's coordinates: id i is item `firstItem + i`.
        var items: RectIndex
        /// Where the chunk's frames start along the axis, in its coordinates (at most their
        /// minimum).
        var low = 0.0
        /// Where the chunk's frames end along the axis, in its coordinates (at least their
        /// maximum).
        var high = 0.0

        /// An empty chunk starting at `firstItem`, placed at `offset`, indexed along `axis`.
        init(firstItem: Int, offset: Double, axis: Axis) {
            self.firstItem = firstItem
            self.offset = offset
            self.items = RectIndex(axis: axis)
        }
    }
}

// MARK: - Reading

extension SectionedStore.Chunks {
    /// The number of item frames held.
    ///
    /// - Complexity: O(1).
    var count: Int {
        guard let last = chunks.last else { return 0 }
        return last.firstItem + last.items.count
    }

    /// The position of the chunk holding `item` (the last one starting at or before it), or
    /// nil when there is none.
    ///
    /// - Complexity: O(log c) for c chunks.
    func chunkPosition(holding item: Int) -> Int? {
        let after = chunks.partitioningIndex { $0.firstItem > item }
        return after > 0 ? after - 1 : nil
    }

    /// The frame of `item` in the section's coordinates, or ``Rect/null`` when there is none.
    ///
    /// - Complexity: O(log c) for c chunks.
    func frame(of item: Int, axis: Axis) -> Rect {
        guard item >= 0, let position = chunkPosition(holding: item) else { return .null }
        let chunk = chunks[position]
        let stored = chunk.items.frame(of: item - chunk.firstItem)
        guard !stored.isNull else { return .null }
        return Self.placed(stored, by: chunk.offset, axis: axis)
    }

    /// `frame` (in a chunk's coordinates) moved by the chunk's `offset` along `axis`; the
    /// frame itself at offset 0, bit for bit.
    @inline(__always)
    static func placed(_ frame: Rect, by offset: Double, axis: Axis) -> Rect {
        guard offset != 0 else { return frame }
        return axis == .horizontal ? frame.offsetBy(dx: offset, dy: 0) : frame.offsetBy(dx: 0, dy: offset)
    }
}

extension SectionedStore.Chunks: SectionedStore.ItemSource {
    /// Each chunk whose span meets `area` along the axis is searched with `area` moved into its
    /// coordinates (grown by a few ulps, which the move may round away), and each candidate is
    /// tested again exactly where it is placed.
    ///
    /// - Complexity: O(log c + m · (log b + k)) for c chunks, m of them met, b items per chunk
    ///   and k results.
    @inline(__always)
    func forEachCandidate(in area: Rect, axis: Axis, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        guard !area.isNull else { return }
        let low = area.min(along: axis)
        let high = area.max(along: axis)
        guard !low.isNaN, !high.isNaN else { return }
        let slack = (Swift.max(Swift.abs(low), Swift.abs(high)) + 1) * (8 * Double.ulpOfOne)
        // Chunks follow each other along the axis: the first that may reach `low` is searched,
        // then chunks are read until one starts past `high`.
        var position = chunks.partitioningIndex { $0.offset + $0.high >= low - slack }
        while position < chunks.count, chunks[position].offset + chunks[position].low <= high + slack {
            let offset = chunks[position].offset
            let first = chunks[position].firstItem
            let magnitude = Swift.max(Swift.abs(low), Swift.abs(high)) + Swift.abs(offset) + 1
            let margin = magnitude * (8 * Double.ulpOfOne)
            // Cut to the box every stored frame lies in, so that the edges stay finite.
            let limit = SectionedStore.searchLimit
            let localLow = Swift.max(low - offset - margin, -limit)
            let localHigh = Swift.min(high - offset + margin, limit)
            let crossLow = Swift.max(area.min(along: axis.cross), -limit)
            let crossHigh = Swift.min(area.max(along: axis.cross), limit)
            guard localLow <= localHigh, crossLow <= crossHigh else { return }
            let local = Rect(
                along: axis, main: localLow, cross: crossLow, mainLength: localHigh - localLow,
                crossLength: crossHigh - crossLow)
            chunks[position].items.forEachElementAndFrame(intersecting: local) { id, stored in
                let frame = Self.placed(stored, by: offset, axis: axis)
                if frame.intersects(area) { body(first + id, frame) }
            }
            position += 1
        }
    }
}
