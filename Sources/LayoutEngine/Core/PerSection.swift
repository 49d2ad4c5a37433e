/// A value that is the same for every section, listed per section, or computed per section:
/// the one way every layout takes per-section values (a flow layout's section metrics, a
/// waterfall's column count, a compositional layout's sections).
///
/// Literals read naturally: `3` is ``all(_:)``, `[1, 3]` is ``list(_:)``.
public enum PerSection<Value: Sendable>: Sendable {
    /// The same value for every section.
    case all(Value)
    /// One value per section; sections past the end use the last value.
    case list([Value])
    /// The value the closure returns for the section's index.
    case computed(@Sendable (_ section: Int) -> Value)
}

extension PerSection {
    /// The value for `section`, or nil for an empty list.
    ///
    /// - Complexity: O(1) plus the closure's cost.
    func value(inSection section: Int) -> Value? {
        switch self {
        case .all(let value):
            return value
        case .list(let values):
            guard let last = values.last else { return nil }
            return section >= 0 && section < values.count ? values[section] : last
        case .computed(let valueForSection):
            return valueForSection(section)
        }
    }
}

extension PerSection: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {
    /// The same value for every section, from an integer literal.
    public init(integerLiteral value: Value.IntegerLiteralType) {
        self = .all(Value(integerLiteral: value))
    }
}

extension PerSection: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {
    /// The same value for every section, from a floating-point literal.
    public init(floatLiteral value: Value.FloatLiteralType) {
        self = .all(Value(floatLiteral: value))
    }
}

extension PerSection: ExpressibleByArrayLiteral {
    /// One value per section, from an array literal; sections past the end use the last value.
    public init(arrayLiteral elements: Value...) {
        self = .list(elements)
    }
}
