import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Every edit of a snapshot against a plain model (``SnapshotModel``): after each one, every
/// query (counts, identifiers, positions both ways, marks) equals the model's scan, and a
/// misuse throws the error the model names and leaves the snapshot as it was.
final class CollectionSnapshotEditingTests: XCTestCase {
    private typealias Snapshot = SnapshotModel.Snapshot
    private typealias Failure = SnapshotModel.Failure

    func testCollectionSnapshot_RandomEditsMatchAPlainModel() throws {
        for seed in TestCampaign.seeds(200, quick: 40) {
            var g = SeededGenerator(seed: seed)
            var model = SnapshotModel()
            var snapshot = Snapshot()
            for step in 0..<60 {
                let before = snapshot
                let (expected, actual) = Self.randomEdit(&model, &snapshot, &g)
                let message = "seed \(seed), step \(step)"
                XCTAssertEqual(actual, expected, message)
                if expected != nil {
                    XCTAssertEqual(snapshot, before, "a refused edit changes nothing, \(message)")
                }
                assertMatches(snapshot, model, message)
            }
        }
    }

    /// Inserting at the front of a long section keeps every look-up right (the positions of
    /// the items after it are renumbered as they shift).
    func testCollectionSnapshot_InsertsAtTheFrontRenumberTheSection() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections([0])
        try snapshot.appendItems([0])
        for id in 1..<200 {
            try snapshot.insertItems([id], beforeItem: id - 1)
            XCTAssertEqual(snapshot.indexPath(for: 0), ItemPath(item: id, section: 0))
            XCTAssertEqual(snapshot.indexPath(for: id), ItemPath(item: 0, section: 0))
        }
        XCTAssertEqual(snapshot.itemIdentifiers, Array((0..<200).reversed()))
    }

    // MARK: - One random edit on both

    /// Applies one random edit to the model and the snapshot: the error each gave.
    private static func randomEdit(
        _ model: inout SnapshotModel, _ snapshot: inout Snapshot, _ g: inout SeededGenerator
    ) -> (expected: Failure?, actual: Failure?) {
        // Small id ranges, so that edits name present, absent and repeated ids alike.
        func section() -> Int { g.int(in: 0...7) }
        func item() -> Int { g.int(in: 100...140) }
        func sections() -> [Int] { (0..<g.int(in: 0...3)).map { _ in section() } }
        func items() -> [Int] { (0..<g.int(in: 0...4)).map { _ in item() } }
        func run(_ edit: (inout Snapshot) throws(Failure) -> Void) -> Failure? {
            do throws(Failure) {
                try edit(&snapshot)
                return nil
            } catch {
                return error
            }
        }
        let after = g.bool()
        switch g.int(in: 0...13) {
        case 0:
            let ids = sections()
            return (model.appendSections(ids), run { s throws(Failure) in try s.appendSections(ids) })
        case 1:
            let (ids, anchor) = (sections(), section())
            return (
                model.insertSections(ids, relativeTo: anchor, after: after),
                run { s throws(Failure) in
                    try after
                        ? s.insertSections(ids, afterSection: anchor)
                        : s.insertSections(ids, beforeSection: anchor)
                }
            )
        case 2:
            let ids = sections()
            return (model.deleteSections(ids), run { s throws(Failure) in try s.deleteSections(ids) })
        case 3:
            let (id, anchor) = (section(), section())
            return (
                model.moveSection(id, relativeTo: anchor, after: after),
                run { s throws(Failure) in
                    try after
                        ? s.moveSection(id, afterSection: anchor) : s.moveSection(id, beforeSection: anchor)
                }
            )
        case 4:
            let ids = sections()
            return (model.reloadSections(ids), run { s throws(Failure) in try s.reloadSections(ids) })
        case 5, 6, 7:
            let (ids, target) = (items(), g.bool() ? nil : section())
            return (
                model.appendItems(ids, toSection: target),
                run { s throws(Failure) in try s.appendItems(ids, toSection: target) }
            )
        case 8:
            let (ids, anchor) = (items(), item())
            return (
                model.insertItems(ids, relativeTo: anchor, after: after),
                run { s throws(Failure) in
                    try after ? s.insertItems(ids, afterItem: anchor) : s.insertItems(ids, beforeItem: anchor)
                }
            )
        case 9:
            let ids = items()
            return (model.deleteItems(ids), run { s throws(Failure) in try s.deleteItems(ids) })
        case 10:
            let (id, anchor) = (item(), item())
            return (
                model.moveItem(id, relativeTo: anchor, after: after),
                run { s throws(Failure) in
                    try after ? s.moveItem(id, afterItem: anchor) : s.moveItem(id, beforeItem: anchor)
                }
            )
        case 11:
            let ids = items()
            return (model.reloadItems(ids), run { s throws(Failure) in try s.reloadItems(ids) })
        case 12:
            let ids = items()
            return (model.reconfigureItems(ids), run { s throws(Failure) in try s.reconfigureItems(ids) })
        default:
            if g.int(in: 0...3) == 0 {
                model = SnapshotModel()
                snapshot.deleteAllItems()
            }
            return (nil, nil)
        }
    }

    // MARK: - Every query against the model

    private func assertMatches(
        _ snapshot: Snapshot, _ model: SnapshotModel, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(snapshot.sectionIdentifiers, model.sections.map(\.id), message, file: file, line: line)
        XCTAssertEqual(snapshot.numberOfSections, model.sections.count, message, file: file, line: line)
        XCTAssertEqual(
            snapshot.itemCounts, model.sections.map(\.items.count), message, file: file, line: line)
        XCTAssertEqual(snapshot.numberOfItems, model.allItems.count, message, file: file, line: line)
        XCTAssertEqual(snapshot.itemIdentifiers, model.allItems, message, file: file, line: line)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, model.reloadedItems, message, file: file, line: line)
        XCTAssertEqual(
            snapshot.reconfiguredItemIdentifiers, model.reconfiguredItems, message, file: file, line: line)
        XCTAssertEqual(
            snapshot.reloadedSectionIdentifiers, model.reloadedSections, message, file: file, line: line)
        for (index, section) in model.sections.enumerated() {
            XCTAssertEqual(snapshot.indexOfSection(section.id), index, message, file: file, line: line)
            XCTAssertEqual(try snapshot.itemIdentifiers(inSection: section.id), section.items, message)
            XCTAssertEqual(try snapshot.numberOfItems(inSection: section.id), section.items.count, message)
            for (item, id) in section.items.enumerated() {
                let path = ItemPath(item: item, section: index)
                XCTAssertEqual(snapshot.indexPath(for: id), path, "\(id), \(message)", file: file, line: line)
                XCTAssertEqual(snapshot.indexOfItem(id), item, message, file: file, line: line)
                XCTAssertEqual(snapshot.itemIdentifier(at: path), id, message, file: file, line: line)
                XCTAssertEqual(
                    snapshot.sectionIdentifier(containingItem: id), section.id, message, file: file,
                    line: line)
            }
            XCTAssertNil(snapshot.itemIdentifier(at: ItemPath(item: section.items.count, section: index)))
        }
        for id in 100...140 where model.path(of: id) == nil {
            XCTAssertNil(snapshot.indexPath(for: id), message, file: file, line: line)
            XCTAssertNil(snapshot.sectionIdentifier(containingItem: id), message, file: file, line: line)
        }
        for id in 0...7 where model.sectionIndex(of: id) == nil {
            XCTAssertNil(snapshot.indexOfSection(id), message, file: file, line: line)
            XCTAssertThrowsError(try snapshot.itemIdentifiers(inSection: id), message, file: file, line: line)
            {
                XCTAssertEqual($0 as? Failure, .unknownSections([id]))
            }
        }
        XCTAssertNil(snapshot.itemIdentifier(at: ItemPath(item: 0, section: model.sections.count)))
        XCTAssertNil(snapshot.itemIdentifier(at: ItemPath(item: -1, section: 0)))
    }
}
