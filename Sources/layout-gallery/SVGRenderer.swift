import LayoutEngine
import LayoutGallery

/// Draws a gallery scene as SVG: the content area, every element (as drawn, transforms
/// included), the elements the viewport query returned filled in, and the viewport outlined.
enum SVGRenderer {
    /// The SVG document for `scene`, scaled to at most `maxWidth` pixels wide.
    static func svg(for scene: GalleryScene, maxWidth: Double = 560) -> String {
        let drawn = scene.elements.reduce(Rect(origin: .zero, size: scene.contentSize)) {
            $0.union($1.visualBounds)
        }.union(scene.viewport)
        let area = drawn.insetBy(dx: -12, dy: -12)
        let scale = min(1, maxWidth / max(area.width, 1))
        let visibleKeys = Set(scene.visible.map { Key(kind: $0.kind, path: $0.path) })
        var body = ""
        body += rect(
            Rect(origin: .zero, size: scene.contentSize), fill: "#f6f7f9", stroke: "#c9ced6", dash: "4 3")
        for element in scene.elements.sorted(by: { $0.zIndex < $1.zIndex }) where !element.isHidden {
            let isVisible = visibleKeys.contains(Key(kind: element.kind, path: element.path))
            body += polygon(element, highlighted: isVisible)
        }
        body += rect(scene.viewport, fill: "none", stroke: "#e0245e", dash: "8 4", width: 2.5)
        let width = area.width * scale
        let height = area.height * scale
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="\(format(area.minX)) \(format(area.minY)) \(format(area.width)) \(format(area.height))" \
            font-family="Helvetica, Arial, sans-serif">
            \(body)</svg>

            """
    }

    private struct Key: Hashable {
        let kind: ElementKind
        let path: ItemPath
    }

    private static func color(of kind: ElementKind) -> (fill: String, stroke: String) {
        switch kind {
        case .cell: ("#4c8bf5", "#1f5fcf")
        case .supplementary: ("#34a853", "#1e7b3a")
        case .decoration: ("#fbbc05", "#b58500")
        }
    }

    private static func polygon(_ element: LayoutAttributes, highlighted: Bool) -> String {
        let (fill, stroke) = color(of: element.kind)
        let points = element.visualQuad.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        let opacity = (highlighted ? 0.85 : 0.18) * max(0.15, min(1, element.alpha))
        let center = element.visualBounds.center
        let label: String
        switch element.kind {
        case .cell: label = "\(element.path.item)"
        case .supplementary(let kind):
            label =
                kind == ElementKind.sectionHeaderKind
                ? "H\(element.path.section)"
                : kind == ElementKind.sectionFooterKind ? "F\(element.path.section)" : "S"
        case .decoration: label = ""
        }
        let fontSize = max(6, min(14, element.visualBounds.height * 0.4, element.visualBounds.width * 0.4))
        return """
            <polygon points="\(points)" fill="\(fill)" fill-opacity="\(format(opacity))" \
            stroke="\(stroke)" stroke-width="1"/>
            <text x="\(format(center.x))" y="\(format(center.y + fontSize * 0.35))" font-size="\(format(fontSize))" \
            text-anchor="middle" fill="#1b1f24" fill-opacity="\(highlighted ? 1 : 0.45)">\(label)</text>

            """
    }

    private static func rect(
        _ rect: Rect, fill: String, stroke: String, dash: String, width: Double = 1
    ) -> String {
        """
        <rect x="\(format(rect.minX))" y="\(format(rect.minY))" width="\(format(rect.width))" \
        height="\(format(rect.height))" fill="\(fill)" stroke="\(stroke)" stroke-width="\(format(width))" \
        stroke-dasharray="\(dash)"/>

        """
    }

    /// A number with at most two decimals, as SVG wants it.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
