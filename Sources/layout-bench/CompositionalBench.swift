import LayoutEngine

/// CompositionalLayout rows: a 20-section home screen (banner, grid, mosaic, badged list with a
/// background) and a single-section two-column grid, prepare and viewport query against the
/// linear baseline; appending; a sideways scroll of orthogonal rows; a self-sizing report
/// against a full prepare.
enum CompositionalBench {
    /// Rows for each item count in `sizes` (the home screen up to 100k items).
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        let viewport = Size(width: 390, height: 844)
        for count in sizes where count <= 100_000 {
            let perSection = count / 20
            rows.append(
                BenchRow.measure(
                    layout: "CompositionalLayout", scenario: "home, 20 sections", itemCount: perSection * 20,
                    context: LayoutContext(
                        viewportSize: viewport, itemCounts: Array(repeating: perSection, count: 20),
                        displayScale: 3),
                    make: home))
        }
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCounts: [count], displayScale: 3)
            rows.append(
                BenchRow.measure(
                    layout: "CompositionalLayout", scenario: "grid, 1 section", itemCount: count,
                    context: context, make: { CompositionalLayout(section: grid()) }))
            rows.append(
                BenchRow.coldQuery(
                    layout: "CompositionalLayout", scenario: "grid, 1 section", itemCount: count,
                    context: context, make: { CompositionalLayout(section: grid()) }))
        }
        for count in sizes {
            rows.append(appendRow(count: count, viewport: viewport))
        }
        for count in sizes.suffix(2) {
            rows += BenchRow.appendRows(
                layout: "CompositionalLayout grid", itemCount: count, repetitions: count >= 1_000_000 ? 5 : 9,
                context: { LayoutContext(viewportSize: viewport, itemCounts: [$0], displayScale: 3) },
                make: { CompositionalLayout(section: grid()) })
        }
        for count in sizes where count <= 100_000 {
            rows.append(orthogonalScrollRow(count: count, viewport: viewport))
            rows += selfSizingRows(count: count, viewport: viewport)
        }
        return rows
    }

    /// Ten rows scrolling sideways (`count / 10` cards each) in a vertical list: the query
    /// column is one frame of a sideways scroll (the two visible rows' offsets change, then a
    /// viewport query); the baseline asks every card of those rows where it is (what a layout
    /// without per-row indexes would do).
    private static func orthogonalScrollRow(count: Int, viewport: Size) -> BenchRow {
        let perRow = max(1, count / 10)
        var row = LayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(150), .absolute(200)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        row.boundarySupplementaryItems = [header()]
        let context = LayoutContext(
            viewportSize: viewport, itemCounts: Array(repeating: perRow, count: 10), displayScale: 3)
        let prepareTime = Bench.median(runs: 5) {
            var layout = CompositionalLayout(section: row)
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        var layout = CompositionalLayout(section: row)
        layout.prepare(context)
        let visible = Rect(origin: .zero, size: viewport)
        var offset = 0.0
        let scroll = Bench.medianPerCall(runs: 21, batch: 200) {
            offset = offset > Double(perRow) * 160 ? 0 : offset + 7
            layout.setOrthogonalOffset(offset, forSection: 0)
            layout.setOrthogonalOffset(offset, forSection: 1)
            layout.setOrthogonalOffset(offset, forSection: 2)
            Bench.sink &+= layout.attributes(in: visible).count
        }
        let baseline = Bench.medianPerCall(runs: 7, batch: 3) {
            for section in 0..<3 {
                for item in 0..<perRow {
                    if let frame = layout.attributes(at: ItemPath(item: item, section: section))?.frame,
                        frame.intersects(visible)
                    {
                        Bench.sink &+= 1
                    }
                }
            }
        }
        return BenchRow(
            layout: "CompositionalLayout", scenario: "sideways scroll, 10 rows", itemCount: perRow * 10,
            prepareMilliseconds: prepareTime * 1e3, queryMicroseconds: scroll * 1e6,
            baselineMicroseconds: baseline * 1e6, bytesPerItem: nil)
    }

    /// A self-sizing list of `count` rows (estimated 44) before a small grid: the first row's
    /// prepare column is one report in the middle of the list (alternating heights, so that
    /// each report changes the layout), the second one's a full prepare with the same reports.
    /// Query columns: a viewport query at the reported row, against the linear baseline.
    private static func selfSizingRows(count: Int, viewport: Size) -> [BenchRow] {
        let list = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(1), .estimated(44)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))]))
        let sections = [list, grid()]
        let make = {
            CompositionalLayout { index, _ in sections[min(index, 1)] }
        }
        let context = LayoutContext(viewportSize: viewport, itemCounts: [count, 20], displayScale: 3)
        var layout = make()
        layout.prepare(context)
        let middle = ItemPath(item: count / 2, section: 0)
        var tall = false
        let report = Bench.median(runs: 21) {
            tall.toggle()
            layout.reportSize(Size(width: viewport.width, height: tall ? 120 : 80), forItemAt: middle)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let full = Bench.median(runs: 5) {
            var fresh = make()
            fresh.reportSize(Size(width: viewport.width, height: tall ? 120 : 80), forItemAt: middle)
            fresh.prepare(context)
            Bench.sink &+= Int(fresh.contentSize.height)
        }
        let at = layout.attributes(at: middle)?.frame.minY ?? 0
        let rects = (0..<8).map { step in
            Rect(
                x: 0, y: max(0, at - viewport.height / 2 + Double(step * 40)), width: viewport.width,
                height: viewport.height)
        }
        let times = Bench.compareQueries(
            layout: layout, jumps: rects, name: "CompositionalLayout self-sizing \(count)")
        let (query, baseline) = (times.jump.median, times.baseline.median)
        return [
            BenchRow(
                layout: "CompositionalLayout", scenario: "self-size 1 row mid-list", itemCount: count + 20,
                prepareMilliseconds: report * 1e3, queryMicroseconds: query, baselineMicroseconds: baseline,
                bytesPerItem: nil),
            BenchRow(
                layout: "CompositionalLayout", scenario: "same, full prepare", itemCount: count + 20,
                prepareMilliseconds: full * 1e3, queryMicroseconds: query, baselineMicroseconds: baseline,
                bytesPerItem: nil),
        ]
    }

    /// Pagination: 100 items appended to a grid of `count` items (the prepare column is one
    /// append; the query column a viewport query at the end of the content afterwards).
    private static func appendRow(count: Int, viewport: Size) -> BenchRow {
        var layout = CompositionalLayout(section: grid())
        var total = count
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [total], displayScale: 3))
        let appendTime = Bench.median(runs: 21) {
            total += 100
            layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [total], displayScale: 3))
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let rects = Bench.viewports(
            count: 16, size: viewport, contentSize: layout.contentSize, axis: .vertical)
        let times = Bench.compareQueries(
            layout: layout, jumps: rects, name: "CompositionalLayout append \(count)")
        let (query, baseline) = (times.jump.median, times.baseline.median)
        return BenchRow(
            layout: "CompositionalLayout", scenario: "append 100 to the grid", itemCount: count,
            prepareMilliseconds: appendTime * 1e3, queryMicroseconds: query, baselineMicroseconds: baseline,
            bytesPerItem: nil)
    }

    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    private static func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
        var item = LayoutItem(layoutSize: size(width, height))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        return item
    }

    private static func header() -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: ElementKind.sectionHeaderKind,
            alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }

    private static func grid() -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(180)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 8)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    private static func home() -> CompositionalLayout {
        let banner = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let stack = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var mosaic = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
                subitems: [item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), LayoutItem(stack)]))
        mosaic.boundarySupplementaryItems = [header()]
        var row = item(.fractionalWidth(1), .fractionalHeight(1))
        row.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: size(.absolute(18), .absolute(18)), elementKind: "badge",
                containerAnchor: LayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        ]
        var list = LayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(64)), subitems: [row]))
        list.contentInsets = DirectionalEdgeInsets(all: 16)
        list.decorationItems = [.background(elementKind: "background")]
        let sections = [banner, grid(), mosaic, list]
        return CompositionalLayout(configuration: CompositionalLayout.Configuration(interSectionSpacing: 12))
        {
            index, _ in
            sections[index % sections.count]
        }
    }
}
