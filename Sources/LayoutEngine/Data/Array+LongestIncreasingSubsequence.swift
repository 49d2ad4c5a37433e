extension Array where Element == Int {
    /// Which elements belong to one longest strictly increasing subsequence: `result[i]` is
    /// true for the members (patience sorting, with back links).
    ///
    /// - Complexity: O(n log l) for n elements and a longest subsequence of l; O(n) when the
    ///   elements already increase.
    @inlinable
    func longestIncreasingSubsequenceMembers() -> [Bool] {
        // `tails[k]` is the index of the smallest last element of an increasing subsequence of
        // length k + 1 seen so far; `previous[i]` the element before `i` in its subsequence.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: count)
        tails.reserveCapacity(Swift.min(count, 64))
        for index in indices {
            let value = self[index]
            // Elements that keep increasing extend the longest run directly: the common case of
            // data whose survivors kept their order costs no search.
            if let last = tails.last, self[last] < value {
                previous[index] = last
                tails.append(index)
                continue
            }
            // The first tail whose element is not below `value`, by binary search.
            var length = 0
            var high = tails.count
            while length < high {
                let middle = (length + high) / 2
                if self[tails[middle]] < value { length = middle + 1 } else { high = middle }
            }
            if length > 0 { previous[index] = tails[length - 1] }
            if length == tails.count { tails.append(index) } else { tails[length] = index }
        }
        var members = [Bool](repeating: false, count: count)
        var index = tails.last ?? -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }
}
