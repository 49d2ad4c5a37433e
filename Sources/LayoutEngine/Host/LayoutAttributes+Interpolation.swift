// MARK: - Interpolation

extension LayoutAttributes {
    /// The attributes `fraction` of the way from these to `target`: frame, anchor point and
    /// alpha move linearly, the transform entry by entry (a scale or a translation moves
    /// exactly; a rotation passes slightly inside its arc); path, kind, zIndex and hiddenness
    /// are the target's.
    func interpolated(to target: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        if fraction <= 0 {
            var start = self
            start.path = target.path
            start.kind = target.kind
            return start
        }
        if fraction >= 1 { return target }
        var result = target
        result.frame = Rect(
            x: Self.mix(frame.origin.x, target.frame.origin.x, fraction),
            y: Self.mix(frame.origin.y, target.frame.origin.y, fraction),
            width: Self.mix(frame.size.width, target.frame.size.width, fraction),
            height: Self.mix(frame.size.height, target.frame.size.height, fraction))
        result.anchorPoint = Point(
            x: Self.mix(anchorPoint.x, target.anchorPoint.x, fraction),
            y: Self.mix(anchorPoint.y, target.anchorPoint.y, fraction))
        result.alpha = Self.mix(alpha, target.alpha, fraction)
        if transform3D != target.transform3D {
            result.transform3D = transform3D.interpolated(to: target.transform3D, fraction: fraction)
        }
        return result
    }

    /// These attributes moved by `delta` in content coordinates.
    func offset(by delta: Point) -> LayoutAttributes {
        guard delta != .zero else { return self }
        var moved = self
        moved.frame.origin = Point(x: frame.origin.x + delta.x, y: frame.origin.y + delta.y)
        return moved
    }

    /// `a` moved `fraction` of the way to `b`.
    @inline(__always)
    static func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
        a + (b - a) * fraction
    }
}

extension Transform3D {
    /// Each entry `fraction` of the way to `target`'s.
    fileprivate func interpolated(to target: Transform3D, fraction f: Double) -> Transform3D {
        var r = self
        r.m11 = LayoutAttributes.mix(m11, target.m11, f)
        r.m12 = LayoutAttributes.mix(m12, target.m12, f)
        r.m13 = LayoutAttributes.mix(m13, target.m13, f)
        r.m14 = LayoutAttributes.mix(m14, target.m14, f)
        r.m21 = LayoutAttributes.mix(m21, target.m21, f)
        r.m22 = LayoutAttributes.mix(m22, target.m22, f)
        r.m23 = LayoutAttributes.mix(m23, target.m23, f)
        r.m24 = LayoutAttributes.mix(m24, target.m24, f)
        r.m31 = LayoutAttributes.mix(m31, target.m31, f)
        r.m32 = LayoutAttributes.mix(m32, target.m32, f)
        r.m33 = LayoutAttributes.mix(m33, target.m33, f)
        r.m34 = LayoutAttributes.mix(m34, target.m34, f)
        r.m41 = LayoutAttributes.mix(m41, target.m41, f)
        r.m42 = LayoutAttributes.mix(m42, target.m42, f)
        r.m43 = LayoutAttributes.mix(m43, target.m43, f)
        r.m44 = LayoutAttributes.mix(m44, target.m44, f)
        return r
    }
}
