import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The contract and incremental suites.
final class CircularFanConformanceTests: XCTestCase {
    func testCircularFan_JoinsTheConformanceSuite_WhenEveryItemIsOnTheWheel() {
        // The contract's "every cell once" holds while the whole row fits in one turn.
        let cases = [
            CircularFanFixtures.small(), CircularFanFixtures.small(count: 1),
            CircularFanFixtures.small(count: 0),
            CircularFanFixtures.propertyCases[5],  // sections
            CircularFanFixtures.Case(
                name: "ten", layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 1000),
                viewport: Size(width: 390, height: 844), itemCounts: [10]),
        ]
        for testCase in cases {
            for fraction in [0, 0.37, 0.5, 1] {
                LayoutConformance.checkConformance(
                    testCase.layout, context: testCase.context(x: fraction * testCase.maxOffset))
            }
        }
    }

    func testCircularFan_WholeContentQueryReturnsEveryItemOnTheWheelOnce() {
        // Past one turn, the whole-content query returns exactly the items whose angle lies in
        // [-π, π), each once and equal to `attributes(at:)`.
        for testCase in CircularFanFixtures.propertyCases {
            for fraction in [0, 0.25, 0.5, 1] {
                let layout = testCase.prepared(x: fraction * testCase.maxOffset)
                let expected = CircularFanFixtures.everyItem(layout, itemCounts: testCase.itemCounts)
                XCTAssertFalse(expected.isEmpty, "\(testCase.name) at \(fraction): items on the wheel")
                assertSameElements(
                    layout.attributes(in: .infinite), expected, "\(testCase.name) at \(fraction)")
                for element in expected {
                    let angle = layout.angle(at: element.path) ?? .nan
                    XCTAssert(angle >= -.pi && angle < .pi, "\(testCase.name): \(element.path) at \(angle)")
                }
            }
        }
    }

    func testCircularFan_Scroll_EqualsAFreshPrepare() {
        var generator = SeededGenerator(seed: 8_500)
        for testCase in CircularFanFixtures.propertyCases {
            var scrolled = testCase.prepared(x: 0)
            for _ in 0..<10 {
                let x = generator.double(in: -50...(testCase.maxOffset + 50))
                scrolled.prepare(testCase.context(x: x))
                XCTAssertEqual(scrolled, testCase.prepared(x: x), "seed 8500, \(testCase.name), offset \(x)")
            }
        }
    }

    func testCircularFan_CountChangeAndResize_EqualAFreshPrepare() {
        let testCase = CircularFanFixtures.small()
        var layout = testCase.prepared(x: 40)
        let grown = LayoutContext(
            bounds: Rect(x: 40, y: 0, width: 320, height: 480), itemCounts: [5, 9])
        layout.prepare(grown)
        var fresh = testCase.layout
        fresh.prepare(grown)
        XCTAssertEqual(layout, fresh)
        XCTAssertEqual(layout.contentSize, Size(width: 1400, height: 480))
    }

    func testCircularFan_ConfigurationChange_TakesEffectAtTheNextPrepare() {
        let testCase = CircularFanFixtures.small()
        var layout = testCase.prepared(x: 0)
        layout.configuration.radius = 400
        layout.prepare(testCase.context(x: 0))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.anchorPoint, Point(x: 0.5, y: 8.5))
    }
}
