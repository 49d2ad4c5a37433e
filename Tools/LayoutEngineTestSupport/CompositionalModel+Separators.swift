import LayoutEngine

// MARK: - Separators

extension CompositionalModel {
    /// Rules 1 and 2 of ``ListSeparators``, from the cell's returned frame: the configuration
    /// passed through the handler; hidden separators absent, visible ones inset; automatic
    /// bottom separators inset except the section's last, automatic top ones absent, the
    /// section's borders (first top, last bottom) edge to edge when the section shows them.
    /// Each is `thickness` (one pixel by default) high along its cell's edge, between the
    /// insets (leading on the right in right-to-left layouts). The tolerance covers the pixel
    /// rounding of its edges.
    static func expectSeparators(
        of cell: LayoutAttributes, itemCount: Int, separators: ListSeparators, context: LayoutContext,
        into inventory: inout ElementInventory
    ) {
        var configuration = separators.configuration
        if let handler = separators.itemSeparatorHandler { configuration = handler(cell.path, configuration) }
        let border: DirectionalEdgeInsets? = separators.showsSectionBorders ? DirectionalEdgeInsets() : nil
        func insets(
            _ visibility: ListSeparatorConfiguration.Visibility, _ given: DirectionalEdgeInsets,
            automatic: DirectionalEdgeInsets?
        ) -> DirectionalEdgeInsets? {
            switch visibility {
            case .hidden: nil
            case .visible: given
            case .automatic: automatic
            }
        }
        let item = cell.path.item
        let top = insets(
            configuration.topSeparatorVisibility, configuration.topSeparatorInsets,
            automatic: item == 0 ? border : nil)
        let bottom = insets(
            configuration.bottomSeparatorVisibility, configuration.bottomSeparatorInsets,
            automatic: item == itemCount - 1 ? border : configuration.bottomSeparatorInsets)
        func length(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1_000_000) : 0 }
        let scale = pixelScale(context.displayScale)
        let rightToLeft = context.layoutDirection == .rightToLeft
        let cellFrame = cell.frame
        let height = min(separators.thickness.map(length) ?? 1 / scale, cellFrame.height)
        for (insets, kind, y) in [
            (top, ElementKind.topSeparator, cellFrame.minY),
            (bottom, ElementKind.separator, cellFrame.maxY - height),
        ] {
            guard let insets else { continue }
            let left = length(rightToLeft ? insets.trailing : insets.leading)
            let right = length(rightToLeft ? insets.leading : insets.trailing)
            let minX = min(cellFrame.minX + left, cellFrame.maxX)
            let maxX = max(minX, cellFrame.maxX - right)
            let frame = Rect(x: minX, y: y, width: maxX - minX, height: height)
            inventory.expect(ElementKey(kind: kind, path: cell.path), frame: frame, tolerance: 1 / scale)
        }
    }
}
