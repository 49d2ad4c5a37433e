import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `accessibilityOrder(in:)`: headers, items in path order, footers, section by section.
final class HostAccessibilityTests: XCTestCase {
    func testAccessibility_HeadersItemsFootersBySection() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(
                headerReferenceSize: Size(width: 0, height: 40),
                footerReferenceSize: Size(width: 0, height: 30)))
        let host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [4, 2])
        let header = { (section: Int) in
            ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: section))
        }
        let footer = { (section: Int) in
            ElementID(kind: .sectionFooter, path: ItemPath(item: 0, section: section))
        }
        let cell = { (item: Int, section: Int) in ElementID.cell(ItemPath(item: item, section: section)) }
        XCTAssertEqual(
            host.accessibilityOrder(in: Rect(x: 0, y: 0, width: 320, height: 2_000)),
            [
                header(0), cell(0, 0), cell(1, 0), cell(2, 0), cell(3, 0), footer(0), header(1), cell(0, 1),
                cell(1, 1), footer(1),
            ])
    }

    func testAccessibility_OnlyTheRectAndNeitherDecorationsNorHiddenElements() {
        let cell = { (item: Int) in
            LayoutAttributes(
                path: ItemPath(item: item, section: 0),
                frame: Rect(x: 0, y: Double(item) * 100, width: 100, height: 90))
        }
        var hidden = cell(1)
        hidden.isHidden = true
        let background = LayoutAttributes(
            path: ItemPath(item: 0, section: 0), kind: .decoration("background"),
            frame: Rect(x: 0, y: 0, width: 320, height: 1_000))
        let badge = LayoutAttributes(
            path: ItemPath(item: 2, section: 0), kind: .supplementary("badge"),
            frame: Rect(x: 80, y: 200, width: 20, height: 20))
        let host = CollectionHost(
            layout: FixedLayout([cell(3), badge, background, hidden, cell(2), cell(0), cell(7)]),
            viewportSize: Size(width: 320, height: 600), itemCounts: [8])
        XCTAssertEqual(
            host.accessibilityOrder(in: Rect(x: 0, y: 0, width: 320, height: 500)),
            [
                .cell(ItemPath(item: 0, section: 0)), .cell(ItemPath(item: 2, section: 0)),
                ElementID(kind: .supplementary("badge"), path: ItemPath(item: 2, section: 0)),
                .cell(ItemPath(item: 3, section: 0)),
            ])
    }
}
