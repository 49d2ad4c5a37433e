/// Why a layout configuration was rejected: the field, the value given and the rule it broke.
///
/// Configurations validate where they are made (a throwing initialiser or `validate()`); at
/// run time layouts never trap on bad input but clamp or skip it as each one documents.
public struct LayoutConfigurationError: Error, Hashable, Sendable {
    /// The rule a value broke.
    public enum Rule: Hashable, Sendable {
        /// The value must be finite (not NaN, not infinite).
        case mustBeFinite
        /// The value must be zero or more.
        case mustNotBeNegative
        /// The value must be more than zero.
        case mustBePositive
        /// The value must lie in the closed range.
        case mustBeInRange(ClosedRange<Double>)
    }

    /// The name of the configuration field, as spelt in the API (for example `"itemSize.width"`).
    public var field: String
    /// The value that was given.
    public var value: Double
    /// The rule the value broke.
    public var rule: Rule

    /// Creates an error naming a field, its value and the rule it broke.
    public init(field: String, value: Double, rule: Rule) {
        self.field = field
        self.value = value
        self.rule = rule
    }
}

extension LayoutConfigurationError {
    /// Throws unless `value` is finite (not NaN, not infinite).
    public static func requireFinite(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        guard value.isFinite else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBeFinite)
        }
    }

    /// Throws unless `value` is finite and not negative.
    public static func requireNonNegative(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard value >= 0 else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustNotBeNegative)
        }
    }

    /// Throws unless `value` is finite and more than zero.
    public static func requirePositive(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard value > 0 else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBePositive)
        }
    }

    /// Throws unless `value` is finite and inside `range`.
    public static func require(
        _ value: Double, in range: ClosedRange<Double>, _ field: String
    ) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard range.contains(value) else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBeInRange(range))
        }
    }

    /// Throws unless both extents of `size` are finite and not negative.
    public static func requireNonNegative(_ size: Size, _ field: String) throws(LayoutConfigurationError) {
        try requireNonNegative(size.width, field + ".width")
        try requireNonNegative(size.height, field + ".height")
    }

    /// Throws unless every inset is finite and not negative.
    public static func requireNonNegative(_ insets: EdgeInsets, _ field: String)
        throws(LayoutConfigurationError)
    {
        try requireNonNegative(insets.top, field + ".top")
        try requireNonNegative(insets.left, field + ".left")
        try requireNonNegative(insets.bottom, field + ".bottom")
        try requireNonNegative(insets.right, field + ".right")
    }
}
