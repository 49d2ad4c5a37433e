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
    /// is true.
    public var isAnimating: Bool

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
