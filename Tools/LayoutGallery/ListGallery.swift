import LayoutEngine

/// List examples: one per appearance of `ListConfiguration`, and a list between two grids.
package enum ListGallery {
    /// The list section of the gallery.
    package static var section: GallerySection {
        GallerySection(
            title: "Lists (CompositionalLayout.list)",
            examples: [
                example(
                    "list-plain", "Plain list", .plain, header: .supplementary, counts: [4, 9, 6],
                    offset: 300,
                    caption:
                        "Edge-to-edge 44-point rows under 44-point headers with 22 points of padding above "
                        + "them; scrolled into section 1, whose header is pinned to the top. Separators start "
                        + "16 points in; the last row of each section has none."),
                example(
                    "list-grouped", "Grouped list", .grouped, header: .supplementary, footer: .supplementary,
                    counts: [3, 4, 2],
                    caption:
                        "Sections 35 points apart, each on a full-width background, with a header and a "
                        + "footer; each section is bordered by edge-to-edge separators above its first row and below its last."
                ),
                GalleryExample(
                    slug: "list-inset-grouped", title: "Inset-grouped list (settings screen)",
                    caption:
                        "Sections inset 16 points from the sides on backgrounds rounded by 10 points, 35 "
                        + "points apart, with headers; row 1 of section 0 measured 88 points tall, its "
                        + "separator moved with it; no separator under a section's last row.",
                    scene: {
                        var configuration = ListConfiguration(appearance: .insetGrouped)
                        configuration.headerMode = .supplementary
                        var layout = CompositionalLayout.list(using: configuration)
                        layout.reportSize(
                            Size(width: 358, height: 88), forItemAt: ItemPath(item: 1, section: 0))
                        return GalleryScene(layout: layout, context: context(counts: [3, 5, 2], offset: 0))
                    }),
                example(
                    "list-sidebar", "Sidebar", .sidebar, header: .firstItemInSection, counts: [5, 4, 6],
                    caption:
                        "Rows inset 16 points from the sides, the first row of each section styled as its "
                        + "header; no separators."),
                example(
                    "list-sidebar-plain", "Plain sidebar", .sidebarPlain, counts: [8, 6],
                    caption: "Edge-to-edge rows without separators or backgrounds."),
                GalleryExample(
                    slug: "list-between-grids", title: "A list section between two grids",
                    caption:
                        "A three-column grid, an inset-grouped list section from a section provider, then "
                        + "the grid again; the list's separators and rounded background sit between them.",
                    scene: {
                        let grid = gridSection()
                        let layout = CompositionalLayout { index, environment in
                            index == 1
                                ? .list(
                                    using: ListConfiguration(appearance: .insetGrouped),
                                    environment: environment)
                                : grid
                        }
                        return GalleryScene(layout: layout, context: context(counts: [6, 4, 6], offset: 0))
                    }),
            ])
    }

    /// The example `slug`: a list of `appearance` with the given header and footer modes and
    /// `counts` rows per section, scrolled to `offset`.
    private static func example(
        _ slug: String, _ title: String, _ appearance: ListConfiguration.Appearance,
        header: ListConfiguration.HeaderMode = .none, footer: ListConfiguration.FooterMode = .none,
        counts: [Int], offset: Double = 0, caption: String
    ) -> GalleryExample {
        GalleryExample(slug: slug, title: title, caption: caption) {
            var configuration = ListConfiguration(appearance: appearance)
            configuration.headerMode = header
            configuration.footerMode = footer
            return GalleryScene(
                layout: CompositionalLayout.list(using: configuration),
                context: context(counts: counts, offset: offset))
        }
    }

    /// An iPhone-sized viewport at display scale 1 (one-point separators stay visible in the
    /// pictures), scrolled to `offset`.
    private static func context(counts: [Int], offset: Double) -> LayoutContext {
        LayoutContext(
            bounds: Rect(x: 0, y: offset, width: 390, height: 844), itemCounts: counts, displayScale: 1)
    }

    /// Three square cells per row, 4 points of inset each.
    private static func gridSection() -> LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        return LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitems: [item]))
    }
}
