extension Array where Element: RangeReplaceableCollection, Element.Element: Equatable {
    /// Whether every list of `old` (per-section item values) is a prefix of the list of `self`
    /// at the same position, and `self` has no fewer lists: values were only appended.
    ///
    /// - Complexity: O(n) for n values in `old`.
    func extendsEachList(of old: Self) -> Bool {
        guard count >= old.count else { return false }
        for (list, oldList) in zip(self, old) where !list.starts(with: oldList) {
            return false
        }
        return true
    }
}

extension Array {
    /// The value at `item` of the list at `section`, or nil when either is out of range.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func value<Value>(section: Int, item: Int) -> Value? where Element == [Value] {
        guard section >= 0, section < count else { return nil }
        let list = self[section]
        guard item >= 0, item < list.count else { return nil }
        return list[item]
    }
}
