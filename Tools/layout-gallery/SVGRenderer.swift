import LayoutEngine
import LayoutGallery

/// Draws a gallery scene as SVG: the content area, every element (as drawn, transforms
/// included), the elements the viewport query returned filled in, and the viewport outlined.
///
/// A scene whose content is much longer than its viewport along an axis is cropped along that
/// axis to a window around the viewport, with a margin of content on each side (where side
/// items show), so the picture is scaled by the viewport rather than by the whole content. A
/// cropped side fades out and says how much content lies beyond it.
enum SVGRenderer {
    /// Content longer than this many viewports along an axis is cropped along that axis.
    static let cropRatio = 1.5
    /// A window keeping more than this fraction of the drawing along an axis is not worth a crop.
    static let maximumKeptFraction = 0.75
    /// The content shown beyond the viewport on a cropped side, as a fraction of the viewport's
    /// length along that axis, between ``minimumMargin`` and ``maximumMargin`` points.
    static let marginFraction = 0.3
    /// The least content shown beyond a cropped viewport side, in points.
    static let minimumMargin = 48.0
    /// The most content shown beyond a cropped viewport side, in points.
    static let maximumMargin = 120.0
    /// The blank border around the drawing, in points.
    static let border = 12.0

    /// The SVG document for `scene`, scaled to fit `maxSize` pixels (never enlarged).
    static func svg(for scene: GalleryScene, maxSize: Size = defaultMaxSize) -> String {
        if let update = scene.update { return svg(for: scene, after: update) }
        let framing = Framing(scene: scene)
        let area = framing.window.insetBy(dx: -border, dy: -border)
        let scale = scale(of: area, toFit: maxSize)
        let visibleKeys = Set(scene.visible.map { Key(kind: $0.kind, path: $0.path) })
        var body = ""
        body += rect(
            Rect(origin: .zero, size: scene.contentSize), fill: "#f6f7f9", stroke: "#c9ced6", dash: "4 3")
        for element in scene.elements.sorted(by: { $0.zIndex < $1.zIndex }) where !element.isHidden {
            guard element.visualBounds.intersects(area) else { continue }
            let isVisible = visibleKeys.contains(Key(kind: element.kind, path: element.path))
            body += polygon(element, highlighted: isVisible, in: area, scale: scale)
        }
        body += rect(scene.viewport, fill: "none", stroke: "#e0245e", dash: "8 4", width: 2.5)
        body += cropMarks(framing, area: area, scale: scale)
        let width = area.width * scale
        let height = area.height * scale
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="\(format(area.minX)) \(format(area.minY)) \(format(area.width)) \(format(area.height))" \
            font-family="Helvetica, Arial, sans-serif">
            <defs>
            <linearGradient id="fade-left" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="white"/>\
            <stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient>
            <linearGradient id="fade-right" x1="1" x2="0" y1="0" y2="0"><stop offset="0" stop-color="white"/>\
            <stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient>
            <linearGradient id="fade-top" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="white"/>\
            <stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient>
            <linearGradient id="fade-bottom" x1="0" x2="0" y1="1" y2="0"><stop offset="0" stop-color="white"/>\
            <stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient>
            </defs>
            \(body)</svg>

            """
    }

    /// The size in pixels of the SVG that ``svg(for:maxSize:)`` draws for `scene`.
    static func pixelSize(of scene: GalleryScene, maxSize: Size = defaultMaxSize) -> Size {
        if let update = scene.update { return UpdatePanels(scene: scene, update: update).pixelSize }
        let area = Framing(scene: scene).window.insetBy(dx: -border, dy: -border)
        let scale = scale(of: area, toFit: maxSize)
        return Size(width: area.width * scale, height: area.height * scale)
    }

    /// The largest picture drawn, in pixels.
    static let defaultMaxSize = Size(width: 560, height: 760)

    /// The points-to-pixels factor that fits `area` into `maxSize`, at most 1.
    static func scale(of area: Rect, toFit maxSize: Size) -> Double {
        min(1, maxSize.width / max(area.width, 1), maxSize.height / max(area.height, 1))
    }

    /// A stretch along one axis.
    private struct Span {
        var min: Double
        var max: Double
    }

    /// What part of a scene is drawn: everything, or a window around the viewport along each
    /// axis on which the content is much longer than the viewport.
    struct Framing {
        /// Everything there is to draw along a cropped axis (the content, every element as drawn,
        /// the viewport); the window along the others.
        let drawn: Rect
        /// The part that is drawn.
        let window: Rect

        init(scene: GalleryScene) {
            let content = Rect(origin: .zero, size: scene.contentSize).union(scene.viewport)
            let all = scene.elements.reduce(content) { $0.union($1.visualBounds) }
            let viewport = scene.viewport
            let horizontal = Self.window(
                drawn: Span(min: all.minX, max: all.maxX), content: content.width,
                viewport: Span(min: viewport.minX, max: viewport.maxX))
            let vertical = Self.window(
                drawn: Span(min: all.minY, max: all.maxY), content: content.height,
                viewport: Span(min: viewport.minY, max: viewport.maxY))
            // Along an axis that is not cropped, draw what the window along the other one holds.
            var kept = content
            for element in scene.elements {
                let bounds = element.visualBounds
                let inX = horizontal.map { bounds.maxX >= $0.min && bounds.minX <= $0.max } ?? true
                let inY = vertical.map { bounds.maxY >= $0.min && bounds.minY <= $0.max } ?? true
                if inX && inY { kept = kept.union(bounds) }
            }
            let x = horizontal ?? Span(min: kept.minX, max: kept.maxX)
            let y = vertical ?? Span(min: kept.minY, max: kept.maxY)
            window = Rect(x: x.min, y: y.min, width: x.max - x.min, height: y.max - y.min)
            let drawnX = horizontal == nil ? x : Span(min: all.minX, max: all.maxX)
            let drawnY = vertical == nil ? y : Span(min: all.minY, max: all.maxY)
            drawn = Rect(
                x: drawnX.min, y: drawnY.min, width: drawnX.max - drawnX.min, height: drawnY.max - drawnY.min)
        }

        /// The window along one axis when the content is much longer than the viewport (and
        /// the window leaves a good part of the drawing out): the viewport grown by a margin on
        /// each side, kept inside the drawing; nil otherwise.
        private static func window(drawn: Span, content: Double, viewport: Span) -> Span? {
            let length = viewport.max - viewport.min
            guard content > cropRatio * Swift.max(length, 1) else { return nil }
            let margin = Swift.min(maximumMargin, Swift.max(minimumMargin, marginFraction * length))
            let window = Span(
                min: Swift.max(drawn.min, viewport.min - margin),
                max: Swift.min(drawn.max, viewport.max + margin))
            let kept = (window.max - window.min) / Swift.max(drawn.max - drawn.min, 1)
            return kept <= maximumKeptFraction ? window : nil
        }

        /// How much is left out before the window along x and y.
        var cutBefore: (x: Double, y: Double) { (window.minX - drawn.minX, window.minY - drawn.minY) }
        /// How much is left out after the window along x and y.
        var cutAfter: (x: Double, y: Double) { (drawn.maxX - window.maxX, drawn.maxY - window.maxY) }
    }

    /// A fade on each side where the window leaves content out, and a note of how much.
    static func cropMarks(_ framing: Framing, area: Rect, scale: Double) -> String {
        let fade = 20 / scale
        let fontSize = 11 / scale
        var marks = ""
        func mark(_ band: Rect, gradient: String, note: String, at point: Point, anchor: String) {
            marks += """
                <rect x="\(format(band.minX))" y="\(format(band.minY))" width="\(format(band.width))" \
                height="\(format(band.height))" fill="url(#\(gradient))"/>
                <text x="\(format(point.x))" y="\(format(point.y))" font-size="\(format(fontSize))" \
                text-anchor="\(anchor)" fill="#57606a" stroke="white" stroke-width="\(format(3 / scale))" \
                paint-order="stroke">\(note)</text>

                """
        }
        let top = area.minY + fontSize
        let bottom = area.maxY - fontSize * 0.3
        if framing.cutBefore.x >= 1 {
            mark(
                Rect(x: area.minX, y: area.minY, width: fade, height: area.height), gradient: "fade-left",
                note: "◀ \(Int(framing.cutBefore.x.rounded())) pt more",
                at: Point(x: area.minX + fontSize * 0.3, y: bottom), anchor: "start")
        }
        if framing.cutAfter.x >= 1 {
            mark(
                Rect(x: area.maxX - fade, y: area.minY, width: fade, height: area.height),
                gradient: "fade-right", note: "\(Int(framing.cutAfter.x.rounded())) pt more ▶",
                at: Point(x: area.maxX - fontSize * 0.3, y: bottom), anchor: "end")
        }
        if framing.cutBefore.y >= 1 {
            mark(
                Rect(x: area.minX, y: area.minY, width: area.width, height: fade), gradient: "fade-top",
                note: "▲ \(Int(framing.cutBefore.y.rounded())) pt more",
                at: Point(x: area.midX, y: top), anchor: "middle")
        }
        if framing.cutAfter.y >= 1 {
            mark(
                Rect(x: area.minX, y: area.maxY - fade, width: area.width, height: fade),
                gradient: "fade-bottom", note: "▼ \(Int(framing.cutAfter.y.rounded())) pt more",
                at: Point(x: area.midX, y: bottom), anchor: "middle")
        }
        return marks
    }

    struct Key: Hashable {
        let kind: ElementKind
        let path: ItemPath
    }

    static func color(of kind: ElementKind) -> (fill: String, stroke: String) {
        switch kind {
        case .cell: ("#4c8bf5", "#1f5fcf")
        case .supplementary: ("#34a853", "#1e7b3a")
        case .decoration: ("#fbbc05", "#b58500")
        }
    }

    /// An element as drawn, labelled at the centre of its part inside `area`; `scale` is the
    /// picture's pixels per point.
    static func polygon(
        _ element: LayoutAttributes, highlighted: Bool, in area: Rect, scale: Double,
        style: ElementStyle = .plain
    ) -> String {
        let (fill, stroke) = color(of: element.kind)
        let points = element.visualQuad.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        let opacity = (highlighted ? 0.85 : 0.18) * max(0.15, min(1, element.alpha)) * style.fillOpacity
        let shown = element.visualBounds.intersection(area)
        let center = shown.isNull ? element.visualBounds.center : shown.center
        let label: String
        switch element.kind {
        case .cell:
            label = style.pathLabels ? "\(element.path.section)-\(element.path.item)" : "\(element.path.item)"
        case .supplementary(let kind):
            label =
                kind == ElementKind.sectionHeaderKind
                ? "H\(element.path.section)"
                : kind == ElementKind.sectionFooterKind ? "F\(element.path.section)" : "S"
        case .decoration: label = ""
        }
        // At least 11 pixels on screen where the element has room for it.
        let room = min(element.visualBounds.height, element.visualBounds.width) * 0.45
        let fontSize = max(6, min(max(16, 11 / scale), room))
        let outline = style.stroke ?? stroke
        let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let textOpacity = (highlighted ? 1 : 0.45) * style.labelOpacity
        // A white halo keeps a label readable over the arrows drawn before it.
        let halo =
            style.labelHalo
            ? " stroke=\"white\" stroke-width=\"\(format(fontSize * 0.2))\" paint-order=\"stroke\"" : ""
        var svg = ""
        if style.drawsShape, element.cornerRadius > 0, element.transform3D.isIdentity {
            // A rounded element (an inset-grouped list's section background) as a rounded rect.
            let frame = element.frame
            svg += """
                <rect x="\(format(frame.minX))" y="\(format(frame.minY))" width="\(format(frame.width))" \
                height="\(format(frame.height))" rx="\(format(element.cornerRadius))" fill="\(fill)" \
                fill-opacity="\(format(opacity))" stroke="\(outline)" stroke-width="\(format(style.strokeWidth))" \
                stroke-opacity="\(format(style.strokeOpacity))"\(dash)/>

                """
        } else if style.drawsShape {
            svg += """
                <polygon points="\(points)" fill="\(fill)" fill-opacity="\(format(opacity))" \
                stroke="\(outline)" stroke-width="\(format(style.strokeWidth))" \
                stroke-opacity="\(format(style.strokeOpacity))"\(dash)/>

                """
        }
        guard style.drawsLabel else { return svg }
        svg += """
            <text x="\(format(center.x))" y="\(format(center.y + fontSize * 0.35))" font-size="\(format(fontSize))" \
            text-anchor="middle" fill="#1b1f24" fill-opacity="\(format(textOpacity))"\(halo)>\(label)</text>

            """
        if let note = style.note {
            let noteSize = fontSize * 0.6
            svg += """
                <text x="\(format(center.x))" y="\(format(center.y + fontSize * 0.35 + noteSize * 1.3))" \
                font-size="\(format(noteSize))" text-anchor="middle" fill="#1b1f24"\(halo)>\(note)</text>

                """
        }
        return svg
    }

    static func rect(
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
