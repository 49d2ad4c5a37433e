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

extension PerSection where Value: Equatable {
    /// Whether `self` is known to give the same value as `other` for every section: equal
    /// values or lists; a closure is never known to equal anything.
    ///
    /// - Complexity: O(s) for s list entries.
    func isKnownEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.all(let value), .all(let otherValue)): value == otherValue
        case (.list(let values), .list(let otherValues)): values == otherValues
        default: false
        }
    }
}

extension PerSection {
    /// Calls `check` with each value given up front and its field name (`field` for
    /// ``all(_:)``, `field[i]` for the entries of ``list(_:)``); values from a closure are not
    /// known before `prepare` and are not checked.
    ///
    /// - Complexity: O(s) for s list entries.
    func validateEach(
        _ field: String, _ check: (Value, String) throws(LayoutConfigurationError) -> Void
    ) throws(LayoutConfigurationError) {
        switch self {
        case .all(let value):
            try check(value, field)
        case .list(let values):
            for (section, value) in values.enumerated() {
                try check(value, "\(field)[\(section)]")
            }
        case .computed:
            break
        }
    }
}
