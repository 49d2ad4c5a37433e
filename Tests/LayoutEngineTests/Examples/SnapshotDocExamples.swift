// swift-format-ignore-file
// (Documentation examples keep the articles' layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

/// The data-by-identity example of the article "Collections that change", verbatim.
@MainActor
enum SnapshotDocExamples {
    static func pinAMessage() throws -> (updates: [CollectionUpdate], pinned: LayoutAttributes?, after: CollectionSnapshot<String, Int>) {
        var before = CollectionSnapshot<String, Int>()
        try before.appendSections(["pinned", "inbox"])
        try before.appendItems([7], toSection: "pinned")
        try before.appendItems([1, 2, 3, 4], toSection: "inbox")
        var layout = FlowLayout(configuration: .init(estimatedItemSize: Size(width: 390, height: 44)))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: before.itemCounts)
        layout.prepare(context)
        if let path = before.indexPath(for: 3) { layout.reportSize(Size(width: 390, height: 120), forItemAt: path) }

        var after = before
        try after.moveItem(3, beforeItem: 7)                   // message 3 is pinned
        try after.deleteItems([2])
        try after.appendItems([5], toSection: "inbox")
        let updates = after.updates(from: before)  // delete [1, 1], insert [1, 2], move [1, 2] to [0, 0]
        context.itemCounts = after.itemCounts
        try layout.prepare(context, updates: updates)
        let pinned = layout.attributes(at: ItemPath(item: 0, section: 0))  // 120 tall: its size moved with it
        return (updates, pinned, after)
    }
}
