import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Runs the examples of the article "Hosting a layout" about loading more and restoration
/// (``HostLoadingDocExamples``, verbatim copies) and checks what their comments claim.
final class HostLoadingDocExamplesTests: XCTestCase {
    func testHostDocs_LoadingMore_TheEndReachedLoadsTheNextPage() async throws {
        let (feed, frame, next) = try await HostLoadingDocExamples.loadingMore()
        XCTAssertTrue(frame.reachedEnd)
        XCTAssertEqual(feed.itemCounts, [100], "the next page was loaded")
        // 50 more lines of 100 points (10 apart) below the viewport: far more than 844 points.
        XCTAssertGreaterThan(feed.offsetRange(along: .vertical).upperBound - next.contentOffset.y, 844)
        XCTAssertFalse(next.reachedEnd)
    }

    func testHostDocs_Restoring_TheSameItemAtTheSameDistanceAfterARotation() async throws {
        let (feed, _, _) = try await HostLoadingDocExamples.loadingMore()
        let (saved, rotated, frame) = await HostLoadingDocExamples.restoring(feed)
        let anchor = try XCTUnwrap(saved)
        XCTAssertNil(anchor.keptEnd, "the page appended below: no longer at the end")
        XCTAssertEqual(rotated.viewportSize, Size(width: 844, height: 390))
        let cell = try XCTUnwrap(frame.visible.first { $0.id == .cell(anchor.item) })
        XCTAssertEqual(cell.attributes.frame.minY - frame.contentOffset.y, -anchor.distance, accuracy: 0.5)
    }
}
