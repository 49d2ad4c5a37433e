/// The scrolling of a host's content, as `UIScrollView` scrolls: the content offset, what moves
/// it (the finger dragging it, a motion on each axis, the sideways bands' motions, a scroll to
/// an item), the scrolling settings, and what the next frame must know of sizes that changed
/// since the last one.
///
/// The host steps it frame by frame against its layout (drag, deceleration, bounce, bands,
/// animated scrolls live in the host's scrolling extensions, which need the layout's ranges
/// and resting places); the scroller holds the state and the rules that need nothing else.
struct HostScroller: Sendable {
    /// The drag in progress.
    struct Drag: Sendable {
        /// Where the finger went down, in viewport coordinates.
        var startPoint: Point
        /// The content offset when it went down, with any rubber band undone: the offset the
        /// finger moves without resistance.
        var startOffset: Point
        /// Where the finger is.
        var lastPoint: Point
        /// The finger's last samples.
        var tracker = TouchVelocityTracker()
        /// The sideways-scrolling band the finger went down in, if any.
        var band: Int?
        /// The axis that band scrolls along.
        var bandAxis = Axis.horizontal
        /// That band's offset when the finger went down.
        var bandStartOffset = 0.0
        /// Whether the drag scrolls the band (decided by its first move: mostly across the
        /// layout's scroll axis), the content (false), or is undecided (nil).
        var movesBand: Bool?
    }

    /// The drag in progress, if any.
    var drag: Drag?
    /// The motion of the horizontal offset, if any.
    var x: AxisMotion?
    /// The motion of the vertical offset, if any.
    var y: AxisMotion?
    /// The motions of sideways-scrolling bands' offsets, by section.
    var bands: [Int: AxisMotion] = [:]
    /// How far past its offset range each band rubber-banded past an edge is shown, by
    /// section, in offset units (negative before the range's start): the layout holds the
    /// band at its edge, and the host moves the band's cells on by this much.
    var bandOvershoots: [Int: Double] = [:]
    /// The axis the bands scroll along (across the layout's), as the last drag in a band
    /// found it.
    var bandAxis = Axis.horizontal
    /// The item a scroll to an item brings where its position asks, re-resolved every frame
    /// until it rests there; nil when there is none.
    var target: ScrollTarget?

    /// The content offset, which may lie outside the content while it rubber-bands.
    var offset = Point.zero
    /// The offset ranges along x and y when the first size since the last frame was reported,
    /// or the viewport first resized (along an axis the app or a wheel set the offset along
    /// since, as it set it); nil when neither happened. The next frame applies the layout's
    /// offset adjustment when a size was reported, and judges whether the offset was inside
    /// the content or at its end by these ranges: a layout may lay out again as soon as a size
    /// is reported, before the frame, and a new viewport size applies at once.
    var rangesBeforeReports: (x: ClosedRange<Double>, y: ClosedRange<Double>)?
    /// Whether the viewport's size changed since the last frame: the next frame applies the
    /// layout's offset adjustment.
    var isResized = false
    /// The cell being read that the last batch kept in place, while no frame has drawn it
    /// since: sizes reported before that frame keep it in place, instead of the cell the
    /// layout finds in the viewport it last laid out (the one before the batch's offset
    /// adjustment). Nil when no batch kept one since the last frame, or the viewport resized.
    var readingCellAfterBatch: KeptReadingCell?

    /// How quickly the content slows down after a flick (``CollectionHost/decelerationRate``).
    var decelerationRate = DecelerationRate.normal
    /// Whether a viewport at the end of the content stays there when the content grows
    /// (``CollectionHost/keepsEndVisible``).
    var keepsEndVisible = false
    /// Whether the content rubber-bands past its edges (``CollectionHost/bounces``).
    var bounces = true
    /// Whether the content bounces vertically even when it is no taller than the viewport
    /// (``CollectionHost/alwaysBounceVertical``).
    var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it is no wider than the viewport
    /// (``CollectionHost/alwaysBounceHorizontal``).
    var alwaysBounceHorizontal = false

    /// The motion along `axis`.
    subscript(axis: Axis) -> AxisMotion? {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// Stops both motions, and the scroll to an item.
    mutating func stopMotions() {
        x = nil
        y = nil
        target = nil
    }
}

// MARK: - Rules of the scroller's own

extension HostScroller {
    /// Whether the content moves on after the finger lifted: decelerating, bouncing or
    /// springing back.
    var isDecelerating: Bool { x != nil || y != nil }

    /// Whether the content drags and bounces along `axis` even when it does not scroll there:
    /// it bounces, and always along that axis.
    func bouncesAlways(along axis: Axis) -> Bool {
        bounces && (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    /// Moves the offset to `moved` as an app setting it does: every motion and the scroll to
    /// an item stop, and a finger dragging the content goes on dragging it from there (the
    /// drag's start moves with the offset).
    mutating func jump(to moved: Point) {
        stopMotions()
        if var drag {
            drag.startOffset.x += moved.x - offset.x
            drag.startOffset.y += moved.y - offset.y
            self.drag = drag
        }
        offset = moved
    }

    /// Whether sizes changed since the last frame (reported sizes, or a new viewport): the
    /// next frame applies the layout's offset adjustment.
    var hasSizeChanges: Bool { rangesBeforeReports != nil || isResized }

    /// Forgets the sizes that changed since the last frame; returns whether any had.
    mutating func takeSizeChanges() -> Bool {
        defer {
            rangesBeforeReports = nil
            isResized = false
        }
        return hasSizeChanges
    }
}
