import LayoutEngine

/// One picture in the gallery: a layout in a given state, rendered to one SVG file.
package struct GalleryExample {
    /// The file name without extension, unique across the gallery.
    package let slug: String
    /// The caption shown in the index.
    package let title: String
    /// What the picture shows, one sentence.
    package let caption: String
    /// Lays the example out.
    package let scene: () -> GalleryScene
}

/// A laid-out example: every element, the viewport and what the viewport query returned.
package struct GalleryScene {
    /// The layout's content size.
    package let contentSize: Size
    /// Every element of the content (a whole-content query).
    package let elements: [LayoutAttributes]
    /// The viewport (the context's bounds).
    package let viewport: Rect
    /// The elements `attributes(in: viewport)` returned.
    package let visible: [LayoutAttributes]
    /// The batch update that led to this state, drawn beside it; nil for a plain scene.
    package var update: GalleryUpdate? = nil
}

extension GalleryScene {
    /// Prepares `layout` for `context` and records the whole content and the viewport query.
    package init<Layout: CollectionLayout>(layout: Layout, context: LayoutContext) {
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
package struct GallerySection {
    /// The section's heading.
    package let title: String
    /// Its examples.
    package let examples: [GalleryExample]
}

extension GallerySection {
    /// Every section of the gallery, one per layout. Each layout adds its examples in a file of
    /// its own (`<Layout>Gallery.swift`) and one line here.
    package static var all: [GallerySection] {
        [
            FlowGallery.section,
            WaterfallGallery.section,
            CircularGallery.section,
            CarouselGallery.section,
            CompositionalGallery.section,
            ListGallery.section,
            ChatGallery.section,
            UpdateGallery.section,
        ]
    }
}
