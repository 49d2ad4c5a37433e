import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The index suite for the vertical and the mirrored fan (rules 14 and 15): `attributes(in:)`
/// equals a brute-force filter over every item's visual bounds, and the candidates stay
/// O(visible), as for the horizontal fan.
final class CircularFanDirectionQueryTests: XCTestCase {
    private typealias Twins = CircularFanTwins

    /// Random rects over the content and around every item drawn, with edges from the items.
    private func rects(
        _ generator: inout SeededGenerator, layout: CircularFanLayout, all: [LayoutAttributes], viewport: Rect
    ) -> [Rect] {
        let reach = all.reduce(viewport) { $0.union($1.visualBounds) }.insetBy(dx: -20, dy: -20)
        var edges: [Double] = []
        for element in all.prefix(200) {
            let bounds = element.visualBounds
            edges += [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY]
        }
        var result = [Rect.infinite, viewport, reach]
        for _ in 0..<TestCampaign.count(30, quick: 8) {
            if generator.bool() {
                result.append(generator.queryRect(in: layout.contentSize, edges: edges))
            } else {
                let rect = generator.queryRect(in: reach.size, edges: [])
                result.append(rect.offsetBy(dx: reach.minX, dy: reach.minY))
            }
        }
        return result
    }

    private func checkQueries(
        _ testCase: CircularFanFixtures.Case, _ orientation: Twins.Orientation, x: Double, y: Double,
        generator: inout SeededGenerator, seed: UInt64
    ) -> Bool {
        let layout = Twins.prepared(testCase, orientation, x: x, y: y)
        let all = CircularFanFixtures.everyItem(layout, itemCounts: testCase.itemCounts)
        let viewport = Twins.context(testCase, orientation, x: x, y: y).bounds
        for rect in rects(&generator, layout: layout, all: all, viewport: viewport) {
            if let difference = firstDifference(
                layout.attributes(in: rect), CircularFanFixtures.bruteForce(all, in: rect))
            {
                XCTFail(
                    "seed \(seed), \(testCase.name), \(orientation), offset \(x), rect \(rect): \(difference)"
                )
                return false
            }
        }
        return true
    }

    func testCircularFanDirections_QueryEqualsBruteForce_EveryCaseAndOffset() {
        // The quick run leaves the wheel of thousands to the long campaign.
        for (caseIndex, testCase) in CircularFanFixtures.propertyCases.enumerated()
        where TestCampaign.isLong || testCase.itemCounts.reduce(0, +) <= 1000 {
            let seed = UInt64(8_800 + caseIndex)
            var generator = SeededGenerator(seed: seed)
            let maxOffset = testCase.maxOffset
            var offsets = [0, maxOffset]
            for _ in 0..<TestCampaign.count(12, quick: 1) {
                offsets.append(generator.double(in: -0.1...1.1) * max(maxOffset, 100))
            }
            // The quick run turns each orientation to one of the offsets.
            for (index, x) in offsets.enumerated() {
                for (turn, orientation) in Twins.Orientation.allCases.enumerated()
                where TestCampaign.isLong || turn == index % 3 {
                    guard checkQueries(testCase, orientation, x: x, y: 0, generator: &generator, seed: seed)
                    else {
                        return
                    }
                }
            }
        }
    }

    func testCircularFanDirections_QueryEqualsBruteForce_RandomConfigurations() {
        var generator = SeededGenerator(seed: 8_900)
        for round in 0..<TestCampaign.count(120, quick: 24) {
            let testCase = CircularFanFixtures.randomCase(
                &generator, name: "random \(round)", counts: (300, 40))
            let orientation = Twins.Orientation.allCases[round % 3]
            let x = generator.double(in: -0.2...1.2) * max(testCase.maxOffset, 100)
            let y = generator.double(in: -30...30)
            guard checkQueries(testCase, orientation, x: x, y: y, generator: &generator, seed: 8_900) else {
                return
            }
        }
    }

    func testCircularFanDirections_JoinTheIndexSuite() {
        for (caseIndex, testCase) in CircularFanFixtures.propertyCases.enumerated()
        where TestCampaign.isLong || testCase.itemCounts.reduce(0, +) <= 1000 {
            for (step, orientation) in Twins.Orientation.allCases.enumerated() {
                let x = (testCase.maxOffset * Double(step + 1) / 4).rounded()
                LayoutConformance.checkIndex(
                    Twins.prepared(testCase, orientation, x: x), itemCounts: testCase.itemCounts,
                    seed: UInt64(8_950 + 10 * caseIndex + step), queries: TestCampaign.count(60, quick: 20))
            }
        }
    }

    func testCircularFanDirections_VisibleRangeIsOVisible_AsTheHorizontalFans() {
        let testCase = CircularFanFixtures.Case(
            name: "million", layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 500),
            viewport: Size(width: 390, height: 844), itemCounts: [1_000_000])
        let maxOffset = testCase.maxOffset
        for orientation in Twins.Orientation.allCases {
            var worstExtra = 0
            var worstCandidates = 0
            for step in 0...100 {
                let x = maxOffset * Double(step) / 100
                let layout = Twins.prepared(testCase, orientation, x: x)
                let viewport = Twins.context(testCase, orientation, x: x).bounds
                let candidates = layout._candidateCount(in: viewport)
                worstExtra = max(worstExtra, candidates - layout.attributes(in: viewport).count)
                worstCandidates = max(worstCandidates, candidates)
            }
            XCTAssertLessThanOrEqual(worstExtra, 4, "\(orientation)")
            XCTAssertLessThanOrEqual(worstCandidates, 12, "\(orientation)")
        }
    }
}
