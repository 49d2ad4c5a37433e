extension WaterfallLayout {
    /// The columns of one section while its items are placed: where each column is and where
    /// its next item goes. The state after a section's last item is all that appending to that
    /// section needs.
    struct ColumnState: Sendable {
        /// The x of each column's items, left to right (right-to-left layouts mirror at query
        /// time).
        var columnX: [Double] = []
        /// The width of every column (zero when the columns do not fit).
        var columnWidth = 0.0
        /// Where the first item of every column starts.
        var itemsTop = 0.0
        /// Where the next item of each column starts (its last item's end plus the spacing).
        var nextY: [Double] = []
        /// The end of each column's last item, or `itemsTop` while it is empty.
        var columnEnd: [Double] = []
        /// The number of items placed so far.
        var placedCount = 0
        /// The vertical gap between the items of a column.
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
    ///   - itemsTop: where the first item of every column starts.
    ///   - contentWidth: the content's width.
    ///   - inset: the section's (sanitised) insets.
    ///   - columnSpacing, itemSpacing: the (sanitised) gaps.
    init(
        count: Int, itemsTop: Double, contentWidth: Double, inset: EdgeInsets, columnSpacing: Double,
        itemSpacing: Double
    ) {
        let available = contentWidth - inset.left - inset.right
        let width = (available - Double(count - 1) * columnSpacing) / Double(count)
        columnWidth = width.sanitizedLength
        columnX = (0..<count).map { column in inset.left + Double(column) * (columnWidth + columnSpacing) }
        self.itemsTop = itemsTop
        nextY = Array(repeating: itemsTop, count: count)
        columnEnd = nextY
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

    /// The column whose next free position is highest; ties go to the leading (lowest) column.
    ///
    /// - Complexity: O(1) with a tournament tree (more than ``tournamentThreshold`` columns),
    ///   otherwise O(c) for c columns.
    func shortestColumn() -> Int {
        if !winners.isEmpty { return Int(winners[1]) }
        var best = 0
        guard nextY.count > 1 else { return best }
        for column in 1..<nextY.count where nextY[column] < nextY[best] {
            best = column
        }
        return best
    }

    /// Of two columns, the one whose next free position is highest; the leading one on a tie.
    @inline(__always)
    private func winner(_ first: Int32, _ second: Int32) -> Int32 {
        let firstY = nextY[Int(first)]
        let secondY = nextY[Int(second)]
        return secondY < firstY || (secondY == firstY && second < first) ? second : first
    }

    /// Replays the matches on the path from `column`'s leaf to the root of the tournament tree
    /// after its next free position changed.
    ///
    /// - Complexity: O(log c) for c columns.
    private mutating func updateWinners(from column: Int) {
        var node = (nextY.count + column) / 2
        while node >= 1 {
            winners[node] = winner(winners[2 * node], winners[2 * node + 1])
            node /= 2
        }
    }

    /// Places the next item, of `height`, into `column` and returns its frame.
    ///
    /// - Complexity: O(log c) for c columns with a tournament tree, otherwise O(1).
    mutating func place(height: Double, inColumn column: Int) -> Rect {
        let y = nextY[column]
        let end = y + height
        columnEnd[column] = end
        nextY[column] = end + itemSpacing
        placedCount += 1
        if !winners.isEmpty { updateWinners(from: column) }
        return Rect(x: columnX[column], y: y, width: columnWidth, height: height)
    }

    /// The end of the tallest column (`itemsTop` when there are no items).
    ///
    /// - Complexity: O(c) for c columns.
    var tallestColumnEnd: Double {
        columnEnd.max() ?? itemsTop
    }
}
