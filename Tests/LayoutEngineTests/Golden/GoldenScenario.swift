import LayoutEngine
import LayoutEngineTestSupport

/// One input of the golden check: a layout and the contexts it is prepared for in turn (a first
/// prepare, then scrolls, appends or resizes), digested after each.
struct GoldenScenario {
    /// Prepares the layout for every context in turn and digests what it answers.
    let run: () -> AttributesDigest
}

extension GoldenScenario {
    /// A scenario for `layout` prepared for each of `contexts` in turn; after each prepare the
    /// digest takes the content size, the whole-content query, the viewport query and the
    /// first and last cell of every section.
    init<Layout: CollectionLayout>(_ layout: Layout, contexts: [LayoutContext]) {
        self.init {
            var layout = layout
            var digest = AttributesDigest()
            for context in contexts {
                layout.prepare(context)
                digest.combineAnswers(of: layout, context: context)
            }
            return digest
        }
    }
}

extension AttributesDigest {
    /// Folds in what `layout`, prepared for `context`, answers.
    mutating func combineAnswers<Layout: CollectionLayout>(of layout: Layout, context: LayoutContext) {
        let size = layout.contentSize
        combine(size)
        combine(
            layout.attributes(
                in: Rect(x: -1000, y: -1000, width: size.width + 2000, height: size.height + 2000)))
        combine(layout.attributes(in: context.bounds))
        for section in context.itemCounts.indices {
            let count = context.itemCounts[section]
            for item in [0, count - 1, count] where item >= 0 {
                if let attributes = layout.attributes(at: ItemPath(item: item, section: section)) {
                    combine(attributes)
                } else {
                    combine(-1)
                }
            }
        }
    }
}

extension SeededGenerator {
    /// Usually a value in `range`; now and then one of the bad values layouts must survive
    /// (negative, NaN, infinite, zero).
    mutating func length(in range: ClosedRange<Double>, badOneIn odds: Int = 25) -> Double {
        guard int(in: 1...odds) == 1 else { return double(in: range) }
        return [-5, .nan, .infinity, 0][int(in: 0...3)]
    }

    /// Item counts for 1 to `maxSections` sections, some of them empty.
    mutating func itemCounts(maxSections: Int = 4, maxItems: Int = 40) -> [Int] {
        (0..<int(in: 1...maxSections)).map { _ in int(in: 0...5) == 0 ? 0 : int(in: 1...maxItems) }
    }

    /// A viewport of random size at a random offset, with random content insets and direction.
    mutating func context(itemCounts: [Int], scale: Double = 1) -> LayoutContext {
        LayoutContext(
            bounds: Rect(
                x: double(in: 0...300), y: double(in: 0...900), width: double(in: 120...600),
                height: double(in: 200...900)),
            itemCounts: itemCounts,
            contentInsets: bool()
                ? .zero
                : EdgeInsets(
                    top: double(in: 0...30), left: double(in: 0...20), bottom: double(in: 0...30),
                    right: double(in: 0...20)),
            layoutDirection: int(in: 0...3) == 0 ? .rightToLeft : .leftToRight, displayScale: scale)
    }

    /// `context` followed by a scroll, an append to the last section and, sometimes, a resize.
    mutating func followUps(of context: LayoutContext) -> [LayoutContext] {
        var contexts = [context]
        var scrolled = context
        scrolled.bounds.origin = Point(x: double(in: 0...500), y: double(in: 0...2000))
        contexts.append(scrolled)
        var appended = scrolled
        if let last = appended.itemCounts.indices.last {
            appended.itemCounts[last] += int(in: 1...25)
            contexts.append(appended)
        }
        if int(in: 0...3) == 0 {
            var resized = appended
            resized.bounds.size.width = double(in: 150...700)
            contexts.append(resized)
        }
        return contexts
    }
}
