// MARK: - Moves by path

extension UpdatePlan {
    /// The moves of a batch by the path on one side: two lists sorted by that path, searched by
    /// halving (no hashing when the plan is built, which a batch of many moves pays per move).
    struct MoveTable: Sendable {
        /// The paths looked up, ascending and distinct.
        private var keys: [ItemPath] = []
        /// The path on the other side of the batch for each of ``keys``.
        private var values: [ItemPath] = []

        /// An empty table.
        init() {}

        /// The table of `pairs` (a path looked up, the path it maps to), whose first paths are
        /// distinct.
        ///
        /// - Complexity: O(m log m) for m pairs.
        init(_ pairs: [(ItemPath, ItemPath)]) {
            let sorted = pairs.sorted { $0.0 < $1.0 }
            keys = sorted.map { $0.0 }
            values = sorted.map { $0.1 }
        }

        /// Whether the table holds no move.
        var isEmpty: Bool { keys.isEmpty }

        /// The path `path` maps to, or nil when no move starts there.
        ///
        /// - Complexity: O(log m) for m moves.
        subscript(path: ItemPath) -> ItemPath? {
            guard !keys.isEmpty else { return nil }
            let index = keys.partitioningIndex { $0 >= path }
            return index < keys.count && keys[index] == path ? values[index] : nil
        }
    }
}
