import LayoutEngine

/// WaterfallLayout rows: prepare and viewport queries per size; appending pages of 100 items
/// (the first page after a full prepare and the steady ones) against a full prepare; and the
/// two placements' prepares and in-order appends with 2 and 1000 columns at two sizes, so that
/// a cost growing with the column count or faster than the item count shows.
enum WaterfallBench {
    /// Rows for each item count in `sizes`, then the append and column rows for the two
    /// largest ones.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        let largestCount = sizes.last ?? 0
        var rows = sizes.flatMap { count in
            let elements = { (layout: WaterfallLayout) in
                EveryElement.cellsAndBoundaries(of: layout, context: context(itemCount: count))
            }
            let query = BenchRow.measure(
                layout: "Waterfall", scenario: "2 columns", itemCount: count,
                context: context(itemCount: count), make: { makeLayout() }, elements: elements)
            return [
                count == largestCount ? query.headlined("Waterfall, 2 columns: viewport query") : query,
                BenchRow.coldQuery(
                    layout: "Waterfall", scenario: "2 columns", itemCount: count,
                    context: context(itemCount: count), make: { makeLayout() }, elements: elements),
            ]
        }
        let largest = Array(sizes.suffix(2))
        for count in largest {
            rows += BenchRow.appendRows(
                layout: "Waterfall", itemCount: count, repetitions: count >= 1_000_000 ? 5 : 9,
                context: { context(itemCount: $0) }, make: { makeLayout() })
        }
        for placement in [WaterfallLayout.ItemRenderDirection.shortestFirst, .leadingColumnFirst] {
            for columns in [2, 1000] {
                for count in largest {
                    rows.append(
                        BenchRow.prepareOnly(
                            layout: "Waterfall", scenario: "wall, \(columns) columns, \(name(of: placement))",
                            itemCount: count, context: wallContext(itemCount: count),
                            runs: count >= 1_000_000 ? 3 : 5,
                            make: { makeLayout(columns: columns, placement: placement, wall: true) }))
                }
            }
        }
        // Appends in order, with 2 and 1000 columns, at the two largest sizes: a step that
        // grows with the item count shows.
        for columns in [2, 1000] {
            for count in largest {
                rows += BenchRow.appendRows(
                    layout: "Waterfall, wall, \(columns) columns in order", itemCount: count,
                    repetitions: count >= 1_000_000 ? 3 : 5, context: { wallContext(itemCount: $0) },
                    make: { makeLayout(columns: columns, placement: .leadingColumnFirst, wall: true) })
            }
        }
        return rows
    }

    /// Prepares a waterfall of `itemCount` items on the wall of ``wallContext(itemCount:)`` with
    /// `columns` columns, in order or into the shortest column, five times (a fresh layout
    /// each time), then appends `pages` pages of 100 items to the last one, one at a time, and
    /// prints the prepare's and the appends' times (min · median): for profiling either alone
    /// (`perf stat`, `perf record`). Returns the content height.
    static func prepareAndAppend(columns: Int, inOrder: Bool, itemCount: Int, pages: Int) -> Int {
        let clock = ContinuousClock()
        var prepares: [Double] = []
        var layout = makeLayout(
            columns: columns, placement: inOrder ? .leadingColumnFirst : .shortestFirst, wall: true)
        for _ in 0..<5 {
            layout = makeLayout(
                columns: columns, placement: inOrder ? .leadingColumnFirst : .shortestFirst, wall: true)
            let start = clock.now
            layout.prepare(wallContext(itemCount: itemCount))
            prepares.append(Bench.seconds(clock.now - start) * 1e3)
        }
        var appends: [Double] = []
        for page in 0..<pages {
            let start = clock.now
            layout.prepare(wallContext(itemCount: itemCount + 100 * (page + 1)))
            appends.append(Bench.seconds(clock.now - start) * 1e6)
        }
        let prepare = Bench.timing(of: prepares)
        let append = Bench.timing(of: appends)
        print("prepare ms \(prepare.min) · \(prepare.median); append µs \(append.min) · \(append.median)")
        return Int(layout.contentSize.height)
    }

    /// Prepares one 2-column waterfall of `itemCount` items, then answers `queries` viewport
    /// queries at seeded random offsets (the random-jump rows' queries); returns the number of
    /// elements returned.
    static func queryRepeatedly(itemCount: Int, queries: Int) -> Int {
        var layout = makeLayout()
        layout.prepare(context(itemCount: itemCount))
        let viewport = context(itemCount: itemCount).bounds.size
        return Bench.answerRandomQueries(layout, viewport: viewport, count: queries)
    }

    /// A Pinterest feed: `columns` columns 8 apart on a 390-point phone; with `wall`, columns
    /// 20 points wide and 2 apart (on the 22 000-point canvas of ``wallContext(itemCount:)``).
    static func makeLayout(
        columns: Int = 2, placement: WaterfallLayout.ItemRenderDirection = .shortestFirst, wall: Bool = false
    )
        -> WaterfallLayout
    {
        var configuration = WaterfallLayout.Configuration(
            columnCount: .all(columns), columnSpacing: wall ? 2 : 8, itemSpacing: 8,
            sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), footerHeight: 44,
            itemHeight: .aspectRatio(ratio))
        configuration.itemRenderDirection = placement
        return WaterfallLayout(configuration: configuration)
    }

    private static func name(of placement: WaterfallLayout.ItemRenderDirection) -> String {
        switch placement {
        case .shortestFirst: "shortest column"
        case .leadingColumnFirst: "in order"
        case .trailingColumnFirst: "right to left"
        }
    }

    /// One section of `itemCount` items in a 390 × 844 viewport.
    static func context(itemCount: Int, offset: Double = 0) -> LayoutContext {
        LayoutContext(bounds: Rect(x: 0, y: offset, width: 390, height: 844), itemCounts: [itemCount])
    }

    /// One section of `itemCount` items on a wall 22 000 points wide (1000 columns of 20).
    static func wallContext(itemCount: Int) -> LayoutContext {
        LayoutContext(bounds: Rect(x: 0, y: 0, width: 22_014, height: 844), itemCounts: [itemCount])
    }

    /// An aspect ratio in 0.5…2, a cheap hash of the path (fixed, so runs compare).
    @Sendable static func ratio(_ path: ItemPath) -> Double {
        var bits = UInt64(truncatingIfNeeded: path.item) &* 0x9E37_79B9_7F4A_7C15
        bits ^= bits >> 29
        bits &*= 0xBF58_476D_1CE4_E5B9
        bits ^= bits >> 32
        return 0.5 + Double(bits % 1501) / 1000
    }
}
