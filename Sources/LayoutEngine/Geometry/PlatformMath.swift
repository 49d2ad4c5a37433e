// The one file that imports the platform C library. Another platform needs one change here.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#endif

/// Trigonometry from the platform C library, so the rest of the package never imports it.
enum PlatformMath {
    /// The sine of `angle` (radians).
    @inline(__always) static func sin(_ angle: Double) -> Double { cSine(angle) }
    /// The cosine of `angle` (radians).
    @inline(__always) static func cos(_ angle: Double) -> Double { cCosine(angle) }
    /// The tangent of `angle` (radians).
    @inline(__always) static func tan(_ angle: Double) -> Double { cTangent(angle) }
    /// The arc tangent of `value`, in radians.
    @inline(__always) static func atan(_ value: Double) -> Double { cArcTangent(value) }
    /// The angle of the point (`x`, `y`), in radians, in (-π, π].
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { cArcTangent2(y, x) }
}

// Plain forwarding functions: inside `PlatformMath` the names `sin` … would refer to themselves.
@inline(__always) private func cSine(_ x: Double) -> Double { sin(x) }
@inline(__always) private func cCosine(_ x: Double) -> Double { cos(x) }
@inline(__always) private func cTangent(_ x: Double) -> Double { tan(x) }
@inline(__always) private func cArcTangent(_ x: Double) -> Double { atan(x) }
@inline(__always) private func cArcTangent2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
