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
        let rect = rect.standardized
        var query = leftToRight(rect)
        if mirrorWidth != nil { query = query.grownByRoundingMargin }
        guard !query.isNull else { return }
        let low = query.min(along: axis) - overhang
        let high = query.max(along: axis) + overhang
        guard !low.isNaN, !high.isNaN else { return }
        var position = sections.partitioningIndex { $0.end + $0.offset >= low }
        while position < sections.count, sections[position].start + sections[position].offset <= high {
            let section = sections[position]
            if let adjust, let outset = section.visibleItemsOutset {
                var items: [LayoutAttributes] = []
                let grown = outset > 0 ? rect.insetBy(dx: -outset, dy: -outset) : rect
                forEachItem(of: section, at: position, in: grown, cell: cell) { items.append($0) }
                if !items.isEmpty {
                    adjust(position, &items)
                    for item in items where item.visualBounds.intersects(rect) { body(item) }
                }
            } else {
                forEachItem(of: section, at: position, in: rect, cell: cell, body)
            }
            forEachSupplementary(of: section, at: position, in: rect, body)
            position += 1
        }
        forEachSupplementary(of: layoutBoundary, at: 0, in: rect, body)
    }

    /// Calls `body` with the attributes of every item of `section` whose returned frame
    /// intersects `rect` (in the returned space).
    @inline(__always)
    private func forEachItem(
        of section: Section, at position: Int, in rect: Rect,
        cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        if let band = section.band {
            forEachBandItem(of: section, band: band, at: position, in: rect, cell: cell, body)
            return
        }
        // Mirroring and rounding move frames: the stored space is then searched with a rect grown
        // by a few ulps and each result is tested again exactly where it is returned, so an edge
        // that touches stays touching whichever side of the mirror it is tested on.
        let isMoved = mirrorWidth != nil
        var query = leftToRight(rect)
        if isMoved { query = query.grownByRoundingMargin }
        let offset = section.offset
        if offset != 0 { query = moved(query, by: -offset) }
        section.items.forEachElement(intersecting: query) { id in
            var frame = section.items.frame(of: id)
            if offset != 0 { frame = moved(frame, by: offset) }
            if isMoved {
                frame = returned(frame, isAligned: true)
                guard frame.intersects(rect) else { return }
            }
            body(cell(position, id, frame))
        }
    }

    /// The items of a band seen through its window at its offset that intersect `rect`.
    ///
    /// An item must meet the window and the rect, not necessarily their intersection: the index
    /// is asked for the rect cut to the window grown by the longest item, and each answer is
    /// tested against both at its returned frame.
    private func forEachBandItem(
        of section: Section, band: Band, at position: Int, in rect: Rect,
        cell: (_ section: Int, _ id: Int, _ frame: Rect) -> LayoutAttributes,
        _ body: (consuming LayoutAttributes) -> Void
    ) {
        let shift = bandShift(band)
        let window = Rect(
            along: axis, main: Rect.infinite.min(along: axis), cross: band.windowStart,
            mainLength: Rect.infinite.length(along: axis), crossLength: band.windowLength)
        let reach = band.longestAcross + 1
        let near = rect.intersection(
            window.insetBy(dx: axis == .vertical ? -reach : 0, dy: axis == .vertical ? 0 : -reach))
        guard !near.isNull else { return }
        var query = leftToRight(shifted(near, by: -shift))
        if mirrorWidth != nil { query = query.grownByRoundingMargin }
        let offset = section.offset
        if offset != 0 { query = moved(query, by: -offset) }
        band.items.forEachElement(intersecting: query) { id in
            var frame = band.items.frame(of: id)
            if offset != 0 { frame = moved(frame, by: offset) }
            frame = shifted(returned(frame, isAligned: true), by: shift)
            if frame.intersects(window) && frame.intersects(rect) { body(cell(position, id, frame)) }
        }
    }

    /// The supplementaries of `section` whose returned frames intersect `rect`.
    @inline(__always)
    private func forEachSupplementary(
        of section: Section, at position: Int, in rect: Rect, _ body: (consuming LayoutAttributes) -> Void
    ) {
        for supplementary in section.supplementaries {
            let frame = self.frame(of: supplementary, in: section)
            if frame.intersects(rect) {
                body(attributes(of: supplementary, section: position, frame: frame))
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
        let index = stored.band?.items ?? stored.items
        guard id < index.count else { return nil }
        var frame = index.frame(of: id)
        if stored.offset != 0 { frame = moved(frame, by: stored.offset) }
        frame = returned(frame, isAligned: true)
        if let band = stored.band { frame = shifted(frame, by: bandShift(band)) }
        return frame
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
    func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0 else { return nil }
        if section < sections.count {
            let stored = sections[section]
            for supplementary in stored.supplementaries where supplementary.kind == .supplementary(kind) {
                return attributes(
                    of: supplementary, section: section, frame: frame(of: supplementary, in: stored))
            }
        }
        guard section == 0 else { return nil }
        for supplementary in layoutBoundary.supplementaries where supplementary.kind == .supplementary(kind) {
            return attributes(
                of: supplementary, section: 0, frame: frame(of: supplementary, in: layoutBoundary))
        }
        return nil
    }

    /// The first section whose end (moved by its offset) lies after `position` along the axis.
    ///
    /// - Complexity: O(log s).
    func firstSection(endingAfter position: Double) -> Int {
        sections.partitioningIndex { $0.end + $0.offset > position }
    }
}

// MARK: - Frames as returned

extension SectionedStore {
    /// A supplementary's frame as returned: moved by its section's offset, pinned (by the
    /// shared ``Pinning`` rule) when it pins, aligned and mirrored.
    func frame(of supplementary: Supplementary, in section: Section) -> Rect {
        let offset = section.offset
        var frame = offset == 0 ? supplementary.frame : moved(supplementary.frame, by: offset)
        switch supplementary.pin {
        case nil: break
        case .header:
            frame = Pinning.header(
                frame, axis: axis, visibleStart: pinningArea.min(along: axis),
                sectionEnd: section.contentEnd + offset)
        case .footer:
            frame = Pinning.footer(
                frame, axis: axis, visibleEnd: pinningArea.max(along: axis),
                sectionStart: section.contentStart + offset)
        }
        return returned(frame, isAligned: false)
    }

    /// The attributes of a supplementary of `section` at `frame`.
    private func attributes(of supplementary: Supplementary, section: Int, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            path: ItemPath(item: supplementary.item, section: section), kind: supplementary.kind,
            frame: frame,
            zIndex: supplementary.zIndex)
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
