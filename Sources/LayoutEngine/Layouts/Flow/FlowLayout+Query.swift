extension FlowLayout {
    /// Every element whose frame intersects `rect`: cells, headers and footers (pinned ones at
    /// their pinned place).
    ///
    /// - Complexity: O(log n + k), where n is the number of elements and k the number returned
    ///   (plus O(log s) over s sections when headers or footers are pinned).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let rect = rect.standardized
        let isMirrored = direction == .rightToLeft
        // Mirroring rounds: in right-to-left, the stored space is searched with a rect grown by
        // a few ulps and each result is tested again exactly where it is returned, so an edge
        // that touches stays touching whichever side of the mirror it is tested on.
        let query = isMirrored ? cache.leftToRight(rect, direction: direction).grownByRoundingMargin : rect
        let pinsHeaders = configuration.sectionHeadersPinToVisibleBounds
        let pinsFooters = configuration.sectionFootersPinToVisibleBounds
        var result: [LayoutAttributes] = []
        cache.index.forEachElement(intersecting: query) { id in
            let element = cache.element(id)
            if (pinsHeaders && element.kind == .sectionHeader)
                || (pinsFooters && element.kind == .sectionFooter)
            {
                return
            }
            let attributes = attributes(of: element, frame: cache.index.frame(of: id))
            if !isMirrored || attributes.frame.intersects(rect) { result.append(attributes) }
        }
        if pinsHeaders || pinsFooters {
            appendPinnedSupplementaries(intersecting: query, exactly: rect, to: &result)
        }
        return result
    }

    /// The cell at `path`, or nil when the path names no item.
    ///
    /// - Complexity: O(1).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard path.section >= 0, path.section < cache.sections.count, path.item >= 0,
            path.item < cache.sections[path.section].itemCount
        else { return nil }
        let id = cache.sections[path.section].firstItemID + path.item
        return attributes(of: FlowElement(kind: .cell, path: path), frame: cache.index.frame(of: id))
    }

    /// The header or footer of `section` (`layoutAttributesForSupplementaryView(ofKind:at:)`),
    /// at its pinned place when pinned; nil for another kind or a section without one.
    ///
    /// - Complexity: O(1).
    public func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0, section < cache.sections.count else { return nil }
        let record = cache.sections[section]
        let path = ItemPath(item: 0, section: section)
        if kind == ElementKind.sectionHeaderKind, record.headerID >= 0 {
            return attributes(
                of: FlowElement(kind: .sectionHeader, path: path), frame: headerFrame(of: record))
        }
        if kind == ElementKind.sectionFooterKind, record.footerID >= 0 {
            return attributes(
                of: FlowElement(kind: .sectionFooter, path: path), frame: footerFrame(of: record))
        }
        return nil
    }
}

// MARK: - Elements

/// What an element id names.
struct FlowElement {
    /// Cell, header or footer.
    let kind: ElementKind
    /// Its path (item 0 for headers and footers).
    let path: ItemPath
}

extension FlowCache {
    /// The kind and path of the element with `id`.
    ///
    /// - Complexity: O(log s) for s sections.
    func element(_ id: Int) -> FlowElement {
        let low = max(0, sections.partitioningIndex { $0.firstElementID > id } - 1)
        let record = sections[low]
        if id == record.headerID {
            return FlowElement(kind: .sectionHeader, path: ItemPath(item: 0, section: low))
        }
        if id == record.footerID {
            return FlowElement(kind: .sectionFooter, path: ItemPath(item: 0, section: low))
        }
        return FlowElement(kind: .cell, path: ItemPath(item: id - record.firstItemID, section: low))
    }

    /// `rect` in the stored left-to-right space: mirrored in the content width for
    /// right-to-left layouts (mirroring is its own inverse).
    func leftToRight(_ rect: Rect, direction: LayoutDirection) -> Rect {
        direction == .rightToLeft ? rect.mirroredHorizontally(inWidth: contentSize.width) : rect
    }
}

extension FlowLayout {
    /// The layout direction of the last `prepare`.
    var direction: LayoutDirection { cache.preparedContext?.layoutDirection ?? .leftToRight }

    /// Attributes for an element whose stored (left-to-right) frame is `frame`.
    func attributes(of element: FlowElement, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            path: element.path, kind: element.kind, frame: cache.leftToRight(frame, direction: direction))
    }
}

// MARK: - Pinning

extension FlowLayout {
    /// The visible area of the last `prepare` in the stored left-to-right space, less the
    /// content insets: where pinned headers and footers stick.
    private var pinningArea: Rect {
        guard let context = cache.preparedContext else { return .zero }
        let visible = cache.leftToRight(context.bounds.standardized, direction: direction)
        var insets = context.contentInsets.sanitized
        if direction == .rightToLeft { swap(&insets.left, &insets.right) }
        return Rect(
            x: visible.minX + insets.left, y: visible.minY + insets.top,
            width: max(0, visible.width - insets.horizontal), height: max(0, visible.height - insets.vertical)
        )
    }

    /// The header's frame (left-to-right), pinned when headers pin.
    private func headerFrame(of record: FlowSectionRecord) -> Rect {
        let frame = cache.index.frame(of: record.headerID)
        guard configuration.sectionHeadersPinToVisibleBounds else { return frame }
        return Pinning.header(
            frame, axis: cache.axis, visibleStart: pinningArea.min(along: cache.axis),
            sectionEnd: record.contentEnd)
    }

    /// The footer's frame (left-to-right), pinned when footers pin.
    private func footerFrame(of record: FlowSectionRecord) -> Rect {
        let frame = cache.index.frame(of: record.footerID)
        guard configuration.sectionFootersPinToVisibleBounds else { return frame }
        return Pinning.footer(
            frame, axis: cache.axis, visibleEnd: pinningArea.max(along: cache.axis),
            sectionStart: record.contentStart)
    }

    /// Adds the pinned headers and footers of the sections that `query` (left-to-right) crosses
    /// whose returned frames intersect `rect`.
    private func appendPinnedSupplementaries(
        intersecting query: Rect, exactly rect: Rect, to result: inout [LayoutAttributes]
    ) {
        let axis = cache.axis
        let low = query.min(along: axis)
        let high = query.max(along: axis)
        var section = firstSection(endingAfter: low)
        while section < cache.sections.count, cache.sections[section].start < high {
            let record = cache.sections[section]
            let path = ItemPath(item: 0, section: section)
            if configuration.sectionHeadersPinToVisibleBounds, record.headerID >= 0 {
                let attributes = attributes(
                    of: FlowElement(kind: .sectionHeader, path: path), frame: headerFrame(of: record))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            if configuration.sectionFootersPinToVisibleBounds, record.footerID >= 0 {
                let attributes = attributes(
                    of: FlowElement(kind: .sectionFooter, path: path), frame: footerFrame(of: record))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            section += 1
        }
    }

    /// The first section whose end lies after `position` along the axis.
    private func firstSection(endingAfter position: Double) -> Int {
        cache.sections.partitioningIndex { $0.end > position }
    }
}
