import LayoutEngine

/// Scroll frames of a flow with many sections, its context holding the same `itemCounts`
/// array every frame or an equal copy built for the frame (as a host that asks its data source
/// every frame does): the change decision must cost the same for both.
enum ContextBench {
    /// The end of the scenario of a row whose context holds the same array every frame.
    static let sameCounts = "same counts array"
    /// The end of the scenario of a row whose context holds an equal copy built for the frame.
    static let rebuiltCounts = "counts rebuilt each frame"

    /// A sweep of scroll frames at 1000 and 100 000 sections of 10 items, with each array.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        for sections in [1000, 100_000] where sections * 10 <= max(sizes.last ?? 0, 10_000) {
            rows.append(scrollRow(sections: sections, rebuildsCounts: false))
            rows.append(scrollRow(sections: sections, rebuildsCounts: true))
        }
        return rows
    }

    /// The per-frame time of `prepare` at a new offset plus the viewport query, over 512
    /// frames of a sweep.
    private static func scrollRow(sections: Int, rebuildsCounts: Bool) -> BenchRow {
        let viewport = Size(width: 390, height: 844)
        let counts = Array(repeating: 10, count: sections)
        var layout = FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
        let sweep = Bench.sequentialSweep(
            frames: 512, step: 12, size: viewport, contentSize: layout.contentSize, axis: .vertical)
        // The copies are built before the timing: the host's own cost of building them is not
        // the layout's.
        let copies = rebuildsCounts ? (0..<8).map { _ in counts.map { $0 } } : [counts]
        let contexts = sweep.enumerated().map { frame, rect in
            LayoutContext(bounds: rect, itemCounts: copies[frame % copies.count])
        }
        let time = Bench.timing(runs: 11) {
            for context in contexts {
                layout.prepare(context)
                Bench.sink &+= layout.attributes(in: context.bounds).count
            }
        }.scaled(by: 1e6 / Double(contexts.count))
        return BenchRow(
            table: .scrollFrames, layout: "Flow",
            scenario: "\(BenchTable.count(sections)) sections, "
                + (rebuildsCounts ? ContextBench.rebuiltCounts : ContextBench.sameCounts),
            itemCount: sections * 10, measured: time)
    }
}
