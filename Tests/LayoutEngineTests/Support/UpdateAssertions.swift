import LayoutEngine
import XCTest

/// Checks every cell's appearing and disappearing attributes after a batch, by UIKit's
/// flow-layout rules: a survivor moves from its old frame (with its new path) to its new one;
/// an inserted or reloaded cell fades in at its final frame; a deleted or reloaded one fades
/// out at its old frame. Cells are known by id in the models before and after the batch.
func assertUIKitTransition<Layout: CollectionLayout>(
    _ layout: Layout, old: Layout, oldSections: [RandomBatch.Section],
    newSections: [RandomBatch.Section], reloaded: Set<Int>, _ message: String
) {
    var oldPaths: [Int: ItemPath] = [:]
    for (section, model) in oldSections.enumerated() {
        for (item, id) in model.items.enumerated() {
            oldPaths[id] = ItemPath(item: item, section: section)
        }
    }
    var newPaths: [Int: ItemPath] = [:]
    for (section, model) in newSections.enumerated() {
        for (item, id) in model.items.enumerated() {
            newPaths[id] = ItemPath(item: item, section: section)
        }
    }
    for (id, path) in newPaths {
        let initial = layout.initialAttributes(forAppearingItemAt: path)
        XCTAssertEqual(initial?.path, path, message)
        if let oldPath = oldPaths[id], !reloaded.contains(id) {
            XCTAssertEqual(initial?.frame, old.attributes(at: oldPath)?.frame, "\(message): \(path)")
            XCTAssertEqual(initial?.alpha, 1, message)
        } else {
            XCTAssertEqual(initial?.frame, layout.attributes(at: path)?.frame, "\(message): \(path)")
            XCTAssertEqual(initial?.alpha, 0, message)
        }
    }
    for (id, path) in oldPaths {
        let final = layout.finalAttributes(forDisappearingItemAt: path)
        XCTAssertEqual(final?.path, path, message)
        if let newPath = newPaths[id], !reloaded.contains(id) {
            XCTAssertEqual(final?.frame, layout.attributes(at: newPath)?.frame, "\(message): \(path)")
            XCTAssertEqual(final?.alpha, 1, message)
        } else {
            XCTAssertEqual(final?.frame, old.attributes(at: path)?.frame, "\(message): \(path)")
            XCTAssertEqual(final?.alpha, 0, message)
        }
    }
}
