extension RectIndex {
    /// Stores frames one at a time and indexes them in batches: for a layout that writes many
    /// frames in a row, and that may still adjust the newest ones before they are indexed (the
    /// items of a line, which it positions once the line is complete).
    ///
    /// ``append(_:)`` stores a frame and nothing else; ``indexPending()`` indexes every frame
    /// stored since the last call as one batch, as ``RectIndex/append(contentsOf:)`` does, and
    /// ``RectIndex/withAppender(_:)`` indexes the rest when its body returns. The index ends up
    /// exactly as if each frame had been passed to ``RectIndex/append(_:)`` in turn, with its
    /// final value.
    struct Appender {
        /// The index being appended to, taken out of its owner for the appender's lifetime.
        fileprivate(set) var index: RectIndex
        /// The number of frames indexed so far: every frame from this id on is pending.
        private(set) var indexedCount: Int

        /// How many final frames a layout lets wait before the index takes them, unless it has
        /// a reason for another size: few enough to still be in cache, enough that a batch's
        /// fixed cost is spread thin.
        static var batchSize: Int { 4096 }

        /// The number of stored frames, pending ones included: the id the next frame gets.
        var count: Int { index.frames.count }

        /// Stores `frame` as the next element, not yet indexed.
        ///
        /// - Complexity: O(1) amortised.
        @inline(__always)
        mutating func append(_ frame: Rect) {
            index.frames.append(frame)
        }

        /// Calls `body` with the pending frames from id `firstID` on, which it may change.
        ///
        /// - Precondition: `firstID` is pending (at least ``indexedCount``) and at most ``count``.
        @inline(__always)
        mutating func withPendingFrames<Result>(
            from firstID: Int, _ body: (UnsafeMutableBufferPointer<Rect>) -> Result
        ) -> Result {
            precondition(firstID >= indexedCount && firstID <= count, "only pending frames may change")
            return index.frames.withUnsafeMutableBufferPointer { frames in
                body(UnsafeMutableBufferPointer(rebasing: frames[firstID...]))
            }
        }

        /// Indexes the pending frames when there are at least `batchSize` of them: called at
        /// points where they are final, it keeps each batch small enough to still be in cache.
        @inline(__always)
        mutating func indexPending(atLeast batchSize: Int) {
            if count - indexedCount >= batchSize { indexPending() }
        }

        /// Indexes every pending frame, as one batch.
        ///
        /// - Complexity: as ``RectIndex/append(contentsOf:)`` of the pending frames.
        mutating func indexPending() {
            index.indexFrames(from: indexedCount)
            indexedCount = count
        }
    }

    /// Calls `body` with an appender to this index, then indexes the frames it left pending.
    ///
    /// - Complexity: O(1) besides `body` and the indexing of its frames.
    mutating func withAppender<Result>(_ body: (inout Appender) -> Result) -> Result {
        // Moved, not copied, into the appender: its arrays stay uniquely referenced.
        var appender = Appender(index: RectIndex(axis: axis), indexedCount: count)
        swap(&self, &appender.index)
        defer {
            appender.indexPending()
            swap(&self, &appender.index)
        }
        return body(&appender)
    }
}
