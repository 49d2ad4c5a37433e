/// The geometry a flow layout computed in its last `prepare`.
///
/// Frames live in the shared ``SectionedStore``: each section's items in its own index (an
/// item's id is its number), its header and footer beside them. Frames are stored
/// left-to-right; right-to-left layouts mirror them at query time, so an append never moves
/// stored frames.
struct FlowCache: Sendable {
    /// The context of the last `prepare`; nil before the first one or after a configuration
    /// change.
    var preparedContext: LayoutContext?
    /// Every section's frames and extent.
    var store = SectionedStore(axis: .vertical)
    /// The content size.
    var contentSize = Size.zero
    /// The scroll axis of the last `prepare`.
    var axis = Axis.vertical
    /// The content's extent across the scroll axis (the viewport less the content insets).
    var contentCrossLength = 0.0
    /// Where the last section's last line starts, so appended items can continue it.
    var tail = FlowLineCursor()
}

/// The state of line building at the start of a line: enough to lay out the rest of a section
/// from there (used to continue the last section when items are appended).
struct FlowLineCursor: Sendable {
    /// The first item of the line.
    var item = 0
    /// The line's start along the scroll axis.
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
        let insets = context.contentInsets.bounded
        contentCrossLength = max(
            0, context.viewportSize.length(along: axis.cross) - insets.total(along: axis.cross))
        var cursor = 0.0
        let itemCounts = context.laidOutItemCounts
        for section in 0..<context.sectionCount {
            var record = SectionedStore.Section(axis: axis, start: cursor)
            if section < spareIndexes.count { swap(&record.items, &spareIndexes[section]) }
            record.itemCount = itemCounts[section]
            layOutSection(section, into: &record, configuration: configuration)
            cursor = record.end
            store.sections.append(record)
        }
        contentSize = Size(along: axis, main: cursor, cross: contentCrossLength)
        store.mirrorWidth = context.layoutDirection == .rightToLeft ? contentSize.width : nil
        store.updatePinningArea(for: context)
        preparedContext = context
    }

    /// Appends the new items of the last section: drops its last line and footer, then lays out
    /// from the start of that line.
    ///
    /// - Complexity: O(a + m) for a appended items and m items on the old last line.
    mutating func appendItems(to context: LayoutContext, configuration: FlowLayout.Configuration) {
        guard var section = store.sections.popLast() else { return }
        let lastSection = store.sections.count
        section.items.removeElements(from: tail.item)
        section.supplementaries.removeAll { $0.kind == .sectionFooter }
        let metrics = configuration.resolvedMetrics(forSection: lastSection)
        section.itemCount = context.laidOutItemCounts.last ?? 0
        let linesEnd = layOutLines(
            section: lastSection, itemCount: section.itemCount, from: tail, metrics: metrics,
            configuration: configuration, into: &section.items)
        finishSection(&section, linesEnd: linesEnd, metrics: metrics, configuration: configuration)
        store.sections.append(section)
        contentSize = Size(along: axis, main: section.end, cross: contentCrossLength)
        store.mirrorWidth = context.layoutDirection == .rightToLeft ? contentSize.width : nil
        store.updatePinningArea(for: context)
        preparedContext = context
    }
}

// MARK: - One section

extension FlowCache {
    /// Lays out `section` into `record`, an empty section that knows its start and item count
    /// (its index perhaps with storage to reuse).
    private mutating func layOutSection(
        _ section: Int, into record: inout SectionedStore.Section, configuration: FlowLayout.Configuration
    ) {
        let metrics = configuration.resolvedMetrics(forSection: section)
        let start = record.start
        let itemCount = record.itemCount
        // An eighth spare, so that the next pages append without copying (RectIndex.shrinkToFit).
        record.items.reserveCapacity(itemCount + itemCount / 8 + 16)
        let headerLength = metrics.headerReferenceSize.length(along: axis)
        if headerLength > 0 {
            record.supplementaries.append(
                SectionedStore.Supplementary(
                    kind: .sectionHeader,
                    frame: Rect(
                        along: axis, main: start, cross: 0, mainLength: headerLength,
                        crossLength: contentCrossLength),
                    pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
            record.contentStart = start + headerLength
        }
        // UIKit adds a section's insets whether or not it has items (PSTCollectionView's
        // reimplementation, `PSTGridLayoutSection.computeLayout`, adds the top and bottom margins
        // around however many rows there are, none included); apps that want an empty section to
        // vanish give it zero insets.
        var linesEnd = record.contentStart + metrics.sectionInset.leading(along: axis)
        if itemCount > 0 {
            let first = FlowLineCursor(position: linesEnd)
            linesEnd = layOutLines(
                section: section, itemCount: itemCount, from: first, metrics: metrics,
                configuration: configuration, into: &record.items)
        }
        record.items.shrinkToFit()
        finishSection(&record, linesEnd: linesEnd, metrics: metrics, configuration: configuration)
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
    /// index, and returns where the last line ends. Leaves ``tail`` at the last line's start.
    private mutating func layOutLines(
        section: Int, itemCount: Int, from cursor: FlowLineCursor, metrics: FlowLayout.SectionMetrics,
        configuration: FlowLayout.Configuration, into index: inout RectIndex
    ) -> Double {
        let lineStart = metrics.sectionInset.leading(along: axis.cross)
        let available = max(0, contentCrossLength - metrics.sectionInset.total(along: axis.cross))
        var line = FlowLine(
            axis: axis, available: available, lineStart: lineStart, metrics: metrics)
        var cursor = cursor
        let sizing = configuration.itemSizing
        var pending: Size?
        var item = cursor.item
        var linesEnd = cursor.position
        while item < itemCount {
            cursor.item = item
            line.removeAll()
            while item < itemCount {
                let size =
                    pending ?? sizing.size(of: ItemPath(item: item, section: section))
                pending = nil
                if !line.fits(size) {
                    pending = size
                    break
                }
                line.add(size)
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
            let thickness = line.place(
                at: cursor.position, isLastLine: isLast, isOnlyLine: isLast && cursor.lineNumber == 0,
                uniformSize: cursor.isUniform ? cursor.commonSize : nil, into: &index)
            tail = cursor
            linesEnd = cursor.position + thickness
            cursor.position = linesEnd + metrics.minimumLineSpacing
            cursor.lineNumber += 1
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
