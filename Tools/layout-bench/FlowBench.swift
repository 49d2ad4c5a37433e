import LayoutEngine

/// FlowLayout rows: uniform and varied sizes at each item count (varied also after the caches
/// are evicted), appends of 100 items, a resize, a prepare at ten times the largest count, and
/// lines of varied heights centred across lines of three lengths.
enum FlowBench {
    /// The viewport every row queries: an iPhone's portrait screen.
    static let viewport = Size(width: 390, height: 844)

    /// A varied size per item, a cheap hash of the path so the closure costs little.
    static let variedSize: @Sendable (ItemPath) -> Size = { path in
        let hash = UInt64(truncatingIfNeeded: path.item) &* 0x9E37_79B9_7F4A_7C15
        return Size(width: 40 + Double(hash >> 58), height: 40 + Double((hash >> 52) & 63))
    }

    /// Line alignment (the vertical-align layout): top of the line, packed at the leading edge.
    static let aligned = FlowLayout.SectionMetrics(lineAlignment: LineAlignment(cross: .top, along: .leading))

    /// A flow of ``variedSize`` items with UIKit's default metrics.
    static func variedLayout() -> FlowLayout {
        FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
    }

    /// Rows for each item count in `sizes`, then a prepare at ten times the largest.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        let largest = sizes.last ?? 0
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCounts: [count])
            let elements = { (layout: FlowLayout) in
                EveryElement.cellsAndBoundaries(of: layout, context: context)
            }
            rows.append(
                BenchRow.measure(
                    layout: "Flow", scenario: "uniform 120×120", itemCount: count, context: context,
                    make: { FlowLayout(itemSize: Size(width: 120, height: 120)) }, elements: elements))
            let varied = BenchRow.measure(
                layout: "Flow", scenario: "varied sizes", itemCount: count, context: context,
                make: variedLayout, elements: elements)
            rows.append(count == largest ? varied.headlined("Flow, varied sizes: viewport query") : varied)
            let cold = BenchRow.coldQuery(
                layout: "Flow", scenario: "varied sizes", itemCount: count, context: context,
                make: variedLayout, elements: elements)
            rows.append(
                count == largest ? cold.headlined("Flow: viewport query after the caches are evicted") : cold)
            rows.append(
                BenchRow.measure(
                    layout: "Flow", scenario: "varied, top + leading", itemCount: count, context: context,
                    make: {
                        FlowLayout(
                            configuration: FlowLayout.Configuration(
                                itemSizing: .perItem(variedSize), metrics: .all(aligned)))
                    }, elements: elements))
        }
        for count in sizes.suffix(2) {
            let appends = BenchRow.appendRows(
                layout: "Flow", itemCount: count, repetitions: count >= 1_000_000 ? 5 : 9,
                context: { LayoutContext(viewportSize: viewport, itemCounts: [$0]) },
                make: variedLayout)
            rows += appends.map { row in
                guard count == largest else { return row }
                switch row.scenario {
                case BenchRow.AppendScenario.first: return row.headlined("Flow: first append after a prepare")
                case BenchRow.AppendScenario.steady: return row.headlined("Flow: append 100 items, steady")
                default: return row
                }
            }
        }
        if largest > 0 {
            rows.append(resizeRow(itemCount: largest))
            let tenfold = largest * 10
            rows.append(
                BenchRow.prepareOnly(
                    layout: "Flow", scenario: "varied sizes", itemCount: tenfold,
                    context: LayoutContext(viewportSize: viewport, itemCounts: [tenfold]), runs: 3,
                    make: variedLayout))
        }
        if let count = sizes.last(where: { $0 <= 100_000 }) {
            for perLine in [10, 1000, 10_000] {
                rows.append(centredLinesRow(itemsPerLine: perLine, itemCount: count))
            }
        }
        return rows
    }

    /// Prepares one flow of `itemCount` uniform or varied items and returns its content height.
    static func prepareOnce(varied: Bool, itemCount: Int) -> Int {
        var layout =
            varied
            ? variedLayout()
            : FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
        return Int(layout.contentSize.height)
    }

    /// The min and median times of 15 fresh prepares of an `itemCount`-item varied flow, and of
    /// 15 resizes of one, as a line of text.
    static func prepareTimes(itemCount: Int) -> String {
        let fresh = Bench.timing(runs: 15) { Bench.sink &+= prepareOnce(varied: true, itemCount: itemCount) }
        let resize = resizeRow(itemCount: itemCount, runs: 15).prepare ?? Timing(min: .nan, median: .nan)
        let format = { (time: Timing) in
            "\(BenchTable.format(time.min, digits: 2)) · \(BenchTable.format(time.median, digits: 2)) ms"
        }
        return "fresh \(format(fresh.scaled(by: 1e3))), resize \(format(resize))"
    }

    /// Prepares one flow of `itemCount` uniform or varied items, then answers `queries` viewport
    /// queries at seeded random offsets over the content (the random-jump rows' queries);
    /// returns the number of elements returned.
    static func queryRepeatedly(varied: Bool, itemCount: Int, queries: Int) -> Int {
        var layout =
            varied
            ? variedLayout()
            : FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
        return Bench.answerRandomQueries(layout, viewport: viewport, count: queries)
    }

    /// Times a resize: one layout prepared again and again at alternating widths, as a rotating
    /// device does (each is a full recompute into the storage the layout already owns).
    private static func resizeRow(itemCount count: Int, runs: Int = 7) -> BenchRow {
        var layout = variedLayout()
        var context = LayoutContext(viewportSize: viewport, itemCounts: [count])
        layout.prepare(context)
        var step = 0
        let time = Bench.timing(runs: runs) {
            step += 1
            context.bounds.size.width = step % 2 == 0 ? viewport.width : viewport.width + 1
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        return BenchRow(
            table: .prepares, layout: "Flow", scenario: "resize, varied sizes", itemCount: count,
            prepare: time.scaled(by: 1e3))
    }

    /// Prepare of `itemCount` items of varied heights (40…103), 4 points wide with no spacing,
    /// `itemsPerLine` to a line, centred across their line (UIKit's cross alignment).
    private static func centredLinesRow(itemsPerLine: Int, itemCount: Int) -> BenchRow {
        let context = LayoutContext(
            viewportSize: Size(width: Double(itemsPerLine * 4), height: 844), itemCounts: [itemCount])
        let metrics = FlowLayout.SectionMetrics(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            lineAlignment: LineAlignment(cross: .center, along: .leading))
        return BenchRow.prepareOnly(
            layout: "Flow", scenario: "varied heights centred, \(itemsPerLine) per line",
            itemCount: itemCount, context: context, runs: 3
        ) {
            FlowLayout(
                configuration: FlowLayout.Configuration(
                    itemSizing: .perItem { path in
                        Size(width: 4, height: variedSize(path).height)
                    }, metrics: .all(metrics)))
        }
    }
}
