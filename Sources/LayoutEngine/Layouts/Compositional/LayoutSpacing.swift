/// Space between items: fixed, or flexible with a minimum (UIKit's `NSCollectionLayoutSpacing`).
///
/// Flexible spacing takes the space a group has left over along its axis: the leftover is
/// shared equally by every flexible spacing of the group (inter-item spacing and item edge
/// spacing alike). Negative, NaN or infinite values read as 0.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, more when the group has space left over.
    case flexible(Double)
}

extension LayoutSpacing {
    /// The spacing's minimum in points (its whole value when fixed), sanitised.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value):
            value.boundedLength
        }
    }

    /// Whether the spacing takes leftover space.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Spacing outside an item's edges inside its group (UIKit's `NSCollectionLayoutEdgeSpacing`).
///
/// Along the group's axis, an item's footprint is its leading spacing, its length and its
/// trailing spacing. Across the group's axis, the item is placed after its fixed leading
/// spacing; flexible spacing on one side pushes it to the other side, on both sides centres it.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Spacing before the leading edge.
    public var leading: LayoutSpacing?
    /// Spacing above the top edge.
    public var top: LayoutSpacing?
    /// Spacing after the trailing edge.
    public var trailing: LayoutSpacing?
    /// Spacing below the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; nil edges have none.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

extension LayoutEdgeSpacing {
    /// The spacing before the item along `axis` (leading or top).
    func before(along axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the item along `axis` (trailing or bottom).
    func after(along axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}

// MARK: - Validation

extension LayoutSpacing {
    /// Throws unless the spacing's value is finite, not negative and at most
    /// ``LayoutDimension/maximumLength`` (what ``minimum`` would otherwise clamp).
    func validate(_ field: String) throws(LayoutConfigurationError) {
        switch self {
        case .fixed(let value), .flexible(let value): try LayoutConfigurationError.requireLength(value, field)
        }
    }
}

extension LayoutEdgeSpacing {
    /// Throws unless every edge's spacing is usable as given.
    func validate(_ field: String) throws(LayoutConfigurationError) {
        try leading?.validate(field + ".leading")
        try top?.validate(field + ".top")
        try trailing?.validate(field + ".trailing")
        try bottom?.validate(field + ".bottom")
    }
}
