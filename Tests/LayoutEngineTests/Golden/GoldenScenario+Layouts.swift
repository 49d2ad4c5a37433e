import LayoutEngine
import LayoutEngineTestSupport

// The random inputs of the golden check, one generator per layout. They are frozen: changing
// one changes the recorded digests, so a change here must be re-recorded on code known to be
// right (see `GoldenTests`).

extension GoldenScenario {
    /// A random flow layout: fixed or per-item sizes, per-section metrics, alignments, pinning,
    /// both scroll directions, right-to-left, bad values now and then.
    static func flow(seed: UInt64) -> GoldenScenario {
        var g = SeededGenerator(seed: seed)
        func randomMetrics(_ g: inout SeededGenerator) -> FlowLayout.SectionMetrics {
            FlowLayout.SectionMetrics(
                sectionInset: g.bool()
                    ? .zero
                    : EdgeInsets(
                        top: g.length(in: 0...30), left: g.length(in: 0...30), bottom: g.length(in: 0...30),
                        right: g.length(in: 0...30)),
                minimumLineSpacing: g.length(in: 0...20), minimumInteritemSpacing: g.length(in: 0...20),
                headerReferenceSize: g.bool()
                    ? .zero : Size(width: g.length(in: 10...60), height: g.length(in: 10...60)),
                footerReferenceSize: g.bool()
                    ? .zero : Size(width: g.length(in: 10...60), height: g.length(in: 10...60)),
                lineAlignment: LineAlignment(
                    cross: [.top, .center, .bottom][g.int(in: 0...2)],
                    along: [.justified, .leading, .center, .trailing][g.int(in: 0...3)]))
        }
        let sizing: FlowLayout.ItemSizing
        if g.bool() {
            sizing = .fixed(Size(width: g.length(in: 10...200), height: g.length(in: 10...200)))
        } else {
            let sizes = (0..<g.int(in: 1...9)).map { _ in
                Size(width: g.length(in: 5...260, badOneIn: 60), height: g.length(in: 5...160, badOneIn: 60))
            }
            sizing = .perItem { path in sizes[(path.item &+ 3 &* path.section) % sizes.count] }
        }
        var perSection: PerSection<FlowLayout.SectionMetrics>?
        if g.bool() {
            let table = (0..<4).map { _ in randomMetrics(&g) }
            perSection = .computed { section in table[section % table.count] }
        }
        let scrollDirection: ScrollDirection = g.int(in: 0...3) == 0 ? .horizontal : .vertical
        let everySection = randomMetrics(&g)
        let configuration = FlowLayout.Configuration(
            itemSizing: sizing, scrollDirection: scrollDirection, metrics: perSection ?? .all(everySection),
            sectionHeadersPinToVisibleBounds: g.bool(), sectionFootersPinToVisibleBounds: g.bool())
        let context = g.context(itemCounts: g.itemCounts(maxItems: 60))
        return GoldenScenario(FlowLayout(configuration: configuration), contexts: g.followUps(of: context))
    }

    /// A random waterfall: column counts per section or adaptive, spacing, insets, headers and
    /// footers, both placements, aspect ratios or computed heights, pinning, bad values.
    static func waterfall(seed: UInt64) -> GoldenScenario {
        var g = SeededGenerator(seed: seed)
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount =
            g.bool() ? .all(g.int(in: -1...6)) : [g.int(in: 1...4), g.int(in: 1...5), g.int(in: 0...3)]
        if g.int(in: 0...4) == 0 { configuration.minimumColumnWidth = .all(g.length(in: 40...200)) }
        configuration.columnSpacing = .all(g.length(in: 0...16))
        configuration.itemSpacing = .all(g.length(in: 0...16))
        configuration.sectionInset = .all(
            EdgeInsets(
                top: g.length(in: 0...20), left: g.length(in: 0...20), bottom: g.length(in: 0...20),
                right: g.length(in: 0...20)))
        let headers = (0..<3).map { _ in g.bool() ? 0 : g.length(in: 10...50) }
        let footers = (0..<3).map { _ in g.bool() ? 0 : g.length(in: 10...50) }
        configuration.headerHeight = .computed { section in headers[section % headers.count] }
        configuration.footerHeight = .computed { section in footers[section % footers.count] }
        configuration.itemRenderDirection = g.int(in: 0...3) == 0 ? .leadingColumnFirst : .shortestFirst
        let ratios = (0..<g.int(in: 1...11)).map { _ in g.length(in: 0.3...2.2, badOneIn: 50) }
        if g.bool() {
            configuration.itemHeight = .aspectRatio { path in
                ratios[(path.item &+ path.section) % ratios.count]
            }
        } else {
            configuration.itemHeight = .computed { path, width in
                width * 0.5 + ratios[path.item % ratios.count] * 40
            }
        }
        configuration.sectionHeadersPinToVisibleBounds = g.bool()
        let context = g.context(itemCounts: g.itemCounts(maxItems: 60))
        return GoldenScenario(
            WaterfallLayout(configuration: configuration), contexts: g.followUps(of: context))
    }

    /// A random compositional layout: nested, repeating and custom groups, badges, boundary
    /// items (some pinned), backgrounds, orthogonal sections, both axes and directions, display
    /// scales 1 to 3, self-sizing reports.
    static func compositional(seed: UInt64) -> GoldenScenario {
        var g = SeededGenerator(seed: seed)
        var sections = (0..<g.int(in: 1...4)).map { _ in randomSection(&g) }
        for index in sections.indices where g.int(in: 0...4) == 0 {
            sections[index].orthogonalScrollingBehavior =
                [
                    .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
                ][g.int(in: 0...4)]
        }
        var configuration = CompositionalLayout.Configuration(
            scrollDirection: g.int(in: 0...3) == 0 ? .horizontal : .vertical,
            interSectionSpacing: g.length(in: 0...20))
        if g.bool() {
            var top = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.1)),
                elementKind: "layout-header", alignment: .topLeading)
            top.pinToVisibleBounds = g.bool()
            configuration.boundarySupplementaryItems = [top]
        }
        let skipped = g.int(in: 0...5) == 0 ? g.int(in: 0...3) : -1
        let frozen = sections
        var layout = CompositionalLayout(configuration: configuration) { index, _ in
            index == skipped ? nil : frozen[index % frozen.count]
        }
        let context = g.context(itemCounts: g.itemCounts(maxItems: 50), scale: Double(g.int(in: 1...3)))
        for _ in 0..<g.int(in: 0...3) {
            let section = g.int(in: 0...(context.itemCounts.count - 1))
            layout.reportSize(
                Size(width: g.double(in: 20...300), height: g.double(in: 20...200)),
                forItemAt: ItemPath(
                    item: g.int(in: 0...max(0, context.itemCounts[section] - 1)), section: section))
        }
        for section in context.itemCounts.indices where g.bool() {
            layout.setOrthogonalOffset(g.double(in: -50...600), forSection: section)
        }
        return GoldenScenario(layout, contexts: g.followUps(of: context))
    }

    private static func randomSection(_ g: inout SeededGenerator) -> LayoutSection {
        func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
            LayoutSize(widthDimension: width, heightDimension: height)
        }
        func dimension(_ g: inout SeededGenerator, fractionOnly: Bool = false) -> LayoutDimension {
            switch g.int(in: 0...(fractionOnly ? 1 : 3)) {
            case 0: .fractionalWidth(g.double(in: 0.1...0.6))
            case 1: .fractionalHeight(g.double(in: 0.1...1))
            case 2: .absolute(g.double(in: 10...120))
            default: .estimated(g.double(in: 10...120))
            }
        }
        var leaf = LayoutItem(layoutSize: size(dimension(&g, fractionOnly: true), dimension(&g)))
        leaf.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...4))
        if g.int(in: 0...3) == 0 {
            leaf.supplementaryItems = [
                LayoutSupplementaryItem(
                    layoutSize: size(.absolute(12), .absolute(12)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(
                        edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
            ]
        }
        var other = LayoutItem(layoutSize: size(.fractionalWidth(g.double(in: 0.2...1)), .absolute(30)))
        other.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(g.double(in: 0...5)), top: .fixed(2))
        var inner = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(g.double(in: 0.3...1)), .fractionalHeight(1)),
            subitems: [leaf, other])
        inner.interItemSpacing = g.bool() ? .fixed(g.double(in: 0...8)) : .flexible(2)
        var group: LayoutGroup
        switch g.int(in: 0...3) {
        case 0:
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(g.double(in: 40...200))),
                subitems: [leaf, LayoutItem(inner)])
        case 1:
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(g.double(in: 0.2...0.8))),
                repeatingSubitem: leaf, count: g.int(in: 1...4))
        case 2:
            let estimated = size(.fractionalWidth(1), .estimated(g.double(in: 20...80)))
            group = .vertical(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)])
        default:
            let count = g.int(in: 1...5)
            group = .custom(layoutSize: size(.fractionalWidth(1), .absolute(90))) { environment in
                (0..<count).map { index in
                    LayoutGroupCustomItem(
                        frame: Rect(
                            x: Double(index) * environment.containerSize.width / Double(count),
                            y: Double(index * 7),
                            width: 40, height: 50), zIndex: index)
                }
            }
        }
        group.interItemSpacing = .fixed(g.double(in: 0...10))
        group.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...6))
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(
            top: g.double(in: 0...20), leading: g.double(in: 0...20), bottom: g.double(in: 0...20),
            trailing: g.double(in: 0...20))
        section.interGroupSpacing = g.length(in: 0...12)
        for (kind, alignment) in [
            (ElementKind.sectionHeaderKind, LayoutBoundarySupplementaryItem.Alignment.top),
            (ElementKind.sectionFooterKind, .bottom),
        ] where g.bool() {
            var item = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(g.double(in: 10...40))), elementKind: kind,
                alignment: alignment)
            item.pinToVisibleBounds = g.bool()
            section.boundarySupplementaryItems.append(item)
        }
        if g.bool() { section.decorationItems = [.background(elementKind: "background")] }
        section.supplementariesFollowContentInsets = g.bool()
        return section
    }

    /// A random centre carousel: sizes, both axes, both spacing and animation modes,
    /// wrap-around, bad values.
    static func carousel(seed: UInt64) -> GoldenScenario {
        var g = SeededGenerator(seed: seed)
        let configuration = CenterCarouselLayout.Configuration(
            itemSize: Size(width: g.length(in: 40...300), height: g.length(in: 40...300)),
            scrollDirection: g.bool() ? .horizontal : .vertical,
            spacingMode: g.bool()
                ? .fixed(spacing: g.length(in: -20...40)) : .overlap(visibleOffset: g.length(in: -20...120)),
            animationMode: g.bool()
                ? .scale(
                    sideItemScale: g.length(in: 0.2...1), sideItemAlpha: g.length(in: 0...1),
                    sideItemShift: g.length(in: -30...30))
                : .rotation(
                    sideItemAngle: g.length(in: -1.5...1.5), sideItemAlpha: g.length(in: 0...1),
                    sideItemShift: g.length(in: -30...30)),
            wrapsAround: g.int(in: 0...3) == 0)
        let context = g.context(itemCounts: g.itemCounts(maxSections: 2, maxItems: 30))
        return GoldenScenario(
            CenterCarouselLayout(configuration: configuration), contexts: g.followUps(of: context))
    }

    /// A random circular fan: sizes, radii, given or default angles, bad values.
    static func circularFan(seed: UInt64) -> GoldenScenario {
        var g = SeededGenerator(seed: seed)
        let layout = CircularFanLayout(
            itemSize: Size(width: g.length(in: 20...200), height: g.length(in: 20...260)),
            radius: g.length(in: 10...1200),
            anglePerItem: g.bool() ? nil : g.length(in: 0.01...0.8))
        let context = g.context(itemCounts: g.itemCounts(maxSections: 2, maxItems: 50))
        return GoldenScenario(layout, contexts: g.followUps(of: context))
    }
}
