// MARK: - CollectionLayout

extension CircularFanLayout: CollectionLayout {
    /// Sets the wheel up for `context`: counts the items, centres the frame in the viewport and
    /// turns the wheel to the content offset (rules 1–6 of the type's documentation).
    ///
    /// Nothing is stored per item: every item's attributes are a function of a few numbers. A
    /// plain prepare zeroes ``contentOffsetAdjustment`` (but for a new viewport size, after which
    /// it keeps the item at the top upright there); one that changes more than the content
    /// offset also ends the transition of the last batch update (rule 11): the appearing and disappearing
    /// queries then answer the current attributes.
    ///
    /// - Complexity: O(1) for a scroll; O(sections) for a resize or when the item counts change.
    public mutating func prepare(_ context: LayoutContext) {
        // A new viewport size for the same items keeps the item at the top upright there.
        let keptTop =
            wheel.viewport.size != context.viewportSize && wheel.itemCounts == context.itemCounts
            ? wheel.topIndex : nil
        wheel.prepare(context, layout: self)
        update.notePrepare(context)
        if let keptTop {
            let kept = wheel.turnOffset(ofContentOffset: wheel.offset(atTopIndex: keptTop))
            update.viewportAdjustment = Point(
                along: wheel.axis, main: kept - wheel.viewport.min(along: wheel.axis), cross: 0)
        }
    }

    /// `count × itemSize.width` wide and as tall as the viewport (rule 2); for a vertical fan
    /// `count × itemSize.height` tall and as wide as the viewport (rule 14).
    ///
    /// - Complexity: O(1).
    public var contentSize: Size {
        let axis = wheel.axis
        return Size(
            along: axis, main: Double(wheel.count) * wheel.itemSize.length(along: axis),
            cross: wheel.viewport.length(along: axis.cross))
    }

    /// The items on the wheel whose visual (rotated) bounds intersect `rect`.
    ///
    /// The candidates come from the rect (the arcs of the circle of item centres that lie within
    /// the rect grown by half an item diagonal, clipped to the turn `[-π, π)`), then each one is
    /// tested exactly, so the result equals a filter over every item's `visualBounds`. Only the
    /// candidates' attributes are built. A null rect, or one with NaN coordinates, returns
    /// nothing.
    ///
    /// - Complexity: O(k + m), where k is the number of elements returned and m the number of
    ///   items whose centre lies within half an item diagonal of the rect's edges (a few for a
    ///   viewport); independent of the number of items.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for range in wheel.candidateRanges(in: rect) {
            for item in range {
                guard let attributes = wheel.attributes(ofItem: item),
                    attributes.visualBounds.intersects(rect)
                else { continue }
                result.append(attributes)
            }
        }
        return result
    }

    /// The cell at `path`, or nil when there is no such item or it is not on the wheel at this
    /// offset (its angle outside `[-π, π)`, rule 7).
    ///
    /// - Complexity: O(log sections).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        wheel.item(at: path).flatMap(wheel.attributes(ofItem:))
    }
}

// MARK: - Angles

extension CircularFanLayout {
    /// The angle of the item at `path` at the prepared offset, in radians (positive turns
    /// clockwise), whether or not it is on the wheel; nil when the path names no item. Always
    /// finite: an angle that huge inputs would take past the largest `Double` is
    /// ±`greatestFiniteMagnitude` (far off the wheel). A vertical or a mirrored fan turns its
    /// items the other way (rules 14 and 15): its angles are those of its horizontal,
    /// left-to-right twin negated (a vertical mirrored fan's are the twin's).
    ///
    /// - Complexity: O(1).
    public func angle(at path: ItemPath) -> Double? {
        guard let item = wheel.item(at: path) else { return nil }
        let angle = wheel.angle(ofItem: item)
        return (wheel.axis == .vertical) == wheel.isMirrored ? angle : -angle
    }

    /// The number of candidates `attributes(in: rect)` tests (a test hook: the visible range's
    /// size, which must stay O(visible) whatever the number of items).
    ///
    /// - Complexity: O(m), as `attributes(in:)`.
    package func _candidateCount(in rect: Rect) -> Int {
        wheel.candidateRanges(in: rect).reduce(0) { $0 + $1.count }
    }
}
