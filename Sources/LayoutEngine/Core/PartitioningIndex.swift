extension RandomAccessCollection {
    /// The index of the first element that belongs in the second partition of a partitioned
    /// collection (every element for which `belongsInSecondPartition` is true follows every
    /// element for which it is false), or `endIndex`: the binary search every layout uses to
    /// find the section of an element id or the first section past a coordinate.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

extension Range where Bound == Int {
    /// The first index of this range for which `isPast` holds (it holds for every index after
    /// one for which it does), or `upperBound`: looked for around `estimate` (where a division
    /// puts it, which rounding may leave an index or two off), or in the whole range when it
    /// is not there. The search of the lines or groups of an arithmetic section (a uniform grid or repeating groups).
    ///
    /// - Complexity: O(1) when the estimate is within two indexes, O(log n) otherwise.
    @inline(__always)
    func partitioningIndex(near estimate: Double, where isPast: (Int) -> Bool) -> Int {
        if estimate > Double(lowerBound) - 2, estimate < Double(upperBound) + 2 {
            let guess = Int(estimate)
            let low = Swift.max(lowerBound, guess - 2)
            let high = Swift.min(upperBound, guess + 3)
            if low <= high, low == lowerBound || !isPast(low - 1), high == upperBound || isPast(high) {
                return (low..<high).partitioningIndex(where: isPast)
            }
        }
        return partitioningIndex(where: isPast)
    }
}
