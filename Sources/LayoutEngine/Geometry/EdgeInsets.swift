/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the left edge.
    public var left: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension EdgeInsets {
    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// The inset before the content along `axis` (left or top).
    public func leading(along axis: Axis) -> Double {
        axis == .horizontal ? left : top
    }

    /// The inset after the content along `axis` (right or bottom).
    public func trailing(along axis: Axis) -> Double {
        axis == .horizontal ? right : bottom
    }

    /// The sum of both insets along `axis`.
    public func total(along axis: Axis) -> Double {
        leading(along: axis) + trailing(along: axis)
    }
}
