/// A width and a height (CoreGraphics' `CGSize`).
///
/// A size may hold negative or non-finite values, as `CGSize` may; layouts sanitise the sizes
/// they are given and document the result.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension Size {
    /// The size whose width and height are both zero.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its length along `axis` and its length across it.
    public init(along axis: Axis, main: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(width: main, height: cross)
        case .vertical: self.init(width: cross, height: main)
        }
    }

    /// The extent along `axis` (width for horizontal, height for vertical).
    @inline(__always)
    public func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// Whether both extents are finite (neither NaN nor infinite).
    @inline(__always)
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// This size with every negative, NaN or infinite extent replaced by zero.
    ///
    /// The rule every layout applies to a size it is given before it uses it.
    var sanitized: Size {
        Size(width: width.sanitizedLength, height: height.sanitizedLength)
    }
}

extension Double {
    /// This value if it is finite and positive, otherwise zero: the rule for lengths from user input.
    @inline(__always)
    var sanitizedLength: Double {
        isFinite && self > 0 ? self : 0
    }

    /// This value if it is finite, otherwise zero: the rule for offsets from user input.
    @inline(__always)
    var sanitizedOffset: Double {
        isFinite ? self : 0
    }
}
