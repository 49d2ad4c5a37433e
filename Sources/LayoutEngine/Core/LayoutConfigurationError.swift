/// Why a layout configuration was rejected: the field, the value given and the rule it broke.
///
/// Configurations validate where they are made (a throwing initialiser or `validate()`); at
/// run time layouts never trap on bad input but clamp or skip it as each one documents.
///
/// Every layout applies the same rules:
/// 1. A length that gives an element its size (an item size or extent, a radius) must be
///    finite and greater than zero: an element of no size cannot be laid out, shown or hit.
/// 2. Spacings, insets and header or footer sizes must be finite and not negative; zero is
///    allowed (a header of zero size means no header). A field whose sign has a documented
///    meaning needs only be finite: the carousel's spacing modes, where a negative gap
///    overlaps the neighbours, and its side-item shift, a direction across the axis.
/// 3. Counts (columns, repetitions) must be at least 1.
/// 4. Fractions, scales, alphas and angles must lie in the range each field documents.
/// 5. Lengths of rules 1 and 2, and signed offsets, must be at most
///    ``LayoutContext/maximumLength`` in magnitude: at run time longer ones are clamped to
///    it, so that every position a layout computes stays finite.
///
/// Rule 1 is UIKit's: `UICollectionViewFlowLayout` raises "negative or zero sizes are not
/// supported in the flow layout" for item sizes, and accepts zero header and footer sizes
/// while it rejects negative ones, as reimplementations built from the framework's binary
/// show (OpenUXKit's `UXCollectionViewFlowLayout`: "negative or zero item sizes are not
/// supported", "negative sizes of headers are not supported").
///
/// ```swift
/// do {
///     try configuration.validate()
/// } catch {
///     print(error)  // itemSize.width is -2: must be greater than zero
/// }
/// ```
public struct LayoutConfigurationError: Error, Hashable, Sendable {
    /// The rule a value broke.
    public enum Rule: Hashable, Sendable {
        /// The value must be finite (not NaN, not infinite).
        case mustBeFinite
        /// The value must be zero or more.
        case mustNotBeNegative
        /// The value must be more than zero.
        case mustBePositive
        /// The value must be at least the given minimum (counts: at least 1).
        case mustBeAtLeast(Double)
        /// The value must lie in the closed range.
        case mustBeInRange(ClosedRange<Double>)
        /// The value must be at most the given maximum (lengths: ``LayoutContext/maximumLength``).
        case mustBeAtMost(Double)
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

// MARK: - Description

extension LayoutConfigurationError: CustomStringConvertible {
    /// The field, the value and the rule, for example `columnCount[1] is -2: must be at least 1`.
    ///
    /// Whole numbers print without a fractional part; NaN and infinities print as `nan`, `inf`
    /// and `-inf`.
    public var description: String {
        "\(field) is \(Self.format(value)): \(rule)"
    }

    /// `value` as the description prints it: whole numbers without `.0`.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}

extension LayoutConfigurationError.Rule: CustomStringConvertible {
    /// The rule as a phrase that completes "the value …", for example `must be at least 1`.
    public var description: String {
        switch self {
        case .mustBeFinite:
            return "must be finite"
        case .mustNotBeNegative:
            return "must not be negative"
        case .mustBePositive:
            return "must be greater than zero"
        case .mustBeAtLeast(let minimum):
            return "must be at least \(LayoutConfigurationError.format(minimum))"
        case .mustBeAtMost(let maximum):
            return "must be at most \(LayoutConfigurationError.format(maximum))"
        case .mustBeInRange(let range):
            let format = LayoutConfigurationError.format
            return "must lie in \(format(range.lowerBound))...\(format(range.upperBound))"
        }
    }
}

// MARK: - Checks the layouts' validations share

extension LayoutConfigurationError {
    /// Throws unless `value` is finite (not NaN, not infinite).
    static func requireFinite(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        guard value.isFinite else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBeFinite)
        }
    }

    /// Rule 2: throws unless `value` is finite and not negative.
    static func requireNonNegative(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard value >= 0 else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustNotBeNegative)
        }
    }

    /// Rule 1: throws unless `value` is finite and more than zero.
    static func requirePositive(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard value > 0 else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBePositive)
        }
    }

    /// Rule 3: throws unless `count` is at least 1.
    static func requireAtLeastOne(_ count: Int, _ field: String) throws(LayoutConfigurationError) {
        guard count >= 1 else {
            throw LayoutConfigurationError(field: field, value: Double(count), rule: .mustBeAtLeast(1))
        }
    }

    /// Rule 4: throws unless `value` is finite and inside `range`.
    static func require(
        _ value: Double, in range: ClosedRange<Double>, _ field: String
    ) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        guard range.contains(value) else {
            throw LayoutConfigurationError(field: field, value: value, rule: .mustBeInRange(range))
        }
    }

    /// Rule 1: throws unless both extents of `size` are finite and more than zero; the field
    /// named is `field.width` or `field.height`.
    static func requirePositive(_ size: Size, _ field: String) throws(LayoutConfigurationError) {
        try requirePositive(size.width, field + ".width")
        try requirePositive(size.height, field + ".height")
    }

    /// Rule 2: throws unless both extents of `size` are finite and not negative.
    static func requireNonNegative(_ size: Size, _ field: String) throws(LayoutConfigurationError) {
        try requireNonNegative(size.width, field + ".width")
        try requireNonNegative(size.height, field + ".height")
    }

    /// Rule 2: throws unless every inset is finite and not negative.
    static func requireNonNegative(_ insets: EdgeInsets, _ field: String)
        throws(LayoutConfigurationError)
    {
        try requireNonNegative(insets.top, field + ".top")
        try requireNonNegative(insets.left, field + ".left")
        try requireNonNegative(insets.bottom, field + ".bottom")
        try requireNonNegative(insets.right, field + ".right")
    }
}

// MARK: - Rule 5: lengths the layouts can sum

extension LayoutConfigurationError {
    /// Throws unless `value` is at most ``LayoutContext/maximumLength`` in magnitude.
    static func requireAtMostMaximumLength(_ value: Double, _ field: String) throws(LayoutConfigurationError)
    {
        let limit = LayoutContext.maximumLength
        guard Swift.abs(value) <= limit else {
            throw LayoutConfigurationError(
                field: field, value: value, rule: value < 0 ? .mustBeAtLeast(-limit) : .mustBeAtMost(limit))
        }
    }

    /// Rules 1 and 5: throws unless `value` is finite, more than zero and at most
    /// ``LayoutContext/maximumLength``.
    static func requirePositiveLength(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requirePositive(value, field)
        try requireAtMostMaximumLength(value, field)
    }

    /// Rules 2 and 5: throws unless `value` is finite, not negative and at most
    /// ``LayoutContext/maximumLength``.
    static func requireLength(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireNonNegative(value, field)
        try requireAtMostMaximumLength(value, field)
    }

    /// Rule 5: throws unless `value` is finite and at most ``LayoutContext/maximumLength`` in
    /// magnitude (an offset whose sign has a meaning).
    static func requireOffset(_ value: Double, _ field: String) throws(LayoutConfigurationError) {
        try requireFinite(value, field)
        try requireAtMostMaximumLength(value, field)
    }

    /// Rules 1 and 5 for both extents of `size`, named `field.width` and `field.height`.
    static func requirePositiveLength(_ size: Size, _ field: String) throws(LayoutConfigurationError) {
        try requirePositiveLength(size.width, field + ".width")
        try requirePositiveLength(size.height, field + ".height")
    }

    /// Rules 2 and 5 for both extents of `size`.
    static func requireLength(_ size: Size, _ field: String) throws(LayoutConfigurationError) {
        try requireLength(size.width, field + ".width")
        try requireLength(size.height, field + ".height")
    }

    /// Rules 2 and 5 for every inset.
    static func requireLength(_ insets: EdgeInsets, _ field: String) throws(LayoutConfigurationError) {
        try requireLength(insets.top, field + ".top")
        try requireLength(insets.left, field + ".left")
        try requireLength(insets.bottom, field + ".bottom")
        try requireLength(insets.right, field + ".right")
    }
}
