import LayoutEngine

/// Bottom-to-top examples (`VerticalLayoutDirection.bottomToTop`): chats and threads whose
/// content grows from the bottom.
package enum ChatGallery {
    /// The chat section of the gallery.
    package static var section: GallerySection {
        GallerySection(
            title: "Chats (bottom to top)",
            examples: [
                GalleryExample(
                    slug: "chat-short-thread", title: "A short thread sits at the bottom",
                    caption:
                        "Four messages of different heights, bottom to top: shorter than the viewport less "
                        + "its 34-point bottom inset, so they sit at its bottom; message 0 is still the "
                        + "top one.",
                    scene: {
                        GalleryScene(
                            layout: thread(heights: [44, 88, 60, 120]),
                            context: LayoutContext(
                                viewportSize: Size(width: 390, height: 844), itemCounts: [4],
                                contentInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)))
                    }),
                GalleryExample(
                    slug: "chat-long-thread-at-end", title: "A long thread, at its end",
                    caption:
                        "Thirty messages, bottom to top, scrolled to the end: laid out as top to bottom "
                        + "(the content is longer than the viewport); the newest message is at the bottom.",
                    scene: {
                        let heights = (0..<30).map { 40 + Double(($0 * 37) % 5) * 22 }
                        var layout = thread(heights: heights)
                        var context = LayoutContext(
                            viewportSize: Size(width: 390, height: 844), itemCounts: [30])
                        layout.prepare(context)
                        context.bounds.origin.y = layout.contentSize.height - 844
                        return GalleryScene(layout: layout, context: context)
                    }),
                GalleryExample(
                    slug: "chat-waterfall-short", title: "Shared photos, bottom to top",
                    caption:
                        "A two-column waterfall of five photos under a 32-point header, bottom to top: "
                        + "header and columns move down together to the bottom of the viewport.",
                    scene: {
                        let layout = WaterfallLayout(
                            configuration: .init(
                                columnCount: 2,
                                sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                                headerHeight: 32, itemHeight: .aspectRatios([[1, 0.75, 1.5, 1, 0.8]]),
                                verticalLayoutDirection: .bottomToTop))
                        return GalleryScene(
                            layout: layout,
                            context: LayoutContext(
                                viewportSize: Size(width: 390, height: 844), itemCounts: [5]))
                    }),
                GalleryExample(
                    slug: "chat-compositional-short", title: "A compositional thread, bottom to top",
                    caption:
                        "Five rows under a day header, 8 points apart, the third measured 96 points tall, "
                        + "bottom to top: the section sits at the bottom of the viewport, moved by whole "
                        + "points.",
                    scene: {
                        let row = LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .estimated(52))
                        var section = LayoutSection(
                            group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
                        section.interGroupSpacing = 8
                        section.contentInsets = DirectionalEdgeInsets(
                            top: 8, leading: 8, bottom: 8, trailing: 8)
                        section.boundarySupplementaryItems = [
                            LayoutBoundarySupplementaryItem(
                                layoutSize: LayoutSize(
                                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
                        ]
                        var layout = CompositionalLayout(
                            section: section, configuration: .init(verticalLayoutDirection: .bottomToTop))
                        layout.reportSize(
                            Size(width: 374, height: 96), forItemAt: ItemPath(item: 2, section: 0))
                        return GalleryScene(
                            layout: layout,
                            context: LayoutContext(
                                viewportSize: Size(width: 390, height: 844), itemCounts: [5]))
                    }),
            ])
    }

    /// A flow of full-width messages of `heights`, 8 points apart, bottom to top.
    private static func thread(heights: [Double]) -> FlowLayout {
        FlowLayout(
            configuration: .init(
                itemSizing: .sizes([heights.map { Size(width: 374, height: $0) }]),
                metrics: .all(
                    .init(
                        sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), minimumLineSpacing: 8)
                ),
                verticalLayoutDirection: .bottomToTop))
    }
}
