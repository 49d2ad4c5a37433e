/// Where ``CollectionHost/scrollToItem(at:position:animated:)`` brings an item:
/// UIKit's `UICollectionView.ScrollPosition`, plus ``nearest``.
///
/// Combine at most one vertical and one horizontal position (`[.top, .left]`); an axis with no
/// position does not scroll, except that ``nearest`` applies to every axis without a position
/// of its own. Conflicting positions on one axis (`[.top, .bottom]`) read as the first in the
/// order top, centred, bottom (left, centred, right).
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The positions as bits.
    public let rawValue: UInt8

    /// Creates positions from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The item's top at the top of the visible area (below the top content inset and any
    /// pinned header).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area (above the bottom content inset and
    /// any pinned footer).
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
    /// As little scrolling as shows the item: none when it is wholly visible, its leading edge
    /// at the leading edge of the visible area when it lies before it (or is longer than the
    /// area), its trailing edge at the trailing edge when it lies after it (TanStack Virtual's
    /// `auto` alignment).
    public static let nearest = ScrollPosition(rawValue: 1 << 6)
}

extension ScrollPosition {
    /// How an item is aligned along one axis.
    enum Alignment: Sendable {
        case leading, center, trailing, nearest
    }

    /// The alignment these positions ask for along `axis`, or nil when the axis does not scroll.
    func alignment(along axis: Axis) -> Alignment? {
        let (leading, center, trailing): (ScrollPosition, ScrollPosition, ScrollPosition) =
            axis == .vertical ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(leading) { return .leading }
        if contains(center) { return .center }
        if contains(trailing) { return .trailing }
        return contains(.nearest) ? .nearest : nil
    }
}
