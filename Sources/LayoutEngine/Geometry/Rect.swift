/// A rectangle: an origin and a size (CoreGraphics' `CGRect`).
///
/// `Rect` follows CoreGraphics' semantics: a rectangle with a negative width or height is
/// read through its ``standardized`` form by every geometric property (`minX` is the smaller
/// x whatever the sign of the width), and ``null`` is the empty result of an intersection of
/// disjoint rectangles, distinct from a zero-size rectangle at a point.
///
/// Equality is exact (`==` compares origin and size as stored); tolerance belongs in tests.
public struct Rect: Hashable, Sendable {
    /// The origin (the corner at `x`, `y` as stored; the top-left for a standardised rectangle).
    public var origin: Point
    /// The size as stored, possibly negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
}

extension Rect {
    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: what the intersection of two disjoint rectangles returns.
    ///
    /// Like `CGRect.null`, its origin is infinite; it intersects nothing and is the identity of
    /// ``union(_:)``.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// An infinite rectangle, which contains every finite rectangle.
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Creates a rectangle from its extent along `axis` and across it.
    public init(along axis: Axis, main: Double, cross: Double, mainLength: Double, crossLength: Double) {
        self.init(
            origin: Point(along: axis, main: main, cross: cross),
            size: Size(along: axis, main: mainLength, cross: crossLength))
    }

    /// Whether this is the null rectangle (an infinite origin, as `CGRect.null`).
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle is null or has zero (or NaN) width or height.
    public var isEmpty: Bool { isNull || !(size.width != 0 && size.height != 0) }

    /// Whether origin and size are all finite.
    @inline(__always)
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        if size.width >= 0 && size.height >= 0 { return self }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The width of the standardised rectangle (never negative).
    public var width: Double { size.width < 0 ? -size.width : size.width }
    /// The height of the standardised rectangle (never negative).
    public var height: Double { size.height < 0 ? -size.height : size.height }

    /// The smallest x.
    @inline(__always)
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The largest x.
    @inline(__always)
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The smallest y.
    @inline(__always)
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The largest y.
    @inline(__always)
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
}

// MARK: - Axis-neutral accessors

extension Rect {
    /// The smallest coordinate along `axis` (`minX` or `minY`).
    @inline(__always)
    public func min(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The largest coordinate along `axis` (`maxX` or `maxY`).
    @inline(__always)
    public func max(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// The centre coordinate along `axis` (`midX` or `midY`).
    @inline(__always)
    public func mid(along axis: Axis) -> Double { axis == .horizontal ? midX : midY }

    /// The extent along `axis` (`width` or `height`), never negative.
    @inline(__always)
    public func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}
