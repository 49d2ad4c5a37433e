/// The per-frame bookkeeping of a host: the identities shown in this frame and the last, the
/// cells prefetched, and the buffers a ``HostFrame`` hands out.
///
/// Every array and table is emptied with its capacity kept, so that a frame like the last one
/// allocates nothing (as long as the app dropped the last frame's arrays).
struct FrameBuffers: Sendable {
    /// The identities shown in this frame.
    var shown = ElementSet()
    /// The identities shown in the last frame.
    var previouslyShown = ElementSet()
    /// This frame's shown identities, in the order they were added.
    var shownIDs: [ElementID] = []
    /// The last frame's shown identities.
    var previousIDs: [ElementID] = []
    /// The cells prefetched and still ahead of the viewport, as of this frame.
    var prefetched = ElementSet()
    /// The same, as of the last frame that prefetched.
    var previouslyPrefetched = ElementSet()

    /// The last frame's shown identities under the names batch updates gave them since, when
    /// ``hasRenames``; parallel to ``shownIDs`` until the next frame starts.
    var liveIDs: [ElementID] = []
    /// Whether a batch update renamed elements since the last frame.
    var hasRenames = false

    /// The frame's ``HostFrame/visible``.
    var visible: [HostedElement] = []
    /// The frame's ``HostFrame/renamed``.
    var renamed: [ElementRename] = []
    /// The frame's ``HostFrame/appeared``.
    var appeared: [ElementID] = []
    /// The frame's ``HostFrame/disappeared``.
    var disappeared: [ElementID] = []
    /// The frame's ``HostFrame/prefetch``.
    var prefetch: [ItemPath] = []
    /// The frame's ``HostFrame/needsMeasurement``.
    var needsMeasurement: [ElementID] = []
}

extension FrameBuffers {
    /// Starts a frame that will show about `count` elements: this frame's identities become the
    /// last frame's, and every output buffer is emptied.
    mutating func beginFrame(showingAbout count: Int) {
        swap(&shown, &previouslyShown)
        swap(&shownIDs, &previousIDs)
        renamed.removeAll(keepingCapacity: true)
        if hasRenames {
            // The last frame's elements under their new names: the renderer re-keys its views.
            previouslyShown.removeAll(reservingCapacity: liveIDs.count)
            for (old, new) in zip(previousIDs, liveIDs) {
                if old != new { renamed.append(ElementRename(from: old, to: new)) }
                previouslyShown.insert(new)
            }
            swap(&previousIDs, &liveIDs)
            hasRenames = false
        }
        shown.removeAll(reservingCapacity: count)
        shownIDs.removeAll(keepingCapacity: true)
        visible.removeAll(keepingCapacity: true)
        appeared.removeAll(keepingCapacity: true)
        disappeared.removeAll(keepingCapacity: true)
        prefetch.removeAll(keepingCapacity: true)
        needsMeasurement.removeAll(keepingCapacity: true)
    }

    /// Shows `element` in this frame unless it is shown already; returns whether it appeared
    /// (the last frame did not show it, under its current name).
    @discardableResult @inline(__always)
    mutating func show(_ element: HostedElement) -> Bool {
        guard shown.insert(element.id) else { return false }
        shownIDs.append(element.id)
        visible.append(element)
        guard !previouslyShown.contains(element.id) else { return false }
        appeared.append(element.id)
        return true
    }

    /// Renames the last frame's elements to `names` (parallel to ``currentIDs``): a batch
    /// update renumbered them.
    mutating func renameShown(to names: [ElementID]) {
        liveIDs.removeAll(keepingCapacity: true)
        liveIDs.append(contentsOf: names)
        hasRenames = true
        prefetched.removeAll(reservingCapacity: 0)
        previouslyPrefetched.removeAll(reservingCapacity: 0)
    }

    /// The last frame's shown identities under their current names.
    var currentIDs: [ElementID] { hasRenames ? liveIDs : shownIDs }

    /// Lists in ``disappeared`` every element of the last frame that this frame does not show.
    mutating func collectDisappeared() {
        for id in previousIDs where !shown.contains(id) {
            disappeared.append(id)
        }
    }

    /// Starts the prefetch bookkeeping of a frame that scrolls.
    mutating func beginPrefetch(about count: Int) {
        swap(&prefetched, &previouslyPrefetched)
        prefetched.removeAll(reservingCapacity: count)
    }

    /// Notes that the cell at `path` lies ahead of the viewport; lists it in ``prefetch``
    /// unless it was already ahead in the last frame that prefetched.
    mutating func notePrefetchCandidate(_ path: ItemPath) {
        let id = ElementID.cell(path)
        guard prefetched.insert(id), !previouslyPrefetched.contains(id) else { return }
        prefetch.append(path)
    }
}
