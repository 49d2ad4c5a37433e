import Foundation
import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The host's own exponential and logarithm against the C library's.
final class HostMathTests: XCTestCase {
    func testHostMath_ExpMatchesTheCLibrary() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let x = g.double(in: -740...709)
            let expected = Foundation.exp(x)
            XCTAssertEqual(HostMath.exp(x), expected, accuracy: abs(expected) * 1e-15, "exp(\(x))")
        }
        for x in [0.0, 1, -1, 1e-300, -1e-300, 0.5, -0.5] {
            XCTAssertEqual(
                HostMath.exp(x), Foundation.exp(x), accuracy: Foundation.exp(x) * 1e-15, "exp(\(x))")
        }
    }

    func testHostMath_ExpEdges() {
        XCTAssertEqual(HostMath.exp(710), .infinity)
        XCTAssertEqual(HostMath.exp(-746), 0)
        XCTAssertTrue(HostMath.exp(.nan).isNaN)
        XCTAssertEqual(HostMath.exp(0), 1)
    }

    func testHostMath_LogMatchesTheCLibrary() {
        var g = SeededGenerator(seed: 8)
        for _ in 0..<2_000 {
            let x = Foundation.exp(g.double(in: -700...700)) * g.double(in: 0.5...2)
            let expected = Foundation.log(x)
            XCTAssertEqual(
                HostMath.log(x), expected, accuracy: max(abs(expected) * 1e-15, 1e-16), "log(\(x))")
        }
        for x in [1.0, 0.998, 0.99, 2, 0.5, 0x1p-1030, Double.greatestFiniteMagnitude] {
            let expected = Foundation.log(x)
            XCTAssertEqual(
                HostMath.log(x), expected, accuracy: max(abs(expected) * 1e-15, 1e-17), "log(\(x))")
        }
    }

    func testHostMath_LogEdges() {
        XCTAssertEqual(HostMath.log(0), -.infinity)
        XCTAssertEqual(HostMath.log(.infinity), .infinity)
        XCTAssertTrue(HostMath.log(-1).isNaN)
        XCTAssertTrue(HostMath.log(.nan).isNaN)
        XCTAssertEqual(HostMath.log(1), 0)
    }
}
