// MARK: - Queries

extension SectionedStore {
    /// Calls `body` with the attributes of every element whose frame (pinned supplementaries
    /// at their pinned place) intersects `rect`; `cell` makes an item's attributes from its
    /// section, its id in the section's index and its frame as returned.
    ///
    /// - Complexity: O(log s + m · c · log n + k) for s sections, m of them spanning the rect,
    ///   c length classes, n items per section and k results (c and m are a handful for a
    ///   viewport).
    @inline(__always)
    func forEachAttributes(
        in rect: Rect, cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        forEachAttributes(in: rect, cell: cell, adjust: nil, body)
    }

    /// ``forEachAttributes(in:cell:_:)`` with a hook for the sections that have a
    /// ``Section/visibleItemsOutset``: their items within that distance of `rect` are handed to
    /// `adjust` together (once per section), then kept when their visual bounds meet `rect`.
    ///
    /// - Complexity: as ``forEachAttributes(in:cell:_:)``, plus the hook's cost.
    @inline(__always)
    func forEachAttributes(
        in rect: Rect, cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        adjust: ((_ section: Int, _ items: inout [LayoutAttributes]) -> Void)?,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        // The rect is read as given (its edges through `minX`…`maxY`, as `Rect.intersects`
        // reads them): standardising a huge inverted rect would round its far edge away.
        guard let search = searchArea(for: rect) else { return }
        let low = search.min(along: axis) - overhang
        let high = search.max(along: axis) + overhang
        // The loop over the spanned sections stays outside any buffer's closure: inside one, the
        // Embedded Swift module grows by a sixth.
        var position = firstSection(reaching: low)
        while position < sections.count, sections[position].start + placement(ofSectionAt: position) <= high {
            ExaminedElements.add(1)
            if let adjust, let outset = sections[position].visibleItemsOutset {
                var items: [LayoutAttributes] = []
                // Grown through its edges, as the search reads them: a grown `Rect` would be
                // standardised, which rounds a huge inverted rect's far edge away.
                forEachItem(of: sections[position], at: position, in: rect, outset: outset, cell: cell) {
                    items.append($0)
                }
                if !items.isEmpty {
                    adjust(position, &items)
                    for item in items where item.visualBounds.intersects(rect) { body(item) }
                }
            } else {
                forEachItem(of: sections[position], at: position, in: rect, cell: cell, body)
            }
            forEachSupplementary(of: sections[position], at: position, in: rect, body)
            position += 1
        }
        forEachSupplementary(of: layoutBoundary, at: 0, in: rect, body)
    }

    /// The first of `sections` whose end, moved by its offset, `isPast` accepts (false for
    /// every section before it, true from it on); `target` is about where `isPast` starts to
    /// hold, a guide for the search that never changes its answer.
    ///
    /// An interpolation search: each probe goes where `target` falls between the ends of the
    /// range still open, as if sections between them were equally long, so sections of about
    /// one length (a grid of equal sections) are found in two or three probes, each a likely
    /// cache miss, where a bisection of many sections misses the cache at each of its last
    /// probes. A probe that does not halve the open range is followed by a bisection step, so
    /// uneven sections cost at most about twice a bisection's probes.
    ///
    /// - Complexity: O(log s), reading two numbers of each section it visits, never a copy of
    ///   the section (which would retain every array it holds); O(1) probes when the sections
    ///   are about equally long.
    @inline(__always)
    private static func firstSection(
        in sections: UnsafeBufferPointer<Section>, runStarts: UnsafeBufferPointer<Double>,
        near target: Double,
        where isPast: (Double) -> Bool
    ) -> Int {
        let endOf = { (position: Int) in
            sections[position].end + offset(sections[position].offset, at: position, runStarts: runStarts)
        }
        guard let last = sections.indices.last, isPast(endOf(last)) else { return sections.count }
        var below = 0
        var belowEnd = endOf(0)
        guard !isPast(belowEnd) else { return 0 }
        // Section `below` is not past and section `above` is: the answer is in below + 1...above.
        var above = last
        var aboveEnd = endOf(last)
        var interpolates = true
        while above - below > 1 {
            let width = above - below
            var probe = below + width / 2
            // False for NaN (a target outside the range, or one not finite).
            let fraction = (target - belowEnd) / (aboveEnd - belowEnd)
            if interpolates, fraction > 0, fraction < 1 {
                probe = below + Int((fraction * Double(width)).rounded(.up))
            }
            probe = Swift.min(Swift.max(probe, below + 1), above - 1)
            let probeEnd = endOf(probe)
            if isPast(probeEnd) {
                (above, aboveEnd) = (probe, probeEnd)
            } else {
                (below, belowEnd) = (probe, probeEnd)
            }
            interpolates = !interpolates || 2 * (above - below) <= width
        }
        return above
    }

    /// Calls `body` with the attributes of every item of `section` whose returned frame
    /// intersects `rect` grown by `outset` on every side (in the returned space).
    ///
    /// The storage is read once per section: each kind only hands its candidates to the one
    /// pipeline (``forEachReturnedItem(of:offset:band:at:in:outset:cell:_:)``).
    @inline(__always)
    private func forEachItem(
        of section: Section, at position: Int, in rect: Rect, outset: Double = 0,
        cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        // No closure below captures `section`: a capture copies it, which retains every array
        // it holds. Stored frames are read in their own field, not out of the enum.
        let offset = placement(ofSectionAt: position)
        switch section.storage {
        case .frames:
            forEachReturnedItem(
                of: section.storedFrames, offset: offset, at: position, in: rect, outset: outset, cell: cell,
                body)
        case .uniformGrid(let uniformGrid):
            uniformGrid.withValue { uniformGrid in
                forEachReturnedItem(
                    of: uniformGrid, offset: offset, at: position, in: rect, outset: outset, cell: cell, body)
            }
        case .repeatingGroups(let groups):
            groups.withValue { groups in
                forEachReturnedItem(
                    of: groups, offset: offset, at: position, in: rect, outset: outset, cell: cell, body)
            }
        case .band(let band):
            band.withValue { band in
                forEachReturnedItem(
                    of: band.items, offset: offset, band: window(of: band), at: position, in: rect,
                    outset: outset, cell: cell, body)
            }
        case .chunks(let chunks):
            chunks.withValue { chunks in
                forEachReturnedItem(
                    of: chunks, offset: offset, at: position, in: rect, outset: outset, cell: cell, body)
            }
        }
    }

    /// Where a band's items are seen: how far its frames move across the axis
    /// (``bandShift(_:)``), its window grown by the longest item (where the search looks) and
    /// the window as a rect infinite along the axis.
    typealias BandWindow = (shift: Double, reach: (low: Double, high: Double), visible: Rect)

    /// The window `band` is seen through.
    @inline(__always)
    private func window(of band: Band) -> BandWindow {
        let reach = band.longestAcross + 1
        let visible = Rect(
            along: axis, main: Rect.infinite.min(along: axis), cross: band.windowStart,
            mainLength: Rect.infinite.length(along: axis), crossLength: band.windowLength)
        return (
            bandShift(band), (band.windowStart - reach, band.windowStart + band.windowLength + reach), visible
        )
    }

    /// The one read pipeline of a section's items: `source` hands over the id and stored frame
    /// of (at least) every item whose stored frame meets the area it is searched with, and each
    /// is moved by the section's `offset` along the axis, aligned to the pixel grid and
    /// mirrored (``returned(_:)``), in a `band` moved across the axis by the band's offset,
    /// then tested where it is returned: against `rect` grown by `outset` and, in a band,
    /// against the band's window.
    ///
    /// Moving, mirroring and rounding move frames: the stored space is searched with a rect
    /// grown by a few ulps (and a pixel, on a grid) and each result is tested again exactly
    /// where it is returned, so an edge that touches stays touching, and one that overlaps by
    /// an ulp stays overlapping, whichever space it is tested in. In a band, an item must meet
    /// the window and the rect, not necessarily their intersection: the area searched is the
    /// rect cut to the window grown by the longest item.
    @inline(__always)
    private func forEachReturnedItem<Source: ItemSource>(
        of source: Source, offset: Double, band: BandWindow? = nil, at position: Int, in rect: Rect,
        outset: Double,
        cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        if band == nil && offset == 0 && outset == 0 && mirrorWidth == nil && pixelGrid == nil {
            // Stored frames are returned as they are: the kind's own exact test is the final
            // word, with no second test per element.
            source.forEachCandidate(in: rect, axis: axis) { id, frame in
                ExaminedElements.add(1)
                body(cell(position, id, frame))
            }
            return
        }
        guard
            let area = searchArea(
                for: rect, along: -offset, across: band.map { -$0.shift } ?? 0, window: band?.reach,
                outset: outset)
        else { return }
        source.forEachCandidate(in: area, axis: axis) { id, stored in
            ExaminedElements.add(1)
            var frame = stored
            if offset != 0 { frame = moved(frame, by: offset) }
            frame = returned(frame)
            if let band {
                frame = shifted(frame, by: band.shift)
                guard frame.intersects(band.visible) else { return }
            }
            guard frame.intersects(rect, grownBy: outset) else { return }
            body(cell(position, id, frame))
        }
    }

    /// The supplementaries of `section` whose returned frames intersect `rect`.
    @inline(__always)
    private func forEachSupplementary(
        of section: Section, at position: Int, in rect: Rect, _ body: (consuming LayoutAttributes) -> Void
    ) {
        ExaminedElements.add(section.supplementaries.count)
        for supplementary in section.supplementaries {
            let placed = self.placed(supplementary, in: section, at: position)
            if placed.frame.intersects(rect) {
                body(attributes(of: supplementary, section: position, placed: placed))
            }
        }
    }

    /// The frame of the element `id` of `section` as returned (moved, mirrored and, in a band,
    /// scrolled), or nil when there is no such element.
    ///
    /// - Complexity: O(1).
    func itemFrame(section: Int, id: Int) -> Rect? {
        guard section >= 0, section < sections.count, id >= 0 else { return nil }
        let stored = sections[section]
        guard id < stored.itemFrameCount else { return nil }
        let frame = returnedFrame(ofStored: stored.itemFrame(of: id, axis: axis), inSection: section)
        guard case .band(let band) = stored.storage else { return frame }
        return shifted(frame, by: band.withValue { bandShift($0) })
    }

    /// A frame stored in the items of `section` as returned: moved by the section's offset,
    /// then aligned and mirrored (a band's frames are then moved across the axis).
    ///
    /// - Complexity: O(1).
    func returnedFrame(ofStored frame: Rect, inSection section: Int) -> Rect {
        let offset = placement(ofSectionAt: section)
        return returned(offset == 0 ? frame : moved(frame, by: offset))
    }

    /// The attributes of the element `id` of `section` (made by `cell` at its returned frame),
    /// passed alone through `adjust` when the section has a ``Section/visibleItemsOutset``; nil
    /// when there is no such element.
    ///
    /// - Complexity: O(1) plus the hook's cost.
    func itemAttributes(
        section: Int, id: Int, cell: (_ frame: Rect) -> LayoutAttributes,
        adjust: (_ items: inout [LayoutAttributes]) -> Void
    ) -> LayoutAttributes? {
        guard let frame = itemFrame(section: section, id: id) else { return nil }
        let attributes = cell(frame)
        guard sections[section].visibleItemsOutset != nil else { return attributes }
        var items = [attributes]
        adjust(&items)
        return items.count == 1 ? items[0] : attributes
    }

    /// The supplementary of `kind` in `section` (the first one, when several share the kind;
    /// in section 0, the layout's own after the section's), at its pinned place when it pins;
    /// nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e supplementaries (one or two).
    func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int) -> LayoutAttributes? {
        storedAttributes(ofKind: .supplementary(kind), inSection: section)
    }

    /// The decoration of `kind` in `section` (the first one, when several share the kind; in
    /// section 0, the layout's own after the section's); nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e supplementaries and decorations.
    func decorationAttributes(ofKind kind: ElementKind.Name, inSection section: Int) -> LayoutAttributes? {
        storedAttributes(ofKind: .decoration(kind), inSection: section)
    }

    /// The stored supplementary or decoration of `kind` in `section`, as
    /// ``supplementaryAttributes(ofKind:inSection:)`` finds it.
    private func storedAttributes(ofKind kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0 else { return nil }
        if section < sections.count {
            let stored = sections[section]
            for supplementary in stored.supplementaries where supplementary.kind == kind {
                return attributes(
                    of: supplementary, section: section,
                    placed: placed(supplementary, in: stored, at: section))
            }
        }
        guard section == 0 else { return nil }
        for supplementary in layoutBoundary.supplementaries where supplementary.kind == kind {
            return attributes(
                of: supplementary, section: 0, placed: placed(supplementary, in: layoutBoundary, at: nil))
        }
        return nil
    }

    /// Whether some stored supplementary pins to the visible area (then its frame follows the
    /// content offset).
    ///
    /// - Complexity: O(s · e) for s sections of e supplementaries each.
    var hasPinnedSupplementaries: Bool {
        layoutBoundary.supplementaries.contains { $0.pin != nil }
            || sections.contains { section in section.supplementaries.contains { $0.pin != nil } }
    }

    /// The first section whose end (moved by its offset) is at `position` or after it along
    /// the axis: where a query whose search area starts at `position` starts.
    ///
    /// - Complexity: O(log s); O(1) probes when the sections are about equally long.
    @inline(__always)
    func firstSection(reaching position: Double) -> Int {
        // Every section is shifted alike: the position is searched among the unshifted ends.
        let position = position - contentShift
        return sections.withUnsafeBufferPointer { sections in
            runStarts.withUnsafeBufferPointer { runStarts in
                Self.firstSection(in: sections, runStarts: runStarts, near: position) { $0 >= position }
            }
        }
    }
}

// MARK: - Frames as returned

extension SectionedStore {
    /// A supplementary's frame as returned: moved by its section's offset, pinned (by the
    /// shared ``Pinning`` rule) when it pins, aligned and mirrored.
    func frame(of supplementary: Supplementary, in section: Section, at position: Int?) -> Rect {
        placed(supplementary, in: section, at: position).frame
    }

    /// A supplementary's frame as returned (``frame(of:in:at:)``), and whether pinning moved it
    /// off its place in the content (``LayoutAttributes/isPinned``). `section` is the one at
    /// `position`, or, at nil, one placed by its offset alone (the layout's own boundary items).
    func placed(_ supplementary: Supplementary, in section: Section, at position: Int?) -> (
        frame: Rect, isPinned: Bool
    ) {
        let offset =
            position.map { Self.offset(section.offset, at: $0, runStarts: runStarts) + contentShift }
            ?? section.offset + contentShift
        let natural = offset == 0 ? supplementary.frame : moved(supplementary.frame, by: offset)
        let frame: Rect
        switch supplementary.pin {
        case nil:
            frame = natural
        case .header:
            frame = Pinning.header(
                natural, axis: axis, visibleStart: pinningArea.min(along: axis),
                sectionEnd: section.contentEnd + offset)
        case .footer:
            frame = Pinning.footer(
                natural, axis: axis, visibleEnd: pinningArea.max(along: axis),
                sectionStart: section.contentStart + offset)
        }
        let isPinned = supplementary.pin != nil && frame.min(along: axis) != natural.min(along: axis)
        return (returned(frame), isPinned)
    }

    /// The attributes of a supplementary of `section` placed at `placed`.
    private func attributes(
        of supplementary: Supplementary, section: Int, placed: (frame: Rect, isPinned: Bool)
    ) -> LayoutAttributes {
        var attributes = LayoutAttributes(
            path: ItemPath(item: supplementary.item, section: section), kind: supplementary.kind,
            frame: placed.frame,
            zIndex: supplementary.zIndex)
        attributes.isPinned = placed.isPinned
        return attributes
    }

    /// How far a band's returned frames move across the axis: −offset, or +offset where the
    /// cross axis is mirrored (a vertical right-to-left layout).
    @inline(__always)
    func bandShift(_ band: Band) -> Double {
        axis == .vertical && mirrorWidth != nil ? band.offset : -band.offset
    }

    /// `rect` moved by `delta` along the axis.
    @inline(__always)
    private func moved(_ rect: Rect, by delta: Double) -> Rect {
        axis == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }

    /// `rect` moved by `delta` across the axis.
    @inline(__always)
    private func shifted(_ rect: Rect, by delta: Double) -> Rect {
        axis == .vertical ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }
}

// MARK: - Search areas

extension SectionedStore {
    /// No stored frame lies beyond ±2⁶⁴ along either axis (lengths and counts are bounded far
    /// below), so a query rect is cut to that box before it is mapped: its edges stay finite and
    /// its rounding stays small.
    static let searchLimit = 0x1p64

    /// The rect the stored space's index searches for everything `rect` grown by `outset` on
    /// every side meets: `rect`'s own edges (read as ``Rect/intersects(_:)`` reads them, so an
    /// inverted rect keeps both), moved out by `outset`, cut to
    /// ±``searchLimit`` and, across the axis, to `window`, moved by `crossDelta` across the
    /// axis, mirrored when the store mirrors, moved by `delta` along the axis, then grown on
    /// every side by a margin that covers the rounding of those steps (and, on a pixel grid, a
    /// pixel). It is a superset: the
    /// caller tests each answer exactly at its returned frame. Nil when `rect` is null, has a
    /// NaN edge or meets nothing in the box.
    ///
    /// - Complexity: O(1).
    func searchArea(
        for rect: Rect, along delta: Double = 0, across crossDelta: Double = 0,
        window: (low: Double, high: Double)? = nil, outset: Double = 0
    ) -> Rect? {
        guard !rect.isNull else { return nil }
        let limit = Self.searchLimit
        var x0 = rect.minX - outset
        var x1 = rect.maxX + outset
        var y0 = rect.minY - outset
        var y1 = rect.maxY + outset
        guard !x0.isNaN, !x1.isNaN, !y0.isNaN, !y1.isNaN else { return nil }
        (x0, x1, y0, y1) = (
            Swift.max(x0, -limit), Swift.min(x1, limit), Swift.max(y0, -limit), Swift.min(y1, limit)
        )
        if let window {
            if axis == .vertical {
                (x0, x1) = (Swift.max(x0, window.low), Swift.min(x1, window.high))
            } else {
                (y0, y1) = (Swift.max(y0, window.low), Swift.min(y1, window.high))
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        var magnitude = Swift.max(1, Swift.abs(x0), Swift.abs(x1), Swift.abs(y0), Swift.abs(y1))
        magnitude += Swift.abs(delta) + Swift.abs(crossDelta) + Swift.abs(mirrorWidth ?? 0)
        if axis == .vertical {
            (x0, x1) = (x0 + crossDelta, x1 + crossDelta)
        } else {
            (y0, y1) = (y0 + crossDelta, y1 + crossDelta)
        }
        if let mirrorWidth { (x0, x1) = (mirrorWidth - x1, mirrorWidth - x0) }
        if axis == .vertical {
            (y0, y1) = (y0 + delta, y1 + delta)
        } else {
            (x0, x1) = (x0 + delta, x1 + delta)
        }
        // On a pixel grid a returned edge lies up to half a pixel from its stored one (a pixel
        // larger than the search box is cut to it: every frame lies inside it).
        let pixel = pixelGrid.map { Swift.min(1 / $0.scale, Self.searchLimit) } ?? 0
        let margin = magnitude * (8 * Double.ulpOfOne) + pixel
        guard margin.isFinite else { return nil }
        return Rect(
            x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    }
}

// MARK: - Candidates for a query

extension SectionedStore {
    /// A kind of storage as a section's query reads it: what finds the items a search area may
    /// meet, whose frames the store then moves, aligns, mirrors and tests the same way for
    /// every kind.
    protocol ItemSource {
        /// Calls `body` with the id and frame (left-to-right, before the section's offset) of
        /// every item whose frame intersects `area` (``Rect/intersects(_:)``), along `axis`.
        func forEachCandidate(in area: Rect, axis: Axis, _ body: (_ id: Int, _ frame: Rect) -> Void)
    }
}

extension RectIndex: SectionedStore.ItemSource {
    @inline(__always)
    func forEachCandidate(in area: Rect, axis: Axis, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        forEachElementAndFrame(intersecting: area, body)
    }
}

extension SectionedStore.UniformGrid: SectionedStore.ItemSource {
    @inline(__always)
    func forEachCandidate(in area: Rect, axis: Axis, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        forEachElement(intersecting: area, axis: axis) { body($0, frame(of: $0, axis: axis)) }
    }
}

extension SectionedStore.RepeatingGroups: SectionedStore.ItemSource {
    @inline(__always)
    func forEachCandidate(in area: Rect, axis: Axis, _ body: (_ id: Int, _ frame: Rect) -> Void) {
        forEachElement(intersecting: area, body)
    }
}
