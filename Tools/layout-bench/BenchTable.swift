/// Prints bench rows as Markdown tables, one per kind of measurement.
enum BenchTable {
    /// The tables, each with its own method and columns, in the order they are printed.
    enum Kind: CaseIterable {
        case queries
        case coldQueries
        case scrollFrames
        case appends
        case arithmeticQueries
        case arithmeticSteps
        case prepares
        case updates
    }

    /// The table of `rows` of `kind` (the rows of other kinds left out), with the columns that
    /// any of them fills.
    static func markdown(_ rows: [BenchRow], kind: Kind) -> String {
        let rows = rows.filter { $0.table == kind }
        var columns: [(heading: String, alignRight: Bool, cell: (BenchRow) -> String)] = [
            ("layout", false, { $0.layout }),
            ("scenario", false, { $0.scenario }),
            ("items", true, { count($0.itemCount) }),
        ]
        if rows.contains(where: { $0.prepare != nil }) {
            columns.append(("prepare (ms) min · med", true, { pair($0.prepare) }))
        }
        if rows.contains(where: { $0.measured != nil }) {
            columns.append(("\(kind.measuredHeading) min · med", true, { pair($0.measured) }))
        }
        if rows.contains(where: { $0.sweep != nil }) {
            columns.append(("sweep (µs)", true, { $0.sweep.map(figure) ?? "—" }))
        }
        if rows.contains(where: { $0.baseline != nil }) {
            columns.append(("\(kind.baselineHeading) min · med", true, { pair($0.baseline) }))
            columns.append(("speed-up", true, { $0.speedUp.map(ratio) ?? "—" }))
        }
        if rows.contains(where: { $0.bytesPerItem != nil }) {
            columns.append(("bytes/item", true, { bytes($0.bytesPerItem) }))
        }
        if rows.contains(where: { $0.allocations != nil }) {
            columns.append(("heap allocations / frame · baseline's", true, { $0.allocations ?? "—" }))
        }
        var lines = [
            "| " + columns.map(\.heading).joined(separator: " | ") + " |",
            "|" + columns.map { $0.alignRight ? "---:|" : "---|" }.joined(),
        ]
        for row in rows {
            lines.append("| " + columns.map { $0.cell(row) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// One growth figure: how a scenario measured at several sizes grows from its smallest size
    /// to its largest.
    struct Growth {
        /// The smallest and the largest size's rows.
        var small: BenchRow
        var large: BenchRow
        /// The time per item of `prepare` at the largest size over the same at the smallest
        /// (1× is linear), when both were measured.
        var preparePerItem: Double?
        /// The measured call's time at the largest size over the same at the smallest (1× does
        /// not grow).
        var measured: Double?
    }

    /// The growth of every scenario of `rows` measured at several sizes, in the order the
    /// scenarios first appear: from the minimums (least disturbed by a busy machine), and from
    /// the medians for rows that time single calls after the caches are evicted
    /// (``BenchRow/growsByMedian``).
    static func growths(_ rows: [BenchRow]) -> [Growth] {
        var scenarios: [String] = []
        var byScenario: [String: [BenchRow]] = [:]
        for row in rows {
            let key = "\(row.table) | \(row.layout) | \(row.scenario)"
            if byScenario[key] == nil { scenarios.append(key) }
            byScenario[key, default: []].append(row)
        }
        return scenarios.compactMap { key in
            guard let measured = byScenario[key],
                let small = measured.min(by: { $0.itemCount < $1.itemCount }),
                let large = measured.max(by: { $0.itemCount < $1.itemCount }),
                large.itemCount > small.itemCount
            else { return nil }
            var growth = Growth(small: small, large: large)
            if let smallPrepare = small.prepare?.min, let largePrepare = large.prepare?.min, smallPrepare > 0
            {
                growth.preparePerItem =
                    (largePrepare / Double(large.itemCount)) / (smallPrepare / Double(small.itemCount))
            }
            let byMedian = small.growsByMedian || large.growsByMedian
            if let smallTime = small.measured, let largeTime = large.measured {
                let (from, to) =
                    byMedian ? (smallTime.median, largeTime.median) : (smallTime.min, largeTime.min)
                if from > 0, to.isFinite { growth.measured = to / from }
            }
            return growth
        }
    }

    /// The growth table of `rows`.
    static func growth(_ rows: [BenchRow]) -> String {
        var lines = [
            "| table | layout | scenario | items | prepare per item | query or step |",
            "|---|---|---|---:|---:|---:|",
        ]
        for growth in growths(rows) {
            let (small, large) = (growth.small, growth.large)
            lines.append(
                "| \(large.table.shortTitle) | \(large.layout) | \(large.scenario) | "
                    + "\(count(small.itemCount)) → \(count(large.itemCount)) | "
                    + "\(growth.preparePerItem.map(ratio) ?? "—") | \(growth.measured.map(ratio) ?? "—") |")
        }
        return lines.joined(separator: "\n")
    }

    /// A ratio: one decimal below 10 (so that a layout slower than its baseline shows as such),
    /// none above.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        return format(value, digits: value < 10 ? 1 : 0) + "×"
    }

    /// "min · median", or "—" when not measured.
    static func pair(_ timing: Timing?) -> String {
        guard let timing, timing.median.isFinite else { return "—" }
        return "\(figure(timing.min)) · \(figure(timing.median))"
    }

    /// Bytes per item, "n/a" where the heap could not be read, "—" where not measured.
    static func bytes(_ value: RetainedBytes?) -> String {
        switch value {
        case nil: "—"
        case .unavailable: "n/a"
        case .perItem(let bytes): format(bytes, digits: 0)
        }
    }

    /// An item count as 1k, 10M, or the number itself.
    static func count(_ value: Int) -> String {
        value >= 1_000_000 && value % 1_000_000 == 0
            ? "\(value / 1_000_000)M"
            : value >= 1000 && value % 1000 == 0 ? "\(value / 1000)k" : "\(value)"
    }

    /// A measured figure with two significant decimals at least (never rounded to 0): 8957,
    /// 88.3, 1.23, 0.51, 0.012, 0.0030.
    static func figure(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let magnitude = abs(value)
        if magnitude >= 100 { return format(value, digits: 0) }
        if magnitude >= 10 { return format(value, digits: 1) }
        var digits = 2
        var scaled = magnitude * 10
        while scaled < 1, scaled > 0, digits < 6 {
            scaled *= 10
            digits += 1
        }
        return format(value, digits: digits)
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if digits == 0 { return String(Int(rounded)) }
        // The units and the decimals as two integers: `String(Double)` writes an exponent
        // below 1e-4.
        let units = Int(rounded.magnitude)
        let fraction = Int(((rounded.magnitude - Double(units)) * scale).rounded())
        let decimals = String(fraction)
        return (rounded < 0 ? "-" : "") + "\(units)."
            + String(repeating: "0", count: max(0, digits - decimals.count)) + decimals
    }
}
