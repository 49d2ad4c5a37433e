import LayoutEngine

/// Waterfall layout examples.
package enum WaterfallGallery {
    /// The waterfall section of the gallery.
    package static var section: GallerySection {
        GallerySection(
            title: "WaterfallLayout",
            examples: [
                example(
                    "waterfall-sections", "Two columns, three sections",
                    "Each item goes to the shortest column; each section starts below the tallest column of the one before.",
                    configuration: feed, direction: .leftToRight, offset: 420),
                example(
                    "waterfall-right-to-left", "Right-to-left, three columns",
                    "The feed in three columns, mirrored: column 0 is the rightmost and ties go to it.",
                    configuration: threeColumns, direction: .rightToLeft, offset: 0),
                example(
                    "waterfall-in-order", "Leading column first",
                    "itemRenderDirection .leadingColumnFirst (CHT's LeftToRight): item i goes to column i mod 3 "
                        + "whatever the heights, so the columns drift apart.",
                    configuration: leadingColumnFirst, direction: .leftToRight, offset: 0),
                pinnedHeaders,
                example(
                    "waterfall-adaptive-columns", "Columns from a minimum width",
                    "minimumColumnWidth 150 on an 820-point tablet gives five columns.",
                    configuration: adaptive, direction: .leftToRight, offset: 0, width: 820, counts: [40]),
                horizontalHeaders,
                example(
                    "waterfall-per-section-metrics", "Metrics per section",
                    "Each section has its own columns, spacing and insets: two columns 8 apart, "
                        + "four columns 2 apart with no inset, one column inset by 40.",
                    configuration: perSection, direction: .leftToRight, offset: 250, counts: [4, 12, 1]),
                example(
                    "waterfall-render-right-to-left", "Trailing column first",
                    "itemRenderDirection .trailingColumnFirst (CHT's RightToLeft): item i goes to column "
                        + "2 - (i mod 3), so item 0 is at the right in a left-to-right layout.",
                    configuration: trailingColumnFirst, direction: .leftToRight, offset: 0),
            ])
    }

    private static func example(
        _ slug: String, _ title: String, _ caption: String, configuration: WaterfallLayout.Configuration,
        direction: LayoutDirection, offset: Double, width: Double = 390, counts: [Int] = [9, 14, 12]
    ) -> GalleryExample {
        GalleryExample(slug: slug, title: title, caption: caption) {
            GalleryScene(
                layout: WaterfallLayout(configuration: configuration),
                context: LayoutContext(
                    bounds: Rect(x: 0, y: offset, width: width, height: 844), itemCounts: counts,
                    layoutDirection: direction))
        }
    }

    /// Pinned headers, scrolled `depth` points past where section 1's header lies in the
    /// unpinned layout, so the viewport's top is inside section 1.
    private static var pinnedHeaders: GalleryExample {
        let depth = 48.0
        return GalleryExample(
            slug: "waterfall-pinned-headers", title: "Pinned headers",
            caption:
                "Scrolled \(Int(depth)) points past section 1's header: it sticks to the top of the viewport; "
                + "section 0's waits at the end of its section."
        ) {
            let counts = [9, 14, 12]
            var unpinned = WaterfallLayout(configuration: feed)
            unpinned.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: counts))
            let header = unpinned.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1)
            return GalleryScene(
                layout: WaterfallLayout(configuration: pinned),
                context: LayoutContext(
                    bounds: Rect(x: 0, y: (header?.frame.minY ?? 0) + depth, width: 390, height: 844),
                    itemCounts: counts))
        }
    }

    /// A horizontal waterfall on a landscape phone: three rows, a header band at the leading
    /// edge of every section, pinned, scrolled into section 1.
    private static var horizontalHeaders: GalleryExample {
        GalleryExample(
            slug: "waterfall-horizontal-headers", title: "Horizontal, with pinned headers",
            caption:
                "scrollDirection .horizontal: the columns become three rows, items go to the shortest row, "
                + "headers are bands at each section's leading edge and the one of section 1 pins to the left."
        ) {
            var configuration = feed
            configuration.scrollDirection = .horizontal
            configuration.columnCount = 3
            configuration.sectionHeadersPinToVisibleBounds = true
            return GalleryScene(
                layout: WaterfallLayout(configuration: configuration),
                context: LayoutContext(
                    bounds: Rect(x: 700, y: 0, width: 844, height: 390), itemCounts: [9, 14, 12]))
        }
    }

    /// Varied photo proportions: portrait, square, landscape, tall.
    private static let ratios: [Double] = [1.5, 1, 0.66, 1.25, 0.75, 1.8, 0.9, 1.33, 0.56, 1.1, 1.6]

    private static let feed = WaterfallLayout.Configuration(
        columnCount: 2, columnSpacing: 8, itemSpacing: 8,
        sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), headerHeight: 36, footerHeight: 20,
        itemHeight: .aspectRatio { path in ratios[(path.item + path.section * 3) % ratios.count] })

    private static var threeColumns: WaterfallLayout.Configuration {
        var configuration = feed
        configuration.columnCount = 3
        return configuration
    }

    private static var leadingColumnFirst: WaterfallLayout.Configuration {
        var configuration = threeColumns
        configuration.itemRenderDirection = .leadingColumnFirst
        return configuration
    }

    private static var pinned: WaterfallLayout.Configuration {
        var configuration = feed
        configuration.sectionHeadersPinToVisibleBounds = true
        return configuration
    }

    private static var adaptive: WaterfallLayout.Configuration {
        var configuration = feed
        configuration.minimumColumnWidth = 150
        return configuration
    }

    private static var perSection: WaterfallLayout.Configuration {
        var configuration = feed
        configuration.columnCount = [2, 4, 1]
        configuration.columnSpacing = [8, 2, 0]
        configuration.itemSpacing = [8, 2, 12]
        configuration.sectionInset = [
            EdgeInsets(all: 8), .zero, EdgeInsets(top: 12, left: 40, bottom: 12, right: 40),
        ]
        return configuration
    }

    private static var trailingColumnFirst: WaterfallLayout.Configuration {
        var configuration = threeColumns
        configuration.itemRenderDirection = .trailingColumnFirst
        return configuration
    }
}
