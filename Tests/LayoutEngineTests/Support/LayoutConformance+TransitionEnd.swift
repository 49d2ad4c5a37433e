import LayoutEngine
import XCTest

extension LayoutConformance {
    /// The rule of `CollectionLayout.prepare(_:updates:)` for when a batch's transition ends:
    /// after a batch inserting the first item of the first non-empty section of `context`, a
    /// `prepare` that moves only the content offset keeps the transition (the inserted item
    /// still appears from the batch's answer), and one with a new viewport size ends it (the
    /// item appears as it does in the same layout prepared for the same contexts without a
    /// batch). Nothing is checked for a context without items or without a finite, non-empty
    /// viewport.
    static func checkTransitionEnd<Layout: CollectionLayout>(
        _ layout: Layout, context: LayoutContext, file: StaticString = #filePath, line: UInt = #line
    ) {
        let viewport = context.viewportSize
        guard let section = context.itemCounts.firstIndex(where: { $0 > 0 }),
            viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0,
            context.bounds.origin.isFinite
        else { return }
        var before = context
        before.itemCounts[section] -= 1
        let appearing = ItemPath(item: 0, section: section)
        var scrolled = context
        scrolled.bounds.origin.x += 1
        scrolled.bounds.origin.y += 1
        var resized = scrolled
        resized.bounds.size.width += 10
        resized.bounds.size.height += 10

        // The oracle: the same layout, prepared for the same contexts without the batch.
        func withoutBatch(_ contexts: LayoutContext...) -> LayoutAttributes? {
            var plain = layout
            plain.prepare(before)
            for next in contexts { plain.prepare(next) }
            return plain.initialAttributes(forAppearingItemAt: appearing)
        }

        var batched = layout
        batched.prepare(before)
        do {
            try batched.prepare(context, updates: [.insertItems(at: [appearing])])
        } catch {
            XCTFail("the batch inserting \(appearing) was refused: \(error)", file: file, line: line)
            return
        }
        XCTAssertNotEqual(
            batched.initialAttributes(forAppearingItemAt: appearing), withoutBatch(context),
            "the inserted item appears from the batch's answer", file: file, line: line)
        batched.prepare(scrolled)
        XCTAssertNotEqual(
            batched.initialAttributes(forAppearingItemAt: appearing), withoutBatch(context, scrolled),
            "a prepare that moves only the content offset keeps the transition", file: file, line: line)
        batched.prepare(resized)
        XCTAssertEqual(
            batched.initialAttributes(forAppearingItemAt: appearing),
            withoutBatch(context, scrolled, resized),
            "a prepare with a new viewport size ends the transition", file: file, line: line)
    }
}
