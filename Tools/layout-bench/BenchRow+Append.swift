import LayoutEngine

extension BenchRow {
    /// The scenarios of ``appendRows(layout:itemCount:repetitions:context:make:)``, in order.
    enum AppendScenario {
        static let first = "first after a prepare"
        static let steady = "steady"
        static let evicted = "after the caches are evicted"
        static let warmed = "first after a prepare, code warmed (warm-up)"
    }

    /// Four rows for appending pages of 100 items to a prepared `itemCount`-item layout, each
    /// in µs against a full prepare of `itemCount + 100` items:
    ///
    /// - the first page after a full prepare (each repetition a layout of its own, freshly
    ///   prepared);
    /// - the steady pages after it (the next 20 of each repetition);
    /// - 5 more pages, each right after the caches are evicted (what any page costs when the
    ///   app did other work since the last one, to set the first page against);
    /// - the first page again with the append's code run once on a small layout between the
    ///   prepare and the page: a large prepare writes more than the last-level cache holds, so
    ///   this warm-up tells the cost of the layout's own state from that of fetching the code
    ///   again. It is a warm-up no app does, so it does not stand for the first page.
    ///
    /// Fails the run when the appended layout differs from a full prepare of the same count.
    static func appendRows<Layout: CollectionLayout>(
        layout name: String, itemCount: Int, repetitions: Int, context: (Int) -> LayoutContext,
        make: () -> Layout
    ) -> [BenchRow] {
        let pageSize = 100
        let coldPages = 5
        let smallCount = 1000
        let clock = ContinuousClock()
        var first: [Double] = []
        var steady: [Double] = []
        var cold: [Double] = []
        var last = make()
        for _ in 0..<max(1, repetitions) {
            // Each repetition appends to a layout of its own: appending to a copy would time
            // the copy.
            var layout = make()
            layout.prepare(context(itemCount))
            var count = itemCount
            for page in 0..<21 {
                count += pageSize
                let next = context(count)
                let start = clock.now
                layout.prepare(next)
                let elapsed = Bench.seconds(clock.now - start)
                if page == 0 { first.append(elapsed) } else { steady.append(elapsed) }
                Bench.sink &+= Int(layout.contentSize.height)
            }
            for _ in 0..<coldPages {
                count += pageSize
                let next = context(count)
                ProcessorCaches.evict()
                let start = clock.now
                layout.prepare(next)
                cold.append(Bench.seconds(clock.now - start))
                Bench.sink &+= Int(layout.contentSize.height)
            }
            last = layout
        }
        var warmedFirst: [Double] = []
        for _ in 0..<max(1, repetitions) {
            var layout = make()
            layout.prepare(context(itemCount))
            var small = make()
            small.prepare(context(smallCount))
            small.prepare(context(smallCount + pageSize))
            Bench.sink &+= Int(small.contentSize.height)
            let next = context(itemCount + pageSize)
            let start = clock.now
            layout.prepare(next)
            warmedFirst.append(Bench.seconds(clock.now - start))
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let finalContext = context(itemCount + (21 + coldPages) * pageSize)
        var fresh = make()
        fresh.prepare(finalContext)
        let rects = Bench.randomJumps(
            count: 8, size: finalContext.bounds.size, contentSize: fresh.contentSize, axis: .vertical)
        Bench.checkSame(
            last, fresh, at: rects, name: "\(name), appended to \(itemCount) items against a full prepare")
        let full = Bench.timing(runs: itemCount >= 1_000_000 ? 5 : 9) {
            var layout = make()
            layout.prepare(context(itemCount + pageSize))
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        let row = { (scenario: String, samples: [Double]) in
            BenchRow(
                table: .appends, layout: name, scenario: scenario, itemCount: itemCount,
                measured: Bench.timing(of: samples).scaled(by: 1e6), baseline: full)
        }
        return [
            row(AppendScenario.first, first),
            row(AppendScenario.steady, steady),
            row(AppendScenario.evicted, cold).growingByMedian(),
            row(AppendScenario.warmed, warmedFirst),
        ]
    }
}
