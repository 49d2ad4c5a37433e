import CHeapStatistics
import LayoutEngine
import LayoutEngineTestSupport

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
    /// Median time of one viewport query (or one scrolled frame), in microseconds.
    var queryMicroseconds: Double
    /// Median time of the same query answered by the linear-scan baseline, in microseconds.
    var baselineMicroseconds: Double?
    /// Heap bytes retained per item after `prepare`, if measured.
    var bytesPerItem: Double?
}

/// Times closures with `ContinuousClock` and keeps results alive in a sink.
enum Bench {
    /// Written to by every measured closure so the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0

    /// The median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = clock.now
            body()
            let elapsed = clock.now - start
            samples.append(
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The median time of one call of `body`, measured in batches of `batch` calls.
    static func medianPerCall(runs: Int, batch: Int, _ body: () -> Void) -> Double {
        median(runs: runs) {
            for _ in 0..<batch { body() }
        } / Double(batch)
    }

    /// Heap bytes in use, from the C library's allocator statistics (0 where unavailable).
    static func heapBytesInUse() -> Int {
        Int(heap_bytes_in_use())
    }

    /// Queries through the layout and through a linear scan at each rect, in the same run.
    ///
    /// Checks first that both answer the same elements at every rect (a bench of a wrong answer
    /// is worthless), then returns the median per-query time of each in microseconds.
    static func compareQueries<Layout: CollectionLayout>(
        layout: Layout, rects: [Rect], name: String
    ) -> (index: Double, baseline: Double) {
        let baseline = LinearScanBaseline(layout: layout)
        for rect in rects {
            if let difference = firstDifference(layout.attributes(in: rect), baseline.attributes(in: rect)) {
                print("WARNING: \(name): the layout and the baseline disagree at \(rect): \(difference)")
            }
        }
        var position = 0
        let indexTime = medianPerCall(runs: 21, batch: 200) {
            sink &+= layout.attributes(in: rects[position % rects.count]).count
            position += 1
        }
        let scanBatch = max(1, 2_000_000 / max(baseline.elements.count, 1))
        let baselineTime = medianPerCall(runs: 7, batch: min(scanBatch, 200)) {
            sink &+= baseline.attributes(in: rects[position % rects.count]).count
            position += 1
        }
        return (indexTime * 1e6, baselineTime * 1e6)
    }

    /// Viewport rectangles spread along the scroll axis of a content of `contentSize`.
    static func viewports(count: Int, size: Size, contentSize: Size, axis: Axis) -> [Rect] {
        let span = max(0, contentSize.length(along: axis) - size.length(along: axis))
        return (0..<count).map { step in
            let offset = span * Double(step) / Double(max(1, count - 1))
            return Rect(origin: Point(along: axis, main: offset, cross: 0), size: size)
        }
    }
}

extension BenchRow {
    /// Measures `prepare` (median of `runs` fresh layouts), the bytes retained per item and the
    /// viewport query against the baseline, for a layout made by `make`.
    static func measure<Layout: CollectionLayout>(
        layout name: String, scenario: String, itemCount: Int, context: LayoutContext,
        axis: Axis = .vertical, make: () -> Layout
    ) -> BenchRow {
        let runs = itemCount >= 1_000_000 ? 5 : 11
        let prepareTime = Bench.median(runs: runs) {
            var layout = make()
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let heapBefore = Bench.heapBytesInUse()
        var layout = make()
        layout.prepare(context)
        let retained = Bench.heapBytesInUse() - heapBefore
        let rects = Bench.viewports(
            count: 16, size: context.bounds.size, contentSize: layout.contentSize, axis: axis)
        let (query, baseline) = Bench.compareQueries(
            layout: layout, rects: rects, name: "\(name) \(scenario) \(itemCount)")
        return BenchRow(
            layout: name, scenario: scenario, itemCount: itemCount,
            prepareMilliseconds: prepareTime * 1e3, queryMicroseconds: query,
            baselineMicroseconds: baseline, bytesPerItem: Double(retained) / Double(max(1, itemCount)))
    }
}
