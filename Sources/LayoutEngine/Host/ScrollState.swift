/// What scrolls a host's content: the finger dragging it, or a motion on each axis.
struct ScrollState: Sendable {
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
