import LayoutEngine
import XCTest

/// Bad input gives the documented result, never a trap.
final class FlowLayoutBadInputTests: XCTestCase {
    private func prepared(_ sizing: FlowLayout.ItemSizing, viewport: Size, counts: [Int]) -> FlowLayout {
        var layout = FlowLayout(configuration: FlowLayout.Configuration(itemSizing: sizing))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
        return layout
    }

    func testFlowBadInput_NegativeNaNAndInfiniteSizesReadAsZero() {
        let sizing: FlowLayout.ItemSizing = .perItem { path in
            [
                Size(width: -10, height: 50), Size(width: .nan, height: .infinity),
                Size(width: 50, height: -.infinity),
            ][
                path.item % 3]
        }
        let layout = prepared(sizing, viewport: Size(width: 300, height: 600), counts: [3])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 0)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.size, .zero)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 0))?.frame.height, 0)
        LayoutConformance.checkConformance(
            FlowLayout(configuration: FlowLayout.Configuration(itemSizing: sizing)),
            context: LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [3]))
    }

    func testFlowBadInput_NegativeItemCountsReadAsZero() {
        let layout = prepared(
            .fixed(Size(width: 10, height: 10)), viewport: Size(width: 300, height: 600), counts: [-5, 2])
        XCTAssertEqual(layout.attributes(in: .infinite).count, 2)
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 0)))
    }

    func testFlowBadInput_ZeroSectionsGiveEmptyContent() {
        let layout = prepared(
            .fixed(Size(width: 10, height: 10)), viewport: Size(width: 300, height: 600), counts: [])
        XCTAssertEqual(layout.contentSize, Size(width: 300, height: 0))
        XCTAssertEqual(layout.attributes(in: .infinite), [])
    }

    func testFlowBadInput_ZeroWidthViewportGivesZeroWidthItemsOnePerLine() {
        let layout = prepared(.fixed(Size(width: 50, height: 20)), viewport: .zero, counts: [4])
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 4 * 20 + 3 * 10))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 3, section: 0))?.frame,
            Rect(x: 0, y: 90, width: 0, height: 20))
    }

    func testFlowBadInput_NaNViewportAndSpacingReadAsZero() {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: .infinity, left: -3, bottom: .nan, right: 0),
            minimumLineSpacing: .nan, minimumInteritemSpacing: -4)
        let configuration = FlowLayout.Configuration(
            itemSizing: .fixed(Size(width: 50, height: 20)), metrics: .all(metrics))
        var layout = FlowLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: .nan, height: 100), itemCounts: [3]))
        // Zero width: items clamp to zero length, and with zero spacing all share one line.
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 20))
        LayoutConformance.checkConformance(
            layout, context: LayoutContext(viewportSize: Size(width: 200, height: .infinity), itemCounts: [3])
        )
    }

    func testFlowBadInput_ZeroSizeItemsWithZeroSpacingShareOneLine() {
        let configuration = FlowLayout.Configuration(
            itemSizing: .fixed(.zero), metrics: .all(FlowLayout.SectionMetrics(minimumInteritemSpacing: 0)))
        var layout = FlowLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 100, height: 100), itemCounts: [10_000]))
        XCTAssertEqual(layout.contentSize.height, 0)
        XCTAssertEqual(layout.attributes(in: Rect(x: -1, y: -1, width: 200, height: 2)).count, 10_000)
    }

    func testFlowValidation_NamesTheBadField() {
        var configuration = FlowLayout.Configuration(itemSizing: .fixed(Size(width: -1, height: 10)))
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual(
                error as? LayoutConfigurationError,
                LayoutConfigurationError(field: "itemSize.width", value: -1, rule: .mustBePositive))
        }
        configuration.itemSizing = .fixed(Size(width: 1, height: 1))
        configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: .nan))
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "metrics.minimumLineSpacing")
            XCTAssertEqual((error as? LayoutConfigurationError)?.rule, .mustBeFinite)
        }
        configuration.metrics = .list([
            FlowLayout.SectionMetrics(), FlowLayout.SectionMetrics(minimumLineSpacing: -1),
        ])
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "metrics[1].minimumLineSpacing")
            XCTAssertEqual((error as? LayoutConfigurationError)?.rule, .mustNotBeNegative)
        }
        configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 0))
        XCTAssertNoThrow(try configuration.validate())
    }

    /// UIKit's flow layout rejects negative or zero item sizes; ``FlowLayout/Configuration/validate()``
    /// names a zero extent of a fixed or listed size, while `prepare` still lays it out as zero.
    func testFlowValidation_ZeroItemSizeIsRejected() {
        var configuration = FlowLayout.Configuration(itemSizing: .fixed(Size(width: 10, height: 0)))
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual(
                error as? LayoutConfigurationError,
                LayoutConfigurationError(field: "itemSize.height", value: 0, rule: .mustBePositive))
        }
        configuration.itemSizing = .sizes([
            [Size(width: 10, height: 10)], [Size(width: 10, height: 10), .zero],
        ])
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "sizes[1][1].width")
        }
    }
}
