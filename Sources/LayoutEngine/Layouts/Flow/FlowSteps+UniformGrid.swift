// MARK: - Sections kept as a uniform grid

extension FlowSteps {
    /// The most items a line of a uniform-grid section holds: its columns are kept per section,
    /// so a section of longer lines (tiny items in a wide viewport) stores its frames instead.
    static var maximumUniformGridColumns: Int { 4096 }

    /// The items of a section laid out for `metrics` as a uniform grid, computed from their
    /// number, when they
    /// qualify: every item has one size (``FlowLayout/ItemSizing/fixed(_:)`` without
    /// self-sizing), and the line positions of the stored layout are exact (see
    /// ``linePositionsAreExact(first:thickness:spacing:lineCount:)``). Nil otherwise, or for a
    /// section without items.
    ///
    /// The grid runs the same steps on the same values as ``FlowLine`` does for each line
    /// (collect, distribute the extra space, align across), once for a full line and once for
    /// the last: its frames equal, bit for bit, those of the stored layout.
    ///
    /// - Parameters:
    ///   - firstLinePosition: where the first line starts along the axis (after the header and
    ///     the leading inset).
    /// - Complexity: O(m) for m items per line.
    func makeUniformGrid(itemCount: Int, metrics: FlowLayout.SectionMetrics, firstLinePosition: Double)
        -> SectionedStore.UniformGrid?
    {
        guard itemCount > 0, let size = Self.uniformItemSize(configuration) else { return nil }
        let lineStart = metrics.sectionInset.leading(along: axis.cross)
        let available = max(0, crossLength - metrics.sectionInset.total(along: axis.cross))
        let emptyLine = FlowLine(axis: axis, available: available, lineStart: lineStart, metrics: metrics)
        // Rule 3, collect: every full line takes as many items as the first.
        var fullLine = emptyLine
        while fullLine.count < itemCount, fullLine.fits(size) {
            guard fullLine.count < Self.maximumUniformGridColumns else { return nil }
            fullLine.add(size)
        }
        let itemsPerLine = fullLine.count
        let lineCount = (itemCount - 1) / itemsPerLine + 1
        let thickness = fullLine.thickness
        guard
            FlowCache.linePositionsAreExact(
                first: firstLinePosition, thickness: thickness, spacing: metrics.minimumLineSpacing,
                lineCount: lineCount)
        else { return nil }
        var lastLine = emptyLine
        for _ in 0..<(itemCount - (lineCount - 1) * itemsPerLine) { lastLine.add(size) }
        let itemThickness = size.length(along: axis)
        return SectionedStore.UniformGrid(
            count: itemCount, itemsPerLine: itemsPerLine, firstLinePosition: firstLinePosition,
            linePitch: thickness + metrics.minimumLineSpacing,
            mainOffset: fullLine.alignAcross(itemThickness, in: thickness), mainLength: itemThickness,
            crossLength: fullLine.length(of: size),
            columns: lineCount > 1
                ? fullLine.columnStarts(isLastLine: false, isOnlyLine: false, uniformSize: size) : [],
            lastLineColumns: lastLine.columnStarts(
                isLastLine: true, isOnlyLine: lineCount == 1, uniformSize: size))
    }

    /// The one size of every item under `configuration`, when it gives one: a fixed size
    /// without self-sizing (bounded, as line building reads it).
    static func uniformItemSize(_ configuration: FlowLayout.Configuration) -> Size? {
        guard configuration.estimatedItemSize == nil, configuration.widthModes.isAbsolute,
            case .fixed(let size) = configuration.itemSizing
        else {
            return nil
        }
        return size.bounded
    }

    /// The cursor a stored layout of the same section, whose items have `size`, keeps at the
    /// start of `line` (at line 0 it has seen no item, so it knows no common size).
    static func cursor(atLine line: Int, of items: SectionedStore.UniformGrid, size: Size?)
        -> FlowLineCursor
    {
        FlowLineCursor(
            item: line * items.itemsPerLine,
            position: items.firstLinePosition + Double(line) * items.linePitch,
            lineNumber: line, commonSize: line == 0 ? nil : size, isUniform: true)
    }

    /// ``resumePoint(inSection:item:itemCount:record:state:)`` for a uniform-grid section of
    /// items of `size`: the kept cursor a stored layout of the section would restart from (every
    /// ``FlowSectionLines/interval`` lines, the last one before `item` and at or before the new
    /// last item).
    ///
    /// - Complexity: O(1).
    func uniformGridRestartCursor(
        _ items: SectionedStore.UniformGrid, item: Int, itemCount: Int, size: Size?
    ) -> FlowLineCursor {
        // As a stored section, from a line that starts before `item` (see resumePoint).
        let target = max(0, min(item - 1, itemCount - 1, items.count - 1))
        let interval = FlowSectionLines.interval
        let line = target / items.itemsPerLine / interval * interval
        return Self.cursor(atLine: line, of: items, size: size)
    }

    /// Turns uniform-grid section `record` into a stored one up to `cursor`: stores the frames
    /// of the items before it and the cursors a stored layout keeps before it in `lines`, so
    /// that line building continues from there as in a section that was always stored (the
    /// items before the cursor keep their size when the sizes change under a batch update, as
    /// stored ones do).
    ///
    /// - Complexity: O(i) for the i items before the cursor.
    func storeFrames(
        of items: SectionedStore.UniformGrid, in record: inout SectionedStore.Section,
        lines: inout FlowSectionLines, before cursor: FlowLineCursor
    ) {
        let size = lines.uniformItemSize
        lines.uniformItemSize = nil
        let count = min(cursor.item, items.count)
        var frames = RectIndex(axis: axis)
        frames.reserveCapacity(count + count / 8 + 16)
        for id in 0..<count { frames.append(items.frame(of: id, axis: axis)) }
        record.store(frames)
        lines.checkpoints = stride(from: 0, to: cursor.lineNumber, by: FlowSectionLines.interval).map {
            Self.cursor(atLine: $0, of: items, size: size)
        }
    }
}

extension FlowCache {
    /// Whether the stored layout's line positions, running sums (each line starts at the
    /// previous one's start plus `thickness`, plus `spacing`), equal the product
    /// `first + line · (thickness + spacing)` bit for bit for every line up to `lineCount`.
    ///
    /// Floating-point sums and products round differently, so the product is used only where
    /// neither rounds: every value is a multiple of the smallest power of two that divides all
    /// three (2^e), and every sum stays below 2^(52+e), where each such multiple is a double.
    /// Sizes and spacings in points or in halves and quarters of a point (the common case)
    /// qualify for any item count the layout accepts; a section that does not keeps its frames.
    /// (Making the stored layout multiply instead would change the frames of every layout
    /// with fractional lengths; this way no frame changes.)
    ///
    /// - Complexity: O(1).
    static func linePositionsAreExact(first: Double, thickness: Double, spacing: Double, lineCount: Int)
        -> Bool
    {
        let values = [first, thickness, spacing]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), lineCount > 0 else { return false }
        // The exponent of the lowest set bit of each non-zero value.
        guard
            let granularity = values.lazy.filter({ $0 > 0 }).map({ Int($0.exponent) - $0.significandWidth })
                .min()
        else { return true }
        guard granularity > -1000, granularity < 900 else { return false }
        let end = first + Double(lineCount - 1) * (thickness + spacing) + thickness
        return end < Double(sign: .plus, exponent: granularity + 52, significand: 1)
    }
}

extension FlowLine {
    /// Where each item of the line starts across the scroll axis when every item has
    /// `uniformSize`, as ``place(at:isLastLine:isOnlyLine:uniformSize:frames:)`` places them
    /// (the same sums in the same order).
    ///
    /// - Complexity: O(m) for m items.
    func columnStarts(isLastLine: Bool, isOnlyLine: Bool, uniformSize: Size) -> [Double] {
        let (offset, gap) = distributeExtraSpace(
            isLastLine: isLastLine, isOnlyLine: isOnlyLine, uniformSize: uniformSize)
        let itemLength = length(of: uniformSize)
        var along = lineStart + offset
        return (0..<count).map { _ in
            defer { along += itemLength + gap }
            return along
        }
    }
}
