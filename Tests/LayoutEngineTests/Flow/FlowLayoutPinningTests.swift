import LayoutEngine
import XCTest

/// Section headers and footers pinned to the visible bounds, as UIKit pins them.
final class FlowLayoutPinningTests: XCTestCase {
    private func layout(pinHeaders: Bool, pinFooters: Bool, offset: Double, insetTop: Double = 0)
        -> FlowLayout
    {
        let metrics = FlowLayout.SectionMetrics(
            headerReferenceSize: Size(width: 0, height: 40), footerReferenceSize: Size(width: 0, height: 20))
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 100)), metrics: .all(metrics),
                sectionHeadersPinToVisibleBounds: pinHeaders, sectionFootersPinToVisibleBounds: pinFooters))
        // Section 0: header 0–40, 3 lines 40–360, footer 360–380. Section 1 from 380.
        layout.prepare(
            LayoutContext(
                bounds: Rect(x: 0, y: offset, width: 340, height: 300), itemCounts: [9, 9],
                contentInsets: EdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0)))
        return layout
    }

    private func header(_ layout: FlowLayout, _ section: Int) -> Rect? {
        layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: section)?.frame
    }

    func testPinnedHeader_StaysAtTheTopOfTheVisibleArea() {
        let pinned = layout(pinHeaders: true, pinFooters: false, offset: 100)
        XCTAssertEqual(header(pinned, 0), Rect(x: 0, y: 100, width: 340, height: 40))
        let returned = pinned.attributes(in: Rect(x: 0, y: 100, width: 340, height: 300))
        let headers = returned.filter { $0.kind == .sectionHeader && $0.path.section == 0 }
        XCTAssertEqual(
            headers.map(\.frame), [Rect(x: 0, y: 100, width: 340, height: 40)], "returned once, pinned")
    }

    func testPinnedHeader_RespectsTheContentInset() {
        let pinned = layout(pinHeaders: true, pinFooters: false, offset: 100, insetTop: 44)
        XCTAssertEqual(header(pinned, 0)?.minY, 144)
    }

    func testPinnedHeader_IsPushedByTheEndOfItsSection() {
        let pinned = layout(pinHeaders: true, pinFooters: false, offset: 340)
        XCTAssertEqual(header(pinned, 0)?.minY, 320, "its bottom meets the section's end at 360")
    }

    func testUnpinnedHeader_ScrollsAway() {
        let unpinned = layout(pinHeaders: false, pinFooters: false, offset: 100)
        XCTAssertEqual(header(unpinned, 0)?.minY, 0)
        XCTAssertFalse(
            unpinned.attributes(in: Rect(x: 0, y: 100, width: 340, height: 300)).contains {
                $0.kind == .sectionHeader && $0.path.section == 0
            })
    }

    func testPinnedFooter_StaysAtTheBottomOfTheVisibleArea() {
        let pinned = layout(pinHeaders: false, pinFooters: true, offset: 0)
        let footer = pinned.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)
        XCTAssertEqual(footer?.frame, Rect(x: 0, y: 280, width: 340, height: 20))
    }

    func testPinning_QueriesMatchBruteForceAtManyOffsets() {
        for offset in stride(from: 0.0, through: 700, by: 35) {
            LayoutConformance.checkIndex(
                layout(pinHeaders: true, pinFooters: true, offset: offset), itemCounts: [9, 9],
                seed: UInt64(offset), queries: 60)
        }
    }
}
