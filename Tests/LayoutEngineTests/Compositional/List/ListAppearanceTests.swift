import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias L = ListFixtures

/// Each appearance's geometry against UIKit's values (one test per rule of
/// `ListConfiguration`).
final class ListAppearanceTests: XCTestCase {
    // MARK: Rows

    /// Rule 1: rows span the section's width, 44 points high until measured.
    func testList_RowsAreFullWidthAndEstimated44PointsHigh() {
        let layout = L.prepared(ListConfiguration(appearance: .plain), counts: [3])
        for item in 0..<3 {
            assertRect(L.cell(layout, item), Rect(x: 0, y: Double(item) * 44, width: 390, height: 44))
        }
        XCTAssertEqual(layout.contentSize, Size(width: 390, height: 132))
    }

    // MARK: Side insets

    /// Rule 2: inset-grouped sections are inset by the 16-point layout margin below 414 points.
    func testInsetGrouped_SideInsetIs16PointsInACompactContainer() {
        let layout = L.prepared(ListConfiguration(appearance: .insetGrouped), counts: [2], width: 390)
        assertRect(L.cell(layout, 0), Rect(x: 16, y: 35, width: 358, height: 44))
    }

    /// Rule 2: and by the 20-point margin from 414 points on.
    func testInsetGrouped_SideInsetIs20PointsFrom414Points() {
        let layout = L.prepared(ListConfiguration(appearance: .insetGrouped), counts: [2], width: 430)
        assertRect(L.cell(layout, 0), Rect(x: 20, y: 35, width: 390, height: 44))
        XCTAssertEqual(ListConfiguration.automaticLayoutMargin(forContainerWidth: 413.5), 16)
        XCTAssertEqual(ListConfiguration.automaticLayoutMargin(forContainerWidth: 414), 20)
    }

    /// Rule 2: plain and grouped rows reach both edges; an explicit side inset wins.
    func testPlainAndGrouped_RowsReachTheEdges_ExplicitSideInsetWins() {
        for appearance in [ListConfiguration.Appearance.plain, .grouped, .sidebarPlain] {
            let layout = L.prepared(ListConfiguration(appearance: appearance), counts: [1])
            XCTAssertEqual(L.cell(layout, 0).minX, 0, "\(appearance)")
            XCTAssertEqual(L.cell(layout, 0).width, 390, "\(appearance)")
        }
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.sideInset = 30
        assertRect(
            L.cell(L.prepared(configuration, counts: [1]), 0), Rect(x: 30, y: 35, width: 330, height: 44))
    }

    // MARK: Section spacing

    /// Rule 3: grouped sections start 35 points after the previous one ends.
    func testGrouped_SectionsAre35PointsApart() {
        for appearance in [ListConfiguration.Appearance.grouped, .insetGrouped] {
            let layout = L.prepared(ListConfiguration(appearance: appearance), counts: [2, 1])
            XCTAssertEqual(L.cell(layout, 0).minY, 35, "\(appearance)")
            XCTAssertEqual(L.cell(layout, 0, 1).minY, 35 + 88 + 35, "\(appearance)")
            XCTAssertEqual(layout.contentSize.height, 35 + 88 + 35 + 44, "\(appearance)")
        }
        let plain = L.prepared(ListConfiguration(appearance: .plain), counts: [2, 1])
        XCTAssertEqual(L.cell(plain, 0, 1).minY, 88)
    }

    // MARK: Headers and footers

    /// Rule 3: a plain list's header has 22 points of automatic padding above it, is 44
    /// points high and pins; its rows follow it.
    func testPlain_SupplementaryHeaderHas22PointsTopPaddingAndPins() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = L.prepared(configuration, counts: [2, 2])
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)
        let sectionStart = 22 + 44 + 88.0
        assertRect(header?.frame, Rect(x: 0, y: sectionStart + 22, width: 390, height: 44))
        XCTAssertEqual(L.cell(layout, 0, 1).minY, sectionStart + 22 + 44)
        XCTAssertEqual(L.cell(layout, 0).minY, 66)
        // Pinned: scrolled into section 0, its header stays at the top of the viewport.
        var scrolled = layout
        scrolled.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: 80, width: 390, height: 844), itemCounts: [2, 2], displayScale: 3))
        XCTAssertEqual(
            scrolled.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame.minY,
            80)
    }

    /// Rule 3: grouped headers scroll with their rows and have no automatic top padding; the
    /// explicit padding is added to the section spacing.
    func testGrouped_HeaderFollowsSectionSpacing_ExplicitTopPaddingAdds() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        XCTAssertFalse(configuration.pinsHeaders)
        var layout = L.prepared(configuration, counts: [1])
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 16, y: 35, width: 358, height: 44))
        configuration.headerTopPadding = 10
        layout = L.prepared(configuration, counts: [1])
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame.minY,
            45)
        XCTAssertEqual(L.cell(layout, 0).minY, 89)
    }

    /// Rule 3: a footer is 44 points high, after the rows, inset like them.
    func testInsetGrouped_FooterFollowsRows() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.footerMode = .supplementary
        let layout = L.prepared(configuration, counts: [2])
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 16, y: 35 + 88, width: 358, height: 44))
        XCTAssertEqual(layout.contentSize.height, 35 + 88 + 44)
    }

    // MARK: Backgrounds

    /// Rule 4: an inset-grouped section's background covers its rows, inset like them, with a
    /// corner radius of 10 in its attributes, in queries and in the decoration look-up.
    func testInsetGrouped_BackgroundIsRoundedBy10Points() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = L.prepared(configuration, counts: [3])
        let looked = layout.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0)
        assertRect(looked?.frame, Rect(x: 16, y: 35 + 44, width: 358, height: 132))
        XCTAssertEqual(looked?.cornerRadius, 10)
        let queried = layout.attributes(in: .everywhere).filter { $0.kind == .listBackground }
        XCTAssertEqual(queried, looked.map { [$0] })
    }

    /// Rule 4: grouped backgrounds have square corners; plain lists and sidebars have none.
    func testBackgrounds_GroupedSquare_PlainAndSidebarsNone() {
        let grouped = L.prepared(ListConfiguration(appearance: .grouped), counts: [1])
        let background = grouped.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0)
        assertRect(background?.frame, Rect(x: 0, y: 35, width: 390, height: 44))
        XCTAssertEqual(background?.cornerRadius, 0)
        for appearance in [ListConfiguration.Appearance.plain, .sidebar, .sidebarPlain] {
            let layout = L.prepared(ListConfiguration(appearance: appearance), counts: [2])
            XCTAssertNil(
                layout.decorationAttributes(ofKind: ElementKind.listBackgroundKind, inSection: 0),
                "\(appearance)")
        }
    }

    // MARK: Separators

    /// Rule 5: separators start at the layout margin (16 points) from the row's leading edge,
    /// reach its trailing edge, and are one pixel high at its bottom.
    func testPlain_SeparatorStartsAtTheLayoutMarginAndIsOnePixel() {
        let layout = L.prepared(ListConfiguration(appearance: .plain), counts: [3], scale: 3)
        let separator = layout.separatorAttributes(at: ItemPath(item: 0, section: 0))
        assertRect(
            separator?.frame, Rect(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3), tolerance: 1e-12)
        XCTAssertEqual(separator?.kind, .separator)
        XCTAssertEqual(separator?.zIndex, 1)
    }

    /// Rule 5: inset-grouped separators start 16 points into the inset row (UIKit's text
    /// position).
    func testInsetGrouped_SeparatorStartsAtTheRowsMargin() {
        let layout = L.prepared(ListConfiguration(appearance: .insetGrouped), counts: [2], scale: 2)
        assertRect(
            layout.separatorAttributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 32, y: 35 + 43.5, width: 342, height: 0.5))
    }

    /// Rule 5: sidebars show no separators; `showsSeparators` turns them off for any list.
    func testSidebars_HaveNoSeparators_SwitchTurnsThemOff() {
        for appearance in [ListConfiguration.Appearance.sidebar, .sidebarPlain] {
            XCTAssertTrue(
                L.separators(L.prepared(ListConfiguration(appearance: appearance), counts: [4])).isEmpty)
        }
        var configuration = ListConfiguration(appearance: .insetGrouped)
        XCTAssertEqual(L.separators(L.prepared(configuration, counts: [4])).count, 3)
        configuration.showsSeparators = false
        XCTAssertTrue(L.separators(L.prepared(configuration, counts: [4])).isEmpty)
        XCTAssertNil(
            L.prepared(configuration, counts: [4]).separatorAttributes(at: ItemPath(item: 0, section: 0)))
    }

    /// A sidebar is inset by the layout margin, a plain sidebar is not.
    func testSidebar_IsInsetByTheLayoutMargin() {
        XCTAssertEqual(L.cell(L.prepared(ListConfiguration(appearance: .sidebar), counts: [1]), 0).minX, 16)
        XCTAssertEqual(
            L.cell(L.prepared(ListConfiguration(appearance: .sidebarPlain), counts: [1]), 0).minX, 0)
    }

    // MARK: Validation

    /// Bad values are rejected by name, and read as 0 at run time.
    func testListConfiguration_ValidateNamesTheField_RunTimeReadsBadValuesAsZero() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        XCTAssertNoThrow(try configuration.validate())
        configuration.sectionSpacing = -.infinity
        configuration.sideInset = .nan
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertTrue("\(error)".contains("sectionSpacing"), "\(error)")
        }
        assertRect(
            L.cell(L.prepared(configuration, counts: [1]), 0), Rect(x: 0, y: 0, width: 390, height: 44))
        var section = LayoutSection.list(
            using: ListConfiguration(appearance: .plain), environment: LayoutEnvironment(containerSize: .zero)
        )
        section.separators?.thickness = -1
        XCTAssertThrowsError(try section.validate())
    }
}
