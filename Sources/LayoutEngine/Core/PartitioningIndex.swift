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
