// MARK: - Full pass

extension WaterfallLayout {
    /// Lays out every section from scratch (rules 1–6 of ``WaterfallLayout``).
    ///
    /// - Complexity: O(n log c) for n elements and c columns with shortest-column placement
    ///   (see ``placeItems(_:section:columns:into:)`` for in-order placement).
    mutating func prepareAllSections(_ context: LayoutContext) {
        var spareIndexes = store.removeAllSections()
        contentWidth =
            (context.viewportSize.width - context.contentInsets.bounded.horizontal).sanitizedLength
        store.mirrorWidth = context.layoutDirection == .rightToLeft ? contentWidth : nil
        var top = 0.0
        let itemCounts = context.laidOutItemCounts
        for section in 0..<context.sectionCount {
            var record = SectionedStore.Section(axis: .vertical, start: top)
            if section < spareIndexes.count { swap(&record.items, &spareIndexes[section]) }
            let count = itemCounts[section]
            // The last section, the one pages are appended to, gets an eighth spare so that the
            // first page after this pass appends without copying every frame
            // (RectIndex.shrinkToFit keeps that spare).
            let isLast = section == context.sectionCount - 1
            record.items.reserveCapacity(isLast ? count + count / 8 + 16 : count)
            let headerHeight = (configuration.headerHeight.value(inSection: section) ?? 0).boundedLength
            if headerHeight > 0 {
                record.supplementaries.append(
                    SectionedStore.Supplementary(
                        kind: .sectionHeader,
                        frame: Rect(x: 0, y: top, width: contentWidth, height: headerHeight),
                        pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
            }
            record.contentStart = top + headerHeight
            var columns = makeColumns(section: section, itemsTop: top + headerHeight + sectionInset.top)
            placeItems(0..<count, section: section, columns: &columns, into: &record.items)
            record.itemCount = count
            record.items.shrinkToFit()
            finishSection(&record, section: section, columns: columns)
            top = record.end
            store.sections.append(record)
            tail = columns
        }
        contentHeight = top
    }

    /// The configuration's section insets, with bad values read as zero and each one at most
    /// ``LayoutContext/maximumLength``.
    var sectionInset: EdgeInsets { configuration.sectionInset.bounded }

    /// Empty columns for `section`, their count and width from rule 1.
    func makeColumns(section: Int, itemsTop: Double) -> ColumnState {
        let inset = sectionInset
        let spacing = configuration.columnSpacing.boundedLength
        let available = contentWidth - inset.left - inset.right
        return ColumnState(
            count: columnCount(inSection: section, availableWidth: available, spacing: spacing),
            itemsTop: itemsTop, contentWidth: contentWidth, inset: inset, columnSpacing: spacing,
            itemSpacing: configuration.itemSpacing.boundedLength)
    }

    /// The number of columns of `section`: as many as fit at `minimumColumnWidth` when it is
    /// set, otherwise `columnCount`; clamped to 1…``Configuration/maximumColumnCount``.
    func columnCount(inSection section: Int, availableWidth: Double, spacing: Double) -> Int {
        let maximum = Configuration.maximumColumnCount
        if let minimumWidth = configuration.minimumColumnWidth?.boundedLength, minimumWidth > 0 {
            let fitting = ((availableWidth + spacing) / (minimumWidth + spacing)).rounded(.down)
            guard fitting.isFinite, fitting >= 1 else { return fitting >= 1 ? maximum : 1 }
            return fitting >= Double(maximum) ? maximum : Int(fitting)
        }
        let count = configuration.columnCount.value(inSection: section) ?? 1
        return min(max(count, 1), maximum)
    }

    /// Places items `items` of `section` into `columns` and stores their frames, in item order.
    ///
    /// With `.shortestColumn` each item starts at the smallest next-free position (a tournament
    /// tree finds it in O(log c) when there are many columns), and those positions only grow,
    /// so item tops never decrease: every ``RectIndex/append(_:)`` is the O(1) case (the index
    /// keeps its classes sorted by top). In-order placement can start an item above earlier
    /// ones; the index then moves it past every earlier item of its length class that starts
    /// below it, which with many columns of varied heights is a number that grows with the
    /// column's depth (the columns drift apart like random walks).
    ///
    /// No `reserveCapacity` here: it allocates exactly what it is asked for, so reserving for
    /// every appended page (rather than once per full pass) would copy all frames each time;
    /// the spare left by the full pass and the arrays' own geometric growth keep appends O(1)
    /// amortised.
    ///
    /// - Complexity: O(a log c) for a items and c columns with shortest-column placement; in
    ///   order, O(a + m) where m is the number of moves past earlier items described above.
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, into index: inout RectIndex
    ) {
        let placement = configuration.placement
        if placement == .inOrder, columns.nextY.count > 1 {
            // In order, an item starts above earlier ones of other columns: the index sorts the
            // whole run once (O(a log a)) instead of moving each item past them.
            var batch: [Rect] = []
            batch.reserveCapacity(items.count)
            placeItems(items, section: section, columns: &columns, placement: placement) { batch.append($0) }
            index.append(contentsOf: batch)
            return
        }
        placeItems(items, section: section, columns: &columns, placement: placement) { index.append($0) }
    }

    /// Places items `items` of `section` into `columns` by `placement` and hands each frame,
    /// in item order, to `emit`.
    @inline(__always)
    func placeItems(
        _ items: Range<Int>, section: Int, columns: inout ColumnState, placement: Placement,
        emit: (Rect) -> Void
    ) {
        switch configuration.itemHeight {
        case .aspectRatio(let ratio):
            let width = columns.columnWidth
            for item in items {
                let height = (width * ratio(ItemPath(item: item, section: section))).boundedLength
                emit(place(height: height, placement: placement, columns: &columns))
            }
        case .computed(let heightOf):
            let width = columns.columnWidth
            for item in items {
                let height = heightOf(ItemPath(item: item, section: section), width).boundedLength
                emit(place(height: height, placement: placement, columns: &columns))
            }
        case .aspectRatios(let ratios):
            let width = columns.columnWidth
            for item in items {
                let height = (width * (ratios.value(section: section, item: item) ?? 0)).boundedLength
                emit(place(height: height, placement: placement, columns: &columns))
            }
        case .heights(let heights):
            for item in items {
                let height = (heights.value(section: section, item: item) ?? 0).boundedLength
                emit(place(height: height, placement: placement, columns: &columns))
            }
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
    func finishSection(_ record: inout SectionedStore.Section, section: Int, columns: ColumnState) {
        record.contentEnd = columns.tallestColumnEnd + sectionInset.bottom
        let footerHeight = (configuration.footerHeight.value(inSection: section) ?? 0).boundedLength
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

// MARK: - Appending to the last section

extension WaterfallLayout {
    /// Extends the last section to its laid-out count in `context`
    /// (``LayoutContext/laidOutItemCounts``): drops its footer from the index, places the new
    /// items from the kept column state and adds the footer again. The frames equal those
    /// of a full pass, which performs the same steps in the same order.
    ///
    /// - Complexity: O(a log c) for a appended items and c columns (shortest-column placement).
    mutating func appendItems(to context: LayoutContext) {
        guard var record = store.sections.popLast() else { return }
        let count = max(0, (context.laidOutItemCounts.last ?? 0) - record.itemCount)
        let last = store.sections.count
        record.supplementaries.removeAll { $0.kind == .sectionFooter }
        var columns = tail
        placeItems(
            record.itemCount..<(record.itemCount + count), section: last, columns: &columns,
            into: &record.items)
        record.itemCount += count
        finishSection(&record, section: last, columns: columns)
        store.sections.append(record)
        tail = columns
        contentHeight = record.end
    }
}
