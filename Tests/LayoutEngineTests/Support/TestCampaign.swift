import Foundation
import XCTest

/// How much of each property test's campaign a run covers.
///
/// The default run (`swift test`) keeps every rule covered with a few seeds and modest sizes, so
/// the suite answers in well under a minute of test time in a debug build. Setting
/// `LAYOUT_LONG_TESTS=1` runs the long campaign: ten times the committed seed counts, the full
/// sizes, and the tests that need the largest counts (`.ci/run` runs it in a release build).
enum TestCampaign {
    /// Whether `LAYOUT_LONG_TESTS=1` asks for the long campaign.
    static let isLong: Bool = ProcessInfo.processInfo.environment["LAYOUT_LONG_TESTS"] == "1"

    /// How many times the committed seed count the long campaign runs.
    static let longSeedFactor: UInt64 = 10

    /// Seeds `1...quick` in the default run (`quick` defaults to `full`), `1...(full × 10)` in
    /// the long campaign.
    static func seeds(_ full: UInt64, quick: UInt64? = nil) -> ClosedRange<UInt64> {
        1...(isLong ? full * longSeedFactor : min(quick ?? full, full))
    }

    /// `quick` in the default run, `full` in the long campaign: a size or a round count.
    static func count(_ full: Int, quick: Int) -> Int {
        isLong ? full : min(quick, full)
    }

    /// Throws `XCTSkip` unless the long campaign runs: for a test whose rule needs a size that
    /// only a release build covers in reasonable time.
    static func requireLongCampaign(_ reason: String) throws {
        if !isLong { throw XCTSkip("long campaign only (LAYOUT_LONG_TESTS=1): \(reason)") }
    }
}
