/// A count of the stored elements that rect queries examine, for the tests that assert a
/// query's cost (O(log n + k)) by counting, not timing.
///
/// Off unless a test switches it on; then each query adds the frames it tests (the members of
/// each length class and of the in-order run it scans, every candidate a section's source
/// hands back) and the sections it visits. Not thread-safe: a test counts from one thread,
/// and concurrent queries only read the switch.
package enum ExaminedElements {
    /// Whether queries count what they examine.
    nonisolated(unsafe) package static var isCounting = false
    /// What the queries examined since it was last set to zero.
    nonisolated(unsafe) package static var count = 0

    /// Counts `examined` more when counting is on.
    @inline(__always)
    static func add(_ examined: Int) {
        // One predictable branch per chunk of up to 64 elements (or per section) when off.
        if isCounting { count &+= examined }
    }
}
