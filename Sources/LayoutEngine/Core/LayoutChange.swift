/// What changed between the context of the last `prepare` and a new one: the one decision
/// every layout's `prepare` starts from, so that each redoes only what the change requires.
///
/// Layouts switch over it: nothing and a scroll keep the geometry (pinned supplementaries and
/// offset-dependent effects follow the offset at query time), an append to the last section
/// lays out only the new items, and a resize or anything else lays out every section again.
public enum LayoutChange: Hashable, Sendable {
    /// The contexts are equal.
    case none
    /// Only the viewport's origin (the content offset) moved.
    case scroll
    /// Only the last section's item count grew, from `items.lowerBound` to `items.upperBound`
    /// (the viewport's origin may have moved too).
    case append(section: Int, items: Range<Int>)
    /// The viewport's size changed; the data, insets, margins, direction and scale did not.
    case resize
    /// Anything else, or there is no previous context: every section must be laid out.
    case everything
}

extension LayoutChange {
    /// The change from `previous` (nil before the first `prepare`, or after the layout's inputs
    /// changed) to `context`.
    ///
    /// Item counts are compared as the layouts read them: a negative count is zero. The
    /// fields of one value are compared first; the counts only when those leave the answer
    /// open, and then at once when both contexts hold the same array, otherwise in one pass
    /// over both arrays.
    ///
    /// - Complexity: O(1) when the contexts differ in a field other than the counts or hold the
    ///   same counts array; otherwise O(s) for s sections.
    public init(from previous: LayoutContext?, to context: LayoutContext) {
        guard let previous else {
            self = .everything
            return
        }
        guard context.contentInsets == previous.contentInsets,
            context.layoutDirection == previous.layoutDirection,
            context.displayScale == previous.displayScale,
            context.safeAreaInsets == previous.safeAreaInsets,
            context.layoutMargins == previous.layoutMargins,
            context.readableContentWidth == previous.readableContentWidth,
            context.sectionCount == previous.sectionCount
        else {
            self = .everything
            return
        }
        // One pass over both counts arrays that the compiler vectorises (see
        // `firstSectionWithDifferentStoredCount(from:)`).
        let firstStoredDifference = context.firstSectionWithDifferentStoredCount(from: previous)
        if firstStoredDifference == nil, context.bounds == previous.bounds {
            self = .none
            return
        }
        var firstChangedSection: Int?
        if let first = firstStoredDifference {
            for section in first..<context.sectionCount
            where context.itemCount(inSection: section) != previous.itemCount(inSection: section) {
                firstChangedSection = section
                break
            }
        }
        guard let changed = firstChangedSection else {
            self = context.bounds.size == previous.bounds.size ? .scroll : .resize
            return
        }
        let oldCount = previous.itemCount(inSection: changed)
        let newCount = context.itemCount(inSection: changed)
        guard changed == context.sectionCount - 1, newCount > oldCount,
            context.bounds.size == previous.bounds.size
        else {
            self = .everything
            return
        }
        self = .append(section: changed, items: oldCount..<newCount)
    }
}

extension LayoutContext {
    /// Whether this context shows the same data as `previous` through a viewport of another
    /// size, other insets or other guides (a rotation, a resized window): the layouts then keep
    /// the first cell the old viewport showed at its place from the viewport's leading edge.
    ///
    /// - Complexity: O(1) when the viewport is the same (a scroll); otherwise O(s) for s
    ///   sections, to compare the counts.
    func isViewportChange(from previous: LayoutContext) -> Bool {
        // The counts last: the compositional layout asks at every prepare, scrolls included.
        let viewportChanged =
            previous.bounds.size != bounds.size || previous.contentInsets != contentInsets
            || previous.safeAreaInsets != safeAreaInsets || previous.layoutMargins != layoutMargins
            || previous.readableContentWidth != readableContentWidth
        return viewportChanged && previous.itemCounts == itemCounts
    }
}
