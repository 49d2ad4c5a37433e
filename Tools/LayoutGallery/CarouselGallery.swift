import LayoutEngine

/// CenterCarouselLayout examples: each mode at three offsets (an item centred, half-way
/// between two, at the end), horizontal and vertical; then the wrap-around mode across the seam
/// (the last item centred, half-way from the last to the first, the first centred after it), and
/// a ring shorter than the viewport. The wrap-around line is many copies long; the renderer
/// shows the window around the viewport.
package enum CarouselGallery {
    /// The carousel section of the gallery.
    package static var section: GallerySection {
        var examples: [GalleryExample] = []
        for axis in Axis.allCases {
            for mode in modes(axis: axis) {
                for stop in stops {
                    examples.append(example(mode: mode, axis: axis, stop: stop))
                }
            }
        }
        for axis in Axis.allCases {
            for mode in modes(axis: axis) where mode.slug != "scale-overlap" {
                for stop in wrapStops {
                    examples.append(
                        wrapExample(
                            mode: mode, axis: axis, itemCount: itemCount, position: stop.position,
                            slug: stop.slug, title: stop.title))
                }
            }
        }
        if let rotation = modes(axis: .horizontal).last {
            examples.append(
                wrapExample(
                    mode: rotation, axis: .horizontal, itemCount: 2, position: 1.5,
                    slug: "short-ring", title: "a ring of two, shorter than the viewport, across the seam",
                    note:
                        " Half-way from item 1 to item 0 the centred slot is item 0's (ties go up), so item 1 "
                        + "is drawn in the slot after it and the viewport's leading half stays empty."))
        }
        return GallerySection(title: "CenterCarouselLayout", examples: examples)
    }

    /// The wrap-around offsets, in slots after the middle copy's first: the last item centred,
    /// half-way across the seam, the first item centred after the last.
    private static let wrapStops: [(slug: String, title: String, position: Double)] = [
        ("last", "item 7 centred, item 0 after it", Double(itemCount - 1)),
        ("seam", "half-way across the seam from item 7 to item 0", Double(itemCount) - 0.5),
        ("first", "item 0 centred after item 7", Double(itemCount)),
    ]

    /// A wrap-around example: `mode` with wrap-around, `itemCount` items, scrolled `position`
    /// slots past the first slot of the middle copy (where the host keeps the offset); `note`
    /// ends the caption.
    private static func wrapExample(
        mode: (slug: String, title: String, layout: CenterCarouselLayout), axis: Axis, itemCount: Int,
        position: Double, slug: String, title: String, note: String = ""
    ) -> GalleryExample {
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        let viewport = axis == .horizontal ? Size(width: 390, height: 240) : Size(width: 300, height: 480)
        let before = (itemCount - 1) / 2
        return GalleryExample(
            slug: "carousel-wrap-\(axisName)-\(mode.slug)-\(slug)",
            title: "Carousel, wrap-around, \(axisName), \(mode.title): \(title)",
            caption:
                "\(itemCount) items repeated along the line, many copies long; each is drawn once, in the "
                + "\(itemCount) slots around the centred one (\(before) before it, \(itemCount - 1 - before) after). "
                + "The offset lies in the middle copy, where the host recentres it when scrolling stops."
                + note,
            scene: {
                var layout = mode.layout
                layout.configuration.wrapsAround = true
                layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [itemCount]))
                // At offset zero the live slots are 0..<itemCount, so slot 1 gives the page; a
                // ring of one item has no slot 1, but a flick from a point past slot 0 rests on it.
                let page =
                    itemCount > 1
                    ? (layout.contentOffset(centering: ItemPath(item: 1, section: 0)) ?? .zero).value(
                        along: axis)
                    : layout.targetContentOffset(
                        proposed: Point(along: axis, main: 1, cross: 0), velocity: Point(x: 1, y: 1)
                    ).value(along: axis)
                let middle = layout.recenteredContentOffset(for: .zero).value(along: axis)
                let offset = Point(along: axis, main: middle + position * page, cross: 0)
                let context = LayoutContext(
                    bounds: Rect(origin: offset, size: viewport), itemCounts: [itemCount])
                return GalleryScene(layout: layout, context: context)
            })
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
                "scale-overlap", "scale 0.8, shift 24, overlap spacing, side items showing 28 points",
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
                let lower =
                    layout.contentOffset(centering: ItemPath(item: Int(stop.position), section: 0)) ?? .zero
                let upper =
                    layout.contentOffset(
                        centering: ItemPath(item: Int(stop.position.rounded(.up)), section: 0)) ?? .zero
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
