/// The new members of a batch (``RectIndex/append(contentsOf:)``) grouped by length class, and
/// the sort of each group by start.
///
/// A batch is usually a few ascending runs dealt out in turn: the items of a waterfall's columns
/// placed in order (each column's starts ascend), or the items of one flow line centred across
/// it. The sort deals the members to piles that each ascend, as few as there can be (each
/// member onto the first pile whose last start is at most its own, as in patience sorting),
/// then merges the piles pairwise: O(b log p) for b members that form p piles (at most the
/// number of columns), where a comparison sort of a waterfall's million items costs twenty
/// passes over them and two columns cost two.
struct BatchMembers {
    /// The members' starts along the axis, group after group (class c's group spans
    /// `groupBounds[c]..<groupBounds[c + 1]`), each group in id order until sorted.
    var starts: [Double]
    /// The members' ids, parallel to `starts`.
    var ids: [Int32]
    /// Where each class's group begins, and where the last one ends.
    let groupBounds: [Int]
    /// The longest extent along the axis among each class's new members.
    let longest: [Double]

    /// The finite frames of `frames` that are not members of `run`, whose ids count on from
    /// `firstID`, grouped by length class along `axis`.
    ///
    /// - Complexity: O(b) for b frames.
    init(_ frames: UnsafeBufferPointer<Rect>, firstID: Int, axis: Axis, skipping run: borrowing InOrderRun) {
        let count = frames.count
        let unindexed = UInt8.max
        var bounds = [Int](repeating: 0, count: RectIndex.classCount + 1)
        var longest = [Double](repeating: 0, count: RectIndex.classCount)
        let classOf = [UInt8](unsafeUninitializedCapacity: count) { classOf, initialized in
            bounds.withUnsafeMutableBufferPointer { bounds in
                longest.withUnsafeMutableBufferPointer { longest in
                    for offset in 0..<count {
                        let frame = frames[offset]
                        guard frame.isFinite, !run.contains(firstID + offset) else {
                            classOf[offset] = unindexed
                            continue
                        }
                        let extent = frame.length(along: axis)
                        let classNumber = RectIndex.lengthClass(of: extent)
                        classOf[offset] = UInt8(truncatingIfNeeded: classNumber)
                        bounds[classNumber + 1] += 1
                        longest[classNumber] = Swift.max(longest[classNumber], extent)
                    }
                }
            }
            initialized = count
        }
        for classNumber in 0..<RectIndex.classCount { bounds[classNumber + 1] += bounds[classNumber] }
        let memberCount = bounds[RectIndex.classCount]
        var next = bounds
        var ids: [Int32] = []
        starts = [Double](unsafeUninitializedCapacity: memberCount) { starts, initializedStarts in
            ids = [Int32](unsafeUninitializedCapacity: memberCount) { ids, initializedIDs in
                next.withUnsafeMutableBufferPointer { next in
                    for offset in 0..<count where classOf[offset] != unindexed {
                        let classNumber = Int(classOf[offset])
                        let position = next[classNumber]
                        next[classNumber] = position + 1
                        starts[position] = frames[offset].min(along: axis)
                        ids[position] = Int32(truncatingIfNeeded: firstID + offset)
                    }
                }
                initializedIDs = memberCount
            }
            initializedStarts = memberCount
        }
        self.ids = ids
        groupBounds = bounds
        self.longest = longest
    }

    /// The positions of class `classNumber`'s group.
    func group(_ classNumber: Int) -> Range<Int> {
        groupBounds[classNumber]..<groupBounds[classNumber + 1]
    }

    /// Sorts the group of class `classNumber` by start; members of equal start stay in id
    /// order.
    ///
    /// - Complexity: O(g log p) for g members that form p ascending piles; O(g) when they
    ///   already ascend.
    mutating func sortGroup(_ classNumber: Int) {
        let group = group(classNumber)
        starts.withUnsafeMutableBufferPointer { starts in
            ids.withUnsafeMutableBufferPointer { ids in
                Self.sort(
                    starts: UnsafeMutableBufferPointer(rebasing: starts[group]),
                    ids: UnsafeMutableBufferPointer(rebasing: ids[group]))
            }
        }
    }

    /// Members' starts and ids, in two buffers of one length.
    typealias Buffers = (starts: UnsafeMutableBufferPointer<Double>, ids: UnsafeMutableBufferPointer<Int32>)

    /// Sorts `starts` ascending and moves `ids` (ascending) alongside; members of equal start
    /// stay in id order.
    static func sort(starts: UnsafeMutableBufferPointer<Double>, ids: UnsafeMutableBufferPointer<Int32>) {
        let count = starts.count
        var position = 1
        while position < count, !(starts[position] < starts[position - 1]) { position += 1 }
        guard position < count else { return }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { pileOf in
            // Each member goes onto the first pile whose last start is at most its own (a new
            // pile when there is none): every pile ascends, and the piles' last starts descend,
            // so the pile is found by a binary search.
            let pileCount = withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { lastStarts in
                var pileCount = 0
                for member in 0..<count {
                    let start = starts[member]
                    var low = 0
                    var high = pileCount
                    while low < high {
                        let middle = (low &+ high) >> 1
                        if lastStarts[middle] <= start { high = middle } else { low = middle &+ 1 }
                    }
                    if low == pileCount { pileCount += 1 }
                    lastStarts[low] = start
                    pileOf[member] = Int32(truncatingIfNeeded: low)
                }
                return pileCount
            }
            // The piles laid out one after another in the spare buffers, then merged back.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * pileCount + 1) { scratch in
                scratch.initialize(repeating: 0)
                let runBounds = UnsafeMutableBufferPointer(rebasing: scratch[0...pileCount])
                let next = UnsafeMutableBufferPointer(rebasing: scratch[(pileCount + 1)...])
                for member in 0..<count { runBounds[Int(pileOf[member]) + 1] += 1 }
                for pile in 0..<pileCount { runBounds[pile + 1] += runBounds[pile] }
                for pile in 0..<pileCount { next[pile] = runBounds[pile] }
                withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { spareStarts in
                    withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { spareIDs in
                        for member in 0..<count {
                            let pile = Int(pileOf[member])
                            let position = next[pile]
                            next[pile] = position &+ 1
                            spareStarts[position] = starts[member]
                            spareIDs[position] = ids[member]
                        }
                        mergeRuns(runBounds, of: (spareStarts, spareIDs), into: (starts, ids))
                    }
                }
            }
        }
    }

    /// Merges the ascending runs of `runs` (run r spans `runBounds[r]..<runBounds[r + 1]`) into
    /// one in `result`: pass by pass, each merging neighbouring runs, alternating between the
    /// two buffers (`runs` and `runBounds` are overwritten).
    ///
    /// - Complexity: O(b log r) for b members in r runs.
    private static func mergeRuns(
        _ runBounds: UnsafeMutableBufferPointer<Int>, of runs: Buffers, into result: Buffers
    ) {
        var boundCount = runBounds.count
        var (source, target) = (runs, result)
        while boundCount > 2 {
            // Runs 2k and 2k + 1 become run k: its bounds overwrite ones already read.
            var merged = 1
            var run = 0
            while run + 2 < boundCount {
                merge(
                    source, runBounds[run]..<runBounds[run + 1], runBounds[run + 1]..<runBounds[run + 2],
                    into: target)
                runBounds[merged] = runBounds[run + 2]
                merged += 1
                run += 2
            }
            if run + 1 < boundCount {
                copy(source, runBounds[run]..<runBounds[run + 1], into: target)
                runBounds[merged] = runBounds[run + 1]
                merged += 1
            }
            boundCount = merged
            swap(&source, &target)
        }
        if source.starts.baseAddress == runs.starts.baseAddress {
            copy(source, 0..<source.starts.count, into: result)
        }
    }

    /// Merges the ascending runs `left` and `right` of `source` (`right` follows `left`) into
    /// the same positions of `target`; of two equal starts, the smaller id goes first.
    @inline(__always)
    private static func merge(
        _ source: Buffers, _ left: Range<Int>, _ right: Range<Int>, into target: Buffers
    ) {
        var first = left.lowerBound
        var second = right.lowerBound
        var write = left.lowerBound
        while first < left.upperBound, second < right.upperBound {
            let (firstStart, secondStart) = (source.starts[first], source.starts[second])
            let (firstID, secondID) = (source.ids[first], source.ids[second])
            let takesSecond = secondStart < firstStart || (secondStart == firstStart && secondID < firstID)
            target.starts[write] = takesSecond ? secondStart : firstStart
            target.ids[write] = takesSecond ? secondID : firstID
            second &+= takesSecond ? 1 : 0
            first &+= takesSecond ? 0 : 1
            write &+= 1
        }
        copy(source, first..<left.upperBound, into: target, at: write)
        copy(source, second..<right.upperBound, into: target, at: write + left.upperBound - first)
    }

    /// Copies `range` of `source` into `target`, at `destination` (by default the same
    /// positions).
    @inline(__always)
    private static func copy(
        _ source: Buffers, _ range: Range<Int>, into target: Buffers, at destination: Int? = nil
    ) {
        var write = destination ?? range.lowerBound
        for position in range {
            target.starts[write] = source.starts[position]
            target.ids[write] = source.ids[position]
            write &+= 1
        }
    }
}
