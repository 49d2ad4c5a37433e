import LayoutEngine

/// CompositionalLayout rows: a 20-section home screen (banner, grid, mosaic, badged list with a
/// background) and a single-section two-column grid, prepare and viewport query against the
/// linear baseline.
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
            rows.append(
                BenchRow.measure(
                    layout: "CompositionalLayout", scenario: "grid, 1 section", itemCount: count,
                    context: LayoutContext(viewportSize: viewport, itemCounts: [count], displayScale: 3),
                    make: { CompositionalLayout(section: grid()) }))
        }
        for count in sizes {
            rows.append(appendRow(count: count, viewport: viewport))
        }
        return rows
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
        let (query, baseline) = Bench.compareQueries(
            layout: layout, rects: rects, name: "CompositionalLayout append \(count)")
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
        return CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12)) {
            index, _ in
            sections[index % sections.count]
        }
    }
}
