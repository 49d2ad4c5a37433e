import XCTest

@testable import LayoutEngine

/// `HostClock`: time never runs backwards, and starts left waiting run once, checked on the
/// clock itself.
final class HostClockTests: XCTestCase {
    func testHostClock_NeverRunsBackwardsAndStartsWaitingOnce() {
        var clock = HostClock()
        XCTAssertFalse(clock.advance(to: 2))
        XCTAssertEqual(clock.time, 2)
        XCTAssertFalse(clock.advance(to: 1))
        XCTAssertEqual(clock.time, 2, "an earlier time reads as the last one")
        XCTAssertFalse(clock.advance(to: .nan))
        XCTAssertEqual(clock.time, 2)
        clock.deferStarts()
        XCTAssertTrue(clock.advance(to: 3), "the next time given starts what waits")
        XCTAssertEqual(clock.time, 3)
        XCTAssertFalse(clock.advance(to: 4), "once")
    }
}
