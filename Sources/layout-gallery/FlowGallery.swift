import LayoutEngine

/// Flow layout examples.
enum FlowGallery {
    /// The flow section of the gallery.
    static var section: GallerySection {
        GallerySection(title: "FlowLayout", examples: [])
    }
}
