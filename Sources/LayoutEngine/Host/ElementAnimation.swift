/// An element moving between two sets of attributes after a batch update, paced by UIKit's
/// ease-in ease-out curve.
///
/// Attributes are in content coordinates. The target follows the layout while the element is
/// in it (a carousel's transforms change as it scrolls, so the animation retargets each frame
/// without a snap); a departing element, or one the layout no longer reports, goes to the
/// target it was given.
struct ElementAnimation: Sendable {
    /// Where the element starts.
    var from: LayoutAttributes
    /// Where it ends, as last known: updated every frame from the layout when it reports the
    /// element.
    var target: LayoutAttributes
    /// When the animation started, in seconds.
    var startTime: Double
    /// How long it lasts, in seconds.
    var duration: Double

    /// The eased fraction of the way covered at `time`.
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return TimingCurve.easeInEaseOut.value(at: (time - startTime) / duration)
    }

    /// Whether the animation is over at `time`.
    func isFinished(at time: Double) -> Bool {
        time >= startTime + duration
    }

    /// The presentation at `time`.
    func presentation(at time: Double) -> LayoutAttributes {
        from.interpolated(to: target, fraction: fraction(at: time))
    }

    /// The animation with both ends moved by `delta` (the content moved under it).
    func offset(by delta: Point) -> ElementAnimation {
        var moved = self
        moved.from = from.offset(by: delta)
        moved.target = target.offset(by: delta)
        return moved
    }
}
