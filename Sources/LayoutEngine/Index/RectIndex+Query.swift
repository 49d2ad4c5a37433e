extension RectIndex {
    /// Calls `body` with the id of every element whose frame intersects `rect`
    /// (``Rect/intersects(_:)``: touching edges do not count).
    ///
    /// The order is by length class, then by start along the axis.
    ///
    /// - Complexity: O(c · log n + k), where n is the number of elements, k the number
    ///   reported and c the number of length classes.
    @inline(__always)
    public func forEachElement(intersecting rect: Rect, _ body: (Int) -> Void) {
        guard !rect.isNull else { return }
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        guard !low.isNaN, !high.isNaN else { return }
        for classNumber in activeClasses {
            let lengthClass = classes[classNumber]
            // `low − longest` rounds, and so does each frame's end (its start plus its length):
            // the run starts a few ulps earlier so that a frame overlapping `low` by an ulp is
            // never skipped; the exact test below is the final word.
            let reach = lengthClass.longest
            let margin = (Swift.abs(low) + reach) * (4 * Double.ulpOfOne)
            let first = lengthClass.starts.firstIndex(after: low - reach - margin)
            let end = lengthClass.starts.firstIndex(notBelow: high)
            var position = first
            while position < end {
                let id = Int(lengthClass.ids[position])
                if frames[id].intersects(rect) { body(id) }
                position += 1
            }
        }
    }

    /// The ids of every element whose frame intersects `rect`, in unspecified order.
    ///
    /// - Complexity: O(c · log n + k), as ``forEachElement(intersecting:_:)``.
    public func elements(intersecting rect: Rect) -> [Int] {
        var result: [Int] = []
        forEachElement(intersecting: rect) { result.append($0) }
        return result
    }
}

extension Array where Element == Double {
    /// The index of the first element greater than `value` in this ascending array
    /// (`endIndex` if none).
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func firstIndex(after value: Double) -> Int {
        partitioningIndex { $0 > value }
    }

    /// The index of the first element not less than `value` in this ascending array
    /// (`endIndex` if none).
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func firstIndex(notBelow value: Double) -> Int {
        partitioningIndex { $0 >= value }
    }
}
