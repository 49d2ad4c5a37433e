import LayoutEngine

/// FlowLayout rows: uniform and varied sizes at each item count, and an append of 100 items.
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

    /// Rows for each item count in `sizes`.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCounts: [count])
            rows.append(
                BenchRow.measure(
                    layout: "Flow", scenario: "uniform 120×120", itemCount: count, context: context
                ) {
                    FlowLayout(itemSize: Size(width: 120, height: 120))
                })
            rows.append(
                BenchRow.measure(layout: "Flow", scenario: "varied sizes", itemCount: count, context: context)
                {
                    FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
                })
            rows.append(
                BenchRow.measure(
                    layout: "Flow", scenario: "varied, top + leading", itemCount: count, context: context
                ) {
                    FlowLayout(
                        configuration: FlowLayout.Configuration(
                            itemSizing: .perItem(variedSize), metrics: .all(aligned)))
                })
        }
        if let largest = sizes.last {
            rows.append(appendRow(itemCount: largest))
            rows.append(resizeRow(itemCount: largest))
        }
        return rows
    }

    /// Prepares one flow of `itemCount` uniform or varied items and returns its content height.
    static func prepareOnce(varied: Bool, itemCount: Int) -> Int {
        var layout =
            varied
            ? FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
            : FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
        return Int(layout.contentSize.height)
    }

    /// Prepares one flow of `itemCount` uniform or varied items, then answers `queries` viewport
    /// queries at offsets spread over the content; returns the number of elements returned.
    static func queryRepeatedly(varied: Bool, itemCount: Int, queries: Int) -> Int {
        var layout =
            varied
            ? FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
            : FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
        let travel = max(0, layout.contentSize.height - viewport.height)
        var returned = 0
        for query in 0..<queries {
            let offset = travel * Double(query % 997) / 997
            returned &+= layout.attributes(in: Rect(origin: Point(x: 0, y: offset), size: viewport)).count
        }
        return returned
    }

    /// Times a resize: one layout prepared again and again at alternating widths, as a rotating
    /// device does (each is a full recompute into the storage the layout already owns).
    private static func resizeRow(itemCount count: Int) -> BenchRow {
        var layout = FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
        var context = LayoutContext(viewportSize: viewport, itemCounts: [count])
        layout.prepare(context)
        var step = 0
        let time = Bench.median(runs: 7) {
            step += 1
            context.bounds.size.width = step % 2 == 0 ? viewport.width : viewport.width + 1
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        return BenchRow(
            layout: "Flow", scenario: "resize (re-prepare, varied)", itemCount: count,
            prepareMilliseconds: time * 1e3, queryMicroseconds: .nan, baselineMicroseconds: nil,
            bytesPerItem: nil)
    }

    /// Prepares `count` varied items, then times preparing again with 100 more.
    private static func appendRow(itemCount count: Int) -> BenchRow {
        let before = LayoutContext(viewportSize: viewport, itemCounts: [count])
        let after = LayoutContext(viewportSize: viewport, itemCounts: [count + 100])
        // Each run appends to a layout of its own: appending to a copy would time the copy.
        let clock = ContinuousClock()
        var appendTimes: [Duration] = []
        var fullTimes: [Duration] = []
        for _ in 0..<7 {
            var layout = FlowLayout(configuration: FlowLayout.Configuration(itemSizing: .perItem(variedSize)))
            layout.prepare(before)
            appendTimes.append(clock.measure { layout.prepare(after) })
            Bench.sink &+= Int(layout.contentSize.height)
            layout.configuration.sectionFootersPinToVisibleBounds = false  // invalidates: a full prepare
            fullTimes.append(clock.measure { layout.prepare(after) })
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let appendTime = Bench.seconds(appendTimes.sorted()[appendTimes.count / 2])
        let fullTime = Bench.seconds(fullTimes.sorted()[fullTimes.count / 2])
        return BenchRow(
            layout: "Flow", scenario: "append 100 (full: \(BenchTable.format(fullTime * 1e3, digits: 1)) ms)",
            itemCount: count, prepareMilliseconds: appendTime * 1e3, queryMicroseconds: .nan,
            baselineMicroseconds: nil, bytesPerItem: nil)
    }
}
