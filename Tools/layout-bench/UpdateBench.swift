import LayoutEngine

/// Rows for collections that change: batch updates, a chat prepend and self-sizing reports,
/// each step (the configuration's new sizes plus `prepare(_:updates:)`, or the reports plus
/// `prepare`) in µs against a full prepare of the same new data in the same run.
enum UpdateBench {
    /// A varied size for an item id (a cheap hash), so that sizes follow their items.
    static func size(ofID id: Int) -> Size {
        let hash = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        return Size(width: 40 + Double(hash >> 58), height: 30 + Double((hash >> 40) & 63))
    }

    /// One batch: the ids per section before and after, and the batch between them.
    struct Batch {
        var before: [[Int]]
        var after: [[Int]]
        var updates: [CollectionUpdate]
    }

    static func rows(_ sizes: [Int]) -> [BenchRow] {
        guard let largest = sizes.last else { return [] }
        let one = Array(0..<largest)
        var rows: [BenchRow] = []
        var inserted = one
        inserted.insert(-1, at: largest / 2)
        rows.append(
            flowRow(
                "insert 1 in the middle of one section",
                Batch(
                    before: [one], after: [inserted],
                    updates: [.insertItems(at: [ItemPath(item: largest / 2, section: 0)])])))
        let scattered = stride(from: 7, to: largest, by: max(1, largest / 100)).prefix(100).map { $0 }
        let deleted = Set(scattered)
        rows.append(
            flowRow(
                "delete 100 scattered items",
                Batch(
                    before: [one], after: [one.filter { !deleted.contains($0) }],
                    updates: [.deleteItems(at: scattered.map { ItemPath(item: $0, section: 0) })])))
        rows.append(
            flowRow(
                "move item 0 to the end",
                Batch(
                    before: [one], after: [Array(one.dropFirst()) + [0]],
                    updates: [
                        .moveItem(
                            from: ItemPath(item: 0, section: 0), to: ItemPath(item: largest - 1, section: 0))
                    ])))
        let sectionCount = max(1, largest / 1000)
        let grid = (0..<sectionCount).map { section in Array((section * 1000)..<(section * 1000 + 1000)) }
        var gridAfter = grid
        gridAfter[sectionCount / 2].insert(-1, at: 500)
        rows.append(
            flowRow(
                "\(sectionCount) sections × 1000, insert 1 in one",
                Batch(
                    before: grid, after: gridAfter,
                    updates: [.insertItems(at: [ItemPath(item: 500, section: sectionCount / 2)])])
            ))
        for estimated in [true, false] {
            rows.append(
                compositionalRow(
                    "\(sectionCount) sections × 1000, insert 1 in one, "
                        + (estimated ? "estimated heights" : "fixed sizes"),
                    estimated: estimated, before: grid.map(\.count), after: gridAfter.map(\.count),
                    updates: [.insertItems(at: [ItemPath(item: 500, section: sectionCount / 2)])]))
        }
        rows.append(chatPrependRow())
        rows.append(selfSizingRow(itemCount: largest))
        return rows
    }

    /// A flow of one-column rows (a feed): its sizes as values, one list per section.
    private static func flow(_ ids: [[Int]]) -> FlowLayout {
        FlowLayout(
            configuration: FlowLayout.Configuration(itemSizing: .sizes(ids.map { $0.map(size(ofID:)) })))
    }

    private static func context(_ ids: [[Int]]) -> LayoutContext {
        LayoutContext(
            bounds: Rect(x: 0, y: 20_000, width: 390, height: 844), itemCounts: ids.map(\.count))
    }

    /// The batch's step against a full prepare of the data after it, checked equal.
    private static func flowRow(_ scenario: String, _ batch: Batch) -> BenchRow {
        let itemCount = batch.before.reduce(0) { $0 + $1.count }
        let newSizes = FlowLayout.ItemSizing.sizes(batch.after.map { $0.map(size(ofID:)) })
        let after = context(batch.after)
        let clock = ContinuousClock()
        var steps: [Double] = []
        var last = flow(batch.before)
        for _ in 0..<5 {
            // Each repetition updates a layout of its own: updating a copy would time the copy.
            var layout = flow(batch.before)
            layout.prepare(context(batch.before))
            let start = clock.now
            layout.configuration.itemSizing = newSizes
            try? layout.prepare(after, updates: batch.updates)
            steps.append(Bench.seconds(clock.now - start))
            last = layout
        }
        let full = Bench.timing(runs: 5) {
            var layout = flow(batch.after)
            layout.prepare(after)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        var fresh = flow(batch.after)
        fresh.prepare(after)
        Bench.checkSame(
            last, fresh,
            at: Bench.randomJumps(
                count: 8, size: after.bounds.size, contentSize: fresh.contentSize, axis: .vertical),
            name: "Flow, \(scenario): the updated layout against a full prepare")
        return BenchRow(
            table: .updates, layout: "Flow", scenario: scenario, itemCount: itemCount,
            measured: Bench.timing(of: steps).scaled(by: 1e6), baseline: full)
    }

    /// Fifty older messages prepended above a reader in the middle of 10 000.
    private static func chatPrependRow() -> BenchRow {
        let messages = Array(0..<10_000)
        let older = Array(-50..<0)
        return flowRow(
            "chat: prepend 50 to 10k",
            Batch(
                before: [messages], after: [older + messages],
                updates: [.insertItems(at: (0..<50).map { ItemPath(item: $0, section: 0) })]))
    }

    /// The 20 cells at the top of an estimated list measured, then one prepare.
    private static func selfSizingRow(itemCount: Int) -> BenchRow {
        var configuration = FlowLayout.Configuration(estimatedItemSize: Size(width: 390, height: 44))
        configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 0))
        let start = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [itemCount])
        let clock = ContinuousClock()
        var steps: [Double] = []
        for _ in 0..<5 {
            var layout = FlowLayout(configuration: configuration)
            layout.prepare(start)
            let begin = clock.now
            for item in 0..<20 {
                layout.reportSize(size(ofID: item), forItemAt: ItemPath(item: item, section: 0))
            }
            layout.prepare(start)
            steps.append(Bench.seconds(clock.now - begin))
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let full = Bench.timing(runs: 5) {
            var layout = FlowLayout(configuration: configuration)
            layout.prepare(start)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        return BenchRow(
            table: .updates, layout: "Flow", scenario: "self-sizing: 20 reports at the top",
            itemCount: itemCount, measured: Bench.timing(of: steps).scaled(by: 1e6), baseline: full)
    }

    /// A compositional list of one column whose cells have estimated heights (stamped
    /// sections) or a fixed height (arithmetic sections).
    static func compositional(estimated: Bool) -> CompositionalLayout {
        let height: LayoutDimension = estimated ? .estimated(44) : .absolute(44)
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    /// A compositional batch's `prepare(_:updates:)` against a full prepare of the counts after
    /// it, checked equal.
    private static func compositionalRow(
        _ scenario: String, estimated: Bool, before: [Int], after: [Int], updates: [CollectionUpdate]
    ) -> BenchRow {
        let start = LayoutContext(bounds: Rect(x: 0, y: 20_000, width: 390, height: 844), itemCounts: before)
        let end = LayoutContext(bounds: start.bounds, itemCounts: after)
        let clock = ContinuousClock()
        var steps: [Double] = []
        var last = compositional(estimated: estimated)
        for _ in 0..<5 {
            var layout = compositional(estimated: estimated)
            layout.prepare(start)
            let begin = clock.now
            try? layout.prepare(end, updates: updates)
            steps.append(Bench.seconds(clock.now - begin))
            last = layout
        }
        let full = Bench.timing(runs: 5) {
            var layout = compositional(estimated: estimated)
            layout.prepare(end)
            Bench.sink &+= Int(layout.contentSize.height)
        }.scaled(by: 1e6)
        var fresh = compositional(estimated: estimated)
        fresh.prepare(end)
        Bench.checkSame(
            last, fresh,
            at: Bench.randomJumps(
                count: 8, size: end.bounds.size, contentSize: fresh.contentSize, axis: .vertical),
            name: "Compositional, \(scenario): the updated layout against a full prepare")
        return BenchRow(
            table: .updates, layout: "Compositional", scenario: scenario, itemCount: before.reduce(0, +),
            measured: Bench.timing(of: steps).scaled(by: 1e6), baseline: full)
    }
}
