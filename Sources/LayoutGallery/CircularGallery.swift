import LayoutEngine

/// CircularFanLayout examples: the fan at the start, middle and end of its scroll, on a small
/// and on a large wheel.
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
        return GallerySection(title: "CircularFanLayout", examples: examples)
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
