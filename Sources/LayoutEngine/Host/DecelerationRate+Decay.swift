// MARK: - The host's decay

extension DecelerationRate {
    /// The natural logarithm of the rate: what the offset's decay multiplies by the elapsed
    /// milliseconds.
    var logarithm: Double { HostMath.log(rawValue) }
}
