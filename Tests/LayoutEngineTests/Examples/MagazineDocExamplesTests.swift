import LayoutEngine
import XCTest

/// Runs the FlowLayout article's magazine feed and checks what its comments claim.
final class MagazineDocExamplesTests: XCTestCase {
    func testDocs_MagazineFeed_BannersAndHalfCardsStretchToTheirTallest() async {
        var feed = await MagazineDocExamples.feed()
        let banner = feed.attributes(at: ItemPath(item: 0, section: 0))?.frame
        let half = feed.attributes(at: ItemPath(item: 1, section: 0))?.frame
        let mate = feed.attributes(at: ItemPath(item: 2, section: 0))?.frame
        XCTAssertEqual(banner?.minX, 16)
        XCTAssertEqual(banner?.width, 358)
        XCTAssertEqual(half?.minX, 16)
        XCTAssertEqual(half?.width, 175)
        XCTAssertEqual(mate?.minX, 199)
        XCTAssertNotNil(feed.decorationAttributes(ofKind: ElementKind.sectionBackgroundKind, inSection: 0))
        XCTAssertTrue(
            feed.needsMeasurement(
                ofSupplementaryOfKind: ElementKind.sectionHeaderKind, at: ItemPath(item: 0, section: 0)))
        // A taller measured card stretches its row mate.
        feed.reportSize(Size(width: 175, height: 200), forItemAt: ItemPath(item: 1, section: 0))
        feed.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [25]))
        XCTAssertEqual(feed.attributes(at: ItemPath(item: 2, section: 0))?.frame.height, 200)
    }
}
