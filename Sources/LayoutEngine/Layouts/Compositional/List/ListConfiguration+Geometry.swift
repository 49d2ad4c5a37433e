// MARK: - UIKit's values

extension ListConfiguration {
    /// The space before each grouped section.
    //
    // UITableView's grouped style leaves 35 points above a section without a header title, the
    // space apps remove when they do not want it ("the extra 35-pixel top padding of
    // UITableViewStyleGrouped", kouhan.cn/en/article/00015815, and the many answers it
    // summarises); UIKit's grouped and inset-grouped lists keep the table's spacing.
    static let groupedSectionSpacing = 35.0

    /// The corner radius of an inset-grouped section.
    //
    // TOInsetGroupedTableView, the back-port of iOS 13's inset-grouped style, rounds its
    // sections by 10 points, "hard-coded with the same value as in iOS 13"
    // (TimOliver/TOInsetGroupedTableView, TOInsetGroupedTableView.m,
    // kTOInsetGroupedTableViewCornerRadius).
    static let insetGroupedCornerRadius = 10.0

    /// The header top padding of plain lists when it is automatic.
    //
    // iOS 15 added padding above every section header, 22 points by default
    // (UITableView.sectionHeaderTopPadding; "默认值 22pt", pswp.cn/diannao/89200.shtml; Zane
    // Carter, "Mocking iOS 15 Section Headers", betterprogramming.pub). Apple documents only
    // that the list's default, nil, is "automatic padding" (UICollectionLayoutListConfiguration
    // .headerTopPadding).
    static let plainHeaderTopPadding = 22.0

    /// The layout margin of a container `width` points wide: 16 points below 414, 20 from 414
    /// on. Inset-grouped and sidebar sections are inset from the sides by it, and separators
    /// start at it.
    ///
    /// UIKit's layout margins are 16 points in compact widths and 20 in regular ones and on the
    /// wide iPhones (414 points and more), whose margins are wider than the others'.
    ///
    /// - Complexity: O(1).
    public static func automaticLayoutMargin(forContainerWidth width: Double) -> Double {
        // "In compact width layouts, full-width components have 16dp layout margins by default
        // ... In regular width layouts ... 20dp" (SAP Fiori for iOS, Layout Basics); the
        // iPhone 6 Plus (414 points) starts its margins further in than the smaller iPhones
        // (Vik Denic, "Margins and Autolayout on iPhone 6 Plus"). TOInsetGroupedTableView insets
        // each section by the table's layout margins.
        width >= 414 ? 20 : 16
    }

    /// The values a section in `environment` uses, every automatic one resolved.
    func resolved(in environment: LayoutEnvironment) -> ResolvedList {
        let margin = Self.automaticLayoutMargin(forContainerWidth: environment.containerSize.bounded.width)
        let insetsSides = appearance == .insetGrouped || appearance == .sidebar
        return ResolvedList(
            sideInset: (sideInset ?? (insetsSides ? margin : 0)).boundedLength,
            headerTopPadding: (headerTopPadding ?? (appearance == .plain ? Self.plainHeaderTopPadding : 0))
                .boundedLength,
            separatorInsets: separatorInsets ?? DirectionalEdgeInsets(leading: margin))
    }

    /// A list's values for one environment.
    struct ResolvedList {
        /// How far the section is inset from each side.
        var sideInset: Double
        /// The space above the header.
        var headerTopPadding: Double
        /// The separators' insets.
        var separatorInsets: DirectionalEdgeInsets
    }
}

// MARK: - Validation

extension ListConfiguration {
    /// Throws unless every height, padding, spacing, inset and radius is usable as given.
    ///
    /// - Complexity: O(1).
    public func validate() throws(LayoutConfigurationError) {
        if let separatorInsets {
            try LayoutConfigurationError.requireLength(separatorInsets.leftToRight, "separatorInsets")
        }
        if let separatorThickness {
            try LayoutConfigurationError.requireLength(separatorThickness, "separatorThickness")
        }
        if let headerTopPadding {
            try LayoutConfigurationError.requireLength(headerTopPadding, "headerTopPadding")
        }
        try LayoutConfigurationError.requireLength(estimatedRowHeight, "estimatedRowHeight")
        try LayoutConfigurationError.requireLength(headerHeight, "headerHeight")
        try LayoutConfigurationError.requireLength(footerHeight, "footerHeight")
        try LayoutConfigurationError.requireLength(sectionSpacing, "sectionSpacing")
        if let sideInset { try LayoutConfigurationError.requireLength(sideInset, "sideInset") }
        try LayoutConfigurationError.requireLength(cornerRadius, "cornerRadius")
    }
}
