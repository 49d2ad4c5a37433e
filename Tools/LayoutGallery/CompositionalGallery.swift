import LayoutEngine

/// Compositional layout examples: an app's home screen, the seed document's section, a
/// horizontally scrolling layout, the home screen right to left, rows scrolling sideways,
/// self-sized rows, and groups carrying supplementary items under self-sized headers.
package enum CompositionalGallery {
    /// The compositional section of the gallery.
    package static var section: GallerySection {
        GallerySection(
            title: "CompositionalLayout",
            examples: [
                GalleryExample(
                    slug: "compositional-home", title: "Home screen",
                    caption:
                        "Three banners, a two-column grid with header and footer, a nested mosaic (one large "
                        + "item beside two stacked small ones) and a list on a background with badges; scrolled "
                        + "to the end, so the viewport shows the mosaic and the list.",
                    scene: { homeScene(.leftToRight) }),
                GalleryExample(
                    slug: "compositional-home-rtl", title: "Home screen, right to left",
                    caption:
                        "The same screen mirrored and scrolled to the end: leading is the right edge (the "
                        + "mosaic's large item is on the right), badges sit top-left.",
                    scene: { homeScene(.rightToLeft) }),
                GalleryExample(
                    slug: "compositional-two-column", title: "Two-column section (375 points)",
                    caption:
                        "Items half the group wide, 150 tall, inset 7; groups 268 tall; section inset 7; "
                        + "a 50-point header pinned to the top and a 20-point footer.",
                    scene: {
                        GalleryScene(
                            layout: CompositionalLayout(section: twoColumn(pinnedHeader: true)),
                            context: LayoutContext(
                                bounds: Rect(x: 0, y: 400, width: 375, height: 667), itemCounts: [7, 5],
                                displayScale: 2))
                    }),
                GalleryExample(
                    slug: "compositional-horizontal", title: "Horizontal scrolling",
                    caption:
                        "Columns of two items follow each other along x; each section has a leading header.",
                    scene: {
                        GalleryScene(
                            layout: horizontal(),
                            context: LayoutContext(
                                bounds: Rect(x: 150, y: 0, width: 600, height: 300), itemCounts: [7, 5],
                                displayScale: 2))
                    }),
                GalleryExample(
                    slug: "compositional-orthogonal", title: "Rows scrolling sideways",
                    caption:
                        "Two rows scroll across the vertical list: a carousel paging one centred card at a "
                        + "time, caught 1.4 cards in (card 1 left of the centre, card 2 right of it), whose "
                        + "handler shrinks and fades cards by their distance from the centre; a continuous row "
                        + "of squares scrolled 130 points. Only cards inside the screen's width are returned; "
                        + "a plain list follows.",
                    scene: {
                        GalleryScene(layout: orthogonal(), context: orthogonalContext)
                    }),
                GalleryExample(
                    slug: "compositional-self-sizing", title: "Self-sized rows",
                    caption:
                        "Rows estimated 44 tall; rows 1, 4 and 5 reported their measured heights (90, 130 "
                        + "and 20): each row takes its height, the rows after it move, and so does the grid "
                        + "below.",
                    scene: {
                        GalleryScene(
                            layout: selfSized(),
                            context: LayoutContext(
                                bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: [8, 6],
                                displayScale: 3))
                    }),
                GalleryExample(
                    slug: "compositional-group-supplementaries",
                    title: "Group supplementary items, self-sized header",
                    caption:
                        "Each row of three is a group carrying two supplementary items of its own: a card "
                        + "behind it (the group's whole frame, below the cells) and a title band in its top "
                        + "inset, both numbered with the row's first item. Each section's header is estimated "
                        + "44 tall; section 0's reported 96 and section 1's 64, and the rows below them moved.",
                    scene: {
                        GalleryScene(
                            layout: groupSupplementaries(),
                            context: LayoutContext(
                                bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: [7, 6],
                                displayScale: 3))
                    }),
            ])
    }

    /// The home screen laid out in `direction`, scrolled to its end.
    private static func homeScene(_ direction: LayoutDirection) -> GalleryScene {
        let viewport = Size(width: 390, height: 844)
        let itemCounts = [3, 6, 9, 5]
        var layout = home()
        layout.prepare(
            LayoutContext(
                viewportSize: viewport, itemCounts: itemCounts, layoutDirection: direction, displayScale: 3))
        let end = max(0, layout.contentSize.height - viewport.height)
        return GalleryScene(
            layout: layout,
            context: LayoutContext(
                bounds: Rect(origin: Point(x: 0, y: end), size: viewport), itemCounts: itemCounts,
                layoutDirection: direction, displayScale: 3))
    }

    private static let orthogonalContext = LayoutContext(
        bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: [8, 12, 6], displayScale: 3)

    /// How many cards the carousel of ``orthogonal()`` is scrolled past its first card's
    /// centred place.
    private static let cardsScrolled = 1.4

    /// A centred-paging carousel with a scale effect, a continuous row and a list.
    static func orthogonal() -> CompositionalLayout {
        var carousel = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(0.7), .absolute(220)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 0)]))
        carousel.orthogonalScrollingBehavior = .groupPagingCentered
        carousel.interGroupSpacing = 12
        carousel.contentInsets = DirectionalEdgeInsets(top: 16, bottom: 16)
        carousel.boundarySupplementaryItems = [header(36)]
        carousel.visibleItemsInvalidationHandler = { items, _, environment in
            let centre = environment.contentInsets.left + environment.contentSize.width / 2
            let reach = max(1, environment.contentSize.width / 2)
            for index in items.indices {
                let distance = min(1, abs(items[index].frame.midX - centre) / reach)
                let scale = 1 - 0.25 * distance
                items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                items[index].alpha = 1 - 0.5 * distance
            }
        }
        var row = LayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(110), .absolute(110)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        row.orthogonalScrollingBehavior = .continuous
        row.contentInsets = DirectionalEdgeInsets(leading: 16, bottom: 16, trailing: 16)
        row.boundarySupplementaryItems = [header(36)]
        let list = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(1), .absolute(56)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let sections = [carousel, row, list]
        var layout = CompositionalLayout { index, _ in sections[min(index, 2)] }
        // 1.4 cards in: from the offset that centres card 0, 1.4 times the distance between
        // neighbouring cards' centres, so card 1 sits 0.4 of that distance before the centre.
        layout.prepare(orthogonalContext)
        let centresFirstCard = layout.orthogonalOffsetRange(forSection: 0).lowerBound
        if let first = layout.attributes(at: ItemPath(item: 0, section: 0)),
            let second = layout.attributes(at: ItemPath(item: 1, section: 0))
        {
            let pitch = second.frame.midX - first.frame.midX
            layout.setOrthogonalOffset(centresFirstCard + cardsScrolled * pitch, forSection: 0)
        }
        layout.setOrthogonalOffset(130, forSection: 1)
        return layout
    }

    /// A self-sizing list (estimated rows, three measured) above a grid.
    static func selfSized() -> CompositionalLayout {
        var list = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(1), .estimated(44)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))]))
        list.interGroupSpacing = 6
        list.contentInsets = DirectionalEdgeInsets(all: 12)
        list.boundarySupplementaryItems = [header(36)]
        list.decorationItems = [.background(elementKind: "background")]
        let sections = [list, twoColumn()]
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(interSectionSpacing: 12)
        ) {
            index, _ in
            sections[min(index, 1)]
        }
        for (item, height) in [(1, 90.0), (4, 130), (5, 20)] {
            layout.reportSize(Size(width: 366, height: height), forItemAt: ItemPath(item: item, section: 0))
        }
        return layout
    }

    /// Rows of three carrying a card and a title band as group supplementary items, under
    /// headers estimated 44 tall and measured.
    static func groupSupplementaries() -> CompositionalLayout {
        var card = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), elementKind: "group-card",
            containerAnchor: LayoutAnchor(edges: .all))
        card.zIndex = -1
        let title = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(28)), elementKind: "group-title",
            containerAnchor: LayoutAnchor(edges: [.top, .leading]))
        var row = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(148)),
            repeatingSubitem: item(.fractionalWidth(1), .fractionalHeight(1), inset: 6), count: 3)
        row.contentInsets = DirectionalEdgeInsets(top: 28, leading: 6, bottom: 6, trailing: 6)
        row.supplementaryItems = [card, title]
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 16, trailing: 12)
        var estimatedHeader = header(44)
        estimatedHeader.layoutSize.heightDimension = .estimated(44)
        section.boundarySupplementaryItems = [estimatedHeader]
        var layout = CompositionalLayout(section: section)
        for (section, height) in [(0, 96.0), (1, 64)] {
            layout.reportSize(
                Size(width: 390, height: height), forSupplementaryOfKind: ElementKind.sectionHeaderKind,
                at: ItemPath(item: 0, section: section))
        }
        return layout
    }

    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    private static func item(_ width: LayoutDimension, _ height: LayoutDimension, inset: Double = 4)
        -> LayoutItem
    {
        var item = LayoutItem(layoutSize: size(width, height))
        item.contentInsets = DirectionalEdgeInsets(all: inset)
        return item
    }

    private static func header(_ height: Double, pinned: Bool = false) -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            elementKind: ElementKind.sectionHeaderKind,
            alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    /// The seed document's two-column section.
    static func twoColumn(pinnedHeader: Bool = false) -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(268)),
            subitems: [item(.fractionalWidth(0.5), .absolute(150), inset: 7)])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 7)
        let footer = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: ElementKind.sectionFooterKind,
            alignment: .bottom)
        section.boundarySupplementaryItems = [header(50, pinned: pinnedHeader), footer]
        return section
    }

    /// A home screen: banner, grid, mosaic, list with a background and badges.
    static func home() -> CompositionalLayout {
        CompositionalLayout(configuration: CompositionalLayout.Configuration(interSectionSpacing: 12)) {
            index, _ in
            switch index % 4 {
            case 0: banner()
            case 1: twoColumn()
            case 2: mosaic()
            default: badgedList()
            }
        }
    }

    private static func banner() -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 8)])
        return LayoutSection(group: group)
    }

    private static func mosaic() -> LayoutSection {
        let small = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let stack = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let large = item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
            subitems: [large, LayoutItem(stack)])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.boundarySupplementaryItems = [header(36)]
        return section
    }

    private static func badgedList() -> LayoutSection {
        var row = item(.fractionalWidth(1), .fractionalHeight(1), inset: 6)
        row.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: size(.absolute(18), .absolute(18)), elementKind: "badge",
                containerAnchor: LayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        ]
        let group = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(64)), subitems: [row])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 16)
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 6)
        section.decorationItems = [background]
        return section
    }

    private static func horizontal() -> CompositionalLayout {
        let column = LayoutGroup.vertical(
            layoutSize: size(.absolute(120), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var section = LayoutSection(group: column)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(32), .fractionalHeight(1)),
                elementKind: ElementKind.sectionHeaderKind,
                alignment: .leading)
        ]
        return CompositionalLayout(
            section: section,
            configuration: CompositionalLayout.Configuration(
                scrollDirection: .horizontal, interSectionSpacing: 20))
    }
}
