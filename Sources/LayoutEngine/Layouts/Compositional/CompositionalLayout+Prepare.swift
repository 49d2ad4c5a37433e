// MARK: - Prepare

extension CompositionalLayout {
    /// Computes the geometry for `context`, following the type's rules in order.
    ///
    /// A scroll (only `bounds.origin` changed) keeps everything and costs O(1): pinned items
    /// are placed at query time. Items appended to the last section restamp only its last group
    /// and the boundary items after it. Anything else is one full pass, in which sections with
    /// equal groups share one resolved template: a section costs its own elements, not its
    /// group's cells, and a section kept as its template costs none.
    ///
    /// After size reports that moved cells, ``contentOffsetAdjustment`` says how far to move the
    /// content offset so that the reading anchor of the last prepare's viewport (the first
    /// cell whose leading edge was in it) keeps its place on screen (see
    /// ``reportSize(_:forItemAt:)``); otherwise it is zero.
    ///
    /// - Complexity: O(n + s · t + g · c log c) for n elements of stamped sections, s sections
    ///   whose groups' trees have t items and groups, and g distinct groups of c cells; O(1) for
    ///   a scroll; O(a + t + c) for a items appended to the last section (the last group's c
    ///   cells at most; O(t) when the section is kept as its template).
    public mutating func prepare(_ context: LayoutContext) {
        let bottom = bottomAnchor()
        let visibleBeforeReports = update.visibleBeforeReports
        let previousViewport = state.preparedContext?.viewportSize
        let contextBefore = state.preparedContext
        // A new viewport for the same data keeps the first cell shown then in place.
        let visibleBeforeResize =
            state.preparedContext.map { context.isViewportChange(from: $0) } == true
                && state.configuration?.isSame(as: configuration) == true
            ? state.preparedContext.map { visibleCells(in: $0) } ?? [] : []
        update.prepared(context)
        let change = layOut(context)
        // The rule of `prepare(_:updates:)`: only a scroll keeps the last batch's transition.
        if change != .none && change != .scroll || visibleBeforeReports != nil { update.transition = nil }
        if let bottom {
            if change != .none && change != .scroll || visibleBeforeReports != nil {
                update.contentOffsetAdjustment = adjustment(keeping: bottom, to: context) { $0 }
            }
            return
        }
        if !visibleBeforeResize.isEmpty {
            update.contentOffsetAdjustment = UpdateTransition.anchorAdjustment(
                visibleBefore: visibleBeforeResize, axis: state.axis, newPath: { $0 },
                now: { attributes(at: $0) })
        }
        // Cells measured since the last prepare keep the reading anchor in place (a new
        // viewport size is anchored above).
        if let visibleBeforeReports, let contextBefore, !visibleBeforeReports.isEmpty,
            previousViewport == context.viewportSize
        {
            update.contentOffsetAdjustment = ReadingAnchor.adjustment(
                visibleBefore: visibleBeforeReports, in: contextBefore, axis: state.axis,
                now: { attributes(at: $0) })
        }
    }

    /// The geometry for `context`, redoing only what changed (see ``prepare(_:)``); returns
    /// the change.
    @discardableResult
    private mutating func layOut(_ context: LayoutContext) -> LayoutChange {
        let change =
            state.configuration?.isSame(as: configuration) == true
            ? LayoutChange(from: state.preparedContext, to: context) : .everything
        switch change {
        case .none:
            return change
        case .scroll:
            state.preparedContext = context
            state.store.updatePinningArea(for: context)
        case .append(let section, _) where section == state.plans.count - 1:
            if !appendToLastSection(context) { prepareFully(context) }
        case .append, .resize, .everything:
            prepareFully(context)
        }
        return change
    }

    /// Rules 1–6 from scratch.
    mutating func prepareFully(_ context: LayoutContext) {
        var store = state.store
        state = State()
        let axis = configuration.scrollDirection
        store.axis = axis
        var spare = store.removeAllSections()
        store.overhang = 0
        store.mirrorWidth = nil
        state.store = store
        state.preparedContext = context
        state.configuration = configuration
        state.axis = axis
        let viewport = context.viewportSize
        let insets = context.contentInsets.bounded
        state.container = Size(
            width: max(0, viewport.width - insets.horizontal),
            height: max(0, viewport.height - insets.vertical))
        state.grid = PixelGrid(scale: context.displayScale)
        state.store.pixelGrid = state.grid
        state.environment = LayoutEnvironment(
            containerSize: viewport, contentInsets: insets, displayScale: state.grid.scale,
            layoutDirection: context.layoutDirection, safeAreaInsets: context.safeAreaInsets,
            layoutMargins: context.layoutMargins, readableContentWidth: context.readableContentWidth)
        state.definitions = SectionDefinitions(
            source, count: context.sectionCount, environment: state.environment)
        state.hasHandlers = state.definitions.hasHandlers
        layOutSections(context, spare: &spare)
        placeSections(from: 0)
        placeLayoutBoundary(context)
    }

    /// Rules 2–4 for every section: each section measured and stamped in its own coordinates
    /// (from 0) and added to the store; `spare` holds item indexes to reuse. The caller places
    /// them (``placeSections(from:)``).
    mutating func layOutSections(_ context: LayoutContext, spare: inout [RectIndex]) {
        let itemCounts = context.laidOutItemCounts
        state.store.sections.reserveCapacity(context.sectionCount)
        state.plans.reserveCapacity(context.sectionCount)
        for section in 0..<context.sectionCount {
            var (record, plan) = measure(
                state.definitions[section], index: section, itemCount: itemCounts[section])
            // A section kept as repeating groups stores no frame: the spare index waits for the next one.
            if record.band == nil, !plan.repeats, section < spare.count, spare[section].axis == state.axis {
                record.updateStoredFrames { swap(&$0, &spare[section]) }
            }
            stampGroups(
                plan, into: &record, fromGroup: 0, appendable: section == context.sectionCount - 1)
            state.store.sections.append(record)
            state.plans.append(plan)
            applyOrthogonalOffset(forSection: section)
        }
    }

    /// Rule 3 for sections `first` and later (the earlier ones are in place): each section
    /// starts ``CompositionalLayout/Configuration/interSectionSpacing`` after the previous one
    /// (and after the layout's leading boundary items). Sections are placed in runs of
    /// ``SectionedStore/sectionsPerRun`` (``SectionedStore/runStarts``): run 0 from the content's
    /// start, every later run from 0, each run starting where the previous one ends. Every
    /// layout path places its sections by these same sums, so their offsets, and the frames the
    /// store aligns from them, are the same bits however the sections were laid out.
    ///
    /// With `keepingLaterRuns` (only sections of the run holding `first` changed), the runs
    /// after that one keep their sections' offsets and only take new starts.
    ///
    /// - Complexity: O(s) for s sections from `first` on; with `keepingLaterRuns`, O(r + s / r)
    ///   for runs of r sections (O(s) when the number of sections changed since the last
    ///   placement).
    mutating func placeSections(from first: Int, keepingLaterRuns: Bool = false) {
        let count = state.store.sections.count
        let shift = SectionedStore.runShift
        let runCount = count == 0 ? 0 : (count - 1) >> shift + 1
        var first = first
        var keepingLaterRuns = keepingLaterRuns
        if state.store.runStarts.count != runCount {
            state.store.runStarts = Array(repeating: 0, count: runCount)
            (first, keepingLaterRuns) = (0, false)
        }
        guard first < count else { return }
        var run = first >> shift
        let spacing = configuration.interSectionSpacing.boundedLength
        var cursor: Double
        if first == 0 {
            cursor =
                Self.boundaryExtents(
                    measuredLayoutBoundaryItems, axis: state.axis, reference: layoutBoundaryArea.reference
                ).before
        } else if first == run << shift {
            cursor = 0
        } else {
            cursor = state.store.sections[first - 1].offset + state.store.sections[first - 1].end
        }
        var placedAny = state.definitions.containsDefinition(before: first)
        let end = keepingLaterRuns ? min(count, (run + 1) << shift) : count
        for section in first..<end {
            if section > first, section == (run + 1) << shift {
                // A run ends: the next one starts where it ends, and its sections from 0.
                state.store.runStarts[run + 1] = run == 0 ? cursor : state.store.runStarts[run] + cursor
                run += 1
                cursor = 0
            }
            let defined = state.definitions.isDefined(section)
            if defined && placedAny { cursor += spacing }
            state.store.sections[section].offset = cursor
            cursor += state.store.sections[section].end
            placedAny = placedAny || defined
        }
        work.placedSections += end - first
        guard keepingLaterRuns else { return }
        // Each later run starts where the previous one ends: its sections keep their offsets.
        var runStart = run == 0 ? cursor : state.store.runStarts[run] + cursor
        for later in (run + 1)..<runCount {
            state.store.runStarts[later] = runStart
            let last = min(count, (later + 1) << shift) - 1
            runStart += state.store.sections[last].offset + state.store.sections[last].end
            work.placedRuns += 1
        }
    }

    /// Where the layout's boundary items go across the scroll axis: the container less what
    /// the configuration's ``Configuration/contentInsetsReference`` adds, as the start across
    /// the axis and the size their dimensions resolve against.
    private var layoutBoundaryArea: (crossStart: Double, reference: Size) {
        let axis = state.axis
        let container = state.container
        let added = configuration.contentInsetsReference.resolved(fallback: .automatic)
            .addedInsets(in: state.environment, axis: axis)
        let crossLength = max(0, container.length(along: axis.cross) - added.total(along: axis.cross))
        return (
            added.leading(along: axis.cross),
            Size(along: axis, main: container.length(along: axis), cross: crossLength)
        )
    }

    /// Rule 3's layout-wide boundary items around the sections, the content size, the mirror
    /// width and the pinning area.
    mutating func placeLayoutBoundary(_ context: LayoutContext) {
        let axis = state.axis
        let container = state.container
        let items = measuredLayoutBoundaryItems
        let (crossStart, reference) = layoutBoundaryArea
        let (before, after) = Self.boundaryExtents(items, axis: axis, reference: reference)
        let end = state.store.sections.indices.last.map { state.store.end(ofSectionAt: $0) } ?? before
        var boundary = SectionedStore.Section(axis: axis, start: 0)
        boundary.contentStart = before
        boundary.contentEnd = end
        boundary.supplementaries = Self.boundarySupplementaries(
            items, axis: axis, contentStart: before, contentEnd: end, crossStart: crossStart,
            crossLength: reference.length(along: axis.cross), reference: reference)
        numberAfterSectionZero(&boundary.supplementaries)
        state.store.layoutBoundary = boundary
        // Bottom to top, content shorter than the container sits at its end, moved by whole
        // pixels so that every frame keeps its rounding.
        let space = configuration.growsFromEnd ? max(0, container.length(along: axis) - (end + after)) : 0
        state.store.contentShift = (space * state.grid.scale).rounded(.down) / state.grid.scale
        state.contentSize = Size(
            along: axis, main: end + after + state.store.contentShift,
            cross: container.length(along: axis.cross))
        state.store.mirrorWidth =
            context.layoutDirection == .rightToLeft ? state.grid.align(state.contentSize.width) : nil
        state.store.updatePinningArea(for: context)
        state.preparedContext = context
    }

    /// Rule 3's identities: the layout-wide boundary items are reported in section 0, numbered
    /// after section 0's own boundary items of the same kind (a layout-wide header of the kind
    /// section 0 also uses is item 1, not a second item 0), so that no two elements share a
    /// (kind, path).
    private func numberAfterSectionZero(_ supplementaries: inout [SectionedStore.Supplementary]) {
        guard let first = state.store.sections.first, !first.supplementaries.isEmpty else { return }
        for position in supplementaries.indices {
            let kind = supplementaries[position].kind
            supplementaries[position].item += first.supplementaries.count(where: { $0.kind == kind })
        }
    }
}

// MARK: - Stamping

extension CompositionalLayout {
    /// Rule 4: appends the section's cells and badges from group `firstGroup` on to its index
    /// (or, for an orthogonal section, to its band), each group a copy of the template (or of
    /// its measured group) moved from the first group's origin, exact (the store aligns each
    /// frame to the pixel grid after adding the section's offset, as it returns it), or, for a
    /// section that qualifies (``repeatingGroups(_:)``), keeps the template and the count
    /// instead; then widens the store's overhang to cover them. An `appendable` section (the
    /// last one, which pages are appended to) gets spare room when its index is sized.
    mutating func stampGroups(
        _ plan: SectionPlan, into record: inout SectionedStore.Section, fromGroup firstGroup: Int,
        appendable: Bool
    ) {
        let axis = state.axis
        let grid = state.grid
        var overhang = 0.0
        for supplementary in record.supplementaries {
            overhang = max(
                overhang, Self.overhang(of: supplementary.frame, from: record.start, to: record.end, axis))
        }
        defer {
            // Frames are rounded to the pixel grid as they are returned: a rounded edge may lie
            // up to half a pixel further out than the reach measured on the exact frames.
            let reach = overhang + 1 / grid.scale + (record.visibleItemsOutset ?? 0)
            state.store.overhang = max(state.store.overhang, reach)
        }
        guard let template = plan.template else { return }
        if record.band != nil {
            let (start, end) = (record.start, record.end)
            let stamped = record.updateBand { band in
                let firstID = band.items.count
                // Exactly what the band stamps, as for stored frames below.
                if firstGroup == 0 {
                    band.items.reserveCapacity(template.elementCount(forItems: plan.itemCount))
                }
                Self.stamp(
                    plan, template: template, fromGroup: firstGroup, along: axis.cross, into: &band.items)
                for id in firstID..<band.items.count {
                    let frame = band.items.frame(of: id)
                    let length = frame.length(along: axis.cross)
                    if length.isFinite { band.longestAcross = max(band.longestAcross, length) }
                    overhang = max(overhang, Self.overhang(of: frame, from: start, to: end, axis))
                }
                return band.items.count - firstID
            }
            work.stampedElements += stamped ?? 0
        } else if let repeating = repeatingGroups(plan) {
            record.keep(repeating)
            overhang = max(overhang, template.overhang(along: axis))
        } else {
            let firstID = record.items.count
            record.updateStoredFrames { frames in
                if firstGroup == 0 {
                    // Exactly what the section stamps (growing the frames geometrically cost more
                    // time and memory in a large grid's prepare), and for the last section an
                    // eighth more, so that the first page appended after this pass does not copy
                    // every frame (as the flow and waterfall layouts keep it).
                    let count = template.elementCount(forItems: plan.itemCount)
                    frames.reserveCapacity(appendable ? count + count / 8 + 16 : count)
                }
                Self.stamp(plan, template: template, fromGroup: firstGroup, along: axis, into: &frames)
            }
            work.stampedElements += record.items.count - firstID
            overhang = max(overhang, template.overhang(along: axis))
            for override in plan.overrides.values {
                overhang = max(overhang, override.overhang(along: axis))
            }
        }
    }

    /// How far `frame` reaches outside [`start`, `end`] along `axis` (0 when inside; infinite
    /// when not finite, so that queries still find it).
    static func overhang(of frame: Rect, from start: Double, to end: Double, _ axis: Axis) -> Double {
        guard frame.isFinite else { return .infinity }
        let reach = max(0, start - frame.min(along: axis), frame.max(along: axis) - end)
        return reach.isNaN ? .infinity : reach
    }

    /// Appends the cells and badges of `plan` from group `firstGroup` on to `index`, group
    /// `g` moved by `g` strides along `direction` from the first group's origin (exact frames).
    /// Kept out of line: inlined into its caller's closures, it retained the template's arrays
    /// for every group it stamped.
    @inline(never)
    static func stamp(
        _ plan: SectionPlan, template: GroupTemplate, fromGroup firstGroup: Int, along direction: Axis,
        into index: inout RectIndex
    ) {
        let cellsPerGroup = template.cells.count
        var group = firstGroup
        var remaining = plan.itemCount - firstGroup * cellsPerGroup
        let overrides = plan.overrides
        let templateLength = template.size.length(along: direction)
        let originMain = plan.groupOrigin.value(along: direction)
        // How far the measured groups before `group` moved it (groups before the first
        // override sit exactly where a section without overrides puts them).
        var shift = 0.0
        for (number, override) in overrides.sorted(by: { $0.key < $1.key }) where number < firstGroup {
            shift += override.size.length(along: direction) - templateLength
        }
        let originCross = plan.groupOrigin.value(along: direction.cross)
        let frameCount = template.elementCount(forItems: plan.itemCount) - index.count
        index.withAppender(expecting: frameCount) { frames in
            while remaining > 0 {
                let count = min(cellsPerGroup, remaining)
                let origin = Point(
                    along: direction, main: originMain + Double(group) * plan.groupStride + shift,
                    cross: originCross)
                // Only a measured group is looked up: binding the template per group retained its
                // arrays for every group (a third of a large grid's prepare).
                if !overrides.isEmpty, let measured = overrides[group] {
                    shift += measured.size.length(along: direction) - templateLength
                    stampGroup(measured, cells: count, at: origin, into: &frames)
                } else {
                    stampGroup(template, cells: count, at: origin, into: &frames)
                }
                frames.indexPending(atLeast: RectIndex.Appender.batchSize)
                remaining -= count
                group += 1
            }
        }
    }

    /// Appends one group's first `cells` cells and their badges, moved to `origin`.
    @inline(__always)
    private static func stampGroup(
        _ template: GroupTemplate, cells: Int, at origin: Point, into index: inout RectIndex.Appender
    ) {
        for cell in 0..<cells {
            let frame = template.cells[cell]
            index.append(
                Rect(
                    x: frame.origin.x + origin.x, y: frame.origin.y + origin.y, width: frame.size.width,
                    height: frame.size.height))
        }
        for badge in template.badges.prefix(template.badgePrefix[cells]) {
            index.append(badge.frame.offsetBy(dx: origin.x, dy: origin.y))
        }
    }
}

// MARK: - Appending

extension CompositionalLayout {
    /// Items appended to the last section (``LayoutChange/append(section:items:)``): restamps
    /// from its last (partial) group on (a section kept as repeating groups just takes the new count),
    /// then its boundary items and the layout's. Returns false when the section scrolls
    /// sideways, so that the caller prepares fully.
    ///
    /// - Complexity: O(a + c + e) for a appended items, c cells per group and e boundary items
    ///   of the last section and the layout.
    private mutating func appendToLastSection(_ context: LayoutContext) -> Bool {
        guard let last = state.plans.indices.last, state.plans[last].orthogonal == nil,
            var old = state.store.sections.popLast()
        else { return false }
        let plan = state.plans.removeLast()
        var fullGroups = 0
        if let template = plan.template {
            fullGroups = plan.itemCount / template.cells.count
            old.updateStoredFrames { $0.removeElements(from: plan.firstID(ofGroup: fullGroups)) }
        }
        var (record, newPlan) = measure(
            state.definitions[last], index: last, itemCount: context.laidOutItemCount(ofSection: last))
        record.offset = old.offset
        // A section kept as repeating groups stays so (its group and container are unchanged); were
        // it not to, its earlier groups would have no frames to keep.
        if old.repeating != nil, !newPlan.repeats { return false }
        record.store(old.takeStoredFrames())
        stampGroups(newPlan, into: &record, fromGroup: fullGroups, appendable: true)
        state.store.sections.append(record)
        state.plans.append(newPlan)
        placeLayoutBoundary(context)
        return true
    }
}
