// MARK: - Queries

extension WaterfallLayout {
    /// Every cell, header and footer whose frame intersects `rect`; headers at their pinned
    /// place when ``Configuration/sectionHeadersPinToVisibleBounds`` is set.
    ///
    /// - Complexity: O(c · log n + k) through the shared ``RectIndex`` (c length classes, a
    ///   handful), plus O(log s) per element to find its section among s sections (O(1) when
    ///   consecutive results share a section), plus, with pinned headers, O(log s) and one step
    ///   per section the rect spans.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let pinsHeaders = configuration.sectionHeadersPinToVisibleBounds
        var hint = 0
        index.forEachElement(intersecting: rect) { id in
            hint = section(containing: id, hint: hint)
            let record = sections[hint]
            if record.hasHeader && id == record.firstID {
                if !pinsHeaders {
                    result.append(header(ofSection: hint, frame: index.frame(of: id)))
                }
            } else if record.hasFooter && id == record.footerID {
                result.append(
                    LayoutAttributes(
                        path: ItemPath(item: 0, section: hint), kind: .sectionFooter,
                        frame: index.frame(of: id)))
            } else {
                result.append(
                    LayoutAttributes(
                        path: ItemPath(item: id - record.firstItemID, section: hint),
                        frame: index.frame(of: id)))
            }
        }
        if pinsHeaders {
            appendPinnedHeaders(intersecting: rect, to: &result)
        }
        return result
    }

    /// The cell at `path`, or nil when the section or the item does not exist.
    ///
    /// - Complexity: O(1).
    public func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(path.section) else { return nil }
        let record = sections[path.section]
        guard path.item >= 0, path.item < record.itemCount else { return nil }
        return LayoutAttributes(path: path, frame: index.frame(of: record.firstItemID + path.item))
    }

    /// The header of `section` as drawn now (at its pinned place when headers pin), or nil when
    /// the section has no header.
    ///
    /// - Complexity: O(1).
    public func headerAttributes(inSection section: Int) -> LayoutAttributes? {
        guard sections.indices.contains(section), sections[section].hasHeader else { return nil }
        let frame = index.frame(of: sections[section].firstID)
        if configuration.sectionHeadersPinToVisibleBounds {
            return header(ofSection: section, frame: pinnedHeaderFrame(frame, section: sections[section]))
        }
        return header(ofSection: section, frame: frame)
    }

    /// The footer of `section`, or nil when the section has no footer.
    ///
    /// - Complexity: O(1).
    public func footerAttributes(inSection section: Int) -> LayoutAttributes? {
        guard sections.indices.contains(section), sections[section].hasFooter else { return nil }
        return LayoutAttributes(
            path: ItemPath(item: 0, section: section), kind: .sectionFooter,
            frame: index.frame(of: sections[section].footerID))
    }
}

// MARK: - Pinned headers

extension WaterfallLayout {
    /// Where the visible area starts: the content offset plus the top content inset.
    var visibleStart: Double {
        guard let context = lastContext else { return 0 }
        return context.contentOffset.y + context.contentInsets.top.sanitizedLength
    }

    /// A header's frame pinned to the visible area (rule 7).
    func pinnedHeaderFrame(_ frame: Rect, section record: SectionRecord) -> Rect {
        Pinning.header(frame, axis: .vertical, visibleStart: visibleStart, sectionEnd: record.contentEnd)
    }

    /// Adds the headers whose pinned frames intersect `rect`.
    ///
    /// A pinned header never leaves its section's span (from its own top to the section's
    /// content end), and sections follow each other down the content, so only the sections
    /// from the first one ending below the rect's top to the last one starting above its
    /// bottom can contribute.
    ///
    /// - Complexity: O(log s + m) for s sections, m of them spanning the rect.
    func appendPinnedHeaders(intersecting rect: Rect, to result: inout [LayoutAttributes]) {
        guard !rect.isNull else { return }
        let low = rect.minY
        let high = rect.maxY
        guard !low.isNaN, !high.isNaN else { return }
        var section = sections.partitioningIndex { $0.bottom > low }
        while section < sections.count, sections[section].top < high {
            let record = sections[section]
            if record.hasHeader {
                let frame = pinnedHeaderFrame(index.frame(of: record.firstID), section: record)
                if frame.intersects(rect) {
                    result.append(header(ofSection: section, frame: frame))
                }
            }
            section += 1
        }
    }

    /// The attributes of a section header.
    func header(ofSection section: Int, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(path: ItemPath(item: 0, section: section), kind: .sectionHeader, frame: frame)
    }
}

// MARK: - Ids to sections

extension WaterfallLayout {
    /// The section holding the element `id`, trying `hint` (the previous answer) first.
    ///
    /// - Complexity: O(1) when `hint` holds it, otherwise O(log s) for s sections.
    func section(containing id: Int, hint: Int) -> Int {
        if hint < sections.count, sections[hint].firstID <= id, id < sections[hint].endID {
            return hint
        }
        // The last section starting at or before `id`; empty sections before it share its
        // first id, and every later section starts after `id`.
        return max(sections.partitioningIndex { $0.firstID > id } - 1, 0)
    }
}
