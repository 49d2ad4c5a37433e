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
        _ body: (LayoutAttributes) -> Void
    ) {
        let rect = rect.standardized
        let isMirrored = mirrorWidth != nil
        // Mirroring rounds: in right-to-left the stored space is searched with a rect grown by a
        // few ulps and each result is tested again exactly where it is returned, so an edge that
        // touches stays touching whichever side of the mirror it is tested on.
        let query = isMirrored ? leftToRight(rect).grownByRoundingMargin : rect
        guard !query.isNull else { return }
        let low = query.min(along: axis) - overhang
        let high = query.max(along: axis) + overhang
        guard !low.isNaN, !high.isNaN else { return }
        var position = sections.partitioningIndex { $0.end + $0.offset >= low }
        while position < sections.count, sections[position].start + sections[position].offset <= high {
            let section = sections[position]
            let offset = section.offset
            let local = offset == 0 ? query : moved(query, by: -offset)
            section.items.forEachElement(intersecting: local) { id in
                var frame = section.items.frame(of: id)
                if offset != 0 { frame = moved(frame, by: offset) }
                if isMirrored {
                    frame = leftToRight(frame)
                    guard frame.intersects(rect) else { return }
                }
                body(cell(position, id, frame))
            }
            for supplementary in section.supplementaries {
                let frame = self.frame(of: supplementary, in: section)
                if frame.intersects(rect) {
                    body(attributes(of: supplementary, section: position, frame: frame))
                }
            }
            position += 1
        }
    }

    /// The frame of the element `id` of `section` as returned (moved and mirrored), or nil when
    /// the section does not exist.
    ///
    /// - Complexity: O(1).
    func itemFrame(section: Int, id: Int) -> Rect? {
        guard section >= 0, section < sections.count, id >= 0, id < sections[section].items.count else {
            return nil
        }
        let stored = sections[section]
        let frame = stored.items.frame(of: id)
        return leftToRight(stored.offset == 0 ? frame : moved(frame, by: stored.offset))
    }

    /// The supplementary of `kind` in `section` (the first one, when several share the kind),
    /// at its pinned place when it pins; nil when there is none.
    ///
    /// - Complexity: O(e) for the section's e supplementaries (one or two).
    func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0, section < sections.count else { return nil }
        let stored = sections[section]
        for supplementary in stored.supplementaries where supplementary.kind == .supplementary(kind) {
            return attributes(
                of: supplementary, section: section, frame: frame(of: supplementary, in: stored))
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
    /// shared ``Pinning`` rule) when it pins, and mirrored.
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
        return leftToRight(frame)
    }

    /// The attributes of a supplementary of `section` at `frame`.
    private func attributes(of supplementary: Supplementary, section: Int, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            path: ItemPath(item: supplementary.item, section: section), kind: supplementary.kind,
            frame: frame,
            zIndex: supplementary.zIndex)
    }

    /// `rect` moved by `delta` along the axis.
    @inline(__always)
    private func moved(_ rect: Rect, by delta: Double) -> Rect {
        axis == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }
}
