// MARK: - Batch updates

// The compositional layout's own incremental engine: why it does not run on the driver of the
// flow and waterfall layouts is said where that driver is declared (`IncrementalSectionedLayout`).

extension CompositionalLayout: BatchPreparing {
    /// What the layout keeps across prepares for batch updates.
    struct UpdateState: Sendable {
        /// The context of the last prepare (kept through configuration changes and
        /// ``CompositionalLayout/invalidate()``): what a batch is checked against, and where the
        /// user was looking.
        var lastContext: LayoutContext?
        /// The last batch and the geometry before it, until a prepare that changes more than
        /// the content offset.
        var transition: Transition?
        /// How far the host moves its offset after the last prepare.
        var contentOffsetAdjustment = Point.zero
        /// The cells that were visible at the last prepare, as they were before the first size
        /// report since then moved them (nil when no report moved anything): what the next
        /// prepare anchors.
        var visibleBeforeReports: [LayoutAttributes]?
        /// The content's length along the axis before those reports (read with
        /// ``visibleBeforeReports``).
        var contentLengthBeforeReports = 0.0

        /// Notes a plain prepare for `context`: the adjustment is zero (whether the transition
        /// ends is decided by ``CompositionalLayout/prepare(_:)`` from what it laid out).
        mutating func prepared(_ context: LayoutContext) {
            contentOffsetAdjustment = .zero
            visibleBeforeReports = nil
            lastContext = context
        }
    }

    /// A batch update's animation: the checked batch and the layout's computed state before it.
    typealias Transition = BatchTransition<State>

    /// Lays out `context`, whose data is the data of the last `prepare` changed by `updates`,
    /// laying out again only what the batch changed, and keeps the geometry before the batch
    /// for the appearing and disappearing queries until a `prepare` that changes more than the
    /// content offset (a scroll keeps them).
    ///
    /// The batch is checked against the item counts of the last prepare (kept through
    /// configuration changes and ``invalidate()``) and those of `context`. The section provider
    /// is called anew for every section. A section after the batch that comes from a section
    /// before it (moved or not) and resolves to the same groups at the same places (same
    /// group, insets, spacing, boundary items and orthogonal behaviour) keeps its stamped
    /// groups before the one holding its first inserted, deleted, moved or reloaded item, and
    /// is stamped again from that group; any other section is laid out in full; every section
    /// is then placed after the previous one, which costs nothing per item. The frames equal
    /// those of a fresh `prepare` of the new data, bit for bit. A change of the viewport's size,
    /// the insets, the direction, the scale or the configuration (or an ``invalidate()``) lays
    /// out everything. Reported sizes follow their items (a reloaded item is measured again).
    /// ``contentOffsetAdjustment`` then says how far to move the content offset so that the
    /// text being read (the first cell, among those that survive, whose leading edge was in the
    /// visible area; see ``reportSize(_:forItemAt:)``) keeps its place on screen.
    ///
    /// - Throws: ``CollectionUpdateError`` when the batch does not take the counts of the last
    ///   `prepare` to those of `context`; the layout is left exactly as it was.
    /// - Complexity: O(s · t + u log u + Σ a + k) for s sections whose groups' trees have t
    ///   items and groups, u updated paths, a elements stamped again per changed section (from
    ///   its first changed group on; its kept groups are copied once when the geometry before
    ///   the batch still shares them) and k cells that were visible, plus O(l log c + r · b)
    ///   for the l reported cell sizes of the changed sections (each section's kept up to its
    ///   last report), c changes per section, and r reported sizes of supplementary views with
    ///   b boundary items per section; O(n) for n elements when everything is laid out.
    public mutating func prepare(
        _ context: LayoutContext, updates: [CollectionUpdate]
    ) throws(CollectionUpdateError) {
        try prepareBatch(context, updates: updates, ())
    }

    /// What a bottom-to-top layout keeps in place across the change about to happen (the cells
    /// visible before any size reported since the last prepare moved them); nil for a layout
    /// that lays out top to bottom, or one not laid out yet.
    ///
    /// - Complexity: O(log n + k) for k visible cells.
    func bottomAnchor() -> UpdateTransition.BottomAnchor? {
        guard configuration.growsFromEnd, let last = update.lastContext, state.preparedContext != nil else {
            return nil
        }
        return UpdateTransition.BottomAnchor(
            visibleCells: update.visibleBeforeReports ?? visibleCells(in: last), context: last,
            contentLength: update.visibleBeforeReports == nil
                ? state.contentSize.height : update.contentLengthBeforeReports)
    }

    /// The offset adjustment that keeps `anchor` in place in the layout just made for
    /// `context`; `newPath` numbers an old path after the change.
    ///
    /// - Complexity: O(k log k) for the anchor's k cells.
    func adjustment(
        keeping anchor: UpdateTransition.BottomAnchor, to context: LayoutContext,
        newPath: (ItemPath) -> ItemPath?
    ) -> Point {
        anchor.adjustment(
            to: context, contentLength: state.contentSize.height, axis: .vertical, newPath: newPath,
            now: { attributes(at: $0) })
    }

    // MARK: The batch skeleton's steps

    var countsBeforeBatch: [Int]? { update.lastContext?.itemCounts }

    mutating func prepareWithoutBatch(_ context: LayoutContext, _: Void) {
        prepare(context)
    }

    /// The bottom of a bottom-to-top layout, or the cells visible at the last prepare, as they
    /// were before the first size report since then moved them, among which the text being read
    /// is found.
    func batchAnchor(_: Void) -> BatchAnchor? {
        if let bottom = bottomAnchor() { return .bottom(bottom) }
        guard let previous = update.lastContext else { return nil }
        // Cells measured since the last prepare moved what was visible then: the anchor is
        // where the text being read was before those reports.
        let visibleBefore =
            update.visibleBeforeReports ?? (state.preparedContext == nil ? [] : visibleCells(in: previous))
        return .reading(visibleBefore: visibleBefore, context: previous)
    }

    /// Lays out the sections that `plan` changed from the group of their first change (see
    /// ``prepare(_:updates:)``); returns the computed state before.
    mutating func layOutBatch(_ context: LayoutContext, plan: UpdatePlan, _: Void) -> State {
        let before = state
        update.visibleBeforeReports = nil
        let oldCounts = update.lastContext?.laidOutItemCounts ?? []
        reportedSizes.removeReports(beyond: oldCounts)
        reportedSizes = reportedSizes.carried(through: plan, newCounts: context.itemCounts) {
            supplementaryOwner(of: $0, oldCounts: oldCounts)
        }
        if canLayOutChangesOnly(for: context) {
            update.prepared(context)
            layOutChanges(context, plan: plan)
        } else {
            state.preparedContext = nil
            prepare(context)
        }
        return before
    }

    func batchAdjustment(
        keeping anchor: BatchAnchor?, plan: UpdatePlan, before: State, context: LayoutContext, _: Void
    ) -> Point {
        anchor?.adjustment(
            to: context, contentLength: state.contentSize.length(along: state.axis), axis: state.axis,
            newPath: { plan.newPath(forOld: $0) }, now: { attributes(at: $0) }) ?? .zero
    }

    mutating func keepBatch(
        _ transition: Transition, adjustment: Point, updates: [CollectionUpdate], oldCounts: [Int]
    ) {
        update.transition = transition
        update.contentOffsetAdjustment = adjustment
    }

    /// Whether the geometry can be carried over to `context` section by section: it is laid
    /// out, with the same configuration, for a viewport of the same size, insets, direction and
    /// scale, and no item is cut by ``LayoutContext/maximumItemCount`` before or after.
    private func canLayOutChangesOnly(for context: LayoutContext) -> Bool {
        guard let prepared = state.preparedContext, state.configuration?.isSame(as: configuration) == true
        else {
            return false
        }
        return prepared.bounds.size == context.bounds.size && prepared.contentInsets == context.contentInsets
            && prepared.layoutDirection == context.layoutDirection
            && prepared.displayScale == context.displayScale
            && prepared.safeAreaInsets == context.safeAreaInsets
            && prepared.layoutMargins == context.layoutMargins
            && prepared.readableContentWidth == context.readableContentWidth
            && prepared.laysOutEveryItem && context.laysOutEveryItem
    }

    /// Lays out `context` from the current geometry, section by section (see
    /// ``prepare(_:updates:)``): the definitions asked anew, each section measured, a section
    /// from an old one with the same groups at the same places restamped from the group of its
    /// first changed item (its record and plan moved, not copied), any other stamped in full,
    /// then every section placed.
    ///
    /// - Complexity: O(s · t + Σ a), as ``prepare(_:updates:)``.
    private mutating func layOutChanges(_ context: LayoutContext, plan: UpdatePlan) {
        state.definitions = SectionDefinitions(
            source, count: context.sectionCount, environment: state.environment)
        state.hasHandlers = state.definitions.hasHandlers
        // A new cache, as a full prepare starts (so that definitions that are new objects each
        // time do not pile up); each old template is compared with the new one once.
        state.templates = GroupTemplateCache()
        state.repeatingTemplates = [:]
        var sameTemplates: [ObjectIdentifier: (new: SharedGroupTemplate, isSame: Bool)] = [:]
        func isSame(_ old: SharedGroupTemplate, _ new: SharedGroupTemplate) -> Bool {
            if old === new { return true }
            if let known = sameTemplates[ObjectIdentifier(old)], known.new === new { return known.isSame }
            let same = old.template == new.template
            sameTemplates[ObjectIdentifier(old)] = (new, same)
            return same
        }
        var oldSections = state.store.sections
        let oldPlans = state.plans
        state.store.sections = []
        state.plans = []
        state.store.sections.reserveCapacity(context.sectionCount)
        state.plans.reserveCapacity(context.sectionCount)
        let itemCounts = context.laidOutItemCounts
        for section in 0..<context.sectionCount {
            var (record, newPlan) = measure(
                state.definitions[section], index: section, itemCount: itemCounts[section])
            let appendable = section == context.sectionCount - 1
            // A section kept as repeating groups is described again in O(1): nothing to keep.
            if case .old(let old) = plan.sources[section], old >= 0, old < oldSections.count,
                !newPlan.repeats || oldSections[old].repeating == nil,
                let firstGroup = Self.firstGroupToStamp(
                    old: oldPlans[old], new: newPlan,
                    firstChangedItem: plan.firstChangedItem(inSection: section), isSame: isSame)
            {
                // Moved, not copied: the section's storage keeps its owners (this layout and, while
                // the transition lasts, the state before the batch), so only a restamped section's
                // index is copied, and only when the state before still holds it.
                var kept = SectionedStore.Section(axis: state.axis, start: 0)
                swap(&kept, &oldSections[old])
                restamp(
                    &record, newPlan, keeping: kept, oldPlan: oldPlans[old], fromGroup: firstGroup,
                    appendable: appendable)
            } else {
                stampGroups(newPlan, into: &record, fromGroup: 0, appendable: appendable)
            }
            state.store.sections.append(record)
            state.plans.append(newPlan)
            applyOrthogonalOffset(forSection: section)
        }
        oldSections.removeAll()
        placeSections(from: 0)
        placeLayoutBoundary(context)
    }

    /// The first group of a section laid out by `old` that must be stamped again when it is
    /// laid out by `new` after a batch whose first change in it is `firstChangedItem` (nil when
    /// none): the group holding that item (the number of groups when none), or nil when the
    /// section must be laid out in full: its groups differ (template, origin, stride, measured
    /// groups before that one, orthogonal band or repeating groups) or it has none. `isSame` compares
    /// two templates.
    static func firstGroupToStamp(
        old: SectionPlan, new: SectionPlan, firstChangedItem: Int?,
        isSame: (SharedGroupTemplate, SharedGroupTemplate) -> Bool
    ) -> Int? {
        guard let oldShared = old.sharedTemplate, let newShared = new.sharedTemplate,
            isSame(oldShared, newShared),
            old.groupOrigin == new.groupOrigin, old.groupStride == new.groupStride,
            old.repeats == new.repeats, (old.orthogonal == nil) == (new.orthogonal == nil)
        else { return nil }
        let cellsPerGroup = newShared.template.cells.count
        let oldGroups = (old.itemCount + cellsPerGroup - 1) / cellsPerGroup
        let firstGroup = min(
            firstChangedItem.map { max(0, $0) / cellsPerGroup } ?? oldGroups, oldGroups,
            (new.itemCount + cellsPerGroup - 1) / cellsPerGroup)
        // The groups kept must be measured alike (the reports of their items are the same, so
        // they are, unless a group was measured against another count of cells).
        for (group, override) in old.overrides where group < firstGroup && new.overrides[group] != override {
            return nil
        }
        for group in new.overrides.keys where group < firstGroup && old.overrides[group] == nil {
            return nil
        }
        return firstGroup
    }
    /// How far the host should move its content offset after the last `prepare` so that what
    /// the user reads keeps its place on screen: the text being read (the first cell whose
    /// leading edge was in the visible area) after a batch update (``prepare(_:updates:)``,
    /// among the cells that survive it) and after size reports (``reportSize(_:forItemAt:)``);
    /// zero otherwise.
    public var contentOffsetAdjustment: Point { update.contentOffsetAdjustment }

    /// This layout as it was before the last batch (its computed state swapped in).
    private func layoutBefore(_ transition: Transition) -> CompositionalLayout {
        var old = self
        old.state = transition.before
        return old
    }
}

// MARK: - Appearing and disappearing elements

extension CompositionalLayout {
    /// Where the cell at `path` (numbered after the last update) starts its animation: at its
    /// frame before the update when it survived (moved, or shifted by other changes), at its
    /// final frame with alpha 0 when inserted or reloaded (UIKit's flow-layout rules).
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func initialAttributes(forAppearingItemAt path: ItemPath) -> LayoutAttributes? {
        animated(at: path, UpdateTransition.appearing) { $0.attributes(at: $1) }
    }

    /// Where the cell at `path` (numbered before the last update) ends its animation: at its
    /// new frame when it survived, at its old frame with alpha 0 when deleted or reloaded.
    ///
    /// - Complexity: O(log c) for c changes in its section.
    public func finalAttributes(forDisappearingItemAt path: ItemPath) -> LayoutAttributes? {
        animated(at: path, UpdateTransition.disappearing) { $0.attributes(at: $1) }
    }

    /// Where the section's boundary item of `kind` at `path` (item 0, numbered after the last
    /// update) starts its animation: where its section's was before the update, or at its
    /// final frame with alpha 0 when its section was inserted or reloaded. Badges (the
    /// supplementaries of items) have no appearing attributes: nil.
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    public func initialAttributes(
        forAppearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        animated(at: path, UpdateTransition.appearingSupplementary) { $0.boundaryItem(ofKind: kind, at: $1) }
    }

    /// Where the section's boundary item of `kind` at `path` (item 0, numbered before the last
    /// update) ends its animation: where its section's is after the update, or at its old
    /// frame with alpha 0 when its section was deleted or reloaded.
    ///
    /// - Complexity: O(e) for the section's e supplementaries.
    public func finalAttributes(
        forDisappearingSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath
    ) -> LayoutAttributes? {
        animated(at: path, UpdateTransition.disappearingSupplementary) {
            $0.boundaryItem(ofKind: kind, at: $1)
        }
    }

    /// `rule` of the last batch at `path`, reading each layout (this one, or the one before the
    /// batch) with `read`; without a batch, `read` of this layout.
    private func animated(
        at path: ItemPath,
        _ rule: (UpdateTransition) -> (
            ItemPath, (ItemPath) -> LayoutAttributes?, (ItemPath) -> LayoutAttributes?
        ) -> LayoutAttributes?,
        read: (CompositionalLayout, ItemPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        guard let transition = update.transition else { return read(self, path) }
        let old = layoutBefore(transition)
        return rule(transition.rules)(path, { read(self, $0) }, { read(old, $0) })
    }

    /// The section's boundary item of `kind` at `path`, which has item 0.
    private func boundaryItem(ofKind kind: ElementKind.Name, at path: ItemPath) -> LayoutAttributes? {
        path.item == 0 ? supplementaryAttributes(ofKind: kind, inSection: path.section) : nil
    }
}
