import LayoutEngine

/// WaterfallLayout rows: prepare and viewport query per size, and appending a page of 100 items
/// to the largest size against a full prepare, measured in the same run.
enum WaterfallBench {
    /// Rows for each item count in `sizes`, then the append row for the largest one.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows = sizes.map { count in
            BenchRow.measure(
                layout: "WaterfallLayout", scenario: "2 columns, varied ratios", itemCount: count,
                context: context(itemCount: count), make: makeLayout)
        }
        if let largest = sizes.max() {
            rows.append(appendRow(itemCount: largest))
        }
        return rows
    }

    /// A Pinterest feed: two columns 8 apart on a 390-point phone.
    static func makeLayout() -> WaterfallLayout {
        WaterfallLayout(
            configuration: .init(
                columnCount: 2, columnSpacing: 8, itemSpacing: 8,
                sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), footerHeight: 44,
                itemHeight: .aspectRatio(ratio)))
    }

    /// One section of `itemCount` items in a 390 × 844 viewport.
    static func context(itemCount: Int, offset: Double = 0) -> LayoutContext {
        LayoutContext(bounds: Rect(x: 0, y: offset, width: 390, height: 844), itemCounts: [itemCount])
    }

    /// An aspect ratio in 0.5…2, a cheap hash of the path (fixed, so runs compare).
    @Sendable static func ratio(_ path: ItemPath) -> Double {
        var bits = UInt64(truncatingIfNeeded: path.item) &* 0x9E37_79B9_7F4A_7C15
        bits ^= bits >> 29
        bits &*= 0xBF58_476D_1CE4_E5B9
        bits ^= bits >> 32
        return 0.5 + Double(bits % 1501) / 1000
    }

    /// Appending pages of 100 items to a prepared `itemCount`-item layout (the median of 21
    /// successive pages, each an incremental `prepare`) against a full prepare of
    /// `itemCount + 100` items, in the same run. The query columns hold the two times in µs,
    /// so the speed-up column reads "full prepare ÷ append".
    static func appendRow(itemCount: Int) -> BenchRow {
        let pageSize = 100
        let pages = 21
        let fullTime = Bench.median(runs: itemCount >= 1_000_000 ? 5 : 11) {
            var layout = makeLayout()
            layout.prepare(context(itemCount: itemCount + pageSize))
            Bench.sink &+= Int(layout.contentSize.height)
        }
        var layout = makeLayout()
        layout.prepare(context(itemCount: itemCount))
        let clock = ContinuousClock()
        var samples: [Double] = []
        var count = itemCount
        for _ in 0..<pages {
            count += pageSize
            let start = clock.now
            layout.prepare(context(itemCount: count))
            let elapsed = clock.now - start
            samples.append(
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        checkAgainstFullPrepare(layout, itemCount: count)
        samples.sort()
        let appendTime = samples[samples.count / 2]
        return BenchRow(
            layout: "WaterfallLayout", scenario: "append 100 (µs: append vs full prepare)",
            itemCount: itemCount, prepareMilliseconds: appendTime * 1e3, queryMicroseconds: appendTime * 1e6,
            baselineMicroseconds: fullTime * 1e6, bytesPerItem: nil)
    }

    /// Warns when the appended layout differs from a full prepare (a bench of a wrong answer is
    /// worthless).
    private static func checkAgainstFullPrepare(_ appended: WaterfallLayout, itemCount: Int) {
        var full = makeLayout()
        full.prepare(context(itemCount: itemCount))
        let rects = Bench.viewports(
            count: 8, size: Size(width: 390, height: 844), contentSize: full.contentSize, axis: .vertical)
        let same =
            appended.contentSize == full.contentSize
            && rects.allSatisfy { rect in
                Set(appended.attributes(in: rect)) == Set(full.attributes(in: rect))
            }
        if !same {
            print("WARNING: WaterfallLayout append of \(itemCount): differs from a full prepare")
        }
    }
}
