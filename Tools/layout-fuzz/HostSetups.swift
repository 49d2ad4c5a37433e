import LayoutEngine

/// A layout a host run scrolls over, with what its checks need to know of it.
struct HostSetup<L: CollectionLayout> {
    /// Makes the layout (again, for the fresh layout a batch is compared with).
    let make: () -> L
    /// Its Swift source, for the failure report.
    let code: String
    /// The axis its content scrolls along.
    var axis: Axis = .vertical
    /// Whether its cells are laid out from estimates: the run reports their sizes and grows
    /// them.
    var measuresCells = false
    /// Whether it keeps the bottom in place (bottom to top): the reading check reads the end
    /// rule instead, so it skips it.
    var keepsBottom = false
    /// Whether headers or footers pin to the visible bounds.
    var pins = false
    /// Whether the layout answers the offset of a scroll to an item itself (carousel, fan).
    var answersScrollOffsets = false
    /// Sections that scroll sideways (compositional bands), when the section exists.
    var bands: Set<Int> = []
}

/// The kinds of supplementary views the host runs' layouts make: the brute force asks for each.
let hostSupplementaryKinds = [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind]

extension HostDraw {
    /// A flow: self-sizing rows (estimated), or a grid of fixed squares, vertical or
    /// horizontal; headers and footers fixed, self-sizing or none, pinned or not; bottom to
    /// top sometimes.
    mutating func hostFlow() -> HostSetup<FlowLayout> {
        let estimated = chance(2)
        let horizontal = !estimated && chance(4)
        var metrics = FlowLayout.SectionMetrics(
            minimumLineSpacing: double(0...12), minimumInteritemSpacing: double(0...12))
        if chance(2) { metrics.headerReferenceSize = Size(width: 60, height: double(20...60)) }
        if chance(3) { metrics.footerReferenceSize = Size(width: 40, height: double(10...40)) }
        if chance(3) { metrics.estimatedHeaderSize = Size(width: 300, height: double(20...60)) }
        let square = double(60...140)
        var configuration = FlowLayout.Configuration(
            itemSizing: .fixed(Size(width: square, height: square)),
            scrollDirection: horizontal ? .horizontal : .vertical, metrics: .all(metrics),
            sectionHeadersPinToVisibleBounds: chance(4))
        if estimated {
            configuration.estimatedItemSize = Size(width: 300, height: double(30...120))
            configuration.itemSizing = .fixed(Size(width: 300, height: 50))
        }
        if !horizontal, chance(4) { configuration.verticalLayoutDirection = .bottomToTop }
        let code = """
            var metrics = FlowLayout.SectionMetrics(minimumLineSpacing: \(metrics.minimumLineSpacing), minimumInteritemSpacing: \(metrics.minimumInteritemSpacing))
            metrics.headerReferenceSize = \(metrics.headerReferenceSize); metrics.footerReferenceSize = \(metrics.footerReferenceSize)
            metrics.estimatedHeaderSize = \(metrics.estimatedHeaderSize.map { "\($0)" } ?? "nil")
            var configuration = FlowLayout.Configuration(itemSizing: \(configuration.itemSizing), scrollDirection: .\(configuration.scrollDirection), metrics: .all(metrics), sectionHeadersPinToVisibleBounds: \(configuration.sectionHeadersPinToVisibleBounds))
            configuration.estimatedItemSize = \(configuration.estimatedItemSize.map { "\($0)" } ?? "nil")
            configuration.verticalLayoutDirection = .\(configuration.verticalLayoutDirection)
            let layout = FlowLayout(configuration: configuration)
            """
        let made = configuration
        return HostSetup(
            make: { FlowLayout(configuration: made) }, code: code, axis: horizontal ? .horizontal : .vertical,
            measuresCells: estimated, keepsBottom: configuration.verticalLayoutDirection == .bottomToTop,
            pins: configuration.sectionHeadersPinToVisibleBounds)
    }

    /// A waterfall of two or three columns, items of a few aspect ratios, headers fixed,
    /// self-sizing or none.
    mutating func hostWaterfall() -> HostSetup<WaterfallLayout> {
        let columns = int(2...3)
        let header = chance(2) ? double(20...60) : 0
        let estimatedHeader: Double? = chance(3) ? double(20...60) : nil
        let configuration = WaterfallLayout.Configuration(
            columnCount: .all(columns), headerHeight: .all(header),
            estimatedHeaderHeight: estimatedHeader.map { .all($0) },
            itemHeight: .aspectRatio { path in Double((path.item * 7 + path.section * 3) % 5 + 1) / 3 })
        let code = """
            let layout = WaterfallLayout(configuration: WaterfallLayout.Configuration(
                columnCount: .all(\(columns)), headerHeight: .all(\(header)), estimatedHeaderHeight: \(estimatedHeader.map { ".all(\($0))" } ?? "nil"),
                itemHeight: .aspectRatio { path in Double((path.item * 7 + path.section * 3) % 5 + 1) / 3 }))
            """
        return HostSetup(
            make: { WaterfallLayout(configuration: configuration) }, code: code)
    }

    /// A compositional layout: a list of self-sizing rows under a header (estimated or fixed),
    /// sometimes after a sideways band of fixed cards as section 0.
    mutating func hostCompositional() -> HostSetup<CompositionalLayout> {
        let estimate = double(30...90)
        let headerEstimated = chance(2)
        let header = double(20...60)
        let band = chance(3)
        let rows = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
                ]))
        var list = rows
        list.interGroupSpacing = 4
        list.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: headerEstimated ? .estimated(header) : .absolute(header)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        var shelf = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                ]))
        shelf.interGroupSpacing = 10
        shelf.orthogonalScrollingBehavior = .continuous
        let listSection = list
        let shelfSection = shelf
        let code = """
            // rows: .estimated(\(estimate)) full-width rows, 4 apart, header \(headerEstimated ? ".estimated" : ".absolute")(\(header))
            // band: \(band ? "section 0 is a .continuous shelf of 150 × 100 cards, 10 apart" : "none")
            let layout = CompositionalLayout { index, _ in \(band ? "index == 0 ? shelf : list" : "list") }
            """
        return HostSetup(
            make: { CompositionalLayout { index, _ in band && index == 0 ? shelfSection : listSection } },
            code: code, measuresCells: true, bands: band ? [0] : [])
    }

    /// A carousel of cards, horizontal.
    mutating func hostCarousel() -> HostSetup<CenterCarouselLayout> {
        let size = Size(width: double(120...260), height: double(150...300))
        let configuration = CenterCarouselLayout.Configuration(
            itemSize: size, spacingMode: .fixed(spacing: 10))
        return HostSetup(
            make: { CenterCarouselLayout(configuration: configuration) },
            code:
                "let layout = CenterCarouselLayout(configuration: .init(itemSize: \(size), spacingMode: .fixed(spacing: 10)))",
            axis: .horizontal, answersScrollOffsets: true)
    }

    /// A fan of cards on a wheel, horizontal.
    mutating func hostFan() -> HostSetup<CircularFanLayout> {
        let size = Size(width: double(60...140), height: double(90...200))
        let radius = double(300...900)
        let configuration = CircularFanLayout.Configuration(itemSize: size, radius: radius)
        return HostSetup(
            make: { CircularFanLayout(configuration: configuration) },
            code:
                "let layout = CircularFanLayout(configuration: .init(itemSize: \(size), radius: \(radius)))",
            axis: .horizontal, answersScrollOffsets: true)
    }
}
