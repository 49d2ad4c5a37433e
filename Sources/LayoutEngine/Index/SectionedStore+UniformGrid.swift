// MARK: - Sections whose items are a uniform grid

extension SectionedStore {
    /// The items of a section kept as a uniform grid, computed from their number: equal items in
    /// lines of
    /// ``itemsPerLine``, the lines stacked along the axis one ``linePitch`` apart, each item of
    /// a line at its column's position across the axis (one list of columns for every line
    /// but the last, one for the last). Item `i` is in line `i / itemsPerLine`, column
    /// `i % itemsPerLine`; its id in the section is `i`.
    ///
    /// A section described this way stores no frame: ``frame(of:axis:)`` computes one in O(1),
    /// and ``forEachElement(intersecting:axis:_:)`` finds the lines a rect meets by a division
    /// and the columns by binary search. Frames are in the section's own coordinates (before
    /// its offset), left-to-right, as an index's.
    ///
    /// The line positions are `firstLinePosition + line · linePitch`: a layout that computes its
    /// lines as running sums describes a section this way only where the product is exact
    /// (equal, bit for bit, to the sum).
    struct UniformGrid: Sendable {
        /// The number of items.
        var count: Int
        /// Items per line (at least 1); every line but the last is full.
        var itemsPerLine: Int
        /// Where line 0 starts along the axis.
        var firstLinePosition: Double
        /// The distance along the axis from the start of one line to the start of the next.
        var linePitch: Double
        /// Added along the axis to a line's start to give its items' start.
        var mainOffset: Double
        /// Each item's extent along the axis.
        var mainLength: Double
        /// Each item's extent across the axis.
        var crossLength: Double
        /// Where each column starts across the axis, in every line but the last (ascending).
        var columns: [Double]
        /// Where each item of the last line starts across the axis (ascending).
        var lastLineColumns: [Double]

        /// The number of lines.
        var lineCount: Int { count > 0 ? (count - 1) / itemsPerLine + 1 : 0 }

        /// Where the items of `line` start along the axis.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func mainStart(ofLine line: Int) -> Double {
            (firstLinePosition + Double(line) * linePitch) + mainOffset
        }

        /// The frame of item `id`, or ``Rect/null`` when there is no such item.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func frame(of id: Int, axis: Axis) -> Rect {
            guard id >= 0, id < count else { return .null }
            let line = id / itemsPerLine
            let column = id - line * itemsPerLine
            let cross = line == lineCount - 1 ? lastLineColumns[column] : columns[column]
            return Rect(
                along: axis, main: mainStart(ofLine: line), cross: cross, mainLength: mainLength,
                crossLength: crossLength)
        }

        /// Calls `body` with the id of every item whose frame intersects `rect`
        /// (``Rect/intersects(_:)``: touching edges do not count), in ascending order.
        ///
        /// Two equal items intersect the rect exactly when they do along the axis and across
        /// it, so the lines that meet the rect along the axis and the columns that meet it
        /// across are each a run (the lines' found by a division checked at its ends, the
        /// columns' by binary search), and every item of those lines and columns is an answer:
        /// no item is tested in vain.
        ///
        /// - Complexity: O(log c + k) for c columns and k items reported (O(log l) more for l
        ///   lines when the lines have no pitch or the rect's edges are beyond the section).
        func forEachElement(intersecting rect: Rect, axis: Axis, _ body: (Int) -> Void) {
            guard !rect.isNull, count > 0 else { return }
            let low = rect.min(along: axis)
            let high = rect.max(along: axis)
            let crossLow = rect.min(along: axis.cross)
            let crossHigh = rect.max(along: axis.cross)
            guard !low.isNaN, !high.isNaN, !crossLow.isNaN, !crossHigh.isNaN else { return }
            // The tests are those of `Rect.intersects` on the frames' own edges (origin, and
            // origin plus length), so the runs hold exactly the answers.
            let base = firstLinePosition + mainOffset
            let lines = 0..<lineCount
            let firstLine = lines.partitioningIndex(near: (low - base - mainLength) / linePitch) {
                low < mainStart(ofLine: $0) + mainLength
            }
            let endLine = lines.partitioningIndex(near: (high - base) / linePitch) {
                !(mainStart(ofLine: $0) < high)
            }
            guard firstLine < endLine else { return }
            let lastLine = lineCount - 1
            let fullLines = firstLine..<Swift.min(endLine, lastLine)
            if !fullLines.isEmpty {
                let run = Self.columns(columns, length: crossLength, meeting: crossLow, crossHigh)
                if !run.isEmpty {
                    for line in fullLines {
                        let first = line * itemsPerLine
                        for column in run { body(first + column) }
                    }
                }
            }
            if endLine > lastLine {
                let first = lastLine * itemsPerLine
                for column in Self.columns(lastLineColumns, length: crossLength, meeting: crossLow, crossHigh)
                {
                    body(first + column)
                }
            }
        }

        /// The run of `starts` (ascending) whose items of `length` meet the open span
        /// (`low`, `high`) across the axis.
        private static func columns(
            _ starts: [Double], length: Double, meeting low: Double, _ high: Double
        ) -> Range<Int> {
            let first = starts.partitioningIndex { low < $0 + length }
            let end = starts[first...].partitioningIndex { !($0 < high) }
            return first..<Swift.max(first, end)
        }
    }
}
