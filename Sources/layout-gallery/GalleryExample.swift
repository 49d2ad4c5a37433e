import LayoutEngine

/// One picture in the gallery: a layout in a given state, rendered to one SVG file.
struct GalleryExample {
    /// The file name without extension, unique across the gallery.
    let slug: String
    /// The caption shown in the index.
    let title: String
    /// What the picture shows, one sentence.
    let caption: String
    /// Lays the example out.
    let scene: () -> GalleryScene
}

/// A laid-out example: every element, the viewport and what the viewport query returned.
struct GalleryScene {
    /// The layout's content size.
    let contentSize: Size
    /// Every element of the content (a whole-content query).
    let elements: [LayoutAttributes]
    /// The viewport (the context's bounds).
    let viewport: Rect
    /// The elements `attributes(in: viewport)` returned.
    let visible: [LayoutAttributes]
}

extension GalleryScene {
    /// Prepares `layout` for `context` and records the whole content and the viewport query.
    init<Layout: CollectionLayout>(layout: Layout, context: LayoutContext) {
        var layout = layout
        layout.prepare(context)
        let content = Rect(origin: .zero, size: layout.contentSize)
        self.init(
            contentSize: layout.contentSize,
            elements: layout.attributes(in: content.insetBy(dx: -2000, dy: -2000)),
            viewport: context.bounds,
            visible: layout.attributes(in: context.bounds))
    }
}

/// A titled group of examples: one per layout.
struct GallerySection {
    /// The section's heading.
    let title: String
    /// Its examples.
    let examples: [GalleryExample]
}
