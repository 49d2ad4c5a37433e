extension WaterfallLayout {
    /// The waterfall's rules as the steps of ``IncrementalSectionedLayout``: a section is laid
    /// out by placing its items into columns, and is placed again from the column state kept
    /// before an item.
    struct Steps: SectionSteps {
        /// What the layout does.
        let configuration: WaterfallLayout.Configuration
        /// The content's width (the x extent frames are mirrored in).
        let crossLength: Double
        /// The sizes reported for self-sizing items (their heights are used).
        let reportedSizes: ReportedSizes

        /// The content's width.
        var contentWidth: Double { crossLength }
    }
}

extension WaterfallLayout.SectionColumns: EmptyInitializable {}

// MARK: - What the driver asks

extension WaterfallLayout.Configuration: SectionStepsConfiguration {}

extension WaterfallLayout.Steps {
    typealias Placement = WaterfallLayout.Placement
    typealias ColumnState = WaterfallLayout.ColumnState
    typealias SectionColumns = WaterfallLayout.SectionColumns

    /// The layout scrolls vertically.
    static func axis(of configuration: WaterfallLayout.Configuration) -> Axis { .vertical }

    /// The viewport's width less the horizontal content insets.
    static func crossLength(of context: LayoutContext, axis: Axis) -> Double {
        (context.viewportSize.width - context.contentInsets.bounded.horizontal).sanitizedLength
    }

    /// Columns depend on the viewport's width only (frames are not rounded to pixels).
    static func viewportKeepsGeometry(from previous: LayoutContext, to context: LayoutContext) -> Bool {
        previous.bounds.size.width == context.bounds.size.width
    }

    /// The bounded height (the width stays the column's).
    static func reportedSize(_ size: Size, configuration: WaterfallLayout.Configuration) -> Size? {
        Size(width: 0, height: size.height.boundedLength)
    }

    static func item(at resume: ColumnState) -> Int { resume.placedCount }

    func keeps(_ state: SectionColumns, forSection section: Int) -> Bool {
        state.values == sectionValues(section)
    }

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
        record.items.reserveCapacity(isLast ? count + count / 8 + 16 : count)
        let values = sectionValues(section)
        if values.headerHeight > 0 {
            record.supplementaries.append(
                SectionedStore.Supplementary(
                    kind: .sectionHeader,
                    frame: Rect(x: 0, y: 0, width: contentWidth, height: values.headerHeight),
                    pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
        }
        record.contentStart = values.headerHeight
        var columns = makeColumns(count: values.columnCount, itemsTop: values.headerHeight + sectionInset.top)
        var kept = SectionColumns(values: values, final: columns)
        placeItems(
            0..<record.itemCount, section: section, columns: &columns, checkpoints: &kept, into: &record.items
        )
        record.items.shrinkToFit()
        finishSection(&record, footerHeight: values.footerHeight, columns: columns)
        kept.final = columns
        return kept
    }

    /// The per-section values of `section`: its column count and header and footer heights.
    func sectionValues(_ section: Int) -> SectionColumns.Values {
        let inset = sectionInset
        let spacing = configuration.columnSpacing.boundedLength
        return SectionColumns.Values(
            columnCount: columnCount(
                inSection: section, availableWidth: contentWidth - inset.left - inset.right, spacing: spacing),
            headerHeight: (configuration.headerHeight.value(inSection: section) ?? 0).boundedLength,
            footerHeight: (configuration.footerHeight.value(inSection: section) ?? 0).boundedLength)
    }

    /// The configuration's section insets, with bad values read as zero and each one at most
    /// ``LayoutContext/maximumLength``.
    var sectionInset: EdgeInsets { configuration.sectionInset.bounded }

    /// Empty columns, `count` of them, whose first items start at `itemsTop` (rule 1).
    func makeColumns(count: Int, itemsTop: Double) -> ColumnState {
        ColumnState(
            count: count, itemsTop: itemsTop, contentWidth: contentWidth, inset: sectionInset,
            columnSpacing: configuration.columnSpacing.boundedLength,
            itemSpacing: configuration.itemSpacing.boundedLength)
    }

    /// The number of columns of `section`: as many as fit at `minimumColumnWidth` when it is
    /// set, otherwise `columnCount`; clamped to 1…``Configuration/maximumColumnCount``.
    func columnCount(inSection section: Int, availableWidth: Double, spacing: Double) -> Int {
        let maximum = WaterfallLayout.Configuration.maximumColumnCount
        if let minimumWidth = configuration.minimumColumnWidth?.boundedLength, minimumWidth > 0 {
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
    /// With `.shortestColumn` each item starts at the smallest next-free position (a tournament
    /// tree finds it in O(log c) when there are many columns), and those positions only grow,
    /// so item tops never decrease: the index takes each in O(1). Frames go to the index in
    /// batches (``RectIndex/Appender``). In-order placement can start an item above earlier
    /// ones; the index then sorts each chunk of items once, as the merge of its columns'
    /// ascending runs, and merges it past the items of earlier chunks that start below its
    /// first one.
    ///
    /// No `reserveCapacity` here: it allocates exactly what it is asked for, so reserving for
    /// every appended page (rather than once per full pass) would copy all frames each time;
    /// the spare left by the full pass and the arrays' own geometric growth keep appends O(1)
    /// amortised.
    ///
    /// - Complexity: O(a log c) for a items and c columns with either placement; in order,
    ///   plus, per chunk, a block move of the earlier items that start below its first one
    ///   (those in the band between the shortest and the tallest column).
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, checkpoints: inout SectionColumns,
        into index: inout RectIndex
    ) {
        let placement = configuration.placement
        // In order, an item starts above earlier ones of other columns: the index sorts a
        // chunk of items at a time (the columns' ascending runs merged, O(a log c)) instead
        // of moving each item past them. A chunk stays in the processor's caches, and it is
        // much longer than the band of items of other columns that its first items move past.
        let batchSize =
            placement == .inOrder && columns.nextY.count > 1
            ? WaterfallLayout.inOrderChunkSize(columnCount: columns.nextY.count)
            : RectIndex.Appender.batchSize
        index.withAppender(expecting: items.count) { frames in
            placeItems(
                items, section: section, columns: &columns, checkpoints: &checkpoints, placement: placement
            ) {
                frames.append($0)
                frames.indexPending(atLeast: batchSize)
            }
        }
    }

    /// Places items `items` of `section` into `columns` by `placement` and hands each frame,
    /// in item order, to `emit`. A reported height (self-sizing) takes the place of the
    /// configured one.
    @inline(__always)
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, checkpoints: inout SectionColumns,
        placement: Placement, emit: (Rect) -> Void
    ) {
        let interval = SectionColumns.interval(columnCount: columns.nextY.count)
        let reports = reportedSizes.isEmpty ? nil : reportedSizes
        let width = columns.columnWidth
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
                let height = reports?.size(at: path)?.height ?? configuredHeight(path)
                emit(place(height: height, placement: placement, columns: &columns))
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

    /// The frame of the next item, of `height`, placed by `placement` (rule 3).
    @inline(__always)
    private func place(height: Double, placement: Placement, columns: inout ColumnState) -> Rect {
        switch placement {
        case .shortestColumn:
            return columns.place(height: height, inColumn: columns.shortestColumn())
        case .inOrder:
            return columns.place(height: height, inColumn: columns.placedCount % columns.nextY.count)
        }
    }

    /// Closes a section after its last item: its bottom inset below the tallest column, then
    /// its footer (rule 5).
    func finishSection(_ record: inout SectionedStore.Section, footerHeight: Double, columns: ColumnState) {
        record.contentEnd = columns.tallestColumnEnd + sectionInset.bottom
        if footerHeight > 0 {
            record.supplementaries.append(
                SectionedStore.Supplementary(
                    kind: .sectionFooter,
                    frame: Rect(x: 0, y: record.contentEnd, width: contentWidth, height: footerHeight),
                    pin: configuration.sectionFootersPinToVisibleBounds ? .footer : nil))
        }
        record.end = record.contentEnd + footerHeight
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
    /// - Complexity: O(r log c + t) for r items placed again and t of the section's stored
    ///   frames that start after the earliest dropped one.
    func layOutAgain(
        _ section: Int, from columns: ColumnState, itemCount: Int, record: inout SectionedStore.Section,
        state kept: inout SectionColumns
    ) {
        let first = columns.placedCount
        record.items.removeElements(from: first)
        record.supplementaries.removeAll { $0.kind == .sectionFooter }
        // Kept in item order: the dropped ones are the last (an append drops none).
        while let last = kept.checkpoints.last, last.placedCount >= first { kept.checkpoints.removeLast() }
        var columns = columns
        placeItems(
            first..<max(first, itemCount), section: section, columns: &columns, checkpoints: &kept,
            into: &record.items)
        record.itemCount = max(first, itemCount)
        finishSection(&record, footerHeight: kept.values.footerHeight, columns: columns)
        kept.final = columns
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
        return makeColumns(
            count: kept.values.columnCount, itemsTop: kept.values.headerHeight + sectionInset.top)
    }
}

extension WaterfallLayout {
    /// The number of items that in-order placement hands the index at a time: 16 per column,
    /// at least 8192.
    static func inOrderChunkSize(columnCount: Int) -> Int {
        max(8192, 16 * columnCount)
    }
}
