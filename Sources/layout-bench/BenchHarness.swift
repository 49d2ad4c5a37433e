import CHeapStatistics
import LayoutEngine
import LayoutEngineTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The shortest and the median of repeated timings.
struct Timing {
    /// The shortest sample: the cost with the least interference from the rest of the machine.
    var min: Double
    /// The median sample.
    var median: Double

    /// Both values multiplied by `factor` (a unit change or a per-call division).
    func scaled(by factor: Double) -> Timing {
        Timing(min: min * factor, median: median * factor)
    }
}

/// One measured row of the bench table.
struct BenchRow {
    /// The layout's name.
    var layout: String
    /// What is measured (uniform sizes, varied sizes, append, scroll sweep, …).
    var scenario: String
    /// Number of items.
    var itemCount: Int
    /// Median time of the measured preparation, in milliseconds.
    var prepareMilliseconds: Double
    /// Shortest time of the measured preparation, in milliseconds, if recorded.
    var prepareMinMilliseconds: Double? = nil
    /// Median time of one viewport query at a random jump (or of the row's measured step), in
    /// microseconds.
    var queryMicroseconds: Double
    /// Shortest time of the same, in microseconds, if recorded.
    var queryMinMicroseconds: Double? = nil
    /// Median time of one viewport query of a sequential scroll sweep, in microseconds.
    var sweepMicroseconds: Double? = nil
    /// Median time of the same query answered by the naive baseline, in microseconds.
    var baselineMicroseconds: Double?
    /// Shortest time of the baseline, in microseconds, if recorded.
    var baselineMinMicroseconds: Double? = nil
    /// Heap bytes retained per item after `prepare`, if measured.
    var bytesPerItem: Double?
    /// Whether the growth table compares this row's medians rather than its minimums: set for
    /// single calls timed right after the caches are evicted, whose minimum is the call that
    /// found the most still cached, the least like the others.
    var growsByMedian = false

    /// The row with ``growsByMedian`` set.
    func growingByMedian() -> BenchRow {
        var row = self
        row.growsByMedian = true
        return row
    }
}

/// The cheapest naive answer to a rect query: a linear filter over a flat array of every
/// element's visual bounds, built once from the layout's whole-content query.
struct FlatBaseline {
    /// The visual bounds of one element as its four edges (what the filter compares).
    struct Edges {
        var minX, minY, maxX, maxY: Double
    }

    /// Every element's visual bounds, in the order of the whole-content query.
    let edges: [Edges]
    /// The element each entry of `edges` stands for.
    let keys: [ElementKey]

    /// Builds the baseline from a prepared layout.
    init<Layout: CollectionLayout>(layout: Layout) {
        let elements = layout.attributes(in: .infinite).filter { !$0.visualBounds.isNull }
        edges = elements.map { element in
            let bounds = element.visualBounds
            return Edges(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
        }
        keys = elements.map(ElementKey.init)
    }

    /// The positions in `edges` of the elements that intersect `rect` (as ``Rect/intersects(_:)``
    /// decides), written into `result`.
    ///
    /// - Complexity: O(n).
    func matches(in rect: Rect, into result: inout [Int32]) {
        result.removeAll(keepingCapacity: true)
        guard !rect.isNull else { return }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        edges.withUnsafeBufferPointer { edges in
            for position in edges.indices {
                let edge = edges[position]
                if edge.minX < maxX, minX < edge.maxX, edge.minY < maxY, minY < edge.maxY {
                    result.append(Int32(truncatingIfNeeded: position))
                }
            }
        }
    }

    /// The elements that intersect `rect`, as keys.
    func keys(in rect: Rect) -> Set<ElementKey> {
        var positions: [Int32] = []
        matches(in: rect, into: &positions)
        return Set(positions.map { keys[Int($0)] })
    }
}

/// The timings of one layout's viewport queries: at random jumps, along a sequential sweep,
/// and the naive baseline at the same random jumps.
struct QueryTimes {
    /// One query at a random jump, in microseconds.
    var jump: Timing
    /// One query of a sequential sweep, in microseconds (nil when not measured).
    var sweep: Timing?
    /// One baseline query at a random jump, in microseconds.
    var baseline: Timing
}

/// Times closures with `ContinuousClock` and keeps results alive in a sink.
enum Bench {
    /// Written to by every measured closure so the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0

    /// The shortest and the median of `runs` timings of `body`, in seconds.
    static func timing(runs: Int, _ body: () -> Void) -> Timing {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = clock.now
            body()
            samples.append(seconds(clock.now - start))
        }
        return timing(of: samples)
    }

    /// The shortest and the median of `samples`.
    static func timing(of samples: [Double]) -> Timing {
        let sorted = samples.sorted()
        guard let first = sorted.first else { return Timing(min: .nan, median: .nan) }
        return Timing(min: first, median: sorted[sorted.count / 2])
    }

    /// The median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        timing(runs: runs, body).median
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The time of one call of `body`, measured in `runs` batches of `batch` calls.
    static func timingPerCall(runs: Int, batch: Int, _ body: () -> Void) -> Timing {
        timing(runs: runs) {
            for _ in 0..<batch { body() }
        }.scaled(by: 1 / Double(max(1, batch)))
    }

    /// The median time of one call of `body`, measured in batches of `batch` calls.
    static func medianPerCall(runs: Int, batch: Int, _ body: () -> Void) -> Double {
        timingPerCall(runs: runs, batch: batch, body).median
    }

    /// Heap bytes in use, from the C library's allocator statistics (0 where unavailable).
    static func heapBytesInUse() -> Int {
        Int(heap_bytes_in_use())
    }

    /// Queries through the layout at random jumps and along a sequential sweep, and through the
    /// flat baseline at the same jumps, in the same run.
    ///
    /// Times the layout first, in the state its `prepare` left the caches in (building the
    /// baseline touches every element and evicts them, which no app does between a prepare and
    /// a scroll), then builds the baseline, checks that the layout and the baseline answer the
    /// same elements at a sample of the rects (a bench of a wrong answer is worthless), and
    /// times the baseline.
    static func compareQueries<Layout: CollectionLayout>(
        layout: Layout, jumps: [Rect], sweep: [Rect]? = nil, name: String
    ) -> QueryTimes {
        var position = 0
        let (jump, sweepTime) = queryTimes(layout, jumps: jumps, sweep: sweep ?? [], position: &position)
        let baseline = FlatBaseline(layout: layout)
        let checked =
            jumps.prefix(16) + (sweep ?? []).enumerated().filter { $0.offset % 64 == 0 }.map(\.element)
        for rect in checked {
            let fast = Set(layout.attributes(in: rect).map(ElementKey.init))
            let naive = baseline.keys(in: rect)
            if fast != naive {
                let missing = naive.subtracting(fast).sorted().prefix(3)
                let extra = fast.subtracting(naive).sorted().prefix(3)
                print(
                    "WARNING: \(name): the layout and the baseline disagree at \(rect): "
                        + "missing \(Array(missing)), extra \(Array(extra))")
            }
        }
        var matches: [Int32] = []
        let scanBatch = max(1, min(64, 4_000_000 / max(baseline.edges.count, 1)))
        let baselineTime = timingPerCall(runs: 7, batch: scanBatch) {
            baseline.matches(in: jumps[position % jumps.count], into: &matches)
            sink &+= matches.count
            position += 1
        }
        return QueryTimes(jump: jump, sweep: sweepTime, baseline: baselineTime.scaled(by: 1e6))
    }

    /// One viewport query through `layout` at a random jump, and one along `sweep` (nil when
    /// empty), in µs. `position` is the cursor into the rects, left where the timing ended.
    static func queryTimes<Layout: CollectionLayout>(
        _ layout: Layout, jumps: [Rect], sweep: [Rect], position: inout Int
    ) -> (jump: Timing, sweep: Timing?) {
        // Batches of at most 512 with a cursor that keeps moving, so that a long list of jumps
        // is not replayed (and cached) from run to run.
        var cursor = position
        defer { position = cursor }
        let jump = timingPerCall(runs: 21, batch: min(jumps.count, 512)) {
            sink &+= layout.attributes(in: jumps[cursor % jumps.count]).count
            cursor += 1
        }
        guard !sweep.isEmpty else { return (jump.scaled(by: 1e6), nil) }
        let sweepTime = timingPerCall(runs: 11, batch: sweep.count) {
            sink &+= layout.attributes(in: sweep[cursor % sweep.count]).count
            cursor += 1
        }
        return (jump.scaled(by: 1e6), sweepTime.scaled(by: 1e6))
    }

    /// Viewport rectangles spread evenly along the scroll axis of a content of `contentSize`.
    static func viewports(count: Int, size: Size, contentSize: Size, axis: Axis) -> [Rect] {
        let span = max(0, contentSize.length(along: axis) - size.length(along: axis))
        return (0..<count).map { step in
            let offset = span * Double(step) / Double(max(1, count - 1))
            return Rect(origin: Point(along: axis, main: offset, cross: 0), size: size)
        }
    }

    /// Answers `count` queries of a `viewport`-sized rect at seeded random offsets down the
    /// vertical content of a prepared `layout`, and returns the number of elements returned:
    /// the loop the profiling modes repeat.
    static func answerRandomQueries(_ layout: some CollectionLayout, viewport: Size, count: Int) -> Int {
        let travel = max(0, layout.contentSize.height - viewport.height)
        var generator = SeededGenerator(seed: 13)
        var returned = 0
        for _ in 0..<count {
            let offset = travel * Double(generator.next() >> 11) / Double(1 << 53)
            returned &+= layout.attributes(in: Rect(origin: Point(x: 0, y: offset), size: viewport)).count
        }
        return returned
    }

    /// `count` viewport rectangles at seeded random offsets along the scroll axis: a user
    /// dragging the scroll indicator or scrolling to an item, every query somewhere new.
    static func randomJumps(count: Int, size: Size, contentSize: Size, axis: Axis, seed: UInt64 = 13)
        -> [Rect]
    {
        var generator = SeededGenerator(seed: seed)
        let span = max(0, contentSize.length(along: axis) - size.length(along: axis))
        return (0..<count).map { _ in
            let offset = span * Double(generator.next() >> 11) / Double(1 << 53)
            return Rect(origin: Point(along: axis, main: offset, cross: 0), size: size)
        }
    }

    /// `frames` consecutive viewport rectangles `step` points apart along the scroll axis,
    /// from a seeded random start, turning back at the ends: a scroll the way a finger moves.
    static func sequentialSweep(
        frames: Int = 600, step: Double = 12, size: Size, contentSize: Size, axis: Axis, seed: UInt64 = 31
    ) -> [Rect] {
        var generator = SeededGenerator(seed: seed)
        let span = max(0, contentSize.length(along: axis) - size.length(along: axis))
        var offset = span * Double(generator.next() >> 11) / Double(1 << 53)
        var direction = 1.0
        return (0..<frames).map { _ in
            let rect = Rect(origin: Point(along: axis, main: offset, cross: 0), size: size)
            if offset + direction * step > span || offset + direction * step < 0 { direction = -direction }
            offset = min(span, max(0, offset + direction * step))
            return rect
        }
    }

    /// The processor's model name from `/proc/cpuinfo`, read when the bench runs.
    static func cpuModel() -> String {
        #if canImport(Glibc)
            guard let file = fopen("/proc/cpuinfo", "r") else { return "unknown CPU" }
            defer { fclose(file) }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(line) }
            while getline(&line, &capacity, file) > 0, let line {
                let text = String(cString: line)
                if text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") {
                    return String(text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
                        .split(separator: "\n").first.map(String.init) ?? "unknown CPU"
                }
            }
            return "unknown CPU"
        #else
            return "unknown CPU"
        #endif
    }
}

extension BenchRow {
    /// Measures `prepare` (fresh layouts), the bytes retained per item and the viewport query
    /// at random jumps and along a sweep against the flat baseline, for a layout made by `make`.
    static func measure<Layout: CollectionLayout>(
        layout name: String, scenario: String, itemCount: Int, context: LayoutContext,
        axis: Axis = .vertical, make: () -> Layout
    ) -> BenchRow {
        let runs = itemCount >= 1_000_000 ? 5 : 11
        let prepareTime = Bench.timing(runs: runs) {
            var layout = make()
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let heapBefore = Bench.heapBytesInUse()
        var layout = make()
        layout.prepare(context)
        let retained = Bench.heapBytesInUse() - heapBefore
        let size = context.bounds.size
        let times = Bench.compareQueries(
            layout: layout,
            jumps: Bench.randomJumps(count: 16_384, size: size, contentSize: layout.contentSize, axis: axis),
            sweep: Bench.sequentialSweep(size: size, contentSize: layout.contentSize, axis: axis),
            name: "\(name) \(scenario) \(itemCount)")
        return BenchRow(
            times: times, layout: name, scenario: scenario, itemCount: itemCount,
            prepare: prepareTime.scaled(by: 1e3), bytesPerItem: Double(retained) / Double(max(1, itemCount)))
    }

    /// A query row from measured times.
    init(
        times: QueryTimes, layout: String, scenario: String, itemCount: Int, prepare: Timing,
        bytesPerItem: Double?
    ) {
        self.init(
            layout: layout, scenario: scenario, itemCount: itemCount, prepareMilliseconds: prepare.median,
            prepareMinMilliseconds: prepare.min, queryMicroseconds: times.jump.median,
            queryMinMicroseconds: times.jump.min, sweepMicroseconds: times.sweep?.median,
            baselineMicroseconds: times.baseline.median, baselineMinMicroseconds: times.baseline.min,
            bytesPerItem: bytesPerItem)
    }

    /// A row timing one step (an append, a report, a frame) in microseconds against a
    /// reference (a full prepare, a naive frame) in microseconds: the speed-up column reads
    /// "reference ÷ step".
    init(layout: String, scenario: String, itemCount: Int, step: Timing, reference: Timing?) {
        self.init(
            layout: layout, scenario: scenario, itemCount: itemCount, prepareMilliseconds: .nan,
            queryMicroseconds: step.median, queryMinMicroseconds: step.min,
            baselineMicroseconds: reference?.median, baselineMinMicroseconds: reference?.min,
            bytesPerItem: nil)
    }
}

extension BenchRow {
    /// A row that times `prepare` alone (fresh layouts), in milliseconds.
    static func prepareOnly<Layout: CollectionLayout>(
        layout name: String, scenario: String, itemCount: Int, context: LayoutContext, runs: Int,
        make: () -> Layout
    ) -> BenchRow {
        let time = Bench.timing(runs: runs) {
            var layout = make()
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e3)
        return BenchRow(
            layout: name, scenario: scenario, itemCount: itemCount, prepareMilliseconds: time.median,
            prepareMinMilliseconds: time.min, queryMicroseconds: .nan, baselineMicroseconds: nil,
            bytesPerItem: nil)
    }

    /// Four rows for appending pages of 100 items to a prepared `itemCount`-item layout: the
    /// first page after a full prepare (each repetition a layout of its own, freshly
    /// prepared), the steady pages after it (the next 20 of each repetition), 5 more pages,
    /// each right after the caches are evicted (what any page costs when the app did other
    /// work since the last one, to set the first page against), and the first page again with
    /// the append's code run once on a small layout between the prepare and the page (a large
    /// prepare writes more than the last-level cache holds, so this row tells the cost of the
    /// layout's own state from that of fetching the code again), in µs, against a full prepare
    /// of `itemCount + 100` items. Warns when the appended layout differs from a full prepare
    /// of the same count.
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
        let finalCount = itemCount + (21 + coldPages) * pageSize
        var fresh = make()
        fresh.prepare(context(finalCount))
        let rects = Bench.randomJumps(
            count: 8, size: context(finalCount).bounds.size, contentSize: fresh.contentSize, axis: .vertical)
        let same =
            last.contentSize == fresh.contentSize
            && rects.allSatisfy { Set(last.attributes(in: $0)) == Set(fresh.attributes(in: $0)) }
        if !same { print("WARNING: \(name) append to \(itemCount): differs from a full prepare") }
        let full = Bench.timing(runs: itemCount >= 1_000_000 ? 5 : 9) {
            var layout = make()
            layout.prepare(context(itemCount + pageSize))
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        return [
            BenchRow(
                layout: name, scenario: "append 100, first after a prepare (µs; baseline: full prepare)",
                itemCount: itemCount, step: Bench.timing(of: first).scaled(by: 1e6), reference: full),
            BenchRow(
                layout: name, scenario: "append 100, steady (µs; baseline: full prepare)",
                itemCount: itemCount,
                step: Bench.timing(of: steady).scaled(by: 1e6), reference: full),
            BenchRow(
                layout: name,
                scenario: "append 100, after the caches are evicted (µs; baseline: full prepare)",
                itemCount: itemCount,
                step: Bench.timing(of: cold).scaled(by: 1e6), reference: full
            ).growingByMedian(),
            BenchRow(
                layout: name,
                scenario: "append 100, first after a prepare, its code warmed on a small layout "
                    + "(µs; baseline: full prepare)",
                itemCount: itemCount,
                step: Bench.timing(of: warmedFirst).scaled(by: 1e6), reference: full),
        ]
    }
}
