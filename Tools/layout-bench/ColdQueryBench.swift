import LayoutEngine

/// The processor's caches (data, instructions and address translations), emptied before a
/// timed call that must start the way a query does after the app has done other work.
enum ProcessorCaches {
    /// Twice the largest last-level cache the bench has run on, in 8-byte words: reading one
    /// word of each cache line of it leaves nothing of the bench's own data cached.
    static let wordCount = 8 << 20

    /// The memory read to evict everything else.
    private static let filler = [UInt64](repeating: 1, count: wordCount)

    /// Reads one word of every cache line of ``filler``.
    static func evict() {
        var sum: UInt64 = 0
        filler.withUnsafeBufferPointer { words in
            for position in stride(from: 0, to: words.count, by: 8) { sum &+= words[position] }
        }
        Bench.sink &+= Int(truncatingIfNeeded: sum)
    }
}

extension BenchRow {
    /// The number of cold queries timed per row (each after an eviction of a few milliseconds).
    static var coldQuerySamples: Int { 41 }

    /// A row timing one viewport query at a random jump right after the caches are evicted:
    /// the first jump after other work, when the index, the layout's code and its address
    /// translations all come from memory. The baseline column is the flat filter over
    /// `elements`, started as cold; it is checked against the layout at every timed rect.
    static func coldQuery<Layout: CollectionLayout>(
        layout name: String, scenario: String, itemCount: Int, context: LayoutContext,
        axis: Axis = .vertical, make: () -> Layout, elements: (Layout) -> [LayoutAttributes]
    ) -> BenchRow {
        var layout = make()
        layout.prepare(context)
        let jumps = Bench.randomJumps(
            count: coldQuerySamples, size: context.bounds.size, contentSize: layout.contentSize, axis: axis,
            seed: 17)
        let clock = ContinuousClock()
        var layoutSamples: [Double] = []
        for rect in jumps {
            ProcessorCaches.evict()
            let start = clock.now
            Bench.sink &+= layout.attributes(in: rect).count
            layoutSamples.append(Bench.seconds(clock.now - start))
        }
        let baseline = FlatBaseline(elements: elements(layout))
        baseline.check(layout, at: jumps, name: "\(name), \(scenario), cold, \(itemCount) items")
        baseline.checkEverywhere(
            layout, axis: axis, tileLength: context.bounds.size.length(along: axis),
            name: "\(name), \(scenario), cold, \(itemCount) items")
        var matches: [Int32] = []
        matches.reserveCapacity(baseline.edges.count)
        var baselineSamples: [Double] = []
        for rect in jumps {
            ProcessorCaches.evict()
            let start = clock.now
            baseline.matches(in: rect, into: &matches)
            baselineSamples.append(Bench.seconds(clock.now - start))
            Bench.sink &+= matches.count
        }
        return BenchRow(
            table: .coldQueries, layout: name, scenario: scenario, itemCount: itemCount,
            measured: Bench.timing(of: layoutSamples).scaled(by: 1e6),
            baseline: Bench.timing(of: baselineSamples).scaled(by: 1e6)
        ).growingByMedian()
    }
}
