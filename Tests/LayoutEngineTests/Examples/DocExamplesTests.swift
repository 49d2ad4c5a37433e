import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Runs every example of the documentation catalog (``DocExamples``, verbatim copies) and checks
/// what its comments and the text around it claim.
final class DocExamplesTests: XCTestCase {
    func testDocs_LandingPage_ReturnsWhatAFreshLayoutShows() async {
        let (layout, context, visible) = await DocExamples.landingPage()
        var unscrolled = context
        unscrolled.bounds.origin = .zero
        XCTAssertEqual(
            LayoutChange(from: unscrolled, to: context), .scroll, "a scroll: nothing is laid out again")
        var fresh = FlowLayout(configuration: layout.configuration)
        fresh.prepare(context)
        assertSameElements(visible, fresh.attributes(in: context.bounds))
        XCTAssertFalse(visible.isEmpty)
    }

    func testDocs_GettingStarted_ScrollsAndQueries() async {
        let (layout, height, cell, context) = await DocExamples.gettingStarted()
        // Two 120-point items fit the 370 points inside the insets (three need 380): 500 items
        // make 250 lines, 40 make 20, lines 10 apart, each section inset by 10.
        let section0: Double = 10 + 250 * 120 + 249 * 10 + 10
        let section1: Double = 10 + 20 * 120 + 19 * 10 + 10
        XCTAssertEqual(height, section0 + section1)
        XCTAssertEqual(cell?.path, ItemPath(item: 7, section: 1))
        XCTAssertFalse(layout.attributes(in: context.bounds).isEmpty)
    }

    func testDocs_BadInput_PrintsTheFieldTheValueAndTheRule() async {
        let printed = await DocExamples.badInput()
        XCTAssertEqual(printed, "columnCount[1] is -2: must be at least 1")
    }

    func testDocs_ComingFromUIKit_KindStringsRoundTripThroughNames() async {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(headerReferenceSize: Size(width: 0, height: 40)))
        layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [10]))
        let header = "UICollectionElementKindSectionHeader"
        let kindForUIKit = await DocExamples.uikitKinds(layout: layout, elementKind: header)
        XCTAssertEqual(kindForUIKit, header)
        XCTAssertEqual(ElementKind.sectionHeaderKind.string, header)
        let other = await DocExamples.uikitKinds(layout: layout, elementKind: "no such kind")
        XCTAssertNil(other)
    }

    func testDocs_OwnLayout_MatchesABruteForceFilterAndAppendsPages() async {
        let (list, context, rows) = await DocExamples.ownLayout()
        let all = (0..<1_000).compactMap { list.attributes(at: ItemPath(item: $0, section: 0)) }
        assertSameElements(rows, all.filter { $0.frame.intersects(context.bounds) })
        XCTAssertFalse(rows.isEmpty)
        var paged = list
        paged.rowHeights += Array(repeating: 30, count: 10)
        var more = context
        more.itemCounts = [1_010]
        paged.prepare(more)
        var fresh = RowListLayout(rowHeights: paged.rowHeights)
        fresh.prepare(more)
        XCTAssertEqual(paged.contentSize, fresh.contentSize)
        assertSameElements(paged.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }
    func testDocs_InsetsReferences_GridClearsTheNotchListKeepsTheMargins() async {
        let layout = await DocExamples.insetsReferences()
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minX, 47)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minX, 67)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.maxX, 844 - 67)
    }
}
