/// What a renderer needs from one frame of a ``CollectionHost``: the content offset, the
/// elements to show and how, and the changes since the last frame.
///
/// A renderer first re-keys the views of ``renamed`` (all at once: a batch may swap keys),
/// then returns the view of each element of ``disappeared`` to its reuse pool (keyed by the
/// element's kind), takes a view from the pool for each element of ``appeared``, applies
/// the attributes of every element of ``visible``, starts loading the data of ``prefetch``,
/// and measures the views of ``needsMeasurement``
/// (``CollectionHost/reportSize(_:for:)``).
///
/// The arrays are the host's own buffers, handed out without copying: drop the frame before
/// the next ``CollectionHost/advance(to:)`` and a steady frame allocates nothing; a frame kept
/// longer stays valid, and the host then fills new buffers.
public struct HostFrame: Sendable {
    /// The time the frame shows, in seconds.
    public var time: Double
    /// The content offset of the frame: the viewport's origin in content coordinates.
    public var contentOffset: Point
    /// The size of the whole content.
    public var contentSize: Size
    /// Every element shown, with its presentation attributes: the layout's elements in the
    /// viewport grown by the host's ``CollectionHost/overscan``, the elements still animating
    /// out, and the focused item. In no particular order; draw by `zIndex`. A departing
    /// element's attributes keep the path it had before the batch update.
    public var visible: [HostedElement]
    /// The views to re-key since the last frame, after batch updates renumbered their
    /// elements (``ElementRename``); empty without a batch update.
    public var renamed: [ElementRename]
    /// The elements shown in this frame that the last frame did not show.
    public var appeared: [ElementID]
    /// The elements the last frame showed that this frame does not.
    public var disappeared: [ElementID]
    /// Items about to enter the viewport in the direction of scrolling: cells within
    /// ``CollectionHost/prefetchDistance`` beyond the grown viewport, each listed once when it
    /// comes within that distance.
    public var prefetch: [ItemPath]
    /// Cells that appeared in this frame with an estimated size: measure their views and
    /// report the sizes with ``CollectionHost/reportSize(_:for:)``.
    public var needsMeasurement: [ElementID]
    /// Whether scrolling or an animation is still in progress: keep asking for frames while it
    /// is true. A scroll to an item (``CollectionHost/scrollToItem(at:position:animated:)``)
    /// is in progress, animated or not, until the item rests where its position asks with no
    /// cell left to measure: under estimated sizes, the frames after the call measure the cells
    /// around it and move the offset to its measured place.
    public var isAnimating: Bool
    /// Whether this is the one frame in which the viewport first came within
    /// ``CollectionHost/nearEdgeDistance`` of the content's start: load the previous page. See
    /// ``reachedEnd`` for when it is reported again.
    public var reachedStart = false
    /// Whether this is the one frame in which the viewport first came within
    /// ``CollectionHost/nearEdgeDistance`` of the content's end: load the next page.
    ///
    /// Reported once per approach: frames that scroll on within the distance do not report it
    /// again. It is reported again after the viewport leaves the distance and comes back, or
    /// after a batch update changes the item at that end (items appended after the last item,
    /// for ``reachedStart`` inserted before the first, or that item deleted), at the next frame
    /// within the distance. Content that fits the viewport reports both ends at its first
    /// frame.
    ///
    /// The ends are those of the scroll axis: the top and bottom of content that scrolls
    /// vertically, the left and right of content that scrolls only horizontally; content that
    /// scrolls both ways reports the vertical ends. The start is the top (or left), where item
    /// 0 is, and the end the bottom (or right), in every layout: a bottom-to-top layout
    /// (``VerticalLayoutDirection/bottomToTop``, a chat) keeps its items in order from the top,
    /// so its end is the newest messages at the bottom and its start the history above.
    public var reachedEnd = false

    /// Creates a frame.
    public init(
        time: Double, contentOffset: Point, contentSize: Size, visible: [HostedElement],
        renamed: [ElementRename] = [], appeared: [ElementID], disappeared: [ElementID], prefetch: [ItemPath],
        needsMeasurement: [ElementID], isAnimating: Bool
    ) {
        self.time = time
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.visible = visible
        self.renamed = renamed
        self.appeared = appeared
        self.disappeared = disappeared
        self.prefetch = prefetch
        self.needsMeasurement = needsMeasurement
        self.isAnimating = isAnimating
    }
}
