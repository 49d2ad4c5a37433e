import LayoutEngineTestSupport

/// How long the processor waits for one read from memory that no cache holds, measured in the
/// same run as the rows: the unit a random jump at a million items adds to the same jump at a
/// thousand, and one that moves with the host's load from hour to hour on a shared machine.
enum MemoryLatency {
    /// The words chased through: as many as the caches' eviction reads.
    private static let wordCount = ProcessorCaches.wordCount
    /// Words per 64-byte cache line.
    private static let lineWords = 8
    /// Reads per timed chase.
    private static let steps = 1 << 20

    /// The nanoseconds of one read in a chain of reads, each at an address that the one before
    /// it returned, through every cache line of 64 MiB in a seeded random order (the shortest
    /// of `runs` chases): the processor can neither overlap them nor predict the next line.
    static func nanosecondsPerRead(runs: Int = 5) -> Double {
        let lineCount = wordCount / lineWords
        // Sattolo's shuffle: one cycle through every line.
        var order = Array(0..<lineCount)
        var generator = SeededGenerator(seed: 29)
        for position in stride(from: lineCount - 1, to: 0, by: -1) {
            order.swapAt(position, Int.random(in: 0..<position, using: &generator))
        }
        var words = [Int](repeating: 0, count: wordCount)
        for position in 0..<lineCount {
            words[order[position] * lineWords] = order[(position + 1) % lineCount] * lineWords
        }
        var cursor = 0
        let time = words.withUnsafeBufferPointer { words in
            Bench.timing(runs: runs) {
                for _ in 0..<steps { cursor = words[cursor] }
            }
        }
        Bench.sink &+= cursor
        return time.min * 1e9 / Double(steps)
    }
}
