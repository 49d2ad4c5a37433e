/// A headless collection view: a layout, a viewport scrolled over it, and the state a renderer
/// needs to show it, frame by frame.
///
/// The host does what `UICollectionView` does around its layout, with no view, no thread and no
/// clock: time is passed in (seconds, any origin), so every behaviour is a function of its
/// input and runs the same on every platform. A renderer creates the host with a layout, asks
/// it for a frame on every display refresh with ``advance(to:)``, and draws the frame's
/// elements: a view per ``ElementID``, taken from a reuse pool when the element appears and
/// returned when it disappears.
///
/// ```swift
/// var host = CollectionHost(
///     layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
///     viewportSize: Size(width: 390, height: 844), itemCounts: [1_000])
/// host.contentOffset.y = 2_000
/// let frame = host.advance(to: 0)
/// ```
///
/// What the host adds to a layout:
/// 1. Frames: the elements in the viewport grown by ``overscan``, the ones that appeared and
///    disappeared since the last frame, and the cells to prefetch (``HostFrame``).
/// 2. Scrolling like `UIScrollView`: the content follows a dragging finger
///    (``touchBegan(at:time:)``, ``touchMoved(to:time:)``), rubber-bands past its edges,
///    decelerates after a flick (``touchEnded(at:time:)``, ``decelerationRate``) to where the
///    layout wants it to rest, bounces and springs back; a wheel scrolls at once
///    (``scroll(by:)``).
/// 3. Scrolling to an item: ``scrollToItem(at:position:animated:)`` with UIKit's positions and
///    ``ScrollPosition/nearest``, clear of the content insets and pinned headers, resolved
///    again every frame until the item rests where asked (estimated sizes measured on the way).
/// 4. Measurement without jumps: cells that appear with an estimated size are listed in
///    ``HostFrame/needsMeasurement``; sizes reported with ``reportSize(_:for:)`` reach the
///    layout, and the next frame moves the offset by the layout's
///    ``CollectionLayout/contentOffsetAdjustment`` so that the text being read (the first cell
///    whose leading edge the last frame drew on screen) keeps its place on screen: cells before
///    it grow out of sight; a viewport at the end of the content stays there
///    (``keepsEndVisible``).
/// 5. Batch updates, animated: ``performBatchUpdates(_:itemCounts:animated:time:)`` renames the
///    views of the elements that survive, animates every element from where it is to where the
///    layout puts it over ``animationDuration``, and lets deleted ones animate out.
/// 6. Hit testing through transforms: ``element(at:)``.
/// 7. Keyboard focus: ``focusedItem`` and ``moveFocus(_:)``, by geometry as a focus engine
///    moves it.
/// 8. Accessibility order: ``accessibilityOrder(in:)``.
/// 9. Interactive reordering: ``beginInteractiveMovement(at:)``,
///    ``updateInteractiveMovement(to:time:)``, ``endInteractiveMovement()`` and
///    ``cancelInteractiveMovement()``.
/// 10. Loading more: ``HostFrame/reachedStart`` and ``HostFrame/reachedEnd`` when the viewport
///    comes within ``nearEdgeDistance`` of an end of the content.
/// 11. Restoring a scroll position by item: ``scrollAnchor`` and ``restore(_:)``.
/// 12. Data by identity: ``apply(_:from:animated:time:)`` performs the batch between two
///    ``CollectionSnapshot``s, so views follow their items.
///
/// The layout stays a value the host holds (``layout``); change it, or its configuration, and
/// the next frame lays it out again.
public struct CollectionHost<Layout: CollectionLayout> {
    /// The layout the host shows. Changing it (or its configuration) lays it out again at the
    /// next frame.
    public var layout: Layout

    /// What the layout was last prepared with (its bounds' origin is the offset of the last
    /// frame); the host keeps one counts array, so that a scroll frame never compares counts.
    var context: LayoutContext
    /// The offset, what scrolls it, the scrolling settings, and the sizes changed since the
    /// last frame.
    var scroller = HostScroller()
    /// The time of the last frame or event, and the starts waiting for the next time.
    var clock = HostClock()
    /// The frame's buffers, the areas frames show and prefetch, and the ends they reached.
    var frames: FrameBuilder
    /// The elements' animations after batch updates and while an item is dragged, and the
    /// identities of departing elements.
    var animator = UpdateAnimator()

    /// The item being dragged to a new place, if any.
    var movement: InteractiveMovement?

    /// The item with the keyboard focus, if any (``moveFocus(_:)``). It stays in
    /// ``HostFrame/visible`` while it is scrolled away, so that its view keeps the focus, and
    /// follows its item through batch updates (a deleted one hands the focus to the item that
    /// takes its place, if any).
    public var focusedItem: ItemPath?

    /// Creates a host showing `layout` in a viewport of `viewportSize`, scrolled to the top,
    /// for the data `itemCounts` describes (items per section), and prepares the layout.
    ///
    /// - Complexity: that of the layout's first `prepare`.
    public init(layout: Layout, viewportSize: Size, itemCounts: [Int]) {
        self.layout = layout
        context = LayoutContext(viewportSize: viewportSize, itemCounts: itemCounts)
        frames = FrameBuilder(prefetchDistance: max(context.viewportSize.width, context.viewportSize.height))
        self.layout.prepare(context)
    }
}

extension CollectionHost: Sendable where Layout: Sendable {}

// MARK: - State

extension CollectionHost {
    /// The point of the content shown at the viewport's top-left corner. Setting it stops any
    /// scrolling in progress (as `UIScrollView.contentOffset` does) and moves the viewport
    /// there at the next frame, unclamped; non-finite coordinates read as 0.
    public var contentOffset: Point {
        get { offset }
        set {
            // An offset set after sizes were reported is the app's reading of the content as it
            // is now: the next frame judges it (inside the content, at its end) by the ranges now.
            if scroller.rangesBeforeReports != nil { noteRangesBeforeChange(replacing: true) }
            scroller.jump(to: Point(x: newValue.x.sanitizedOffset, y: newValue.y.sanitizedOffset))
        }
    }

    /// The size of the whole content, as the layout last computed it.
    public var contentSize: Size { layout.contentSize }

    /// The size of the viewport. A change lays the layout out again at the next frame (a
    /// resize), which moves the offset by the layout's ``CollectionLayout/contentOffsetAdjustment``
    /// (the stored layouts keep the first cell shown at its place from the viewport's leading
    /// edge). Negative or non-finite extents read as 0.
    public var viewportSize: Size {
        get { context.bounds.size }
        set {
            guard newValue.bounded != context.bounds.size else { return }
            // The next frame judges the offset by the ranges of the viewport it was shown in.
            noteRangesBeforeChange()
            scroller.isResized = true
            // A new viewport keeps the first cell shown (the layout's rule), not a batch's.
            scroller.readingCellAfterBatch = nil
            context.bounds.size = newValue.bounded
        }
    }

    /// The number of items in each section, as the layout last laid them out. Change them with
    /// ``performBatchUpdates(_:itemCounts:animated:time:)``.
    public var itemCounts: [Int] { context.itemCounts }

    /// Space kept around the content (UIKit's adjusted content inset): the offset ranges from
    /// `-contentInsets.top` (and `.left`) to the content's end plus the bottom (and right)
    /// inset less the viewport. A change lays the layout out again at the next frame.
    public var contentInsets: EdgeInsets {
        get { context.contentInsets }
        set { context.contentInsets = newValue.bounded }
    }

    /// Distance, in points, by which the viewport is grown on every side to decide which
    /// elements are shown: elements within it get their views before they scroll in. Negative
    /// or non-finite values read as 0.
    public var overscan: Double {
        get { frames.overscan }
        set { frames.overscan = newValue }
    }

    /// Distance, in points, ahead of the grown viewport in the direction of scrolling within
    /// which cells are listed in ``HostFrame/prefetch``: the viewport's longer side by default.
    /// Negative or non-finite values read as 0, which turns prefetching off.
    public var prefetchDistance: Double {
        get { frames.prefetchDistance }
        set { frames.prefetchDistance = newValue }
    }

    /// The distance, in points, from an end of the content within which the viewport reaches
    /// that end and a frame reports it (``HostFrame/reachedStart``, ``HostFrame/reachedEnd``):
    /// load the next page then. Nil by default, which reads as one viewport length along the
    /// scroll axis (``effectiveNearEdgeDistance``); negative or non-finite values read as 0
    /// (the viewport must touch the end).
    public var nearEdgeDistance: Double? {
        get { frames.nearEdgeDistance }
        set { frames.nearEdgeDistance = newValue }
    }

    /// How long animations last, in seconds: batch updates, animated scrolls to an item, the
    /// moves that make room while an item is dragged to a new place. 0.3 by default; negative
    /// or non-finite values read as 0 (no animation).
    public var animationDuration: Double {
        get { animator.duration }
        set { animator.duration = newValue }
    }

    /// How quickly the content slows down after a flick (``DecelerationRate/normal`` by
    /// default, as `UIScrollView`).
    public var decelerationRate: DecelerationRate {
        get { scroller.decelerationRate }
        set { scroller.decelerationRate = newValue }
    }

    /// Whether a viewport scrolled to the end of the content stays at the end when the content
    /// grows: appended items, measured or growing cells (a chat or a log). False by default.
    public var keepsEndVisible: Bool {
        get { scroller.keepsEndVisible }
        set { scroller.keepsEndVisible = newValue }
    }

    /// Whether the content rubber-bands past its edges and bounces back (`UIScrollView.bounces`,
    /// true by default). When false, dragging and flicking stop at the edges.
    public var bounces: Bool {
        get { scroller.bounces }
        set { scroller.bounces = newValue }
    }

    /// Whether the content can be dragged and bounce vertically even when it is no taller than
    /// the viewport (`UIScrollView.alwaysBounceVertical`, false by default).
    public var alwaysBounceVertical: Bool {
        get { scroller.alwaysBounceVertical }
        set { scroller.alwaysBounceVertical = newValue }
    }

    /// Whether the content can be dragged and bounce horizontally even when it is no wider than
    /// the viewport (`UIScrollView.alwaysBounceHorizontal`, false by default).
    public var alwaysBounceHorizontal: Bool {
        get { scroller.alwaysBounceHorizontal }
        set { scroller.alwaysBounceHorizontal = newValue }
    }

    /// The content offset, which may lie outside the content while it rubber-bands (the
    /// scroller's).
    var offset: Point {
        get { scroller.offset }
        set { scroller.offset = newValue }
    }

    /// The time of the last frame or event (the clock's).
    var time: Double { clock.time }

    /// The viewport at the current content offset.
    public var viewport: Rect { Rect(origin: offset, size: context.viewportSize) }
}
