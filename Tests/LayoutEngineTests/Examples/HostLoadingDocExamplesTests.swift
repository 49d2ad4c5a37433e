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
}
