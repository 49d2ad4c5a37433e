// A self-sizing flow keeps each section in chunks (`SectionedStore.Chunks`): a reported size lays
// out the lines of its chunk again, and the chunks after the last report that start where they
// started before only move (a line's frames depend on its items and where the line starts, and
// each chunk's frames are in its own coordinates). A fresh layout starts the same chunks at the
// same lines, in their own coordinates too, so both store the same bits.

/// What the items of a run of a flow section share: the one size they all have, if they
/// have one (the section's last line reads it for the whole section).
struct FlowUniformity: Hashable, Sendable {
    /// The first item's size (nil for no item).
    var commonSize: Size?
    /// Whether every item has ``commonSize``.
    var isUniform = true

    /// Nothing shared yet: no item.
    init() {}

    /// What the items before `cursor` in its run share.
    init(_ cursor: FlowLineCursor) {
        commonSize = cursor.commonSize
        isUniform = cursor.isUniform
    }

    /// What the items of this run and then of `later` share, as one run would find it item by
    /// item.
    func followed(by later: FlowUniformity) -> FlowUniformity {
        guard isUniform, let commonSize else { return isUniform ? later : self }
        guard later.isUniform, let laterSize = later.commonSize else { return later.isUniform ? self : later }
        var result = self
        result.isUniform = commonSize == laterSize
        return result
    }
}

/// What a chunk of a flow section keeps of its lines, in its own coordinates.
struct FlowChunkLines: Sendable {
    /// The cursor at the start of the chunk's lines 0, interval, 2·interval, …
    var checkpoints: [FlowLineCursor] = []
    /// The cursor at the start of its last line.
    var lastLine = FlowLineCursor()
    /// What its items share.
    var uniformity = FlowUniformity()
}

extension FlowSteps {
    /// Whether sections keep their items in chunks: when items self-size, so that a reported
    /// size moves the later chunks instead of every later frame.
    var keepsChunks: Bool { configuration.estimatedItemSize != nil }

    /// The number of items after which a chunk ends, at the next line.
    static var chunkLength: Int { 1024 }

    /// The room a chunk starting at `item` of `itemCount` items reserves: its items, and a few
    /// more for a last line that runs past its length.
    static func chunkCapacity(from item: Int, itemCount: Int) -> Int {
        min(max(0, itemCount - item), chunkLength) + 16
    }

    /// Where laying out a section kept in chunks resumes for a change at `item`: the kept cursor
    /// of the chunk holding it (or its last item) that starts at or before it; nil for a section
    /// without chunks.
    ///
    /// - Complexity: O(log c + log l) for c chunks of l kept cursors.
    func chunkResumePoint(
        item: Int, itemCount: Int, record: SectionedStore.Section, state: FlowSectionLines
    ) -> FlowLineCursor? {
        guard itemCount > 0, let chunks = record.chunks else { return nil }
        let target = max(0, min(item, itemCount - 1))
        guard let position = chunks.chunkPosition(holding: target), position < state.chunkLines.count else {
            return nil
        }
        let checkpoints = state.chunkLines[position].checkpoints
        let after = checkpoints.partitioningIndex { $0.item > target }
        return after > 0 ? checkpoints[after - 1] : nil
    }

    /// ``layOutAgain(_:from:itemCount:keepingAfter:record:state:)`` for a section kept in
    /// chunks.
    func layOutChunksAgain(
        _ section: Int, from cursor: FlowLineCursor, itemCount: Int, keepingAfter unchangedAfter: Int?,
        record: inout SectionedStore.Section, state sectionLines: inout FlowSectionLines
    ) -> Int {
        guard record.chunks?.chunks.isEmpty == false else {
            // Nothing kept to continue (a section laid out without items): laid out anew.
            return layOutAnew(section, itemCount: itemCount, record: &record, state: &sectionLines)
        }
        record.supplementaries.removeAll { $0.kind == .sectionFooter || $0.kind == .sectionBackground }
        record.itemCount = itemCount
        // Changed where the section keeps them, so that the chunks have one owner while they
        // change.
        let placed = record.updateChunks { chunks in
            layOutChunks(
                section: section, itemCount: itemCount, from: cursor, keepingAfter: unchangedAfter,
                chunks: &chunks,
                lines: &sectionLines)
        }
        guard let placed else {
            return layOutAnew(section, itemCount: itemCount, record: &record, state: &sectionLines)
        }
        finishSection(&record, section: section, linesEnd: placed.linesEnd, metrics: sectionLines.metrics)
        return placed.laidOut
    }

    /// Lays out the lines of `section` (of `itemCount` items) from `cursor` on, in the
    /// coordinates of the chunk holding its item (the first chunk when there is none): drops
    /// that chunk's frames and kept cursors from the cursor on, collects lines into it, and
    /// starts a new chunk at the first line that starts ``chunkLength`` items or more after the
    /// chunk's first. When `unchangedAfter` is given, a chunk about to start past it, at an item
    /// where an old chunk started, is that old chunk: it is kept with every later one, each
    /// moved to follow the one before, and the section's last line is laid out again (it reads
    /// what every item shares). Returns where the lines end, in the section's coordinates, and
    /// the number of items laid out.
    ///
    /// - Complexity: O(r + c) for the r items laid out and c chunks.
    func layOutChunks(
        section: Int, itemCount: Int, from cursor: FlowLineCursor, keepingAfter unchangedAfter: Int?,
        chunks store: inout SectionedStore.Chunks, lines: inout FlowSectionLines
    ) -> (linesEnd: Double, laidOut: Int) {
        let metrics = lines.metrics
        var position: Int
        if let found = store.chunkPosition(holding: cursor.item), store.chunks.count == lines.chunkLines.count
        {
            position = found
        } else {
            var chunk = SectionedStore.Chunk(firstItem: 0, offset: 0, axis: axis)
            chunk.items.reserveCapacity(Self.chunkCapacity(from: 0, itemCount: itemCount))
            store.chunks = [chunk]
            lines.chunkLines = [FlowChunkLines()]
            position = 0
        }
        store.chunks[position].items.removeElements(from: cursor.item - store.chunks[position].firstItem)
        while let last = lines.chunkLines[position].checkpoints.last, last.item >= cursor.item {
            lines.chunkLines[position].checkpoints.removeLast()
        }
        var prefix = FlowUniformity()
        for kept in lines.chunkLines[..<position] { prefix = prefix.followed(by: kept.uniformity) }
        var cursor = cursor
        var laidOut = 0
        // The old chunks after `position` stay in place, each laid out again (its slot and
        // storage reused), or kept; they are changed in place, never copied.
        while true {
            let first = store.chunks[position].firstItem
            var chunkLines = FlowChunkLines()
            swap(&chunkLines, &lines.chunkLines[position])
            let (end, next, isAtChunkEnd) = layOutLines(
                section: section, itemCount: itemCount, metrics: metrics, from: cursor,
                checkpoints: &chunkLines.checkpoints, lastLine: &chunkLines.lastLine,
                chunkEnd: first + Self.chunkLength, prefix: prefix, into: &store.chunks[position].items)
            chunkLines.uniformity = FlowUniformity(next)
            swap(&chunkLines, &lines.chunkLines[position])
            laidOut += next.item - cursor.item
            store.chunks[position].high = end
            guard isAtChunkEnd else {
                store.chunks.removeSubrange((position + 1)...)
                lines.chunkLines.removeSubrange((position + 1)...)
                lines.lastLine = lines.chunkLines[position].lastLine
                return (Self.placed(end, in: store.chunks[position]), laidOut)
            }
            prefix = prefix.followed(by: FlowUniformity(next))
            let offset = store.chunks[position].offset + next.position
            position += 1
            // Old chunks that start before the new one can no longer be kept.
            var stale = position
            while stale < store.chunks.count, store.chunks[stale].firstItem < next.item { stale += 1 }
            if let unchangedAfter, next.item > unchangedAfter, stale < store.chunks.count,
                store.chunks[stale].firstItem == next.item
            {
                store.chunks.removeSubrange(position..<stale)
                lines.chunkLines.removeSubrange(position..<stale)
                let relaidOut = keepChunks(
                    from: position, at: offset, prefix: prefix, section: section, itemCount: itemCount,
                    chunks: &store, sectionLines: &lines)
                return (relaidOut.linesEnd, laidOut + relaidOut.laidOut)
            }
            if stale > position {
                // A stale chunk's slot and storage take the new chunk.
                store.chunks.removeSubrange(position..<(stale - 1))
                lines.chunkLines.removeSubrange(position..<(stale - 1))
                store.chunks[position].firstItem = next.item
                store.chunks[position].offset = offset
                store.chunks[position].items.removeAll(keepingCapacity: true)
                lines.chunkLines[position] = FlowChunkLines()
            } else {
                var chunk = SectionedStore.Chunk(firstItem: next.item, offset: offset, axis: axis)
                chunk.items.reserveCapacity(Self.chunkCapacity(from: next.item, itemCount: itemCount))
                store.chunks.insert(chunk, at: position)
                lines.chunkLines.insert(FlowChunkLines(), at: position)
            }
            cursor = FlowLineCursor(item: next.item, position: 0)
        }
    }

    /// Keeps the old chunks of `store` from `position` on: the first placed at `offset`, each
    /// later one after the one before; then lays out the section's last line again with what
    /// every item shares (`prefix` being what the items before `position` share). Returns
    /// where the lines end and the number of items laid out.
    ///
    /// - Complexity: O(c + m) for c chunks and m items in the last line.
    private func keepChunks(
        from position: Int, at offset: Double, prefix: FlowUniformity, section: Int, itemCount: Int,
        chunks store: inout SectionedStore.Chunks, sectionLines lines: inout FlowSectionLines
    ) -> (linesEnd: Double, laidOut: Int) {
        let spacing = lines.metrics.minimumLineSpacing
        let last = store.chunks.count - 1
        var offset = offset
        var prefix = prefix
        for kept in position...last {
            store.chunks[kept].offset = offset
            // As a fresh layout computes it: the next chunk starts a line spacing after this
            // one's lines end, in this one's coordinates, then placed.
            offset = store.chunks[kept].offset + (store.chunks[kept].high + spacing)
            if kept < last { prefix = prefix.followed(by: lines.chunkLines[kept].uniformity) }
        }
        var chunkLines = FlowChunkLines()
        swap(&chunkLines, &lines.chunkLines[last])
        let lastLine = chunkLines.lastLine
        store.chunks[last].items.removeElements(from: lastLine.item - store.chunks[last].firstItem)
        while let checkpoint = chunkLines.checkpoints.last, checkpoint.item >= lastLine.item {
            chunkLines.checkpoints.removeLast()
        }
        let (end, final, _) = layOutLines(
            section: section, itemCount: itemCount, metrics: lines.metrics, from: lastLine,
            checkpoints: &chunkLines.checkpoints, lastLine: &chunkLines.lastLine,
            chunkEnd: store.chunks[last].firstItem + Self.chunkLength, prefix: prefix,
            into: &store.chunks[last].items)
        chunkLines.uniformity = FlowUniformity(final)
        swap(&chunkLines, &lines.chunkLines[last])
        store.chunks[last].high = end
        lines.lastLine = lines.chunkLines[last].lastLine
        return (Self.placed(end, in: store.chunks[last]), final.item - lastLine.item)
    }

    /// `position`, in `chunk`'s coordinates, in the section's: itself at offset 0, bit for bit.
    private static func placed(_ position: Double, in chunk: SectionedStore.Chunk) -> Double {
        chunk.offset == 0 ? position : chunk.offset + position
    }
}
