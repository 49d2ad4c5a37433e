/// The exponential and the natural logarithm, computed in Swift.
///
/// Scrolling physics needs them (a deceleration is `rate^t`, a spring `e^(rt)`), and the host
/// computes them itself rather than through the platform's C library: the same input then gives
/// the same frames, bit for bit, on every platform (a WebAssembly page and a native test run
/// alike), and the WebAssembly module needs nothing more from its page. Both are accurate to a
/// few units in the last place, which no frame can show.
enum HostMath {
    /// ln 2 split into a part with trailing zero bits (so that `k · ln2High` is exact for the
    /// exponents a `Double` has) and the rest, as fdlibm splits it.
    private static let ln2High = 6.931_471_803_691_238_164_90e-01
    private static let ln2Low = 1.908_214_929_270_587_700_02e-10

    /// e raised to `x`: infinity above about 709.78, 0 below about −745.13, NaN for NaN.
    ///
    /// `x = k · ln 2 + r` with |r| ≤ ln 2 / 2, so `e^x = 2^k · e^r`; `e^r` is its Taylor
    /// series to the 13th power (the next term is below 2⁻⁵²).
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_1 { return 0 }
        let k = (x * 1.442_695_040_888_963_387_00).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        var sum = 1.0
        var term = 1.0
        for power in 1...13 {
            term *= r / Double(power)
            sum += term
        }
        return Double(sign: .plus, exponent: Int(k), significand: 1) * sum
    }

    /// The natural logarithm of `x`: −infinity at 0, NaN below 0 or for NaN, infinity at
    /// infinity.
    ///
    /// `x = m · 2^e` with √½ ≤ m < √2, so `ln x = e · ln 2 + ln m`, and
    /// `ln m = 2 · atanh(s)` with `s = (m − 1) / (m + 1)`, |s| ≤ 0.172, summed to `s²¹`.
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        var exponent = Int(x.exponent)
        var m = x.significand
        if m > 1.414_213_562_373_095_048_80 {
            m /= 2
            exponent += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var sum = 0.0
        var odd = 21.0
        while odd > 1 {
            sum = (sum + 1 / odd) * s2
            odd -= 2
        }
        let lnM = 2 * s * (1 + sum)
        let e = Double(exponent)
        return e * ln2High + (lnM + e * ln2Low)
    }
}
