import LayoutEngine

#if canImport(Glibc)
    import Glibc
#endif

// layout-bench [filter] [--max N]
//   filter  only layouts whose name contains it (case-insensitive), e.g. `flow`
//   --max N largest item count (default 1_000_000)
// layout-bench --prepare-flow uniform|varied N
//   prepares one N-item flow and exits: for instruction counts that a loaded machine does not
//   disturb (`perf stat -e instructions:u …`).
// layout-bench --time-prepare-flow N
//   times fresh prepares and resizes of an N-item varied flow (min and median of 15 each), for
//   quick comparisons without the whole table.
// layout-bench --query-flow uniform|varied N Q
//   prepares one N-item flow, then answers Q viewport queries at seeded random offsets: for
//   profiling the query alone (`perf record`, `perf stat`).
// layout-bench --query-compositional-sections S Q
//   prepares S compositional sections of 10 items, then answers Q viewport queries at random
//   offsets.
// layout-bench --waterfall in-order|shortest C N P
//   prepares an N-item waterfall of C columns on a wall five times, then appends P pages of 100
//   items to it, and prints the times.
// layout-bench --query-waterfall N Q
//   prepares one N-item 2-column waterfall, then answers Q viewport queries at random offsets.

/// Every layout's bench, one entry per layout. Each layout adds its rows in a file of its own
/// (`<Layout>Bench.swift`) and one line here.
let suites: [(name: String, rows: (_ sizes: [Int]) -> [BenchRow])] = [
    ("FlowLayout", FlowBench.rows),
    ("FlowUniform", FlowUniformBench.rows),
    ("WaterfallLayout", WaterfallBench.rows),
    ("CircularFanLayout", CircularBench.rows),
    ("CenterCarouselLayout", CarouselBench.rows),
    ("CompositionalLayout", CompositionalBench.rows),
    ("CompositionalScale", CompositionalScaleBench.rows),
    ("LayoutChange", ContextBench.rows),
    ("Updates", UpdateBench.rows),
    ("Host", HostBench.rows),
]

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--prepare-flow", arguments.count == 3, let count = Int(arguments[2]) {
    Bench.sink = FlowBench.prepareOnce(varied: arguments[1] == "varied", itemCount: count)
    print("prepared \(count) items (\(Bench.sink))")
    exit(0)
}
if arguments.first == "--time-prepare-flow", arguments.count == 2, let count = Int(arguments[1]) {
    print(FlowBench.prepareTimes(itemCount: count))
    exit(0)
}
if arguments.first == "--query-flow", arguments.count == 4, let count = Int(arguments[2]),
    let queries = Int(arguments[3])
{
    Bench.sink = FlowBench.queryRepeatedly(
        varied: arguments[1] == "varied", itemCount: count, queries: queries)
    print("answered \(queries) queries over \(count) items (\(Bench.sink))")
    exit(0)
}
if arguments.first == "--query-compositional-sections", arguments.count == 3,
    let sections = Int(arguments[1]), let queries = Int(arguments[2])
{
    let clock = ContinuousClock()
    let start = clock.now
    Bench.sink = CompositionalScaleBench.queryRepeatedly(sections: sections, queries: queries)
    print(
        "prepared \(sections) sections and answered \(queries) queries (\(Bench.sink)) in \(clock.now - start)"
    )
    exit(0)
}
if arguments.first == "--waterfall", arguments.count == 5, let columns = Int(arguments[2]),
    let count = Int(arguments[3]), let pages = Int(arguments[4])
{
    Bench.sink = WaterfallBench.prepareAndAppend(
        columns: columns, inOrder: arguments[1] == "in-order", itemCount: count, pages: pages)
    print("prepared \(count) items and appended \(pages) pages (\(Bench.sink))")
    exit(0)
}
if arguments.first == "--query-waterfall", arguments.count == 3, let count = Int(arguments[1]),
    let queries = Int(arguments[2])
{
    Bench.sink = WaterfallBench.queryRepeatedly(itemCount: count, queries: queries)
    print("answered \(queries) queries over \(count) items (\(Bench.sink))")
    exit(0)
}
var maxCount = 1_000_000
if let flag = arguments.firstIndex(of: "--max"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1])
{
    maxCount = value
    arguments.removeSubrange(flag...(flag + 1))
}
let filter = arguments.first?.lowercased()
let sizes = [1000, 10_000, 100_000, 1_000_000].filter { $0 <= maxCount }

#if DEBUG
    print("WARNING: debug build; run `swift run -c release layout-bench` for meaningful numbers.\n")
#endif

print("CPU: \(Bench.cpuModel())\n")
let latencyBefore = MemoryLatency.nanosecondsPerRead()

var rows: [BenchRow] = []
for suite in suites where filter.map({ suite.name.lowercased().contains($0) }) ?? true {
    let suiteRows = suite.rows(sizes)
    rows += suiteRows
    print(BenchTable.markdown(suiteRows) + "\n")
}
print("All rows:\n")
print(BenchTable.markdown(rows))
print("\nGrowth from the smallest to the largest size of each scenario:\n")
print(BenchTable.growth(rows))
print("\nCPU: \(Bench.cpuModel())")
let latencyAfter = MemoryLatency.nanosecondsPerRead()
print(
    "memory: one read that no cache holds (a chase through 64 MiB) took "
        + "\(BenchTable.format(latencyBefore, digits: 0)) ns before the rows, "
        + "\(BenchTable.format(latencyAfter, digits: 0)) ns after them")
print(
    "prepare: fresh layouts (min · median); query: one 390×844 viewport query at 16 384 seeded random jumps")
print("(min · median of batches); sweep: one query of 600 consecutive frames 12 points apart (median);")
print("baseline: the random-jump queries answered by a linear filter over a flat array of every element's")
print("visual bounds, built once, checked to return the same elements. Step rows (append, scroll frame)")
print("show the step in µs in the query column and the full prepare in the baseline column.")
print("Bench.sink = \(Bench.sink)")
