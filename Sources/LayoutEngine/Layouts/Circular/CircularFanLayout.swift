/// Items on a turning wheel: the row fans out like a hand of cards, and scrolling turns the wheel.
///
/// The reference is the spinning-wheel `UICollectionViewLayout` subclass of the well-known
/// "custom collection view layout" tutorial (`CircularCollectionViewLayout`): a horizontal
/// collection whose cells stand on a circle centred below the viewport.
///
/// ```swift
/// var fan = CircularFanLayout(itemSize: Size(width: 120, height: 160), radius: 600)
/// fan.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [40]))
/// let visible = fan.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// The geometry is analytic, so nothing is stored per item and no ``RectIndex`` is needed:
/// `prepare` is O(sections), a scroll O(1), and a query O(visible). Any item count is laid
/// out (up to `Int.max` in total), but the top item's index is a `Double`: exact up to 2⁵³
/// items; beyond that, scrolling moves the wheel in steps of several items.
///
/// The rules the layout follows, numbered as the code cites them (rules 1 to 15), the notes on
/// the reference and its behaviour on bad input are in the *Rules* and *Bad input* parts of
/// this type's documentation page.
public struct CircularFanLayout: Hashable, Sendable {
    /// The fan's configuration; changes take effect at the next ``prepare(_:)``.
    public var configuration: Configuration

    /// The geometry of the last ``prepare(_:)``.
    var wheel = Wheel()
    /// The counts of the last prepare and what the last batch update keeps for its animation
    /// (rules 11 to 13).
    var update = FormulaUpdateState<Wheel>()

    /// Creates a fan with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Creates a fan of items of `itemSize` on a wheel of `radius`.
    ///
    /// - Parameters:
    ///   - itemSize: every item's size.
    ///   - radius: from an upright item's centre to the wheel's centre.
    ///   - anglePerItem: the angle between neighbours in radians; nil for the default.
    ///   - scrollDirection: the direction the content scrolls in (rule 14).
    ///   - followsLayoutDirection: whether the fan mirrors itself for a right-to-left layout
    ///     direction (rule 15).
    public init(
        itemSize: Size, radius: Double, anglePerItem: Double? = nil,
        scrollDirection: ScrollDirection = .horizontal, followsLayoutDirection: Bool = false
    ) {
        self.init(
            configuration: Configuration(
                itemSize: itemSize, radius: radius, anglePerItem: anglePerItem,
                scrollDirection: scrollDirection,
                followsLayoutDirection: followsLayoutDirection))
    }
}

extension CircularFanLayout {
    /// The smallest angle between neighbours, in radians: π/2048, so that at most 4096 items
    /// are on the wheel at once (rule 7).
    ///
    /// It keeps a query O(visible) whatever the configuration: without it, zero-width items
    /// (or a tiny `anglePerItem`) would stand all at one angle, and a viewport over a million
    /// of them would return a million elements. Ordinary wheels never reach it: an item 1
    /// point wide on a radius of 650 points already turns by more.
    public static let minimumAnglePerItem = Double.pi / 2048
}

extension CircularFanLayout {
    /// Discards the prepared geometry so that the next ``prepare(_:)`` recomputes everything,
    /// the section table included (UIKit's `invalidateLayout`). Until then, queries answer as
    /// at the last prepare. The item counts that the next ``prepare(_:updates:)`` checks its
    /// batch against are kept (rule 11).
    ///
    /// - Complexity: O(1).
    public mutating func invalidate() {
        wheel.itemCounts = nil
    }
}

extension CircularFanLayout {
    /// The wheel, as the state of a formula layout.
    var state: Wheel {
        get { wheel }
        set { wheel = newValue }
    }
}
