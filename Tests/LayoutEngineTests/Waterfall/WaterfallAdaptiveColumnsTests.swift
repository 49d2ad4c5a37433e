import LayoutEngine
import XCTest

/// `minimumColumnWidth`: the column count follows the viewport's width.
final class WaterfallAdaptiveColumnsTests: XCTestCase {
    private func columnWidth(viewport: Double, contentInsets: EdgeInsets = .zero) -> Double? {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 7, minimumColumnWidth: 100, columnSpacing: 10)
        let layout = WaterfallFixtures.prepared(
            configuration, width: viewport, itemCounts: [1], contentInsets: contentInsets)
        return layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width
    }

    func testWaterfall_ColumnsAdaptToViewportWidth() {
        // n columns need n · 100 + (n − 1) · 10 points: 320 fits 2 (210 … 320 fits 3 exactly).
        XCTAssertEqual(columnWidth(viewport: 320), 100, "three columns of exactly 100")
        XCTAssertEqual(columnWidth(viewport: 319), 154.5, "two columns: (319 − 10) / 2")
        XCTAssertEqual(columnWidth(viewport: 430), 100, "four columns")
        XCTAssertEqual(columnWidth(viewport: 1000), (1000 - 80) / 9, "nine columns")
    }

    func testWaterfall_NarrowerThanMinimumIsOneColumn() {
        XCTAssertEqual(columnWidth(viewport: 60), 60)
    }

    func testWaterfall_AdaptiveColumnsUseTheWidthInsideInsets() {
        XCTAssertEqual(
            columnWidth(viewport: 340, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)), 100
        )
        XCTAssertEqual(
            columnWidth(viewport: 339, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
            154.5)
    }

    func testWaterfall_ResizeRecomputesTheColumnCount() {
        let configuration = WaterfallLayout.Configuration(minimumColumnWidth: 100, columnSpacing: 10)
        var layout = WaterfallFixtures.prepared(configuration, width: 320, itemCounts: [6])
        layout.prepare(WaterfallFixtures.context(width: 430, itemCounts: [6]))
        XCTAssertEqual(layout._lastPreparation, .full)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minX, 330, "the fourth column")
    }
}
