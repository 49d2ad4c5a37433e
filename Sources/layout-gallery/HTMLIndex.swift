import LayoutGallery

/// The gallery's `index.html`: every example's SVG with its title and caption, by section.
enum HTMLIndex {
    /// The page for `sections`, whose SVG files sit beside it as `<slug>.svg`.
    static func page(for sections: [GallerySection]) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>LayoutEngine gallery</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2rem; color: #1b1f24; }
            .grid { display: flex; flex-wrap: wrap; gap: 1.5rem; }
            figure { margin: 0; padding: 0.75rem; border: 1px solid #d8dde3; border-radius: 8px; max-width: 600px; }
            figcaption { font-size: 0.9rem; margin-top: 0.5rem; }
            .legend span { display: inline-block; padding: 0 0.5rem; margin-right: 0.5rem; border-radius: 4px; color: white; }
            </style></head><body>
            <h1>LayoutEngine gallery</h1>
            <p class="legend"><span style="background:#4c8bf5">cell</span><span style="background:#34a853">\
            supplementary</span><span style="background:#fbbc05">decoration</span> Filled: returned by \
            <code>attributes(in: viewport)</code>; faint: the rest of the content. Red dashes: the viewport.</p>

            """
        for section in sections {
            html += "<h2>\(escape(section.title))</h2>\n<div class=\"grid\">\n"
            for example in section.examples {
                html += """
                    <figure><img src="\(example.slug).svg" alt="\(escape(example.title))">
                    <figcaption><strong>\(escape(example.title))</strong> — \(escape(example.caption))</figcaption></figure>

                    """
            }
            html += "</div>\n"
        }
        return html + "</body></html>\n"
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
