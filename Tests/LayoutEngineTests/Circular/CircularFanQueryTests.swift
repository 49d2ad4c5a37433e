import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The index suite: `attributes(in:)` equals a brute-force filter over every item's visual
/// bounds, and the visible range it computes from the rect stays O(visible).
final class CircularFanQueryTests: XCTestCase {
    /// Offsets across the sweep and past both ends (a bounce).
    private func offsets(_ testCase: CircularFanFixtures.Case, count: Int, generator: inout SeededGenerator)
        -> [Double]
    {
        let maxOffset = testCase.maxOffset
        var result = [0, maxOffset, maxOffset / 2]
        for _ in 0..<count {
            result.append(generator.double(in: -0.1...1.1) * max(maxOffset, 100))
        }
        return result
    }

    func testCircularFan_QueryEqualsBruteForceOverEveryItem_ManyOffsetsAndRects() {
        for (caseIndex, testCase) in CircularFanFixtures.propertyCases.enumerated() {
            let seed = UInt64(8_000 + caseIndex)
            var generator = SeededGenerator(seed: seed)
            let offsetCount =
                testCase.itemCounts.reduce(0, +) > 1000
                ? TestCampaign.count(4, quick: 2) : TestCampaign.count(24, quick: 6)
            for x in offsets(testCase, count: offsetCount, generator: &generator) {
                let layout = testCase.prepared(x: x)
                let all = CircularFanFixtures.everyItem(layout, itemCounts: testCase.itemCounts)
                let wheel = CircularFanFixtures.wheelBounds(testCase, x: x)
                var rects = [Rect.infinite, Rect(origin: Point(x: x, y: 0), size: testCase.viewport), wheel]
                for _ in 0..<40 {
                    rects.append(
                        CircularFanFixtures.queryRect(&generator, layout: layout, wheel: wheel, all: all))
                }
                for rect in rects {
                    let expected = CircularFanFixtures.bruteForce(all, in: rect)
                    if let difference = firstDifference(layout.attributes(in: rect), expected) {
                        XCTFail("\(testCase.name), seed \(seed), offset \(x), rect \(rect): \(difference)")
                        return
                    }
                }
            }
        }
    }

    func testCircularFan_QueryEqualsBruteForce_RandomConfigurations() {
        // Random wheels, small radii and zero extents included, at random offsets.
        var generator = SeededGenerator(seed: 8_600)
        for round in 0..<TestCampaign.count(150, quick: 25) {
            let testCase = CircularFanFixtures.randomCase(
                &generator, name: "random \(round)", counts: (400, 50))
            for _ in 0..<3 {
                let x = generator.double(in: -0.2...1.2) * max(testCase.maxOffset, 100)
                let layout = testCase.prepared(x: x, y: generator.double(in: -30...30))
                let all = CircularFanFixtures.everyItem(layout, itemCounts: testCase.itemCounts)
                let wheel = CircularFanFixtures.wheelBounds(testCase, x: x)
                for _ in 0..<30 {
                    let rect = CircularFanFixtures.queryRect(
                        &generator, layout: layout, wheel: wheel, all: all)
                    if let difference = firstDifference(
                        layout.attributes(in: rect), CircularFanFixtures.bruteForce(all, in: rect))
                    {
                        XCTFail(
                            "seed 8600, \(testCase.name) \(testCase.layout), offset \(x), rect \(rect): \(difference)"
                        )
                        return
                    }
                }
            }
        }
    }

    func testCircularFan_JoinsTheIndexSuite_AtEachOffset() {
        for (caseIndex, testCase) in CircularFanFixtures.propertyCases.enumerated() {
            var generator = SeededGenerator(seed: UInt64(8_100 + caseIndex))
            for (step, x) in offsets(testCase, count: TestCampaign.count(6, quick: 1), generator: &generator)
                .enumerated()
            {
                LayoutConformance.checkIndex(
                    testCase.prepared(x: x), itemCounts: testCase.itemCounts,
                    seed: UInt64(8_200 + 10 * caseIndex + step), queries: 120)
            }
        }
    }

    func testCircularFan_MillionItems_QueryEqualsBruteForce() {
        let testCase = CircularFanFixtures.Case(
            name: "million", layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 500),
            viewport: Size(width: 390, height: 844), itemCounts: [1_000_000])
        var generator = SeededGenerator(seed: 8_300)
        for x in [0, testCase.maxOffset, 40_000_123.5] {
            let layout = testCase.prepared(x: x)
            let all = CircularFanFixtures.everyItem(layout, itemCounts: testCase.itemCounts)
            // One turn of the wheel: 2π / atan(80 / 500) items at most.
            XCTAssertLessThanOrEqual(all.count, 40, "offset \(x)")
            let wheel = CircularFanFixtures.wheelBounds(testCase, x: x)
            for _ in 0..<60 {
                let rect = CircularFanFixtures.queryRect(&generator, layout: layout, wheel: wheel, all: all)
                if let difference = firstDifference(
                    layout.attributes(in: rect), CircularFanFixtures.bruteForce(all, in: rect))
                {
                    XCTFail("seed 8300, offset \(x), rect \(rect): \(difference)")
                    return
                }
            }
        }
    }

    func testCircularFan_VisibleRangeIsOVisible_SameForTenAndAMillionItems() {
        // Per-frame work: the candidates the viewport query tests exceed the visible items by a
        // few at every offset, whatever the number of items.
        for count in [10, 1_000_000] {
            let testCase = CircularFanFixtures.Case(
                name: "\(count)",
                layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 500),
                viewport: Size(width: 390, height: 844), itemCounts: [count])
            let maxOffset = testCase.maxOffset
            var worstExtra = 0
            var worstCandidates = 0
            for step in 0...400 {
                let x = maxOffset * Double(step) / 400
                let layout = testCase.prepared(x: x)
                let viewport = Rect(origin: Point(x: x, y: 0), size: testCase.viewport)
                let candidates = layout._candidateCount(in: viewport)
                worstExtra = max(worstExtra, candidates - layout.attributes(in: viewport).count)
                worstCandidates = max(worstCandidates, candidates)
            }
            XCTAssertLessThanOrEqual(worstExtra, 4, "\(count) items")
            XCTAssertLessThanOrEqual(worstCandidates, 12, "\(count) items")
        }
    }

    func testCircularFan_TallViewportOnSmallWheel_CandidatesStayNearTheVisibleArcs() {
        // The viewport reaches the wheel's centre, so the reference's θ has a denominator ≤ 0;
        // a narrow viewport shows only arcs at the top and the bottom of the wheel. The
        // candidates follow those arcs instead of the whole turn.
        let testCase = CircularFanFixtures.Case(
            name: "narrow", layout: CircularFanLayout(itemSize: Size(width: 20, height: 30), radius: 600),
            viewport: Size(width: 100, height: 2000), itemCounts: [100_000])
        let maxOffset = testCase.maxOffset
        for step in 0...50 {
            let x = maxOffset * Double(step) / 50
            let layout = testCase.prepared(x: x)
            let viewport = Rect(origin: Point(x: x, y: 0), size: testCase.viewport)
            let onWheel = layout.attributes(in: .infinite).count
            let visible = layout.attributes(in: viewport).count
            let candidates = layout._candidateCount(in: viewport)
            XCTAssertGreaterThan(onWheel, 90, "offset \(x)")  // at least half a turn
            XCTAssertLessThanOrEqual(candidates - visible, 8, "offset \(x): \(candidates) for \(visible)")
        }
    }

    func testCircularFan_ReferenceHalfAngle_PlusOneEachSide_HoldsEveryVisibleItem() {
        // The reference's θ: tan θ = (width / 2) / (radius + itemHeight / 2 − height / 2). For an
        // ordinary wheel every item drawn in the viewport lies within (−θ − step, θ + step).
        let testCase = CircularFanFixtures.propertyCases[0]
        let size = testCase.layout.configuration.itemSize
        let theta = atan2(
            testCase.viewport.width / 2,
            testCase.layout.configuration.radius + size.height / 2 - testCase.viewport.height / 2)
        let step = testCase.layout.configuration.resolvedAnglePerItem
        var seen = 0
        for index in 0...200 {
            let x = testCase.maxOffset * Double(index) / 200
            let layout = testCase.prepared(x: x)
            for element in layout.attributes(in: Rect(origin: Point(x: x, y: 0), size: testCase.viewport)) {
                let angle = layout.angle(at: element.path) ?? .nan
                XCTAssert(abs(angle) < theta + step, "offset \(x), \(element.path) at \(angle)")
                seen += 1
            }
        }
        XCTAssertGreaterThan(seen, 200)
    }

    func testCircularFan_NullAndNaNRectsReturnNothing_InfiniteExtentsAreRects() {
        let layout = CircularFanFixtures.small().prepared(x: 50)
        XCTAssertEqual(layout.attributes(in: .null), [])
        XCTAssertEqual(layout.attributes(in: Rect(x: .nan, y: 0, width: 10, height: 10)), [])
        // An infinite extent is a rect like any other.
        let wide = Rect(x: 0, y: 0, width: .infinity, height: 400)
        let all = CircularFanFixtures.everyItem(layout, itemCounts: [5])
        assertSameElements(layout.attributes(in: wide), CircularFanFixtures.bruteForce(all, in: wide))
    }
}
