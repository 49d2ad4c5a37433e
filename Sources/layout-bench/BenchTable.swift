/// Prints bench rows as a Markdown table, ready to paste into the README.
enum BenchTable {
    /// The table for `rows`.
    static func markdown(_ rows: [BenchRow]) -> String {
        var lines = [
            "| layout | scenario | items | prepare (ms) | query (µs) | baseline (µs) | speed-up | bytes/item |",
            "|---|---|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let baseline = row.baselineMicroseconds.map { format($0, digits: 1) } ?? "—"
            let ratio =
                row.baselineMicroseconds.map {
                    format($0 / max(row.queryMicroseconds, 1e-9), digits: 0) + "×"
                } ?? "—"
            let bytes = row.bytesPerItem.map { format($0, digits: 0) } ?? "—"
            lines.append(
                "| \(row.layout) | \(row.scenario) | \(count(row.itemCount)) | \(format(row.prepareMilliseconds, digits: 2)) "
                    + "| \(format(row.queryMicroseconds, digits: 2)) | \(baseline) | \(ratio) | \(bytes) |")
        }
        return lines.joined(separator: "\n")
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
