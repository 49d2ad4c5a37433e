/// The incremental driver under the stored layouts (flow, waterfall): what a layout keeps
/// between prepares besides its configuration, and how a `prepare` decides what to lay out
/// again. The layout supplies its rules as ``SectionSteps``, and its public members come from
/// ``SectionStepsLayout``.
///
/// Each section is laid out in its own coordinates (from 0 along the scroll axis) into the
/// shared ``SectionedStore`` and placed by its offset, the sum of the lengths of the sections
/// before it: moving a section costs nothing per item, and lands it exactly where a fresh
/// layout puts it. The steps may keep a long section the same way, in chunks each placed by its
/// own offset (the self-sizing flow: `FlowSteps+Chunks.swift`), and may keep the chunks past a
/// section's last reported size, moved. Frames are stored left-to-right; right-to-left layouts mirror them at query
/// time, so an append never moves stored frames.
///
/// How each layout changes, in one place per kind of layout:
/// - the flow and the waterfall: this driver (`IncrementalSectionedLayout+Updates.swift` for
///   batch updates and reported sizes), with their rules as steps (`FlowSteps`,
///   `WaterfallLayout.Steps`);
/// - the carousel and the fan, whose frames are a formula of the offset: `FormulaLayout`;
/// - the compositional layout: `CompositionalLayout+Updates.swift`, built from the same parts
///   (`UpdatePlan`, `UpdateTransition` and its bottom anchor, `ReportedSizes`, the store and
///   its pinning), but not on this driver, because it differs from these steps at each
///   stage: a reported size applies at once (``CompositionalLayout/contentSize`` reads it
///   before the next `prepare`, which then anchors what was visible before the first report),
///   where this driver keeps reports for the next `prepare`; its sections come from a provider
///   asked once per full or batch pass and share resolved group templates, which appends and
///   reports reuse; a section's ids interleave each group's badges with its cells, so an item
///   number is not an element id; sections are placed with spacing between defined sections
///   after the layout's own boundary items, and the content is shifted by whole pixels; and
///   its animations read the old layout through its visible-items handlers. Each of these
///   would be one more hook on the steps.
struct IncrementalSectionedLayout<Steps: SectionSteps>: Sendable {
    /// Every section's frames and extent.
    var store = SectionedStore(axis: .vertical)
    /// What each section keeps of its layout: parallel to `store.sections`.
    var sectionStates: [Steps.SectionState] = []
    /// The content size.
    var contentSize = Size.zero
    /// The content's extent across the scroll axis, as the last full layout computed it.
    var crossLength = 0.0
    /// The context the geometry was laid out for; nil before the first `prepare` or after a
    /// change of the configuration or an invalidation.
    var preparedContext: LayoutContext?
    /// The context of the last `prepare`, kept across configuration changes and invalidations:
    /// what a batch update is checked against, and where the user was looking.
    var lastContext: LayoutContext?
    /// The configuration the geometry was laid out with, when only its item sizes were set
    /// since: a plain `prepare` lays out again unless the new sizes extend these (the next
    /// page), a batch update keeps the geometry of the items it does not name.
    var configurationOfGeometry: Steps.Configuration?
    /// The sizes reported for self-sizing items: input kept across every `prepare`.
    var reportedSizes = ReportedSizes()
    /// For each section, the first item whose size changed since the last `prepare` (reported
    /// or invalidated), numbered as in the last `prepare`.
    var pendingItems: [Int: Int] = [:]
    /// For each section of ``pendingItems``, the last item whose size changed since the last
    /// `prepare`: the items after it kept their sizes.
    var pendingLastItems: [Int: Int] = [:]
    /// The sections whose header or footer was reported since the last `prepare`: laid out
    /// anew, since the position of their first line may have changed.
    var pendingSupplementarySections: Set<Int> = []
    /// The last batch update and the geometry before it, until a `prepare` that changes more
    /// than the content offset.
    var transition: StoreTransition?
    /// How far the host should move its content offset after the last `prepare` so that what
    /// the user reads keeps its place on screen (the first visible cell after a resize,
    /// ``ReadingAnchor`` after a batch or changed sizes).
    var contentOffsetAdjustment = Point.zero
    /// What the last `prepare` did.
    var lastPreparation = _Preparation.none
    /// The number of items the last `prepare` laid out again section by section (after reported
    /// sizes, invalidations or a batch update; 0 for any other pass).
    var lastRelaidOutItemCount = 0
}

/// What a `prepare` call did, exposed to tests so that they can check no work was redone.
package enum _Preparation: Hashable, Sendable {
    /// `prepare` has not run since the cache was discarded.
    case none
    /// A full pass over every section.
    case full
    /// Only the items appended to the last section, and its footer, were laid out.
    case append
    /// Only the viewport's origin changed: nothing was recomputed.
    case scroll
    /// Only the changed sections were laid out again, each from its first changed item.
    case changes
}

// MARK: - Preparing

extension IncrementalSectionedLayout {
    /// Lays out `context` under `configuration`, redoing only what changed since the last
    /// call: nothing for a scroll, the new items for an append to the last section, each
    /// section from its first changed item when item sizes were reported or invalidated,
    /// everything otherwise.
    ///
    /// - Complexity: O(1) for a scroll, the appended items (plus where they resume) for an
    ///   append, O(n) for a full layout.
    mutating func prepare(_ context: LayoutContext, configuration: Steps.Configuration) {
        contentOffsetAdjustment = .zero
        lastRelaidOutItemCount = 0
        let sizesReplaced = configurationOfGeometry.map { !configuration.keepsGeometry(of: $0) } ?? false
        let change = sizesReplaced ? .everything : LayoutChange(from: preparedContext, to: context)
        // A scroll (the host applying the offset adjustment) keeps the update's animation.
        if change != .none && change != .scroll || !pendingItems.isEmpty { transition = nil }
        guard pendingItems.isEmpty else {
            prepareChangedSizes(context, change: change, configuration: configuration)
            return
        }
        switch change {
        case .none, .scroll:
            preparedContext = context
            lastContext = context
            store.updatePinningArea(for: context)
            lastPreparation = .scroll
        case .append, .resize, .everything:
            let bottom = bottomAnchor(configuration)
            layOut(context, change: change, configuration: configuration)
            if let bottom { contentOffsetAdjustment = adjustment(keeping: bottom, to: context) { $0 } }
        }
    }

    /// `prepare` for a change of the counts or the viewport: the appended items alone when
    /// they are appended to the last section and its steps can continue it, everything
    /// otherwise; a change of the viewport alone anchors the first visible cell.
    private mutating func layOut(
        _ context: LayoutContext, change: LayoutChange, configuration: Steps.Configuration
    ) {
        if case .append(let section, _) = change, section == store.sections.count - 1,
            appendItems(to: context, section: section, configuration: configuration)
        {
            return
        }
        let visibleBefore =
            preparedContext.map { context.isViewportChange(from: $0) } == true ? visibleCells() : []
        rebuild(for: context, configuration: configuration)
        if !visibleBefore.isEmpty {
            contentOffsetAdjustment = store.anchorAdjustment(visibleBefore: visibleBefore) { $0 }
        }
    }

    /// Discards the geometry so that the next `prepare` lays out every section again.
    ///
    /// - Complexity: O(1).
    mutating func invalidate() {
        preparedContext = nil
        lastPreparation = .none
    }

    /// Notes that the configuration changed from `old` to `new`: any change but item sizes
    /// discards the geometry; new item sizes are judged at the next `prepare` (a batch update
    /// explains them without a look at every size).
    ///
    /// - Complexity: O(s) for s per-section values given as lists.
    mutating func configurationChanged(from old: Steps.Configuration, to new: Steps.Configuration) {
        guard new.differsOnlyInItemSizes(from: old) else {
            invalidate()
            return
        }
        if configurationOfGeometry == nil { configurationOfGeometry = old }
    }

    /// The steps for `configuration`, across the content of the last full layout.
    func makeSteps(_ configuration: Steps.Configuration) -> Steps {
        Steps(configuration: configuration, crossLength: crossLength, reportedSizes: reportedSizes)
    }

    /// Lays out every section of `context` from scratch.
    ///
    /// - Complexity: O(n) for n items (plus the cost of each size).
    mutating func rebuild(for context: LayoutContext, configuration: Steps.Configuration) {
        let axis = Steps.axis(of: configuration)
        store.axis = axis
        var spareIndexes = store.removeAllSections()
        sectionStates.removeAll(keepingCapacity: true)
        crossLength = Steps.crossLength(of: context, axis: axis)
        let steps = makeSteps(configuration)
        var cursor = 0.0
        let itemCounts = context.laidOutItemCounts
        for section in 0..<context.sectionCount {
            var record = SectionedStore.Section(axis: axis, start: 0)
            if section < spareIndexes.count {
                record.updateStoredFrames { swap(&$0, &spareIndexes[section]) }
            }
            record.itemCount = itemCounts[section]
            record.offset = cursor
            sectionStates.append(
                steps.layOutSection(section, into: &record, isLast: section == context.sectionCount - 1))
            cursor += record.end
            store.sections.append(record)
        }
        lastPreparation = .full
        finish(context, contentLength: cursor, configuration: configuration)
    }

    /// Lays out the items appended to the last section, `section`, from where its steps
    /// continue; returns false, changing nothing, when they cannot continue it.
    ///
    /// - Complexity: the appended items, plus where they resume.
    private mutating func appendItems(
        to context: LayoutContext, section: Int, configuration: Steps.Configuration
    ) -> Bool {
        let steps = makeSteps(configuration)
        // Taken out of the store while they change, so that their storage is not shared.
        var record = SectionedStore.Section(axis: store.axis, start: 0)
        swap(&record, &store.sections[section])
        var state = Steps.SectionState()
        swap(&state, &sectionStates[section])
        let resume = steps.appendResumePoint(record: record, state: state)
        if let resume {
            steps.layOutAgain(
                section, from: resume, itemCount: context.laidOutItemCount(ofSection: section),
                keepingAfter: nil, record: &record, state: &state)
        }
        store.sections[section] = record
        sectionStates[section] = state
        guard resume != nil else { return false }
        lastPreparation = .append
        finish(
            context, contentLength: store.sections[section].offset + store.sections[section].end,
            configuration: configuration)
        return true
    }

    /// Sets what follows from the sections' extent and the context: the content size, the
    /// shift of short bottom-to-top content, the mirror, the pinning area, and the prepared
    /// context.
    mutating func finish(_ context: LayoutContext, contentLength: Double, configuration: Steps.Configuration)
    {
        store.contentShift = 0
        if Self.growsFromEnd(configuration) {
            store.contentShift = max(0, context.visibleLength(along: store.axis) - contentLength)
        }
        contentSize = Size(along: store.axis, main: contentLength + store.contentShift, cross: crossLength)
        store.mirrorWidth = context.layoutDirection == .rightToLeft ? contentSize.width : nil
        store.updatePinningArea(for: context)
        preparedContext = context
        lastContext = context
        configurationOfGeometry = nil
        pendingItems = [:]
        pendingLastItems = [:]
        pendingSupplementarySections = []
    }
}

// MARK: - Bottom to top

extension IncrementalSectionedLayout {
    /// Whether `configuration` lays out bottom to top (``VerticalLayoutDirection/bottomToTop``,
    /// which a horizontal layout reads as top to bottom).
    static func growsFromEnd(_ configuration: Steps.Configuration) -> Bool {
        configuration.verticalLayoutDirection == .bottomToTop && Steps.axis(of: configuration) == .vertical
    }

    /// What a bottom-to-top layout keeps in place across the change about to happen; nil for a
    /// layout that lays out top to bottom, or one not laid out yet.
    ///
    /// - Complexity: O(log n + k) for k visible cells.
    func bottomAnchor(_ configuration: Steps.Configuration) -> UpdateTransition.BottomAnchor? {
        guard Self.growsFromEnd(configuration), let lastContext, preparedContext != nil else { return nil }
        return UpdateTransition.BottomAnchor(
            visibleCells: store.visibleCells(in: lastContext), context: lastContext,
            contentLength: contentSize.length(along: store.axis))
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
            to: context, contentLength: contentSize.length(along: store.axis), axis: store.axis,
            newPath: newPath,
            now: { store.cellAttributes(at: $0) })
    }
}
