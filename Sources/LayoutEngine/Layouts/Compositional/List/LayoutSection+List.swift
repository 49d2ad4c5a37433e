// MARK: - List sections

extension LayoutSection {
    /// A list section following `configuration`'s rules in `environment` (UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`): return it from a section
    /// provider to put a list between grid sections (<doc:Lists> has an example).
    ///
    /// The section is an ordinary one, which can be changed further: one row per group of
    /// estimated height, side insets, the boundary paddings, header, footer, background and
    /// separators of ``ListConfiguration``'s rules.
    ///
    /// - Complexity: O(1).
    public static func list(using configuration: ListConfiguration, environment: LayoutEnvironment)
        -> LayoutSection
    {
        let resolved = configuration.resolved(in: environment)
        let rowSize = LayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(configuration.estimatedRowHeight.boundedLength))
        var section = LayoutSection(
            group: .horizontal(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)]))
        let side = resolved.sideInset
        section.contentInsets = DirectionalEdgeInsets(leading: side, trailing: side)
        section.leadingBoundaryPadding =
            configuration.sectionSpacing.boundedLength
            + (configuration.headerMode == .none ? 0 : resolved.headerTopPadding)
        if configuration.headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .estimated(configuration.headerHeight.boundedLength)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
            header.pinToVisibleBounds = configuration.pinsHeaders
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .estimated(configuration.footerHeight.boundedLength)),
                    elementKind: ElementKind.sectionFooterKind, alignment: .bottom))
        }
        if configuration.showsSectionBackground {
            var background = LayoutDecorationItem.background(elementKind: ElementKind.listBackgroundKind)
            background.contentInsets = DirectionalEdgeInsets(leading: side, trailing: side)
            background.cornerRadius = configuration.cornerRadius.boundedLength
            section.decorationItems.append(background)
        }
        // Section borders: UITableView's grouped style draws edge-to-edge separators (at x = 0)
        // along a section's first row's top and last row's bottom, which the inset-grouped
        // back-port hides to round those corners instead (TimOliver/TOInsetGroupedTableView,
        // applyRoundedCornersToTableViewCell); UIKit's inset-grouped lists show no separator
        // under a section's last row (microsoft/fluentui-apple pull request 1571 matches it).
        if configuration.showsSeparators {
            section.separators = ListSeparators(
                configuration: ListSeparatorConfiguration(bottomSeparatorInsets: resolved.separatorInsets),
                showsSectionBorders: configuration.appearance == .grouped,
                thickness: configuration.separatorThickness,
                itemSeparatorHandler: configuration.itemSeparatorHandler)
        }
        return section
    }

    /// Whether queries must finish this section's elements: it has separators, or a
    /// decoration with rounded corners.
    var hasListElements: Bool {
        separators != nil || decorationItems.contains { $0.cornerRadius.boundedLength > 0 }
    }
}
