import LayoutEngine
import LayoutGallery

/// How one element is drawn beyond its kind's colours.
struct ElementStyle {
    /// Multiplies the fill's opacity.
    var fillOpacity = 1.0
    /// The outline's colour; nil for the kind's.
    var stroke: String? = nil
    /// The outline's width in points.
    var strokeWidth = 1.0
    /// The outline's opacity.
    var strokeOpacity = 1.0
    /// The outline's dash pattern; nil for a solid line.
    var dash: String? = nil
    /// Multiplies the label's opacity.
    var labelOpacity = 1.0
    /// Cells labelled section-item rather than by item alone.
    var pathLabels = false
    /// A smaller second line under the label.
    var note: String? = nil
    /// The labels drawn with a white halo.
    var labelHalo = false
    /// The element's shape drawn.
    var drawsShape = true
    /// The element's label (and note) drawn.
    var drawsLabel = true

    /// The kind's colours, a solid outline, the item number.
    static let plain = ElementStyle()
}

// MARK: - Batch updates

extension SVGRenderer {
    /// The largest two-panel picture drawn, in pixels.
    static let updateMaxSize = Size(width: 980, height: 900)
    /// The height of the band above the panels that holds their titles, in pixels.
    static let titleBand = 26.0
    /// The height of the band below the panels that holds the legend, in pixels.
    static let legendBand = 96.0
    /// The narrowest two-panel picture, in pixels, so that the notes below fit in two lines.
    static let updateMinimumWidth = 600.0
    /// The space between the panels, in pixels.
    static let panelGap = 28.0
    /// The colour of a moved element's outline and arrow.
    static let movedColor = "#e8710a"
    /// The colour of the arrows of elements that other changes carry along.
    static let shiftedColor = "#6e7781"

    /// Where the two panels of an update scene go, in pixels, and their common scale.
    struct UpdatePanels {
        /// The part of the content drawn before the batch, in points.
        let beforeArea: Rect
        /// The part of the content drawn after the batch, in points.
        let afterArea: Rect
        /// Pixels per point, the same in both panels.
        let scale: Double

        init(scene: GalleryScene, update: GalleryUpdate, maxSize: Size = updateMaxSize) {
            beforeArea = Self.drawn(update.before).insetBy(dx: -border, dy: -border)
            afterArea = Self.drawn(scene).insetBy(dx: -border, dy: -border)
            let width = beforeArea.width + afterArea.width
            let height = max(beforeArea.height, afterArea.height)
            scale = min(
                1, (maxSize.width - panelGap) / max(width, 1),
                (maxSize.height - titleBand - legendBand) / max(height, 1))
        }

        /// Everything there is to draw of `scene`: the content, the viewport and every element
        /// as drawn (update panels are never cropped, so that every change shows).
        private static func drawn(_ scene: GalleryScene) -> Rect {
            let content = Rect(origin: .zero, size: scene.contentSize).union(scene.viewport)
            return scene.elements.reduce(content) { $0.union($1.visualBounds) }
        }

        /// The left edge of the after panel, in pixels.
        var afterX: Double { beforeArea.width * scale + panelGap }

        /// The whole picture's size in pixels.
        var pixelSize: Size {
            Size(
                width: max(updateMinimumWidth, afterX + afterArea.width * scale),
                height: titleBand + max(beforeArea.height, afterArea.height) * scale + legendBand)
        }
    }

    /// Two panels side by side: the state before the batch (elements that disappear faded and
    /// struck through, move sources outlined), and after it (elements that appear dashed and
    /// unfilled, moved ones outlined with an arrow from where they start, the others that
    /// change place with a thin arrow), each with its viewport; titles above, a legend below.
    static func svg(for scene: GalleryScene, after update: GalleryUpdate) -> String {
        let panels = UpdatePanels(scene: scene, update: update)
        let size = panels.pixelSize
        let panelHeight = size.height - titleBand - legendBand
        let adjustment = update.contentOffsetAdjustment
        let offsetNote =
            adjustment == .zero
            ? "The content offset stays (the layout's adjustment is zero)."
            : "The content offset moves by the layout's adjustment, (\(format(adjustment.x)), "
                + "\(format(adjustment.y))): the first cell that was visible keeps its place on screen."
        var body = ""
        body += title("Before: \(count(of: update.before.elements))", x: 0)
        body += title("After: \(count(of: scene.elements))", x: panels.afterX)
        var lineY = size.height - legendBand + 16
        for line in wrapped(offsetNote, width: size.width - 8) {
            body += """
                <text x="4" y="\(format(lineY))" font-size="12" fill="#1b1f24">\(line)</text>

                """
            lineY += 16
        }
        body += panel(
            beforePanel(update), area: panels.beforeArea, scale: panels.scale,
            at: Point(x: 0, y: titleBand), height: panelHeight)
        body += panel(
            afterPanel(scene, update), area: panels.afterArea, scale: panels.scale,
            at: Point(x: panels.afterX, y: titleBand), height: panelHeight)
        body += arrowBetweenPanels(x: panels.afterX - panelGap / 2, y: titleBand + panelHeight / 2)
        body += legend(y: lineY + 6, width: size.width)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(size.width))" height="\(format(size.height))" \
            viewBox="0 0 \(format(size.width)) \(format(size.height))" font-family="Helvetica, Arial, sans-serif">
            <defs>
            <marker id="arrow-moved" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" \
            orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="\(movedColor)"/></marker>
            <marker id="arrow-shifted" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
            orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="\(shiftedColor)"/></marker>
            </defs>
            \(body)</svg>

            """
    }

    /// "n cells".
    private static func count(of elements: [LayoutAttributes]) -> String {
        let cells = elements.filter { $0.kind == .cell }.count
        return "\(cells) cell\(cells == 1 ? "" : "s")"
    }

    /// The width of a character of 12-pixel text, roughly, in pixels.
    private static let characterWidth = 6.3

    /// `text` broken at spaces into lines of 12-pixel text at most `width` pixels wide (roughly).
    private static func wrapped(_ text: String, width: Double) -> [String] {
        let limit = max(10, Int(width / characterWidth))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The elements of the state before the batch.
    private static func beforePanel(_ update: GalleryUpdate) -> (scene: GalleryScene, draw: Draw) {
        var moveSources = Set<ItemPath>()
        for case .moveItem(let from, _) in update.updates { moveSources.insert(from) }
        return (
            update.before,
            { element, highlighted, area, scale, part in
                var style = ElementStyle(pathLabels: true)
                switch update.role(before: element) {
                case .disappearing:
                    style.fillOpacity = 0.25
                    style.strokeOpacity = 0.5
                    style.dash = "3 2"
                    style.labelOpacity = 0.5
                    style.note = "deleted"
                    let drawing = polygon(
                        element, highlighted: highlighted, in: area, scale: scale,
                        style: only(part, of: style))
                    return part == .shape ? drawing + strikeThrough(element) : drawing
                default:
                    if element.kind == .cell, moveSources.contains(element.path) {
                        style.stroke = movedColor
                        style.strokeWidth = 3
                        style.note = "moves"
                    }
                    return polygon(
                        element, highlighted: highlighted, in: area, scale: scale,
                        style: only(part, of: style))
                }
            }
        )
    }

    /// The elements of the state after the batch, and the arrows from where they start.
    private static func afterPanel(
        _ scene: GalleryScene, _ update: GalleryUpdate
    ) -> (scene: GalleryScene, draw: Draw) {
        var sources: [ItemPath: ItemPath] = [:]
        for case .moveItem(let from, let to) in update.updates { sources[to] = from }
        return (
            scene,
            { element, highlighted, area, scale, part in
                var style = ElementStyle(pathLabels: true)
                switch update.role(after: element) {
                case .appearing:
                    style.fillOpacity = 0
                    style.strokeWidth = 2
                    style.dash = "6 4"
                    style.note = "inserted"
                case .moved:
                    style.stroke = movedColor
                    style.strokeWidth = 3
                    style.note = sources[element.path].map { "from \($0.section)-\($0.item)" }
                default: break
                }
                return polygon(
                    element, highlighted: highlighted, in: area, scale: scale, style: only(part, of: style))
            }
        )
    }

    /// Draws one element of a panel: the element, whether the viewport query returned it, the
    /// panel's area and scale, and which part.
    private typealias Draw = (LayoutAttributes, Bool, Rect, Double, Part) -> String

    /// A part of an element's drawing: shapes are drawn first, then arrows, then labels.
    private enum Part {
        case shape
        case label
    }

    /// `style` drawing only `part`, labels with a halo.
    private static func only(_ part: Part, of style: ElementStyle) -> ElementStyle {
        var style = style
        style.drawsShape = part == .shape
        style.drawsLabel = part == .label
        style.labelHalo = true
        return style
    }

    /// One panel: a nested SVG at `origin` (pixels) that shows `area` (points) at `scale`.
    private static func panel(
        _ content: (scene: GalleryScene, draw: Draw), area: Rect, scale: Double, at origin: Point,
        height: Double
    ) -> String {
        let scene = content.scene
        var body = rect(
            Rect(origin: .zero, size: scene.contentSize), fill: "#f6f7f9", stroke: "#c9ced6", dash: "4 3")
        let drawn = scene.elements.sorted(by: { $0.zIndex < $1.zIndex }).filter { !$0.isHidden }
        // Every element filled: the styles say what the batch does to it.
        for element in drawn {
            body += content.draw(element, true, area, scale, .shape)
        }
        if let update = scene.update {
            body += arrows(scene, update)
        }
        for element in drawn {
            body += content.draw(element, true, area, scale, .label)
        }
        body += rect(scene.viewport, fill: "none", stroke: "#e0245e", dash: "8 4", width: 2.5)
        return """
            <svg x="\(format(origin.x))" y="\(format(origin.y))" width="\(format(area.width * scale))" \
            height="\(format(area.height * scale))" \
            viewBox="\(format(area.minX)) \(format(area.minY)) \(format(area.width)) \(format(area.height))">
            \(body)</svg>
            <rect x="\(format(origin.x))" y="\(format(origin.y))" width="\(format(area.width * scale))" \
            height="\(format(height))" fill="none" stroke="#d8dde3"/>

            """
    }

    /// An arrow from where each element of `scene` that changes place starts to where it ends:
    /// bold and orange for a move of the batch (with its start outlined), thin and grey for the
    /// others. Arrows shorter than a point are left out.
    private static func arrows(_ scene: GalleryScene, _ update: GalleryUpdate) -> String {
        var thin = ""
        var bold = ""
        for element in scene.elements where !element.isHidden {
            let role = update.role(after: element)
            guard role == .moved || role == .shifted,
                let start = update.initial[GalleryElementKey(element)]
            else { continue }
            let from = start.visualBounds.center
            let centre = element.visualBounds.center
            let length =
                ((centre.x - from.x) * (centre.x - from.x) + (centre.y - from.y) * (centre.y - from.y))
                .squareRoot()
            guard length >= 1 else { continue }
            // The head stops short of the centre, where the label is.
            let stop = min(0.4 * length, 0.25 * min(element.visualBounds.width, element.visualBounds.height))
            let to = Point(
                x: centre.x - (centre.x - from.x) * stop / length,
                y: centre.y - (centre.y - from.y) * stop / length)
            if role == .moved {
                let outline = start.visualBounds
                bold += """
                    <rect x="\(format(outline.minX))" y="\(format(outline.minY))" width="\(format(outline.width))" \
                    height="\(format(outline.height))" fill="none" stroke="\(movedColor)" stroke-width="2" \
                    stroke-dasharray="2 3"/>
                    <line x1="\(format(from.x))" y1="\(format(from.y))" x2="\(format(to.x))" y2="\(format(to.y))" \
                    stroke="\(movedColor)" stroke-width="3" marker-end="url(#arrow-moved)"/>

                    """
            } else {
                thin += """
                    <line x1="\(format(from.x))" y1="\(format(from.y))" x2="\(format(to.x))" y2="\(format(to.y))" \
                    stroke="\(shiftedColor)" stroke-width="1.5" stroke-opacity="0.8" \
                    marker-end="url(#arrow-shifted)"/>

                    """
            }
        }
        return thin + bold
    }

    /// A diagonal line across a disappearing element.
    private static func strikeThrough(_ element: LayoutAttributes) -> String {
        let quad = element.visualQuad
        guard quad.count == 4 else { return "" }
        return """
            <line x1="\(format(quad[0].x))" y1="\(format(quad[0].y))" x2="\(format(quad[2].x))" \
            y2="\(format(quad[2].y))" stroke="#6e7781" stroke-width="1.5" stroke-opacity="0.7"/>

            """
    }

    /// A panel's title, in pixels.
    private static func title(_ text: String, x: Double) -> String {
        """
        <text x="\(format(x + 4))" y="17" font-size="14" font-weight="600" fill="#1b1f24">\(text)</text>

        """
    }

    /// A large arrow between the panels, in pixels.
    private static func arrowBetweenPanels(x: Double, y: Double) -> String {
        """
        <text x="\(format(x))" y="\(format(y))" font-size="22" text-anchor="middle" fill="#57606a">→</text>

        """
    }

    /// What the styles mean, in pixels, in lines no wider than `width`.
    private static func legend(y: Double, width: Double) -> String {
        let items: [(swatch: String, words: String)] = [
            (
                "<rect x=\"0\" y=\"-10\" width=\"18\" height=\"12\" fill=\"none\" stroke=\"#1f5fcf\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"4 2\"/>",
                "inserted (appears, alpha 0 → 1)"
            ),
            (
                "<rect x=\"0\" y=\"-10\" width=\"18\" height=\"12\" fill=\"#4c8bf5\" fill-opacity=\"0.2\" "
                    + "stroke=\"#1f5fcf\" stroke-opacity=\"0.5\" stroke-dasharray=\"3 2\"/>"
                    + "<line x1=\"0\" y1=\"-10\" x2=\"18\" y2=\"2\" stroke=\"#6e7781\"/>",
                "deleted (fades out where it was)"
            ),
            (
                "<line x1=\"0\" y1=\"-4\" x2=\"16\" y2=\"-4\" stroke=\"\(movedColor)\" stroke-width=\"3\" "
                    + "marker-end=\"url(#arrow-moved)\"/>",
                "moved by the batch"
            ),
            (
                "<line x1=\"0\" y1=\"-4\" x2=\"16\" y2=\"-4\" stroke=\"\(shiftedColor)\" stroke-width=\"1.5\" "
                    + "marker-end=\"url(#arrow-shifted)\"/>",
                "carried along by the other changes"
            ),
        ]
        var x = 4.0
        var y = y
        var svg = ""
        for item in items {
            let itemWidth = 34 + Double(item.words.count) * characterWidth
            if x > 4, x + itemWidth > width {
                x = 4
                y += 18
            }
            svg += """
                <g transform="translate(\(format(x)) \(format(y)))">\(item.swatch)\
                <text x="26" y="0" font-size="12" fill="#1b1f24">\(item.words)</text></g>

                """
            x += itemWidth
        }
        return svg
    }
}
