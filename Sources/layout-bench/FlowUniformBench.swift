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
        var prepared: [Bool: (layout: FlowLayout, prepare: Timing, bytesPerItem: Double)] = [:]
        for arithmetic in [true, false] {
            let prepare = Bench.timing(runs: runs) {
                var layout = make(arithmetic: arithmetic)
                layout.prepare(context)
                Bench.sink &+= Int(layout.contentSize.height)
            }.scaled(by: 1e3)
            let heapBefore = Bench.heapBytesInUse()
            var layout = make(arithmetic: arithmetic)
            layout.prepare(context)
            let bytes = Double(Bench.heapBytesInUse() - heapBefore) / Double(count)
            prepared[arithmetic] = (layout, prepare, bytes)
        }
        guard let fast = prepared[true], let stored = prepared[false] else { return [] }
        let size = FlowBench.viewport
        let jumps = Bench.randomJumps(
            count: 16_384, size: size, contentSize: fast.layout.contentSize, axis: .vertical)
        let sweep = Bench.sequentialSweep(size: size, contentSize: fast.layout.contentSize, axis: .vertical)
        for rect in jumps.prefix(64) + [.infinite]
        where rect != .infinite || count <= 1_000_000 {
            if Set(fast.layout.attributes(in: rect)) != Set(stored.layout.attributes(in: rect)) {
                print("WARNING: Flow uniform \(count): arithmetic and stored disagree at \(rect)")
            }
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
        return [
            BenchRow(
                layout: "Flow", scenario: "uniform, arithmetic (baseline: stored path's query)",
                itemCount: count,
                prepareMilliseconds: fast.prepare.median, prepareMinMilliseconds: fast.prepare.min,
                queryMicroseconds: fastQuery.jump.median, queryMinMicroseconds: fastQuery.jump.min,
                sweepMicroseconds: fastQuery.sweep?.median, baselineMicroseconds: storedQuery.jump.median,
                baselineMinMicroseconds: storedQuery.jump.min, bytesPerItem: fast.bytesPerItem),
            BenchRow(
                layout: "Flow", scenario: "uniform, stored path (the same size by closure)", itemCount: count,
                prepareMilliseconds: stored.prepare.median, prepareMinMilliseconds: stored.prepare.min,
                queryMicroseconds: storedQuery.jump.median, queryMinMicroseconds: storedQuery.jump.min,
                sweepMicroseconds: storedQuery.sweep?.median, baselineMicroseconds: nil,
                bytesPerItem: stored.bytesPerItem),
            BenchRow(
                layout: "Flow", scenario: "uniform prepare, arithmetic (µs; baseline: stored path's prepare)",
                itemCount: count, step: fastPrepare, reference: stored.prepare.scaled(by: 1e3)),
            BenchRow(
                layout: "Flow",
                scenario: "uniform append 100, arithmetic (µs; baseline: stored path's append)",
                itemCount: count, step: fastAppend, reference: storedAppend),
        ]
    }

    /// Appending pages of 100 items to a prepared layout of `itemCount` (the 20 pages after
    /// the first), in µs; warns when the result differs from a full prepare.
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
        let last = ItemPath(item: count - 1, section: 0)
        var fresh = make(arithmetic: arithmetic)
        fresh.prepare(LayoutContext(viewportSize: FlowBench.viewport, itemCounts: [count]))
        if fresh.attributes(at: last) != layout.attributes(at: last)
            || fresh.contentSize != layout.contentSize
        {
            print("WARNING: Flow uniform append to \(itemCount): differs from a full prepare")
        }
        return Bench.timing(of: samples).scaled(by: 1e6)
    }
}
