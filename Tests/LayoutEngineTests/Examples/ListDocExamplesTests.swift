import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Runs the Lists article's examples (``ListDocExamples``, verbatim copies) and checks what
/// their comments claim.
final class ListDocExamplesTests: XCTestCase {
    func testDocs_Lists_SettingsScreenRowIsInsetAndSelfSizes() async {
        let (first, layout) = await ListDocExamples.settingsScreen()
        XCTAssertEqual(first?.frame.minX, 16)
        XCTAssertEqual(first?.frame.width, 358)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.height, 88)
    }

    func testDocs_Lists_SeparatorHandlerGivesRowZeroAFullWidthLine() async {
        let lines = await ListDocExamples.separatorHandler()
        XCTAssertEqual(lines.map(\.path.item), [0, 1, 2])
        XCTAssertEqual(lines.first?.frame.width, 390)
        XCTAssertEqual(lines.last?.frame.minX, 16)
    }

    func testDocs_Lists_ListSitsBetweenGrids() async {
        var layout = await ListDocExamples.listBetweenGrids()
        layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3, 2, 3]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 130 + 35)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.frame.minY, 130 + 35 + 88)
        XCTAssertNotNil(layout.separatorAttributes(at: ItemPath(item: 0, section: 1)))
    }

    func testDocs_ListConfiguration_TypeExampleHasTwoInsetSections() async {
        let layout = await ListDocExamples.typeDocumentation()
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minX, 16)
        XCTAssertNotNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1))
    }
}
