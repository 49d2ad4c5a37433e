// MARK: - Restoring a scroll position by item

extension CollectionHost {
    /// Where the viewport is, by item (``ScrollAnchor``): the cell whose frame spans the
    /// viewport's leading edge along the scroll axis (the one with the smallest path when
    /// several do, the first of a grid's line), or else the cell nearest after that edge among
    /// those the viewport shows; with the end of the content the viewport is at, when the
    /// content scrolls and the offset lies within half a point of an end of its range. Nil when
    /// the viewport shows no cell.
    ///
    /// Positions are those of the layout's frames, before any transform.
    ///
    /// - Complexity: the layout's query for the viewport, plus O(k) for the k elements it returns.
    public var scrollAnchor: ScrollAnchor? {
        let axis = scrollAxis
        let edge = offset.value(along: axis)
        var best: (path: ItemPath, minimum: Double, spans: Bool)?
        for attributes in layout.attributes(in: viewport) where attributes.kind.isCell {
            let minimum = attributes.frame.min(along: axis)
            let spans = minimum <= edge && edge < attributes.frame.max(along: axis)
            let candidate = (path: attributes.path, minimum: minimum, spans: spans)
            guard let current = best else {
                best = candidate
                continue
            }
            if candidate.spans != current.spans {
                if candidate.spans { best = candidate }
            } else if candidate.spans
                ? candidate.path < current.path
                : (candidate.minimum, candidate.path) < (current.minimum, current.path)
            {
                best = candidate
            }
        }
        guard let best else { return nil }
        let range = offsetRange(along: axis)
        var keptEnd: ScrollAnchor.End?
        if range.upperBound > range.lowerBound {
            if edge >= range.upperBound - 0.5 {
                keptEnd = .end
            } else if edge <= range.lowerBound + 0.5 {
                keptEnd = .start
            }
        }
        return ScrollAnchor(item: best.path, distance: edge - best.minimum, keptEnd: keptEnd)
    }

    /// Shows `anchor` again: lays the layout out for the host's current data, viewport and
    /// layout, then scrolls (at once, stopping any scrolling in progress) so that the anchor's
    /// item has the viewport's leading edge `anchor.distance` points past its leading edge, or
    /// to the anchor's kept end. The host may be another one than the anchor's, with another
    /// layout or viewport.
    ///
    /// Bad input: an item past the data reads as the nearest item there is (a section past the
    /// last one as the last item, an item past its section's count as the section's last item,
    /// an empty section as the first item after it or else the last item); a non-finite
    /// distance reads as 0. The offset is then clamped to ``offsetRange(along:)``, so an item
    /// too near the end to reach the distance shows the end. With no item at all the host
    /// scrolls to the start.
    ///
    /// An item whose size is still estimated is placed where the layout estimates it. Sizes
    /// measured afterwards move the offset by the layout's
    /// ``CollectionLayout/contentOffsetAdjustment``, which keeps the first cell shown in place
    /// (in the stored top-to-bottom layouts): the anchor's item keeps its place, but a change of
    /// its own size is not corrected for. Restore again after the first measurements to land
    /// exactly.
    ///
    /// - Complexity: the layout's `prepare`, plus O(s) for the s sections.
    public mutating func restore(_ anchor: ScrollAnchor) {
        layOut()
        let axis = scrollAxis
        let range = offsetRange(along: axis)
        let crossRange = offsetRange(along: axis.cross)
        let cross = Swift.min(
            Swift.max(offset.value(along: axis.cross), crossRange.lowerBound), crossRange.upperBound)
        var main = range.lowerBound
        switch anchor.keptEnd {
        case .end:
            main = range.upperBound
        case .start:
            main = range.lowerBound
        case nil:
            if let path = Self.nearestItem(to: anchor.item, in: context.itemCounts),
                let frame = layout.attributes(at: path)?.frame
            {
                let distance = anchor.distance.isFinite ? anchor.distance : 0
                main = Swift.min(
                    Swift.max(frame.min(along: axis) + distance, range.lowerBound), range.upperBound)
            }
        }
        contentOffset = Point(along: axis, main: main, cross: cross)
        // The offset is where the anchor wants it: no resize or measurement adjustment of the
        // next frame moves it from there.
        scroller.isResized = false
        scroller.rangesBeforeReports = nil
    }

    /// The item of the data `counts` describe nearest `path`: `path` itself when it exists; a
    /// section before the first as the first item, one past the last as the last item, an item
    /// past its section's count as that section's last item, an empty section as the first item
    /// after it or else the last item. Nil when there is no item.
    static func nearestItem(to path: ItemPath, in counts: [Int]) -> ItemPath? {
        guard let last = EdgeReachTracker.lastItem(of: counts) else { return nil }
        guard path.section >= 0 else { return EdgeReachTracker.firstItem(of: counts) }
        guard path.section < counts.count else { return last }
        let count = counts[path.section]
        if count > 0 {
            return ItemPath(item: Swift.min(Swift.max(0, path.item), count - 1), section: path.section)
        }
        let next = counts[(path.section + 1)...].firstIndex { $0 > 0 }
        return next.map { ItemPath(item: 0, section: $0) } ?? last
    }
}
