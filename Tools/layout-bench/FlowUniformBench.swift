import LayoutEngine

/// FlowLayout rows for one item size at scale: an arithmetic section (a fixed `itemSize`,
/// stored as its template) head to head with the stored path on the same geometry (a closure
/// giving the same size), for prepare, viewport queries and appends.
enum FlowUniformBench {
    /// The item size of every row.
    static let itemSize = Size(width: 120, height: 120)

    /// Rows at the largest count of `sizes` and ten times it (1M and 10M by default).
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        guard let largest = sizes.last else { return [] }
        return [largest, largest * 10].flatMap(rows(itemCount:))
    }

    /// The arithmetic layout (`fixed`) and its stored twin (the same size from a closure).
    private static func make(arithmetic: Bool) -> FlowLayout {
        arithmetic
            ? FlowLayout(itemSize: itemSize)
            : FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem { _ in itemSize }))
    }

    /// Prepare, query and append rows for `count` items.
    private static func rows(itemCount count: Int) -> [BenchRow] {
        let context = LayoutContext(viewportSize: FlowBench.viewport, itemCounts: [count])
        let runs = count >= 10_000_000 ? 3 : 5
        var prepared: [Bool: (layout: FlowLayout, prepare: Timing, bytesPerItem: RetainedBytes)] = [:]
        for arithmetic in [true, false] {
            let prepare = Bench.timing(runs: runs) {
                var layout = make(arithmetic: arithmetic)
                layout.prepare(context)
                Bench.sink &+= Int(layout.contentSize.height)
            }.scaled(by: 1e3)
            let (layout, bytes) = Bench.retaining(itemCount: count) {
                var layout = make(arithmetic: arithmetic)
                layout.prepare(context)
                return layout
            }
            prepared[arithmetic] = (layout, prepare, bytes)
        }
        guard let fast = prepared[true], let stored = prepared[false] else { return [] }
        let size = FlowBench.viewport
        let jumps = Bench.randomJumps(
            count: 16_384, size: size, contentSize: fast.layout.contentSize, axis: .vertical)
        let sweep = Bench.sequentialSweep(size: size, contentSize: fast.layout.contentSize, axis: .vertical)
        Bench.checkSame(
            fast.layout, stored.layout, at: Array(jumps.prefix(64)) + (count <= 1_000_000 ? [.infinite] : []),
            name: "Flow, one size, \(count) items: the arithmetic path against the stored path")
        if count <= 1_000_000 {
            let baseline = FlatBaseline(
                elements: EveryElement.cellsAndBoundaries(of: fast.layout, context: context))
            baseline.check(fast.layout, at: Array(jumps.prefix(64)), name: "Flow, one size, \(count) items")
            baseline.checkEverywhere(
                fast.layout, axis: .vertical, tileLength: size.height, name: "Flow, one size, \(count) items")
        }
        // The arithmetic prepare in µs, from enough runs to be read at that scale.
        let fastPrepare = Bench.timingPerCall(runs: 21, batch: 64) {
            var layout = make(arithmetic: true)
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        var fastCursor = 0
        let fastQuery = Bench.queryTimes(fast.layout, jumps: jumps, sweep: sweep, position: &fastCursor)
        var storedCursor = 0
        let storedQuery = Bench.queryTimes(stored.layout, jumps: jumps, sweep: sweep, position: &storedCursor)
        let fastAppend = appendTime(arithmetic: true, itemCount: count)
        let storedAppend = appendTime(arithmetic: false, itemCount: count)
        let prepareRow = BenchRow(
            table: .arithmeticSteps, layout: "Flow", scenario: "one size: prepare", itemCount: count,
            measured: fastPrepare, baseline: stored.prepare.scaled(by: 1e3))
        return [
            BenchRow(
                table: .arithmeticQueries, layout: "Flow", scenario: "one size, arithmetic", itemCount: count,
                prepare: fast.prepare, measured: fastQuery.jump, sweep: fastQuery.sweep?.median,
                baseline: storedQuery.jump, bytesPerItem: fast.bytesPerItem),
            BenchRow(
                table: .arithmeticQueries, layout: "Flow", scenario: "one size, stored", itemCount: count,
                prepare: stored.prepare, measured: storedQuery.jump, sweep: storedQuery.sweep?.median,
                bytesPerItem: stored.bytesPerItem),
            // The closed form against the library's own O(n) path is a ratio that grows with n and
            // no peer writes: the summary gives the time alone.
            count == 1_000_000
                ? prepareRow.headlinedWithoutRatio("Flow, one item size: prepare (closed form)") : prepareRow,
            BenchRow(
                table: .arithmeticSteps, layout: "Flow", scenario: "one size: append 100", itemCount: count,
                measured: fastAppend, baseline: storedAppend),
        ]
    }

    /// Appending pages of 100 items to a prepared layout of `itemCount` (the 20 pages after
    /// the first), in µs; fails the run when the result differs from a full prepare.
    private static func appendTime(arithmetic: Bool, itemCount: Int) -> Timing {
        let clock = ContinuousClock()
        var layout = make(arithmetic: arithmetic)
        layout.prepare(LayoutContext(viewportSize: FlowBench.viewport, itemCounts: [itemCount]))
        var count = itemCount
        var samples: [Double] = []
        for page in 0..<21 {
            count += 100
            let context = LayoutContext(viewportSize: FlowBench.viewport, itemCounts: [count])
            let start = clock.now
            layout.prepare(context)
            let elapsed = Bench.seconds(clock.now - start)
            if page > 0 { samples.append(elapsed) }
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let final = LayoutContext(viewportSize: FlowBench.viewport, itemCounts: [count])
        var fresh = make(arithmetic: arithmetic)
        fresh.prepare(final)
        Bench.checkSame(
            layout, fresh,
            at: Bench.randomJumps(
                count: 8, size: final.bounds.size, contentSize: fresh.contentSize, axis: .vertical),
            name:
                "Flow, one size (arithmetic: \(arithmetic)), appended to \(itemCount) items against a full prepare"
        )
        return Bench.timing(of: samples).scaled(by: 1e6)
    }
}
