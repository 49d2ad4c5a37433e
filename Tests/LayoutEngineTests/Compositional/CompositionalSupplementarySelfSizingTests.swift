import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Self-sizing supplementary views (`reportSize(_:forSupplementaryOfKind:at:)`): boundary
/// items, badges and groups' supplementary items take their measured size on their estimated
/// axes; what follows a boundary item moves; the first visible cell keeps its place.
final class CompositionalSupplementarySelfSizingTests: XCTestCase {
    private static let header = ElementKind.sectionHeaderKind
    private static let viewport = Size(width: 300, height: 600)

    /// A header estimated 44 tall (full width), a footer estimated 20 tall, and rows of two
    /// 50-tall cells.
    private static func section(badge: LayoutSupplementaryItem? = nil) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: F.size(.fractionalWidth(0.5), .absolute(50)),
            supplementaryItems: badge.map { [$0] } ?? [])
        var section = LayoutSection(
            group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.fractionalWidth(1), .estimated(44)), elementKind: header, alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: F.size(.fractionalWidth(1), .estimated(20)),
                elementKind: ElementKind.sectionFooterKind,
                alignment: .bottom),
        ]
        return section
    }

    private static func context(counts: [Int], offset: Double = 0) -> LayoutContext {
        LayoutContext(
            bounds: Rect(origin: Point(x: 0, y: offset), size: viewport), itemCounts: counts, displayScale: 2)
    }

    private static func prepared(
        _ section: LayoutSection = section(), counts: [Int], offset: Double = 0,
        configuration: CompositionalLayout.Configuration = .init()
    ) -> CompositionalLayout {
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(context(counts: counts, offset: offset))
        return layout
    }

    private static func headerPath(_ section: Int) -> ItemPath { ItemPath(item: 0, section: section) }

    // MARK: - Boundary items

    func testBoundarySelfSizing_TheMeasuredHeaderTakesItsHeight_TheContentBelowAndLaterSectionsMove() {
        var layout = Self.prepared(counts: [4, 4])
        let before = layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY ?? .nan
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: Self.header, inSection: 0)?.frame.height, 44)
        layout.reportSize(
            Size(width: 300, height: 100), forSupplementaryOfKind: Self.header, at: Self.headerPath(0))
        layout.prepare(Self.context(counts: [4, 4]))
        assertRect(
            layout.supplementaryAttributes(ofKind: Self.header, inSection: 0)?.frame,
            Rect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, 100)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, before + 56)
        XCTAssertEqual(layout.contentSize.height, 2 * (44 + 100 + 20) + 56)
    }

    func testBoundarySelfSizing_OnlyTheEstimatedAxisTakesTheMeasurement() {
        var layout = Self.prepared(counts: [2])
        layout.reportSize(
            Size(width: 120, height: 70), forSupplementaryOfKind: Self.header, at: Self.headerPath(0))
        layout.prepare(Self.context(counts: [2]))
        assertRect(
            layout.supplementaryAttributes(ofKind: Self.header, inSection: 0)?.frame,
            Rect(x: 0, y: 0, width: 300, height: 70))
    }

    func testBoundarySelfSizing_AFooterMovesOnlyLaterSections() {
        var layout = Self.prepared(counts: [2, 2])
        let cell = layout.attributes(at: ItemPath(item: 1, section: 0))?.frame
        let next = layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY ?? .nan
        layout.reportSize(
            Size(width: 300, height: 50), forSupplementaryOfKind: ElementKind.sectionFooterKind,
            at: Self.headerPath(0))
        layout.prepare(Self.context(counts: [2, 2]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame, cell)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame.height,
            50)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, next + 30)
    }

    func testBoundarySelfSizing_AnAbsoluteHeaderIgnoresReports() {
        var section = Self.section()
        section.boundarySupplementaryItems = [F.header(44)]
        var layout = Self.prepared(section, counts: [2])
        let before = layout.attributes(in: .infinite)
        layout.reportSize(
            Size(width: 300, height: 100), forSupplementaryOfKind: Self.header, at: Self.headerPath(0))
        layout.prepare(Self.context(counts: [2]))
        assertSameElements(layout.attributes(in: .infinite), before)
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: Self.headerPath(0)))
    }

    func testBoundarySelfSizing_TheLayoutsOwnHeader_IsNumberedAfterSectionZerosAndMovesEverySection() {
        let banner = LayoutBoundarySupplementaryItem(
            layoutSize: F.size(.fractionalWidth(1), .estimated(30)), elementKind: Self.header, alignment: .top
        )
        let configuration = CompositionalLayout.Configuration(boundarySupplementaryItems: [banner])
        var layout = Self.prepared(counts: [2, 2], configuration: configuration)
        // Section 0's own header is item 0 of the kind; the layout's is item 1.
        let path = ItemPath(item: 1, section: 0)
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: path))
        let first = layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY ?? .nan
        layout.reportSize(Size(width: 300, height: 80), forSupplementaryOfKind: Self.header, at: path)
        layout.prepare(Self.context(counts: [2, 2]))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: path))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, first + 50)
        let banners = layout.attributes(in: .infinite).filter { $0.kind == .sectionHeader && $0.path == path }
        XCTAssertEqual(banners.map(\.frame.height), [80])
    }

    func testBoundarySelfSizing_ReportsAreInput_AnyOrderBeforeOrAfterPrepareGivesTheSameFrames() {
        let reports: [(ElementKind.Name, ItemPath, Size)] = [
            (Self.header, Self.headerPath(0), Size(width: 300, height: 90)),
            (ElementKind.sectionFooterKind, Self.headerPath(1), Size(width: 300, height: 33)),
            (Self.header, Self.headerPath(2), Size(width: 300, height: 12)),
        ]
        var after = Self.prepared(counts: [3, 5, 2])
        for (kind, path, size) in reports { after.reportSize(size, forSupplementaryOfKind: kind, at: path) }
        after.prepare(Self.context(counts: [3, 5, 2]))
        var before = CompositionalLayout(section: Self.section())
        for (kind, path, size) in reports.reversed() {
            before.reportSize(size, forSupplementaryOfKind: kind, at: path)
        }
        before.prepare(Self.context(counts: [3, 5, 2]))
        assertSameElements(after.attributes(in: .infinite), before.attributes(in: .infinite))
        XCTAssertEqual(after.contentSize, before.contentSize)
    }

    func testBoundarySelfSizing_AHeaderMeasuredAboveTheViewport_KeepsTheFirstVisibleCellInPlace() {
        let counts = [40, 40, 40]
        var layout = Self.prepared(counts: counts, offset: 1_500)
        let context = Self.context(counts: counts, offset: 1_500)
        let visible = layout.attributes(in: Rect(origin: context.contentOffset, size: Self.viewport))
            .filter(\.kind.isCell).min { $0.path < $1.path }
        guard let visible else { return XCTFail("no visible cell") }
        layout.reportSize(
            Size(width: 300, height: 144), forSupplementaryOfKind: Self.header, at: Self.headerPath(0))
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 100))
        XCTAssertEqual(layout.attributes(at: visible.path)?.frame.minY, visible.frame.minY + 100)
        // A report below the viewport adjusts nothing.
        layout.reportSize(
            Size(width: 300, height: 60), forSupplementaryOfKind: Self.header, at: Self.headerPath(2))
        layout.prepare(Self.context(counts: counts, offset: 1_600))
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testBoundarySelfSizing_ABatchUpdateCarriesAHeadersReportWithItsSection() throws {
        var layout = Self.prepared(counts: [3, 3])
        layout.reportSize(
            Size(width: 300, height: 90), forSupplementaryOfKind: Self.header, at: Self.headerPath(1))
        layout.prepare(Self.context(counts: [3, 3]))
        try layout.prepare(Self.context(counts: [2, 3, 3]), updates: [.insertSections([0])])
        var fresh = CompositionalLayout(section: Self.section())
        fresh.reportSize(
            Size(width: 300, height: 90), forSupplementaryOfKind: Self.header, at: Self.headerPath(2))
        fresh.prepare(Self.context(counts: [2, 3, 3]))
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(layout.supplementaryAttributes(ofKind: Self.header, inSection: 2)?.frame.height, 90)
        // A deleted section's report goes with it.
        try layout.prepare(Self.context(counts: [2, 3]), updates: [.deleteSections([2])])
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: Self.headerPath(1)))
    }

    func testBoundarySelfSizing_NeedsMeasurement_UntilReported_ForEstimatedItemsOnly() {
        var layout = Self.prepared(counts: [2])
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: Self.headerPath(0)))
        XCTAssertFalse(
            layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: ItemPath(item: 1, section: 0)))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: "other", at: Self.headerPath(0)))
        layout.reportSize(
            Size(width: 300, height: 50), forSupplementaryOfKind: Self.header, at: Self.headerPath(0))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: Self.headerPath(0)))
    }

    // MARK: - Badges and groups' supplementary items

    func testBadgeSelfSizing_AnEstimatedBadgeTakesItsSize_NothingElseMoves() {
        let badge = LayoutSupplementaryItem(
            layoutSize: F.size(.estimated(20), .absolute(16)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        var layout = Self.prepared(Self.section(badge: badge), counts: [4])
        let cells = layout.attributes(in: .infinite).filter(\.kind.isCell)
        let path = ItemPath(item: 3, section: 0)
        XCTAssertTrue(layout.needsMeasurement(ofSupplementaryOfKind: "badge", at: path))
        layout.reportSize(Size(width: 48, height: 99), forSupplementaryOfKind: "badge", at: path)
        layout.prepare(Self.context(counts: [4]))
        XCTAssertFalse(layout.needsMeasurement(ofSupplementaryOfKind: "badge", at: path))
        let badges = layout.attributes(in: .infinite).filter { $0.kind == .supplementary("badge") }
        let measured = badges.first { $0.path == path }
        // The cell is 150 wide at x 150: the badge keeps its top trailing corner there.
        assertRect(measured?.frame, Rect(x: 252, y: 44 + 50, width: 48, height: 16))
        XCTAssertEqual(badges.filter { $0.path != path }.map(\.frame.width), [20, 20, 20])
        assertSameElements(layout.attributes(in: .infinite).filter(\.kind.isCell), cells)
    }

    func testGroupSupplementarySelfSizing_TheGroupsItemTakesItsSize_AtTheGroupsFirstCell() {
        var section = Self.section()
        section.boundarySupplementaryItems = []
        section.group.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.estimated(30), .absolute(10)), elementKind: "label",
                containerAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        ]
        var layout = Self.prepared(section, counts: [6])
        layout.reportSize(
            Size(width: 75, height: 1), forSupplementaryOfKind: "label", at: ItemPath(item: 2, section: 0))
        layout.prepare(Self.context(counts: [6]))
        let labels = layout.attributes(in: .infinite).filter { $0.kind == .supplementary("label") }
            .sorted { $0.path < $1.path }
        XCTAssertEqual(labels.map(\.path.item), [0, 2, 4])
        XCTAssertEqual(labels.map(\.frame.width), [30, 75, 30])
    }

    // MARK: - Through a host

    func testHostSupplementarySelfSizing_AHeaderIsListedReportedAndMovesTheContentWithoutAJump() throws {
        var host = CollectionHost(
            layout: CompositionalLayout(section: Self.section()), viewportSize: Self.viewport,
            itemCounts: [20, 20])
        // Section 1's header (estimated 44) starts at 44 + 10 · 50 + 20 = 564: scrolled to 574, it
        // straddles the top edge and section 1's first cell is the first visible one.
        host.contentOffset = Point(x: 0, y: 574)
        let first = host.advance(to: 0)
        let header = ElementID(kind: .sectionHeader, path: Self.headerPath(1))
        XCTAssert(first.needsMeasurement.contains(header), "\(first.needsMeasurement)")
        let cell = ElementID.cell(ItemPath(item: 0, section: 1))
        let before = try XCTUnwrap(first.visible.first { $0.id == cell })
        let onScreen = before.attributes.frame.minY - first.contentOffset.y
        host.reportSize(Size(width: 300, height: 104), for: header)
        let second = host.advance(to: 1.0 / 60)
        XCTAssertFalse(second.needsMeasurement.contains(header))
        let after = try XCTUnwrap(second.visible.first { $0.id == cell })
        XCTAssertEqual(
            after.attributes.frame.minY, before.attributes.frame.minY + 60, "the content below moved")
        XCTAssertEqual(
            after.attributes.frame.minY - second.contentOffset.y, onScreen, "the visible cell kept its place")
        let measured = try XCTUnwrap(second.visible.first { $0.id == header })
        XCTAssertEqual(measured.attributes.frame.height, 104)
    }
}
