/// Where a reader is in a collection, by item rather than by offset: the item at the viewport's
/// leading edge and how far into it the edge lies, or the end of the content the viewport is
/// kept at. Read it with ``CollectionHost/scrollAnchor`` and show it again with
/// ``CollectionHost/restore(_:)``, after a rotation, a new layout or a relaunch.
///
/// Its properties are plain values an app can persist as it likes (an item path, a number, an
/// optional end); the type has no coding of its own.
public struct ScrollAnchor: Hashable, Sendable {
    /// An end of the content along the scroll axis.
    public enum End: Hashable, Sendable {
        /// The top (or left) of the content, where item 0 is: the offset range's lower bound.
        case start
        /// The bottom (or right) of the content, where the last item is: the offset range's
        /// upper bound (the newest messages of a chat).
        case end
    }

    /// The item at the viewport's leading edge (top, or left for content that scrolls only
    /// sideways).
    public var item: ItemPath
    /// The distance, in points, of the viewport's leading edge past the item's leading edge:
    /// positive when the item starts above (or left of) the viewport, negative when the edge
    /// falls in the space before the item.
    public var distance: Double
    /// The end of the content the viewport was at, if any: ``CollectionHost/restore(_:)``
    /// shows that end instead of the item, so a chat read at its newest message shows the
    /// newest message again, however much arrived since.
    public var keptEnd: End?

    /// Creates an anchor showing `item` with the viewport's leading edge `distance` points past
    /// the item's leading edge, or the end `keptEnd` when given.
    public init(item: ItemPath, distance: Double, keptEnd: End? = nil) {
        self.item = item
        self.distance = distance
        self.keptEnd = keptEnd
    }
}
