/// The elements of a ``RectIndex`` that arrived about in order along the axis and are no longer
/// than most: found by their ids, with no sort key or id stored per element.
///
/// Most layouts append their items roughly in scroll order (flow lines, list rows, the columns
/// of a waterfall, the groups of a compositional section), so the frames array itself is almost
/// sorted by start. An element joins the run when it is at most ``reach`` long along the axis
/// and starts no more than ``slack`` before the latest start of the run's earlier members; the
/// others go to the length classes. Then:
///
/// - a member that ends after `lo` starts after `lo − reach`, and every member after one whose
///   preceding latest start is past `hi + slack` starts at or after `hi`: a query scans the
///   frames between those two ids, in id order, contiguous in memory;
/// - what the scan needs is the latest start before every ``blockLength``-th id (monotone, so
///   searched through ``SearchLevels``) and one bit per element: about one byte per element
///   where a length class keeps twelve.
///
/// ``reach`` and ``slack`` are set by the first ``warmUpCount`` elements (which all join, and
/// for which nothing is kept per element: a query tests each) with room to spare, and never
/// shrink: a member stays valid when they grow, and a query only scans
/// further. Elements much longer, or much further out of order, than those first ones are
/// indexed by length class.
struct InOrderRun: Sendable {
    /// Ids between two kept latest starts.
    static var blockLength: Int { 8 }
    /// The elements that set ``reach`` and ``slack``.
    static var warmUpCount: Int { 64 }
    /// How much longer (and further out of order) than the warm-up's a member may be.
    static var headroom: Double { 1.5 }

    /// The longest extent along the axis a member may have.
    var reach = 0.0
    /// How far before ``latestStart`` a member may start.
    var slack = 0.0
    /// The latest start among the members.
    var latestStart = -Double.infinity
    /// Bit `id % 64` of word `id / 64` is set when element `id` is a member; empty through the
    /// warm-up.
    var members: [UInt64] = []
    /// For block b, the latest start among the members with ids below `b · blockLength`
    /// (−∞ when there is none): ascending; empty through the warm-up.
    var blockStarts: [Double] = []
    /// Every 32nd block start, every 1024th, …: what a search reads before `blockStarts`.
    var search = SearchLevels()
    /// Whether elements may join; when not, every element goes to the length classes.
    let isEnabled: Bool

    /// An empty run, which takes no element when `isEnabled` is false.
    init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }
}

extension InOrderRun {
    /// Whether element `id` is a member; in the warm-up (while ``blockStarts`` is empty) every
    /// element is, but for those that are not finite, which callers tell apart.
    @inline(__always)
    func contains(_ id: Int) -> Bool {
        guard !members.isEmpty else { return isEnabled && id < Self.warmUpCount }
        return members.withUnsafeBufferPointer { words in
            id >> 6 < words.count && words[id >> 6] >> UInt64(id & 63) & 1 != 0
        }
    }

    /// Whether the run keeps its bits and block starts: past the warm-up. Until then it keeps
    /// nothing per element, so that the many small indexes of a sectioned layout cost no
    /// allocation.
    @inline(__always)
    var isPastWarmUp: Bool { !blockStarts.isEmpty }

    /// Records element `id` (the next one), adding it when it qualifies, and returns whether it
    /// did; `start` and `extent` are along the axis, `isIndexed` is false for an element no
    /// query reports (not finite, or past the 2³¹st). Past the warm-up, the run must have
    /// taken in the warm-up's frames (``takeInWarmUp(_:axis:)``).
    ///
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func record(id: Int, start: Double, extent: Double, isIndexed: Bool) -> Bool {
        guard isEnabled else { return false }
        if id < Self.warmUpCount {
            guard isIndexed else { return false }
            reach = Swift.max(reach, extent * Self.headroom)
            slack = Swift.max(slack, (latestStart - start) * Self.headroom)
            latestStart = Swift.max(latestStart, start)
            return true
        }
        if id % Self.blockLength == 0 {
            blockStarts.append(latestStart)
            let position = blockStarts.count - 1
            if SearchLevels.insertionChangesLevels(at: position, count: blockStarts.count) {
                search.update(from: position, in: blockStarts)
            }
        }
        if id & 63 == 0 { members.append(0) }
        guard isIndexed,
            Self.admits(start: start, extent: extent, after: latestStart, reach: reach, slack: slack)
        else { return false }
        latestStart = Self.later(start, latestStart)
        members[id >> 6] |= 1 << UInt64(id & 63)
        return true
    }

    /// The larger of two starts, as the processor's maximum instruction computes it: unlike
    /// `Swift.max`, which needs a comparison and a blend, it keeps a loop's chain of latest
    /// starts short. The two differ only in the sign of a zero, which no comparison sees.
    @inline(__always)
    static func later(_ start: Double, _ latest: Double) -> Double {
        start > latest ? start : latest
    }

    /// The rule an element past the warm-up joins by: at most `reach` long, and starting no
    /// more than `slack` before `latest`, the latest start of the earlier members. A query's
    /// scan stops by the same subtraction, rounded the same way.
    @inline(__always)
    static func admits(start: Double, extent: Double, after latest: Double, reach: Double, slack: Double)
        -> Bool
    {
        extent <= reach && start >= latest - slack
    }

    /// Writes the bits and block starts of the warm-up's elements, whose frames are `frames`
    /// (the first ``warmUpCount``), before the element after them is recorded.
    ///
    /// - Complexity: O(warmUpCount).
    mutating func takeInWarmUp(_ frames: UnsafeBufferPointer<Rect>, axis: Axis) {
        guard isEnabled, !isPastWarmUp, frames.count >= Self.warmUpCount else { return }
        var latest = -Double.infinity
        var word: UInt64 = 0
        for id in 0..<Self.warmUpCount {
            if id % Self.blockLength == 0 { blockStarts.append(latest) }
            let frame = frames[id]
            guard frame.isFinite else { continue }
            word |= 1 << UInt64(id)
            latest = Swift.max(latest, frame.min(along: axis))
        }
        members.removeAll(keepingCapacity: true)
        members.append(word)
        search.update(from: 0, in: blockStarts)
    }

    /// Records elements `firstID…` (the next ones), the frames of `frames` from `firstID` on,
    /// as ``record(id:start:extent:isIndexed:)`` of each in turn would; those at `indexedEnd`
    /// and above are never reported. Returns how many joined.
    ///
    /// - Complexity: O(b) for b frames.
    mutating func record(
        _ frames: UnsafeBufferPointer<Rect>, from firstID: Int, indexedEnd: Int, axis: Axis
    ) -> Int {
        guard isEnabled, firstID < frames.count else { return 0 }
        var joined = 0
        var id = firstID
        // The warm-up, which changes the bounds, one element at a time.
        while id < frames.count, id < Self.warmUpCount {
            let frame = frames[id]
            let start = frame.min(along: axis)
            let isIndexed = frame.isFinite && id < indexedEnd
            joined +=
                record(id: id, start: start, extent: frame.max(along: axis) - start, isIndexed: isIndexed)
                ? 1 : 0
            id += 1
        }
        guard id < frames.count else { return joined }
        takeInWarmUp(frames, axis: axis)
        let end = frames.count
        let firstBlock = blockStarts.count
        members.append(contentsOf: repeatElement(0, count: (end + 63) / 64 - members.count))
        blockStarts.append(
            contentsOf: repeatElement(
                -.infinity, count: (end + Self.blockLength - 1) / Self.blockLength - firstBlock))
        let (reach, slack) = (reach, slack)
        // Ids from `indexedEnd` on never join: they only mark their blocks.
        let joinEnd = Swift.min(end, indexedEnd)
        var latest = latestStart
        let isHorizontal = axis == .horizontal
        // Words after one where not every element joined go one element at a time, so that a
        // layout with an outlier in every word pays little for the cheap pass it never passes.
        var wordsOneByOne = 0
        members.withUnsafeMutableBufferPointer { words in
            blockStarts.withUnsafeMutableBufferPointer { blocks in
                while id < joinEnd {
                    // One word of bits at a time, kept in a register.
                    let wordIndex = id >> 6
                    let wordEnd = Swift.min(joinEnd, (wordIndex + 1) << 6)
                    if wordsOneByOne == 0,
                        Self.recordAllJoining(
                            frames, ids: id..<wordEnd, latest: &latest, blocks: blocks, reach: reach,
                            slack: slack, isHorizontal: isHorizontal)
                    {
                        let count = wordEnd - id
                        let bits: UInt64 = count == 64 ? ~0 : (1 << UInt64(count)) - 1
                        words[wordIndex] |= bits << UInt64(id & 63)
                        joined += count
                    } else {
                        wordsOneByOne =
                            wordsOneByOne == 0 ? Self.wordsOneByOneAfterAnOutlier : wordsOneByOne - 1
                        joined += Self.recordOneByOne(
                            frames, ids: id..<wordEnd, word: &words[wordIndex], latest: &latest,
                            blocks: blocks, reach: reach, slack: slack, isHorizontal: isHorizontal)
                    }
                    id = wordEnd
                }
                for block in (id + Self.blockLength - 1) / Self.blockLength..<blocks.count {
                    blocks[block] = latest
                }
            }
        }
        latestStart = latest
        search.update(from: firstBlock, in: blockStarts)
        return joined
    }

    /// How many words after one with an outlier are recorded one element at a time.
    static var wordsOneByOneAfterAnOutlier: Int { 3 }

    /// Records the elements `ids` (within one word of bits) when every one of them joins, as
    /// ``record(id:start:extent:isIndexed:)`` of each would, and returns true; returns false
    /// and changes nothing but block starts in `ids` (which the caller writes again) when one
    /// would not.
    ///
    /// The elements are tested together rather than one by one, through values kept on the
    /// side: the sum of every far end less itself (0 while each is finite, NaN once a coordinate
    /// is not, or a far end overflows: both go one by one), the longest and shortest extent (a
    /// negative one is a negative length), and the smallest margin of a start over the latest
    /// start before it less `slack`. No branch depends on a frame, so the loop runs at the
    /// pace of its arithmetic.
    @inline(__always)
    static func recordAllJoining(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double, isHorizontal: Bool
    ) -> Bool {
        #if arch(wasm32)
            // WebAssembly without its vector extension computes two lanes one after the other,
            // and slower than plain arithmetic.
            recordAllJoiningOneAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                isHorizontal: isHorizontal)
        #else
            recordAllJoiningTwoAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                isHorizontal: isHorizontal)
        #endif
    }

    /// ``recordAllJoining(_:ids:latest:blocks:reach:slack:isHorizontal:)`` one frame per step.
    @inline(__always)
    static func recordAllJoiningOneAtATime(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double, isHorizontal: Bool
    ) -> Bool {
        // One loop per axis, so that neither picks its coordinates inside.
        isHorizontal
            ? recordAllJoiningOneAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                along: { ($0.origin.x, $0.size.width, $0.origin.y, $0.size.height) })
            : recordAllJoiningOneAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                along: { ($0.origin.y, $0.size.height, $0.origin.x, $0.size.width) })
    }

    /// ``recordAllJoiningOneAtATime(_:ids:latest:blocks:reach:slack:isHorizontal:)`` with
    /// `along` reading a frame's start and length along the axis, then across it.
    @inline(__always)
    private static func recordAllJoiningOneAtATime(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double,
        along: (Rect) -> (start: Double, length: Double, crossStart: Double, crossLength: Double)
    ) -> Bool {
        var running = latest
        var farEndsLessThemselves = 0.0
        var longest = 0.0
        var shortest = 0.0
        var leastMargin = Double.infinity
        for id in ids {
            if id % blockLength == 0 { blocks[id / blockLength] = running }
            let (start, length, crossStart, crossLength) = along(frames[id])
            let far = start + length
            let crossFar = crossStart + crossLength
            farEndsLessThemselves += (far - far) + (crossFar - crossFar)
            // For a far end at or after the start, the extent `max(along:) − min(along:)` gives.
            let extent = far - start
            longest = later(extent, longest)
            shortest = extent < shortest ? extent : shortest
            // The sign of `start − (running − slack)` is that of the comparison `admits` makes.
            let margin = start - (running - slack)
            leastMargin = margin < leastMargin ? margin : leastMargin
            running = later(start, running)
        }
        guard farEndsLessThemselves == 0, shortest >= 0, longest <= reach, leastMargin >= 0 else {
            return false
        }
        latest = running
        return true
    }

    /// ``recordAllJoining(_:ids:latest:blocks:reach:slack:isHorizontal:)`` two frames per
    /// step, in two-lane vectors.
    @inline(__always)
    static func recordAllJoiningTwoAtATime(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double, isHorizontal: Bool
    ) -> Bool {
        // One loop per axis, so that neither picks its coordinates inside.
        isHorizontal
            ? recordAllJoiningTwoAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                along: { SIMD2($0.x, $1.x) })
            : recordAllJoiningTwoAtATime(
                frames, ids: ids, latest: &latest, blocks: blocks, reach: reach, slack: slack,
                along: { SIMD2($0.y, $1.y) })
    }

    /// ``recordAllJoiningTwoAtATime(_:ids:latest:blocks:reach:slack:isHorizontal:)`` with
    /// `along` pairing two points' (or sizes') coordinates along the axis.
    @inline(__always)
    private static func recordAllJoiningTwoAtATime(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double,
        along: (SIMD2<Double>, SIMD2<Double>) -> SIMD2<Double>
    ) -> Bool {
        var running = latest
        var farEndsLessThemselves = SIMD2<Double>.zero
        var longest = SIMD2<Double>.zero
        var shortest = SIMD2<Double>.zero
        var leastMargin = SIMD2<Double>(repeating: .infinity)
        // Records `first` and then `second`; an element paired with itself is recorded once
        // (its second pass changes nothing, as `slack` is never negative).
        func record(_ first: Int, _ second: Int) {
            if first % blockLength == 0 { blocks[first / blockLength] = running }
            let (a, b) = (frames[first], frames[second])
            let origins = (SIMD2(a.origin.x, a.origin.y), SIMD2(b.origin.x, b.origin.y))
            let fars = (
                origins.0 + SIMD2(a.size.width, a.size.height), origins.1 + SIMD2(b.size.width, b.size.height)
            )
            farEndsLessThemselves += (fars.0 - fars.0) + (fars.1 - fars.1)
            let starts = along(origins.0, origins.1)
            // For a far end at or after the start, the extent `max(along:) − min(along:)` gives.
            let extents = along(fars.0, fars.1) - starts
            longest.replace(with: extents, where: extents .> longest)
            shortest.replace(with: extents, where: extents .< shortest)
            let runningAfterFirst = later(starts.x, running)
            // The sign of `start − (running − slack)` is that of the comparison `admits` makes.
            let margins = starts - (SIMD2(running, runningAfterFirst) - slack)
            leastMargin.replace(with: margins, where: margins .< leastMargin)
            running = later(starts.y, runningAfterFirst)
        }
        var id = ids.lowerBound
        // Pairs start at even ids, so that only a pair's first id can start a block.
        if id & 1 != 0 {
            record(id, id)
            id += 1
        }
        while id + 1 < ids.upperBound {
            record(id, id + 1)
            id += 2
        }
        if id < ids.upperBound { record(id, id) }
        guard farEndsLessThemselves == .zero, shortest.min() >= 0, longest.max() <= reach,
            leastMargin.min() >= 0
        else { return false }
        latest = running
        return true
    }

    /// Records the elements `ids` (within one word of bits, `word`) one at a time, as
    /// ``record(id:start:extent:isIndexed:)`` of each would, and returns how many joined.
    @inline(__always)
    static func recordOneByOne(
        _ frames: UnsafeBufferPointer<Rect>, ids: Range<Int>, word: inout UInt64, latest: inout Double,
        blocks: UnsafeMutableBufferPointer<Double>, reach: Double, slack: Double, isHorizontal: Bool
    ) -> Int {
        var joined = 0
        for id in ids {
            if id % blockLength == 0 { blocks[id / blockLength] = latest }
            // The start and extent of `min(along:)` and `max(along:)`, and the test of
            // `isFinite`, in straight-line arithmetic: x − x is 0 for a finite x and NaN
            // otherwise. For a finite frame they are the values those give.
            let frame = frames[id]
            let origin = isHorizontal ? frame.origin.x : frame.origin.y
            let length = isHorizontal ? frame.size.width : frame.size.height
            let crossOrigin = isHorizontal ? frame.origin.y : frame.origin.x
            let crossLength = isHorizontal ? frame.size.height : frame.size.width
            let far = origin + length
            let start = Swift.min(origin, far)
            let extent = later(far, origin) - start
            let isFinite =
                (origin - origin) + (length - length) + (crossOrigin - crossOrigin)
                + (crossLength - crossLength) == 0
            if admits(start: start, extent: extent, after: latest, reach: reach, slack: slack), isFinite {
                latest = later(start, latest)
                word |= 1 << UInt64(id & 63)
                joined += 1
            }
        }
        return joined
    }

    /// Forgets the elements with ids `count` and above, the newest; `frames` are the kept
    /// elements' frames and `axis` the index's.
    ///
    /// - Complexity: O(r / 64 + blockLength) for r elements forgotten.
    mutating func removeElements(from count: Int, frames: borrowing [Rect], axis: Axis) {
        guard isEnabled else { return }
        guard count > Self.warmUpCount else {
            // Back in the warm-up: nothing kept per element, the latest start recomputed.
            members.removeAll(keepingCapacity: true)
            blockStarts.removeAll(keepingCapacity: true)
            search.levels.removeAll()
            latestStart = -.infinity
            for frame in frames[..<count] where frame.isFinite {
                latestStart = Swift.max(latestStart, frame.min(along: axis))
            }
            return
        }
        let blockCount = (count + Self.blockLength - 1) / Self.blockLength
        let wordCount = (count + 63) / 64
        if members.count > wordCount { members.removeSubrange(wordCount...) }
        if count & 63 != 0, let last = members.indices.last {
            members[last] &= (1 << UInt64(count & 63)) - 1
        }
        if blockStarts.count > blockCount {
            blockStarts.removeSubrange(blockCount...)
            search.update(from: blockCount, in: blockStarts)
        }
        // The latest start: the last block's, then its members.
        latestStart = blockStarts[blockCount - 1]
        for id in (blockCount - 1) * Self.blockLength..<count where contains(id) {
            latestStart = Swift.max(latestStart, frames[id].min(along: axis))
        }
    }

    /// Forgets every element, keeping the storage when `keepingCapacity` is set.
    mutating func removeAll(keepingCapacity: Bool) {
        members.removeAll(keepingCapacity: keepingCapacity)
        blockStarts.removeAll(keepingCapacity: keepingCapacity)
        search.levels.removeAll()
        (reach, slack, latestStart) = (0, 0, -.infinity)
    }
}

// MARK: - Query

extension RectIndex {
    /// Calls `body` with the id of every member of the run whose frame meets `area`, in id
    /// order; `low` and `high` are the query's span along the axis.
    ///
    /// - Complexity: O(log n + s) for s members scanned: the k reported plus those that start
    ///   within ``InOrderRun/reach`` before `low` or ``InOrderRun/slack`` after `high`.
    @inline(__always)
    func forEachRunMember(
        low: Double, high: Double, meeting area: QueryArea, _ body: (_ id: Int, _ frame: Rect) -> Void
    ) {
        let run = run
        guard run.isPastWarmUp else {
            // At most the warm-up's elements, all members but those not finite: each is tested.
            guard run.isEnabled else { return }
            ExaminedElements.add(frames.count)
            frames.withUnsafeBufferPointer { frames in
                for id in frames.indices where area.meets(frames[id]) != 0 && frames[id].isFinite {
                    body(id, frames[id])
                }
            }
            return
        }
        // A frame's end is its start plus its length, rounded: the scan starts a few ulps
        // earlier so that a member overlapping `low` by an ulp is never skipped.
        let margin = (Swift.abs(low) + run.reach) * (4 * Double.ulpOfOne)
        let reachStart = low - run.reach - margin
        // The block where the latest start first passes `reachStart`: every member before it
        // ends before `low`. The first block's latest start is −∞, so there is always one.
        let below = run.search.partitioningIndex(in: run.blockStarts) { !($0 > reachStart) }
        let block = Swift.max(0, below - 1)
        var latest = run.blockStarts[block]
        frames.withUnsafeBufferPointer { frames in
            run.members.withUnsafeBufferPointer { words in
                var id = block * InOrderRun.blockLength
                let end = frames.count
                while id < end {
                    var word = words[id >> 6] >> UInt64(id & 63)
                    let wordEnd = Swift.min(end, (id | 63) + 1)
                    // Every later member starts at or after `latest − slack` (the append's
                    // test, rounded the same way): none of them reaches back into the rect.
                    guard !(latest - run.slack >= high) else { return }
                    ExaminedElements.add(word.nonzeroBitCount)
                    while word != 0 {
                        let member = id + word.trailingZeroBitCount
                        let frame = frames[member]
                        if area.meets(frame) != 0 { body(member, frame) }
                        latest = Swift.max(latest, frame.min(along: axis))
                        if latest - run.slack >= high { return }
                        word &= word &- 1
                    }
                    id = wordEnd
                }
            }
        }
    }
}
