import LayoutEngine
import XCTest

/// Each misuse that stops an app in UIKit's `NSDiffableDataSourceSnapshot` throws here, with
/// the identifiers at fault, and leaves the snapshot as it was.
final class CollectionSnapshotErrorTests: XCTestCase {
    private typealias Snapshot = CollectionSnapshot<String, Int>
    private typealias Failure = CollectionSnapshotError<String, Int>

    private func snapshot() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2], toSection: "a")
        try snapshot.appendItems([3])
        return snapshot
    }

    /// Runs `edit` on a copy of the fixture: the error it throws, after checking that the copy
    /// is unchanged.
    private func failure(
        _ edit: (inout Snapshot) throws(Failure) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Failure? {
        let original = try snapshot()
        var copy = original
        do throws(Failure) {
            try edit(&copy)
            return nil
        } catch {
            XCTAssertEqual(copy, original, "a refused edit changes nothing", file: file, line: line)
            return error
        }
    }

    func testCollectionSnapshotError_DuplicatesAreNamedOnce() throws {
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.appendItems([4, 2, 4, 5]) }, .duplicateItems([2, 4]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.insertItems([3], beforeItem: 1) }, .duplicateItems([3]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.appendSections(["c", "a"]) }, .duplicateSections(["a"]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.insertSections(["c", "c"], afterSection: "a") },
            .duplicateSections(["c"]))
    }

    func testCollectionSnapshotError_UnknownIdentifiersAreNamed() throws {
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.deleteItems([1, 9, 8]) }, .unknownItems([9, 8]))
        XCTAssertEqual(try failure { s throws(Failure) in try s.reloadItems([7]) }, .unknownItems([7]))
        XCTAssertEqual(try failure { s throws(Failure) in try s.reconfigureItems([7]) }, .unknownItems([7]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.moveItem(9, afterItem: 1) }, .unknownItems([9]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.insertItems([4], afterItem: 9) }, .unknownItems([9]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.appendItems([4], toSection: "z") },
            .unknownSections(["z"]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.deleteSections(["z"]) }, .unknownSections(["z"]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.reloadSections(["y"]) }, .unknownSections(["y"]))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.moveSection("a", beforeSection: "z") },
            .unknownSections(["z"]))
        XCTAssertThrowsError(try snapshot().itemIdentifiers(inSection: "z")) {
            XCTAssertEqual($0 as? Failure, .unknownSections(["z"]))
        }
    }

    func testCollectionSnapshotError_MovesRelativeToThemselvesAndItemsWithoutSections() throws {
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.moveItem(1, beforeItem: 1) },
            .itemMovedRelativeToItself(1))
        XCTAssertEqual(
            try failure { s throws(Failure) in try s.moveSection("b", afterSection: "b") },
            .sectionMovedRelativeToItself("b"))
        var empty = Snapshot()
        XCTAssertThrowsError(try empty.appendItems([1])) { XCTAssertEqual($0 as? Failure, .noSections) }
        XCTAssertEqual(empty, Snapshot())
    }
}
