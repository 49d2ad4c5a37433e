// MARK: - Full pass

extension WaterfallLayout {
    /// Lays out every section from scratch (rules 1–6 of ``WaterfallLayout``).
    ///
    /// - Complexity: O(n · c) for n elements and c columns.
    mutating func prepareAllSections(_ context: LayoutContext) {
        index.removeAll()
        sections.removeAll(keepingCapacity: true)
        // One reservation for the whole pass: 1.7 ms instead of 2.9 ms at 100k items. Capped so
        // that an absurd item count cannot ask for an absurd allocation up front.
        let itemTotal = (0..<context.sectionCount).reduce(0) { $0 &+ context.itemCount(inSection: $1) }
        index.reserveCapacity(min(max(itemTotal, 0), 1 << 24) + 2 * min(context.sectionCount, 1 << 20))
        contentWidth =
            (context.viewportSize.width - context.contentInsets.sanitized.horizontal).sanitizedLength
        var top = 0.0
        for section in 0..<context.sectionCount {
            var record = SectionRecord(firstID: index.count, top: top)
            let headerHeight = (configuration.headerHeight.value(inSection: section) ?? 0).sanitizedLength
            if headerHeight > 0 {
                index.append(Rect(x: 0, y: top, width: contentWidth, height: headerHeight))
                record.hasHeader = true
            }
            var columns = makeColumns(
                section: section, itemsTop: top + headerHeight + sectionInset.top,
                direction: context.layoutDirection)
            let count = context.itemCount(inSection: section)
            placeItems(0..<count, section: section, columns: &columns)
            record.itemCount = count
            finishSection(&record, section: section, columns: columns)
            top = record.bottom
            sections.append(record)
            tail = columns
        }
        contentHeight = top
    }

    /// The configuration's section insets, with bad values read as zero.
    var sectionInset: EdgeInsets { configuration.sectionInset.sanitized }

    /// Empty columns for `section`, their count and width from rule 1.
    func makeColumns(section: Int, itemsTop: Double, direction: LayoutDirection) -> ColumnState {
        let inset = sectionInset
        let spacing = configuration.columnSpacing.sanitizedLength
        let available = contentWidth - inset.left - inset.right
        return ColumnState(
            count: columnCount(inSection: section, availableWidth: available, spacing: spacing),
            itemsTop: itemsTop, contentWidth: contentWidth, inset: inset, columnSpacing: spacing,
            itemSpacing: configuration.itemSpacing.sanitizedLength, direction: direction)
    }

    /// The number of columns of `section`: as many as fit at `minimumColumnWidth` when it is
    /// set, otherwise `columnCount`; clamped to 1…``Configuration/maximumColumnCount``.
    func columnCount(inSection section: Int, availableWidth: Double, spacing: Double) -> Int {
        let maximum = Configuration.maximumColumnCount
        if let minimumWidth = configuration.minimumColumnWidth, minimumWidth.sanitizedLength > 0 {
            let fitting = ((availableWidth + spacing) / (minimumWidth + spacing)).rounded(.down)
            guard fitting.isFinite, fitting >= 1 else { return fitting >= 1 ? maximum : 1 }
            return fitting >= Double(maximum) ? maximum : Int(fitting)
        }
        let count = configuration.columnCount.value(inSection: section) ?? 1
        return min(max(count, 1), maximum)
    }

    /// Places items `items` of `section` into `columns` and stores their frames, in item order.
    ///
    /// With `.shortestColumn` each item starts at the smallest next-free position, and those
    /// positions only grow, so item tops never decrease: every ``RectIndex/append(_:)`` is the
    /// O(1) case (the index keeps its classes sorted by top). In-order placement can start an
    /// item above the previous one; the index then moves it past the few it precedes.
    ///
    /// No `reserveCapacity` here: it allocates exactly what it is asked for, so reserving for
    /// every appended page (rather than once per full pass) copied all frames each time (82 µs instead of 2 µs per page of 100
    /// at 100k items); the arrays' own geometric growth is what keeps appends O(1).
    ///
    /// - Complexity: O(a · c) for a items and c columns.
    mutating func placeItems(_ items: Range<Int>, section: Int, columns: inout ColumnState) {
        let placement = configuration.placement
        switch configuration.itemHeight {
        case .aspectRatio(let ratio):
            let width = columns.columnWidth
            for item in items {
                let height = (width * ratio(ItemPath(item: item, section: section))).sanitizedLength
                index.append(place(height: height, placement: placement, columns: &columns))
            }
        case .computed(let heightOf):
            let width = columns.columnWidth
            for item in items {
                let height = heightOf(ItemPath(item: item, section: section), width).sanitizedLength
                index.append(place(height: height, placement: placement, columns: &columns))
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
    mutating func finishSection(_ record: inout SectionRecord, section: Int, columns: ColumnState) {
        record.contentEnd = columns.tallestColumnEnd + sectionInset.bottom
        let footerHeight = (configuration.footerHeight.value(inSection: section) ?? 0).sanitizedLength
        record.hasFooter = footerHeight > 0
        if record.hasFooter {
            index.append(Rect(x: 0, y: record.contentEnd, width: contentWidth, height: footerHeight))
        }
        record.bottom = record.contentEnd + footerHeight
    }
}

// MARK: - Appending to the last section

extension WaterfallLayout {
    /// The number of items appended to the last section if that is the only difference between
    /// `old` and `new` (the viewport's origin aside), otherwise nil.
    func appendedItemCount(from old: LayoutContext, to new: LayoutContext) -> Int? {
        guard new.bounds.size == old.bounds.size, new.contentInsets == old.contentInsets,
            new.layoutDirection == old.layoutDirection, new.displayScale == old.displayScale,
            new.sectionCount == old.sectionCount, new.sectionCount == sections.count,
            let last = sections.indices.last
        else { return nil }
        for section in 0..<last where new.itemCount(inSection: section) != old.itemCount(inSection: section) {
            return nil
        }
        let appended = new.itemCount(inSection: last) - sections[last].itemCount
        return appended >= 0 ? appended : nil
    }

    /// Extends the last section by `count` items: drops its footer from the index, places the
    /// new items from the kept column state and adds the footer again. The frames equal those
    /// of a full pass, which performs the same steps in the same order.
    ///
    /// - Complexity: O(a · c) for a appended items and c columns.
    mutating func appendItems(_ count: Int, context: LayoutContext) {
        guard let last = sections.indices.last else { return }
        var record = sections[last]
        if record.hasFooter {
            index.removeElements(from: record.footerID)
        }
        var columns = tail
        placeItems(record.itemCount..<(record.itemCount + count), section: last, columns: &columns)
        record.itemCount += count
        finishSection(&record, section: last, columns: columns)
        sections[last] = record
        tail = columns
        contentHeight = record.bottom
    }
}
