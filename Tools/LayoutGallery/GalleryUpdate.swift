import LayoutEngine

/// A batch update in a gallery scene: the state before it, the batch, and how each element
/// animates, as the layout answers the appearing and disappearing queries after
/// `prepare(_:updates:)`.
///
/// The scene that holds it is the state after the batch, with the host's content offset moved
/// by ``contentOffsetAdjustment`` (clamped to the content, as the layouts tell a host to).
package struct GalleryUpdate {
    /// The state before the batch.
    package var before: GalleryScene { beforeStorage.scene }
    /// The state before the batch, boxed (a scene holds its update).
    private let beforeStorage: SceneBox
    /// The batch, in UIKit's `performBatchUpdates` vocabulary.
    package let updates: [CollectionUpdate]
    /// What the layout answered for `contentOffsetAdjustment` after the batch.
    package let contentOffsetAdjustment: Point
    /// Where each element after the batch starts its animation (its initial attributes), by
    /// its kind and path after the batch.
    package let initial: [GalleryElementKey: LayoutAttributes]
    /// Where each element before the batch ends its animation (its final attributes), by its
    /// kind and path before the batch.
    package let final: [GalleryElementKey: LayoutAttributes]

    /// The batch `updates` from `before`, with the layout's answers.
    init(
        before: GalleryScene, updates: [CollectionUpdate], contentOffsetAdjustment: Point,
        initial: [GalleryElementKey: LayoutAttributes], final: [GalleryElementKey: LayoutAttributes]
    ) {
        self.beforeStorage = SceneBox(before)
        self.updates = updates
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.initial = initial
        self.final = final
    }

    /// A scene held by reference.
    private final class SceneBox {
        let scene: GalleryScene

        init(_ scene: GalleryScene) { self.scene = scene }
    }
}

/// An element's identity in one state of a layout: its kind and path.
package struct GalleryElementKey: Hashable {
    /// The element's kind.
    package let kind: ElementKind
    /// The element's path.
    package let path: ItemPath

    /// The key of `attributes`.
    package init(_ attributes: LayoutAttributes) {
        self.init(kind: attributes.kind, path: attributes.path)
    }

    /// The key of the element of `kind` at `path`.
    package init(kind: ElementKind, path: ItemPath) {
        self.kind = kind
        self.path = path
    }
}

// MARK: - How each element animates

extension GalleryUpdate {
    /// How an element takes part in the batch's animation.
    package enum Role: Equatable {
        /// It appears where it ends, fading in (inserted, or reloaded).
        case appearing
        /// It disappears where it was, fading out (deleted, or reloaded).
        case disappearing
        /// The batch moves it explicitly (a move's destination), from its initial frame.
        case moved
        /// Other changes carry it from its initial frame to a new one.
        case shifted
        /// It stays where it is.
        case unchanged
    }

    /// The paths the batch's moves take items to, numbered after the batch.
    package var moveDestinations: Set<ItemPath> {
        var paths = Set<ItemPath>()
        for case .moveItem(_, let to) in updates { paths.insert(to) }
        return paths
    }

    /// The role of the element `after` (from the scene after the batch): appearing when it
    /// starts transparent, moved when a move of the batch takes it there, shifted when it starts
    /// elsewhere, unchanged otherwise.
    package func role(after element: LayoutAttributes) -> Role {
        guard let start = initial[GalleryElementKey(element)] else { return .unchanged }
        if start.alpha == 0 && element.alpha != 0 { return .appearing }
        if element.kind == .cell && moveDestinations.contains(element.path) { return .moved }
        return start.frame == element.frame && start.transform3D == element.transform3D
            ? .unchanged : .shifted
    }

    /// The role of the element `before` (from the scene before the batch): disappearing when it
    /// ends transparent, unchanged otherwise (its move is drawn where it ends).
    package func role(before element: LayoutAttributes) -> Role {
        guard let end = final[GalleryElementKey(element)] else { return .unchanged }
        return end.alpha == 0 && element.alpha != 0 ? .disappearing : .unchanged
    }
}

// MARK: - Laying out a batch

extension GalleryScene {
    /// Prepares `layout` for `before`, lets `change` give it the data after the batch (new
    /// item sizes, as a data source would), prepares it for `after` with `updates`, reads how
    /// every element animates, then moves the bounds by the layout's content offset adjustment
    /// (clamped to the content) and records the state there.
    ///
    /// A batch the layout rejects leaves the scene without an update (``update`` is nil): the
    /// gallery's caption tests catch it.
    package init<Layout: CollectionLayout>(
        layout: Layout, before: LayoutContext, after: LayoutContext, updates: [CollectionUpdate],
        change: (inout Layout) -> Void = { _ in }
    ) {
        var layout = layout
        let old = GalleryScene(layout: layout, context: before)
        layout.prepare(before)
        change(&layout)
        do {
            try layout.prepare(after, updates: updates)
        } catch {
            self.init(layout: layout, context: after)
            return
        }
        let adjustment = layout.contentOffsetAdjustment
        let content = Rect(origin: .zero, size: layout.contentSize).insetBy(dx: -2000, dy: -2000)
        var initial: [GalleryElementKey: LayoutAttributes] = [:]
        for element in layout.attributes(in: content) {
            let start: LayoutAttributes?
            switch element.kind {
            case .cell: start = layout.initialAttributes(forAppearingItemAt: element.path)
            case .supplementary(let kind):
                start = layout.initialAttributes(forAppearingSupplementaryOfKind: kind, at: element.path)
            case .decoration: start = nil
            }
            if let start { initial[GalleryElementKey(element)] = start }
        }
        var final: [GalleryElementKey: LayoutAttributes] = [:]
        for element in old.elements {
            let end: LayoutAttributes?
            switch element.kind {
            case .cell: end = layout.finalAttributes(forDisappearingItemAt: element.path)
            case .supplementary(let kind):
                end = layout.finalAttributes(forDisappearingSupplementaryOfKind: kind, at: element.path)
            case .decoration: end = nil
            }
            if let end { final[GalleryElementKey(element)] = end }
        }
        var adjusted = after
        adjusted.bounds.origin = Self.clamped(
            Point(x: after.bounds.minX + adjustment.x, y: after.bounds.minY + adjustment.y),
            viewport: after.bounds.size, content: layout.contentSize)
        self.init(layout: layout, context: adjusted)
        update = GalleryUpdate(
            before: old, updates: updates, contentOffsetAdjustment: adjustment, initial: initial,
            final: final)
    }

    /// `offset` kept inside the range a scroll view allows: from zero to the content's end
    /// less the viewport, along each axis.
    private static func clamped(_ offset: Point, viewport: Size, content: Size) -> Point {
        Point(
            x: min(max(0, offset.x), max(0, content.width - viewport.width)),
            y: min(max(0, offset.y), max(0, content.height - viewport.height)))
    }
}
