import LayoutEngine

/// CompositionalLayout rows for sections kept as their template: a one-section two-column grid
/// and many ten-item sections of it, each head to head with the stamped path on the same
/// layout (every section stamped), for prepare, viewport queries, appends and bytes per item.
enum CompositionalUniformBench {
    private static let viewport = Size(width: 390, height: 844)

    /// Rows at the largest count of `sizes` and ten times it (1M and 10M by default).
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        guard let largest = sizes.last else { return [] }
        return [largest, largest * 10].flatMap { count in
            rows(itemCount: count, itemsPerSection: count, scenario: "grid, 1 section")
                + rows(
                    itemCount: count, itemsPerSection: 10,
                    scenario: "grid, \(BenchTable.count(count / 10)) sections × 10")
        }
    }

    /// A two-column grid with insets and a header: no estimated size, so it repeats.
    private static func grid() -> LayoutSection {
        var cell = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        cell.contentInsets = DirectionalEdgeInsets(all: 4)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
            subitems: [cell])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 8)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        return section
    }

    /// The layout as repeating groups (`repeating`) or stamped.
    private static func make(repeating: Bool) -> CompositionalLayout {
        var layout = CompositionalLayout(section: grid())
        layout._storesEverySection = !repeating
        return layout
    }

    /// The counts of `itemCount` items in sections of `itemsPerSection`.
    private static func counts(_ itemCount: Int, _ itemsPerSection: Int) -> [Int] {
        Array(repeating: itemsPerSection, count: max(1, itemCount / itemsPerSection))
    }

    /// Prepare, query and append rows for `itemCount` items.
    private static func rows(itemCount count: Int, itemsPerSection: Int, scenario: String) -> [BenchRow] {
        let context = LayoutContext(
            viewportSize: viewport, itemCounts: counts(count, itemsPerSection), displayScale: 3)
        let runs = count >= 10_000_000 ? 3 : 5
        var prepared: [Bool: (layout: CompositionalLayout, prepare: Timing, bytesPerItem: RetainedBytes)] =
            [:]
        for repeating in [true, false] {
            let prepare = Bench.timing(runs: runs) {
                var layout = make(repeating: repeating)
                layout.prepare(context)
                Bench.sink &+= Int(layout.contentSize.height)
            }.scaled(by: 1e3)
            let (layout, bytes) = Bench.retaining(itemCount: count) {
                var layout = make(repeating: repeating)
                layout.prepare(context)
                return layout
            }
            prepared[repeating] = (layout, prepare, bytes)
        }
        guard let fast = prepared[true], let stored = prepared[false] else { return [] }
        let jumps = Bench.randomJumps(
            count: 16_384, size: viewport, contentSize: fast.layout.contentSize, axis: .vertical)
        let sweep = Bench.sequentialSweep(
            size: viewport, contentSize: fast.layout.contentSize, axis: .vertical)
        Bench.checkSame(
            fast.layout, stored.layout, at: Array(jumps.prefix(64)) + (count <= 1_000_000 ? [.infinite] : []),
            name: "Compositional, \(scenario), \(count) items: the arithmetic path against the stored path")
        if count <= 1_000_000 {
            let baseline = FlatBaseline(
                elements: EveryElement.compositional(fast.layout, context: context) { _ in grid() })
            let name = "Compositional, \(scenario), \(count) items"
            baseline.check(fast.layout, at: Array(jumps.prefix(64)), name: name)
            baseline.checkEverywhere(fast.layout, axis: .vertical, tileLength: viewport.height, name: name)
        }
        // A one-section prepare in µs, from enough runs to be read at that scale.
        let fastPrepare =
            itemsPerSection < count
            ? nil
            : Bench.timingPerCall(runs: 21, batch: 64) {
                var layout = make(repeating: true)
                layout.prepare(context)
                Bench.sink &+= Int(layout.contentSize.height)
            }.scaled(by: 1e6)
        var fastCursor = 0
        let fastQuery = Bench.queryTimes(fast.layout, jumps: jumps, sweep: sweep, position: &fastCursor)
        var storedCursor = 0
        let storedQuery = Bench.queryTimes(stored.layout, jumps: jumps, sweep: sweep, position: &storedCursor)
        let fastAppend = appendTime(repeating: true, context: context)
        let storedAppend = appendTime(repeating: false, context: context)
        let name = "Compositional"
        let prepareRow = fastPrepare.map {
            BenchRow(
                table: .arithmeticSteps, layout: name, scenario: "\(scenario): prepare", itemCount: count,
                measured: $0, baseline: stored.prepare.scaled(by: 1e3))
        }
        return (prepareRow.map { [$0] } ?? []) + [
            BenchRow(
                table: .arithmeticQueries, layout: name, scenario: "\(scenario), arithmetic",
                itemCount: count,
                prepare: fast.prepare, measured: fastQuery.jump, sweep: fastQuery.sweep?.median,
                baseline: storedQuery.jump, bytesPerItem: fast.bytesPerItem),
            BenchRow(
                table: .arithmeticQueries, layout: name, scenario: "\(scenario), stored", itemCount: count,
                prepare: stored.prepare, measured: storedQuery.jump, sweep: storedQuery.sweep?.median,
                bytesPerItem: stored.bytesPerItem),
            BenchRow(
                table: .arithmeticSteps, layout: name, scenario: "\(scenario): append 100", itemCount: count,
                measured: fastAppend, baseline: storedAppend),
        ]
    }

    /// Appending pages of 100 items to the last section of a layout prepared for `context`
    /// (the 20 pages after the first), in µs; fails the run when the result differs from a full
    /// prepare.
    private static func appendTime(repeating: Bool, context: LayoutContext) -> Timing {
        let clock = ContinuousClock()
        var layout = make(repeating: repeating)
        layout.prepare(context)
        var counts = context.itemCounts
        var samples: [Double] = []
        for page in 0..<21 {
            counts[counts.count - 1] += 100
            let next = LayoutContext(viewportSize: viewport, itemCounts: counts, displayScale: 3)
            let start = clock.now
            layout.prepare(next)
            let elapsed = Bench.seconds(clock.now - start)
            if page > 0 { samples.append(elapsed) }
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let final = LayoutContext(viewportSize: viewport, itemCounts: counts, displayScale: 3)
        var fresh = make(repeating: repeating)
        fresh.prepare(final)
        Bench.checkSame(
            layout, fresh,
            at: Bench.randomJumps(count: 8, size: viewport, contentSize: fresh.contentSize, axis: .vertical),
            name:
                "Compositional grid (arithmetic: \(repeating)), appended to \(context.itemCounts.count) sections "
                + "against a full prepare")
        return Bench.timing(of: samples).scaled(by: 1e6)
    }
}
