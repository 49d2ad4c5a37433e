/// What a host's frames are built from besides the layout: the area they show (the viewport
/// grown by the overscan, and the band ahead of it to prefetch), the buffers a frame hands out
/// with their per-frame bookkeeping, and which ends of the content frames have reported reached.
///
/// The host composes each frame by querying its layout for the ``grown(_:)`` viewport (and
/// the ``prefetchRect(beyond:offset:)`` band while scrolling) and showing elements through
/// ``buffers``; the builder keeps the settings and the state that outlive a frame.
struct FrameBuilder: Sendable {
    /// The per-frame bookkeeping and the frame's buffers.
    var buffers = FrameBuffers()
    /// Distance by which the viewport is grown on every side, as set
    /// (``CollectionHost/overscan``).
    var overscan = 0.0
    /// Distance ahead of the grown viewport within which cells are prefetched, as set
    /// (``CollectionHost/prefetchDistance``).
    var prefetchDistance: Double
    /// The offset of the last frame, whose difference to the current one gives the direction
    /// of scrolling.
    var lastFrameOffset = Point.zero
    /// The distance from an end of the content within which a frame reports it reached, as
    /// set (``CollectionHost/nearEdgeDistance``); nil for one viewport length.
    var nearEdgeDistance: Double?
    /// Which ends of the content frames have reported reached.
    var edgeReach = EdgeReachTracker()

    /// A builder that prefetches `prefetchDistance` ahead, with no overscan.
    init(prefetchDistance: Double) {
        self.prefetchDistance = prefetchDistance
    }
}

// MARK: - Areas

extension FrameBuilder {
    /// `viewport` grown by the overscan on every side (negative or non-finite overscan reads
    /// as 0): the elements in it are shown.
    ///
    /// - Complexity: O(1).
    func grown(_ viewport: Rect) -> Rect {
        let margin = overscan.boundedLength
        return viewport.insetBy(dx: -margin, dy: -margin)
    }

    /// The grown viewport extended by the prefetch distance on each side the content moves
    /// towards since the last frame (the offset went from ``lastFrameOffset`` to `offset`), or
    /// nil when it does not move (or prefetching is off).
    ///
    /// - Complexity: O(1).
    func prefetchRect(beyond grown: Rect, offset: Point) -> Rect? {
        let distance = prefetchDistance.boundedLength
        let dx = offset.x - lastFrameOffset.x
        let dy = offset.y - lastFrameOffset.y
        guard distance > 0, dx != 0 || dy != 0, !grown.isNull else { return nil }
        var minX = grown.minX
        var maxX = grown.maxX
        var minY = grown.minY
        var maxY = grown.maxY
        if dx > 0 { maxX += distance } else if dx < 0 { minX -= distance }
        if dy > 0 { maxY += distance } else if dy < 0 { minY -= distance }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

// MARK: - Reaching the ends

extension FrameBuilder {
    /// The distance from an end of the content within which the viewport reaches it: the one
    /// set, or `viewportLength` (the viewport's length along the scroll axis) when none is.
    func effectiveNearEdgeDistance(viewportLength: Double) -> Double {
        guard let distance = nearEdgeDistance else { return viewportLength }
        return distance.boundedLength
    }

    /// Steps the ends' tracker with a frame whose offset along the scroll axis is `position`
    /// in the offset range `range`, in a viewport `viewportLength` long along that axis;
    /// returns which ends the frame reached.
    ///
    /// - Complexity: O(1).
    mutating func reachedEnds(at position: Double, in range: ClosedRange<Double>, viewportLength: Double)
        -> (start: Bool, end: Bool)
    {
        edgeReach.step(
            startDistance: max(0, position - range.lowerBound),
            endDistance: max(0, range.upperBound - position),
            within: effectiveNearEdgeDistance(viewportLength: viewportLength))
    }
}
