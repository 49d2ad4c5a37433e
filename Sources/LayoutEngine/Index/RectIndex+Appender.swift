extension RectIndex {
    /// Stores frames one at a time and indexes them in batches: for a layout that writes many
    /// frames in a row, and that may still adjust the newest ones before they are indexed (the
    /// items of a line, which it positions once the line is complete).
    ///
    /// ``append(_:)`` stores a frame in a buffer of the appender's own and nothing else;
    /// ``indexPending()`` moves every frame stored since the last call into the index and indexes
    /// them as one batch, as ``RectIndex/append(contentsOf:)`` does, and
    /// ``RectIndex/withAppender(_:)`` indexes the rest when its body returns. The index ends up
    /// exactly as if each frame had been passed to ``RectIndex/append(_:)`` in turn, with its
    /// final value. The buffer is what makes a stored frame cost one store: an array append
    /// checks that its storage is unique, a call that makes the caller's loop keep its values
    /// in memory.
    struct Appender {
        /// The index being appended to, taken out of its owner for the appender's lifetime.
        fileprivate(set) var index: RectIndex
        /// The pending frames, in id order after the index's: `pendingCount` initialised of
        /// `pendingCapacity`.
        fileprivate var pending: UnsafeMutablePointer<Rect>
        /// The number of pending frames.
        fileprivate var pendingCount = 0
        /// The number of frames `pending` has room for.
        fileprivate var pendingCapacity: Int

        /// The room for pending frames an appender starts with when it expects `frameCount`
        /// frames: that many, but at least a few and at most two batches' worth (frames are
        /// indexed in batches); it doubles as needed.
        static func initialCapacity(expecting frameCount: Int) -> Int {
            Swift.min(Swift.max(frameCount, 16), 2 * batchSize)
        }

        /// The number of frames indexed so far: every frame from this id on is pending.
        var indexedCount: Int { index.frames.count }

        /// How many final frames a layout lets wait before the index takes them, unless it has
        /// a reason for another size: few enough to still be in cache, enough that a batch's
        /// fixed cost is spread thin.
        static var batchSize: Int { 4096 }

        /// The number of stored frames, pending ones included: the id the next frame gets.
        var count: Int { index.frames.count + pendingCount }

        /// Stores `frame` as the next element, not yet indexed.
        ///
        /// - Complexity: O(1) amortised.
        @inline(__always)
        mutating func append(_ frame: Rect) {
            if pendingCount == pendingCapacity { growPending() }
            pending[pendingCount] = frame
            pendingCount += 1
        }

        /// Doubles the room for pending frames.
        @inline(never)
        private mutating func growPending() {
            let larger = UnsafeMutablePointer<Rect>.allocate(capacity: pendingCapacity * 2)
            larger.moveInitialize(from: pending, count: pendingCount)
            pending.deallocate()
            pending = larger
            pendingCapacity *= 2
        }

        /// Calls `body` with the pending frames from id `firstID` on, which it may change.
        ///
        /// - Precondition: `firstID` is pending (at least ``indexedCount``) and at most ``count``.
        @inline(__always)
        mutating func withPendingFrames<Result>(
            from firstID: Int, _ body: (UnsafeMutableBufferPointer<Rect>) -> Result
        ) -> Result {
            precondition(firstID >= indexedCount && firstID <= count, "only pending frames may change")
            return body(
                UnsafeMutableBufferPointer(start: pending + (firstID - indexedCount), count: count - firstID))
        }

        /// Indexes the pending frames when there are at least `batchSize` of them: called at
        /// points where they are final, it keeps each batch small enough to still be in cache.
        @inline(__always)
        mutating func indexPending(atLeast batchSize: Int) {
            if count - indexedCount >= batchSize { indexPending() }
        }

        /// Indexes every pending frame, as one batch.
        ///
        /// Never inlined: it runs once per batch, and its code inlined into a layout's item loop
        /// makes that loop keep fewer of its values in registers.
        ///
        /// - Complexity: as ``RectIndex/append(contentsOf:)`` of the pending frames.
        @inline(never)
        mutating func indexPending() {
            // Nothing to move: the index's storage, which may be shared, stays untouched.
            guard pendingCount > 0 else { return }
            let firstID = indexedCount
            index.frames.append(contentsOf: UnsafeBufferPointer(start: pending, count: pendingCount))
            pendingCount = 0
            index.indexFrames(from: firstID)
        }
    }

    /// Calls `body` with an appender to this index, then indexes the frames it left pending.
    ///
    /// - Parameter frameCount: about how many frames `body` stores (any number is correct; a
    ///   close one allocates once).
    /// - Complexity: O(1) besides `body` and the indexing of its frames.
    mutating func withAppender<Result>(expecting frameCount: Int = 0, _ body: (inout Appender) -> Result)
        -> Result
    {
        // Moved, not copied, into the appender: its arrays stay uniquely referenced.
        let capacity = Appender.initialCapacity(expecting: frameCount)
        var appender = Appender(
            index: RectIndex(axis: axis), pending: .allocate(capacity: capacity), pendingCapacity: capacity)
        swap(&self, &appender.index)
        defer {
            appender.indexPending()
            swap(&self, &appender.index)
            appender.pending.deallocate()
        }
        return body(&appender)
    }
}
