import LayoutEngine

/// What the reader reads in a frame, taken from what the frame draws: the first cell, in
/// reading order (the smallest leading edge along `axis`, then the smallest path), whose drawn
/// leading edge lies on screen, and that edge's distance from the viewport's leading edge.
///
/// The oracle of the reading position: it knows nothing of the host's anchor, only the frame a
/// renderer draws.
struct ReadingMark: Equatable {
    var id: ElementID
    var screenPosition: Double

    /// The mark of `frame`, whose viewport is `viewportSize` long, by the frames `frameOf`
    /// gives its elements (where they are drawn by default); nil when no cell's leading edge is
    /// on screen.
    init?(
        _ frame: HostFrame, viewportSize: Size, axis: Axis,
        frameOf: (HostedElement) -> Rect? = { $0.attributes.frame }
    ) {
        let start = frame.contentOffset.value(along: axis)
        let end = start + viewportSize.length(along: axis)
        var best: (id: ElementID, edge: Double)?
        for element in frame.visible where element.id.kind == .cell && !element.id.isDeparting {
            guard let edge = frameOf(element)?.min(along: axis), edge >= start, edge < end else { continue }
            if let current = best {
                guard edge < current.edge || edge == current.edge && element.id.path < current.id.path else {
                    continue
                }
            }
            best = (element.id, edge)
        }
        guard let best else { return nil }
        id = best.id
        screenPosition = best.edge - start
    }
}

/// Where `frame` draws the leading edge of `id` along `axis`, from the viewport's leading
/// edge; nil when it does not draw it.
func screenPosition(of id: ElementID, in frame: HostFrame, axis: Axis) -> Double? {
    guard let element = frame.visible.first(where: { $0.id == id }) else { return nil }
    return element.attributes.frame.min(along: axis) - frame.contentOffset.value(along: axis)
}
