import LayoutEngine

// MARK: - Separators

extension CompositionalModel {
    /// Rules 1 and 2 of ``ListSeparators``, from the cell's returned frame: the configuration
    /// passed through the handler; hidden ones absent, visible ones inset, automatic ones inset
    /// except the section's last, edge to edge or absent; a separator `thickness` (one pixel by
    /// default) high at the cell's bottom edge, between the insets (leading on the right in
    /// right-to-left layouts). The tolerance covers the pixel rounding of its edges.
    static func expectSeparator(
        of cell: LayoutAttributes, itemCount: Int, separators: ListSeparators, context: LayoutContext,
        into inventory: inout ElementInventory
    ) {
        var configuration = separators.configuration
        if let handler = separators.itemSeparatorHandler { configuration = handler(cell.path, configuration) }
        let insets: DirectionalEdgeInsets
        switch configuration.bottomSeparatorVisibility {
        case .hidden:
            return
        case .visible:
            insets = configuration.bottomSeparatorInsets
        case .automatic where cell.path.item == itemCount - 1:
            guard separators.showsSectionEndSeparator else { return }
            insets = .zero
        case .automatic:
            insets = configuration.bottomSeparatorInsets
        }
        func length(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1_000_000) : 0 }
        let scale = pixelScale(context.displayScale)
        let rightToLeft = context.layoutDirection == .rightToLeft
        let left = length(rightToLeft ? insets.trailing : insets.leading)
        let right = length(rightToLeft ? insets.leading : insets.trailing)
        let cellFrame = cell.frame
        let height = min(separators.thickness.map(length) ?? 1 / scale, cellFrame.height)
        let minX = min(cellFrame.minX + left, cellFrame.maxX)
        let maxX = max(minX, cellFrame.maxX - right)
        let frame = Rect(x: minX, y: cellFrame.maxY - height, width: maxX - minX, height: height)
        inventory.expect(ElementKey(kind: .separator, path: cell.path), frame: frame, tolerance: 1 / scale)
    }
}
