import LayoutEngineTestSupport

@testable import LayoutEngine

extension CompositionalModel {
    /// A model of a layout whose section `index` is `section(index)`, the badges of each
    /// section read from the leaves of its group tree (which tests can see inside): every leaf
    /// of a section must carry the same badges, as the model cannot tell which leaf a cell is.
    static func of(
        configuration: CompositionalLayout.Configuration = .init(), reportedSizes: [ItemPath: Size] = [:],
        _ section: @escaping @Sendable (Int) -> LayoutSection?
    ) -> CompositionalModel {
        CompositionalModel(
            configuration: configuration, reportedSizes: reportedSizes,
            badges: { index in section(index).flatMap { leafBadges(of: $0.group).first } ?? [] },
            section: section)
    }

    /// The badges of every leaf of `group`'s tree, depth first (none for a custom group's
    /// cells).
    static func leafBadges(of group: LayoutGroup) -> [[LayoutSupplementaryItem]] {
        guard case .stack(_, let subitems, _) = group.arrangement else { return [] }
        return subitems.flatMap { item in
            item.group.map { leafBadges(of: $0.group) } ?? [item.supplementaryItems]
        }
    }
}

extension CompositionalModel {
    /// The model of `layout` from the definitions and reports it was given (inputs the test
    /// target can read back), its badges from the leaves of each section's group tree.
    static func of(_ layout: CompositionalLayout) -> CompositionalModel {
        let source = layout.source
        let environment = layout.state.environment
        var reports: [ItemPath: Size] = [:]
        for section in 0..<(layout.update.lastContext?.sectionCount ?? 0) {
            let sizes = layout.reportedSizes[section]
            for item in 0..<(sizes?.count ?? 0) {
                reports[ItemPath(item: item, section: section)] = sizes?[item]
            }
        }
        return .of(configuration: layout.configuration, reportedSizes: reports) { index in
            switch source {
            case .sections(let sections): sections.documentedValue(inSection: index)
            case .provider(let provider): provider(index, environment)
            }
        }
    }
}
