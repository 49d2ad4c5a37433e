import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Which cells a frame asks the renderer to measure (``HostFrame/needsMeasurement``), and the
/// layouts' answers to ``CollectionLayout/needsMeasurement(ofItemAt:)`` behind it.
final class HostMeasurementListTests: XCTestCase {
    func testHostNeedsMeasurement_ListsEstimatedCellsAsTheyAppear() {
        var host = rowsHost()
        let first = host.advance(to: 0)
        XCTAssertEqual(
            first.needsMeasurement, (0..<12).map { ElementID.cell(ItemPath(item: $0, section: 0)) })
        XCTAssertTrue(host.advance(to: 0.1).needsMeasurement.isEmpty, "listed once, as they appear")
        host.contentOffset.y = 100
        XCTAssertEqual(
            host.advance(to: 0.2).needsMeasurement,
            [12, 13].map { ElementID.cell(ItemPath(item: $0, section: 0)) })
    }

    func testHostNeedsMeasurement_MeasuredCellsAreNotListedAgain() {
        var host = rowsHost()
        _ = host.advance(to: 0)
        for item in 0..<12 {
            host.layout.reportSize(Size(width: 320, height: 50), forItemAt: ItemPath(item: item, section: 0))
        }
        host.contentOffset.y = 3_000
        _ = host.advance(to: 0.1)
        host.contentOffset.y = 0
        XCTAssertTrue(host.advance(to: 0.2).needsMeasurement.isEmpty)
    }

    func testHostNeedsMeasurement_AFixedSizeLayoutListsNothing() {
        var host = squaresHost()
        let frame = host.advance(to: 0)
        XCTAssertFalse(frame.appeared.isEmpty)
        XCTAssertTrue(frame.needsMeasurement.isEmpty)
    }

    func testNeedsMeasurement_CompositionalEstimatedItemsUntilReported() {
        let estimated = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let fixed = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = { (item: LayoutItem) in
            LayoutGroup.vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [item])
        }
        let sections = [LayoutSection(group: group(estimated)), LayoutSection(group: group(fixed))]
        var layout = CompositionalLayout(sections: .list(sections))
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [3, 3]))
        XCTAssertTrue(layout.needsMeasurement(ofItemAt: ItemPath(item: 1, section: 0)))
        XCTAssertFalse(layout.needsMeasurement(ofItemAt: ItemPath(item: 1, section: 1)), "an absolute item")
        layout.reportSize(Size(width: 375, height: 60), forItemAt: ItemPath(item: 1, section: 0))
        XCTAssertFalse(layout.needsMeasurement(ofItemAt: ItemPath(item: 1, section: 0)))
        XCTAssertTrue(layout.needsMeasurement(ofItemAt: ItemPath(item: 2, section: 0)))
    }

    func testNeedsMeasurement_FlowWithoutAnEstimateAndOtherLayoutsAnswerFalse() {
        var flow = FlowLayout(itemSize: Size(width: 50, height: 50))
        flow.prepare(LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [5]))
        XCTAssertFalse(flow.needsMeasurement(ofItemAt: ItemPath(item: 0, section: 0)))
        var carousel = CenterCarouselLayout(itemSize: Size(width: 200, height: 300))
        carousel.prepare(LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [5]))
        XCTAssertFalse(carousel.needsMeasurement(ofItemAt: ItemPath(item: 0, section: 0)))
    }
}
