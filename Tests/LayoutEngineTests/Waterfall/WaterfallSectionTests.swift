import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Sections: insets, headers and footers, per-section column counts, right-to-left mirroring.
final class WaterfallSectionTests: XCTestCase {
    /// Content width 350 − 20 = 330; columns span 330 − 20 − 10 = 300: two of (300 − 15) / 2 =
    /// 142.5 in section 0, three of (300 − 30) / 3 = 90 in section 1.
    private let configuration = WaterfallLayout.Configuration(
        columnCount: [2, 3], columnSpacing: 15, itemSpacing: 8,
        sectionInset: EdgeInsets(top: 5, left: 20, bottom: 15, right: 10), headerHeight: [40, 0],
        footerHeight: 30,
        itemHeight: .aspectRatio { path in path.section == 0 ? 0.5 : (path.item % 2 == 0 ? 1 : 0.5) })

    private func layout(_ direction: LayoutDirection = .leftToRight) -> WaterfallLayout {
        WaterfallFixtures.prepared(
            configuration, width: 350, itemCounts: [3, 4], direction: direction,
            contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    }

    private let expectedCells: [ItemPath: Rect] = [
        ItemPath(item: 0, section: 0): Rect(x: 20, y: 45, width: 142.5, height: 71.25),
        ItemPath(item: 1, section: 0): Rect(x: 177.5, y: 45, width: 142.5, height: 71.25),
        ItemPath(item: 2, section: 0): Rect(x: 20, y: 124.25, width: 142.5, height: 71.25),
        // Section 0 ends at 195.5 + 15 (inset) + 30 (footer) = 240.5; no header in section 1.
        ItemPath(item: 0, section: 1): Rect(x: 20, y: 245.5, width: 90, height: 90),
        ItemPath(item: 1, section: 1): Rect(x: 125, y: 245.5, width: 90, height: 45),
        ItemPath(item: 2, section: 1): Rect(x: 230, y: 245.5, width: 90, height: 90),
        ItemPath(item: 3, section: 1): Rect(x: 125, y: 298.5, width: 90, height: 45),
    ]

    func testWaterfall_SectionsStackWithInsetsHeadersAndFooters() {
        let layout = layout()
        assertCellFrames(layout, expectedCells)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 0, y: 0, width: 330, height: 40))
        XCTAssertNil(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1),
            "a zero header height means no header")
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 0, y: 210.5, width: 330, height: 30))
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 1)?.frame,
            Rect(x: 0, y: 358.5, width: 330, height: 30))
        XCTAssertEqual(layout.contentSize, Size(width: 330, height: 388.5))
    }

    func testWaterfall_SectionStartsBelowTallestColumnOfPrevious() {
        // Column 0 of section 0 is the tallest (195.5); column 1 ends at 116.25.
        let layout = layout()
        let sectionOneTop = layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY ?? 0
        XCTAssertEqual(sectionOneTop, 195.5 + 15 + 30 + 5)
    }

    func testWaterfall_SupplementaryKindsAndPathsInQueries() {
        let all = layout().attributes(in: .infinite)
        let kinds = Set(all.map { ElementKey($0) })
        XCTAssertTrue(kinds.contains(ElementKey(kind: .sectionHeader, path: ItemPath(item: 0, section: 0))))
        XCTAssertTrue(kinds.contains(ElementKey(kind: .sectionFooter, path: ItemPath(item: 0, section: 1))))
        XCTAssertEqual(all.count, 3 + 4 + 1 + 2, "cells, one header, two footers")
    }

    func testWaterfall_RightToLeftMirrorsEveryFrame() {
        let mirrored = expectedCells.mapValues { $0.mirroredHorizontally(inWidth: 330) }
        XCTAssertEqual(mirrored[ItemPath(item: 0, section: 1)], Rect(x: 220, y: 245.5, width: 90, height: 90))
        let layout = layout(.rightToLeft)
        assertCellFrames(layout, mirrored)
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame,
            Rect(x: 0, y: 0, width: 330, height: 40))
    }

    func testWaterfall_RightToLeftEqualsMirroredLeftToRight_Random() {
        for seed: UInt64 in 10...17 {
            var generator = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomConfiguration(&generator)
            configuration.sectionHeadersPinToVisibleBounds = false
            let counts = [generator.int(in: 0...40), generator.int(in: 0...40)]
            let ltr = WaterfallFixtures.prepared(configuration, width: 390, itemCounts: counts)
            let rtl = WaterfallFixtures.prepared(
                configuration, width: 390, itemCounts: counts, direction: .rightToLeft)
            let expected = ltr.attributes(in: .infinite).map { element in
                var element = element
                element.frame = element.frame.mirroredHorizontally(inWidth: 390)
                return element
            }
            assertSameElements(rtl.attributes(in: .infinite), expected, "seed \(seed)")
        }
    }

    func testWaterfall_EmptySectionKeepsItsHeaderInsetsAndFooter() {
        let configuration = WaterfallLayout.Configuration(
            sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0), headerHeight: 20, footerHeight: 10
        )
        let layout = WaterfallFixtures.prepared(configuration, width: 200, itemCounts: [0, 1])
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0)?.frame,
            Rect(x: 0, y: 32, width: 200, height: 10))
        assertRect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)?.frame,
            Rect(x: 0, y: 42, width: 200, height: 20))
        assertRect(
            layout.attributes(at: ItemPath(item: 0, section: 1))?.frame,
            Rect(x: 0, y: 67, width: 95, height: 95))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 1, section: 1)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 2)))
    }

    func testWaterfall_PerSectionListRepeatsItsLastValue() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: [1, 2], columnSpacing: 0, itemHeight: .aspectRatio { _ in 0 })
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [1, 1, 1])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 100)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.width, 50)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.frame.width, 50)
    }

    func testWaterfall_ColumnCountFromClosurePerSection() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: .computed { section in section + 1 }, columnSpacing: 0)
        let layout = WaterfallFixtures.prepared(configuration, width: 120, itemCounts: [1, 1, 1])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 120)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.width, 60)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.frame.width, 40)
    }
}
