/// An element moving between two sets of attributes after a batch update, paced by UIKit's
/// ease-in ease-out curve.
///
/// Attributes are in content coordinates. The target follows the layout while the element is
/// in it (a carousel's transforms change as it scrolls, so the animation retargets each frame
/// without a snap); a departing element, or one the layout no longer reports, goes to the
/// target it was given.
typealias ElementAnimation = EasedMove<LayoutAttributes>

extension EasedMove<LayoutAttributes> {
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
