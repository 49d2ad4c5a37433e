/// The scrollable extent of a layout in a viewport: the offset ranges and the axis the content
/// scrolls along, as functions of the layout's content size and the context it is shown in.
enum ScrollGeometry {
    /// The range the content offset takes along `axis` at rest: from minus the leading inset
    /// to the content's end plus the trailing inset less the viewport (never below the start).
    ///
    /// - Complexity: O(1).
    static func offsetRange(along axis: Axis, contentSize: Size, context: LayoutContext) -> ClosedRange<
        Double
    > {
        let insets = context.contentInsets
        let lower = -insets.leading(along: axis)
        // The content may be longer than a configured length's bound (a million items of 120
        // points): the whole of it scrolls.
        let end = contentSize.length(along: axis).sanitizedLength + insets.trailing(along: axis)
        return lower...max(lower, end - context.viewportSize.length(along: axis))
    }

    /// The axis the content scrolls along: vertical unless only the horizontal one scrolls.
    ///
    /// - Complexity: O(1).
    static func scrollAxis(contentSize: Size, context: LayoutContext) -> Axis {
        let vertical = offsetRange(along: .vertical, contentSize: contentSize, context: context)
        let horizontal = offsetRange(along: .horizontal, contentSize: contentSize, context: context)
        return vertical.upperBound > vertical.lowerBound || horizontal.upperBound <= horizontal.lowerBound
            ? .vertical : .horizontal
    }
}
