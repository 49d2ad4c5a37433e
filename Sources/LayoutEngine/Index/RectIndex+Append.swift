extension RectIndex {
    /// Stores `frame` and returns its id (the number of elements stored before it).
    ///
    /// - Complexity: O(1) amortised when the frame starts (along the axis) no earlier than the
    ///   last element of its length class; otherwise O(m) for the m elements it precedes.
    @discardableResult @inline(__always)
    public mutating func append(_ frame: Rect) -> Int {
        let id = frames.count
        frames.append(frame)
        let isIndexed = frame.isFinite && id <= Int(Int32.max)
        if id == InOrderRun.warmUpCount {
            frames.withUnsafeBufferPointer { run.takeInWarmUp($0, axis: axis) }
        }
        let start = frame.min(along: axis)
        let span = frame.max(along: axis) - start
        guard !run.record(id: id, start: start, extent: span, isIndexed: isIndexed), isIndexed else {
            return id
        }
        let extent = frame.length(along: axis)
        addMember(
            classNumber: Self.lengthClass(of: extent), start: start, id: Int32(truncatingIfNeeded: id),
            extent: extent)
        return id
    }

    /// Stores `newFrames` in order, their ids counting on from ``count``, and returns the id of
    /// the first one.
    ///
    /// Each length class receives the new members sorted by start (then id) in one step, so
    /// frames that arrive out of order along the axis (items centred across their line, the
    /// columns of a waterfall placed in turn) cost a sort of the batch instead of a move past
    /// every earlier new member for each. The sort deals the members to ascending piles and
    /// merges those: a batch dealt out from p ascending runs, such as p columns,
    /// sorts in O(b log p), and one that already ascends in O(b). The sorted members are then
    /// merged into the class from its end, so a stored element that starts after several new
    /// ones moves once, not once per new member (waterfall columns that drift apart). The
    /// classes end up exactly as ``append(_:)`` of each frame in turn would leave them.
    ///
    /// - Complexity: O(b log p + m) for b frames that form at most p ascending runs in each
    ///   length class (p ≤ b), where m is the number of stored elements of the new members'
    ///   classes that start after the earliest new member of their class (none when the batch
    ///   starts after them).
    @discardableResult
    public mutating func append(contentsOf newFrames: some Collection<Rect>) -> Int {
        let firstID = frames.count
        frames.append(contentsOf: newFrames)
        indexFrames(from: firstID)
        return firstID
    }

    /// Indexes the stored frames from id `firstID` on, none of which is indexed yet, as one
    /// batch (see ``append(contentsOf:)``).
    ///
    /// - Complexity: as ``append(contentsOf:)`` for those frames.
    mutating func indexFrames(from firstID: Int) {
        guard firstID < frames.count else { return }
        // Ids past Int32.max are stored, never indexed.
        let indexedEnd = Swift.min(frames.count - 1, Int(Int32.max)) + 1
        let runMemberCount = frames.withUnsafeBufferPointer { frames in
            run.record(frames, from: firstID, indexedEnd: indexedEnd, axis: axis)
        }
        guard firstID < indexedEnd, runMemberCount < indexedEnd - firstID else { return }
        if indexedEnd - firstID - runMemberCount <= Self.fewOutliers {
            // A few outliers: one at a time, as `append(_:)` would.
            for id in firstID..<indexedEnd where !run.contains(id) && frames[id].isFinite {
                let extent = frames[id].length(along: axis)
                addMember(
                    classNumber: Self.lengthClass(of: extent), start: frames[id].min(along: axis),
                    id: Int32(truncatingIfNeeded: id), extent: extent)
            }
            return
        }
        var members = frames.withUnsafeBufferPointer { frames in
            BatchMembers(
                UnsafeBufferPointer(rebasing: frames[firstID..<indexedEnd]), firstID: firstID, axis: axis,
                skipping: run)
        }
        for classNumber in 0..<Self.classCount where !members.group(classNumber).isEmpty {
            members.sortGroup(classNumber)
            let group = members.group(classNumber)
            activateClass(classNumber, firstID: members.ids[group.lowerBound])
            classes[classNumber].merge(
                starts: members.starts[group], ids: members.ids[group], longest: members.longest[classNumber])
        }
    }

    /// The number of a batch's elements outside the run up to which they are added to their
    /// classes one at a time (each moving past at most a few), not sorted as a group.
    static var fewOutliers: Int { 16 }

    /// Adds a member to its class, making the class active if it was empty.
    @inline(__always)
    private mutating func addMember(classNumber: Int, start: Double, id: Int32, extent: Double) {
        activateClass(classNumber, firstID: id)
        classes[classNumber].insert(start: start, id: id, extent: extent)
    }

    /// Makes sure class `classNumber` exists and, when it is empty, marks it active before its
    /// first member, `firstID`, is added.
    @inline(__always)
    private mutating func activateClass(_ classNumber: Int, firstID id: Int32) {
        if classNumber >= classes.count {
            classes.append(contentsOf: repeatElement(LengthClass(), count: classNumber + 1 - classes.count))
        }
        if classes[classNumber].starts.isEmpty {
            activeClasses.append(classNumber)
            activeClasses.sort()
        }
    }

    /// Reserves room for `capacity` elements in total.
    ///
    /// The frames' storage is allocated at exactly that size (as `Array.reserveCapacity` does),
    /// so reserve once per full build, with room for a few pages to come, never per appended
    /// page: growing by appends alone doubles the storage and stays O(1) amortised.
    ///
    /// - Complexity: O(n) when the storage grows, where n is the number of elements.
    public mutating func reserveCapacity(_ capacity: Int) {
        // Large storage is advised onto large pages before it is written, for fewer page faults
        // while it fills (`LargePages`; the performance article says when).
        frames.reserveCapacity(capacity)
        LargePages.advise(&frames)
        if capacity > InOrderRun.warmUpCount {
            run.members.reserveCapacity((capacity + 63) / 64)
            run.blockStarts.reserveCapacity((capacity + InOrderRun.blockLength - 1) / InOrderRun.blockLength)
        }
    }

    /// Releases the spare capacity that growing left in the index's arrays, keeping an eighth
    /// of their size for appends; call it once after a build.
    ///
    /// Arrays grown by doubling can hold almost twice what they need; the eighth kept spare
    /// lets the next pages append without copying the arrays, which an exact fit would force.
    /// The first pages of memory that spare will take are written now, as the arrays' other
    /// pages were while they filled: otherwise the first append after a build also pays for
    /// the operating system mapping them in.
    ///
    /// - Complexity: O(n) when it copies, O(c) otherwise.
    public mutating func shrinkToFit() {
        frames.shrinkToFit()
        run.members.shrinkToFit()
        run.blockStarts.shrinkToFit()
        frames.touchSpareCapacity(with: .zero)
        run.members.touchSpareCapacity(with: 0)
        run.blockStarts.touchSpareCapacity(with: 0)
        for level in run.search.levels.indices { run.search.levels[level].shrinkToFit() }
        for classNumber in activeClasses {
            classes[classNumber].starts.shrinkToFit()
            classes[classNumber].ids.shrinkToFit()
            for level in classes[classNumber].search.levels.indices {
                classes[classNumber].search.levels[level].shrinkToFit()
            }
        }
    }

    /// Removes every element.
    ///
    /// - Parameter keepingCapacity: whether to keep the storage for a rebuild of about the same
    ///   size, which then writes into memory it already owns instead of faulting in fresh pages
    ///   (a resize of a large layout).
    ///
    /// - Complexity: O(n), where n is the number of elements.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        frames.removeAll(keepingCapacity: keepingCapacity)
        run.removeAll(keepingCapacity: keepingCapacity)
        if keepingCapacity {
            for classNumber in activeClasses {
                classes[classNumber].starts.removeAll(keepingCapacity: true)
                classes[classNumber].ids.removeAll(keepingCapacity: true)
                classes[classNumber].longest = 0
                classes[classNumber].search.levels.removeAll()
            }
        } else {
            classes.removeAll()
        }
        activeClasses.removeAll()
    }

    /// Removes the elements with ids `firstRemoved` and above, the newest ones, so that a layout
    /// can recompute its tail (the last line of a section when items are appended).
    ///
    /// - Complexity: O(r + t), where r is the number removed and t the number of kept elements
    ///   that start (along the axis) after the earliest removed one.
    public mutating func removeElements(from firstRemoved: Int) {
        let firstRemoved = max(0, firstRemoved)
        guard firstRemoved < frames.count else { return }
        var earliestStart = Double.infinity
        for frame in frames[firstRemoved...] where frame.isFinite {
            earliestStart = min(earliestStart, frame.min(along: axis))
        }
        frames.removeSubrange(firstRemoved...)
        run.removeElements(from: firstRemoved, frames: frames, axis: axis)
        guard earliestStart < .infinity else { return }
        for classNumber in activeClasses {
            classes[classNumber].removeIDs(
                from: Int32(truncatingIfNeeded: firstRemoved), startingAt: earliestStart)
        }
        activeClasses.removeAll { classes[$0].starts.isEmpty }
    }
}

extension LengthClass {
    /// Reserves room for `capacity` members in total.
    mutating func reserveCapacity(_ capacity: Int) {
        starts.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        LargePages.advise(&starts)
        LargePages.advise(&ids)
    }

    /// Inserts a member, keeping `starts` ascending and equal starts in append order.
    @inline(__always)
    mutating func insert(start: Double, id: Int32, extent: Double) {
        longest = max(longest, extent)
        if let last = starts.last, last > start {
            // An element out of order belongs a few places from the end (items centred on their
            // line, waterfall columns): an insertion-sort step from the end, with a binary
            // search only when it is far, which costs fewer instructions than a binary search
            // over the whole class and `Array.insert`.
            starts.append(start)
            ids.append(id)
            var position = starts.count - 1
            var steps = 0
            while position > 0, starts[position - 1] > start, steps < 16 {
                starts[position] = starts[position - 1]
                ids[position] = ids[position - 1]
                position -= 1
                steps += 1
            }
            if position > 0, starts[position - 1] > start {
                let target = starts[..<position].partitioningIndex { $0 > start }
                while position > target {
                    starts[position] = starts[position - 1]
                    ids[position] = ids[position - 1]
                    position -= 1
                }
            }
            starts[position] = start
            ids[position] = id
            if SearchLevels.insertionChangesLevels(at: position, count: starts.count) {
                search.update(from: position, in: starts)
            }
        } else {
            starts.append(start)
            ids.append(id)
            if SearchLevels.insertionChangesLevels(at: starts.count - 1, count: starts.count) {
                search.update(from: starts.count - 1, in: starts)
            }
        }
    }

    /// Inserts new members, sorted by start then id and all with ids above every member's, as
    /// one ``insert(start:id:extent:)`` of each in turn would: a merge from the end, in which
    /// the stored members that start after a new one move in one block, once.
    ///
    /// - Parameters:
    ///   - newStarts: the new members' starts, ascending.
    ///   - newIDs: their ids, parallel to `newStarts`.
    ///   - longest: the largest extent among them.
    ///
    /// - Complexity: O(b log m + m) for b new members and m members that start after the first
    ///   one (the m are moved as blocks of memory).
    mutating func merge(starts newStarts: ArraySlice<Double>, ids newIDs: ArraySlice<Int32>, longest: Double)
    {
        self.longest = Swift.max(self.longest, longest)
        var read = starts.count
        starts.append(contentsOf: newStarts)
        ids.append(contentsOf: newIDs)
        guard let firstNew = newStarts.first, read > 0, starts[read - 1] > firstNew else {
            // Every new member starts no earlier than the stored ones: appended in place.
            search.update(from: read, in: starts)
            return
        }
        var write = starts.count
        starts.withUnsafeMutableBufferPointer { starts in
            ids.withUnsafeMutableBufferPointer { ids in
                guard let startBase = starts.baseAddress, let idBase = ids.baseAddress else { return }
                for source in newStarts.indices.reversed() {
                    // Equal starts keep append order: a stored member stays before a new one.
                    let start = newStarts[source]
                    let first = Self.firstPosition(in: starts, before: read, startingAfter: start)
                    let moved = read - first
                    if moved > 0 {
                        write -= moved
                        // The block moves up over itself: `update` copies overlapping memory.
                        (startBase + write).update(from: startBase + first, count: moved)
                        (idBase + write).update(from: idBase + first, count: moved)
                        read = first
                    }
                    write -= 1
                    starts[write] = start
                    ids[write] = newIDs[source]
                }
            }
        }
        // Every position from the lowest one written on changed.
        search.update(from: write, in: starts)
    }

    /// The first of `starts[..<end]` (ascending) that is greater than `start`, found by
    /// galloping back from `end`: O(log d) for the d positions it lies before `end`.
    @inline(__always)
    private static func firstPosition(
        in starts: UnsafeMutableBufferPointer<Double>, before end: Int, startingAfter start: Double
    ) -> Int {
        // `starts[high...]` (up to `end`) are all greater; `starts[low]` is not, or low is -1.
        var high = end
        var step = 1
        var low = end - 1
        while low >= 0, starts[low] > start {
            high = low
            low = end - 2 * step
            step *= 2
        }
        low = Swift.max(low, -1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] > start { high = middle } else { low = middle }
        }
        return high
    }

    /// Removes members with ids from `firstRemoved` on; all of them start at `earliestStart` or
    /// later, so only the tail from there is visited.
    mutating func removeIDs(from firstRemoved: Int32, startingAt earliestStart: Double) {
        let firstChanged = search.partitioningIndex(in: starts) { !($0 >= earliestStart) }
        var write = firstChanged
        for read in write..<starts.count where ids[read] < firstRemoved {
            starts[write] = starts[read]
            ids[write] = ids[read]
            write += 1
        }
        starts.removeSubrange(write...)
        ids.removeSubrange(write...)
        search.update(from: firstChanged, in: starts)
    }
}

extension Array {
    /// Writes `value` into the first two memory pages' worth of the spare capacity, then
    /// removes it again: the memory the next appends write is mapped in now. Count and
    /// capacity are unchanged.
    ///
    /// - Complexity: O(1).
    mutating func touchSpareCapacity(with value: Element) {
        let count = Swift.min(capacity - self.count, 8192 / Swift.max(1, MemoryLayout<Element>.stride))
        guard count > 0 else { return }
        append(contentsOf: repeatElement(value, count: count))
        removeLast(count)
    }

    /// Reallocates the array with an eighth of its size spare when more than a quarter of its
    /// size is unused.
    mutating func shrinkToFit() {
        guard capacity - count > count / 4 + 64 else { return }
        self = Array(unsafeUninitializedCapacity: count + count / 8 + 16) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
