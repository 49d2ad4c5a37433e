import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// After a scroll, an append or a resize, the layout equals a fresh `prepare` of the same
/// context.
final class FlowLayoutIncrementalTests: XCTestCase {
    private func fresh(_ layout: FlowLayout, _ context: LayoutContext) -> FlowLayout {
        var copy = FlowLayout(configuration: layout.configuration)
        copy.prepare(context)
        return copy
    }

    private func assertEqualsFresh(
        _ layout: FlowLayout, _ context: LayoutContext, _ message: String, line: UInt = #line
    ) {
        let expected = fresh(layout, context)
        XCTAssertEqual(layout.contentSize, expected.contentSize, message, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), expected.attributes(in: .infinite), message, line: line)
    }

    func testFlowAppend_ToLastSectionEqualsFullPrepare() {
        for seed in TestCampaign.seeds(80) {
            var generator = SeededGenerator(seed: seed)
            var (layout, context) = FlowLayoutIndexTests.randomLayout(&generator)
            if context.itemCounts.isEmpty { context.itemCounts = [0] }
            context.itemCounts[context.itemCounts.count - 1] = generator.int(in: 1...40)
            layout.prepare(context)
            for page in 0..<3 {
                context.itemCounts[context.itemCounts.count - 1] += generator.int(in: 1...25)
                layout.prepare(context)
                assertEqualsFresh(layout, context, "seed \(seed), page \(page)")
            }
        }
    }

    func testFlowAppend_ThatBreaksUniformSizesRelaysTheLastLine() {
        // Uniform items keep the grid on the last line; an appended item of another size makes
        // the section mixed, so the (new) last line starts at the leading edge.
        let sizing: FlowLayout.ItemSizing = .perItem { path in
            Size(width: path.item < 7 ? 100 : 60, height: 100)
        }
        var layout = FlowLayout(configuration: FlowLayout.Configuration(itemSizing: sizing))
        var context = LayoutContext(viewportSize: Size(width: 340, height: 600), itemCounts: [5])
        layout.prepare(context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 4, section: 0))?.frame.minX, 120)
        context.itemCounts = [8]
        layout.prepare(context)
        assertEqualsFresh(layout, context, "after the append")
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 7, section: 0))?.frame.minX, 110)
    }

    func testFlowScroll_ChangesNoFrames() {
        var generator = SeededGenerator(seed: 99)
        var (layout, context) = FlowLayoutIndexTests.randomLayout(&generator)
        context.itemCounts = [40, 40]
        layout.configuration.sectionHeadersPinToVisibleBounds = false
        layout.configuration.sectionFootersPinToVisibleBounds = false
        layout.prepare(context)
        let before = layout.attributes(in: .infinite)
        for offset in stride(from: 0.0, to: 2000, by: 97) {
            context.bounds.origin = Point(x: offset / 3, y: offset)
            layout.prepare(context)
            assertSameElements(layout.attributes(in: .infinite), before, "offset \(offset)")
        }
        assertEqualsFresh(layout, context, "after scrolling")
    }

    func testFlowResize_RecomputesForTheNewWidth() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        var context = LayoutContext(viewportSize: Size(width: 340, height: 600), itemCounts: [10])
        layout.prepare(context)
        context.bounds.size.width = 450
        layout.prepare(context)
        assertEqualsFresh(layout, context, "after the resize")
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 0, "four per line now")
    }

    func testFlowOtherChanges_RecomputeEverything() {
        var generator = SeededGenerator(seed: 5)
        var (layout, context) = FlowLayoutIndexTests.randomLayout(&generator)
        context.itemCounts = [30, 20, 10]
        layout.prepare(context)
        context.itemCounts = [31, 20, 10]
        layout.prepare(context)
        assertEqualsFresh(layout, context, "an earlier section grew")
        context.itemCounts = [31, 20, 4]
        layout.prepare(context)
        assertEqualsFresh(layout, context, "the last section shrank")
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 13))
        layout.prepare(context)
        assertEqualsFresh(layout, context, "the configuration changed")
    }
}
