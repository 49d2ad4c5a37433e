extension WaterfallLayout {
    /// What placement keeps of a section so that it can be placed again from any item on: the
    /// values it was laid out with, the column state before every ``interval(columnCount:)``-th
    /// item, and the state after its last item (what appending continues from).
    struct SectionColumns: Sendable {
        /// The per-section values a section's geometry depends on.
        struct Values: Hashable, Sendable {
            /// The number of columns.
            var columnCount = 0
            /// The gap between columns (sanitised).
            var columnSpacing = 0.0
            /// The gap between the items of a column (sanitised).
            var itemSpacing = 0.0
            /// The insets around the columns (sanitised).
            var sectionInset = EdgeInsets.zero
            /// The header's height (0 for none).
            var headerHeight = 0.0
            /// The footer's height (0 for none).
            var footerHeight = 0.0
        }

        /// The values the section was laid out with.
        var values = Values()
        /// The column state before items 0, interval, 2 · interval, … (none before the first
        /// item of a section without items).
        var checkpoints: [ColumnState] = []
        /// The column state after the section's last item.
        var final = ColumnState()

        /// Items between two kept states: every state costs O(c) for c columns (four small
        /// arrays), so a state per 8 c items (at least 256) keeps well under a byte per item,
        /// and placing again from one costs at most that many items.
        static func interval(columnCount: Int) -> Int {
            max(256, 8 * columnCount)
        }

        /// The kept state from which placing again reaches `item` soonest: the last one before
        /// an item at or before it.
        ///
        /// - Complexity: O(log k) for k kept states.
        func checkpoint(before item: Int) -> ColumnState? {
            let position = checkpoints.partitioningIndex { $0.placedCount > item }
            return position > 0 ? checkpoints[position - 1] : nil
        }
    }
}
