/// The item separators of a section, returned as decoration elements of kind
/// ``ElementKind/separatorKind`` so that any host can draw a list (UIKit draws them inside its
/// list cells, which hosts without UIKit do not have).
///
/// Rules:
/// 1. Each cell of the section has one separator, item path equal to the cell's, lying inside
///    the cell at its bottom edge: ``thickness`` high (one pixel by default, UIKit's hairline),
///    from the cell's leading edge plus the leading inset to its trailing edge less the
///    trailing inset (leading is the right edge in right-to-left layouts), each edge on the
///    pixel grid and inside the cell. The separator follows its cell's frame: a measured cell
///    moves and resizes its separator with it.
/// 2. Its configuration is ``configuration`` passed through ``itemSeparatorHandler`` when
///    there is one. A `.hidden` separator is not returned; a `.visible` one is; an
///    `.automatic` one is returned for every item but the section's last, whose separator is
///    returned edge to edge (no insets) when ``showsSectionEndSeparator`` is true and not
///    returned otherwise. UIKit hides the last item's separator where the section's rounded
///    background ends (inset grouped) and draws the grouped style's section border there.
/// 3. Its zIndex is ``zIndex`` (above cells by default, as UIKit draws separators over the
///    cell's background).
/// 4. Queries return a separator with its cell; ``CompositionalLayout/separatorAttributes(at:)``
///    answers for one item.
///
/// Bad input: a negative, NaN or infinite thickness or inset reads as 0 (``LayoutSection/validate()``
/// rejects them).
///
/// - Note: Separators are derived from the cells' frames and ignore a visible-items handler's
///   transforms; a section that scrolls orthogonally has none.
public struct ListSeparators: Sendable {
    /// The section-wide configuration, handed to the item separator handler.
    public var configuration: ListSeparatorConfiguration
    /// Whether an `.automatic` separator of the section's last item shows, edge to edge (the
    /// grouped appearance's section border), instead of being hidden.
    public var showsSectionEndSeparator: Bool
    /// The separator's height in points; nil: one pixel (1 / the display scale).
    public var thickness: Double?
    /// The stacking order (1 by default: above cells, whose zIndex is 0).
    public var zIndex: Int = 1
    /// The per-item configuration (UIKit's `itemSeparatorHandler`); nil: the section's.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Separators of `configuration` for every item.
    public init(
        configuration: ListSeparatorConfiguration = .init(), showsSectionEndSeparator: Bool = false,
        thickness: Double? = nil, itemSeparatorHandler: ItemSeparatorHandler? = nil
    ) {
        self.configuration = configuration
        self.showsSectionEndSeparator = showsSectionEndSeparator
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
            configuration.bottomSeparatorInsets.leftToRight, field + ".configuration.bottomSeparatorInsets")
    }

    /// Rule 2: the insets of the separator of `item` (of `itemCount`) in `section`, or nil when
    /// it is not returned.
    func insets(forItem item: Int, of itemCount: Int, section: Int) -> DirectionalEdgeInsets? {
        var resolved = configuration
        if let itemSeparatorHandler {
            resolved = itemSeparatorHandler(ItemPath(item: item, section: section), resolved)
        }
        switch resolved.bottomSeparatorVisibility {
        case .hidden:
            return nil
        case .visible:
            return resolved.bottomSeparatorInsets
        case .automatic:
            if item < itemCount - 1 { return resolved.bottomSeparatorInsets }
            return showsSectionEndSeparator ? .zero : nil
        }
    }

    /// Rule 1: the separator's frame inside `cell` (a returned, pixel-aligned frame).
    static func frame(
        inCell cell: Rect, insets: DirectionalEdgeInsets, thickness: Double?, direction: LayoutDirection,
        scale: Double
    ) -> Rect {
        let leading = insets.leading.boundedLength
        let trailing = insets.trailing.boundedLength
        let (left, right) = direction == .leftToRight ? (leading, trailing) : (trailing, leading)
        let height = min(thickness?.boundedLength ?? 1 / scale, cell.height)
        func align(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = min(max(align(cell.minX + left), cell.minX), cell.maxX)
        let maxX = max(minX, min(align(cell.maxX - right), cell.maxX))
        let minY = min(max(align(cell.maxY - height), cell.minY), cell.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: cell.maxY - minY)
    }
}
