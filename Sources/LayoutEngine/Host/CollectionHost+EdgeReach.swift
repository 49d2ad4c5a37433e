// MARK: - Load more: reaching the ends of the content

extension CollectionHost {
    /// The distance, in points, from an end of the content within which the viewport reaches
    /// that end (``HostFrame/reachedStart``, ``HostFrame/reachedEnd``): the distance
    /// ``nearEdgeDistance`` sets, or one viewport length along the scroll axis when it is nil.
    public var effectiveNearEdgeDistance: Double {
        frames.effectiveNearEdgeDistance(viewportLength: context.viewportSize.length(along: scrollAxis))
    }

    /// Steps the ends' tracker with the offset of the frame being composed and returns which
    /// ends it reached.
    mutating func reachedEnds() -> (start: Bool, end: Bool) {
        let axis = scrollAxis
        let range = offsetRange(along: axis)
        return frames.reachedEnds(
            at: offset.value(along: axis), in: range, viewportLength: context.viewportSize.length(along: axis)
        )
    }
}
