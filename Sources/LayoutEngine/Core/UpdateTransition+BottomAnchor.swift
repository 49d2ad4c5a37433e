// MARK: - Anchoring from the bottom

extension UpdateTransition {
    /// The content as the viewport saw it before a change, for anchoring a bottom-to-top layout
    /// (see ``VerticalLayoutDirection/bottomToTop``).
    struct BottomAnchor: Sendable {
        /// The cells the viewport showed before the change.
        var visibleCells: [LayoutAttributes]
        /// The context before the change.
        var context: LayoutContext
        /// The content's length along the axis before the change.
        var contentLength: Double

        /// Whether the viewport showed the end of the content, to half a point: then it stays at
        /// the end.
        func isAtEnd(along axis: Axis) -> Bool {
            let offset = context.contentOffset.value(along: axis)
            return offset >= Self.endOffset(context, contentLength: contentLength, along: axis) - 0.5
        }

        /// How far the content offset moves, after the change, so that what the viewport showed
        /// keeps its place from the viewport's far edge: the end of the content when the
        /// viewport was at the end; otherwise the surviving cell that reached furthest along
        /// `axis` (the larger path on a tie), whose far edge keeps its distance from the
        /// viewport's far edge, whatever the viewport's new length. Zero when no cell survived.
        /// `newPath` maps an old path to the new one (nil when the cell did not survive); `now`
        /// gives a cell's attributes after the change.
        ///
        /// - Complexity: O(k log k) for k cells, plus the look-ups.
        func adjustment(
            to context: LayoutContext, contentLength: Double, axis: Axis, newPath: (ItemPath) -> ItemPath?,
            now: (ItemPath) -> LayoutAttributes?
        ) -> Point {
            let offset = self.context.contentOffset.value(along: axis)
            var delta = 0.0
            if isAtEnd(along: axis) {
                delta = Self.endOffset(context, contentLength: contentLength, along: axis) - offset
            } else {
                let growth =
                    context.viewportSize.length(along: axis) - self.context.viewportSize.length(along: axis)
                let furthestFirst = visibleCells.sorted {
                    let (first, second) = ($0.frame.max(along: axis), $1.frame.max(along: axis))
                    return first != second ? first > second : $1.path < $0.path
                }
                for old in furthestFirst {
                    guard let path = newPath(old.path), let new = now(path) else { continue }
                    delta = new.frame.max(along: axis) - old.frame.max(along: axis) - growth
                    break
                }
            }
            return axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
        }

        /// The offset along `axis` that shows the end of `contentLength` in the viewport of
        /// `context`: the content's end plus the far inset, less the viewport's length, and never
        /// before the near inset's start.
        static func endOffset(_ context: LayoutContext, contentLength: Double, along axis: Axis) -> Double {
            let insets = context.contentInsets.bounded
            let (near, far) = axis == .vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
            return max(-near, contentLength + far - context.viewportSize.length(along: axis))
        }
    }
}

extension LayoutContext {
    /// The viewport's length along `axis`, less the content insets at both of its ends (never
    /// below zero).
    func visibleLength(along axis: Axis) -> Double {
        let insets = contentInsets.bounded
        let ends = axis == .vertical ? insets.vertical : insets.horizontal
        return max(0, viewportSize.length(along: axis) - ends)
    }
}
