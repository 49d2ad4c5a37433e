import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Sizes given as values (`ItemSizing.sizes`): the same frames as a closure giving the same
/// sizes, a zero size for an item without an entry, and the next page's sizes appended to the
/// lists keep the laid-out geometry.
final class FlowItemSizesTests: XCTestCase {
    private func randomSizes(_ generator: inout SeededGenerator, counts: [Int]) -> [[Size]] {
        counts.map { count in
            (0..<count).map { _ in
                Size(width: generator.double(in: 10...200), height: generator.double(in: 10...120))
            }
        }
    }

    private func prepared(_ sizing: FlowLayout.ItemSizing, _ context: LayoutContext) -> FlowLayout {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: sizing,
                metrics: .all(FlowLayout.SectionMetrics(sectionInset: EdgeInsets(all: 6)))))
        layout.prepare(context)
        return layout
    }

    func testFlowSizes_GiveTheFramesOfTheSameSizesFromAClosure() {
        for seed in TestCampaign.seeds(20) {
            var generator = SeededGenerator(seed: seed)
            let counts = (0..<generator.int(in: 1...4)).map { _ in generator.int(in: 0...40) }
            let sizes = randomSizes(&generator, counts: counts)
            let context = LayoutContext(viewportSize: Size(width: 390, height: 800), itemCounts: counts)
            let fromValues = prepared(.sizes(sizes), context)
            let fromClosure = prepared(.perItem { path in sizes[path.section][path.item] }, context)
            XCTAssertEqual(fromValues.contentSize, fromClosure.contentSize, "seed \(seed)")
            assertSameElements(
                fromValues.attributes(in: .infinite), fromClosure.attributes(in: .infinite), "seed \(seed)")
        }
    }

    func testFlowSizes_ItemWithoutAnEntryHasSizeZero() {
        let layout = prepared(
            .sizes([[Size(width: 100, height: 40)]]),
            LayoutContext(viewportSize: Size(width: 390, height: 800), itemCounts: [2, 1]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.size, .zero)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.size, .zero)
    }

    /// A page of sizes appended to the lists, with the counts grown to match, equals a fresh
    /// layout; so does a changed size of an item already laid out (the geometry is recomputed).
    func testFlowSizes_AppendedPageAndChangedSizeEqualAFreshLayout() {
        for seed in TestCampaign.seeds(20) {
            var generator = SeededGenerator(seed: seed)
            var sizes = randomSizes(
                &generator, counts: [generator.int(in: 0...10), generator.int(in: 1...30)])
            var context = LayoutContext(
                viewportSize: Size(width: 390, height: 800), itemCounts: sizes.map(\.count))
            var layout = prepared(.sizes(sizes), context)
            for _ in 0..<4 {
                sizes[1] += randomSizes(&generator, counts: [generator.int(in: 1...20)])[0]
                layout.configuration.itemSizing = .sizes(sizes)
                context.itemCounts = sizes.map(\.count)
                layout.prepare(context)
                let fresh = prepared(.sizes(sizes), context)
                assertSameElements(
                    layout.attributes(in: .infinite), fresh.attributes(in: .infinite), "seed \(seed), page")
            }
            sizes[1][0].width += 17
            layout.configuration.itemSizing = .sizes(sizes)
            layout.prepare(context)
            let fresh = prepared(.sizes(sizes), context)
            assertSameElements(
                layout.attributes(in: .infinite), fresh.attributes(in: .infinite), "seed \(seed), changed")
        }
    }
}
