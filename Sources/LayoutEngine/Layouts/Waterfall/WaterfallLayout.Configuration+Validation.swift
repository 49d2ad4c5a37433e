// MARK: - Validation

extension WaterfallLayout.Configuration {
    /// Checks every value that can be checked up front: column counts at least 1 and at most
    /// ``maximumColumnCount`` (for a fixed count or each entry of a list, and a non-empty
    /// list), spacing, insets and fixed header and footer heights finite and not negative,
    /// `minimumColumnWidth`, `estimatedHeaderHeight` and `estimatedFooterHeight` (for every
    /// section; an entry of a list may be 0, which leaves its section to `columnCount`, or to
    /// `headerHeight` and `footerHeight`) and fixed item heights finite and positive, aspect
    /// ratios finite and positive; every length at most ``LayoutContext/maximumLength``.
    ///
    /// Values from closures are checked only at run time, where the rules of
    /// ``WaterfallLayout/Configuration`` apply.
    ///
    /// - Throws: a ``LayoutConfigurationError`` naming the first bad field (such as
    ///   `"columnCount[2]"`), its value and the rule it broke.
    /// - Complexity: O(s) for s per-section list entries.
    public func validate() throws(LayoutConfigurationError) {
        if case .list(let counts) = columnCount, counts.isEmpty {
            throw LayoutConfigurationError(field: "columnCount", value: 0, rule: .mustBeAtLeast(1))
        }
        try columnCount.validateEach("columnCount") { (count, field) throws(LayoutConfigurationError) in
            try LayoutConfigurationError.requireAtLeastOne(count, field)
            guard count <= Self.maximumColumnCount else {
                throw LayoutConfigurationError(
                    field: field, value: Double(count), rule: .mustBeAtMost(Double(Self.maximumColumnCount)))
            }
        }
        try Self.validateOptionalPositive(minimumColumnWidth, "minimumColumnWidth")
        try columnSpacing.validateEach("columnSpacing", LayoutConfigurationError.requireLength)
        try itemSpacing.validateEach("itemSpacing", LayoutConfigurationError.requireLength)
        try sectionInset.validateEach("sectionInset", LayoutConfigurationError.requireLength)
        try headerHeight.validateEach("headerHeight", LayoutConfigurationError.requireLength)
        try footerHeight.validateEach("footerHeight", LayoutConfigurationError.requireLength)
        try Self.validateOptionalPositive(estimatedHeaderHeight, "estimatedHeaderHeight")
        try Self.validateOptionalPositive(estimatedFooterHeight, "estimatedFooterHeight")
        switch itemHeight {
        case .aspectRatios(let lists):
            try Self.validateEach(lists, "aspectRatios", LayoutConfigurationError.requirePositive)
        case .heights(let lists):
            try Self.validateEach(lists, "heights", LayoutConfigurationError.requirePositiveLength)
        case .aspectRatio, .computed:
            break
        }
    }

    /// Checks a length that switches a feature on where it is positive: one for every section
    /// must be finite and positive; an entry of a list may be 0, which leaves its section
    /// without the feature.
    private static func validateOptionalPositive(_ value: PerSection<Double>?, _ field: String)
        throws(LayoutConfigurationError)
    {
        if case .all(let length) = value {
            try LayoutConfigurationError.requirePositiveLength(length, field)
        } else {
            try value?.validateEach(field, LayoutConfigurationError.requireLength)
        }
    }

    /// Calls `check` with every value of per-section item lists, named `field[section][item]`.
    private static func validateEach(
        _ lists: [[Double]], _ field: String,
        _ check: (Double, String) throws(LayoutConfigurationError) -> Void
    ) throws(LayoutConfigurationError) {
        for (section, values) in lists.enumerated() {
            for (item, value) in values.enumerated() {
                try check(value, "\(field)[\(section)][\(item)]")
            }
        }
    }

    /// Whether the geometry laid out for `old` still holds for `self`: every field equal, except
    /// that each section's list of item heights or ratios given as values may have grown at its
    /// end (the next page). Closures are never known to be equal.
    ///
    /// - Complexity: O(n) for n values.
    func keepsGeometry(of old: Self) -> Bool {
        guard differsOnlyInItemSizes(from: old) else { return false }
        switch (itemHeight, old.itemHeight) {
        case (.aspectRatios(let lists), .aspectRatios(let oldLists)),
            (.heights(let lists), .heights(let oldLists)):
            return lists.extendsEachList(of: oldLists)
        default:
            return false
        }
    }

    /// Whether every field but ``WaterfallLayout/Configuration/itemHeight`` is known to be
    /// equal in `old`.
    ///
    /// - Complexity: O(s) for s per-section values given as lists.
    func differsOnlyInItemSizes(from old: Self) -> Bool {
        scrollDirection == old.scrollDirection && columnCount.isKnownEqual(to: old.columnCount)
            && isKnownEqual(minimumColumnWidth, old.minimumColumnWidth)
            && columnSpacing.isKnownEqual(to: old.columnSpacing)
            && itemSpacing.isKnownEqual(to: old.itemSpacing)
            && sectionInset.isKnownEqual(to: old.sectionInset)
            && headerHeight.isKnownEqual(to: old.headerHeight)
            && footerHeight.isKnownEqual(to: old.footerHeight)
            && isKnownEqual(estimatedHeaderHeight, old.estimatedHeaderHeight)
            && isKnownEqual(estimatedFooterHeight, old.estimatedFooterHeight)
            && itemRenderDirection == old.itemRenderDirection
            && sectionHeadersPinToVisibleBounds == old.sectionHeadersPinToVisibleBounds
            && sectionFootersPinToVisibleBounds == old.sectionFootersPinToVisibleBounds
            && verticalLayoutDirection == old.verticalLayoutDirection
    }

    /// Whether two optional per-section values are known to be equal: both absent, or both
    /// known equal.
    private func isKnownEqual(_ value: PerSection<Double>?, _ other: PerSection<Double>?) -> Bool {
        switch (value, other) {
        case (nil, nil): true
        case (let value?, let other?): value.isKnownEqual(to: other)
        default: false
        }
    }
}
