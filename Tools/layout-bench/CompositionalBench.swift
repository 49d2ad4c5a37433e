import LayoutEngine

/// CompositionalLayout rows: a 20-section home screen (banner, grid, mosaic, badged list with a
/// background) and a single-section two-column grid, prepare and viewport query against the
/// flat baseline; appending to the grid; a sideways scroll of orthogonal rows; a self-sizing
/// report against a full prepare.
enum CompositionalBench {
    /// Rows for each item count in `sizes` (the home screen, the sideways scroll and the
    /// self-sizing report up to 100k items).
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        var rows: [BenchRow] = []
        let viewport = Size(width: 390, height: 844)
        for count in sizes where count <= 100_000 {
            let perSection = count / 20
            let context = LayoutContext(
                viewportSize: viewport, itemCounts: Array(repeating: perSection, count: 20), displayScale: 3)
            rows.append(
                BenchRow.measure(
                    layout: "Compositional", scenario: "home screen, 20 sections", itemCount: perSection * 20,
                    context: context, make: home,
                    elements: {
                        EveryElement.compositional($0, context: context) {
                            homeSections[$0 % homeSections.count]
                        }
                    }))
        }
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCounts: [count], displayScale: 3)
            let elements = { (layout: CompositionalLayout) in
                EveryElement.compositional(layout, context: context) { _ in grid() }
            }
            rows.append(
                BenchRow.measure(
                    layout: "Compositional", scenario: "grid, 1 section", itemCount: count,
                    context: context, make: { CompositionalLayout(section: grid()) }, elements: elements))
            rows.append(
                BenchRow.coldQuery(
                    layout: "Compositional", scenario: "grid, 1 section", itemCount: count,
                    context: context, make: { CompositionalLayout(section: grid()) }, elements: elements))
        }
        for count in sizes {
            rows += BenchRow.appendRows(
                layout: "Compositional grid", itemCount: count, repetitions: count >= 1_000_000 ? 5 : 9,
                context: { LayoutContext(viewportSize: viewport, itemCounts: [$0], displayScale: 3) },
                make: { CompositionalLayout(section: grid()) })
        }
        for count in sizes where count <= 100_000 {
            rows.append(orthogonalScrollRow(count: count, viewport: viewport))
            rows.append(selfSizingRow(count: count, viewport: viewport))
        }
        return rows
    }

    /// Ten rows scrolling sideways (`count / 10` cards each) in a vertical list: one frame of a
    /// sideways scroll (the three visible rows' offsets change, then a viewport query),
    /// against asking every card of those rows where it is (what a layout without per-row
    /// indexes would do).
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
        let prepareTime = Bench.timing(runs: 5) {
            var layout = CompositionalLayout(section: row)
            layout.prepare(context)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        var layout = CompositionalLayout(section: row)
        layout.prepare(context)
        let visible = Rect(origin: .zero, size: viewport)
        var offset = 0.0
        let scroll = Bench.timingPerCall(runs: 21, batch: 200) {
            offset = offset > Double(perRow) * 160 ? 0 : offset + 7
            layout.setOrthogonalOffset(offset, forSection: 0)
            layout.setOrthogonalOffset(offset, forSection: 1)
            layout.setOrthogonalOffset(offset, forSection: 2)
            Bench.sink &+= layout.attributes(in: visible).count
        }
        let baseline = Bench.timingPerCall(runs: 7, batch: 3) {
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
            table: .scrollFrames, layout: "Compositional", scenario: "10 rows scrolling sideways",
            itemCount: perRow * 10, prepare: prepareTime.scaled(by: 1e3), measured: scroll.scaled(by: 1e6),
            baseline: baseline.scaled(by: 1e6))
    }

    /// A self-sizing list of `count` rows (estimated 44) before a small grid: one report in the
    /// middle of the list (alternating heights, so that each report changes the layout),
    /// against a full prepare with the same report. The reported layout is checked against the
    /// flat baseline around the reported row.
    private static func selfSizingRow(count: Int, viewport: Size) -> BenchRow {
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
        let report = Bench.timing(runs: 21) {
            tall.toggle()
            layout.reportSize(Size(width: viewport.width, height: tall ? 120 : 80), forItemAt: middle)
            Bench.sink &+= Int(layout.contentSize.height)
        }
        let full = Bench.timing(runs: 5) {
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
        let baseline = FlatBaseline(
            elements: EveryElement.compositional(layout, context: context) { sections[min($0, 1)] })
        baseline.check(layout, at: rects, name: "Compositional, self-sizing report, \(count) items")
        baseline.checkEverywhere(
            layout, axis: .vertical, tileLength: viewport.height,
            name: "Compositional, self-sizing report, \(count) items")
        return BenchRow(
            table: .updates, layout: "Compositional", scenario: "self-sizing: 1 report mid-list",
            itemCount: count + 20, measured: report.scaled(by: 1e6), baseline: full.scaled(by: 1e6))
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

    /// The home screen's sections, repeated: a banner, a grid, a mosaic with a header and a
    /// list of badged rows on a background.
    private static let homeSections: [LayoutSection] = {
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
        return [banner, grid(), mosaic, list]
    }()

    /// The home screen: ``homeSections`` repeated, 12 points apart.
    private static func home() -> CompositionalLayout {
        CompositionalLayout(configuration: CompositionalLayout.Configuration(interSectionSpacing: 12)) {
            index, _ in
            homeSections[index % homeSections.count]
        }
    }
}
