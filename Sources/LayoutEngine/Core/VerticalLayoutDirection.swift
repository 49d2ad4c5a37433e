/// Which end of a vertically scrolling layout its content grows from: what stays in place when
/// the content changes, and where content shorter than the viewport sits.
///
/// The item order never changes: item 0 is at the top either way. Under
/// ``bottomToTop`` (the direction of a chat or a thread, as airbnb's MagazineLayout defines
/// it):
///
/// - content shorter than the viewport (less its content insets) sits at the bottom: every
///   element moves down by the space left, and the content size is the viewport's;
/// - after a batch update, a measurement or a change of the viewport's size,
///   ``CollectionLayout/contentOffsetAdjustment`` keeps the bottom-most visible item at its
///   distance from the viewport's bottom edge (instead of the top-most one from its top
///   edge), so history prepended above does not move what the user reads;
/// - a viewport at the end of the content stays at the end, so what is appended at the
///   bottom comes into view.
///
/// A horizontally scrolling layout has no top or bottom to grow from and reads both cases as
/// ``topToBottom``.
public enum VerticalLayoutDirection: Hashable, Sendable, CaseIterable {
    /// Content grows from the top (every collection view's default): the top-most visible item
    /// keeps its place, and short content sits at the top.
    case topToBottom
    /// Content grows from the bottom: the bottom-most visible item keeps its place, a viewport
    /// at the end stays there, and short content sits at the bottom.
    case bottomToTop
}
