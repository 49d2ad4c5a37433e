import LayoutEngine

/// CompositionalLayout rows for how cost grows with the number of sections and with the size of
/// a group: many short sections sharing one large group (a 10 000-cell group, 10 items per
/// section), many short sections of a two-cell group against one long section, and the first
/// page appended after a full prepare against the steady pages, each at two sizes so that the
/// table shows the growth ratio; then the rows of sections kept as their template
/// (``CompositionalUniformBench``).
enum CompositionalScaleBench {
    /// The rows; `sizes` caps the largest item count.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        let largest = sizes.last ?? 0
        var rows: [BenchRow] = []
        for sections in [1000, 10_000] where sections * 10 <= max(largest, 10_000) {
            rows.append(largeGroupRow(sections: sections))
        }
        for count in [100_000, 1_000_000] where count <= max(largest, 100_000) {
            rows.append(smallGroupRow(itemCount: count, itemsPerSection: count))
            let sections = smallGroupRow(itemCount: count, itemsPerSection: 10)
            rows.append(
                count == largest
                    ? sections.headlined("Compositional, 100k sections: viewport query") : sections)
        }
        for count in [100_000, 1_000_000] where count <= max(largest, 100_000) {
            rows += BenchRow.appendRows(
                layout: "Compositional badged grid", itemCount: count,
                repetitions: count >= 1_000_000 ? 5 : 9,
                context: { LayoutContext(viewportSize: viewport, itemCounts: [$0], displayScale: 3) },
                make: { CompositionalLayout(section: badgedGrid()) })
        }
        return rows + CompositionalUniformBench.rows(sizes)
    }

    private static let viewport = Size(width: 390, height: 844)

    /// `sections` sections of 10 items, every one repeating one group of 10 000 cells (a
    /// 100-by-100 grid of tiles): prepare time and bytes per item.
    private static func largeGroupRow(sections: Int) -> BenchRow {
        let tile = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.01), heightDimension: .absolute(4)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(400)),
            subitems: [
                LayoutItem(
                    LayoutGroup.vertical(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(0.01), heightDimension: .fractionalHeight(1)),
                        subitems: [tile]))
            ])
        let context = LayoutContext(
            viewportSize: viewport, itemCounts: Array(repeating: 10, count: sections), displayScale: 3)
        return BenchRow.measure(
            layout: "Compositional",
            scenario: "\(BenchTable.count(sections)) sections × 10, 10 000-cell group",
            itemCount: sections * 10, context: context,
            make: { CompositionalLayout(section: LayoutSection(group: group)) },
            elements: {
                EveryElement.compositional($0, context: context) { _ in LayoutSection(group: group) }
            })
    }

    /// `itemCount` items of a two-cell group in sections of `itemsPerSection`: bytes per item
    /// in one long section against many short ones.
    private static func smallGroupRow(itemCount: Int, itemsPerSection: Int) -> BenchRow {
        let sections = max(1, itemCount / itemsPerSection)
        let context = smallGroupContext(itemCount: itemCount, itemsPerSection: itemsPerSection)
        return BenchRow.measure(
            layout: "Compositional",
            scenario: sections == 1
                ? "two-cell group, 1 section"
                : "two-cell group, \(BenchTable.count(sections)) sections × \(itemsPerSection)",
            itemCount: itemCount, context: context,
            make: { CompositionalLayout(section: LayoutSection(group: twoCellGroup)) },
            elements: {
                EveryElement.compositional($0, context: context) { _ in LayoutSection(group: twoCellGroup) }
            })
    }

    /// A full-width group of two half-width cells, 120 points tall.
    static let twoCellGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [
            LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        ])

    /// The context of `itemCount` items in sections of `itemsPerSection` on a phone.
    private static func smallGroupContext(itemCount: Int, itemsPerSection: Int) -> LayoutContext {
        let sections = max(1, itemCount / itemsPerSection)
        return LayoutContext(
            viewportSize: viewport, itemCounts: Array(repeating: itemCount / sections, count: sections),
            displayScale: 3)
    }

    /// Prepares `sections` sections of 10 items of the two-cell group, then answers `queries`
    /// viewport queries at seeded random offsets, and returns the number of elements returned.
    static func queryRepeatedly(sections: Int, queries: Int) -> Int {
        let context = smallGroupContext(itemCount: sections * 10, itemsPerSection: 10)
        var layout = CompositionalLayout(section: LayoutSection(group: twoCellGroup))
        layout.prepare(context)
        return Bench.answerRandomQueries(layout, viewport: viewport, count: queries)
    }

    /// A two-column grid whose every cell carries a badge: each group stamps cells and badges.
    private static func badgedGrid() -> LayoutSection {
        var cell = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        cell.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)),
                elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        return LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
                subitems: [cell]))
    }
}
