import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Item heights given as values (`ItemHeight.aspectRatios`, `.heights`): the same frames as the
/// closures giving the same values, height 0 without an entry, an appended page laid out
/// incrementally, and validation naming the bad entry.
final class WaterfallItemValuesTests: XCTestCase {
    private let context = LayoutContext(viewportSize: Size(width: 390, height: 800), itemCounts: [7, 12])

    private func prepared(_ itemHeight: WaterfallLayout.ItemHeight, _ context: LayoutContext)
        -> WaterfallLayout
    {
        var layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: [2, 3], headerHeight: 30, itemHeight: itemHeight))
        layout.prepare(context)
        return layout
    }

    private func randomLists(_ generator: inout SeededGenerator, counts: [Int]) -> [[Double]] {
        counts.map { count in (0..<count).map { _ in generator.double(in: 0.3...2.5) } }
    }

    func testWaterfallValues_AspectRatiosAndHeightsEqualTheirClosures() {
        var generator = SeededGenerator(seed: 7)
        let lists = randomLists(&generator, counts: context.itemCounts)
        let ratios = prepared(.aspectRatios(lists), context)
        let ratioClosure = prepared(.aspectRatio { path in lists[path.section][path.item] }, context)
        assertSameElements(ratios.attributes(in: .infinite), ratioClosure.attributes(in: .infinite))
        let heights = prepared(.heights(lists.map { $0.map { $0 * 100 } }), context)
        let heightClosure = prepared(.computed { path, _ in lists[path.section][path.item] * 100 }, context)
        assertSameElements(heights.attributes(in: .infinite), heightClosure.attributes(in: .infinite))
    }

    func testWaterfallValues_ItemWithoutAnEntryHasHeightZero() {
        let layout = prepared(.heights([[50]]), context)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.height, 50)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.height, 0)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.height, 0)
    }

    /// The next page's ratios appended to the last list keep the geometry: `prepare` appends
    /// (the `_lastPreparation` hook) and equals a fresh layout; a changed value of an item laid
    /// out already is a full pass.
    func testWaterfallValues_AppendedPageIsIncrementalAndChangedValueIsFull() {
        var generator = SeededGenerator(seed: 11)
        var lists = randomLists(&generator, counts: context.itemCounts)
        var context = context
        var layout = prepared(.aspectRatios(lists), context)
        for _ in 0..<3 {
            lists[1] += randomLists(&generator, counts: [25])[0]
            layout.configuration.itemHeight = .aspectRatios(lists)
            context.itemCounts = lists.map(\.count)
            layout.prepare(context)
            XCTAssertEqual(layout._lastPreparation, .append)
            assertSameElements(
                layout.attributes(in: .infinite),
                prepared(.aspectRatios(lists), context).attributes(in: .infinite))
        }
        lists[0][0] *= 2
        layout.configuration.itemHeight = .aspectRatios(lists)
        layout.prepare(context)
        XCTAssertEqual(layout._lastPreparation, .full)
        assertSameElements(
            layout.attributes(in: .infinite),
            prepared(.aspectRatios(lists), context).attributes(in: .infinite))
    }

    func testWaterfallValues_ValidationNamesTheBadEntry() {
        var configuration = WaterfallLayout.Configuration(itemHeight: .aspectRatios([[1, 2], [1, 0]]))
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual(
                error as? LayoutConfigurationError,
                LayoutConfigurationError(field: "aspectRatios[1][1]", value: 0, rule: .mustBePositive))
        }
        configuration.itemHeight = .heights([[.nan]])
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "heights[0][0]")
        }
        configuration.itemHeight = .heights([[20, 30]])
        XCTAssertNoThrow(try configuration.validate())
    }
}
