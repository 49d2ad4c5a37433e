import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Snapping: rest with one item upright at the top (the small wheel: item `offset / 50` is at
/// the top, maximum offset 200).
final class CircularFanSnappingTests: XCTestCase {
    private let layout = CircularFanFixtures.small().prepared(x: 60)

    private func target(_ x: Double, velocity: Double = 0) -> Point {
        layout.targetContentOffset(proposed: Point(x: x, y: 13), velocity: Point(x: velocity, y: 0))
    }

    func testCircularFan_Snapping_RoundsToTheNearestItem() {
        XCTAssertEqual(target(60), Point(x: 50, y: 0))  // item 1.2 → 1
        XCTAssertEqual(target(80), Point(x: 100, y: 0))  // item 1.6 → 2
        XCTAssertEqual(target(100), Point(x: 100, y: 0))
    }

    func testCircularFan_Snapping_VelocityMovesOneItemInItsDirection() {
        XCTAssertEqual(target(60, velocity: 0.4), Point(x: 100, y: 0))
        XCTAssertEqual(target(60, velocity: -0.4), Point(x: 0, y: 0))
        XCTAssertEqual(target(100, velocity: 2), Point(x: 150, y: 0))
    }

    func testCircularFan_Snapping_StaysWithinTheEnds() {
        XCTAssertEqual(target(-80), Point(x: 0, y: 0))
        XCTAssertEqual(target(10, velocity: -3), Point(x: 0, y: 0))
        XCTAssertEqual(target(900), Point(x: 200, y: 0))
        XCTAssertEqual(target(190, velocity: 3), Point(x: 200, y: 0))
        XCTAssertEqual(target(1e300, velocity: 1), Point(x: 200, y: 0))
    }

    func testCircularFan_Snapping_RestsWithAnItemUpright() {
        var generator = SeededGenerator(seed: 8_400)
        let testCase = CircularFanFixtures.Case(
            name: "odd", layout: CircularFanLayout(itemSize: Size(width: 70, height: 90), radius: 333),
            viewport: Size(width: 390, height: 500), itemCounts: [37])
        let prepared = testCase.prepared(x: 0)
        for _ in 0..<200 {
            let proposed = generator.double(in: -100...3000)
            let velocity = generator.double(in: -2...2)
            let target = prepared.targetContentOffset(
                proposed: Point(x: proposed, y: 0), velocity: Point(x: velocity, y: 0))
            XCTAssert(target.x >= 0 && target.x <= testCase.maxOffset, "seed 8400: \(proposed) → \(target)")
            let rested = testCase.prepared(x: target.x)
            let upright = (0..<37).filter {
                abs(rested.angle(at: ItemPath(item: $0, section: 0)) ?? 1) < 1e-9
            }
            XCTAssertEqual(upright.count, 1, "seed 8400: \(proposed) → \(target)")
        }
    }

    func testCircularFan_Snapping_NaNProposalReadsAsZero() {
        XCTAssertEqual(target(.nan), Point(x: 0, y: 0))
        XCTAssertEqual(target(.infinity, velocity: .nan), Point(x: 0, y: 0))
    }

    func testCircularFan_Snapping_SingleItemAndZeroItemsRestAtZero() {
        for count in [0, 1] {
            let single = CircularFanFixtures.small(count: count).prepared(x: 0)
            XCTAssertEqual(
                single.targetContentOffset(proposed: Point(x: 40, y: 5), velocity: Point(x: 3, y: 0)), .zero)
        }
        // One item wider than the viewport scrolls, but its angle never changes: rest at 0.
        var wide = CircularFanLayout(itemSize: Size(width: 500, height: 50), radius: 200)
        wide.prepare(LayoutContext(viewportSize: Size(width: 300, height: 400), itemCounts: [1]))
        XCTAssertEqual(wide.targetContentOffset(proposed: Point(x: 150, y: 0), velocity: .zero), .zero)
    }
}
