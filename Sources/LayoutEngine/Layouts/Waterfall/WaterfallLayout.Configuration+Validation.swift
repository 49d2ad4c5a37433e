// MARK: - Validation

extension WaterfallLayout.Configuration {
    /// Checks every value that can be checked up front: column counts at least 1 (for a fixed
    /// count or each entry of a list, and a non-empty list), spacing, insets and fixed header
    /// and footer heights finite and not negative, `minimumColumnWidth` finite and positive.
    ///
    /// Values from closures are checked only at run time, where the rules of
    /// ``WaterfallLayout/Configuration`` apply.
    ///
    /// - Throws: a ``LayoutConfigurationError`` naming the first bad field (such as
    ///   `"columnCount[2]"`), its value and the rule it broke.
    /// - Complexity: O(s) for s per-section list entries.
    public func validate() throws(LayoutConfigurationError) {
        switch columnCount {
        case .all(let count):
            try LayoutConfigurationError.requirePositive(Double(count), "columnCount")
        case .list(let counts):
            guard !counts.isEmpty else {
                throw LayoutConfigurationError(field: "columnCount", value: 0, rule: .mustBePositive)
            }
            for (section, count) in counts.enumerated() {
                try LayoutConfigurationError.requirePositive(Double(count), "columnCount[\(section)]")
            }
        case .computed:
            break
        }
        if let minimumColumnWidth {
            try LayoutConfigurationError.requirePositive(minimumColumnWidth, "minimumColumnWidth")
        }
        try LayoutConfigurationError.requireNonNegative(columnSpacing, "columnSpacing")
        try LayoutConfigurationError.requireNonNegative(itemSpacing, "itemSpacing")
        try LayoutConfigurationError.requireNonNegative(sectionInset, "sectionInset")
        try Self.validate(headerHeight, "headerHeight")
        try Self.validate(footerHeight, "footerHeight")
    }

    private static func validate(
        _ heights: PerSection<Double>, _ field: String
    ) throws(LayoutConfigurationError) {
        switch heights {
        case .all(let height):
            try LayoutConfigurationError.requireNonNegative(height, field)
        case .list(let values):
            for (section, height) in values.enumerated() {
                try LayoutConfigurationError.requireNonNegative(height, "\(field)[\(section)]")
            }
        case .computed:
            break
        }
    }
}
