/// A three-dimensional homogeneous transform (Core Animation's `CATransform3D`).
///
/// Points are row vectors: (x, y, z, 1) maps to (x, y, z, 1) · M, then divides by w, as Core
/// Animation does. Perspective comes from ``m34`` (set it to `-1 / eyeDistance`).
/// ``concatenating(_:)`` applies `self` first, then the argument.
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4.
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4.
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4 (perspective: `-1 / eyeDistance`).
    public var m34: Double
    /// Row 4, column 1 (x translation).
    public var m41: Double
    /// Row 4, column 2 (y translation).
    public var m42: Double
    /// Row 4, column 3 (z translation).
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// Creates the identity transform.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
}

extension Transform3D {
    /// The transform that changes nothing.
    public static let identity = Transform3D()

    /// The 3-D form of a 2-D affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ affine: Transform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// A translation.
    public init(translationX x: Double, y: Double, z: Double) {
        self.init()
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale along each axis.
    public init(scaleX x: Double, y: Double, z: Double) {
        self.init()
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`)
    /// (`CATransform3DMakeRotation`); a zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self.init()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let cosine = PlatformMath.cos(angle)
        let sine = PlatformMath.sin(angle)
        let t = 1 - cosine
        m11 = cosine + t * ux * ux
        m12 = t * ux * uy + sine * uz
        m13 = t * ux * uz - sine * uy
        m21 = t * ux * uy - sine * uz
        m22 = cosine + t * uy * uy
        m23 = t * uy * uz + sine * ux
        m31 = t * ux * uz + sine * uy
        m32 = t * uy * uz - sine * ux
        m33 = cosine + t * uz * uz
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform is a 2-D affine one (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): exact when ``isAffine``.
    public var affine: Transform {
        Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self
        let b = other
        var r = Transform3D()
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42
        r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43
        r.m14 = a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42
        r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43
        r.m24 = a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44
        r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41
        r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42
        r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43
        r.m34 = a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44
        r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41
        r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42
        r.m43 = a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43
        r.m44 = a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        return r
    }

    /// The projected image of the point (`x`, `y`, 0): transformed, then divided by w.
    ///
    /// A point that lands at or behind the eye (w ≤ 0) is projected with a tiny positive w,
    /// so the result stays finite.
    public func project(_ point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        let safeW = w > 1e-9 ? w : 1e-9
        return Point(x: x / safeW, y: y / safeW)
    }
}
