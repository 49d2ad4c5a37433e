/// The geometry a flow layout computed in its last `prepare`.
///
/// Frames are stored left-to-right in the shared ``RectIndex``; right-to-left layouts mirror
/// the query rectangle and the results instead, so an append never moves stored frames.
/// Element ids run section by section: header, items, footer.
struct FlowCache: Sendable {
    /// The context of the last `prepare`; nil before the first one or after a configuration
    /// change.
    var preparedContext: LayoutContext?
    /// Every element's left-to-right frame.
    var index = RectIndex(axis: .vertical)
    /// One record per section, in order.
    var sections: [FlowSectionRecord] = []
    /// The content size.
    var contentSize = Size.zero
    /// The scroll axis of the last `prepare`.
    var axis = Axis.vertical
    /// The content's extent across the scroll axis (the viewport less the content insets).
    var contentCrossLength = 0.0
    /// Where the last section's last line starts, so appended items can continue it.
    var tail = FlowLineCursor()
}

/// Where one section's elements are: their ids and its extent along the scroll axis.
struct FlowSectionRecord: Sendable {
    /// The id of the section's first element (its header, or its first item).
    var firstElementID: Int
    /// The header's id, or -1 without a header.
    var headerID: Int
    /// The id of item 0.
    var firstItemID: Int
    /// The number of items.
    var itemCount: Int
    /// The footer's id, or -1 without a footer.
    var footerID: Int
    /// Where the section starts along the scroll axis (its header's start).
    var start: Double
    /// Where the section's content starts (after the header).
    var contentStart: Double
    /// Where the section's content ends (before the footer).
    var contentEnd: Double
    /// Where the section ends (after the footer).
    var end: Double
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
        if index.axis == configuration.scrollDirection {
            index.removeAll(keepingCapacity: true)
        } else {
            index = RectIndex(axis: configuration.scrollDirection)
        }
        axis = configuration.scrollDirection
        sections.removeAll(keepingCapacity: true)
        let insets = context.contentInsets.sanitized
        contentCrossLength = max(
            0, context.viewportSize.length(along: axis.cross) - insets.total(along: axis.cross))
        var elementCount = 0
        for section in 0..<context.sectionCount { elementCount += context.itemCount(inSection: section) + 2 }
        // An eighth spare, so that the next pages append without copying (RectIndex.shrinkToFit).
        index.reserveCapacity(elementCount + elementCount / 8 + 16)
        var cursor = 0.0
        for section in 0..<context.sectionCount {
            cursor = layOutSection(
                section, itemCount: context.itemCount(inSection: section), start: cursor,
                configuration: configuration)
        }
        index.shrinkToFit()
        contentSize = Size(along: axis, main: cursor, cross: contentCrossLength)
        preparedContext = context
    }

    /// Whether `context` only adds items to the last section of `previous`, which the cache
    /// can extend without a full rebuild.
    func canAppend(from previous: LayoutContext, to context: LayoutContext) -> Bool {
        guard let lastSection = sections.indices.last,
            context.bounds.size == previous.bounds.size, context.contentInsets == previous.contentInsets,
            context.layoutDirection == previous.layoutDirection,
            context.displayScale == previous.displayScale,
            context.sectionCount == previous.sectionCount
        else { return false }
        for section in 0..<lastSection
        where context.itemCount(inSection: section) != previous.itemCount(inSection: section) {
            return false
        }
        let oldCount = sections[lastSection].itemCount
        return oldCount > 0 && context.itemCount(inSection: lastSection) > oldCount
    }

    /// Appends the new items of the last section: drops its last line and footer, then lays out
    /// from the start of that line.
    ///
    /// - Complexity: O(a + m) for a appended items and m items on the old last line.
    mutating func appendItems(to context: LayoutContext, configuration: FlowLayout.Configuration) {
        guard let lastSection = sections.indices.last else { return }
        let record = sections[lastSection]
        index.removeElements(from: record.firstItemID + tail.item)
        let metrics = configuration.resolvedMetrics(forSection: lastSection)
        let itemCount = context.itemCount(inSection: lastSection)
        let linesEnd = layOutLines(
            section: lastSection, itemCount: itemCount, from: tail, metrics: metrics,
            configuration: configuration)
        var updated = record
        updated.itemCount = itemCount
        finishSection(&updated, linesEnd: linesEnd, metrics: metrics)
        sections[lastSection] = updated
        contentSize = Size(along: axis, main: updated.end, cross: contentCrossLength)
        preparedContext = context
    }
}

// MARK: - One section

extension FlowCache {
    /// Lays out `section` starting at `start` along the axis and returns where it ends.
    private mutating func layOutSection(
        _ section: Int, itemCount: Int, start: Double, configuration: FlowLayout.Configuration
    ) -> Double {
        let metrics = configuration.resolvedMetrics(forSection: section)
        var record = FlowSectionRecord(
            firstElementID: index.count, headerID: -1, firstItemID: 0, itemCount: itemCount, footerID: -1,
            start: start, contentStart: start, contentEnd: start, end: start)
        let headerLength = metrics.headerReferenceSize.length(along: axis)
        if headerLength > 0 {
            record.headerID = index.append(
                Rect(
                    along: axis, main: start, cross: 0, mainLength: headerLength,
                    crossLength: contentCrossLength))
            record.contentStart = start + headerLength
        }
        record.firstItemID = index.count
        var linesEnd = record.contentStart
        if itemCount > 0 {
            let first = FlowLineCursor(
                position: record.contentStart + metrics.sectionInset.leading(along: axis))
            linesEnd = layOutLines(
                section: section, itemCount: itemCount, from: first, metrics: metrics,
                configuration: configuration)
        }
        finishSection(&record, linesEnd: linesEnd, metrics: metrics)
        sections.append(record)
        return record.end
    }

    /// Adds the trailing inset and the footer after the lines ending at `linesEnd`.
    private mutating func finishSection(
        _ record: inout FlowSectionRecord, linesEnd: Double, metrics: FlowLayout.SectionMetrics
    ) {
        record.contentEnd =
            record.itemCount > 0 ? linesEnd + metrics.sectionInset.trailing(along: axis) : linesEnd
        record.end = record.contentEnd
        record.footerID = -1
        let footerLength = metrics.footerReferenceSize.length(along: axis)
        if footerLength > 0 {
            record.footerID = index.append(
                Rect(
                    along: axis, main: record.contentEnd, cross: 0, mainLength: footerLength,
                    crossLength: contentCrossLength))
            record.end += footerLength
        }
    }

    /// Collects and places the lines of `section` from `cursor` on, appending item frames to the
    /// index, and returns where the last line ends. Leaves ``tail`` at the last line's start.
    private mutating func layOutLines(
        section: Int, itemCount: Int, from cursor: FlowLineCursor, metrics: FlowLayout.SectionMetrics,
        configuration: FlowLayout.Configuration
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
    /// The size of the item at `path`, with negative, NaN or infinite extents read as zero.
    @inline(__always)
    func size(of path: ItemPath) -> Size {
        switch self {
        case .fixed(let size): size.sanitized
        case .perItem(let sizeForItem): sizeForItem(path).sanitized
        }
    }
}
