import CHeapStatistics
import LayoutEngine
import LayoutEngineTestSupport

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

/// Times closures with `ContinuousClock`, keeps results alive in a sink and records the checks
/// that failed.
enum Bench {
    /// Written to by every measured closure so the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0

    /// Every check that failed in this run: a row whose answers differ from its baseline's.
    /// A run with any fails, and publishes nothing.
    nonisolated(unsafe) static var failures: [String] = []

    /// Records a failed check and prints it at once.
    static func fail(_ message: String) {
        failures.append(message)
        print("FAILED: \(message)")
    }

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

    /// Heap bytes in use, from the C library's allocator statistics; nil where the platform
    /// does not report them.
    static func heapBytesInUse() -> Int? {
        var bytes = 0
        guard heap_bytes_in_use(&bytes) != 0 else { return nil }
        return bytes
    }

    /// Makes a value with `body` and measures the heap it retains per item of `itemCount`.
    static func retaining<Value>(itemCount: Int, _ body: () -> Value) -> (Value, RetainedBytes) {
        let before = heapBytesInUse()
        let value = body()
        guard let before, let after = heapBytesInUse() else { return (value, .unavailable) }
        return (value, .perItem(Double(after - before) / Double(max(1, itemCount))))
    }

    /// Queries through the layout at random jumps and along a sequential sweep, and through the
    /// flat baseline at the same jumps, in the same run.
    ///
    /// Times the layout first, in the state its `prepare` left the caches in (building the
    /// baseline touches every element and evicts them, which no app does between a prepare and
    /// a scroll), then builds the baseline from `elements` (every element gathered without the
    /// layout's rect query, ``EveryElement``), checks that the layout and the baseline answer
    /// the same attributes at a sample of the rects and over a tiling of the whole layout (a
    /// bench of a wrong answer is worthless: a difference fails the run), and times the
    /// baseline.
    static func compareQueries<Layout: CollectionLayout>(
        layout: Layout, elements: () -> [LayoutAttributes], jumps: [Rect], sweep: [Rect] = [],
        axis: Axis = .vertical, name: String
    ) -> QueryTimes {
        var position = 0
        let (jump, sweepTime) = queryTimes(layout, jumps: jumps, sweep: sweep, position: &position)
        let baseline = FlatBaseline(elements: elements())
        let checked = jumps.prefix(16) + sweep.enumerated().filter { $0.offset % 64 == 0 }.map(\.element)
        baseline.check(layout, at: Array(checked), name: name)
        baseline.checkEverywhere(
            layout, axis: axis, tileLength: jumps.first?.size.length(along: axis) ?? 0, name: name)
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

    /// Fails the run unless two layouts that must agree (a layout after a step and a fresh
    /// prepare of the same data, or the same layout on two paths) have the same content size
    /// and answer the same attributes at `rects`.
    static func checkSame<A: CollectionLayout, B: CollectionLayout>(
        _ layout: A, _ reference: B, at rects: [Rect], name: String
    ) {
        guard layout.contentSize == reference.contentSize else {
            fail("\(name): content size \(layout.contentSize), expected \(reference.contentSize)")
            return
        }
        for rect in rects {
            if let difference = firstDifference(layout.attributes(in: rect), reference.attributes(in: rect)) {
                fail("\(name): differs at \(rect): \(difference)")
                return
            }
        }
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
}
