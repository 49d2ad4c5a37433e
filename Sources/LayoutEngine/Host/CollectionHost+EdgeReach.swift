// MARK: - Load more: reaching the ends of the content

extension CollectionHost {
    /// The distance, in points, from an end of the content within which the viewport reaches
    /// that end (``HostFrame/reachedStart``, ``HostFrame/reachedEnd``): the distance
    /// ``nearEdgeDistance`` sets, or one viewport length along the scroll axis when it is nil.
    public var effectiveNearEdgeDistance: Double {
        guard let distance = nearEdgeDistance else {
            return context.viewportSize.length(along: scrollAxis)
        }
        return distance.boundedLength
    }

    /// Steps the ends' tracker with the offset of the frame being composed and returns which
    /// ends it reached.
    mutating func reachedEnds() -> (start: Bool, end: Bool) {
        let axis = scrollAxis
        let range = offsetRange(along: axis)
        let position = offset.value(along: axis)
        return edgeReach.step(
            startDistance: max(0, position - range.lowerBound),
            endDistance: max(0, range.upperBound - position),
            within: effectiveNearEdgeDistance)
    }
}
