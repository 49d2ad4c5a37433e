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
    }

    /// The column whose next free position is highest; ties go to the leading (lowest) column.
    ///
    /// - Complexity: O(c) for c columns (a handful in practice).
    func shortestColumn() -> Int {
        var best = 0
        guard nextY.count > 1 else { return best }
        for column in 1..<nextY.count where nextY[column] < nextY[best] {
            best = column
        }
        return best
    }

    /// Places the next item, of `height`, into `column` and returns its frame.
    ///
    /// - Complexity: O(1).
    mutating func place(height: Double, inColumn column: Int) -> Rect {
        let y = nextY[column]
        let end = y + height
        columnEnd[column] = end
        nextY[column] = end + itemSpacing
        placedCount += 1
        return Rect(x: columnX[column], y: y, width: columnWidth, height: height)
    }

    /// The end of the tallest column (`itemsTop` when there are no items).
    ///
    /// - Complexity: O(c) for c columns.
    var tallestColumnEnd: Double {
        columnEnd.max() ?? itemsTop
    }
}
