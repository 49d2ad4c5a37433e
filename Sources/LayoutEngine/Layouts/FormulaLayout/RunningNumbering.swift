/// The items of every section numbered in one run, section 0's first: the index that the
/// formulas of a formula layout (the carousel, the fan) take, and the table that turns a path
/// into it and back. Below, an *item* is such a running index.
protocol RunningNumbering {
    /// The item counts the table was made for, as given; nil before the first prepare and after
    /// `invalidate()`, so that the next prepare makes it again.
    var itemCounts: [Int]? { get set }
    /// The running index of each section's first item, then the number of items in all
    /// sections (saturating, so that absurd counts never overflow).
    var sectionStarts: [Int] { get set }
}

extension RunningNumbering {
    /// The number of items in all sections.
    var itemCount: Int { sectionStarts.last ?? 0 }

    /// Makes the table for `counts` (negative counts read as zero) when they are not the ones it
    /// was made for.
    ///
    /// - Complexity: O(s) for s sections.
    mutating func renumber(for counts: [Int]) {
        guard counts != itemCounts else { return }
        itemCounts = counts
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for count in counts {
            let (sum, overflow) = total.addingReportingOverflow(Swift.max(0, count))
            total = overflow ? Int.max : sum
            starts.append(total)
        }
        sectionStarts = starts
    }

    /// The running index of `path`, or nil when the path names no item.
    ///
    /// - Complexity: O(1).
    func item(at path: ItemPath) -> Int? {
        guard path.section >= 0, path.section < sectionStarts.count - 1, path.item >= 0 else { return nil }
        let start = sectionStarts[path.section]
        guard path.item < sectionStarts[path.section + 1] - start else { return nil }
        return start + path.item
    }

    /// The path of running index `index` (in `0..<itemCount`).
    ///
    /// - Complexity: O(log s) for s sections.
    func path(ofItem index: Int) -> ItemPath {
        // The last section whose start is at or before `index`: empty sections share their
        // start with the next section, so the search skips them.
        let section = Swift.max(
            0, Swift.min(sectionStarts.partitioningIndex { $0 > index }, sectionStarts.count - 1) - 1)
        return ItemPath(item: index - sectionStarts[section], section: section)
    }

    /// The running index of the item at `place`, a path after a batch update as
    /// ``UpdatePlan/place(forOld:)`` gives it, clamped to the items (a place past the last item
    /// is the last item); nil when there are no items or `place` names no section (the end of
    /// the collection counts as one).
    ///
    /// - Complexity: O(1).
    func item(atPlace place: ItemPath) -> Int? {
        let count = itemCount
        guard count > 0, place.section >= 0, place.section < sectionStarts.count else { return nil }
        let (position, overflow) = sectionStarts[place.section].addingReportingOverflow(place.item)
        return overflow ? count - 1 : Swift.min(Swift.max(position, 0), count - 1)
    }
}
