import LayoutEngine
import XCTest

/// `AccessibilityOrder`: the order a screen reader reads elements in, with no host.
final class AccessibilityOrderTests: XCTestCase {
    func testAccessibilityOrder_HeaderItemsFooterSectionBySection() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        func path(_ item: Int, _ section: Int) -> ItemPath { ItemPath(item: item, section: section) }
        let shuffled = [
            LayoutAttributes(path: path(0, 1), kind: .sectionFooter, frame: frame),
            LayoutAttributes(path: path(1, 0), frame: frame),
            LayoutAttributes(path: path(0, 1), frame: frame),
            LayoutAttributes(path: path(0, 0), kind: .sectionHeader, frame: frame),
            LayoutAttributes(path: path(0, 1), kind: .sectionHeader, frame: frame),
            LayoutAttributes(path: path(0, 0), frame: frame),
            LayoutAttributes(path: path(2, 0), frame: frame, isHidden: true),
        ]
        XCTAssertEqual(
            AccessibilityOrder.sorted(shuffled),
            [
                ElementID(kind: .sectionHeader, path: path(0, 0)), .cell(path(0, 0)), .cell(path(1, 0)),
                ElementID(kind: .sectionHeader, path: path(0, 1)), .cell(path(0, 1)),
                ElementID(kind: .sectionFooter, path: path(0, 1)),
            ])
    }
}
