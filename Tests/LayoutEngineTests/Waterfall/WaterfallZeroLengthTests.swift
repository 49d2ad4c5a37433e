import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Zero-height items stay zero high (no minimum that keeps them apart, as in UIKit's flow
/// layout), and a query that meets a pile of them returns every one.
final class WaterfallZeroLengthTests: XCTestCase {
    /// One column, no spacing, two given heights and then a height list that has ended.
    private func pile(itemCount: Int, columns: Int = 1) -> WaterfallLayout {
        var layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: .all(columns), columnSpacing: 0, itemSpacing: 0,
                itemHeight: .heights([[120, 80]])))
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [itemCount]))
        return layout
    }

    func testWaterfall_ZeroHeightItems_StayZeroHighAtOnePosition() {
        let layout = pile(itemCount: 1000)
        XCTAssertEqual(layout.contentSize.height, 200)
        for item in [2, 3, 500, 999] {
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: item, section: 0))?.frame,
                Rect(x: 0, y: 200, width: 300, height: 0), "item \(item)")
        }
    }

    func testWaterfall_ZeroHeightPile_QueryThatMeetsItReturnsEveryItem() {
        let itemCount = 200_000
        let layout = pile(itemCount: itemCount)
        let visible = layout.attributes(in: Rect(x: 0, y: 150, width: 300, height: 600))
        XCTAssertEqual(visible.count, itemCount - 1, "every item but the first, which ends at 120")
        XCTAssertEqual(Set(visible.map(\.path.item)), Set(1..<itemCount))
        XCTAssertTrue(layout.attributes(in: Rect(x: 0, y: 201, width: 300, height: 600)).isEmpty)
    }

    func testWaterfall_ZeroHeightPile_QueriesEqualBruteForce() {
        for seed in TestCampaign.seeds(20) {
            var generator = SeededGenerator(seed: seed)
            let itemCount = generator.int(in: 2...400)
            let layout = pile(itemCount: itemCount, columns: generator.int(in: 1...5))
            guard let baseline = LayoutConformance.baseline(layout, itemCounts: [itemCount], "seed \(seed)")
            else {
                continue
            }
            let edges = [0, 120, 200, 300].map(Double.init)
            for _ in 0..<40 {
                let rect = generator.queryRect(in: Size(width: 300, height: 300), edges: edges)
                XCTAssertEqual(
                    Set(layout.attributes(in: rect).map(ElementKey.init)),
                    Set(baseline.attributes(in: rect).map(ElementKey.init)), "seed \(seed), rect \(rect)")
            }
        }
    }
}
