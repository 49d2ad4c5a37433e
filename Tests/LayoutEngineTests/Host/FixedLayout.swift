import LayoutEngine

/// A layout of fixed attributes, for tests that need elements placed by hand (overlaps,
/// transforms, alphas, decorations).
struct FixedLayout: CollectionLayout {
    var elements: [LayoutAttributes]
    var contentSize: Size

    init(_ elements: [LayoutAttributes], contentSize: Size = Size(width: 320, height: 2_000)) {
        self.elements = elements
        self.contentSize = contentSize
    }

    mutating func prepare(_ context: LayoutContext) {}

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        elements.filter { $0.visualBounds.intersects(rect) }
    }

    func attributes(at path: ItemPath) -> LayoutAttributes? {
        elements.first { $0.kind == .cell && $0.path == path }
    }
}
