// MARK: - Layouts whose element ids are item numbers

extension SectionedStore {
    /// Every element whose frame intersects `rect`, for a layout whose element id in a section's
    /// index is the item number and whose cells carry nothing but their path and frame (flow,
    /// waterfall): cells, and supplementaries at their pinned place.
    ///
    /// - Complexity: as ``forEachAttributes(in:cell:_:)``: O(log s + m · c · log n + k).
    @inline(__always)
    func cellAttributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(LayoutAttributes.typicalQueryCount)
        forEachAttributes(in: rect) { section, item, frame in
            LayoutAttributes(path: ItemPath(item: item, section: section), frame: frame)
        } _: {
            result.append($0)
        }
        return result
    }

    /// The cell at `path` for such a layout, or nil when the path names no item.
    ///
    /// - Complexity: O(1).
    func cellAttributes(at path: ItemPath) -> LayoutAttributes? {
        itemFrame(section: path.section, id: path.item).map { LayoutAttributes(path: path, frame: $0) }
    }
}
