/// Coarser copies of a length class's sorted starts that let a search touch one short run of
/// memory per level instead of the twenty scattered ones of a binary search over a million
/// starts: an implicit B⁺-tree, kept up to date as the class changes.
///
/// Level 0 keeps every `fanout`-th start (`starts[0]`, `starts[fanout]`, …), level 1 every
/// `fanout`-th entry of level 0, and so on up to a top level of at most `fanout` entries; there
/// are none while the class has at most `fanout` members. A search counts the top level's
/// entries below the value, and each count names the `fanout − 1` entries of the level beneath
/// that remain to be counted: ⌈log_fanout(n)⌉ short contiguous runs (four cache lines each),
/// whose upper levels (a 32nd of the starts, a 1024th, …) stay in the processor's caches between
/// queries that land anywhere, where a binary search's last dozen probes each miss them.
///
/// A fanout of 32 measured best on random viewport jumps over a million items: 8 leaves the
/// finest level too large for the caches, 64 counts more entries per level than it saves.
///
/// An Eytzinger (breadth-first) layout of the starts would search as fast, but its order
/// depends on the number of elements: every append would rebuild it. These levels only grow at
/// their ends when a member is appended after the last one (O(1) amortised) and are rewritten
/// from the first changed position otherwise, at a `fanout`-th of the cost of the move that
/// changed them.
struct SearchLevels: Sendable {
    /// How many entries of a level one entry of the level above stands for.
    static let fanout = 32

    /// The levels, finest first; empty while the class has at most ``fanout`` members.
    var levels: [[Double]] = []
}

extension SearchLevels {
    /// Whether inserting one start at `position`, leaving `count` starts, changes the levels:
    /// only every `fanout`-th position is copied into them, so an insertion that moves none of
    /// those and adds none (every append but one in `fanout`) changes nothing.
    @inline(__always)
    static func insertionChangesLevels(at position: Int, count: Int) -> Bool {
        position <= (count - 1) / fanout * fanout
    }

    /// Brings the levels up to date with `starts` after every start from position `changed` on
    /// was written, inserted or removed (the ones before it are as they were).
    ///
    /// - Complexity: O((n − changed) / fanout + 1) amortised, for the n starts.
    mutating func update(from changed: Int, in starts: [Double]) {
        let fanout = Self.fanout
        var changed = Swift.max(0, changed)
        var level = 0
        while true {
            let source = level == 0 ? starts : levels[level - 1]
            guard source.count > fanout else {
                if level < levels.count { levels.removeSubrange(level...) }
                return
            }
            let needed = (source.count + fanout - 1) / fanout
            // Entry j stands for source[fanout · j]: it changes when fanout · j ≥ changed.
            let firstChanged = (changed + fanout - 1) / fanout
            if level == levels.count {
                levels.append([])
            } else if firstChanged >= needed && levels[level].count == needed {
                return
            }
            let kept = Swift.min(levels[level].count, firstChanged)
            if levels[level].count > needed { levels[level].removeSubrange(needed...) }
            for entry in kept..<needed {
                let start = source[entry * fanout]
                if entry < levels[level].count {
                    levels[level][entry] = start
                } else {
                    levels[level].append(start)
                }
            }
            changed = kept
            level += 1
        }
    }

    /// The number of leading `starts` for which `isBelow` holds: `isBelow` must hold for a
    /// prefix of `starts` (and be the negation of `partitioningIndex`'s predicate, which then
    /// returns the same index).
    ///
    /// - Complexity: O(fanout · log n / log fanout), reading one run of `fanout − 1`
    ///   consecutive entries per level.
    @inline(__always)
    func partitioningIndex(in starts: borrowing [Double], isBelow: (Double) -> Bool) -> Int {
        let block = lastBlock(in: starts, isBelow: isBelow)
        return block.lowerBound
            + Self.count(in: starts, from: block.lowerBound, to: block.upperBound, isBelow: isBelow)
    }

    /// The positions of `starts` that ``partitioningIndex(in:isBelow:)`` counts last, after
    /// the levels: the index it returns is the block's start plus the number of the block's
    /// starts for which `isBelow` holds (an empty block at 0 when the levels rule out every
    /// start).
    ///
    /// - Complexity: O(fanout · log n / log fanout), reading one run of `fanout − 1`
    ///   consecutive entries per level above `starts`.
    @inline(__always)
    func lastBlock(in starts: borrowing [Double], isBelow: (Double) -> Bool) -> Range<Int> {
        let fanout = Self.fanout
        guard let top = levels.last else { return 0..<starts.count }
        // The number of the level's entries for which `isBelow` holds; those before `from`
        // are known to, those from `to` on known not to.
        var below = Self.count(in: top, from: 0, to: top.count, isBelow: isBelow)
        var level = levels.count - 2
        while level >= 0 {
            guard below > 0 else { return 0..<0 }
            let entries = levels[level]
            let from = fanout * (below - 1) + 1
            below =
                from
                + Self.count(
                    in: entries, from: from, to: Swift.min(fanout * below, entries.count), isBelow: isBelow)
            level -= 1
        }
        guard below > 0 else { return 0..<0 }
        let from = fanout * (below - 1) + 1
        return from..<Swift.max(from, Swift.min(fanout * below, starts.count))
    }

    /// The number of entries of `values[from..<to]` for which `isBelow` holds, counted without
    /// branches.
    @inline(__always)
    static func count(in values: borrowing [Double], from: Int, to: Int, isBelow: (Double) -> Bool)
        -> Int
    {
        values.withUnsafeBufferPointer { buffer in
            var count = 0
            var position = from
            while position < to {
                count &+= isBelow(buffer[position]) ? 1 : 0
                position &+= 1
            }
            return count
        }
    }
}

extension SearchLevels {
    /// Whether the levels are exactly what ``update(from:in:)`` derives from `starts`.
    func isConsistent(with starts: [Double]) -> Bool {
        var expected = SearchLevels()
        expected.update(from: 0, in: starts)
        return expected.levels == levels
    }
}
