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
    }

    /// The drag in progress, if any.
    var drag: Drag?
    /// The motion of the horizontal offset, if any.
    var x: AxisMotion?
    /// The motion of the vertical offset, if any.
    var y: AxisMotion?

    /// The motion along `axis`.
    subscript(axis: Axis) -> AxisMotion? {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// Stops both motions.
    mutating func stopMotions() {
        x = nil
        y = nil
    }
}
