// swift-format-ignore-file
// (Documentation examples keep the article's layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// Every Swift example of the article "Hosting a layout" (HostingALayout.md), verbatim, in a
// `@MainActor` context as an app has it; `HostDocExamplesTests` runs them and checks what
// their comments claim.

/// The article's examples, one function each, on the main actor; each returns what its test
/// checks.
@MainActor
enum HostDocExamples {
    static func frames() -> (CollectionHost<FlowLayout>, [ElementID: String], HostFrame) {
        var host = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
            viewportSize: Size(width: 390, height: 844), itemCounts: [1_000])
        host.overscan = 200                                  // views 200 points beyond the edges
        var views: [ElementID: String] = [:]                 // the renderer's views, by identity

        let frame = host.advance(to: 0)                      // time in seconds, from any clock
        for id in frame.disappeared { views[id] = nil }      // back to the reuse pool
        for id in frame.appeared { views[id] = "\(id)" }     // taken from the pool
        // Then draw each element of frame.visible with its attributes.
        return (host, views, frame)
    }

    static func idleRenderer() -> (HostFrame, HostFrame) {
        var idle = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
            viewportSize: Size(width: 390, height: 844), itemCounts: [1_000])
        _ = idle.advance(to: 0)
        idle.scrollToItem(at: ItemPath(item: 900, section: 0), position: .top, animated: true)
        let first = idle.advance(to: 10)        // ten seconds later: the scroll's first step, at the top
        let later = idle.advance(to: 10.15)     // half way through animationDuration
        return (first, later)
    }

    static func scrolling(_ host: CollectionHost<FlowLayout>) -> (CollectionHost<FlowLayout>, HostFrame, HostFrame) {
        var host = host
        host.touchBegan(at: Point(x: 200, y: 600), time: 1.000)
        host.touchMoved(to: Point(x: 200, y: 520), time: 1.016)
        host.touchMoved(to: Point(x: 200, y: 440), time: 1.032)
        host.touchEnded(at: Point(x: 200, y: 360), time: 1.048)   // a flick upwards
        let flicking = host.advance(to: 1.2)                       // still decelerating
        let resting = host.advance(to: 9)                          // at rest, where it was projected
        return (host, flicking, resting)
    }

    static func scrollingToAnItem(_ host: CollectionHost<FlowLayout>) -> CollectionHost<FlowLayout> {
        var host = host
        host.scrollToItem(at: ItemPath(item: 500, section: 0), position: .centeredVertically, animated: false)
        host.scrollToItem(at: ItemPath(item: 520, section: 0), position: .nearest, animated: true)
        return host
    }

    static func measurement() -> (CollectionHost<FlowLayout>, HostFrame, HostFrame) {
        let rows = FlowLayout(configuration: FlowLayout.Configuration(estimatedItemSize: Size(width: 390, height: 60)))
        var chat = CollectionHost(layout: rows, viewportSize: Size(width: 390, height: 844), itemCounts: [500])
        chat.keepsEndVisible = true
        chat.scrollToItem(at: ItemPath(item: 499, section: 0), position: .bottom, animated: false)
        let shown = chat.advance(to: 0)
        for id in shown.needsMeasurement {
            chat.reportSize(Size(width: 390, height: 90), for: id)   // as the renderer measured it
        }
        let measured = chat.advance(to: 0)                          // still at the end
        return (chat, shown, measured)
    }

    static func batchUpdates(_ chat: CollectionHost<FlowLayout>) throws -> (CollectionHost<FlowLayout>, HostFrame) {
        var chat = chat
        try chat.performBatchUpdates(
            [.insertItems(at: (0..<20).map { ItemPath(item: $0, section: 0) })],   // older messages
            itemCounts: [520], animated: true, time: 1)
        let next = chat.advance(to: 1)                       // next.renamed re-keys the views shown
        return (chat, next)
    }

    static func hitTesting(_ host: CollectionHost<FlowLayout>) -> ElementID? {
        let tapped = host.element(at: Point(x: 60, y: 60))   // the cell under the finger, or nil
        return tapped
    }

    static func focus(_ host: CollectionHost<FlowLayout>) -> [ItemPath?] {
        var host = host
        let first = host.moveFocus(.down)    // no focus yet: the first item the viewport shows
        let below = host.moveFocus(.down)    // the item below it
        let last = host.moveFocus(.end)      // the last item
        return [first, below, last]
    }

    static func accessibility(_ host: CollectionHost<FlowLayout>) -> [ElementID] {
        let reading = host.accessibilityOrder(in: host.viewport)   // headers, items, footers
        return reading
    }

    static func reordering(_ host: CollectionHost<FlowLayout>) -> CollectionUpdate? {
        var host = host
        var move: CollectionUpdate?
        if host.beginInteractiveMovement(at: Point(x: 50, y: 50)) {
            host.updateInteractiveMovement(to: Point(x: 320, y: 490), time: 20)
            move = host.endInteractiveMovement()              // .moveItem(from:to:), or nil
        }
        return move
    }

    static func reorderingASnapshot() throws -> (CollectionSnapshot<String, String>, CollectionHost<FlowLayout>) {
        var board = CollectionSnapshot<String, String>()
        try board.appendSections(["to do"])
        try board.appendItems(["write", "test", "ship"])
        var tasks = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 390, height: 80)),
            viewportSize: Size(width: 390, height: 844), itemCounts: board.itemCounts)
        _ = tasks.advance(to: 0)
        if tasks.beginInteractiveMovement(at: Point(x: 50, y: 40)) {     // "write"
            tasks.updateInteractiveMovement(to: Point(x: 50, y: 200), time: 1)   // over "ship"
            board = tasks.endInteractiveMovement(reordering: board)      // ["test", "ship", "write"]
        }
        return (board, tasks)
    }
    /// "Sideways bands".
    static func bands() -> (CollectionHost<CompositionalLayout>, HostFrame) {
        var shelf = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
            subitems: [LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        shelf.interGroupSpacing = 10
        shelf.orthogonalScrollingBehavior = .groupPaging
        var store = CollectionHost(
            layout: CompositionalLayout(section: shelf), viewportSize: Size(width: 375, height: 600),
            itemCounts: [12])
        store.touchBegan(at: Point(x: 300, y: 50), time: 0.000)
        store.touchMoved(to: Point(x: 270, y: 50), time: 0.016)
        store.touchEnded(at: Point(x: 240, y: 50), time: 0.032)     // a flick to the left
        let settled = store.advance(to: 5)
        // The shelf rests one group on (offset 160); the content has not moved.
        return (store, settled)
    }
}
