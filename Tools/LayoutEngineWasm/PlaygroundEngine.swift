import LayoutEngine

/// One playground scene shown through a ``CollectionHost``: the page forwards its input to
/// ``driver`` and draws the frames it encodes.
///
/// A class: the page's single engine lives in a global, and its host is mutated in place, with
/// no copy of the layout's storage.
package final class PlaygroundEngine {
    /// The scene the layout was built for.
    package let scene: PlaygroundScene
    /// The host of the scene's layout.
    package let driver: PlaygroundDriver
    /// The same driver, typed, on the compositional tab: its orthogonal row scrolls with the
    /// wheel.
    private let compositional: HostDriver<CompositionalLayout>?

    /// Builds the scene's layout and a host for it, unprepared beyond the host's first prepare.
    package init(scene: PlaygroundScene) {
        self.scene = scene
        let variant = scene.variant
        let width = scene.viewport.width
        func host<Layout: CollectionLayout>(_ layout: Layout) -> HostDriver<Layout> {
            HostDriver(layout: layout, viewportSize: scene.viewport, itemCounts: scene.itemCounts)
        }
        var compositional: HostDriver<CompositionalLayout>?
        switch scene.tab {
        case .flow: driver = host(Self.makeFlow(variant: variant))
        case .waterfall: driver = host(Self.makeWaterfall(variant: variant))
        case .compositional:
            let typed = host(Self.makeCompositional(variant: variant))
            compositional = typed
            driver = typed
        case .carousel: driver = host(Self.makeCarousel(variant: variant))
        case .fan: driver = host(Self.makeFan(variant: variant))
        case .chat: driver = host(Self.makeChat(width: width, bottomToTop: variant == 1))
        case .photos: driver = host(Self.makePhotos())
        case .reorder: driver = host(Self.makeReorder(variant: variant, width: width))
        case .list: driver = host(Self.makeList(variant: variant))
        case .magazine: driver = host(Self.makeMagazine())
        }
        self.compositional = compositional
    }

    /// Scrolls the compositional tab's orthogonal section under the viewport point (`x`, `y`)
    /// sideways by `dx` at once, kept in its range; returns whether a section was there.
    package func scrollBand(x: Double, y: Double, dx: Double) -> Bool {
        guard let driver = compositional else { return false }
        let point = Point(x: x + driver.host.contentOffset.x, y: y + driver.host.contentOffset.y)
        let layout = driver.host.layout
        guard
            let section = layout.attributes(in: Rect(origin: point, size: .zero)).first(where: {
                $0.kind.isCell && $0.visualBounds.contains(point)
            })?.path.section
        else { return false }
        let range = layout.orthogonalOffsetRange(forSection: section)
        guard range.upperBound > range.lowerBound, dx.isFinite else { return false }
        let moved = min(
            max(layout.orthogonalOffset(forSection: section) + dx, range.lowerBound), range.upperBound)
        driver.host.layout.setOrthogonalOffset(moved, forSection: section)
        return true
    }
}

// MARK: - The scenes' layouts

extension PlaygroundEngine {
    private static func makeFlow(variant: Int) -> FlowLayout {
        let alignments: [LineAlignment] = [
            .uiKit, .uiKit, LineAlignment(cross: .top, along: .leading),
            LineAlignment(cross: .bottom, along: .trailing), LineAlignment(cross: .center, along: .center),
        ]
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(all: 16), minimumLineSpacing: 12, minimumInteritemSpacing: 12,
            headerReferenceSize: Size(width: 0, height: 40), lineAlignment: alignments[variant])
        let sizing: FlowLayout.ItemSizing =
            variant == 0
            ? .fixed(Size(width: 96, height: 96)) : .perItem { PlaygroundScene.flowItemSize($0) }
        return FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: sizing, metrics: .all(metrics), sectionHeadersPinToVisibleBounds: true))
    }

    /// Shortest-column, adaptive (150-point columns) and in-order placement scrolling down, and
    /// three rows scrolling sideways (an item's aspect ratio gives its width).
    private static func makeWaterfall(variant: Int) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration(
            scrollDirection: variant == 3 ? .horizontal : .vertical,
            columnCount: variant == 2 ? 4 : 3, columnSpacing: 12, itemSpacing: 12,
            sectionInset: EdgeInsets(all: 12), headerHeight: 40,
            itemRenderDirection: variant == 2 ? .leadingColumnFirst : .shortestFirst,
            itemHeight: .aspectRatio { PlaygroundScene.photoAspectRatio($0) },
            sectionHeadersPinToVisibleBounds: true)
        if variant == 1 { configuration.minimumColumnWidth = 150 }
        return WaterfallLayout(configuration: configuration)
    }

    private static func makeCompositional(variant: Int) -> CompositionalLayout {
        CompositionalLayout { section, environment in
            section == 0 ? orthogonalRow(variant: variant) : grid(variant: variant, environment: environment)
        }
    }

    /// A row of cards that scrolls sideways; the first variant pages centred cards and scales the
    /// ones beside the centre, the second rests on group boundaries.
    private static func orthogonalRow(variant: Int) -> LayoutSection {
        let card = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        var row = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(
                    widthDimension: variant == 0 ? .fractionalWidth(0.6) : .absolute(180),
                    heightDimension: .absolute(variant == 0 ? 200 : 120)),
                subitems: [card]))
        row.interGroupSpacing = 12
        row.contentInsets = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        row.boundarySupplementaryItems = [header()]
        if variant == 0 {
            row.orthogonalScrollingBehavior = .groupPagingCentered
            row.visibleItemsMaximumOutset = 0
            row.visibleItemsInvalidationHandler = { items, offset, environment in
                let centre = offset.x + environment.contentSize.width / 2
                for index in items.indices where items[index].kind == .cell {
                    let distance = min(
                        1, abs(items[index].frame.midX - centre) / environment.contentSize.width)
                    let scale = 1 - 0.3 * distance
                    items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                    items[index].alpha = 1 - 0.5 * distance
                }
            }
        } else {
            row.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        }
        return row
    }

    /// A grid: four squares a row (first variant), or a large item beside two stacked ones.
    private static func grid(variant: Int, environment: LayoutEnvironment) -> LayoutSection {
        let fill = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        var group: LayoutGroup
        if variant == 0 {
            var item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(all: 4)
            group = .horizontal(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                subitems: [item])
        } else {
            var large = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
            large.contentInsets = DirectionalEdgeInsets(all: 4)
            var small = LayoutItem(layoutSize: fill)
            small.contentInsets = DirectionalEdgeInsets(all: 4)
            let stack = LayoutGroup.vertical(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                repeatingSubitem: small, count: 2)
            group = .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
                subitems: [large, LayoutItem(stack)])
        }
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 0, bottom: 16, trailing: 0)
        section.boundarySupplementaryItems = [header()]
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 44, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        _ = environment
        return section
    }

    private static func header() -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }

    private static func makeCarousel(variant: Int) -> CenterCarouselLayout {
        let animation: CenterCarouselLayout.AnimationMode =
            variant == 0
            ? .scale(sideItemScale: 0.7, sideItemAlpha: 0.5, sideItemShift: 0)
            : .rotation(sideItemAngle: .pi / 3, sideItemAlpha: 0.6, sideItemShift: 0)
        return CenterCarouselLayout(
            itemSize: Size(width: 300, height: 200), spacingMode: .fixed(spacing: 16),
            animationMode: animation)
    }

    /// A wide and a tight wheel turning sideways, and a wheel whose cards turn as the content
    /// scrolls down (the form of a wheel picker).
    private static func makeFan(variant: Int) -> CircularFanLayout {
        switch variant {
        case 0: CircularFanLayout(itemSize: Size(width: 120, height: 170), radius: 700)
        case 1: CircularFanLayout(itemSize: Size(width: 100, height: 140), radius: 260)
        default:
            CircularFanLayout(itemSize: Size(width: 220, height: 90), radius: 500, scrollDirection: .vertical)
        }
    }

    /// A settings-style list: inset grouped, grouped or plain, with section headers.
    private static func makeList(variant: Int) -> CompositionalLayout {
        let appearances: [ListConfiguration.Appearance] = [.insetGrouped, .grouped, .plain]
        var configuration = ListConfiguration(appearance: appearances[variant])
        configuration.headerMode = .supplementary
        return CompositionalLayout.list(using: configuration)
    }
}

// MARK: - The demos' layouts

extension PlaygroundEngine {
    /// Chat rows: full-width self-sizing cells estimated 64 points tall, growing from the top or
    /// (`bottomToTop`) from the bottom, where a short conversation sits.
    private static func makeChat(width: Double, bottomToTop: Bool) -> FlowLayout {
        var configuration = FlowLayout.Configuration(
            estimatedItemSize: Size(width: max(1, width - 32), height: 64),
            verticalLayoutDirection: bottomToTop ? .bottomToTop : .topToBottom)
        configuration.metrics = .all(
            FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), minimumLineSpacing: 10,
                minimumInteritemSpacing: 10))
        return FlowLayout(configuration: configuration)
    }

    /// A magazine feed: a full-width banner, two half cards and three third cards in turn, rows
    /// as tall as their tallest measured card, each section on a card (its background).
    private static func makeMagazine() -> FlowLayout {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 8, left: 32, bottom: 28, right: 32), minimumLineSpacing: 12,
            minimumInteritemSpacing: 12, headerReferenceSize: Size(width: 0, height: 48),
            lineAlignment: LineAlignment(cross: .fill, along: .leading),
            background: FlowLayout.SectionBackground(
                insets: EdgeInsets(top: 0, left: 16, bottom: 12, right: 16)))
        return FlowLayout(
            configuration: FlowLayout.Configuration(
                metrics: .all(metrics), estimatedItemSize: Size(width: 200, height: 120),
                widthModes: .perItem { PlaygroundScene.magazineWidthMode($0) }))
    }

    /// Photo tiles in three columns, square until their aspect ratio is reported.
    private static func makePhotos() -> WaterfallLayout {
        WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: 3, columnSpacing: 10, itemSpacing: 10, sectionInset: EdgeInsets(all: 12)))
    }

    /// A grid of 96-point squares, or a list of full-width rows 36 points tall.
    private static func makeReorder(variant: Int, width: Double) -> FlowLayout {
        let size = variant == 0 ? Size(width: 96, height: 96) : Size(width: max(1, width - 32), height: 36)
        return FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(size),
                metrics: .all(
                    FlowLayout.SectionMetrics(
                        sectionInset: EdgeInsets(all: 16), minimumLineSpacing: variant == 0 ? 12 : 6,
                        minimumInteritemSpacing: 12))))
    }
}
