import LayoutEngine

/// Compositional layout examples: an app's home screen, the seed document's section, a
/// horizontally scrolling layout and the home screen right to left.
enum CompositionalGallery {
    /// The compositional section of the gallery.
    static var section: GallerySection {
        GallerySection(
            title: "CompositionalLayout",
            examples: [
                GalleryExample(
                    slug: "compositional-home", title: "Home screen",
                    caption:
                        "A banner, a two-column grid with header and footer, a nested mosaic (one large item "
                        + "beside two stacked small ones) and a list on a background with badges.",
                    scene: {
                        GalleryScene(
                            layout: home(),
                            context: LayoutContext(
                                bounds: Rect(x: 0, y: 300, width: 390, height: 844),
                                itemCounts: [3, 6, 9, 5],
                                displayScale: 3))
                    }),
                GalleryExample(
                    slug: "compositional-home-rtl", title: "Home screen, right to left",
                    caption: "The same screen mirrored: leading is the right edge, badges sit top-left.",
                    scene: {
                        GalleryScene(
                            layout: home(),
                            context: LayoutContext(
                                bounds: Rect(x: 0, y: 300, width: 390, height: 844),
                                itemCounts: [3, 6, 9, 5],
                                layoutDirection: .rightToLeft, displayScale: 3))
                    }),
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
            ])
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
        CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12)) {
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
            configuration: CompositionalLayoutConfiguration(
                scrollDirection: .horizontal, interSectionSpacing: 20))
    }
}
