import LayoutEngine

/// CircularFanLayout examples: the fan at the start, middle and end of its scroll, on a small
/// and on a large wheel; the vertical fan at the same stops; the mirrored fan of a right-to-left
/// layout half-way.
package enum CircularGallery {
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
            examples.append(verticalExample(stop: stop))
        }
        examples.append(mirroredExample())
        return GallerySection(title: "CircularFanLayout", examples: examples)
    }

    /// The small wheel turned on its side: cards on the left of a wheel whose centre lies to the
    /// right of the viewport, turning as the content scrolls down.
    private static func verticalExample(stop: (name: String, fraction: Double)) -> GalleryExample {
        let viewport = Size(width: 390, height: 600)
        let itemCounts = [16]
        let layout = CircularFanLayout(
            itemSize: Size(width: 110, height: 80), radius: 260, scrollDirection: .vertical)
        let maxOffset = max(0, Double(itemCounts[0]) * 80 - viewport.height)
        let offset = (maxOffset * stop.fraction).rounded()
        return GalleryExample(
            slug: "circular-vertical-\(stop.name)",
            title: "Vertical fan, radius 260, \(stop.name)",
            caption:
                "16 items of 110×80 on a vertical wheel of radius 260 at offset \(Int(offset)) "
                + "(\(stop.name) of the scroll): the wheel's centre lies to the right, and scrolling down turns it.",
            scene: {
                GalleryScene(
                    layout: layout,
                    context: LayoutContext(
                        bounds: Rect(origin: Point(x: 0, y: offset), size: viewport), itemCounts: itemCounts))
            })
    }

    /// The small wheel in a right-to-left layout, with `followsLayoutDirection`: item 0 stands
    /// upright at the right end of the content, and the cards fan out to the left.
    private static func mirroredExample() -> GalleryExample {
        let viewport = Size(width: 390, height: 600)
        let itemCounts = [16]
        let layout = CircularFanLayout(
            itemSize: Size(width: 80, height: 110), radius: 260, followsLayoutDirection: true)
        let offset = (max(0, Double(itemCounts[0]) * 80 - viewport.width) * 0.75).rounded()
        return GalleryExample(
            slug: "circular-right-to-left",
            title: "Fan, right to left",
            caption:
                "The small wheel in a right-to-left layout at offset \(Int(offset)): mirrored, so the "
                + "first items stand on the right and scrolling left turns the wheel on.",
            scene: {
                GalleryScene(
                    layout: layout,
                    context: LayoutContext(
                        bounds: Rect(origin: Point(x: offset, y: 0), size: viewport), itemCounts: itemCounts,
                        layoutDirection: .rightToLeft))
            })
    }

    private static func example(
        wheel: (name: String, radius: Double), stop: (name: String, fraction: Double)
    ) -> GalleryExample {
        let viewport = Size(width: 390, height: 600)
        let itemCounts = [16]
        let layout = CircularFanLayout(itemSize: Size(width: 80, height: 110), radius: wheel.radius)
        let maxOffset = max(0, Double(itemCounts[0]) * 80 - viewport.width)
        let offset = (maxOffset * stop.fraction).rounded()
        return GalleryExample(
            slug: "circular-\(wheel.name)-\(stop.name)",
            title: "Fan, radius \(Int(wheel.radius)), \(stop.name)",
            caption:
                "16 items of 80×110 on a wheel of radius \(Int(wheel.radius)) at offset \(Int(offset)) "
                + "(\(stop.name) of the scroll); only the items within half a turn of the top exist.",
            scene: {
                GalleryScene(
                    layout: layout,
                    context: LayoutContext(
                        bounds: Rect(origin: Point(x: offset, y: 0), size: viewport), itemCounts: itemCounts))
            })
    }
}
