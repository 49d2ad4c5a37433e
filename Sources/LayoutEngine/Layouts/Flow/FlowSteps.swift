/// The flow layout's geometry and update state: the shared driver over its steps.
typealias FlowCache = IncrementalSectionedLayout<FlowSteps>

/// The flow layout's rules as the steps of ``IncrementalSectionedLayout``: a section is laid
/// out as lines collected from a cursor, and is laid out again from the cursor kept at the
/// start of a line. A section whose items all have one size is stored as its template
/// (``SectionedStore/UniformGrid``, see `makeUniformGrid(itemCount:metrics:firstLinePosition:)`), with no frame per item.
struct FlowSteps: SectionSteps {
    /// What the layout does.
    let configuration: FlowLayout.Configuration
    /// The content's extent across the scroll axis (the viewport less the content insets).
    let crossLength: Double
    /// The sizes reported for self-sizing items.
    let reportedSizes: ReportedSizes

    /// The scroll axis.
    var axis: Axis { configuration.scrollDirection }
}

/// What a flow section keeps of its line building, so that it can be laid out again from any
/// item on: the metrics it was laid out with, a cursor every ``interval`` lines, and its last
/// line's cursor.
struct FlowSectionLines: Sendable {
    /// Lines between two kept cursors.
    static var interval: Int { 32 }
    /// The metrics the section was laid out with.
    var metrics = FlowLayout.SectionMetrics()
    /// The cursor at the start of lines 0, interval, 2·interval, … (none for a section without
    /// items).
    var checkpoints: [FlowLineCursor] = []
    /// The cursor at the start of the last line.
    var lastLine = FlowLineCursor()
    /// The size of every item of a uniform-grid section (nil for a stored one).
    var uniformItemSize: Size?
    /// For a section kept in chunks (``FlowSteps/keepsChunks``): what each chunk keeps of its
    /// lines, parallel to the chunks; ``checkpoints`` is then empty and ``lastLine`` is in the
    /// last chunk's coordinates.
    var chunkLines: [FlowChunkLines] = []

    /// Keeps `cursor`, the start of a line whose number is a multiple of ``interval``, in
    /// `checkpoints`.
    ///
    /// Never inlined: it runs once every ``interval`` lines, and the array's growth code
    /// inlined into the line loop would leave that loop fewer registers for its own values.
    @inline(never)
    static func keep(_ cursor: FlowLineCursor, in checkpoints: inout [FlowLineCursor]) {
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
    /// The line's number within its section (0 for the first), or within its chunk in a
    /// section kept in chunks.
    var lineNumber = 0
    /// The size every item seen so far shares, if they all share one.
    var commonSize: Size?
    /// Whether all items seen so far share one size (``commonSize``).
    var isUniform = true
}

extension FlowSectionLines: EmptyInitializable {}

// MARK: - What the driver asks

extension FlowLayout.Configuration: SectionStepsConfiguration {
    /// Whether the header or footer of `kind` in `section` is shown and self-sizes
    /// (``SectionMetrics/estimatedHeaderSize``, ``SectionMetrics/estimatedFooterSize``).
    func selfSizes(_ kind: ElementKind.Name, inSection section: Int) -> Bool {
        let metrics = resolvedMetrics(forSection: section)
        switch kind {
        case ElementKind.sectionHeaderKind:
            return metrics.headerVisibility == .visible && metrics.estimatedHeaderSize != nil
        case ElementKind.sectionFooterKind:
            return metrics.footerVisibility == .visible && metrics.estimatedFooterSize != nil
        default:
            return false
        }
    }
}

extension FlowSteps {
    static func axis(of configuration: FlowLayout.Configuration) -> Axis {
        configuration.scrollDirection
    }

    /// The viewport less the content insets, across `axis`.
    static func crossLength(of context: LayoutContext, axis: Axis) -> Double {
        max(
            0,
            context.viewportSize.length(along: axis.cross)
                - context.contentInsets.bounded.total(along: axis.cross))
    }

    /// Lines depend on the viewport's size and the display scale.
    static func viewportKeepsGeometry(from previous: LayoutContext, to context: LayoutContext, axis: Axis)
        -> Bool
    {
        previous.bounds.size == context.bounds.size && previous.displayScale == context.displayScale
    }

    /// The bounded size, when the layout self-sizes (``FlowLayout/Configuration/estimatedItemSize``).
    static func reportedSize(_ size: Size, configuration: FlowLayout.Configuration) -> Size? {
        configuration.estimatedItemSize == nil ? nil : size.bounded
    }

    static func item(at resume: FlowLineCursor) -> Int { resume.item }

    func keeps(_ state: FlowSectionLines, forSection section: Int) -> Bool {
        state.metrics == configuration.resolvedMetrics(forSection: section)
    }

    /// Whether item sizes or width modes come per path: only ``FlowLayout/ItemSizing/fixed(_:)``
    /// sizes with ``FlowLayout/WidthModes/absolute`` or ``FlowLayout/WidthModes/all(_:)``
    /// modes are the same at every path.
    var readsItemSizesByPath: Bool {
        if case .perItem = configuration.widthModes { return true }
        if case .fixed = configuration.itemSizing { return false }
        return true
    }

    /// The start of the last line; none for a section without a laid-out item (empty, or cut
    /// by the item limit), which has no line to continue.
    func appendResumePoint(record: SectionedStore.Section, state: FlowSectionLines) -> FlowLineCursor? {
        record.itemCount > 0 ? state.lastLine : nil
    }
}

// MARK: - One section

extension FlowSteps {
    /// Lays out `section` into `record`, an empty section at 0 that knows its item count (its
    /// index perhaps with storage to reuse), and returns its line state.
    func layOutSection(_ section: Int, into record: inout SectionedStore.Section, isLast: Bool)
        -> FlowSectionLines
    {
        let metrics = configuration.resolvedMetrics(forSection: section)
        var sectionLines = FlowSectionLines(metrics: metrics)
        let itemCount = record.itemCount
        let headerLength = boundaryLength(ElementKind.sectionHeaderKind, inSection: section, metrics: metrics)
        if headerLength > 0 {
            record.supplementaries.append(
                boundary(
                    .sectionHeader, at: 0, length: headerLength,
                    pin: configuration.sectionHeadersPinToVisibleBounds ? .header : nil))
            record.contentStart = headerLength
        }
        // UIKit adds a section's insets whether or not it has items (PSTCollectionView's
        // reimplementation, `PSTGridLayoutSection.computeLayout`, adds the top and bottom margins
        // around however many rows there are, none included); apps that want an empty section to
        // vanish give it zero insets.
        var linesEnd = record.contentStart + metrics.sectionInset.leading(along: axis)
        if let uniformGrid = makeUniformGrid(
            itemCount: itemCount, metrics: metrics, firstLinePosition: linesEnd)
        {
            // No frame stored: any storage a rebuild handed over is dropped.
            record.keep(uniformGrid)
            sectionLines.uniformItemSize = Self.uniformItemSize(configuration)
            sectionLines.lastLine = Self.cursor(
                atLine: uniformGrid.lineCount - 1, of: uniformGrid, size: sectionLines.uniformItemSize)
            // The line's thickness: exact, as every line position is.
            linesEnd =
                sectionLines.lastLine.position + (uniformGrid.linePitch - metrics.minimumLineSpacing)
        } else if itemCount > 0 && keepsChunks {
            var chunks = SectionedStore.Chunks()
            let first = FlowLineCursor(position: linesEnd)
            linesEnd =
                layOutChunks(
                    section: section, itemCount: itemCount, from: first, keepingAfter: nil, chunks: &chunks,
                    lines: &sectionLines
                ).linesEnd
            record.keep(chunks)
        } else if itemCount > 0 {
            let first = FlowLineCursor(position: linesEnd)
            linesEnd = record.updateStoredFrames { frames in
                // An eighth spare, so that the next pages append without copying
                // (RectIndex.shrinkToFit).
                frames.reserveCapacity(itemCount + itemCount / 8 + 16)
                return layOutLines(
                    section: section, itemCount: itemCount, metrics: metrics, from: first,
                    checkpoints: &sectionLines.checkpoints,
                    lastLine: &sectionLines.lastLine, into: &frames
                ).linesEnd
            }
        }
        record.updateStoredFrames { $0.shrinkToFit() }
        finishSection(&record, section: section, linesEnd: linesEnd, metrics: metrics)
        return sectionLines
    }

    /// Lays out section `section` again from the line at `cursor` on, with `itemCount` items:
    /// drops that line and every later one, the kept cursors from it on and the footer, then
    /// collects lines from there (the items before the cursor keep their frames).
    ///
    /// A uniform-grid section is described again for its new count instead (it has no stored
    /// line to continue), and becomes a stored one if it no longer qualifies; when its item
    /// size changed, it first stores the frames before the cursor, which keep their size.
    ///
    /// A section kept in chunks is laid out again from the cursor's chunk on; when
    /// `unchangedAfter` is given, the first later chunk that starts past it at an item where a
    /// chunk started before is kept, with every chunk after it, moved (``layOutChunks``).
    ///
    /// Returns the number of items laid out.
    ///
    /// - Complexity: O(r + t) for r items from the cursor on and t of the section's stored
    ///   frames that start after the earliest dropped one; O(m) for a uniform-grid section of m
    ///   items per line; in chunks, O(r + c) for the r items up to the first chunk kept (when
    ///   one is) and c chunks.
    @discardableResult
    func layOutAgain(
        _ section: Int, from cursor: FlowLineCursor, itemCount: Int, keepingAfter unchangedAfter: Int?,
        record: inout SectionedStore.Section, state sectionLines: inout FlowSectionLines
    ) -> Int {
        if keepsChunks {
            return layOutChunksAgain(
                section, from: cursor, itemCount: itemCount, keepingAfter: unchangedAfter, record: &record,
                state: &sectionLines)
        }
        if let uniformGrid = record.uniformGrid {
            guard Self.uniformItemSize(configuration) != sectionLines.uniformItemSize else {
                return layOutAnew(section, itemCount: itemCount, record: &record, state: &sectionLines)
            }
            storeFrames(of: uniformGrid, in: &record, lines: &sectionLines, before: cursor)
        }
        record.updateStoredFrames { $0.removeElements(from: cursor.item) }
        record.supplementaries.removeAll { $0.kind == .sectionFooter || $0.kind == .sectionBackground }
        // Kept in item order: the dropped ones are the last (an append drops none).
        while let last = sectionLines.checkpoints.last, last.item >= cursor.item {
            sectionLines.checkpoints.removeLast()
        }
        sectionLines.lastLine = FlowLineCursor()
        record.itemCount = itemCount
        let linesEnd = record.updateStoredFrames { frames in
            layOutLines(
                section: section, itemCount: itemCount, metrics: sectionLines.metrics, from: cursor,
                checkpoints: &sectionLines.checkpoints,
                lastLine: &sectionLines.lastLine, into: &frames
            ).linesEnd
        }
        finishSection(&record, section: section, linesEnd: linesEnd, metrics: sectionLines.metrics)
        return max(0, itemCount - cursor.item)
    }

    /// Lays out section `section` (`record`), now of `itemCount` items, anew where it is placed,
    /// and returns the number of items laid out.
    func layOutAnew(
        _ section: Int, itemCount: Int, record: inout SectionedStore.Section, state: inout FlowSectionLines
    ) -> Int {
        var fresh = SectionedStore.Section(axis: axis, start: 0)
        fresh.itemCount = itemCount
        fresh.offset = record.offset
        state = layOutSection(section, into: &fresh, isLast: false)
        record = fresh
        return itemCount
    }

    /// The cursor from which section `section`, now of `itemCount` items, is laid out again when
    /// its items from `item` on changed: the kept cursor of a line that starts before `item`
    /// and at or before its last item, or the start of its first line.
    ///
    /// - Complexity: O(log l) for l kept cursors.
    func resumePoint(
        inSection section: Int, item: Int, itemCount: Int, record: SectionedStore.Section,
        state: FlowSectionLines
    ) -> FlowLineCursor {
        if let uniformGrid = record.uniformGrid {
            return uniformGridRestartCursor(
                uniformGrid, item: item, itemCount: itemCount, size: state.uniformItemSize)
        }
        // A line that starts at `item` may not start there any more: the line before it ends
        // where its next item no longer fits, and a changed (or inserted) item may fit. The
        // lines that start before it end where they did.
        guard item > 0 else {
            return FlowLineCursor(
                position: record.contentStart + state.metrics.sectionInset.leading(along: axis))
        }
        if keepsChunks {
            return chunkResumePoint(item: item - 1, itemCount: itemCount, record: record, state: state)
                ?? FlowLineCursor(
                    position: record.contentStart + state.metrics.sectionInset.leading(along: axis))
        }
        if itemCount > 0, let kept = state.checkpoint(before: min(item - 1, itemCount - 1)) {
            return kept
        }
        return FlowLineCursor(position: record.contentStart + state.metrics.sectionInset.leading(along: axis))
    }

    /// The length along the axis of the header or footer (`kind`) of `section`: zero when
    /// hidden, its reported or estimated size's when it self-sizes, its reference size's
    /// otherwise.
    private func boundaryLength(
        _ kind: ElementKind.Name, inSection section: Int, metrics: FlowLayout.SectionMetrics
    ) -> Double {
        let isHeader = kind == ElementKind.sectionHeaderKind
        guard (isHeader ? metrics.headerVisibility : metrics.footerVisibility) == .visible else { return 0 }
        guard let estimate = isHeader ? metrics.estimatedHeaderSize : metrics.estimatedFooterSize else {
            return (isHeader ? metrics.headerReferenceSize : metrics.footerReferenceSize).length(along: axis)
        }
        return reportedSizes.length(
            ofSupplementaryOfKind: kind, inSection: section, along: axis,
            estimate: estimate.length(along: axis))
    }

    /// Adds the trailing inset and the footer after the lines ending at `linesEnd`.
    func finishSection(
        _ record: inout SectionedStore.Section, section: Int, linesEnd: Double,
        metrics: FlowLayout.SectionMetrics
    ) {
        record.contentEnd = linesEnd + metrics.sectionInset.trailing(along: axis)
        record.end = record.contentEnd
        let footerLength = boundaryLength(ElementKind.sectionFooterKind, inSection: section, metrics: metrics)
        if footerLength > 0 {
            record.supplementaries.append(
                boundary(
                    .sectionFooter, at: record.contentEnd, length: footerLength,
                    pin: configuration.sectionFootersPinToVisibleBounds ? .footer : nil))
            record.end += footerLength
        }
        if let background = metrics.background {
            addBackground(background, to: &record, linesEnd: linesEnd, metrics: metrics)
        }
    }

    /// Adds the section's background, from its extent: the whole section, or the box of its
    /// lines (from the leading inset after the header to `linesEnd`, between the insets across).
    private func addBackground(
        _ background: FlowLayout.SectionBackground, to record: inout SectionedStore.Section, linesEnd: Double,
        metrics: FlowLayout.SectionMetrics
    ) {
        let section = Rect(
            along: axis, main: 0, cross: 0, mainLength: record.end, crossLength: crossLength)
        let linesStart = record.contentStart + metrics.sectionInset.leading(along: axis)
        let crossStart = metrics.sectionInset.leading(along: axis.cross)
        let lines = Rect(
            along: axis, main: linesStart, cross: crossStart, mainLength: max(0, linesEnd - linesStart),
            crossLength: max(0, crossLength - metrics.sectionInset.total(along: axis.cross)))
        guard let frame = background.frame(section: section, lines: lines, axis: axis) else { return }
        record.supplementaries.append(SectionedStore.Supplementary(kind: .sectionBackground, frame: frame))
    }

    /// A header or footer of `length` from `position` along the axis, across the content.
    private func boundary(
        _ kind: ElementKind, at position: Double, length: Double, pin: SectionedStore.Supplementary.Pin?
    )
        -> SectionedStore.Supplementary
    {
        let frame = Rect(
            along: axis, main: position, cross: 0, mainLength: length, crossLength: crossLength)
        return SectionedStore.Supplementary(kind: kind, frame: frame, pin: pin)
    }

    /// Collects and places the lines of `section` from `cursor` on, appending item frames to the
    /// index, and returns where the last line ends and the cursor after it. Keeps a cursor
    /// every ``FlowSectionLines/interval`` lines in `checkpoints` and the last line's in
    /// `lastLine`.
    ///
    /// In a section kept in chunks, stops before a line that starts at `chunkEnd` or later (the
    /// returned cursor is then that line's, `isAtChunkEnd` true); `prefix` is what the items
    /// of the chunks before share, which the section's last line reads with the cursor's.
    /// Kept out of line, as every bulk worker called from a section's update closures.
    @inline(never)
    func layOutLines(
        section: Int, itemCount: Int, metrics: FlowLayout.SectionMetrics, from cursor: FlowLineCursor,
        checkpoints: inout [FlowLineCursor], lastLine: inout FlowLineCursor, chunkEnd: Int = .max,
        prefix: FlowUniformity = FlowUniformity(), into index: inout RectIndex
    ) -> (linesEnd: Double, cursor: FlowLineCursor, isAtChunkEnd: Bool) {
        let lineStart = metrics.sectionInset.leading(along: axis.cross)
        let available = max(0, crossLength - metrics.sectionInset.total(along: axis.cross))
        var line = FlowLine(
            axis: axis, available: available, lineStart: lineStart, metrics: metrics)
        var cursor = cursor
        // With self-sizing, an item's size is its reported one or the estimate; otherwise the
        // configured sizing's.
        let sizing = configuration.itemSizing
        let estimate = configuration.estimatedItemSize?.bounded
        let reported = reportedSizes
        // A held size already has its mode applied.
        var pending: Size?
        let widthModes = configuration.widthModes
        let usesWidthModes = !widthModes.isAbsolute
        var item = cursor.item
        var linesEnd = cursor.position
        var isAtChunkEnd = false
        // Each item's frame is stored as the line collects it and moved into place when the
        // line is complete; the index takes complete lines in batches.
        // A chunk expects its own items (a line may run past them: the appender then grows).
        index.withAppender(expecting: min(itemCount, chunkEnd) - item) { frames in
            while item < itemCount {
                cursor.item = item
                if item >= chunkEnd {
                    isAtChunkEnd = true
                    break
                }
                if cursor.lineNumber % FlowSectionLines.interval == 0 {
                    FlowSectionLines.keep(cursor, in: &checkpoints)
                }
                line.removeAll()
                let firstID = frames.count
                while item < itemCount {
                    // Not `pending ?? …`: its autoclosure keeps the size look-up from being inlined.
                    var size: Size
                    if let held = pending {
                        size = held
                    } else {
                        if let estimate {
                            size = reported.size(at: ItemPath(item: item, section: section)) ?? estimate
                        } else {
                            size = sizing.size(of: ItemPath(item: item, section: section))
                        }
                        if usesWidthModes {
                            size = line.sized(
                                size, as: widthModes.mode(at: ItemPath(item: item, section: section)))
                        }
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
                // Only the section's last line reads what every item shares.
                let shared = isLast ? prefix.followed(by: FlowUniformity(cursor)) : FlowUniformity(cursor)
                let thickness = frames.withPendingFrames(from: firstID) { lineFrames in
                    // The section's first line is the one of item 0 (in every chunk, a line's
                    // number counts from the chunk's first line).
                    line.place(
                        at: cursor.position, isLastLine: isLast, isOnlyLine: isLast && cursor.item == 0,
                        uniformSize: shared.isUniform ? shared.commonSize : nil, frames: lineFrames)
                }
                frames.indexPending(atLeast: RectIndex.Appender.batchSize)
                lastLine = cursor
                linesEnd = cursor.position + thickness
                cursor.position = linesEnd + metrics.minimumLineSpacing
                cursor.lineNumber += 1
            }
        }
        cursor.item = item
        return (linesEnd, cursor, isAtChunkEnd)
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
