import LayoutEngine

/// FlowLayout rows.
enum FlowBench {
    /// Rows for each item count in `sizes`.
    static func rows(_ sizes: [Int]) -> [BenchRow] { [] }
}
