import LayoutEngine
import XCTest

/// `CollectionUpdate.validate(_:from:to:)`: UIKit's rules for a batch that does not add up, each
/// with the section (and item) it names.
final class CollectionUpdateTests: XCTestCase {
    private func error(
        _ updates: [CollectionUpdate], _ old: [Int], _ new: [Int], file: StaticString = #filePath,
        line: UInt = #line
    ) -> CollectionUpdateError? {
        do {
            try CollectionUpdate.validate(updates, from: old, to: new)
            XCTFail("the batch was accepted", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testCollectionUpdate_AValidMixedBatchIsAccepted() throws {
        try CollectionUpdate.validate(
            [
                .deleteItems(at: [ItemPath(item: 0, section: 0)]),
                .insertItems(at: [ItemPath(item: 2, section: 1), ItemPath(item: 3, section: 1)]),
                .reloadItems(at: [ItemPath(item: 1, section: 0)]),
                .moveItem(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 1)),
                .insertSections([2]),
            ], from: [4, 1], to: [2, 4, 7])
    }

    func testCollectionUpdate_ItemCountsMustAddUp() {
        XCTAssertEqual(
            error([.insertItems(at: [ItemPath(item: 0, section: 1)])], [3, 2], [3, 2]),
            CollectionUpdateError(section: 1, reason: .itemCountMismatch(expected: 3, actual: 2)))
        XCTAssertEqual(
            error([.insertItems(at: [ItemPath(item: 0, section: 1)])], [3, 2], [3, 2])?.description,
            "section 1: 2 items after the update, expected 3 (the items before, less the deleted and "
                + "moved out, plus the inserted and moved in)")
    }

    func testCollectionUpdate_SectionCountsMustAddUp() {
        XCTAssertEqual(
            error([.deleteSections([0])], [3, 2], [3, 2]),
            CollectionUpdateError(section: nil, reason: .sectionCountMismatch(expected: 1, actual: 2)))
    }

    func testCollectionUpdate_PathsMustExistOnTheirSideOfTheBatch() {
        XCTAssertEqual(
            error([.deleteItems(at: [ItemPath(item: 3, section: 0)])], [3], [2]),
            CollectionUpdateError(section: 0, item: 3, reason: .itemOutOfRangeBefore(itemCount: 3)))
        XCTAssertEqual(
            error([.insertItems(at: [ItemPath(item: 4, section: 0)])], [3], [4]),
            CollectionUpdateError(section: 0, item: 4, reason: .itemOutOfRangeAfter(itemCount: 4)))
        XCTAssertEqual(
            error([.deleteSections([2])], [3], [3]),
            CollectionUpdateError(section: 2, reason: .sectionOutOfRangeBefore(sectionCount: 1)))
        XCTAssertEqual(
            error([.insertSections([2])], [3], [3, 0]),
            CollectionUpdateError(section: 2, reason: .sectionOutOfRangeAfter(sectionCount: 2)))
    }

    func testCollectionUpdate_ConflictsOnOnePathAreRejected() {
        let path = ItemPath(item: 1, section: 0)
        XCTAssertEqual(
            error([.deleteItems(at: [path]), .reloadItems(at: [path])], [3], [2])?.reason, .deleteAndReload)
        XCTAssertEqual(
            error(
                [.deleteItems(at: [path]), .moveItem(from: path, to: ItemPath(item: 0, section: 0))], [3], [2]
            )?
            .reason, .deleteAndMove)
        XCTAssertEqual(
            error(
                [.insertItems(at: [path]), .moveItem(from: ItemPath(item: 2, section: 0), to: path)], [3], [4]
            )?
            .reason, .insertAndMove)
        XCTAssertEqual(
            error(
                [
                    .moveItem(from: ItemPath(item: 0, section: 0), to: path),
                    .moveItem(from: ItemPath(item: 2, section: 0), to: path),
                ], [3], [3])?.reason, .movedOntoTheSamePlace)
        XCTAssertEqual(
            error(
                [
                    .moveItem(from: path, to: ItemPath(item: 0, section: 0)),
                    .moveItem(from: path, to: ItemPath(item: 2, section: 0)),
                ], [3], [3])?.reason, .movedTwice)
    }

    func testCollectionUpdate_MovesNeitherLeaveDeletedNorEnterInsertedSections() {
        XCTAssertEqual(
            error(
                [
                    .deleteSections([0]),
                    .moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 0)),
                ],
                [2, 1], [2])?.reason, .moveFromDeletedSection)
        XCTAssertEqual(
            error(
                [
                    .insertSections([1]),
                    .moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1)),
                ],
                [2], [1, 1])?.reason, .moveIntoInsertedSection)
    }

    /// As UIKit does, item operations inside a deleted section and inserts into an inserted
    /// section are covered by the section operation: the batch is valid without them adding up.
    func testCollectionUpdate_ItemOperationsInsideDeletedOrInsertedSectionsAreDropped() throws {
        try CollectionUpdate.validate(
            [
                .deleteSections([0]), .deleteItems(at: [ItemPath(item: 0, section: 0)]),
                .insertSections([1]), .insertItems(at: [ItemPath(item: 0, section: 1)]),
            ], from: [2, 3], to: [3, 5])
    }

    func testCollectionUpdate_ReloadedSectionsTakeAnyCount() throws {
        try CollectionUpdate.validate([.reloadSections([1])], from: [2, 3], to: [2, 9])
        XCTAssertEqual(
            error([.reloadSections([1]), .deleteSections([1])], [2, 3], [2])?.reason, .deleteAndReload)
    }

    func testCollectionUpdate_MovedSectionsKeepTheirItems() throws {
        try CollectionUpdate.validate([.moveSection(from: 0, to: 2)], from: [1, 2, 3], to: [2, 3, 1])
        XCTAssertEqual(
            error([.moveSection(from: 0, to: 2)], [1, 2, 3], [1, 2, 3]),
            CollectionUpdateError(section: 0, reason: .itemCountMismatch(expected: 2, actual: 1)))
    }
}
