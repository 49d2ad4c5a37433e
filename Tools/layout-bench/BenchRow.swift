import LayoutEngine

/// Heap bytes a layout keeps per item after `prepare`.
enum RetainedBytes {
    /// The platform's allocator does not report its heap in use (printed "n/a").
    case unavailable
    /// Bytes per item.
    case perItem(Double)
}

/// One measured row of a bench table.
struct BenchRow {
    /// The table the row belongs to, which says what its columns measure.
    var table: BenchTable.Kind
    /// The layout's name.
    var layout: String
    /// What is measured, in a few words (the table's method says how).
    var scenario: String
    /// Number of items.
    var itemCount: Int
    /// Fresh prepares, in milliseconds.
    var prepare: Timing? = nil
    /// The row's measured call (a query, a frame, a step), in microseconds.
    var measured: Timing? = nil
    /// One query of a sequential scroll sweep (median), in microseconds.
    var sweep: Double? = nil
    /// The same work done by the row's baseline, in microseconds.
    var baseline: Timing? = nil
    /// Heap bytes retained per item after `prepare`, if measured.
    var bytesPerItem: RetainedBytes? = nil
    /// Whether the growth table compares this row's medians rather than its minimums: set for
    /// single calls timed right after the caches are evicted, whose minimum is the call that
    /// found the most still cached, the least like the others.
    var growsByMedian = false
    /// The row's label in the README's summary, for one of its headline rows.
    var headline: String? = nil
    /// Heap allocations per frame of the measured work and of the baseline's ("3 · 1"), or
    /// "n/a" where the platform does not count them; nil when not measured.
    var allocations: String? = nil
    /// The peer whose way the baseline is, when it is not the table's (``BenchTable/Kind/baselineName``).
    var baselineLabel: String? = nil
    /// Whether the README's summary gives the row's ratio: false for a baseline no peer would
    /// write (a closed form against the library's own O(n) path), shown as a time alone.
    var summarisesRatio = true

    /// The row with ``growsByMedian`` set.
    func growingByMedian() -> BenchRow {
        var row = self
        row.growsByMedian = true
        return row
    }

    /// The row as a headline of the README's summary, labelled `label`.
    func headlined(_ label: String) -> BenchRow {
        var row = self
        row.headline = label
        return row
    }

    /// The row as a headline of the README's summary, labelled `label`, its time shown alone.
    func headlinedWithoutRatio(_ label: String) -> BenchRow {
        var row = headlined(label)
        row.summarisesRatio = false
        return row
    }

    /// The row with its baseline named `label` (the peer whose way it is).
    func baselined(_ label: String) -> BenchRow {
        var row = self
        row.baselineLabel = label
        return row
    }

    /// The baseline's median over the measured median (how many times faster), when both are
    /// known.
    var speedUp: Double? {
        guard let measured, let baseline, measured.median.isFinite, baseline.median.isFinite else {
            return nil
        }
        return baseline.median / max(measured.median, 1e-9)
    }
}

extension BenchRow {
    /// Measures `prepare` (fresh layouts), the bytes retained per item and the viewport query
    /// at random jumps and along a sweep against the flat baseline built from `elements`, for
    /// a layout made by `make`.
    static func measure<Layout: CollectionLayout>(
        layout name: String, scenario: String, itemCount: Int, context: LayoutContext,
        axis: Axis = .vertical, make: () -> Layout, elements: (Layout) -> [LayoutAttributes]
    ) -> BenchRow {
        let runs = itemCount >= 1_000_000 ? 5 : 11
        let prepareTime = Bench.timing(runs: runs) {
            var layout = make()
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let (layout, retained) = Bench.retaining(itemCount: itemCount) {
            var layout = make()
            layout.prepare(context)
            return layout
        }
        let size = context.bounds.size
        let times = Bench.compareQueries(
            layout: layout, elements: { elements(layout) },
            jumps: Bench.randomJumps(count: 16_384, size: size, contentSize: layout.contentSize, axis: axis),
            sweep: Bench.sequentialSweep(size: size, contentSize: layout.contentSize, axis: axis), axis: axis,
            name: "\(name), \(scenario), \(itemCount) items")
        return BenchRow(
            table: .queries, layout: name, scenario: scenario, itemCount: itemCount,
            prepare: prepareTime.scaled(by: 1e3), measured: times.jump, sweep: times.sweep?.median,
            baseline: times.baseline, bytesPerItem: retained)
    }

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
            table: .prepares, layout: name, scenario: scenario, itemCount: itemCount, prepare: time)
    }
}
