// swift-format-ignore-file
// (Documentation examples keep the articles' layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

/// The bottom-to-top chat of the article "Collections that change", verbatim.
@MainActor
enum ChatDocExamples {
    static func bottomToTopThread() throws -> (newest: LayoutAttributes?, layout: FlowLayout, screen: LayoutContext) {
        var thread = FlowLayout(configuration: .init(
            itemSizing: .fixed(Size(width: 390, height: 60)), metrics: .all(.init(minimumLineSpacing: 8)),
            verticalLayoutDirection: .bottomToTop))
        var screen = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3])
        thread.prepare(screen)
        let newest = thread.attributes(at: ItemPath(item: 2, section: 0))  // maxY 844: at the bottom
        screen.itemCounts = [13]                                           // ten older messages above
        try thread.prepare(screen, updates: [.insertItems(at: (0..<10).map { ItemPath(item: $0, section: 0) })])
        screen.bounds.origin.y += thread.contentOffsetAdjustment.y         // 32: the newest stays at the bottom
        return (newest, thread, screen)
    }
}
