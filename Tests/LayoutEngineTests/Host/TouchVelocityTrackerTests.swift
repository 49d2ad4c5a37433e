import XCTest

@testable import LayoutEngine

/// The release velocity: Flutter's estimate of iOS's, from the last four touch samples.
final class TouchVelocityTrackerTests: XCTestCase {
    func testVelocityTracker_WeightsTheOlderPairsMost() {
        var tracker = TouchVelocityTracker()
        for (time, y) in [(0.0, 0.0), (0.01, 10), (0.02, 30), (0.03, 60)] {
            tracker.add(Point(x: 0, y: y), at: time)
        }
        // Pair velocities 1000, 2000, 3000 points a second, oldest first.
        XCTAssertEqual(
            tracker.velocity(at: 0.03).y, 0.6 * 1_000 + 0.35 * 2_000 + 0.05 * 3_000, accuracy: 1e-9)
    }

    func testVelocityTracker_UsesTheLastFourSamplesOnly() {
        var tracker = TouchVelocityTracker()
        tracker.add(Point(x: 0, y: 5_000), at: 0)
        for (index, time) in [0.01, 0.02, 0.03, 0.04].enumerated() {
            tracker.add(Point(x: Double(index) * 8, y: 0), at: time)
        }
        XCTAssertEqual(tracker.velocity(at: 0.04), Point(x: 800, y: 0))
    }

    func testVelocityTracker_AFingerThatStoppedHasNoVelocity() {
        var tracker = TouchVelocityTracker()
        for (time, y) in [(0.0, 0.0), (0.01, 10), (0.02, 20), (0.03, 30)] {
            tracker.add(Point(x: 0, y: y), at: time)
        }
        XCTAssertEqual(
            tracker.velocity(at: 0.069).y, 1_000, accuracy: 1e-9, "within 40 ms of the last sample")
        XCTAssertEqual(tracker.velocity(at: 0.071), .zero, "more than 40 ms")
    }

    func testVelocityTracker_FewSamplesGiveTheirWeightsOnly() {
        var tracker = TouchVelocityTracker()
        XCTAssertEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 0, y: 10), at: 0.01)
        XCTAssertEqual(tracker.velocity(at: 0.01).y, 0.05 * 1_000, accuracy: 1e-9)
        tracker.reset()
        XCTAssertEqual(tracker.velocity(at: 0.01), .zero)
    }
}
