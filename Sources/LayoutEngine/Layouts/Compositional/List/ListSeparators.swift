/// The item separators of a section, returned as decoration elements of kinds
/// ``ElementKind/separatorKind`` (at a cell's bottom edge) and ``ElementKind/topSeparatorKind``
/// (at its top edge), so that any host can draw a list (UIKit draws them inside its list cells,
/// which hosts without UIKit do not have).
///
/// Rules:
/// 1. A separator has its cell's item path and lies inside the cell, along its bottom (or top)
///    edge: ``thickness`` high (one pixel by default, UIKit's hairline), from the cell's
///    leading edge plus the leading inset to its trailing edge less the trailing inset
///    (leading is the right edge in right-to-left layouts), each edge on the pixel grid and
///    inside the cell. It follows its cell's frame: a measured cell moves and resizes its
///    separators with it.
/// 2. Its configuration is ``configuration`` passed through ``itemSeparatorHandler`` when
///    there is one. A `.hidden` separator is not returned, a `.visible` one is. An
///    `.automatic` bottom separator is returned for every item but the section's last; an
///    `.automatic` top separator is not returned. With ``showsSectionBorders``, the section's
///    first item also has an `.automatic` top separator and its last item an `.automatic`
///    bottom separator, both edge to edge (no insets): UIKit's grouped style draws a
///    section's border there, and the other styles hide the last item's separator where the
///    section (and an inset-grouped section's rounded background) ends.
/// 3. Its zIndex is ``zIndex`` (above cells by default, as UIKit draws separators over the
///    cell's background).
/// 4. Queries return a separator with its cell; ``CompositionalLayout/separatorAttributes(at:)``
///    and ``CompositionalLayout/topSeparatorAttributes(at:)`` answer for one item.
///
/// Bad input: a negative, NaN or infinite thickness or inset reads as 0 (``LayoutSection/validate()``
/// rejects them).
///
/// - Note: Separators are derived from the cells' frames and ignore a visible-items handler's
///   transforms; a section that scrolls orthogonally has none.
public struct ListSeparators: Sendable {
    /// The section-wide configuration, handed to the item separator handler.
    public var configuration: ListSeparatorConfiguration
    /// Whether `.automatic` separators draw the section's border, edge to edge: above its
    /// first item and below its last (the grouped appearance).
    public var showsSectionBorders: Bool
    /// The separator's height in points; nil: one pixel (1 / the display scale).
    public var thickness: Double?
    /// The stacking order (1 by default: above cells, whose zIndex is 0).
    public var zIndex: Int = 1
    /// The per-item configuration (UIKit's `itemSeparatorHandler`); nil: the section's.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Separators of `configuration` for every item.
    public init(
        configuration: ListSeparatorConfiguration = .init(), showsSectionBorders: Bool = false,
        thickness: Double? = nil, itemSeparatorHandler: ItemSeparatorHandler? = nil
    ) {
        self.configuration = configuration
        self.showsSectionBorders = showsSectionBorders
        self.thickness = thickness
        self.itemSeparatorHandler = itemSeparatorHandler
    }
}

extension ListSeparators {
    /// Throws unless the thickness and the insets are usable as given.
    ///
    /// - Complexity: O(1).
    func validate(_ field: String) throws(LayoutConfigurationError) {
        if let thickness { try LayoutConfigurationError.requireLength(thickness, field + ".thickness") }
        try LayoutConfigurationError.requireLength(
            configuration.topSeparatorInsets.leftToRight, field + ".configuration.topSeparatorInsets")
        try LayoutConfigurationError.requireLength(
            configuration.bottomSeparatorInsets.leftToRight, field + ".configuration.bottomSeparatorInsets")
    }

    /// Rule 2: the insets of the top and bottom separators of `item` (of `itemCount`) in
    /// `section`, each nil when it is not returned.
    func insets(forItem item: Int, of itemCount: Int, section: Int) -> (
        top: DirectionalEdgeInsets?, bottom: DirectionalEdgeInsets?
    ) {
        var resolved = configuration
        if let itemSeparatorHandler {
            resolved = itemSeparatorHandler(ItemPath(item: item, section: section), resolved)
        }
        let border: DirectionalEdgeInsets? = showsSectionBorders ? .zero : nil
        let top: DirectionalEdgeInsets?
        switch resolved.topSeparatorVisibility {
        case .hidden: top = nil
        case .visible: top = resolved.topSeparatorInsets
        case .automatic: top = item == 0 ? border : nil
        }
        let bottom: DirectionalEdgeInsets?
        switch resolved.bottomSeparatorVisibility {
        case .hidden: bottom = nil
        case .visible: bottom = resolved.bottomSeparatorInsets
        case .automatic: bottom = item < itemCount - 1 ? resolved.bottomSeparatorInsets : border
        }
        return (top, bottom)
    }

    /// Rule 1: the separator's frame inside `cell` (a returned, pixel-aligned frame), along its
    /// top edge when `atTop`, otherwise along its bottom edge.
    static func frame(
        inCell cell: Rect, atTop: Bool, insets: DirectionalEdgeInsets, thickness: Double?,
        direction: LayoutDirection, scale: Double
    ) -> Rect {
        let leading = insets.leading.boundedLength
        let trailing = insets.trailing.boundedLength
        let (left, right) = direction == .leftToRight ? (leading, trailing) : (trailing, leading)
        let height = min(thickness?.boundedLength ?? 1 / scale, cell.height)
        func align(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = min(max(align(cell.minX + left), cell.minX), cell.maxX)
        let maxX = max(minX, min(align(cell.maxX - right), cell.maxX))
        if atTop {
            let maxY = min(max(align(cell.minY + height), cell.minY), cell.maxY)
            return Rect(x: minX, y: cell.minY, width: maxX - minX, height: maxY - cell.minY)
        }
        let minY = min(max(align(cell.maxY - height), cell.minY), cell.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: cell.maxY - minY)
    }
}
