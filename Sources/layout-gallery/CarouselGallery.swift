import LayoutEngine

/// CenterCarouselLayout examples: each mode at three offsets (an item centred, half-way
/// between two, at the end), horizontal and vertical.
enum CarouselGallery {
    /// The carousel section of the gallery.
    static var section: GallerySection {
        var examples: [GalleryExample] = []
        for axis in Axis.allCases {
            for mode in modes(axis: axis) {
                for stop in stops {
                    examples.append(example(mode: mode, axis: axis, stop: stop))
                }
            }
        }
        return GallerySection(title: "CenterCarouselLayout", examples: examples)
    }

    private static let itemCount = 8

    /// The three offsets: item 2 centred, half-way between items 2 and 3, the last item centred.
    private static let stops: [(slug: String, title: String, position: Double)] = [
        ("centred", "item 2 centred", 2), ("half-way", "half-way between items 2 and 3", 2.5),
        ("end", "at the end", Double(itemCount - 1)),
    ]

    private static func modes(axis: Axis) -> [(slug: String, title: String, layout: CenterCarouselLayout)] {
        let itemSize = axis == .horizontal ? Size(width: 220, height: 160) : Size(width: 220, height: 150)
        return [
            (
                "scale-fixed", "scale 0.75, alpha 0.5, fixed spacing 16",
                CenterCarouselLayout(
                    itemSize: itemSize, scrollDirection: axis, spacingMode: .fixed(spacing: 16),
                    animationMode: .scale(sideItemScale: 0.75, sideItemAlpha: 0.5, sideItemShift: 0))
            ),
            (
                "scale-overlap", "scale 0.8, shift 24, overlap showing 28 points",
                CenterCarouselLayout(
                    itemSize: itemSize, scrollDirection: axis, spacingMode: .overlap(visibleOffset: 28),
                    animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.6, sideItemShift: 24))
            ),
            (
                "rotation", "rotation π/4 in perspective, alpha 0.7, fixed spacing 8",
                CenterCarouselLayout(
                    itemSize: itemSize, scrollDirection: axis, spacingMode: .fixed(spacing: 8),
                    animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.7, sideItemShift: 0))
            ),
        ]
    }

    private static func example(
        mode: (slug: String, title: String, layout: CenterCarouselLayout), axis: Axis,
        stop: (slug: String, title: String, position: Double)
    ) -> GalleryExample {
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        let viewport = axis == .horizontal ? Size(width: 390, height: 240) : Size(width: 300, height: 480)
        return GalleryExample(
            slug: "carousel-\(axisName)-\(mode.slug)-\(stop.slug)",
            title: "Carousel, \(axisName), \(mode.title): \(stop.title)",
            caption:
                "\(itemCount) items of \(Int(mode.layout.configuration.itemSize.width))×"
                + "\(Int(mode.layout.configuration.itemSize.height)) in a \(Int(viewport.width))×"
                + "\(Int(viewport.height)) viewport; side items take the side values a page from the centre.",
            scene: {
                var layout = mode.layout
                layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
                let lower = layout.contentOffset(centering: ItemPath(item: Int(stop.position), section: 0))
                let upper = layout.contentOffset(
                    centering: ItemPath(item: Int(stop.position.rounded(.up)), section: 0))
                let fraction = stop.position - stop.position.rounded(.down)
                let offset = Point(
                    x: lower.x + (upper.x - lower.x) * fraction, y: lower.y + (upper.y - lower.y) * fraction)
                return GalleryScene(
                    layout: layout,
                    context: LayoutContext(
                        bounds: Rect(origin: offset, size: viewport), itemCounts: [itemCount]))
            })
    }
}
