import LayoutEngine
import LayoutGallery

/// The gallery's `index.html`: a table of contents, then every example's SVG (an `<img>` that
/// links to the file) with its title and caption, by section.
enum HTMLIndex {
    /// The page for `sections`, whose SVG files sit beside it as `<slug>.svg`; `sizes` gives
    /// each picture's size in pixels by slug, so the page keeps its layout while images load.
    static func page(for sections: [GallerySection], sizes: [String: Size] = [:]) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>LayoutEngine gallery</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #1b1f24; }
            nav { position: fixed; top: 0; left: 0; bottom: 0; width: 16rem; overflow-y: auto; \
            padding: 1rem 1rem 2rem; box-sizing: border-box; background: #f6f8fa; \
            border-right: 1px solid #d8dde3; font-size: 0.78rem; line-height: 1.3; }
            nav h2 { font-size: 0.95rem; margin: 0 0 0.5rem; }
            nav ol { margin: 0; padding-left: 1.1rem; }
            nav > ol > li { margin-bottom: 0.6rem; }
            nav > ol > li > a { font-weight: 600; }
            nav ol ol { padding-left: 0.9rem; list-style: none; }
            nav a { color: #0b5cad; text-decoration: none; }
            nav a:hover { text-decoration: underline; }
            main { margin-left: 16rem; padding: 1.5rem 1.5rem 4rem; }
            h1 { margin-top: 0; }
            h2 { margin-top: 2.5rem; scroll-margin-top: 1rem; }
            .grid { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
            figure { margin: 0; padding: 0.75rem; border: 1px solid #d8dde3; border-radius: 8px; \
            max-width: 560px; scroll-margin-top: 1rem; }
            figure.wide { max-width: calc(100% - 1.5rem - 2px); }
            figure:target { border-color: #e0245e; box-shadow: 0 0 0 2px #e0245e55; }
            figure img { display: block; max-width: 100%; height: auto; }
            figcaption { font-size: 0.9rem; margin-top: 0.5rem; }
            figcaption a.anchor { color: #8c959f; text-decoration: none; margin-left: 0.3rem; }
            .legend span { display: inline-block; padding: 0 0.5rem; margin-right: 0.5rem; border-radius: 4px; color: white; }
            @media (max-width: 800px) { nav { position: static; width: auto; border-right: 0; } \
            main { margin-left: 0; } }
            </style></head><body>

            """
        html += tableOfContents(for: sections)
        html += """
            <main>
            <h1 id="top">LayoutEngine gallery</h1>
            <p class="legend"><span style="background:#4c8bf5">cell</span><span style="background:#34a853">\
            supplementary</span><span style="background:#fbbc05">decoration</span> Filled: returned by \
            <code>attributes(in: viewport)</code>; faint: the rest of the content. Red dashes: the viewport.</p>
            <p>Content much longer than its viewport is shown cropped to the viewport and a margin around \
            it; a faded edge says how much more content lies beyond. Click a picture to open it alone.</p>
            <p>Batch update pictures show the whole content before and after one batch, cells labelled \
            section-item: dashed and unfilled, what appears (inserted); faded and struck through, what \
            disappears (deleted); an orange outline and arrow, an item the batch moves, from where it starts; \
            grey arrows, what the other changes carry along.</p>

            """
        for section in sections {
            html += "<h2 id=\"\(anchor(of: section))\">\(escape(section.title))</h2>\n<div class=\"grid\">\n"
            for example in section.examples {
                var image = ""
                var figureStyle = ""
                if let size = sizes[example.slug] {
                    let width = Int(size.width.rounded(.up))
                    image = " width=\"\(width)\" height=\"\(Int(size.height.rounded(.up)))\""
                    // The figure as wide as its picture (but wide enough for a readable caption).
                    figureStyle = " style=\"width: \(max(width, minimumFigureWidth))px\""
                    // Two-panel pictures are wider than the rest: they may take the whole row.
                    if width > maximumFigureWidth { figureStyle = " class=\"wide\"" + figureStyle }
                }
                html += """
                    <figure id="\(example.slug)"\(figureStyle)><a href="\(example.slug).svg">\
                    <img src="\(example.slug).svg"\(image) loading="lazy" alt="\(escape(example.title))"></a>
                    <figcaption><strong>\(escape(example.title))</strong> — \(escape(example.caption))\
                    <a class="anchor" href="#\(example.slug)" title="Link to this picture">#</a></figcaption></figure>

                    """
            }
            html += "</div>\n"
        }
        return html + "</main>\n</body></html>\n"
    }

    /// The narrowest a figure is drawn, in pixels, so its caption stays readable.
    private static let minimumFigureWidth = 300
    /// The widest a figure is drawn, in pixels, unless its picture is wider.
    private static let maximumFigureWidth = 560

    /// A list of links: each section, and under it each of its examples. Consecutive examples
    /// whose short titles share the words before their last ": " share one line.
    private static func tableOfContents(for sections: [GallerySection]) -> String {
        var html = "<nav aria-label=\"Contents\">\n<h2><a href=\"#top\">Contents</a></h2>\n<ol>\n"
        for section in sections {
            html += "<li><a href=\"#\(anchor(of: section))\">\(escape(section.title))</a> "
            html += "(\(section.examples.count))\n<ol>\n"
            var lines: [(group: String?, links: [String])] = []
            for example in section.examples {
                let title = shortTitle(of: example, in: section)
                let (group, leaf) = split(title)
                let link = "<a href=\"#\(example.slug)\">\(escape(leaf))</a>"
                if let group, let last = lines.last, last.group == group {
                    lines[lines.count - 1].links.append(link)
                } else {
                    lines.append((group, [link]))
                }
            }
            for line in lines {
                let prefix = line.group.map { escape($0) + ": " } ?? ""
                html += "<li>\(prefix)\(line.links.joined(separator: " · "))</li>\n"
            }
            html += "</ol></li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }

    /// `title` split at its last ": " into the words before it and after it; no group when it
    /// has none.
    private static func split(_ title: String) -> (group: String?, leaf: String) {
        let characters = Array(title)
        var index = characters.count - 2
        while index > 0, !(characters[index] == ":" && characters[index + 1] == " ") {
            index -= 1
        }
        guard index > 0 else { return (nil, title) }
        return (String(characters[..<index]), String(characters[(index + 2)...]))
    }

    /// An example's title without the words that every title of its section starts with
    /// (up to and including their last ", " or ": ").
    private static func shortTitle(of example: GalleryExample, in section: GallerySection) -> String {
        guard section.examples.count > 1 else { return example.title }
        var shared = Array(example.title)
        for other in section.examples {
            let title = Array(other.title)
            let common = zip(shared, title).prefix { $0.0 == $0.1 }.count
            shared.removeLast(shared.count - common)
        }
        var cut = shared.count - 1
        while cut > 0, !(shared[cut] == " " && [",", ":"].contains(shared[cut - 1])) {
            cut -= 1
        }
        guard cut > 0 else { return example.title }
        return String(example.title.dropFirst(cut + 1))
    }

    /// The fragment that names `section` in the page.
    private static func anchor(of section: GallerySection) -> String {
        "section-" + section.title.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
