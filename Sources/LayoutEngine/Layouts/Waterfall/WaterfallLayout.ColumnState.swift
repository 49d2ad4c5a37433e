extension WaterfallLayout {
    /// The columns of one section while its items are placed: where each column is and where
    /// its next item goes, along the scroll axis (`main`) and across it (`cross`). The state
    /// after a section's last item is all that appending to that section needs.
    struct ColumnState: Sendable {
        /// The scroll axis: columns run along it (rows of a horizontal waterfall).
        var axis = Axis.vertical
        /// Where each column starts across the axis, leading column first (right-to-left
        /// layouts mirror at query time).
        var columnStart: [Double] = []
        /// The thickness of every column across the axis (zero when the columns do not fit).
        var columnWidth = 0.0
        /// Where the first item of every column starts along the axis.
        var itemsStart = 0.0
        /// Where the next item of each column starts along the axis (its last item's end plus
        /// the spacing).
        var nextStart: [Double] = []
        /// The end of each column's last item along the axis, or `itemsStart` while it is empty.
        var columnEnd: [Double] = []
        /// The number of items placed so far.
        var placedCount = 0
        /// The gap between the items of a column, along the axis.
        var itemSpacing = 0.0
        /// A tournament tree over the columns when there are more than
        /// ``tournamentThreshold``, empty otherwise: `winners[count + column]` is `column`, each
        /// inner node `i` holds the winner of its children `2i` and `2i + 1` (the column with the
        /// smaller next free position, the leading one on a tie), so `winners[1]` is the
        /// shortest column.
        var winners: [Int32] = []
    }
}

extension WaterfallLayout.ColumnState {
    /// Empty columns for one section.
    ///
    /// - Parameters:
    ///   - count: the number of columns (at least 1).
    ///   - axis: the scroll axis.
    ///   - itemsStart: where the first item of every column starts along the axis.
    ///   - crossLength: the content's extent across the axis.
    ///   - inset: the section's (sanitised) insets.
    ///   - columnSpacing, itemSpacing: the (sanitised) gaps.
    init(
        count: Int, axis: Axis = .vertical, itemsStart: Double, crossLength: Double, inset: EdgeInsets,
        columnSpacing: Double, itemSpacing: Double
    ) {
        self.axis = axis
        let leading = inset.leading(along: axis.cross)
        // Subtracted one at a time, not as a total: frames stay bit for bit what they were.
        let available = crossLength - leading - inset.trailing(along: axis.cross)
        let width = (available - Double(count - 1) * columnSpacing) / Double(count)
        columnWidth = width.sanitizedLength
        columnStart = (0..<count).map { column in leading + Double(column) * (columnWidth + columnSpacing) }
        self.itemsStart = itemsStart
        nextStart = Array(repeating: itemsStart, count: count)
        columnEnd = nextStart
        self.itemSpacing = itemSpacing
        if count > Self.tournamentThreshold {
            winners = Array(repeating: 0, count: 2 * count)
            for column in 0..<count { winners[count + column] = Int32(truncatingIfNeeded: column) }
            for node in stride(from: count - 1, to: 0, by: -1) {
                winners[node] = winner(winners[2 * node], winners[2 * node + 1])
            }
        }
    }

    /// The column count above which the shortest column comes from a tournament tree, updated
    /// in O(log c) per item, rather than a scan of every column (a scan of a few columns costs
    /// less than the tree's upkeep).
    static var tournamentThreshold: Int { 8 }

    /// The column whose next free position is smallest; ties go to the leading (lowest) column.
    ///
    /// - Complexity: O(1) with a tournament tree (more than ``tournamentThreshold`` columns),
    ///   otherwise O(c) for c columns.
    func shortestColumn() -> Int {
        if !winners.isEmpty { return Int(winners[1]) }
        var best = 0
        guard nextStart.count > 1 else { return best }
        for column in 1..<nextStart.count where nextStart[column] < nextStart[best] {
            best = column
        }
        return best
    }

    /// Of two columns, the one whose next free position is smallest; the leading one on a tie.
    @inline(__always)
    private func winner(_ first: Int32, _ second: Int32) -> Int32 {
        let firstY = nextStart[Int(first)]
        let secondY = nextStart[Int(second)]
        return secondY < firstY || (secondY == firstY && second < first) ? second : first
    }

    /// Replays the matches on the path from `column`'s leaf to the root of the tournament tree
    /// after its next free position changed.
    ///
    /// - Complexity: O(log c) for c columns.
    private mutating func updateWinners(from column: Int) {
        var node = (nextStart.count + column) / 2
        while node >= 1 {
            winners[node] = winner(winners[2 * node], winners[2 * node + 1])
            node /= 2
        }
    }

    /// Places the next item, `length` long along the axis, into `column` and returns its frame.
    ///
    /// - Complexity: O(log c) for c columns with a tournament tree, otherwise O(1).
    mutating func place(length: Double, inColumn column: Int) -> Rect {
        let start = nextStart[column]
        let end = start + length
        columnEnd[column] = end
        nextStart[column] = end + itemSpacing
        placedCount += 1
        if !winners.isEmpty { updateWinners(from: column) }
        return Rect(
            along: axis, main: start, cross: columnStart[column], mainLength: length, crossLength: columnWidth
        )
    }

    /// The end of the longest column along the axis (`itemsStart` when there are no items).
    ///
    /// - Complexity: O(c) for c columns.
    var tallestColumnEnd: Double {
        columnEnd.max() ?? itemsStart
    }
}
