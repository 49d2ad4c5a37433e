import LayoutEngine

/// Builds and prepares flow layouts for the flow tests.
enum FlowFixture {
    /// A prepared vertical flow of `itemCounts` with the given widths (cycled) and heights.
    static func prepared(
        widths: [Double], heights: [Double] = [100], itemCounts: [Int], viewportWidth: Double = 340,
        metrics: FlowLayout.SectionMetrics = FlowLayout.SectionMetrics(),
        direction: ScrollDirection = .vertical,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> FlowLayout {
        let sizing: FlowLayout.ItemSizing = .perItem { path in
            Size(width: widths[path.item % widths.count], height: heights[path.item % heights.count])
        }
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: sizing, scrollDirection: direction, metrics: .all(metrics)))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: viewportWidth, height: 600), itemCounts: itemCounts,
                layoutDirection: layoutDirection))
        return layout
    }

    /// The frame of the cell at `item` in `section`, or `.null`.
    static func frame(_ layout: FlowLayout, _ item: Int, section: Int = 0) -> Rect {
        layout.attributes(at: ItemPath(item: item, section: section))?.frame ?? .null
    }
}
