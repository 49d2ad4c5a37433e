// swift-format-ignore-file
// (Documentation examples keep the article's layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// The examples of the article "Hosting a layout" (HostingALayout.md) about loading more and
// restoring a scroll position, verbatim, in a `@MainActor` context as an app has it;
// `HostLoadingDocExamplesTests` runs them and checks what their comments claim.

/// The article's examples on loading more and restoration, one function each, on the main
/// actor; each returns what its test checks.
@MainActor
enum HostLoadingDocExamples {
    /// "Loading more".
    static func loadingMore() throws -> (CollectionHost<FlowLayout>, HostFrame, HostFrame) {
        var feed = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 390, height: 100)),
            viewportSize: Size(width: 390, height: 844), itemCounts: [50])
        feed.contentOffset.y = feed.offsetRange(along: .vertical).upperBound   // scrolled to the end
        let frame = feed.advance(to: 0)
        if frame.reachedEnd {                                // once per approach: load the next page
            try feed.performBatchUpdates(
                [.insertItems(at: (50..<100).map { ItemPath(item: $0, section: 0) })],
                itemCounts: [100], animated: false, time: 0)
        }
        let next = feed.advance(to: 1)                       // far from the new end: not reached
        return (feed, frame, next)
    }

    /// "Restoring a scroll position".
    static func restoring(_ feed: CollectionHost<FlowLayout>) -> (ScrollAnchor?, CollectionHost<FlowLayout>, HostFrame) {
        var feed = feed
        let saved = feed.scrollAnchor                        // the item at the top edge, and how far in
        feed.viewportSize = Size(width: 844, height: 390)    // rotated
        if let saved { feed.restore(saved) }                 // the same item at the same distance
        let rotated = feed.advance(to: 2)
        return (saved, feed, rotated)
    }

    /// "Applying snapshots".
    static func applyingSnapshots() throws -> (HostFrame, HostFrame, CollectionSnapshot<String, Int>) {
        var inbox = CollectionSnapshot<String, Int>()
        try inbox.appendSections(["inbox"])
        try inbox.appendItems([1, 2, 3, 4])
        var mail = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 390, height: 80)),
            viewportSize: Size(width: 390, height: 844), itemCounts: inbox.itemCounts)
        let shown = mail.advance(to: 0)
        var sorted = inbox
        try sorted.moveItem(4, beforeItem: 1)                // the newest first
        try mail.apply(sorted, from: inbox, animated: true, time: 1)
        inbox = sorted                                       // the previous snapshot of the next apply
        let moved = mail.advance(to: 1)                      // moved.renamed re-keys every view shown
        return (shown, moved, inbox)
    }
}
