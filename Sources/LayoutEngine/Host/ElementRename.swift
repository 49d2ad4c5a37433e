/// A view's key that changes between two frames: the element the renderer knew as ``from``
/// is now ``to``.
///
/// A batch update renumbers elements: an item after an inserted one moves from path 5 to
/// path 6, and keeps its view. An element the batch deletes or reloads is renamed to a
/// departing identity (``ElementID/isDeparting``), under which it animates out and then
/// disappears, so that it never shares a key with the element that takes its place.
public struct ElementRename: Hashable, Sendable {
    /// The identity the last frame used.
    public var from: ElementID
    /// The identity from this frame on.
    public var to: ElementID

    /// Creates a rename.
    public init(from: ElementID, to: ElementID) {
        self.from = from
        self.to = to
    }
}
