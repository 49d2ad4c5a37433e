// The one file that knows the platform's C library. Another platform needs one change here.
#if os(none)
    // A platform with no C library (Embedded Swift on wasm32-unknown-none-wasm, bare metal): the
    // host supplies the C math functions under their C names. The compiler's own calls for
    // `rounded()` and `truncatingRemainder(dividingBy:)` (`round`, `fmod`) come from there too.
    @_extern(c, "sin") private func cSine(_ x: Double) -> Double
    @_extern(c, "cos") private func cCosine(_ x: Double) -> Double
    @_extern(c, "tan") private func cTangent(_ x: Double) -> Double
    @_extern(c, "atan") private func cArcTangent(_ x: Double) -> Double
    @_extern(c, "atan2") private func cArcTangent2(_ y: Double, _ x: Double) -> Double
#else
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

    // Plain forwarding functions: inside `PlatformMath` the names `sin` … would refer to themselves.
    @inline(__always) private func cSine(_ x: Double) -> Double { sin(x) }
    @inline(__always) private func cCosine(_ x: Double) -> Double { cos(x) }
    @inline(__always) private func cTangent(_ x: Double) -> Double { tan(x) }
    @inline(__always) private func cArcTangent(_ x: Double) -> Double { atan(x) }
    @inline(__always) private func cArcTangent2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
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
