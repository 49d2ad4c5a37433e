import LayoutEngine
import XCTest

/// UIKit's `UICollectionViewFlowLayout` rules, with frames worked out by hand.
final class FlowLayoutTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    func testFlowLine_TakesItemsWhileTheyFitAndSpreadsLeftoverEvenly() {
        // 340 wide, 100-wide items, spacing 10: 3 fit (320); 20 left over → gaps of 20.
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [7])
        assertCellFrames(
            layout,
            [
                path(0): Rect(x: 0, y: 0, width: 100, height: 100),
                path(1): Rect(x: 120, y: 0, width: 100, height: 100),
                path(2): Rect(x: 240, y: 0, width: 100, height: 100),
                path(3): Rect(x: 0, y: 110, width: 100, height: 100),
            ])
    }

    func testFlowLine_ItemsFitExactlyWithMinimumSpacing() {
        // 3 × 100 + 2 × 20 = 340: exactly full.
        var metrics = FlowLayout.SectionMetrics()
        metrics.minimumInteritemSpacing = 20
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [4], metrics: metrics)
        XCTAssertEqual(FlowFixture.frame(layout, 2), Rect(x: 240, y: 0, width: 100, height: 100))
        XCTAssertEqual(FlowFixture.frame(layout, 3).minY, 110)
    }

    func testFlowLastLine_UniformSizesKeepTheGridColumns() {
        // 7 items in 3 columns: the last line's item stays in column 0; 8 items: columns 0 and 1.
        let seven = FlowFixture.prepared(widths: [100], itemCounts: [7])
        XCTAssertEqual(FlowFixture.frame(seven, 6), Rect(x: 0, y: 220, width: 100, height: 100))
        let eight = FlowFixture.prepared(widths: [100], itemCounts: [8])
        XCTAssertEqual(FlowFixture.frame(eight, 7), Rect(x: 120, y: 220, width: 100, height: 100))
    }

    func testFlowLastLine_MixedSizesStartAtLeadingInsetWithMinimumSpacing() {
        // Line 1: 100 + 150 (a third item of 100 would need 370) → leftover 80, gap 90.
        // Line 2 (last, mixed sizes): 100 then 60 at the minimum spacing.
        let layout = FlowFixture.prepared(widths: [100, 150, 100, 60], itemCounts: [4])
        assertCellFrames(
            layout,
            [
                path(0): Rect(x: 0, y: 0, width: 100, height: 100),
                path(1): Rect(x: 190, y: 0, width: 150, height: 100),
                path(2): Rect(x: 0, y: 110, width: 100, height: 100),
                path(3): Rect(x: 110, y: 110, width: 60, height: 100),
            ])
    }

    func testFlowLine_SingleItemIsCentered() {
        // 300 + 10 + 300 > 340: each item has a line of its own, centred ((340 − 300) / 2 = 20);
        // the last line holds a 50-wide item after mixed sizes: it starts at the leading edge.
        let layout = FlowFixture.prepared(widths: [300, 300, 50], itemCounts: [3])
        XCTAssertEqual(FlowFixture.frame(layout, 0).minX, 20)
        XCTAssertEqual(FlowFixture.frame(layout, 1).minX, 20)
        XCTAssertEqual(FlowFixture.frame(layout, 2).minX, 0)
    }

    func testFlowSection_WithOneItemCentresIt() {
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [1])
        XCTAssertEqual(FlowFixture.frame(layout, 0), Rect(x: 120, y: 0, width: 100, height: 100))
    }

    func testFlowLine_ItemsAreCentredOnTheLineThickness() {
        let layout = FlowFixture.prepared(widths: [100], heights: [50, 100, 70], itemCounts: [3])
        XCTAssertEqual(FlowFixture.frame(layout, 0).minY, 25)
        XCTAssertEqual(FlowFixture.frame(layout, 1).minY, 0)
        XCTAssertEqual(FlowFixture.frame(layout, 2).minY, 15)
    }

    func testFlowLines_AreSeparatedByLineSpacingFromTheThickestItem() {
        var metrics = FlowLayout.SectionMetrics()
        metrics.minimumLineSpacing = 7
        let layout = FlowFixture.prepared(
            widths: [100], heights: [50, 120, 70, 40], itemCounts: [4], metrics: metrics)
        XCTAssertEqual(FlowFixture.frame(layout, 3).minY, 127, "second line starts at 120 + 7")
        XCTAssertEqual(layout.contentSize, Size(width: 340, height: 167))
    }

    func testFlowItem_WiderThanTheLineIsClampedOnALineOfItsOwn() {
        var metrics = FlowLayout.SectionMetrics()
        metrics.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let layout = FlowFixture.prepared(widths: [50, 1000, 50], itemCounts: [3], metrics: metrics)
        XCTAssertEqual(FlowFixture.frame(layout, 1), Rect(x: 20, y: 110, width: 300, height: 100))
        XCTAssertEqual(FlowFixture.frame(layout, 0).minY, 0)
        XCTAssertEqual(FlowFixture.frame(layout, 2).minY, 220)
    }

    func testFlowSection_HeaderInsetsLinesAndFooterAddUp() {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 10), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10, headerReferenceSize: Size(width: 1, height: 40),
            footerReferenceSize: Size(width: 1, height: 30))
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [4, 2], metrics: metrics)
        // Section 0: header 0–40, inset 5, lines 45–145 and 155–255, inset 15 → 270, footer 270–300.
        let all = layout.attributes(in: Rect(x: 0, y: 0, width: 340, height: 10_000))
        let header0 = all.first { $0.kind == .sectionHeader && $0.path.section == 0 }
        let footer0 = all.first { $0.kind == .sectionFooter && $0.path.section == 0 }
        XCTAssertEqual(
            header0?.frame, Rect(x: 0, y: 0, width: 340, height: 40), "headers span the full width")
        XCTAssertEqual(footer0?.frame, Rect(x: 0, y: 270, width: 340, height: 30))
        // 320 available: three 100-wide items fit exactly at the minimum spacing.
        XCTAssertEqual(FlowFixture.frame(layout, 0), Rect(x: 10, y: 45, width: 100, height: 100))
        XCTAssertEqual(FlowFixture.frame(layout, 3), Rect(x: 10, y: 155, width: 100, height: 100))
        // Section 1 starts at 300: header 300–340, its only line (two uniform items) at 345.
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 1), Rect(x: 10, y: 345, width: 100, height: 100))
        XCTAssertEqual(layout.contentSize, Size(width: 340, height: 300 + 40 + 5 + 100 + 15 + 30))
    }

    /// UIKit applies `sectionInset` to a section without items too: header, top inset, bottom
    /// inset, footer (PSTCollectionView's `PSTGridLayoutSection.computeLayout`).
    func testFlowSection_WithoutItemsKeepsItsInsets() {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 50, left: 5, bottom: 40, right: 5),
            headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 10))
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [0, 1], metrics: metrics)
        let footer0 = layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)
        XCTAssertEqual(footer0?.frame, Rect(x: 0, y: 20 + 50 + 40, width: 340, height: 10))
        let header1 = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)
        XCTAssertEqual(header1?.frame.minY, 120)
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 1).minY, 120 + 20 + 50)
    }

    /// An empty section with zero insets vanishes but for its header and footer (what apps
    /// return from `insetForSectionAt` to hide empty sections).
    func testFlowSection_WithoutItemsAndZeroInsetsIsHeaderAndFooterOnly() {
        let metrics = FlowLayout.SectionMetrics(
            headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 10))
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [0, 1], metrics: metrics)
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 0, y: 20, width: 340, height: 10))
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 1).minY, 30 + 20)
    }

    func testFlowSection_ZeroLengthHeaderIsNotProduced() {
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [3])
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
        XCTAssertTrue(layout.attributes(in: .infinite).allSatisfy { $0.kind == .cell })
    }

    func testFlowHorizontal_LinesAreColumnsAndHeadersSitBeforeTheSection() {
        // 600 tall viewport, 100-tall items, spacing 10: 5 per column (540), leftover 60 → gap 25.
        let metrics = FlowLayout.SectionMetrics(headerReferenceSize: Size(width: 30, height: 999))
        let layout = FlowFixture.prepared(
            widths: [80], heights: [100], itemCounts: [7], metrics: metrics, direction: .horizontal)
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 30, height: 600))
        XCTAssertEqual(FlowFixture.frame(layout, 0), Rect(x: 30, y: 0, width: 80, height: 100))
        XCTAssertEqual(FlowFixture.frame(layout, 1), Rect(x: 30, y: 125, width: 80, height: 100))
        XCTAssertEqual(FlowFixture.frame(layout, 5), Rect(x: 120, y: 0, width: 80, height: 100))
        XCTAssertEqual(
            FlowFixture.frame(layout, 6), Rect(x: 120, y: 125, width: 80, height: 100), "grid kept")
        XCTAssertEqual(layout.contentSize, Size(width: 200, height: 600))
    }

    func testFlowRightToLeft_MirrorsHorizontalPositions() {
        let ltr = FlowFixture.prepared(widths: [100, 150, 100, 60], itemCounts: [4])
        let rtl = FlowFixture.prepared(
            widths: [100, 150, 100, 60], itemCounts: [4], layoutDirection: .rightToLeft)
        for item in 0..<4 {
            XCTAssertEqual(
                FlowFixture.frame(rtl, item), FlowFixture.frame(ltr, item).mirroredHorizontally(inWidth: 340))
        }
        XCTAssertEqual(FlowFixture.frame(rtl, 0).maxX, 340, "item 0 starts at the right edge")
    }

    func testFlowRightToLeft_HorizontalScrollingStartsAtTheRightEnd() {
        let rtl = FlowFixture.prepared(
            widths: [80], itemCounts: [12], direction: .horizontal, layoutDirection: .rightToLeft)
        XCTAssertEqual(FlowFixture.frame(rtl, 0).maxX, rtl.contentSize.width)
        XCTAssertLessThan(FlowFixture.frame(rtl, 11).minX, FlowFixture.frame(rtl, 0).minX)
    }

    func testFlowPerSectionMetrics_ApplyToTheirSectionOnly() {
        var configuration = FlowLayout.Configuration(itemSizing: .fixed(Size(width: 100, height: 50)))
        configuration.metrics = .computed { section in
            FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(top: Double(section) * 10, left: 0, bottom: 0, right: 0))
        }
        var layout = FlowLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 340, height: 600), itemCounts: [1, 1]))
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 0).minY, 0)
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 1).minY, 60)
    }

    func testFlowContentInsets_NarrowTheContent() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 360, height: 600), itemCounts: [3],
                contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        XCTAssertEqual(layout.contentSize.width, 340)
        XCTAssertEqual(FlowFixture.frame(layout, 2).maxX, 340)
    }

    func testFlowAttributesAt_ReturnsNilForPathsThatNameNoItem() {
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [3])
        XCTAssertNil(layout.attributes(at: ItemPath(item: 3, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: -1, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 1)))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: "badge", inSection: 0))
    }
}
