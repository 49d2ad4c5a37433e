/// The README's bench summary: the block between two markers, which the bench rewrites and
/// nothing else (every byte outside the markers is kept as it was).
enum ReadmeSummary {
    /// The line before the block.
    static let begin = "<!-- bench-summary:begin -->"
    /// The line after the block.
    static let end = "<!-- bench-summary:end -->"

    /// `readme` with the text between the markers replaced by `block` (on lines of its own);
    /// throws when a marker is missing, repeated, or the end comes first.
    static func replacing(in readme: [UInt8], with block: String) throws(TextFile.Failure) -> [UInt8] {
        let (start, finish) = try markers(in: readme)
        return Array(readme[..<(start + begin.utf8.count)]) + Array(("\n" + block + "\n").utf8)
            + Array(readme[finish...])
    }

    /// Where the begin marker starts and where the end marker starts.
    static func markers(in readme: [UInt8]) throws(TextFile.Failure) -> (begin: Int, end: Int) {
        let starts = try position(of: begin, in: readme)
        let ends = try position(of: end, in: readme)
        guard starts < ends else {
            throw TextFile.Failure(description: "README.md has `\(end)` before `\(begin)`")
        }
        return (starts, ends)
    }

    /// The one position of `marker` in `bytes`.
    private static func position(of marker: String, in bytes: [UInt8]) throws(TextFile.Failure) -> Int {
        let needle = Array(marker.utf8)
        var found: [Int] = []
        if bytes.count >= needle.count {
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if bytes[start..<(start + needle.count)].elementsEqual(needle) { found.append(start) }
            }
        }
        guard let first = found.first else {
            throw TextFile.Failure(
                description: "README.md has no `\(marker)` line: put `\(begin)` and `\(end)` where the "
                    + "bench summary goes")
        }
        guard found.count == 1 else {
            throw TextFile.Failure(description: "README.md has `\(marker)` \(found.count) times, not once")
        }
        return first
    }
}
