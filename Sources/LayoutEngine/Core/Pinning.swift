/// The rule for supplementary views pinned to the visible bounds, shared by every layout that
/// offers sticky headers or footers (UIKit's `sectionHeadersPinToVisibleBounds`).
///
/// A pinned header slides along the scroll axis to stay at the start of the visible area, but
/// never above its own place nor past the end of its section (so the next section's header
/// pushes it away); a pinned footer mirrors that at the end of the visible area.
enum Pinning {
    /// The frame of a header pinned to the start of the visible area.
    ///
    /// - Parameters:
    ///   - frame: the header's unpinned frame.
    ///   - axis: the scroll axis.
    ///   - visibleStart: where the visible area starts along the axis (the content offset plus
    ///     the content inset before it).
    ///   - sectionEnd: the coordinate along the axis that the header must not pass (the end of
    ///     the section's content: its last item plus its trailing inset).
    static func header(_ frame: Rect, axis: Axis, visibleStart: Double, sectionEnd: Double) -> Rect {
        let length = frame.length(along: axis)
        let start = frame.min(along: axis)
        let pinned = max(start, min(visibleStart, sectionEnd - length))
        return moved(frame, axis: axis, to: pinned)
    }

    /// The frame of a footer pinned to the end of the visible area.
    ///
    /// - Parameters:
    ///   - frame: the footer's unpinned frame.
    ///   - axis: the scroll axis.
    ///   - visibleEnd: where the visible area ends along the axis (the content offset plus the
    ///     viewport length, less the content inset after it).
    ///   - sectionStart: the coordinate along the axis that the footer must not pass going up (the
    ///     start of the section's content).
    static func footer(_ frame: Rect, axis: Axis, visibleEnd: Double, sectionStart: Double) -> Rect {
        let length = frame.length(along: axis)
        let start = frame.min(along: axis)
        let pinned = min(start, max(visibleEnd - length, sectionStart))
        return moved(frame, axis: axis, to: pinned)
    }

    private static func moved(_ frame: Rect, axis: Axis, to start: Double) -> Rect {
        let frame = frame.standardized
        return Rect(
            along: axis, main: start, cross: frame.min(along: axis.cross),
            mainLength: frame.length(along: axis), crossLength: frame.length(along: axis.cross))
    }
}
