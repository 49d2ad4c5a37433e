/// The performance targets, each judged on the rows of the same run: a target is "met" only
/// when every row it is judged on meets it.
///
/// Thresholds are read from medians (what a run typically sees); growth targets from the
/// growth table's figures (minimums, medians for calls after the caches are evicted). "Costs
/// the same" is read as at most 1.2×, "linear" as at most 1.5× per item over a tenfold size.
struct BenchTarget {
    /// Where a target stands in a run.
    enum Status {
        case met
        /// Not met, with the figure that fails it.
        case notMet(String)
        /// No row of the run could judge it, with the reason.
        case notMeasured(String)
    }

    /// The target, in a few words.
    var target: String
    /// The rows it is judged on and the statistic.
    var judgedOn: String
    /// The deciding figures of this run.
    var figure: String
    /// Where it stands.
    var status: Status

    /// The status as the targets table prints it.
    var statusText: String {
        switch status {
        case .met: "met"
        case .notMet(let figure): "not met (\(figure))"
        case .notMeasured(let reason): "not measured (\(reason))"
        }
    }
}

extension BenchTarget {
    /// A target judged on `values` (a figure and the row it comes from), met when the largest
    /// is at most `limit`; `unit` follows each figure.
    private static func atMost(
        _ target: String, judgedOn: String, limit: Double, unit: String,
        _ values: [(row: String, value: Double)]
    ) -> BenchTarget {
        guard let worst = values.max(by: { $0.value < $1.value }) else {
            return BenchTarget(
                target: target, judgedOn: judgedOn, figure: "—", status: .notMeasured("no row in this run"))
        }
        let text = figure(worst.value, unit)
        let summary: String
        if values.count == 1 {
            summary = "\(text) (\(worst.row))"
        } else {
            let best = values.min(by: { $0.value < $1.value }).map { figure($0.value, unit) } ?? text
            summary = "\(best) to \(text) over \(values.count) rows; largest: \(worst.row)"
        }
        return BenchTarget(
            target: target, judgedOn: judgedOn, figure: summary,
            status: worst.value <= limit ? .met : .notMet(text))
    }

    /// `value` in `unit`: a ratio (two decimals, so that one just above its limit does not
    /// print as the limit), whole bytes, or a time.
    private static func figure(_ value: Double, _ unit: String) -> String {
        switch unit {
        case "×": BenchTable.format(value, digits: 2) + "×"
        case "B": "\(BenchTable.format(value, digits: 0)) B"
        default: "\(BenchTable.figure(value)) \(unit)"
        }
    }

    /// A row's name in a figure: layout, scenario, items.
    private static func name(_ row: BenchRow) -> String {
        "\(row.layout), \(row.scenario), \(BenchTable.count(row.itemCount))"
    }

    /// Every target, judged on `rows`.
    static func evaluate(_ rows: [BenchRow]) -> [BenchTarget] {
        let growths = BenchTable.growths(rows)
        var targets: [BenchTarget] = []

        let queries = rows.filter {
            ($0.table == .queries || $0.table == .arithmeticQueries) && $0.itemCount >= 1_000_000
        }
        targets.append(
            atMost(
                "a viewport query at a random jump ≤ 2 µs",
                judgedOn: "every query row at 1M items and more (viewport queries, sections of one item "
                    + "size), medians",
                limit: 2, unit: "µs",
                queries.compactMap { row in row.measured.map { (name(row), $0.median) } }))

        targets.append(
            atMost(
                "query time growing ≤ 2× from 1k to 1M items at random jumps",
                judgedOn: "the growth of every viewport-query row measured at 1k and 1M (minimums)", limit: 2,
                unit: "×",
                growths.filter {
                    $0.large.table == .queries && $0.small.itemCount == 1000
                        && $0.large.itemCount == 1_000_000
                }.compactMap { growth in growth.measured.map { (name(growth.large), $0) } }))

        let stored = rows.filter { $0.itemCount >= 1_000_000 && $0.bytesPerItem != nil }
        let bytesTarget = "≤ 40 bytes retained per stored item"
        let bytesJudgedOn = "every row that measures bytes/item at 1M items and more"
        if stored.contains(where: { if case .unavailable = $0.bytesPerItem { true } else { false } }) {
            targets.append(
                BenchTarget(
                    target: bytesTarget, judgedOn: bytesJudgedOn, figure: "n/a",
                    status: .notMeasured("this platform's allocator does not report its heap")))
        } else {
            targets.append(
                atMost(
                    bytesTarget, judgedOn: bytesJudgedOn, limit: 40, unit: "B",
                    stored.compactMap { row in
                        if case .perItem(let bytes) = row.bytesPerItem { (name(row), bytes) } else { nil }
                    }))
        }

        targets.append(
            atMost(
                "`prepare` of 1M varied flow items ≤ 10 ms",
                judgedOn: "Flow, varied sizes (UIKit's centred, justified lines) and varied, top + leading, "
                    + "viewport queries at 1M, medians",
                limit: 10, unit: "ms",
                rows.filter {
                    $0.table == .queries && $0.layout == "Flow" && $0.itemCount == 1_000_000
                        && ($0.scenario == "varied sizes" || $0.scenario == "varied, top + leading")
                }.compactMap { row in row.prepare.map { (name(row), $0.median) } }))

        targets.append(
            atMost(
                "`prepare` of 10M varied flow items ≤ 150 ms",
                judgedOn: "Flow, varied sizes, prepare at scale, 10M, median", limit: 150, unit: "ms",
                rows.filter {
                    $0.table == .prepares && $0.layout == "Flow" && $0.scenario == "varied sizes"
                        && $0.itemCount == 10_000_000
                }.compactMap { row in row.prepare.map { (name(row), $0.median) } }))

        targets.append(
            atMost(
                "a section of one item size prepares in the same time at any count",
                judgedOn:
                    "growth of the arithmetic section's prepare from 1M to 10M items (minimums), ≤ 1.2×",
                limit: 1.2, unit: "×",
                growths.filter {
                    $0.large.table == .arithmeticSteps && $0.large.scenario.hasSuffix(": prepare")
                }
                .compactMap { growth in growth.measured.map { (name(growth.large), $0) } }))

        let appendSuites = appendRatios(rows)
        targets.append(
            atMost(
                "the first append after a full prepare costs what a steady one costs",
                judgedOn: "first after a prepare over steady, every append suite at its largest count, "
                    + "medians, ≤ 1.2×",
                limit: 1.2, unit: "×", appendSuites.map { ($0.name, $0.first) }))
        targets.append(
            atMost(
                "with a warm-up only (not the target above): the first append, its code warmed on a small "
                    + "layout, costs what a steady one costs",
                judgedOn: "first after a prepare, code warmed (warm-up), over steady, every append suite at "
                    + "its largest count, medians, ≤ 1.2×",
                limit: 1.2, unit: "×", appendSuites.map { ($0.name, $0.warmed) }))

        let centred = rows.filter { $0.table == .prepares && $0.scenario.hasPrefix("varied heights centred") }
        let centredValues: [(row: String, value: Double)] =
            if let shortest = centred.first?.prepare?.min, shortest > 0 {
                centred.dropFirst().compactMap { row in row.prepare.map { (name(row), $0.min / shortest) } }
            } else { [] }
        targets.append(
            atMost(
                "centred flow lines prepare in linear time whatever their length",
                judgedOn: "prepare of lines of 1000 and 10 000 items over lines of 10, same item count "
                    + "(minimums), ≤ 1.5×",
                limit: 1.5, unit: "×", centredValues))
        targets.append(
            atMost(
                "waterfall placement is linear in the items for 2 and 1000 columns",
                judgedOn: "growth of the wall prepares' time per item from 100k to 1M, shortest column and "
                    + "in order (minimums), ≤ 1.5×",
                limit: 1.5, unit: "×",
                growths.filter { $0.large.table == .prepares && $0.large.layout == "Waterfall" }
                    .compactMap { growth in growth.preparePerItem.map { (name(growth.large), $0) } }))

        let frames = rows.filter {
            $0.table == .scrollFrames && $0.layout == "Flow" && $0.itemCount == 1_000_000
        }
        let same = frames.first { $0.scenario.hasSuffix(ContextBench.sameCounts) }
        let rebuilt = frames.first { $0.scenario.hasSuffix(ContextBench.rebuiltCounts) }
        let countValues: [(row: String, value: Double)] =
            if let same = same?.measured?.median, let rebuilt = rebuilt?.measured?.median, same > 0 {
                [("\(BenchTable.figure(rebuilt)) µs against \(BenchTable.figure(same)) µs", rebuilt / same)]
            } else { [] }
        targets.append(
            atMost(
                "a scroll frame costs the same with an equal copy of the counts as with the same array",
                judgedOn: "Flow, 100k sections, scroll frames, counts rebuilt each frame over the same "
                    + "array, medians, ≤ 1.2×",
                limit: 1.2, unit: "×", countValues))
        targets.append(contentsOf: hostTargets(rows, growths: growths))
        return targets
    }

    /// The host's budgets: its steady frame against the engine's, and the growth of its fling,
    /// measurement pass and animated batch with the item count.
    ///
    /// "O(visible + changed)" is read as: from 10k to 1M items (100× the items, the same
    /// screenful and the same change) the row's minimum grows at most 2×. A cost linear in the
    /// items would grow about 100×; the logarithmic searches of a layout's index and the
    /// cache misses of a larger one stay well inside 2×.
    private static func hostTargets(_ rows: [BenchRow], growths: [BenchTable.Growth]) -> [BenchTarget] {
        let steady = rows.filter {
            $0.table == .scrollFrames && $0.layout == "Host" && $0.scenario == HostBench.steadyScenario
                && $0.itemCount >= 1_000_000
        }
        let costs = growths.filter {
            $0.large.layout == "Host" && HostCostBench.Scenario.all.contains($0.large.scenario)
                && $0.small.itemCount <= 10_000 && $0.large.itemCount >= 1_000_000
        }
        return [
            atMost(
                "the host's steady scroll frame at 1M items ≤ 2 µs more than the engine's",
                judgedOn: "Host, steady scroll, 1M: the host's median less the engine's", limit: 2,
                unit: "µs",
                steady.compactMap { row in
                    guard let host = row.measured?.median, let engine = row.baseline?.median else {
                        return nil
                    }
                    return (name(row), host - engine)
                }),
            atMost(
                "a fling, a measurement pass of a screenful and an animated batch cost O(visible + changed)",
                judgedOn:
                    "growth of the Host fling, measurement and animated batch rows from 10k to 1M items "
                    + "(minimums), ≤ 2×",
                limit: 2, unit: "×",
                costs.compactMap { growth in growth.measured.map { (name(growth.large), $0) } }),
        ]
    }

    /// Per append suite at its largest count: the first page's median and the warmed first
    /// page's median over the steady pages' median.
    private static func appendRatios(_ rows: [BenchRow]) -> [(name: String, first: Double, warmed: Double)] {
        let appends = rows.filter { $0.table == .appends }
        var suites: [String] = []
        for row in appends where !suites.contains(row.layout) { suites.append(row.layout) }
        return suites.compactMap { suite in
            let own = appends.filter { $0.layout == suite }
            guard let largest = own.map(\.itemCount).max() else { return nil }
            let at = own.filter { $0.itemCount == largest }
            func median(_ scenario: String) -> Double? {
                at.first { $0.scenario == scenario }?.measured?.median
            }
            guard let steady = median(BenchRow.AppendScenario.steady), steady > 0,
                let first = median(BenchRow.AppendScenario.first),
                let warmed = median(BenchRow.AppendScenario.warmed)
            else { return nil }
            return ("\(suite), \(BenchTable.count(largest))", first / steady, warmed / steady)
        }
    }

    /// The targets table.
    static func markdown(_ targets: [BenchTarget]) -> String {
        var lines = ["| target | judged on | this run | status |", "|---|---|---|---|"]
        for target in targets {
            lines.append(
                "| \(target.target) | \(target.judgedOn) | \(target.figure) | \(target.statusText) |")
        }
        return lines.joined(separator: "\n")
    }
}
