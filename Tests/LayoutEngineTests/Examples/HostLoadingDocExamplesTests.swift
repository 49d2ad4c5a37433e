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

    func testHostDocs_ApplyingSnapshots_EveryViewShownIsReKeyedNoneRecycled() async throws {
        let (shown, moved, inbox) = try await HostLoadingDocExamples.applyingSnapshots()
        XCTAssertEqual(inbox.itemIdentifiers, [4, 1, 2, 3])
        XCTAssertEqual(shown.visible.count, 4)
        // Item 4 moves to the top, the others one place down: four views re-keyed.
        XCTAssertEqual(
            Set(moved.renamed),
            Set(
                (0..<4).map {
                    ElementRename(
                        from: .cell(ItemPath(item: $0, section: 0)),
                        to: .cell(ItemPath(item: ($0 + 1) % 4, section: 0)))
                }))
        XCTAssertTrue(moved.appeared.isEmpty)
        XCTAssertTrue(moved.disappeared.isEmpty)
    }
}
