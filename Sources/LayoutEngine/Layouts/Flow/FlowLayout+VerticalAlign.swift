extension FlowLayout {
    /// The vertical-align layout: a vertically scrolling flow whose items in each row share the
    /// row's top, centre line or bottom, where UIKit's flow layout centres them; everything else
    /// (which items make a row, how a row's leftover width is spread) is UIKit's rule.
    ///
    /// ```swift
    /// let layout = FlowLayout.verticalAlign(.bottom, itemSizing: .perItem { path in
    ///     Size(width: 100, height: Double(40 + path.item % 3 * 20))
    /// })
    /// ```
    ///
    /// The result is a `FlowLayout` whose every section has
    /// `LineAlignment(cross: alignment, along: .justified)` in its metrics: change
    /// ``Configuration/metrics`` afterwards for per-section values or for rows packed at an
    /// edge (``LineAlignment/Along-swift.enum``).
    ///
    /// - Parameters:
    ///   - alignment: Where the items of a row sit across it: `.top`, `.center` (UIKit) or
    ///     `.bottom`.
    ///   - itemSizing: How item sizes are given.
    ///   - metrics: Insets, spacings and header and footer sizes of every section; its line
    ///     alignment is replaced by `alignment` across and UIKit's justified rows along.
    /// - Complexity: O(1).
    public static func verticalAlign(
        _ alignment: LineAlignment.Cross, itemSizing: ItemSizing, metrics: SectionMetrics = SectionMetrics()
    ) -> FlowLayout {
        var metrics = metrics
        metrics.lineAlignment = LineAlignment(cross: alignment, along: .justified)
        return FlowLayout(
            configuration: Configuration(
                itemSizing: itemSizing, scrollDirection: .vertical, metrics: .all(metrics)))
    }
}
