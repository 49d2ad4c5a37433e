import LayoutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// layout-bench [filter] [--max N]
//   prints every table, the growth table and the targets
//   filter  only suites whose name contains it (case-insensitive), e.g. `flow`
//   --max N largest item count (default 1_000_000)
// layout-bench --markdown [DIRECTORY]
//   runs every suite, then writes DIRECTORY/Benchmarks.md (default: the current directory, the
//   package's root) and rewrites the summary between `<!-- bench-summary:begin -->` and
//   `<!-- bench-summary:end -->` in DIRECTORY/README.md, both from this one run; release builds
//   only (`swift run -c release layout-bench --markdown`). Writes nothing when a check fails.
// Every mode exits with status 1 when a row's answers differ from its baseline's.
//
// Profiling modes:
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
    ("Snapshots", SnapshotBench.rows),
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
var markdownDirectory: String?
if let flag = arguments.firstIndex(of: "--markdown") {
    let next = flag + 1
    if next < arguments.count, !arguments[next].hasPrefix("--") {
        markdownDirectory = arguments[next]
        arguments.remove(at: next)
    } else {
        markdownDirectory = "."
    }
    arguments.remove(at: flag)
}
if let flag = arguments.firstIndex(of: "--max"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1])
{
    maxCount = value
    arguments.removeSubrange(flag...(flag + 1))
}

/// Prints `message` and ends the run with status 2 (the bench was asked for something it does
/// not do).
func refuse(_ message: String) -> Never {
    print("error: \(message)")
    exit(2)
}

if let directory = markdownDirectory {
    if !Machine.isReleaseBuild() {
        refuse("--markdown publishes figures: build in release (`\(BenchReport.command)`)")
    }
    if !arguments.isEmpty || maxCount != 1_000_000 {
        refuse("--markdown runs every suite at every size: no filter, no --max")
    }
    // The README is checked before the run, so that a missing marker fails in a second, not
    // after the whole bench.
    guard let readme = TextFile.read(directory + "/README.md") else {
        refuse("cannot read \(directory)/README.md")
    }
    do {
        _ = try ReadmeSummary.markers(in: readme)
    } catch {
        refuse(error.description)
    }
}
let filter = arguments.first?.lowercased()
let sizes = [1000, 10_000, 100_000, 1_000_000].filter { $0 <= maxCount }

if !Machine.isReleaseBuild() {
    print("WARNING: debug build; run `swift run -c release layout-bench` for meaningful numbers.\n")
}

let clock = ContinuousClock()
let started = clock.now
let date = Machine.now()
print("CPU: \(Machine.cpuModel())\n")
let latencyBefore = MemoryLatency.nanosecondsPerRead()

var rows: [BenchRow] = []
for suite in suites where filter.map({ suite.name.lowercased().contains($0) }) ?? true {
    let suiteRows = suite.rows(sizes)
    rows += suiteRows
    for kind in BenchTable.Kind.allCases where suiteRows.contains(where: { $0.table == kind }) {
        print("\(suite.name), \(kind.title.lowercased()):\n\n\(BenchTable.markdown(suiteRows, kind: kind))\n")
    }
}
let latencyAfter = MemoryLatency.nanosecondsPerRead()
let report = BenchReport(
    rows: rows, latencyBefore: latencyBefore, latencyAfter: latencyAfter, date: date,
    seconds: Bench.seconds(clock.now - started),
    runCommand: markdownDirectory == nil
        ? "layout-bench " + CommandLine.arguments.dropFirst().joined(separator: " ")
        : BenchReport.command)
if !Bench.failures.isEmpty {
    print("\nFAILED: \(Bench.failures.count) checks; nothing is published:")
    for failure in Bench.failures { print("- \(failure)") }
    exit(1)
}
guard let directory = markdownDirectory else {
    print(report.benchmarks())
    print("Bench.sink = \(Bench.sink)")
    exit(0)
}
let unmeasured = report.targets.filter {
    if case .notMeasured("no row in this run") = $0.status { true } else { false }
}
if !unmeasured.isEmpty {
    refuse("no row judges the targets " + unmeasured.map { "\"\($0.target)\"" }.joined(separator: ", "))
}
let headlines = rows.filter { $0.headline != nil }.count
if headlines == 0 || headlines > 10 {
    refuse("the README's summary needs 1 to 10 headline rows, the run has \(headlines)")
}
do {
    guard let readme = TextFile.read(directory + "/README.md") else {
        refuse("cannot read \(directory)/README.md")
    }
    let summary = try ReadmeSummary.replacing(in: readme, with: report.summary())
    try TextFile.write(Array(report.benchmarks().utf8), to: directory + "/Benchmarks.md")
    try TextFile.write(summary, to: directory + "/README.md")
} catch {
    refuse(error.description)
}
print(
    "wrote \(directory)/Benchmarks.md and the summary in \(directory)/README.md (Bench.sink = \(Bench.sink))")
