// MARK: - Orthogonal offsets

extension CompositionalLayout {
    /// Scrolls orthogonal section `section` to `offset` across the layout's scroll axis,
    /// measured from the section's leading end (0: the first group's leading inset shows at the
    /// window's leading edge). No relayout: the next query reads it.
    ///
    /// Bad input: a NaN or infinite offset is ignored; an offset outside the section's range
    /// (``orthogonalOffsetRange(forSection:)``) is kept as given and read clamped, so it
    /// survives a prepare that changes the range. A section that is not orthogonal keeps the
    /// value but shows nothing different.
    ///
    /// - Complexity: O(1) (amortised).
    public mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
    }

    /// The offset orthogonal section `section` is scrolled to, clamped to its range; the range's
    /// start until one is set, and 0 for a section that is not orthogonal.
    ///
    /// - Complexity: O(1).
    public func orthogonalOffset(forSection section: Int) -> Double {
        let range = orthogonalOffsetRange(forSection: section)
        let offset = orthogonalOffsets[section] ?? range.lowerBound
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The offsets orthogonal section `section` can rest at: from 0 to its content's length less
    /// its window's, or, for ``OrthogonalScrollingBehavior/groupPagingCentered``, from the
    /// offset that centres its first group to the one that centres its last. `0...0` for a
    /// section that is not orthogonal or out of range.
    ///
    /// - Complexity: O(1).
    public func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Double> {
        guard state.sections.indices.contains(section), let band = state.sections[section].band else {
            return 0...0
        }
        if band.behavior == .groupPagingCentered, band.groupCount > 0 {
            let first = band.centredOffset(ofGroup: 0)
            return first...max(first, band.centredOffset(ofGroup: band.groupCount - 1))
        }
        return 0...max(0, band.contentLength - band.windowLength)
    }

    /// Where a flick of orthogonal section `section` comes to rest, by its behaviour:
    /// `continuous` keeps `proposed`; `continuousGroupLeadingBoundary` moves it to a group's
    /// leading boundary (the nearest at zero velocity, the next one in the flick's direction
    /// otherwise); `paging`, `groupPaging` and `groupPagingCentered` move one page (the window's
    /// length), or one group, from the section's current offset in the flick's direction, or to
    /// the page or group nearest `proposed` (at most one away) at zero velocity. The result is
    /// always inside ``orthogonalOffsetRange(forSection:)``.
    ///
    /// `velocity` is along the offset (positive: toward larger offsets). Bad input: a NaN or
    /// infinite `proposed` reads as the current offset, such a velocity as 0; a section that
    /// is not orthogonal gives 0.
    ///
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(proposed: Double, velocity: Double, forSection section: Int) -> Double
    {
        let range = orthogonalOffsetRange(forSection: section)
        guard state.sections.indices.contains(section), let band = state.sections[section].band else {
            return range.lowerBound
        }
        let current = orthogonalOffset(forSection: section)
        let proposed = proposed.isFinite ? proposed : current
        let velocity = velocity.isFinite ? velocity : 0
        let base: Double
        let step: Double
        var paged = true
        switch band.behavior {
        case .none, .continuous:
            return min(max(proposed, range.lowerBound), range.upperBound)
        case .continuousGroupLeadingBoundary:
            (base, step, paged) = (0, band.groupStride, false)
        case .paging:
            (base, step) = (0, band.windowLength)
        case .groupPaging:
            (base, step) = (0, band.groupStride)
        case .groupPagingCentered:
            (base, step) = (range.lowerBound, band.groupStride)
        }
        guard step > 0 else { return min(max(proposed, range.lowerBound), range.upperBound) }
        let from = paged ? current : proposed
        let position = (from - base) / step
        var target: Double
        if velocity > 0 {
            target = paged ? position.rounded() + 1 : position.rounded(.up)
        } else if velocity < 0 {
            target = paged ? position.rounded() - 1 : position.rounded(.down)
        } else {
            target = ((proposed - base) / step).rounded()
            if paged { target = min(max(target, position.rounded() - 1), position.rounded() + 1) }
        }
        let offset = base + target * step
        return min(max(offset, range.lowerBound), range.upperBound)
    }
}

extension CompositionalLayout.Band {
    /// The offset that centres group `group` in the window.
    func centredOffset(ofGroup group: Int) -> Double {
        groupsStart + Double(group) * groupStride + groupLength / 2 - windowLength / 2
    }
}

// MARK: - Orthogonal queries

extension CompositionalLayout {
    /// The orthogonal sections' cells and badges visible through their windows that intersect
    /// `rect` (or, for a section with a handler, whose visual bounds do), appended to `result`.
    ///
    /// - Complexity: O(log s + b · log m + k) for s orthogonal sections, b of them meeting the
    ///   rect, m items per section and k returned.
    func appendOrthogonalAttributes(in rect: Rect, to result: inout [LayoutAttributes]) {
        let sections = state.orthogonalSections
        guard !sections.isEmpty, !rect.isNull else { return }
        let axis = state.frame.axis
        let reach = state.bandOverhang + state.bandHandlerOutset
        let low = rect.min(along: axis) - reach
        let high = rect.max(along: axis) + reach
        var first = 0
        var end = sections.count
        while first < end {
            let middle = (first + end) >> 1
            if state.sections[sections[middle]].contentEnd <= low { first = middle + 1 } else { end = middle }
        }
        for position in sections[first...] {
            let placed = state.sections[position]
            guard placed.contentStart < high else { break }
            guard let band = placed.band else { continue }
            let handler = state.definitions[position]?.visibleItemsInvalidationHandler
            let outset =
                handler == nil
                ? 0
                : min(
                    (state.definitions[position]?.visibleItemsMaximumOutset ?? 0).sanitizedLength,
                    LayoutDimension.maximumLength)
            let offset = orthogonalOffset(forSection: position)
            let shift = band.shiftSign * offset
            let window = Rect(
                along: axis, main: Rect.infinite.min(along: axis), cross: 0,
                mainLength: Rect.infinite.length(along: axis), crossLength: band.windowLength)
            let grown = outset > 0 ? rect.insetBy(dx: -outset, dy: -outset) : rect
            // An item meets the window and the rect, not necessarily their intersection: the
            // index is asked for the rect cut to the window grown by the longest item, and
            // each answer is tested against both, at its final (shifted) frame.
            let reach = band.longestAcross + 1
            let near = grown.intersection(
                window.insetBy(dx: axis == .vertical ? -reach : 0, dy: axis == .vertical ? 0 : -reach))
            guard !near.isNull else { continue }
            let stored = shifted(near, by: -shift, across: axis)
            var items: [LayoutAttributes] = []
            band.index.forEachElement(intersecting: stored) { id in
                guard var attributes = bandElement(placed, template: placed.template, id: id) else { return }
                attributes.frame = shifted(attributes.frame, by: shift, across: axis)
                if attributes.frame.intersects(window) && attributes.frame.intersects(grown) {
                    items.append(attributes)
                }
            }
            if let handler {
                applyHandler(handler, to: &items, offset: Point(along: axis, main: 0, cross: offset))
                items.removeAll { !$0.visualBounds.intersects(rect) }
            }
            result += items
        }
    }

    /// `rect` moved by `distance` across `axis`.
    func shifted(_ rect: Rect, by distance: Double, across axis: Axis) -> Rect {
        axis == .vertical ? rect.offsetBy(dx: distance, dy: 0) : rect.offsetBy(dx: 0, dy: distance)
    }

    /// The cell or badge with `id` in an orthogonal section's band, at its stored frame.
    func bandElement(_ placed: PlacedSection, template: GroupTemplate?, id: Int) -> LayoutAttributes? {
        guard let template, let band = placed.band else { return nil }
        return Self.element(of: placed, template: template, offset: id, frame: band.index.frame(of: id))
    }

    /// Calls `handler` with `items` and keeps only the transform, alpha and zIndex it set (and
    /// only when it kept the items' number).
    func applyHandler(_ handler: VisibleItemsHandler, to items: inout [LayoutAttributes], offset: Point) {
        guard !items.isEmpty else { return }
        var edited = items
        handler(&edited, offset, state.environment)
        guard edited.count == items.count else { return }
        for position in items.indices {
            items[position].transform3D = edited[position].transform3D
            items[position].alpha = edited[position].alpha
            items[position].zIndex = edited[position].zIndex
        }
    }
}
