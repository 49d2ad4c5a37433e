// MARK: - The geometry before an update

extension SectionedStore {
    /// A store's geometry before an update: the old store, in which each section that the
    /// update laid out again keeps its supplementaries and extent but hands its items to the
    /// new store; their old frames are kept here from the first one laid out again (the items
    /// before it keep their stored frames in the new store).
    struct Snapshot: Sendable {
        /// The frames of a section from the first item it laid out again.
        struct Tail: Sendable {
            /// The first item laid out again.
            var firstItem: Int
            /// The old stored frames of the items from ``firstItem`` on.
            var frames: [Rect]
            /// The section's index after the update.
            var newSection: Int
        }

        /// The old store.
        var store: SectionedStore
        /// The tails of the sections laid out again, by their old index.
        var tails: [Int: Tail] = [:]

        /// Whether a changed section keeps its frames before `restart` and is laid out again from
        /// there, rather than laid out anew: only when they are at least an eighth of its
        /// `itemCount` items (and at least one). Keeping them costs a copy of the old frames
        /// after `restart` (for the appearing and disappearing queries) besides the layout of
        /// those items, which, when the change is near the start, costs more than laying out the
        /// whole section into new storage. Either way the frames are those of a fresh layout,
        /// bit for bit, when the items before the change kept their sizes (the batch rule).
        static func keepsFrames(before restart: Int, itemCount: Int) -> Bool {
            restart > 0 && restart >= itemCount / 8
        }

        /// Takes the items of old section `old` out of the snapshot before they are laid out
        /// again from `firstItem` as new section `newSection`: keeps their frames from
        /// `firstItem` on and leaves `items` (the section's index) the only owner of its
        /// storage, so that it changes in place. A section kept as a uniform grid or as
        /// repeating groups stores no frame to hand over: the snapshot keeps its grid or groups. A section kept in
        /// chunks is kept whole: a chunk laid out again is copied when it is first changed, the
        /// others are shared.
        ///
        /// - Complexity: O(r) for the r frames kept.
        mutating func keepTail(of old: Int, from firstItem: Int, items: RectIndex, newSection: Int) {
            switch store.sections[old].storage {
            case .uniformGrid, .repeatingGroups, .chunks: return
            case .frames, .band: break
            }
            _ = store.sections[old].takeStoredFrames()
            let first = min(max(0, firstItem), items.frames.count)
            tails[old] = Tail(firstItem: first, frames: Array(items.frames[first...]), newSection: newSection)
        }

        /// The old attributes of the cell at `path` (numbered before the update), for a layout
        /// whose element ids are item numbers, given the new store.
        ///
        /// - Complexity: O(1).
        func cellAttributes(at path: ItemPath, newStore: SectionedStore) -> LayoutAttributes? {
            guard let tail = tails[path.section] else { return store.cellAttributes(at: path) }
            guard path.item >= 0, path.item < store.sections[path.section].itemCount else { return nil }
            let stored =
                path.item >= tail.firstItem
                ? tail.frames[path.item - tail.firstItem]
                : newStore.sections[tail.newSection].itemFrame(of: path.item, axis: store.axis)
            return LayoutAttributes(
                path: path, frame: store.returnedFrame(ofStored: stored, inSection: path.section))
        }
    }

    /// The cells in the viewport of `context`, for a layout whose element ids are item numbers.
    ///
    /// - Complexity: O(log n + k) for k cells.
    func visibleCells(in context: LayoutContext) -> [LayoutAttributes] {
        cellAttributes(in: Rect(origin: context.contentOffset, size: context.viewportSize)).filter {
            $0.kind.isCell
        }
    }

    /// How far the content offset moves so that the surviving cell with the smallest path
    /// among `visibleBefore` keeps its place on screen: its move along the axis from its old
    /// frame to its frame in this store (`newPath` maps an old path to the new one, nil when
    /// the cell did not survive); zero when none survived.
    ///
    /// - Complexity: O(k log k) for k cells.
    func anchorAdjustment(visibleBefore: [LayoutAttributes], newPath: (ItemPath) -> ItemPath?) -> Point {
        UpdateTransition.anchorAdjustment(
            visibleBefore: visibleBefore, axis: axis, newPath: newPath, now: { cellAttributes(at: $0) })
    }
}

// MARK: - Animating an update

/// A stored layout's last batch update: the checked batch and the geometry before it, until
/// the next `prepare`.
typealias StoreTransition = BatchTransition<SectionedStore.Snapshot>

extension SectionedStore {
    /// The appearing attributes of the cell at `path` (numbered after `transition`), for a
    /// layout whose element ids are item numbers: its current attributes without a transition.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    func appearingCell(at path: ItemPath, _ transition: StoreTransition?) -> LayoutAttributes? {
        animatedCell(at: path, transition, UpdateTransition.appearing)
    }

    /// The disappearing attributes of the cell at `path` (numbered before `transition`).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    func disappearingCell(at path: ItemPath, _ transition: StoreTransition?) -> LayoutAttributes? {
        animatedCell(at: path, transition, UpdateTransition.disappearing)
    }

    /// The appearing attributes of the section supplementary of `kind` at `path` (item 0).
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    func appearingSupplementary(
        ofKind kind: ElementKind.Name, at path: ItemPath, _ transition: StoreTransition?
    ) -> LayoutAttributes? {
        animatedSupplementary(ofKind: kind, at: path, transition, UpdateTransition.appearingSupplementary)
    }

    /// The disappearing attributes of the section supplementary of `kind` at `path` (item 0).
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    func disappearingSupplementary(
        ofKind kind: ElementKind.Name, at path: ItemPath, _ transition: StoreTransition?
    ) -> LayoutAttributes? {
        animatedSupplementary(ofKind: kind, at: path, transition, UpdateTransition.disappearingSupplementary)
    }

    /// The cell at `path` by `rule` over this store and the one before `transition`; its
    /// current attributes without a transition.
    private func animatedCell(
        at path: ItemPath, _ transition: StoreTransition?, _ rule: UpdateTransition.Rule
    ) -> LayoutAttributes? {
        guard let transition else { return cellAttributes(at: path) }
        return rule(transition.rules)(
            path, { cellAttributes(at: $0) }, { transition.before.cellAttributes(at: $0, newStore: self) })
    }

    /// The section supplementary of `kind` at `path` by `rule` over this store and the one
    /// before `transition`; its current attributes without a transition.
    private func animatedSupplementary(
        ofKind kind: ElementKind.Name, at path: ItemPath, _ transition: StoreTransition?,
        _ rule: UpdateTransition.Rule
    ) -> LayoutAttributes? {
        guard let transition else { return sectionSupplementary(ofKind: kind, at: path) }
        return rule(transition.rules)(
            path, { sectionSupplementary(ofKind: kind, at: $0) },
            { transition.before.store.sectionSupplementary(ofKind: kind, at: $0) })
    }

    /// The section supplementary of `kind` at `path`: a header or footer has item 0.
    private func sectionSupplementary(ofKind kind: ElementKind.Name, at path: ItemPath) -> LayoutAttributes? {
        path.item == 0 ? supplementaryAttributes(ofKind: kind, inSection: path.section) : nil
    }
}
