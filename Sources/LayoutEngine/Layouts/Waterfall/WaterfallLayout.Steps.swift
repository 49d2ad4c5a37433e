extension WaterfallLayout {
    /// The waterfall's rules as the steps of ``IncrementalSectionedLayout``: a section is laid
    /// out by placing its items into columns, and is placed again from the column state kept
    /// before an item.
    struct Steps: SectionSteps {
        /// What the layout does.
        let configuration: WaterfallLayout.Configuration
        /// The content's extent across the scroll axis (its width when it scrolls vertically).
        let crossLength: Double
        /// The sizes reported for self-sizing items (their extents along the axis are used).
        let reportedSizes: ReportedSizes

        /// The scroll axis.
        var axis: Axis { configuration.scrollDirection }
    }
}

extension WaterfallLayout.SectionColumns: EmptyInitializable {}

// MARK: - What the driver asks

extension WaterfallLayout.Configuration: SectionStepsConfiguration {}

extension WaterfallLayout.Steps {
    typealias ItemRenderDirection = WaterfallLayout.ItemRenderDirection
    typealias ColumnState = WaterfallLayout.ColumnState
    typealias SectionColumns = WaterfallLayout.SectionColumns

    /// The configuration's scroll direction.
    static func axis(of configuration: WaterfallLayout.Configuration) -> Axis {
        configuration.scrollDirection
    }

    /// The viewport less the content insets, across `axis`.
    static func crossLength(of context: LayoutContext, axis: Axis) -> Double {
        let insets = context.contentInsets.bounded
        // Subtracted as one total, as the vertical layout always did: frames stay bit for bit.
        let across = axis == .vertical ? insets.horizontal : insets.vertical
        return (context.viewportSize.length(along: axis.cross) - across).sanitizedLength
    }

    /// Columns depend on the viewport's extent across the axis only (frames are not rounded
    /// to pixels): a new length along the axis (a keyboard) keeps them.
    static func viewportKeepsGeometry(from previous: LayoutContext, to context: LayoutContext, axis: Axis)
        -> Bool
    {
        previous.bounds.size.length(along: axis.cross) == context.bounds.size.length(along: axis.cross)
    }

    /// The bounded extent along the scroll axis (the one across stays the column's).
    static func reportedSize(_ size: Size, configuration: WaterfallLayout.Configuration) -> Size? {
        let axis = configuration.scrollDirection
        return Size(along: axis, main: size.length(along: axis).boundedLength, cross: 0)
    }

    static func item(at resume: ColumnState) -> Int { resume.placedCount }

    func keeps(_ state: SectionColumns, forSection section: Int) -> Bool {
        state.values == sectionValues(section)
    }

    /// Always: every ``WaterfallLayout/ItemHeight`` is read at the item's path.
    var readsItemSizesByPath: Bool { true }

    /// The column state after the section's last item.
    func appendResumePoint(record: SectionedStore.Section, state: SectionColumns) -> ColumnState? {
        state.final
    }
}

// MARK: - One section

extension WaterfallLayout.Steps {
    /// Lays out `section` into `record`, an empty section at 0 that knows its item count (its
    /// index perhaps with storage to reuse), and returns what placement keeps of it.
    ///
    /// The last section, the one pages are appended to, gets an eighth spare so that the first
    /// page after a full pass appends without copying every frame (RectIndex.shrinkToFit keeps
    /// that spare).
    func layOutSection(_ section: Int, into record: inout SectionedStore.Section, isLast: Bool)
        -> SectionColumns
    {
        let count = record.itemCount
        record.updateStoredFrames { $0.reserveCapacity(isLast ? count + count / 8 + 16 : count) }
        let values = sectionValues(section)
        if values.headerHeight > 0 {
            record.supplementaries.append(
                boundary(
                    .sectionHeader, at: 0, length: values.headerHeight,
                    pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
        }
        record.contentStart = values.headerHeight
        var columns = makeColumns(values)
        var kept = SectionColumns(values: values, final: columns)
        record.updateStoredFrames { frames in
            placeItems(0..<count, section: section, columns: &columns, checkpoints: &kept, into: &frames)
            frames.shrinkToFit()
        }
        finishSection(&record, values: values, columns: columns)
        kept.final = columns
        return kept
    }

    /// The per-section values of `section`: its column count, spacing, insets (bad values read
    /// as zero, each at most ``LayoutContext/maximumLength``) and header and footer lengths
    /// (reported or estimated for self-sizing ones).
    func sectionValues(_ section: Int) -> SectionColumns.Values {
        let inset = (configuration.sectionInset.value(inSection: section) ?? .zero).bounded
        let spacing = (configuration.columnSpacing.value(inSection: section) ?? 0).boundedLength
        let cross = axis.cross
        return SectionColumns.Values(
            columnCount: columnCount(
                inSection: section,
                availableWidth: crossLength - inset.leading(along: cross) - inset.trailing(along: cross),
                spacing: spacing),
            columnSpacing: spacing,
            itemSpacing: (configuration.itemSpacing.value(inSection: section) ?? 0).boundedLength,
            sectionInset: inset,
            headerHeight: configuration.boundaryLength(
                ElementKind.sectionHeaderKind, fixed: configuration.headerHeight, inSection: section,
                reportedSizes: reportedSizes),
            footerHeight: configuration.boundaryLength(
                ElementKind.sectionFooterKind, fixed: configuration.footerHeight, inSection: section,
                reportedSizes: reportedSizes))
    }

    /// The empty columns of a section laid out with `values`, whose first items start the
    /// section's leading inset after its header (rules 1 and 4).
    func makeColumns(_ values: SectionColumns.Values) -> ColumnState {
        ColumnState(
            count: values.columnCount, axis: axis,
            itemsStart: values.headerHeight + values.sectionInset.leading(along: axis),
            crossLength: crossLength, inset: values.sectionInset, columnSpacing: values.columnSpacing,
            itemSpacing: values.itemSpacing)
    }

    /// A header or footer of `length` from `position` along the axis, across the content.
    func boundary(
        _ kind: ElementKind, at position: Double, length: Double, pin: SectionedStore.Supplementary.Pin?
    ) -> SectionedStore.Supplementary {
        let frame = Rect(along: axis, main: position, cross: 0, mainLength: length, crossLength: crossLength)
        return SectionedStore.Supplementary(kind: kind, frame: frame, pin: pin)
    }

    /// The number of columns of `section`: as many as fit at `minimumColumnWidth` when it
    /// gives the section a finite positive value, otherwise `columnCount`; clamped to
    /// 1…``Configuration/maximumColumnCount``.
    func columnCount(inSection section: Int, availableWidth: Double, spacing: Double) -> Int {
        let maximum = WaterfallLayout.Configuration.maximumColumnCount
        if let minimumWidth = configuration.minimumColumnWidth?.value(inSection: section)?.boundedLength,
            minimumWidth > 0
        {
            let fitting = ((availableWidth + spacing) / (minimumWidth + spacing)).rounded(.down)
            guard fitting.isFinite, fitting >= 1 else { return fitting >= 1 ? maximum : 1 }
            return fitting >= Double(maximum) ? maximum : Int(fitting)
        }
        let count = configuration.columnCount.value(inSection: section) ?? 1
        return min(max(count, 1), maximum)
    }

    /// Places items `items` of `section` into `columns` and stores their frames, in item order,
    /// keeping the column state before every ``SectionColumns/interval(columnCount:)``-th item
    /// in `checkpoints`.
    ///
    /// With `.shortestFirst` each item starts at the smallest next-free position (a tournament
    /// tree finds it in O(log c) when there are many columns), and those positions only grow,
    /// so item tops never decrease: the index takes each in O(1). Frames go to the index in
    /// batches (``RectIndex/Appender``). Placement in column order can start an item above earlier
    /// ones; the index then sorts each chunk of items once, as the merge of its columns'
    /// ascending runs, and merges it past the items of earlier chunks that start below its
    /// first one.
    ///
    /// No `reserveCapacity` here: it allocates exactly what it is asked for, so reserving for
    /// every appended page (rather than once per full pass) would copy all frames each time;
    /// the spare left by the full pass and the arrays' own geometric growth keep appends O(1)
    /// amortised.
    ///
    /// - Complexity: O(a log c) for a items and c columns in every direction; in column order,
    ///   plus, per chunk, a block move of the earlier items that start below its first one
    ///   (those in the band between the shortest and the tallest column).
    ///
    /// Kept out of line, as every bulk worker called from a section's update closures: inlined
    /// there, it no longer inlined the column choice it makes per item.
    @inline(never)
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, checkpoints: inout SectionColumns,
        into index: inout RectIndex
    ) {
        let direction = configuration.itemRenderDirection
        // In column order, an item starts above earlier ones of other columns: the index sorts a
        // chunk of items at a time (the columns' ascending runs merged, O(a log c)) instead
        // of moving each item past them. A chunk stays in the processor's caches, and it is
        // much longer than the band of items of other columns that its first items move past.
        let batchSize =
            direction != .shortestFirst && columns.nextStart.count > 1
            ? WaterfallLayout.columnOrderChunkSize(columnCount: columns.nextStart.count)
            : RectIndex.Appender.batchSize
        index.withAppender(expecting: items.count) { frames in
            placeItems(
                items, section: section, columns: &columns, checkpoints: &checkpoints, direction: direction
            ) {
                frames.append($0)
                frames.indexPending(atLeast: batchSize)
            }
        }
    }

    /// Places items `items` of `section` into `columns` by `direction` and hands each frame,
    /// in item order, to `emit`. A reported extent along the axis (self-sizing) takes the place
    /// of the configured height.
    @inline(__always)
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, checkpoints: inout SectionColumns,
        direction: ItemRenderDirection, emit: (Rect) -> Void
    ) {
        let interval = SectionColumns.interval(columnCount: columns.nextStart.count)
        let reports = reportedSizes.isEmpty ? nil : reportedSizes
        let width = columns.columnWidth
        let axis = axis
        // The next item before which the column state is kept: a countdown, not a division
        // per item.
        let past = columns.placedCount % interval
        var nextCheckpoint = past == 0 ? columns.placedCount : columns.placedCount + interval - past
        // One loop per kind of height, so that the kind is not switched over per item.
        @inline(__always)
        func placeAll(_ configuredHeight: (ItemPath) -> Double) {
            for item in items {
                if columns.placedCount == nextCheckpoint {
                    checkpoints.checkpoints.append(columns)
                    nextCheckpoint += interval
                }
                let path = ItemPath(item: item, section: section)
                let height = reports?.size(at: path)?.length(along: axis) ?? configuredHeight(path)
                emit(place(length: height, direction: direction, columns: &columns))
            }
        }
        switch configuration.itemHeight {
        case .aspectRatio(let ratio):
            placeAll { (width * ratio($0)).boundedLength }
        case .computed(let heightOf):
            placeAll { heightOf($0, width).boundedLength }
        case .aspectRatios(let ratios):
            placeAll { (width * (ratios.value(section: $0.section, item: $0.item) ?? 0)).boundedLength }
        case .heights(let heights):
            placeAll { (heights.value(section: $0.section, item: $0.item) ?? 0).boundedLength }
        }
    }

    /// The frame of the next item, `length` long along the axis, in the column `direction`
    /// picks (rule 3). CHTCollectionViewWaterfallLayout's `nextColumnIndexForItem:inSection:`
    /// is the reference: shortest first takes `shortestColumnIndexInSection:` (the first of
    /// equal columns), leading column first (CHT's left to right) `item % columnCount`,
    /// trailing column first (CHT's right to left) `(columnCount - 1) - (item % columnCount)`.
    @inline(__always)
    private func place(length: Double, direction: ItemRenderDirection, columns: inout ColumnState) -> Rect {
        switch direction {
        case .shortestFirst:
            return columns.place(length: length, inColumn: columns.shortestColumn())
        case .leadingColumnFirst:
            return columns.place(length: length, inColumn: columns.placedCount % columns.nextStart.count)
        case .trailingColumnFirst:
            let count = columns.nextStart.count
            return columns.place(length: length, inColumn: count - 1 - columns.placedCount % count)
        }
    }

    /// Closes a section after its last item: its trailing inset after the longest column,
    /// then its footer (rule 5).
    func finishSection(
        _ record: inout SectionedStore.Section, values: SectionColumns.Values, columns: ColumnState
    ) {
        record.contentEnd = columns.tallestColumnEnd + values.sectionInset.trailing(along: axis)
        if values.footerHeight > 0 {
            record.supplementaries.append(
                boundary(
                    .sectionFooter, at: record.contentEnd, length: values.footerHeight,
                    pin: configuration.sectionFootersPinToVisibleBounds ? .footer : nil))
        }
        record.end = record.contentEnd + values.footerHeight
    }
}

// MARK: - Placing a section again from an item on

extension WaterfallLayout.Steps {
    /// Places section `section` again from the item `columns` was kept before, with
    /// `itemCount` items: drops the items from there on, the kept states after it and the
    /// footer, then places from there (the items before keep their frames). An append places
    /// the new items from the state after the last one, and its frames equal those of a full
    /// pass, which performs the same steps in the same order.
    ///
    /// Every item from there on is placed again, whatever `unchangedAfter` says: an item's
    /// column depends on the heights of every column before it, so a change moves items of
    /// other columns too. Returns the number of items placed.
    ///
    /// - Complexity: O(r log c + t) for r items placed again and t of the section's stored
    ///   frames that start after the earliest dropped one.
    @discardableResult
    func layOutAgain(
        _ section: Int, from columns: ColumnState, itemCount: Int, keepingAfter unchangedAfter: Int?,
        record: inout SectionedStore.Section, state kept: inout SectionColumns
    ) -> Int {
        let first = columns.placedCount
        record.updateStoredFrames { $0.removeElements(from: first) }
        record.supplementaries.removeAll { $0.kind == .sectionFooter }
        // Kept in item order: the dropped ones are the last (an append drops none).
        while let last = kept.checkpoints.last, last.placedCount >= first { kept.checkpoints.removeLast() }
        var columns = columns
        record.updateStoredFrames { frames in
            placeItems(
                first..<max(first, itemCount), section: section, columns: &columns, checkpoints: &kept,
                into: &frames)
        }
        record.itemCount = max(first, itemCount)
        finishSection(&record, values: kept.values, columns: columns)
        kept.final = columns
        return max(0, itemCount - first)
    }

    /// The kept column state from which section `section`, now of `itemCount` items, is placed
    /// again when its items from `item` on changed: the last one kept before an item at or
    /// before both `item` and its last item, or the empty columns.
    ///
    /// - Complexity: O(log k) for k kept states.
    func resumePoint(
        inSection section: Int, item: Int, itemCount: Int, record: SectionedStore.Section,
        state kept: SectionColumns
    ) -> ColumnState {
        if itemCount > 0, let state = kept.checkpoint(before: min(item, itemCount - 1)) { return state }
        return makeColumns(kept.values)
    }
}

extension WaterfallLayout {
    /// The number of items that placement in column order hands the index at a time: 16 per column,
    /// at least 8192.
    static func columnOrderChunkSize(columnCount: Int) -> Int {
        max(8192, 16 * columnCount)
    }
}
