/// The geometry a flow layout computed in its last `prepare`.
///
/// Frames live in the shared ``SectionedStore``: each section's items in its own index (an
/// item's id is its number), its header and footer beside them. Each section is laid out in
/// its own coordinates (it starts at 0 along the scroll axis) and placed by its store offset,
/// the sum of the lengths of the sections before it: moving a section costs nothing per item,
/// and a section moved by an update lands exactly where a fresh layout puts it. Frames are
/// stored left-to-right; right-to-left layouts mirror them at query time, so an append never
/// moves stored frames. A section whose items all have one size is stored as its template
/// (``SectionedStore/ArithmeticItems``, see `arithmeticItems`), with no frame per item.
struct FlowCache: Sendable {
    /// The context the geometry was laid out for; nil before the first `prepare` or after a
    /// change of the configuration or an invalidation.
    var preparedContext: LayoutContext?
    /// The context of the last `prepare`, kept across configuration changes and invalidations:
    /// what a batch update is checked against, and where the user was looking.
    var lastContext: LayoutContext?
    /// The configuration the geometry was laid out with, when only its item sizes were set
    /// since: a plain `prepare` lays out again unless the new sizes extend these (the next
    /// page), a batch update keeps the geometry of the items it does not name.
    var configurationOfGeometry: FlowLayout.Configuration?
    /// Every section's frames and extent.
    var store = SectionedStore(axis: .vertical)
    /// What line building needs to continue each section: parallel to `store.sections`.
    var lines: [FlowSectionLines] = []
    /// The content size.
    var contentSize = Size.zero
    /// The scroll axis of the last `prepare`.
    var axis = Axis.vertical
    /// The content's extent across the scroll axis (the viewport less the content insets).
    var contentCrossLength = 0.0
    /// The sizes reported for self-sizing items: input kept across every `prepare`.
    var reportedSizes = ReportedSizes()
    /// For each section, the first item whose size changed since the last `prepare` (reported
    /// or invalidated), numbered as in the last `prepare`.
    var pendingItems: [Int: Int] = [:]
}

/// What a flow section keeps of its line building, so that it can be laid out again from any
/// item on: the metrics it was laid out with, a cursor every ``interval`` lines, and its last
/// line's cursor.
struct FlowSectionLines: Sendable {
    /// Lines between two kept cursors.
    static var interval: Int { 32 }
    /// The metrics the section was laid out with.
    var metrics: FlowLayout.SectionMetrics
    /// The cursor at the start of lines 0, interval, 2·interval, … (none for a section without
    /// items).
    var checkpoints: [FlowLineCursor] = []
    /// The cursor at the start of the last line.
    var lastLine = FlowLineCursor()
    /// The size of every item of an arithmetic section (nil for a stored one).
    var arithmeticItemSize: Size?

    /// Keeps `cursor`, the start of a line whose number is a multiple of ``interval``.
    ///
    /// Never inlined: it runs once every ``interval`` lines, and the array's growth code
    /// inlined into the line loop would leave that loop fewer registers for its own values.
    @inline(never)
    mutating func keep(_ cursor: FlowLineCursor) {
        checkpoints.append(cursor)
    }

    /// The kept cursor from which laying out again reaches `item` soonest: the last one
    /// starting at or before it.
    ///
    /// - Complexity: O(log l) for l kept cursors.
    func checkpoint(before item: Int) -> FlowLineCursor? {
        let position = checkpoints.partitioningIndex { $0.item > item }
        return position > 0 ? checkpoints[position - 1] : nil
    }
}

/// The state of line building at the start of a line: enough to lay out the rest of a section
/// from there.
struct FlowLineCursor: Sendable {
    /// The first item of the line.
    var item = 0
    /// The line's start along the scroll axis, in the section's coordinates.
    var position = 0.0
    /// The line's number within its section (0 for the first).
    var lineNumber = 0
    /// The size every item seen so far shares, if they all share one.
    var commonSize: Size?
    /// Whether all items seen so far share one size (``commonSize``).
    var isUniform = true
}

// MARK: - Full and incremental builds

extension FlowCache {
    /// Lays out every section of `context` from scratch.
    ///
    /// - Complexity: O(n) for n items (plus the size closure's cost per item).
    mutating func rebuild(for context: LayoutContext, configuration: FlowLayout.Configuration) {
        axis = configuration.scrollDirection
        store.axis = axis
        var spareIndexes = store.removeAllSections()
        lines.removeAll(keepingCapacity: true)
        contentCrossLength = Self.contentCrossLength(of: context, axis: axis)
        var cursor = 0.0
        let itemCounts = context.laidOutItemCounts
        for section in 0..<context.sectionCount {
            var record = SectionedStore.Section(axis: axis, start: 0)
            if section < spareIndexes.count { swap(&record.items, &spareIndexes[section]) }
            record.itemCount = itemCounts[section]
            record.offset = cursor
            lines.append(layOutSection(section, into: &record, configuration: configuration))
            cursor += record.end
            store.sections.append(record)
        }
        finish(context, contentLength: cursor)
    }

    /// Appends the new items of the last section: drops its last line and footer, then lays out
    /// from the start of that line.
    ///
    /// - Complexity: O(a + m) for a appended items and m items on the old last line.
    mutating func appendItems(to context: LayoutContext, configuration: FlowLayout.Configuration) {
        guard let last = store.sections.indices.last else { return }
        let itemCount = context.laidOutItemCount(ofSection: last)
        relayOut(
            section: last, from: lines[last].lastLine, itemCount: itemCount, configuration: configuration)
        finish(context, contentLength: store.sections[last].offset + store.sections[last].end)
    }

    /// Sets what follows from the sections' extent and the context: the content size, the
    /// mirror, the pinning area, and the prepared context.
    mutating func finish(_ context: LayoutContext, contentLength: Double) {
        contentSize = Size(along: axis, main: contentLength, cross: contentCrossLength)
        store.mirrorWidth = context.layoutDirection == .rightToLeft ? contentSize.width : nil
        store.updatePinningArea(for: context)
        preparedContext = context
        lastContext = context
        configurationOfGeometry = nil
        pendingItems = [:]
    }

    /// The content's extent across `axis`: the viewport less the content insets.
    static func contentCrossLength(of context: LayoutContext, axis: Axis) -> Double {
        max(
            0,
            context.viewportSize.length(along: axis.cross)
                - context.contentInsets.bounded.total(along: axis.cross))
    }
}

// MARK: - One section

extension FlowCache {
    /// Lays out `section` into `record`, an empty section at 0 that knows its item count (its
    /// index perhaps with storage to reuse), and returns its line state.
    mutating func layOutSection(
        _ section: Int, into record: inout SectionedStore.Section, configuration: FlowLayout.Configuration
    ) -> FlowSectionLines {
        let metrics = configuration.resolvedMetrics(forSection: section)
        var sectionLines = FlowSectionLines(metrics: metrics)
        let itemCount = record.itemCount
        let headerLength = metrics.headerReferenceSize.length(along: axis)
        if headerLength > 0 {
            record.supplementaries.append(
                SectionedStore.Supplementary(
                    kind: .sectionHeader,
                    frame: Rect(
                        along: axis, main: 0, cross: 0, mainLength: headerLength,
                        crossLength: contentCrossLength),
                    pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
            record.contentStart = headerLength
        }
        // UIKit adds a section's insets whether or not it has items (PSTCollectionView's
        // reimplementation, `PSTGridLayoutSection.computeLayout`, adds the top and bottom margins
        // around however many rows there are, none included); apps that want an empty section to
        // vanish give it zero insets.
        var linesEnd = record.contentStart + metrics.sectionInset.leading(along: axis)
        if let arithmetic = arithmeticItems(
            itemCount: itemCount, metrics: metrics, firstLinePosition: linesEnd, configuration: configuration)
        {
            // No frame stored: drop any storage a rebuild handed over.
            record.items = RectIndex(axis: axis)
            record.arithmetic = arithmetic
            sectionLines.arithmeticItemSize = Self.arithmeticItemSize(configuration)
            sectionLines.lastLine = Self.cursor(
                atLine: arithmetic.lineCount - 1, of: arithmetic, size: sectionLines.arithmeticItemSize)
            // The line's thickness: exact, as every line position is.
            linesEnd =
                sectionLines.lastLine.position + (arithmetic.linePitch - metrics.minimumLineSpacing)
        } else if itemCount > 0 {
            // An eighth spare, so that the next pages append without copying
            // (RectIndex.shrinkToFit).
            record.items.reserveCapacity(itemCount + itemCount / 8 + 16)
            let first = FlowLineCursor(position: linesEnd)
            linesEnd = layOutLines(
                section: section, itemCount: itemCount, from: first, lines: &sectionLines,
                configuration: configuration, into: &record.items)
        }
        record.items.shrinkToFit()
        finishSection(&record, linesEnd: linesEnd, metrics: metrics, configuration: configuration)
        return sectionLines
    }

    /// Lays out section `section` again from the line at `cursor` on, with `itemCount` items:
    /// drops that line and every later one, the kept cursors from it on and the footer, then
    /// collects lines from there (the items before the cursor keep their frames).
    ///
    /// An arithmetic section is described again for its new count instead (it has no stored
    /// line to continue), and becomes a stored one if it no longer qualifies; when its item
    /// size changed, it first stores the frames before the cursor, which keep their size.
    ///
    /// - Complexity: O(r + t) for r items from the cursor on and t of the section's stored
    ///   frames that start after the earliest dropped one; O(m) for an arithmetic section of m
    ///   items per line.
    mutating func relayOut(
        section: Int, from cursor: FlowLineCursor, itemCount: Int, configuration: FlowLayout.Configuration
    ) {
        if let arithmetic = store.sections[section].arithmetic {
            guard Self.arithmeticItemSize(configuration) != lines[section].arithmeticItemSize else {
                var record = SectionedStore.Section(axis: axis, start: 0)
                record.itemCount = itemCount
                record.offset = store.sections[section].offset
                lines[section] = layOutSection(section, into: &record, configuration: configuration)
                store.sections[section] = record
                return
            }
            storeFrames(of: arithmetic, inSection: section, before: cursor)
        }
        // Taken out of the store while they change, so that their storage is not shared.
        var record = SectionedStore.Section(axis: axis, start: 0)
        swap(&record, &store.sections[section])
        var sectionLines = FlowSectionLines(metrics: lines[section].metrics)
        swap(&sectionLines, &lines[section])
        record.items.removeElements(from: cursor.item)
        record.supplementaries.removeAll { $0.kind == .sectionFooter }
        // Kept in item order: the dropped ones are the last (an append drops none).
        while let last = sectionLines.checkpoints.last, last.item >= cursor.item {
            sectionLines.checkpoints.removeLast()
        }
        sectionLines.lastLine = FlowLineCursor()
        record.itemCount = itemCount
        let linesEnd = layOutLines(
            section: section, itemCount: itemCount, from: cursor, lines: &sectionLines,
            configuration: configuration, into: &record.items)
        finishSection(
            &record, linesEnd: linesEnd, metrics: sectionLines.metrics, configuration: configuration)
        store.sections[section] = record
        lines[section] = sectionLines
    }

    /// The cursor from which section `section`, now of `itemCount` items, is laid out again when
    /// its items from `item` on changed: the kept cursor of a line that starts at or before
    /// both `item` and its last item, or the start of its first line.
    ///
    /// - Complexity: O(log l) for l kept cursors.
    func restartCursor(section: Int, item: Int, itemCount: Int) -> FlowLineCursor {
        if let arithmetic = store.sections[section].arithmetic {
            return arithmeticRestartCursor(arithmetic, section: section, item: item, itemCount: itemCount)
        }
        if itemCount > 0, let kept = lines[section].checkpoint(before: min(item, itemCount - 1)) {
            return kept
        }
        let record = store.sections[section]
        return FlowLineCursor(
            position: record.contentStart + lines[section].metrics.sectionInset.leading(along: axis))
    }

    /// Adds the trailing inset and the footer after the lines ending at `linesEnd`.
    private func finishSection(
        _ record: inout SectionedStore.Section, linesEnd: Double, metrics: FlowLayout.SectionMetrics,
        configuration: FlowLayout.Configuration
    ) {
        record.contentEnd = linesEnd + metrics.sectionInset.trailing(along: axis)
        record.end = record.contentEnd
        let footerLength = metrics.footerReferenceSize.length(along: axis)
        if footerLength > 0 {
            record.supplementaries.append(
                SectionedStore.Supplementary(
                    kind: .sectionFooter,
                    frame: Rect(
                        along: axis, main: record.contentEnd, cross: 0, mainLength: footerLength,
                        crossLength: contentCrossLength),
                    pin: configuration.sectionFootersPinToVisibleBounds ? .footer : nil))
            record.end += footerLength
        }
    }

    /// Collects and places the lines of `section` from `cursor` on, appending item frames to the
    /// index, and returns where the last line ends. Keeps a cursor every
    /// ``FlowSectionLines/interval`` lines and the last line's in `lines`.
    private func layOutLines(
        section: Int, itemCount: Int, from cursor: FlowLineCursor, lines: inout FlowSectionLines,
        configuration: FlowLayout.Configuration, into index: inout RectIndex
    ) -> Double {
        let metrics = lines.metrics
        let lineStart = metrics.sectionInset.leading(along: axis.cross)
        let available = max(0, contentCrossLength - metrics.sectionInset.total(along: axis.cross))
        var line = FlowLine(
            axis: axis, available: available, lineStart: lineStart, metrics: metrics)
        var cursor = cursor
        // With self-sizing, an item's size is its reported one or the estimate; otherwise the
        // configured sizing's.
        let sizing = configuration.itemSizing
        let estimate = configuration.estimatedItemSize?.bounded
        let reported = reportedSizes
        var pending: Size?
        var item = cursor.item
        var linesEnd = cursor.position
        // Each item's frame is stored as the line collects it and moved into place when the
        // line is complete; the index takes complete lines in batches.
        index.withAppender(expecting: itemCount - item) { frames in
            while item < itemCount {
                cursor.item = item
                if cursor.lineNumber % FlowSectionLines.interval == 0 { lines.keep(cursor) }
                line.removeAll()
                let firstID = frames.count
                while item < itemCount {
                    // Not `pending ?? …`: its autoclosure keeps the size look-up from being inlined.
                    let size: Size
                    if let held = pending {
                        size = held
                    } else if let estimate {
                        size = reported.size(at: ItemPath(item: item, section: section)) ?? estimate
                    } else {
                        size = sizing.size(of: ItemPath(item: item, section: section))
                    }
                    pending = nil
                    if !line.fits(size) {
                        pending = size
                        break
                    }
                    frames.append(line.add(size))
                    if cursor.isUniform {
                        if let common = cursor.commonSize {
                            cursor.isUniform = common == size
                        } else {
                            cursor.commonSize = size
                        }
                    }
                    item += 1
                }
                let isLast = item >= itemCount
                let thickness = frames.withPendingFrames(from: firstID) { lineFrames in
                    line.place(
                        at: cursor.position, isLastLine: isLast, isOnlyLine: isLast && cursor.lineNumber == 0,
                        uniformSize: cursor.isUniform ? cursor.commonSize : nil, frames: lineFrames)
                }
                frames.indexPending(atLeast: RectIndex.Appender.batchSize)
                lines.lastLine = cursor
                linesEnd = cursor.position + thickness
                cursor.position = linesEnd + metrics.minimumLineSpacing
                cursor.lineNumber += 1
            }
        }
        return linesEnd
    }
}

extension FlowLayout.ItemSizing {
    /// The size of the item at `path`, with negative, NaN or infinite extents read as zero and
    /// each one at most ``LayoutContext/maximumLength``.
    @inline(__always)
    func size(of path: ItemPath) -> Size {
        switch self {
        case .fixed(let size): size.bounded
        case .sizes(let sizes): (sizes.value(section: path.section, item: path.item) ?? .zero).bounded
        case .perItem(let sizeForItem): sizeForItem(path).bounded
        }
    }
}
