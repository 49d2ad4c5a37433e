import LayoutEngine

/// CircularFanLayout examples: the fan at the start, middle and end of its scroll, on a small
/// and on a large wheel; the vertical fan at the same stops; the mirrored fan of a right-to-left
/// layout.
package enum CircularGallery {
    /// Every example's viewport.
    private static let viewport = Size(width: 390, height: 600)
    /// Every example's items.
    private static let itemCounts = [16]

    /// The circular fan section of the gallery.
    package static var section: GallerySection {
        let wheels: [(name: String, radius: Double)] = [("small", 260), ("large", 900)]
        let stops: [(name: String, fraction: Double)] = [("start", 0), ("middle", 0.5), ("end", 1)]
        var examples: [GalleryExample] = []
        for wheel in wheels {
            for stop in stops {
                examples.append(example(wheel: wheel, stop: stop))
            }
        }
        for stop in stops {
            examples.append(example(wheel: wheels[0], stop: stop, axis: .vertical))
        }
        examples.append(mirroredExample())
        return GallerySection(title: "CircularFanLayout", examples: examples)
    }

    /// The fan of `wheel` at `stop`; a vertical one (`axis`) is the small wheel turned on its
    /// side: cards on the left of a wheel whose centre lies to the right of the viewport, turning
    /// as the content scrolls down.
    private static func example(
        wheel: (name: String, radius: Double), stop: (name: String, fraction: Double),
        axis: Axis = .horizontal
    ) -> GalleryExample {
        let maxOffset = max(0, Double(itemCounts[0]) * 80 - viewport.length(along: axis))
        let offset = (maxOffset * stop.fraction).rounded()
        let radius = Int(wheel.radius)
        let isVertical = axis == .vertical
        return example(
            slug: isVertical ? "circular-vertical-\(stop.name)" : "circular-\(wheel.name)-\(stop.name)",
            title: isVertical
                ? "Vertical fan, radius \(radius), \(stop.name)" : "Fan, radius \(radius), \(stop.name)",
            caption: isVertical
                ? "16 items of 110×80 on a vertical wheel of radius \(radius) at offset \(Int(offset)) "
                    + "(\(stop.name) of the scroll): the wheel's centre lies to the right, and scrolling down turns it."
                : "16 items of 80×110 on a wheel of radius \(radius) at offset \(Int(offset)) "
                    + "(\(stop.name) of the scroll); only the items within half a turn of the top exist.",
            layout: CircularFanLayout(
                itemSize: Size(along: axis, main: 80, cross: 110), radius: wheel.radius, scrollDirection: axis
            ),
            offset: Point(along: axis, main: offset, cross: 0))
    }

    /// The small wheel in a right-to-left layout, with `followsLayoutDirection`: item 0 stands
    /// upright at the right end of the content, and the cards fan out to the left.
    private static func mirroredExample() -> GalleryExample {
        let offset = (max(0, Double(itemCounts[0]) * 80 - viewport.width) * 0.75).rounded()
        return example(
            slug: "circular-right-to-left",
            title: "Fan, right to left",
            caption:
                "The small wheel in a right-to-left layout at offset \(Int(offset)): mirrored, so the "
                + "first items stand on the right and scrolling left turns the wheel on.",
            layout: CircularFanLayout(
                itemSize: Size(width: 80, height: 110), radius: 260, followsLayoutDirection: true),
            offset: Point(x: offset, y: 0), direction: .rightToLeft)
    }

    /// The example of `layout` in the gallery's viewport at `offset`.
    private static func example(
        slug: String, title: String, caption: String, layout: CircularFanLayout, offset: Point,
        direction: LayoutDirection = .leftToRight
    ) -> GalleryExample {
        GalleryExample(
            slug: slug, title: title, caption: caption,
            scene: {
                GalleryScene(
                    layout: layout,
                    context: LayoutContext(
                        bounds: Rect(origin: offset, size: viewport), itemCounts: itemCounts,
                        layoutDirection: direction))
            })
    }
}
