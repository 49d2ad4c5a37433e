import LayoutEngine

/// Magazine feeds in the flow layout: width modes (full, half, third), rows stretched to their
/// tallest measured card, section backgrounds, a hidden header and a self-sized one.
enum MagazineGallery {
    /// The magazine examples of the flow section.
    static var examples: [GalleryExample] { [feed] }

    /// Each section's items: their width modes and the heights their cells measure.
    private static let sections: [[(FlowLayout.WidthMode, Double)]] = [
        [
            (.fullWidth, 120), (.halfWidth, 80), (.halfWidth, 130), (.thirdWidth, 90), (.thirdWidth, 60),
            (.thirdWidth, 90),
        ],
        [(.halfWidth, 70), (.halfWidth, 70), (.fullWidth, 60), (.thirdWidth, 50), (.thirdWidth, 80)],
    ]

    private static var feed: GalleryExample {
        GalleryExample(
            slug: "flow-magazine-feed", title: "Magazine feed",
            caption:
                "Width modes and .fill: a full-width banner, two halves, three thirds; each row is as "
                + "tall as its tallest measured card (the second half, then the thirds' 90). Section 0 "
                + "has a self-sized header (reported 56 over a 40 estimate) and a background over the "
                + "whole section; section 1 hides its header and has a background around its lines."
        ) {
            let modes = sections
            let card = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), minimumLineSpacing: 8,
                minimumInteritemSpacing: 8, footerReferenceSize: Size(width: 24, height: 24),
                lineAlignment: LineAlignment(cross: .fill, along: .leading),
                background: FlowLayout.SectionBackground(
                    extent: .section, insets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)),
                estimatedHeaderSize: Size(width: 390, height: 40))
            var hidden = card
            hidden.headerVisibility = .hidden
            hidden.background = FlowLayout.SectionBackground(
                extent: .items, insets: EdgeInsets(top: -6, left: -6, bottom: -6, right: -6))
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    metrics: .list([card, hidden]), estimatedItemSize: Size(width: 100, height: 50),
                    widthModes: .perItem { path in modes[path.section][path.item].0 }))
            let context = LayoutContext(
                viewportSize: Size(width: 390, height: 640), itemCounts: modes.map(\.count))
            layout.prepare(context)
            // What the cells and the header measure, as a host reports it.
            for (section, items) in modes.enumerated() {
                for (item, (_, height)) in items.enumerated() {
                    layout.reportSize(
                        Size(width: 100, height: height), forItemAt: ItemPath(item: item, section: section))
                }
            }
            layout.reportSize(
                Size(width: 390, height: 56), forSupplementaryOfKind: ElementKind.sectionHeaderKind,
                at: ItemPath(item: 0, section: 0))
            return GalleryScene(layout: layout, context: context)
        }
    }
}
