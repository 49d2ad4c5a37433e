import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The pieces of the scrolling physics: the rubber band and its inverse, the deceleration's
/// curve, its bounce at an edge, the spring back, and the rates.
final class ScrollPhysicsTests: XCTestCase {
    func testRubberBand_OvershootUndoesDistance() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let overshoot = g.double(in: 0...5_000)
            let dimension = g.double(in: 100...2_000)
            let distance = RubberBand.distance(forOvershoot: overshoot, dimension: dimension)
            XCTAssertLessThan(distance, dimension, "never a whole viewport")
            XCTAssertEqual(
                RubberBand.overshoot(forDistance: distance, dimension: dimension), overshoot,
                accuracy: max(1e-9, overshoot * 1e-9))
        }
        XCTAssertEqual(RubberBand.distance(forOvershoot: -5, dimension: 100), 0)
        XCTAssertEqual(RubberBand.distance(forOvershoot: 5, dimension: 0), 0)
    }

    func testDecay_FollowsTheRatePerMillisecondAndRestsExactly() {
        let decay = Decay(start: 100, rest: 600, rate: .normal, at: 2, range: nil)
        XCTAssertEqual(decay.position(at: 2), 100)
        XCTAssertEqual(decay.position(at: 2.25), 100 + 500 * (1 - pow(0.998, 250)), accuracy: 1e-9)
        XCTAssertEqual(decay.velocity(at: 2), -500 * log(0.998) * 1_000, accuracy: 1e-6)
        var motion = AxisMotion.decay(decay)
        XCTAssertFalse(motion.step(to: 3, pixel: 1).isAtRest)
        let rest = motion.step(to: 9, pixel: 1)
        XCTAssertTrue(rest.isAtRest)
        XCTAssertEqual(rest.position, 600)
    }

    func testDecay_BouncesAtTheEdgeItCrossesWithoutAJump() {
        // From 300, resting at −200: it crosses 0 and springs back from there.
        var motion = AxisMotion.decay(Decay(start: 300, rest: -200, rate: .normal, at: 0, range: 0...1_000))
        guard case .decay(let decay) = motion, decay.edgeTime.isFinite else { return XCTFail("no edge") }
        XCTAssertEqual(decay.position(at: decay.edgeTime), 0, accuracy: 1e-9)
        var previous = motion.step(to: 0, pixel: 1).position
        var lowest = previous
        var time = 0.0
        var settled = false
        while time < 5 {
            time += 0.001
            let (position, isAtRest) = motion.step(to: time, pixel: 1)
            XCTAssertLessThan(abs(position - previous), 2.0, "continuous at t = \(time)")
            lowest = min(lowest, position)
            previous = position
            if isAtRest {
                settled = true
                XCTAssertEqual(position, 0)
                break
            }
        }
        XCTAssertTrue(settled)
        XCTAssertLessThan(lowest, -1)
    }

    func testSpringBack_ReturnsToItsTargetWithoutCrossingIt() {
        let spring = SpringBack(from: -80, velocity: 0, to: 0, at: 1)
        XCTAssertEqual(spring.position(at: 1), -80, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(at: 1), 0, accuracy: 1e-9)
        var previous = -80.0
        for step in 1...100 {
            let position = spring.position(at: 1 + Double(step) / 100)
            XCTAssertGreaterThanOrEqual(position, previous)
            XCTAssertLessThanOrEqual(position, 0)
            previous = position
        }
        XCTAssertTrue(spring.isAtRest(at: 2.5, distance: 0.5, speed: 10))
    }

    func testDecelerationRate_BadValuesReadAsNormal() {
        XCTAssertEqual(DecelerationRate(rawValue: 1.5), .normal)
        XCTAssertEqual(DecelerationRate(rawValue: 0), .normal)
        XCTAssertEqual(DecelerationRate(rawValue: .nan), .normal)
        XCTAssertEqual(DecelerationRate(rawValue: 0.95).rawValue, 0.95)
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
    }
}

/// UIKit's default animation curve.
final class TimingCurveTests: XCTestCase {
    func testTimingCurve_EaseInEaseOutIsTheBezierCurveOfCoreAnimation() {
        // A brute-force walk along the curve's parameter: (x(t), y(t)) for the control points
        // (0.42, 0) and (0.58, 1).
        func point(_ t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            return (3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t, 3 * u * t * t + t * t * t)
        }
        let curve = TimingCurve.easeInEaseOut
        for step in 0...1_000 {
            let (x, y) = point(Double(step) / 1_000)
            XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-9, "x = \(x)")
        }
        XCTAssertEqual(curve.value(at: -1), 0)
        XCTAssertEqual(curve.value(at: 2), 1)
        XCTAssertEqual(curve.value(at: 0.25) + curve.value(at: 0.75), 1, accuracy: 1e-12, "symmetric")
    }
}
