// MARK: - Queries

extension CompositionalLayout {
    /// Every cell, badge, boundary and decoration item whose frame intersects `rect`; pinned
    /// items at their pinned place for the prepared viewport; an orthogonal section's items
    /// moved by its offset and only those visible through its window. Items of a section with
    /// a visible-items handler pass through it and are kept when their visual bounds meet
    /// `rect`.
    ///
    /// - Complexity: O(log n + k + p), where n is the number of elements, k the number
    ///   returned and p the number of pinned items (plus O(log m) per orthogonal section met,
    ///   m its items).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        if state.hasHandlers {
            appendCellsWithHandlers(in: rect, to: &result)
        } else {
            // The closures capture these locals, not `self`: capturing the layout copied all of
            // it on every query. With the section cursor below, a viewport query of the 1M grid
            // went from 2.07 µs to 0.81 µs (bench, `layout-bench compositional`).
            let sections = state.sections
            let cells = state.cells
            var cursor = SectionCursor()
            cells.forEachElement(intersecting: rect) { id in
                if let attributes = Self.cellOrBadge(
                    id: id, sections: sections, cells: cells, cursor: &cursor)
                {
                    result.append(attributes)
                }
            }
        }
        appendOrthogonalAttributes(in: rect, to: &result)
        let extras = state.extras
        let extraIndex = state.extraIndex
        extraIndex.forEachElement(intersecting: rect) { id in
            let extra = extras[id]
            guard extra.pin == nil else { return }
            result.append(Self.attributes(of: extra, frame: extraIndex.frame(of: id)))
        }
        for id in state.pinnedIDs {
            let extra = state.extras[id]
            let frame = pinnedFrame(of: extra)
            if frame.intersects(rect) { result.append(Self.attributes(of: extra, frame: frame)) }
        }
        return result
    }

    /// The shared index's cells and badges when some section has a handler: the index is asked
    /// for the rect grown by the largest outset; items of sections without a handler must meet
    /// `rect` by frame, the others pass through their section's handler (once per section)
    /// and must meet it by visual bounds.
    private func appendCellsWithHandlers(in rect: Rect, to result: inout [LayoutAttributes]) {
        let outset = state.handlerOutset
        let grown = outset > 0 ? rect.insetBy(dx: -outset, dy: -outset) : rect
        var handled: [LayoutAttributes] = []
        var cursor = SectionCursor()
        state.cells.forEachElement(intersecting: grown) { id in
            guard
                let attributes = Self.cellOrBadge(
                    id: id, sections: state.sections, cells: state.cells, cursor: &cursor)
            else { return }
            if state.definitions[attributes.path.section]?.visibleItemsInvalidationHandler != nil {
                handled.append(attributes)
            } else if attributes.frame.intersects(rect) {
                result.append(attributes)
            }
        }
        guard !handled.isEmpty else { return }
        handled.sort { $0.path.section < $1.path.section }
        let offset = state.preparedContext?.contentOffset ?? .zero
        var start = 0
        while start < handled.count {
            let section = handled[start].path.section
            var end = start + 1
            while end < handled.count && handled[end].path.section == section { end += 1 }
            var items = Array(handled[start..<end])
            if let handler = state.definitions[section]?.visibleItemsInvalidationHandler {
                applyHandler(handler, to: &items, offset: offset)
            }
            for item in items where item.visualBounds.intersects(rect) { result.append(item) }
            start = end
        }
    }

    /// The cell at `path`, or nil when the path is out of range or its section is empty; an
    /// orthogonal section's cell moved by the section's offset (visible or not), and a section
    /// with a handler's cell passed through it alone.
    ///
    /// - Complexity: O(1) (plus the handler's cost).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard state.sections.indices.contains(path.section) else { return nil }
        let placed = state.sections[path.section]
        guard let template = placed.template, path.item >= 0, path.item < placed.itemCount else { return nil }
        let cellsPerGroup = template.cells.count
        let group = path.item / cellsPerGroup
        let cell = path.item - group * cellsPerGroup
        let offset = group * (cellsPerGroup + template.badges.count) + cell
        var attributes: LayoutAttributes
        var scrollOffset = state.preparedContext?.contentOffset ?? .zero
        if let band = placed.band {
            let axis = state.frame.axis
            let sectionOffset = orthogonalOffset(forSection: path.section)
            scrollOffset = Point(along: axis, main: 0, cross: sectionOffset)
            attributes = LayoutAttributes(
                path: path, kind: .cell,
                frame: shifted(
                    band.index.frame(of: offset), by: band.shiftSign * sectionOffset, across: axis),
                zIndex: template.cellZIndex[cell])
        } else {
            attributes = LayoutAttributes(
                path: path, kind: .cell, frame: state.cells.frame(of: placed.firstID + offset),
                zIndex: template.cellZIndex[cell])
        }
        if let handler = state.definitions[path.section]?.visibleItemsInvalidationHandler {
            var items = [attributes]
            applyHandler(handler, to: &items, offset: scrollOffset)
            attributes = items[0]
        }
        return attributes
    }

    /// The cell or badge with `id` in the cell index: its section by binary search (skipped
    /// while `cursor` still holds the section of the previous id), then its group and place in
    /// the group by division.
    ///
    /// Copying the section record for every result was most of a query's cost (see
    /// ``attributes(in:)``).
    ///
    /// - Complexity: O(1) when `cursor` holds the section, O(log s) for s sections otherwise.
    static func cellOrBadge(
        id: Int, sections: [PlacedSection], cells: RectIndex, cursor: inout SectionCursor
    ) -> LayoutAttributes? {
        if !cursor.contains(id) {
            let low = sections.partitioningIndex { $0.firstID > id }
            guard low > 0 else { return nil }
            let placed = sections[low - 1]
            guard let template = placed.template, id < placed.endID else { return nil }
            cursor = SectionCursor(placed: placed, template: template)
        }
        guard let placed = cursor.placed, let template = cursor.template else { return nil }
        return element(
            of: placed, template: template, offset: id - placed.firstID, frame: cells.frame(of: id))
    }

    /// The cell or badge at `offset` among a section's stamped elements (group by group: the
    /// group's cells, then their badges), with `frame`.
    static func element(of placed: PlacedSection, template: GroupTemplate, offset: Int, frame: Rect)
        -> LayoutAttributes
    {
        let cellsPerGroup = template.cells.count
        let stride = cellsPerGroup + template.badges.count
        let group = offset / stride
        let place = offset - group * stride
        let cellsInGroup = min(cellsPerGroup, placed.itemCount - group * cellsPerGroup)
        if place < cellsInGroup {
            return LayoutAttributes(
                path: ItemPath(item: group * cellsPerGroup + place, section: placed.index), kind: .cell,
                frame: frame, zIndex: template.cellZIndex[place])
        }
        let badge = template.badges[place - cellsInGroup]
        return LayoutAttributes(
            path: ItemPath(item: group * cellsPerGroup + badge.cell, section: placed.index), kind: badge.kind,
            frame: frame, zIndex: badge.zIndex)
    }

    static func attributes(of extra: Extra, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(path: extra.path, kind: extra.kind, frame: frame, zIndex: extra.zIndex)
    }

    /// Rule 6: a pinned item's frame for the prepared viewport, by the shared ``Pinning`` rule
    /// applied in left-to-right coordinates, then rounded and mirrored like every frame.
    func pinnedFrame(of extra: Extra) -> Rect {
        guard let context = state.preparedContext else { return extra.frame }
        let axis = state.frame.axis
        let insets = context.contentInsets.sanitized
        let offset = context.contentOffset.value(along: axis)
        let viewportLength = context.viewportSize.length(along: axis)
        var visibleStart = offset + insets.leading(along: axis)
        var visibleEnd = offset + viewportLength - insets.trailing(along: axis)
        if axis == .horizontal, let width = state.frame.mirrorWidth {
            (visibleStart, visibleEnd) = (width - visibleEnd, width - visibleStart)
        }
        let pinned: Rect
        switch extra.pin {
        case .header:
            pinned = Pinning.header(
                extra.frame, axis: axis, visibleStart: visibleStart, sectionEnd: extra.pinEnd)
        case .footer:
            pinned = Pinning.footer(
                extra.frame, axis: axis, visibleEnd: visibleEnd, sectionStart: extra.pinStart)
        case nil:
            pinned = extra.frame
        }
        return state.frame.grid.align(pinned, mirrorWidth: state.frame.mirrorWidth)
    }
}

/// The section a query last resolved an element id to, so that the consecutive results of one
/// section look their section up (and copy its record) once.
struct SectionCursor {
    /// The section's record, or nil before the first lookup.
    var placed: CompositionalLayout.PlacedSection?
    /// The section's group template.
    var template: GroupTemplate?

    /// Whether the element `id` lies in the cursor's section.
    func contains(_ id: Int) -> Bool {
        guard let placed else { return false }
        return placed.firstID <= id && id < placed.endID
    }
}
