import LayoutEngine
import XCTest

/// Runs the data-by-identity example (``SnapshotDocExamples``, a verbatim copy) and checks what
/// its comments claim.
final class SnapshotDocExamplesTests: XCTestCase {
    func testDocs_PinAMessage_MovesItWithItsMeasuredSize() async throws {
        let (updates, pinned, after) = try await SnapshotDocExamples.pinAMessage()
        XCTAssertEqual(
            updates,
            [
                .deleteItems(at: [ItemPath(item: 1, section: 1)]),
                .insertItems(at: [ItemPath(item: 2, section: 1)]),
                .moveItem(from: ItemPath(item: 2, section: 1), to: ItemPath(item: 0, section: 0)),
            ])
        XCTAssertEqual(after.sectionIdentifiers, ["pinned", "inbox"])
        XCTAssertEqual(try after.itemIdentifiers(inSection: "pinned"), [3, 7])
        XCTAssertEqual(try after.itemIdentifiers(inSection: "inbox"), [1, 4, 5])
        XCTAssertEqual(pinned?.frame.height, 120)
        XCTAssertEqual(pinned?.frame.minY, 0)
    }
}
