/// Prints bench rows as a Markdown table, ready to paste into the README.
enum BenchTable {
    /// The table for `rows`.
    static func markdown(_ rows: [BenchRow]) -> String {
        var lines = [
            "| layout | scenario | items | prepare (ms) min · med | query (µs) min · med | sweep (µs) | "
                + "baseline (µs) min · med | speed-up | bytes/item |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let prepare = pair(row.prepareMinMilliseconds, row.prepareMilliseconds, digits: 2)
            let query = pair(row.queryMinMicroseconds, row.queryMicroseconds, digits: 2)
            let sweep = row.sweepMicroseconds.map { format($0, digits: 2) } ?? "—"
            let baseline =
                row.baselineMicroseconds.map { pair(row.baselineMinMicroseconds, $0, digits: 1) } ?? "—"
            let ratio =
                row.baselineMicroseconds.flatMap { baseline in
                    guard row.queryMicroseconds.isFinite else { return nil }
                    // Below 10×, one decimal: a layout slower than the baseline shows as such.
                    let speedUp = baseline / max(row.queryMicroseconds, 1e-9)
                    return format(speedUp, digits: speedUp < 10 ? 1 : 0) + "×"
                } ?? "—"
            let bytes = row.bytesPerItem.map { format($0, digits: 0) } ?? "—"
            lines.append(
                "| \(row.layout) | \(row.scenario) | \(count(row.itemCount)) | \(prepare) | \(query) | \(sweep) "
                    + "| \(baseline) | \(ratio) | \(bytes) |")
        }
        return lines.joined(separator: "\n")
    }

    /// How each scenario measured at several sizes grows from its smallest size to its largest:
    /// the time per item of `prepare` (1× is linear) and the query or step time (1× is
    /// independent of the item count; an O(log n + k) query grows slowly), from the minimums
    /// where recorded (least disturbed by a busy machine), and from the medians for rows that
    /// time single calls after the caches are evicted (``BenchRow/growsByMedian``).
    static func growth(_ rows: [BenchRow]) -> String {
        var lines = [
            "| layout | scenario | items | prepare per item | query or step |",
            "|---|---|---:|---:|---:|",
        ]
        var scenarios: [String] = []
        var byScenario: [String: [BenchRow]] = [:]
        for row in rows {
            let key = row.layout + " | " + row.scenario
            if byScenario[key] == nil { scenarios.append(key) }
            byScenario[key, default: []].append(row)
        }
        for key in scenarios {
            guard let measured = byScenario[key],
                let small = measured.min(by: { $0.itemCount < $1.itemCount }),
                let large = measured.max(by: { $0.itemCount < $1.itemCount }),
                large.itemCount > small.itemCount
            else { continue }
            let smallPrepare = small.prepareMinMilliseconds ?? small.prepareMilliseconds
            let largePrepare = large.prepareMinMilliseconds ?? large.prepareMilliseconds
            let prepare =
                smallPrepare > 0 && largePrepare > 0
                ? ratio(
                    (largePrepare / Double(large.itemCount)) / (smallPrepare / Double(small.itemCount)))
                : "—"
            let byMedian = small.growsByMedian || large.growsByMedian
            let smallQuery =
                byMedian ? small.queryMicroseconds : small.queryMinMicroseconds ?? small.queryMicroseconds
            let largeQuery =
                byMedian ? large.queryMicroseconds : large.queryMinMicroseconds ?? large.queryMicroseconds
            let query = smallQuery > 0 && largeQuery.isFinite ? ratio(largeQuery / smallQuery) : "—"
            lines.append(
                "| \(key) | \(count(small.itemCount)) → \(count(large.itemCount)) | \(prepare) | \(query) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A growth factor, "—" when not finite.
    private static func ratio(_ value: Double) -> String {
        value.isFinite ? format(value, digits: 1) + "×" : "—"
    }

    /// "min · median" when the minimum is known, otherwise the median alone.
    private static func pair(_ minimum: Double?, _ median: Double, digits: Int) -> String {
        guard median.isFinite else { return "—" }
        guard let minimum else { return format(median, digits: digits) }
        return "\(format(minimum, digits: digits)) · \(format(median, digits: digits))"
    }

    private static func count(_ value: Int) -> String {
        value >= 1_000_000 && value % 1_000_000 == 0
            ? "\(value / 1_000_000)M"
            : value >= 1000 && value % 1000 == 0 ? "\(value / 1000)k" : "\(value)"
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if digits == 0 { return String(Int(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
