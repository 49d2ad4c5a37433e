/// Where ``CollectionHost/moveFocus(_:)`` moves the keyboard focus: by geometry for the
/// arrows, a screenful for the page keys, to an end for home and end.
public enum FocusDirection: Hashable, Sendable, CaseIterable {
    /// The nearest item above.
    case up
    /// The nearest item below.
    case down
    /// The nearest item to the left.
    case left
    /// The nearest item to the right.
    case right
    /// The item about one visible area before, along the scroll axis.
    case pageUp
    /// The item about one visible area after, along the scroll axis.
    case pageDown
    /// The first item.
    case home
    /// The last item.
    case end
}
