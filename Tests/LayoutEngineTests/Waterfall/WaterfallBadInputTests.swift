import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Every documented bad-input rule: a defined result, never a trap.
final class WaterfallBadInputTests: XCTestCase {
    private func cellFrames(_ layout: WaterfallLayout, section: Int = 0, count: Int) -> [Rect] {
        (0..<count).map { layout.attributes(at: ItemPath(item: $0, section: section))?.frame ?? .null }
    }

    func testWaterfall_ZeroOrNegativeColumnCountIsOneColumn() {
        for count in [0, -3, Int.min] {
            let configuration = WaterfallLayout.Configuration(
                columnCount: .all(count), itemHeight: WaterfallFixtures.heights([[10, 20]]))
            let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [2])
            XCTAssertEqual(
                cellFrames(layout, count: 2),
                [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 20, width: 100, height: 20)],
                "columnCount \(count)")
        }
    }

    func testWaterfall_EmptyColumnCountListIsOneColumn() {
        let configuration = WaterfallLayout.Configuration(columnCount: [])
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [1])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 100)
    }

    func testWaterfall_HugeColumnCountIsClampedToMaximum() {
        let maximum = WaterfallLayout.Configuration.maximumColumnCount
        let configuration = WaterfallLayout.Configuration(columnCount: .all(Int.max), columnSpacing: 1)
        let layout = WaterfallFixtures.prepared(configuration, width: 300, itemCounts: [maximum + 5])
        let columns = Set(cellFrames(layout, count: maximum + 5).map(\.minX))
        XCTAssertEqual(columns.count, maximum)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: maximum, section: 0))?.frame.minX, 0, "wraps to column 0")
    }

    func testWaterfall_TooNarrowWidthGivesZeroWidthItemsStillLaidOut() {
        // Three columns with 10-point gaps need 20 points before any column has width.
        let configuration = WaterfallLayout.Configuration(
            columnCount: 3, itemHeight: .computed { _, width in width + 30 })
        let layout = WaterfallFixtures.prepared(configuration, width: 15, itemCounts: [4])
        XCTAssertEqual(
            cellFrames(layout, count: 4),
            [
                Rect(x: 0, y: 0, width: 0, height: 30), Rect(x: 10, y: 0, width: 0, height: 30),
                Rect(x: 20, y: 0, width: 0, height: 30), Rect(x: 0, y: 40, width: 0, height: 30),
            ])
        LayoutConformance.checkConformance(
            WaterfallLayout(configuration: configuration),
            context: WaterfallFixtures.context(width: 15, itemCounts: [4]))
    }

    func testWaterfall_EmptyViewportGivesZeroWidthContent() {
        var layout = WaterfallLayout()
        layout.prepare(LayoutContext(viewportSize: Size(width: -5, height: .nan), itemCounts: [3]))
        XCTAssertEqual(layout.contentSize.width, 0)
        XCTAssertEqual(cellFrames(layout, count: 3).map(\.height), [0, 0, 0], "ratio × zero width")
        XCTAssertEqual(layout.attributes(in: .infinite).count, 3)
    }

    func testWaterfall_BadAspectRatiosGiveZeroHeight() {
        // Column width 100; 1e308 × 100 overflows to infinity.
        let ratios: [Double] = [.nan, -1, .infinity, 1e308, 0.5]
        let configuration = WaterfallLayout.Configuration(
            columnCount: 1, itemHeight: .aspectRatio { ratios[$0.item] })
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [5])
        XCTAssertEqual(
            cellFrames(layout, count: 5),
            [
                Rect(x: 0, y: 0, width: 100, height: 0), Rect(x: 0, y: 10, width: 100, height: 0),
                Rect(x: 0, y: 20, width: 100, height: 0), Rect(x: 0, y: 30, width: 100, height: 0),
                Rect(x: 0, y: 40, width: 100, height: 50),
            ])
    }

    func testWaterfall_BadComputedHeightsGiveZeroHeight() {
        let heights: [Double] = [.nan, -20, -.infinity, .infinity, 7]
        let configuration = WaterfallLayout.Configuration(
            columnCount: 1, itemSpacing: 0, itemHeight: .computed { path, _ in heights[path.item] })
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [5])
        XCTAssertEqual(cellFrames(layout, count: 5).map(\.height), [0, 0, 0, 0, 7])
        XCTAssertEqual(layout.contentSize.height, 7)
    }

    func testWaterfall_BadSpacingInsetsAndSupplementaryHeightsReadAsZero() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 2, columnSpacing: .all(.nan), itemSpacing: -4,
            sectionInset: EdgeInsets(top: .infinity, left: -10, bottom: .nan, right: 0),
            headerHeight: .all(.nan), footerHeight: .all(-5), itemHeight: .computed { _, _ in 10 })
        let layout = WaterfallFixtures.prepared(configuration, width: 100, itemCounts: [3])
        XCTAssertEqual(
            cellFrames(layout, count: 3),
            [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10),
                Rect(x: 0, y: 10, width: 50, height: 10),
            ])
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: 0))
        XCTAssertEqual(layout.contentSize, Size(width: 100, height: 20))
    }

    func testWaterfall_BadMinimumColumnWidthIsIgnored() {
        for width in [Double.nan, 0, -50, .infinity] {
            let configuration = WaterfallLayout.Configuration(
                columnCount: 4, minimumColumnWidth: .all(width), columnSpacing: 0)
            let layout = WaterfallFixtures.prepared(configuration, width: 400, itemCounts: [1])
            XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 100, "\(width)")
        }
    }

    func testWaterfall_TinyMinimumColumnWidthIsClampedToMaximumColumns() {
        let configuration = WaterfallLayout.Configuration(minimumColumnWidth: 1e-300, columnSpacing: 0)
        let layout = WaterfallFixtures.prepared(configuration, width: 1024, itemCounts: [1])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 1)
    }

    func testWaterfall_NegativeItemCountsAreEmptySections() {
        let layout = WaterfallFixtures.prepared(
            WaterfallLayout.Configuration(), width: 100, itemCounts: [-4, 2])
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 0)))
        XCTAssertNotNil(layout.attributes(at: ItemPath(item: 1, section: 1)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: -1, section: 1)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: -1)))
        XCTAssertEqual(layout.attributes(in: .infinite).count, 2)
    }

    func testWaterfall_BadQueryRectsReturnNothing() {
        let layout = WaterfallFixtures.prepared(
            WaterfallLayout.Configuration(headerHeight: 20, sectionHeadersPinToVisibleBounds: true),
            width: 100,
            itemCounts: [5])
        XCTAssertEqual(layout.attributes(in: .null).count, 0)
        XCTAssertEqual(layout.attributes(in: Rect(x: .nan, y: .nan, width: 10, height: 10)).count, 0)
    }

    func testWaterfall_UnpreparedLayoutIsEmpty() {
        let layout = WaterfallLayout()
        XCTAssertEqual(layout.contentSize, .zero)
        XCTAssertEqual(layout.attributes(in: .infinite).count, 0)
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 0)))
        XCTAssertNil(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
    }
}
