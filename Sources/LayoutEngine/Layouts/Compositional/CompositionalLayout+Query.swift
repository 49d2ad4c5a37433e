// MARK: - Queries

extension CompositionalLayout {
    /// Every cell, badge, boundary and decoration item whose frame intersects `rect`; pinned
    /// items at their pinned place for the prepared viewport.
    ///
    /// - Complexity: O(log n + k + p), where n is the number of elements, k the number
    ///   returned and p the number of pinned items.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        state.cells.forEachElement(intersecting: rect) { id in
            if let attributes = cellOrBadge(id: id) { result.append(attributes) }
        }
        state.extraIndex.forEachElement(intersecting: rect) { id in
            let extra = state.extras[id]
            guard extra.pin == nil else { return }
            result.append(attributes(of: extra, frame: state.extraIndex.frame(of: id)))
        }
        for id in state.pinnedIDs {
            let extra = state.extras[id]
            let frame = pinnedFrame(of: extra)
            if frame.intersects(rect) { result.append(attributes(of: extra, frame: frame)) }
        }
        return result
    }

    /// The cell at `path`, or nil when the path is out of range or its section is empty.
    ///
    /// - Complexity: O(1).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard state.sections.indices.contains(path.section) else { return nil }
        let placed = state.sections[path.section]
        guard let template = placed.template, path.item >= 0, path.item < placed.itemCount else { return nil }
        let cellsPerGroup = template.cells.count
        let group = path.item / cellsPerGroup
        let cell = path.item - group * cellsPerGroup
        let id = placed.firstID + group * (cellsPerGroup + template.badges.count) + cell
        return LayoutAttributes(
            path: path, kind: .cell, frame: state.cells.frame(of: id), zIndex: template.cellZIndex[cell])
    }

    /// The cell or badge with `id` in the cell index: its section by binary search, then its
    /// group and place in the group by division.
    ///
    /// - Complexity: O(log s) for s sections.
    func cellOrBadge(id: Int) -> LayoutAttributes? {
        var low = 0
        var high = state.sections.count
        while low < high {
            let middle = (low + high) >> 1
            if state.sections[middle].firstID <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let placed = state.sections[low - 1]
        guard let template = placed.template, id < placed.endID else { return nil }
        let cellsPerGroup = template.cells.count
        let stride = cellsPerGroup + template.badges.count
        let offset = id - placed.firstID
        let group = offset / stride
        let place = offset - group * stride
        let cellsInGroup = min(cellsPerGroup, placed.itemCount - group * cellsPerGroup)
        let frame = state.cells.frame(of: id)
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

    private func attributes(of extra: Extra, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(path: extra.path, kind: extra.kind, frame: frame, zIndex: extra.zIndex)
    }

    /// Rule 6: a pinned item's frame for the prepared viewport, by the shared ``Pinning`` rule
    /// applied in left-to-right coordinates, then rounded and mirrored like every frame.
    func pinnedFrame(of extra: Extra) -> Rect {
        guard let context = state.context else { return extra.frame }
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
