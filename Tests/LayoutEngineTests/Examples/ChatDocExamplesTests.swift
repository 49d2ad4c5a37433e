import LayoutEngine
import XCTest

/// Runs the bottom-to-top chat example (``ChatDocExamples``, a verbatim copy) and checks what
/// its comments claim.
final class ChatDocExamplesTests: XCTestCase {
    func testDocs_BottomToTopThread_StartsAtTheBottomAndKeepsTheNewestThere() async throws {
        let (newest, layout, screen) = try await ChatDocExamples.bottomToTopThread()
        XCTAssertEqual(newest?.frame.maxY, 844)
        XCTAssertEqual(screen.contentOffset.y, 32)
        let now = try XCTUnwrap(layout.attributes(at: ItemPath(item: 12, section: 0)))
        XCTAssertEqual(now.frame.maxY - screen.contentOffset.y, 844)
    }
}
