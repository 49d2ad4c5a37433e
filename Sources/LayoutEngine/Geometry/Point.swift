/// A location in a two-dimensional coordinate system (CoreGraphics' `CGPoint`).
///
/// Layout coordinates put the origin at the top-left of the content, with y growing downwards,
/// as UIKit does.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Point {
    /// The point at (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinate along `axis` and its coordinate across it.
    public init(along axis: Axis, main: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(x: main, y: cross)
        case .vertical: self.init(x: cross, y: main)
        }
    }

    /// The coordinate along `axis` (x for horizontal, y for vertical).
    @inline(__always)
    public func value(along axis: Axis) -> Double {
        axis == .horizontal ? x : y
    }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inline(__always)
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
