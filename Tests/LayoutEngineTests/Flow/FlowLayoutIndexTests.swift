import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The conformance suite's index and contract checks on random flow layouts: random sizes, sections, headers,
/// footers, insets, directions and alignments.
final class FlowLayoutIndexTests: XCTestCase {
    /// A random flow configuration and context from `generator`.
    static func randomLayout(_ generator: inout SeededGenerator) -> (FlowLayout, LayoutContext) {
        let sizeSeed = generator.next()
        let sizing: FlowLayout.ItemSizing =
            generator.int(in: 0...3) == 0
            ? .fixed(Size(width: generator.double(in: 10...150), height: generator.double(in: 10...150)))
            : .perItem { path in
                var itemGenerator = SeededGenerator(seed: sizeSeed &+ UInt64(path.item * 31 + path.section))
                return Size(
                    width: itemGenerator.double(in: 5...200), height: itemGenerator.double(in: 5...160))
            }
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(
                top: generator.double(in: 0...20), left: generator.double(in: 0...20),
                bottom: generator.double(in: 0...20), right: generator.double(in: 0...20)),
            minimumLineSpacing: generator.double(in: 0...15),
            minimumInteritemSpacing: generator.double(in: 0...15),
            headerReferenceSize: generator.bool() ? Size(width: 30, height: 30) : .zero,
            footerReferenceSize: generator.bool() ? Size(width: 20, height: 20) : .zero,
            lineAlignment: LineAlignment(
                cross: LineAlignment.Cross.allCases[generator.int(in: 0...2)],
                along: LineAlignment.Along.allCases[generator.int(in: 0...3)]))
        let configuration = FlowLayout.Configuration(
            itemSizing: sizing, scrollDirection: generator.bool() ? .vertical : .horizontal,
            metrics: .all(metrics),
            sectionHeadersPinToVisibleBounds: generator.int(in: 0...3) == 0,
            sectionFootersPinToVisibleBounds: generator.int(in: 0...3) == 0)
        let sections = generator.int(in: 0...5)
        let context = LayoutContext(
            bounds: Rect(
                x: generator.double(in: 0...300), y: generator.double(in: 0...300),
                width: generator.double(in: 100...500), height: generator.double(in: 100...700)),
            itemCounts: (0..<sections).map { _ in generator.int(in: 0...60) },
            contentInsets: generator.bool() ? EdgeInsets(all: generator.double(in: 0...20)) : .zero,
            layoutDirection: generator.bool() ? .leftToRight : .rightToLeft)
        return (FlowLayout(configuration: configuration), context)
    }

    func testFlowIndex_QueriesMatchBruteForceOnRandomLayouts() {
        for seed in TestCampaign.seeds(60, quick: 15) {
            var generator = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomLayout(&generator)
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: context.itemCounts, seed: seed, queries: 150)
        }
    }

    func testFlowConformance_OnRandomLayouts() {
        for seed in UInt64(200)...240 {
            var generator = SeededGenerator(seed: seed)
            let (layout, context) = Self.randomLayout(&generator)
            LayoutConformance.checkConformance(layout, context: context)
        }
    }

    func testFlowIndex_QueryResultsAreAlwaysInsideTheRect() {
        var generator = SeededGenerator(seed: 7)
        var (layout, context) = Self.randomLayout(&generator)
        context.itemCounts = [500]
        layout.prepare(context)
        var checked = 0
        for _ in 0..<200 {
            let rect = generator.queryRect(in: layout.contentSize)
            for element in layout.attributes(in: rect) {
                XCTAssertTrue(element.frame.intersects(rect), "seed 7: \(element.path) outside \(rect)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000, "seed 7: the queries return elements to check")
    }
}
