/// The item a ``CollectionHost/scrollToItem(at:position:animated:)`` brings where its position
/// asks, kept until the item rests there.
struct ScrollTarget: Sendable {
    /// The item.
    var path: ItemPath
    /// Where it is brought.
    var position: ScrollPosition
    /// The time of the last frame that resolved it; nil before its first frame.
    var resolvedAt: Double?
}
