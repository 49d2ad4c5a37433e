// MARK: - Keyboard focus

extension CollectionHost {
    /// Moves the focus as a focus engine does and scrolls the newly focused item into view
    /// (``ScrollPosition/nearest``, animated); returns the focused item.
    ///
    /// Without a focused item, the arrows and page keys focus the first item the viewport
    /// shows. The arrows pick, among the items that lie in that direction, the one a focus
    /// engine picks: items in the focused item's beam (overlapping it across the direction)
    /// first, then the least `13 · d² + c²` for a distance `d` along the direction and an
    /// offset `c` between centres across it — Android's `FocusFinder` rule (its candidates, and
    /// its weighted distance `13 * majorAxisDistance² + minorAxisDistance²`). An arrow with no
    /// item in its direction keeps the focus. The page keys pick the item nearest the point one
    /// visible area (the viewport less its insets) away from the focused item's centre along
    /// the axis the content scrolls, home and end the first and the last item. Distances are
    /// measured between the items as drawn (their visual bounds, through their transforms), so
    /// the arrows follow the circular fan's turned cards.
    ///
    /// The focused item stays in ``HostFrame/visible`` when it scrolls away (so that its view
    /// keeps the focus), and follows its item through batch updates and snapshots; when one
    /// deletes it, the focus goes to the item now at its place, or to the one before it when
    /// it was the last.
    ///
    /// The scroll starts at the next time the host is given, as that of
    /// ``scrollToItem(at:position:animated:)``.
    ///
    /// The rule is ``FocusFinder``'s, applied to the host's layout at the current offset.
    ///
    /// - Complexity: a few rect queries of the layout near the focused item, about a visible
    ///   area long each (more while nothing is found, each twice as long as the last).
    @discardableResult
    public mutating func moveFocus(_ direction: FocusDirection) -> ItemPath? {
        guard
            let target = FocusFinder.target(
                moving: direction, from: focusedItem, in: layout, context: currentContext)
        else {
            return focusedItem
        }
        focusedItem = target
        scrollToItem(at: target, position: .nearest, animated: true)
        return target
    }
}
