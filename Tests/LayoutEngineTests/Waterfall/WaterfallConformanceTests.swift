import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The conformance suite's index and contract checks every layout joins, over random configurations.
final class WaterfallConformanceTests: XCTestCase {
    func testWaterfall_IndexMatchesBruteForce() {
        for seed in TestCampaign.seeds(25, quick: 4) {
            var generator = SeededGenerator(seed: seed)
            let configuration = WaterfallFixtures.randomConfiguration(&generator)
            let counts = (0..<generator.int(in: 1...4)).map { _ in generator.int(in: 0...150) }
            let direction: LayoutDirection = generator.bool() ? .leftToRight : .rightToLeft
            let layout = WaterfallFixtures.prepared(
                configuration, width: generator.double(in: 100...900), itemCounts: counts,
                direction: direction)
            LayoutConformance.checkIndex(layout, itemCounts: counts, seed: seed)
        }
    }

    func testWaterfall_Conformance() {
        for seed in TestCampaign.seeds(10) {
            var generator = SeededGenerator(seed: seed)
            let configuration = WaterfallFixtures.randomConfiguration(&generator)
            let counts = (0..<generator.int(in: 0...3)).map { _ in generator.int(in: -2...80) }
            LayoutConformance.checkConformance(
                WaterfallLayout(configuration: configuration),
                context: WaterfallFixtures.context(
                    width: generator.double(in: 0...600), itemCounts: counts,
                    offset: generator.double(in: 0...500)))
        }
    }

    func testWaterfall_ConformanceWithBadConfiguration() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: -2, columnSpacing: .all(.infinity), itemSpacing: .all(.nan), headerHeight: .all(-1),
            footerHeight: .all(.infinity), itemHeight: .aspectRatio { path in path.item % 2 == 0 ? .nan : 1 })
        LayoutConformance.checkConformance(
            WaterfallLayout(configuration: configuration),
            context: WaterfallFixtures.context(width: 200, itemCounts: [10, 0, 3]))
    }
}
