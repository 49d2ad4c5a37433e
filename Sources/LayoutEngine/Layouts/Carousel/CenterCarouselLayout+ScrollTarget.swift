// MARK: - Scrolling to an item

extension CenterCarouselLayout {
    /// The content offset that shows the item at `path`, always one at which an item rests in
    /// the centre (rule 7) or the current one.
    ///
    /// For ``ScrollPosition/nearest`` along the scroll axis: the current offset of `context`
    /// when the item's visual (scaled or turned) bounds lie inside the visible area (the
    /// viewport less the content insets) there; otherwise the resting offset nearest the
    /// current offset at which they do, or the one that centres the item when none does. For
    /// every other position, the offset that centres the item (``contentOffset(centering:)``):
    /// the carousel comes to rest only with an item in the centre. Nil when the path names no
    /// item.
    ///
    /// - Complexity: O(log s) for s sections, plus O(k) for ``ScrollPosition/nearest``, where
    ///   k is the number of items the viewport shows.
    public func contentOffset(showing path: ItemPath, position: ScrollPosition, in context: LayoutContext)
        -> Point?
    {
        guard let centred = contentOffset(centering: path), let index = state.item(at: path) else {
            return nil
        }
        let axis = state.geometry.axis
        guard position.alignment(along: axis) == .nearest else { return centred }
        let slot = slot(ofItem: index)
        let now = context.contentOffset
        let insets = context.contentInsets
        if shows(slot, at: now.value(along: axis), insets: insets) { return now }
        let page = state.geometry.page
        let resting = RestingScrollTarget.nearestRestingIndex(
            toward: now.value(along: axis) / page, showing: slot, in: 0...(state.slotCount - 1)
        ) { resting in
            shows(slot, at: Double(resting) * page, insets: insets)
        }
        return Point(along: axis, main: Double(resting) * page, cross: 0)
    }

    /// Whether the item in `slot`, drawn at content offset `offset` along the axis, has its
    /// visual bounds inside the viewport there less `insets`.
    func shows(_ slot: Int, at offset: Double, insets: EdgeInsets) -> Bool {
        var probe = self
        probe.state.offset = offset
        let geometry = state.geometry
        let viewport = Rect(
            along: geometry.axis, main: offset, cross: 0,
            mainLength: geometry.viewport.length(along: geometry.axis),
            crossLength: geometry.viewport.length(along: geometry.axis.cross))
        return RestingScrollTarget.shows(
            probe.attributes(slot: slot).visualBounds, in: viewport.inset(by: insets))
    }
}
