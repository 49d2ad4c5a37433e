/// An item the user drags to a new place (``CollectionHost/beginInteractiveMovement(at:)``).
struct InteractiveMovement: Sendable {
    /// Where the item was when the movement began.
    var original: ItemPath
    /// Where the item is in the arrangement the host shows.
    var current: ItemPath
    /// The item counts when the movement began.
    var originalCounts: [Int]
    /// The pointer's offset from the item's frame origin when the movement began.
    var grab: Point
    /// The pointer, in viewport coordinates.
    var pointer: Point
    /// The time the view last scrolled towards the edge the pointer is near; nil until the
    /// host is next given a time (the movement began without one).
    var lastScrollTime: Double?
}
