extension RectIndex {
    /// Stores `frame` and returns its id (the number of elements stored before it).
    ///
    /// - Complexity: O(1) amortised when the frame starts (along the axis) no earlier than the
    ///   last element of its length class; otherwise O(m) for the m elements it precedes.
    @discardableResult @inline(__always)
    public mutating func append(_ frame: Rect) -> Int {
        let id = frames.count
        frames.append(frame)
        guard frame.isFinite, id <= Int(Int32.max) else { return id }
        let start = frame.min(along: axis)
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
    /// frames that arrive out of order along the axis (items centred across their line) cost a
    /// sort of the batch instead of a move past every earlier new member for each; the sorted
    /// members are then merged into the class from its end, so a stored element that starts
    /// after several new ones moves once, not once per new member (waterfall columns that
    /// drift apart). The classes end up exactly as ``append(_:)`` of each frame in turn would
    /// leave them.
    ///
    /// - Complexity: O(b log b + m) for b frames, where m is the number of stored elements of
    ///   the new members' classes that start after the earliest new member of their class
    ///   (none when the batch starts after them).
    @discardableResult
    public mutating func append(contentsOf newFrames: some Collection<Rect>) -> Int {
        let firstID = frames.count
        var pending: [(classNumber: Int, start: Double, id: Int32, extent: Double)] = []
        pending.reserveCapacity(newFrames.count)
        for frame in newFrames {
            let id = frames.count
            frames.append(frame)
            guard frame.isFinite, id <= Int(Int32.max) else { continue }
            let extent = frame.length(along: axis)
            pending.append(
                (Self.lengthClass(of: extent), frame.min(along: axis), Int32(truncatingIfNeeded: id), extent))
        }
        pending.sort { ($0.classNumber, $0.start, $0.id) < ($1.classNumber, $1.start, $1.id) }
        var groupStart = 0
        while groupStart < pending.count {
            let classNumber = pending[groupStart].classNumber
            var groupEnd = groupStart + 1
            while groupEnd < pending.count, pending[groupEnd].classNumber == classNumber { groupEnd += 1 }
            activateClass(classNumber, firstID: pending[groupStart].id)
            classes[classNumber].merge(pending[groupStart..<groupEnd])
            groupStart = groupEnd
        }
        return firstID
    }

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
            if activeClasses.isEmpty {
                // The first class usually holds most elements (all of them when sizes are
                // uniform): give it the room reserved for the frames, so it never regrows
                // (fewer page faults for the same instructions).
                classes[classNumber].reserveCapacity(frames.capacity - Int(id))
            }
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
        frames.reserveCapacity(capacity)
    }

    /// Releases the spare capacity that growing left in the index's arrays, keeping an eighth
    /// of their size for appends; call it once after a build.
    ///
    /// Arrays grown by doubling can hold almost twice what they need; the eighth kept spare
    /// lets the next pages append without copying the arrays, which an exact fit would force.
    ///
    /// - Complexity: O(n) when it copies, O(c) otherwise.
    public mutating func shrinkToFit() {
        frames.shrinkToFit()
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

    /// Inserts `members`, sorted by start then id and all with ids above every member's, as
    /// one ``insert(start:id:extent:)`` of each in turn would: a merge from the end, which moves
    /// each member that starts after the first new one once.
    ///
    /// - Complexity: O(b + m) for b new members and m members that start after the first one.
    mutating func merge(
        _ members: ArraySlice<(classNumber: Int, start: Double, id: Int32, extent: Double)>
    ) {
        var read = starts.count - 1
        for member in members {
            longest = max(longest, member.extent)
            starts.append(member.start)
            ids.append(member.id)
        }
        var write = starts.count - 1
        var source = members.endIndex - 1
        // Equal starts keep append order: a stored member stays before a new one.
        while source >= members.startIndex {
            let member = members[source]
            if read >= 0, starts[read] > member.start {
                starts[write] = starts[read]
                ids[write] = ids[read]
                read -= 1
            } else {
                starts[write] = member.start
                ids[write] = member.id
                source -= 1
            }
            write -= 1
        }
        // Every position from the lowest one written on changed.
        search.update(from: write + 1, in: starts)
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
