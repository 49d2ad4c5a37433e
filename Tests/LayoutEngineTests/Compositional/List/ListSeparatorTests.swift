import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias L = ListFixtures

/// Separators as decoration elements: where UIKit hides them, the item handler, reading
/// direction, and self-sizing.
final class ListSeparatorTests: XCTestCase {
    /// Rule 2 of `ListSeparators`: every item but the last of each section has a separator in
    /// the plain, inset-grouped appearances (UIKit hides the last, where the section ends).
    func testSeparators_HiddenForTheLastItemOfEachSection() {
        for appearance in [ListConfiguration.Appearance.plain, .insetGrouped] {
            let layout = L.prepared(ListConfiguration(appearance: appearance), counts: [3, 1, 0, 2])
            let expected = [
                ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 3),
            ]
            XCTAssertEqual(L.separators(layout).keys.sorted(), expected, "\(appearance)")
            XCTAssertNil(layout.separatorAttributes(at: ItemPath(item: 2, section: 0)), "\(appearance)")
            XCTAssertNil(layout.separatorAttributes(at: ItemPath(item: 0, section: 1)), "\(appearance)")
        }
    }

    /// Rule 2: the grouped appearance borders each section with edge-to-edge separators: a top
    /// separator above its first row and a bottom one below its last.
    func testGrouped_SectionIsBorderedEdgeToEdge() {
        let layout = L.prepared(ListConfiguration(appearance: .grouped), counts: [2, 1], scale: 2)
        let separators = L.separators(layout)
        XCTAssertEqual(separators.count, 3)
        assertRect(
            separators[ItemPath(item: 0, section: 0)]?.frame,
            Rect(x: 16, y: 35 + 43.5, width: 374, height: 0.5))
        assertRect(
            separators[ItemPath(item: 1, section: 0)]?.frame,
            Rect(x: 0, y: 35 + 87.5, width: 390, height: 0.5))
        let tops = layout.attributes(in: .everywhere).filter { $0.kind == .topSeparator }
        XCTAssertEqual(tops.map(\.path), [ItemPath(item: 0, section: 0), ItemPath(item: 0, section: 1)])
        assertRect(tops.first?.frame, Rect(x: 0, y: 35, width: 390, height: 0.5))
        XCTAssertEqual(layout.topSeparatorAttributes(at: ItemPath(item: 0, section: 0)), tops.first)
        XCTAssertNil(layout.topSeparatorAttributes(at: ItemPath(item: 1, section: 0)))
    }

    /// Rule 2: no other appearance has top separators, unless the handler shows them.
    func testTopSeparators_OnlyWhereTheHandlerShowsThem() {
        for appearance in [ListConfiguration.Appearance.plain, .insetGrouped] {
            var configuration = ListConfiguration(appearance: appearance)
            XCTAssertFalse(
                L.prepared(configuration, counts: [3]).attributes(in: .everywhere).contains {
                    $0.kind == .topSeparator
                }, "\(appearance)")
            configuration.itemSeparatorHandler = { path, section in
                var item = section
                if path.item == 1 {
                    item.topSeparatorVisibility = .visible
                    item.topSeparatorInsets = DirectionalEdgeInsets(leading: 8)
                }
                return item
            }
            let layout = L.prepared(configuration, counts: [3], scale: 1)
            let cell = L.cell(layout, 1)
            assertRect(
                layout.topSeparatorAttributes(at: ItemPath(item: 1, section: 0))?.frame,
                Rect(x: cell.minX + 8, y: cell.minY, width: cell.width - 8, height: 1))
        }
    }

    /// Appending an item shows the separator of the item that was last.
    func testAppend_ShowsTheFormerLastSeparator() {
        var layout = L.prepared(ListConfiguration(appearance: .plain), counts: [2])
        XCTAssertNil(layout.separatorAttributes(at: ItemPath(item: 1, section: 0)))
        layout.prepare(L.context(counts: [3]))
        XCTAssertNotNil(layout.separatorAttributes(at: ItemPath(item: 1, section: 0)))
        XCTAssertNil(layout.separatorAttributes(at: ItemPath(item: 2, section: 0)))
    }

    /// The item handler decides per item: hidden, visible (the last one too), its own insets.
    func testItemSeparatorHandler_DecidesPerItem() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { path, section in
            var item = section
            switch path.item {
            case 0: item.bottomSeparatorVisibility = .hidden
            case 1: item.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 60, trailing: 10)
            default: item.bottomSeparatorVisibility = .visible
            }
            return item
        }
        let layout = L.prepared(configuration, counts: [3], scale: 1)
        let separators = L.separators(layout)
        XCTAssertEqual(
            separators.keys.sorted(), [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
        assertRect(
            separators[ItemPath(item: 1, section: 0)]?.frame, Rect(x: 60, y: 87, width: 320, height: 1))
        assertRect(
            separators[ItemPath(item: 2, section: 0)]?.frame, Rect(x: 16, y: 131, width: 374, height: 1))
    }

    /// Rule 1: in right-to-left layouts the leading inset is on the right.
    func testRightToLeft_LeadingInsetIsOnTheRight() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.separatorInsets = DirectionalEdgeInsets(leading: 40, trailing: 4)
        let layout = L.prepared(configuration, counts: [2], scale: 1, direction: .rightToLeft)
        let cell = L.cell(layout, 0)
        assertRect(
            layout.separatorAttributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: cell.minX + 4, y: cell.maxY - 1, width: cell.width - 44, height: 1))
    }

    /// Rule 1: insets wider than the row leave a zero-width separator inside it; a thickness
    /// above the row's height is the row's height.
    func testSeparator_StaysInsideItsCell() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.separatorInsets = DirectionalEdgeInsets(leading: 300, trailing: 300)
        configuration.separatorThickness = 100
        let layout = L.prepared(configuration, counts: [2], scale: 1)
        assertRect(
            layout.separatorAttributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 300, y: 0, width: 0, height: 44))
    }

    /// Rule 1: a measured row moves and resizes its separator, and the rows after it move
    /// theirs; queries and the point look-up agree.
    func testSelfSizing_SeparatorFollowsItsRow() {
        var layout = L.prepared(ListConfiguration(appearance: .insetGrouped), counts: [3], scale: 1)
        layout.reportSize(Size(width: 358, height: 100), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(L.context(counts: [3], scale: 1))
        XCTAssertEqual(L.cell(layout, 0).height, 100)
        let first = layout.separatorAttributes(at: ItemPath(item: 0, section: 0))
        assertRect(first?.frame, Rect(x: 32, y: 35 + 99, width: 342, height: 1))
        assertRect(
            layout.separatorAttributes(at: ItemPath(item: 1, section: 0))?.frame,
            Rect(x: 32, y: 35 + 143, width: 342, height: 1))
        XCTAssertEqual(L.separators(layout)[ItemPath(item: 0, section: 0)], first)
        let background = layout.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0)
        XCTAssertEqual(background?.frame.height, 100 + 88)
    }

    /// A query returns a separator exactly when it meets the rect, also when the rect meets
    /// its cell but not the separator.
    func testQuery_ReturnsSeparatorsMeetingTheRectOnly() {
        let layout = L.prepared(ListConfiguration(appearance: .plain), counts: [3], scale: 1)
        let top = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 43))
        XCTAssertEqual(top.map(\.kind), [.cell])
        let bottom = layout.attributes(in: Rect(x: 0, y: 43.5, width: 390, height: 0.25))
        XCTAssertEqual(bottom.map(\.kind), [.cell, .separator])
        let margin = layout.attributes(in: Rect(x: 0, y: 0, width: 16, height: 44))
        XCTAssertEqual(margin.map(\.kind), [.cell])
    }
}
