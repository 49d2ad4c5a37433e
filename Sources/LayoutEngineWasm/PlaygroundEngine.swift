import LayoutEngine

/// The layout of one playground scene, driven the way a collection view drives it: prepare at an
/// offset, query a rect, ask where a flick comes to rest.
///
/// One optional per layout type keeps every call a static dispatch (Embedded Swift has no
/// existentials) and lets `prepare` mutate the layout in place, with no copy of its storage.
/// A class, and its layouts read through optional chaining rather than bound to constants: a
/// copy of a layout struct costs time, and in the module its outlined copy code costs size.
package final class PlaygroundEngine {
    /// The scene the layout was built for.
    package let scene: PlaygroundScene
    private var flow: FlowLayout?
    private var waterfall: WaterfallLayout?
    private var compositional: CompositionalLayout?
    private var carousel: CenterCarouselLayout?
    private var fan: CircularFanLayout?

    /// Builds the scene's layout, unprepared.
    package init(scene: PlaygroundScene) {
        self.scene = scene
        switch scene.tab {
        case .flow: flow = Self.makeFlow(variant: scene.variant)
        case .waterfall: waterfall = Self.makeWaterfall(variant: scene.variant)
        case .compositional: compositional = Self.makeCompositional(variant: scene.variant)
        case .carousel: carousel = Self.makeCarousel(variant: scene.variant)
        case .fan: fan = Self.makeFan(variant: scene.variant)
        }
    }

    /// Prepares the layout for the viewport at `offset`.
    ///
    /// - Complexity: O(n) the first time, O(1) after a change of offset alone.
    package func prepare(offset: Point) {
        let context = scene.context(offset: offset)
        flow?.prepare(context)
        waterfall?.prepare(context)
        compositional?.prepare(context)
        carousel?.prepare(context)
        fan?.prepare(context)
    }

    /// The size of the whole content after `prepare`.
    package var contentSize: Size {
        flow?.contentSize ?? waterfall?.contentSize ?? compositional?.contentSize ?? carousel?.contentSize
            ?? fan?.contentSize ?? .zero
    }

    /// Every element whose frame meets `rect`.
    ///
    /// - Complexity: O(log n + k) for k elements returned.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        flow?.attributes(in: rect) ?? waterfall?.attributes(in: rect) ?? compositional?.attributes(in: rect)
            ?? carousel?.attributes(in: rect) ?? fan?.attributes(in: rect) ?? []
    }

    /// Where a scroll released at `proposed` with `velocity` (points per millisecond) comes to
    /// rest.
    ///
    /// - Complexity: O(1) for the snapping layouts, O(1) for the others (the proposal).
    package func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        // The layouts take points per second.
        let velocity = Point(x: velocity.x * 1000, y: velocity.y * 1000)
        return flow?.targetContentOffset(proposed: proposed, velocity: velocity)
            ?? waterfall?.targetContentOffset(proposed: proposed, velocity: velocity)
            ?? compositional?.targetContentOffset(proposed: proposed, velocity: velocity)
            ?? carousel?.targetContentOffset(proposed: proposed, velocity: velocity)
            ?? fan?.targetContentOffset(proposed: proposed, velocity: velocity) ?? proposed
    }

    /// Whether `section` scrolls across the main axis (compositional orthogonal sections).
    package func isOrthogonal(section: Int) -> Bool {
        guard section >= 0, section < scene.itemCounts.count,
            let range = compositional?.orthogonalOffsetRange(forSection: section)
        else { return false }
        return range.upperBound > range.lowerBound
    }

    /// The orthogonal section's own offset (0 for any other section).
    package func orthogonalOffset(section: Int) -> Double {
        compositional?.orthogonalOffset(forSection: section) ?? 0
    }

    /// The range of the orthogonal section's offset.
    package func orthogonalOffsetRange(section: Int) -> ClosedRange<Double> {
        compositional?.orthogonalOffsetRange(forSection: section) ?? 0...0
    }

    /// Scrolls an orthogonal section to `offset`.
    package func setOrthogonalOffset(_ offset: Double, section: Int) {
        compositional?.setOrthogonalOffset(offset, forSection: section)
    }

    /// Where an orthogonal section released at `proposed` with `velocity` comes to rest.
    package func targetOrthogonalOffset(proposed: Double, velocity: Double, section: Int) -> Double {
        compositional?.targetOrthogonalOffset(proposed: proposed, velocity: velocity, forSection: section)
            ?? proposed
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

    private static func makeWaterfall(variant: Int) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration(
            columnCount: variant == 2 ? 4 : 3, columnSpacing: 12, itemSpacing: 12,
            sectionInset: EdgeInsets(all: 12), headerHeight: 40,
            placement: variant == 2 ? .inOrder : .shortestColumn,
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

    private static func makeFan(variant: Int) -> CircularFanLayout {
        variant == 0
            ? CircularFanLayout(itemSize: Size(width: 120, height: 170), radius: 700)
            : CircularFanLayout(itemSize: Size(width: 100, height: 140), radius: 260)
    }
}
