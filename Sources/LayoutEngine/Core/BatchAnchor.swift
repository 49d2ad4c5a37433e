/// What a batch update keeps in place on screen, noted before the layout changes: the bottom of
/// a bottom-to-top layout (``VerticalLayoutDirection/bottomToTop``: the end of the content, or
/// the bottom-most cell shown), or the text being read (``ReadingAnchor``). One type for the
/// stored layouts' engines (the incremental driver of the flow and the waterfall, and the
/// compositional layout's own).
enum BatchAnchor: Sendable {
    /// The bottom, as the viewport saw it before the change.
    case bottom(UpdateTransition.BottomAnchor)
    /// The cells of the viewport of `context` (with the frames they had there), among which the
    /// text being read is found.
    case reading(visibleBefore: [LayoutAttributes], context: LayoutContext)

    /// How far the content offset moves, after the change, so that the anchor keeps its place
    /// on screen: ``UpdateTransition/BottomAnchor/adjustment(to:contentLength:axis:newPath:now:)``
    /// for the bottom, ``ReadingAnchor/adjustment(visibleBefore:in:axis:newPath:now:)`` for the
    /// text being read. `context` and `contentLength` (along `axis`) are those after the change;
    /// `newPath` maps an old path to the new one (nil when the cell did not survive); `now` gives
    /// a cell's attributes after the change.
    ///
    /// - Complexity: O(k log k) for the anchor's k cells, plus a look-up each.
    func adjustment(
        to context: LayoutContext, contentLength: Double, axis: Axis, newPath: (ItemPath) -> ItemPath?,
        now: (ItemPath) -> LayoutAttributes?
    ) -> Point {
        switch self {
        case .bottom(let bottom):
            bottom.adjustment(
                to: context, contentLength: contentLength, axis: axis, newPath: newPath, now: now)
        case .reading(let visibleBefore, let before):
            ReadingAnchor.adjustment(
                visibleBefore: visibleBefore, in: before, axis: axis, newPath: newPath, now: now)
        }
    }
}
