import LayoutEngine
import LayoutEngineTestSupport

/// The random choices of one host run, from its seed.
struct HostDraw {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// A number in `range`, rounded to a quarter point so that the run's code reads plainly.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &generator) * 4).rounded() / 4
    }

    /// True one time in `odds`.
    mutating func chance(_ odds: Int) -> Bool {
        int(1...max(1, odds)) == 1
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...choices.count - 1)]
    }
}
