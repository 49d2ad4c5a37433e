// swift-format-ignore-file
// (Documentation examples keep the articles' layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// The magazine-feed example of the FlowLayout article
// (Sources/LayoutEngine/LayoutEngine.docc/FlowLayout.md), verbatim, in a `@MainActor` context as
// an app has it; `MagazineDocExamplesTests` runs it and checks what its comments claim.

/// The FlowLayout article's magazine feed, on the main actor.
@MainActor
enum MagazineDocExamples {
    static func feed() -> FlowLayout {
        let feedModes: @Sendable (ItemPath) -> FlowLayout.WidthMode = { path in
            path.item % 5 == 0 ? .fullWidth : .halfWidth       // a banner, then two rows of two cards
        }
        var feed = FlowLayout(configuration: FlowLayout.Configuration(
            metrics: .all(FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
                minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                lineAlignment: LineAlignment(cross: .fill, along: .leading),   // rows stretch to their tallest
                background: FlowLayout.SectionBackground(),                     // a card behind each section
                estimatedHeaderSize: Size(width: 390, height: 44))),            // self-sizing headers
            estimatedItemSize: Size(width: 100, height: 120),                  // self-sizing cells
            widthModes: .perItem(feedModes)))
        feed.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [25]))
        // A half card at x 16, 175 wide: (358 − 8) / 2.
        return feed
    }
}
