import LayoutEngine

/// Flow layout examples: UIKit's rules in both directions, mixed sizes, headers and footers,
/// right-to-left, and the line alignments.
package enum FlowGallery {
    /// The flow section of the gallery.
    package static var section: GallerySection {
        GallerySection(
            title: "FlowLayout", examples: uiKitExamples + alignmentExamples + MagazineGallery.examples)
    }

    /// Sizes that vary in both directions, from a fixed pattern.
    static let mixedSize: @Sendable (ItemPath) -> Size = { path in
        let widths: [Double] = [90, 60, 120, 75, 100, 50, 140]
        let heights: [Double] = [60, 90, 45, 75, 100, 55]
        return Size(
            width: widths[path.item % widths.count],
            height: heights[(path.item * 5 + path.section) % heights.count])
    }

    private static var headersAndFooters: FlowLayout.SectionMetrics {
        FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), minimumLineSpacing: 10,
            minimumInteritemSpacing: 8, headerReferenceSize: Size(width: 44, height: 44),
            footerReferenceSize: Size(width: 28, height: 28))
    }

    private static var uiKitExamples: [GalleryExample] {
        [
            GalleryExample(
                slug: "flow-vertical-grid", title: "Vertical grid",
                caption:
                    "100×100 items at least 10 points apart in a 340-point width: three per line, the "
                    + "leftover spread between them (20 points); the last line keeps the columns."
            ) {
                GalleryScene(
                    layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
                    context: LayoutContext(
                        bounds: Rect(x: 0, y: 120, width: 340, height: 330), itemCounts: [16]))
            },
            GalleryExample(
                slug: "flow-horizontal", title: "Horizontal scrolling",
                caption:
                    "Lines are columns; headers sit left of their sections; the viewport is scrolled sideways."
            ) {
                let configuration = FlowLayout.Configuration(
                    itemSizing: .fixed(Size(width: 70, height: 60)), scrollDirection: .horizontal,
                    metrics: .all(headersAndFooters))
                return GalleryScene(
                    layout: FlowLayout(configuration: configuration),
                    context: LayoutContext(
                        bounds: Rect(x: 150, y: 0, width: 400, height: 300), itemCounts: [10, 7]))
            },
            GalleryExample(
                slug: "flow-mixed-sizes", title: "Mixed sizes",
                caption:
                    "Items of varied sizes: lines spread their leftover space, items centred on the line."
            ) {
                GalleryScene(
                    layout: FlowLayout(
                        configuration: FlowLayout.Configuration(itemSizing: .perItem(mixedSize))),
                    context: LayoutContext(
                        bounds: Rect(x: 0, y: 80, width: 390, height: 360), itemCounts: [22]))
            },
            GalleryExample(
                slug: "flow-headers-footers-pinned", title: "Headers and footers, pinned",
                caption:
                    "Three sections with insets, headers and footers pinned. The viewport's top is inside "
                    + "section 1, so H1 sticks to the top over its items; its bottom is inside section 2, "
                    + "so F2 sticks to the bottom. F1 and H2, inside the viewport, stay in place."
            ) {
                var configuration = FlowLayout.Configuration(
                    itemSizing: .fixed(Size(width: 80, height: 50)), metrics: .all(headersAndFooters))
                let counts = [9, 5, 8]
                let viewport = Size(width: 380, height: 300)
                // Where H1 and F2 lie unpinned: the top must pass H1's top and the bottom stay above
                // F2's bottom for both to pin; half-way between those offsets both move visibly.
                var unpinned = FlowLayout(configuration: configuration)
                unpinned.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
                let header = unpinned.supplementaryAttributes(
                    ofKind: ElementKind.sectionHeaderKind, inSection: 1)
                let footer = unpinned.supplementaryAttributes(
                    ofKind: ElementKind.sectionFooterKind, inSection: 2)
                let offset = ((header?.frame.minY ?? 0) + (footer?.frame.maxY ?? 0) - viewport.height) / 2
                configuration.sectionHeadersPinToVisibleBounds = true
                configuration.sectionFootersPinToVisibleBounds = true
                return GalleryScene(
                    layout: FlowLayout(configuration: configuration),
                    context: LayoutContext(
                        bounds: Rect(origin: Point(x: 0, y: offset.rounded()), size: viewport),
                        itemCounts: counts))
            },
            GalleryExample(
                slug: "flow-right-to-left", title: "Right-to-left",
                caption:
                    "The mixed sizes right to left, with section insets, a header and a footer: item 0 "
                    + "starts at the right edge and each line fills leftward."
            ) {
                GalleryScene(
                    layout: FlowLayout(
                        configuration: FlowLayout.Configuration(
                            itemSizing: .perItem(mixedSize), metrics: .all(headersAndFooters))),
                    context: LayoutContext(
                        bounds: Rect(x: 0, y: 0, width: 390, height: 420), itemCounts: [14],
                        layoutDirection: .rightToLeft))
            },
        ]
    }

    /// One picture per alignment: mixed heights, several lines.
    private static var alignmentExamples: [GalleryExample] {
        let vertical: [(String, LineAlignment)] = [
            ("top, leading", LineAlignment(cross: .top, along: .leading)),
            ("center, center", LineAlignment(cross: .center, along: .center)),
            ("bottom, trailing", LineAlignment(cross: .bottom, along: .trailing)),
            ("top, justified", LineAlignment(cross: .top, along: .justified)),
        ]
        var examples = vertical.map { name, alignment in
            aligned(name, alignment, direction: .vertical, layoutDirection: .leftToRight)
        }
        examples.append(
            aligned(
                "top, leading, right-to-left", LineAlignment(cross: .top, along: .leading),
                direction: .vertical,
                layoutDirection: .rightToLeft))
        examples.append(
            aligned(
                "top, leading, horizontal", LineAlignment(cross: .top, along: .leading),
                direction: .horizontal,
                layoutDirection: .leftToRight))
        examples.append(verticalAlignBottom)
        return examples
    }

    /// The vertical-align layout, made by its named entry point.
    private static var verticalAlignBottom: GalleryExample {
        GalleryExample(
            slug: "flow-vertical-align-bottom", title: "The vertical-align layout: bottom",
            caption: "FlowLayout.verticalAlign(.bottom, …): the items of a row share its bottom; "
                + "which items make a row, and how its leftover width is spread, is UIKit's rule."
        ) {
            var metrics = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 12, minimumInteritemSpacing: 8)
            metrics.headerReferenceSize = Size(width: 30, height: 30)
            return GalleryScene(
                layout: FlowLayout.verticalAlign(.bottom, itemSizing: .perItem(mixedSize), metrics: metrics),
                context: LayoutContext(viewportSize: Size(width: 390, height: 420), itemCounts: [16]))
        }
    }

    private static func aligned(
        _ name: String, _ alignment: LineAlignment, direction: ScrollDirection,
        layoutDirection: LayoutDirection
    ) -> GalleryExample {
        let slug = "flow-align-" + name.replacingSpacesAndCommas
        let caption = alignmentCaption(alignment, direction: direction, layoutDirection: layoutDirection)
        return GalleryExample(slug: slug, title: "Aligned: \(name)", caption: caption) {
            var metrics = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 12, minimumInteritemSpacing: 8,
                lineAlignment: alignment)
            metrics.headerReferenceSize = Size(width: 30, height: 30)
            let configuration = FlowLayout.Configuration(
                itemSizing: .perItem(mixedSize), scrollDirection: direction, metrics: .all(metrics))
            let viewport =
                direction == .vertical ? Size(width: 390, height: 420) : Size(width: 420, height: 330)
            return GalleryScene(
                layout: FlowLayout(configuration: configuration),
                context: LayoutContext(
                    bounds: Rect(origin: .zero, size: viewport), itemCounts: [16],
                    layoutDirection: layoutDirection))
        }
    }
}

extension FlowGallery {
    /// What `alignment` does to the lines of a flow scrolling in `direction`, in the words of
    /// the picture: rows, or columns when scrolling sideways; left and right for leading and
    /// trailing.
    fileprivate static func alignmentCaption(
        _ alignment: LineAlignment, direction: ScrollDirection, layoutDirection: LayoutDirection
    ) -> String {
        let rows = direction == .vertical
        let rightToLeft = layoutDirection == .rightToLeft
        let line = rows ? "row" : "column"
        let across: String
        switch alignment.cross {
        case .top: across = rows ? "top" : (rightToLeft ? "right edge" : "left edge")
        case .center: across = "centre line"
        case .bottom: across = rows ? "bottom" : (rightToLeft ? "left edge" : "right edge")
        case .fill: across = rows ? "height, stretched to the tallest" : "width, stretched to the widest"
        }
        let leading = rows ? (rightToLeft ? "right" : "left") : "top"
        let trailing = rows ? (rightToLeft ? "left" : "right") : "bottom"
        let along: String
        switch alignment.along {
        case .leading: along = "are packed at its \(leading) end"
        case .center: along = "are packed in its middle"
        case .trailing: along = "are packed at its \(trailing) end"
        case .justified:
            along =
                "are spread across it, the leftover length between them; the last \(line) starts at the \(leading)"
        }
        return "Items of a \(line) share its \(across) and \(along)"
            + (rightToLeft ? " (right to left: leading is the right edge)." : ".")
    }
}

extension String {
    /// The string with spaces and commas turned into single dashes, for file names.
    fileprivate var replacingSpacesAndCommas: String {
        split(whereSeparator: { $0 == " " || $0 == "," }).joined(separator: "-")
    }
}
