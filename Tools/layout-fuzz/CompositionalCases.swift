import LayoutEngine
import LayoutEngineTestSupport

/// What `validate()` of a compositional configuration must answer, restated from the
/// documented rules (``LayoutConfigurationError``): lengths finite and not negative, sizes'
/// fractions above zero and at most ``LayoutDimension/maximumFraction``, offsets finite, counts
/// in `1...LayoutGroup.maximumCellCount`, and (rule 5) every length and offset at most
/// ``LayoutContext/maximumLength`` in magnitude.
struct CompositionalRules {
    /// Whether every rule but rule 5 holds.
    var holdsExceptLengthLimit = true
    /// Whether a length or offset broke rule 5 (finite, above ``LayoutContext/maximumLength``).
    var breaksLengthLimit = false

    mutating func length(_ value: Double) {
        if !(value.isFinite && value >= 0) { holdsExceptLengthLimit = false }
        if value.isFinite, value > Rules.limit { breaksLengthLimit = true }
    }

    mutating func offset(_ value: Double) {
        if !value.isFinite { holdsExceptLengthLimit = false }
        if value.isFinite, Swift.abs(value) > Rules.limit { breaksLengthLimit = true }
    }

    mutating func dimension(_ dimension: LayoutDimension) {
        switch dimension {
        case .absolute(let value), .estimated(let value):
            length(value)
        case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
            if !(fraction.isFinite && fraction > 0 && fraction <= LayoutDimension.maximumFraction) {
                holdsExceptLengthLimit = false
            }
        }
    }

    mutating func insets(_ insets: DirectionalEdgeInsets) {
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { length(value) }
    }

    mutating func count(_ count: Int) {
        if !(1...LayoutGroup.maximumCellCount).contains(count) { holdsExceptLengthLimit = false }
    }
}

/// A generated compositional case's parts: the layout's definitions and its Swift source, line
/// by line, each value named once.
struct CompositionalSource {
    var lines: [String] = []
    private var counter = 0

    mutating func name(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }
}

func swift(_ dimension: LayoutDimension) -> String {
    switch dimension {
    case .absolute(let value): ".absolute(\(swift(value)))"
    case .estimated(let value): ".estimated(\(swift(value)))"
    case .fractionalWidth(let value): ".fractionalWidth(\(swift(value)))"
    case .fractionalHeight(let value): ".fractionalHeight(\(swift(value)))"
    }
}

func swift(_ size: LayoutSize) -> String {
    "LayoutSize(widthDimension: \(swift(size.widthDimension)), heightDimension: \(swift(size.heightDimension)))"
}

func swift(_ insets: DirectionalEdgeInsets) -> String {
    "DirectionalEdgeInsets(top: \(swift(insets.top)), leading: \(swift(insets.leading)), "
        + "bottom: \(swift(insets.bottom)), trailing: \(swift(insets.trailing)))"
}

func swift(_ spacing: LayoutSpacing) -> String {
    switch spacing {
    case .fixed(let value): ".fixed(\(swift(value)))"
    case .flexible(let value): ".flexible(\(swift(value)))"
    }
}

func swift(_ point: Point) -> String { "Point(x: \(swift(point.x)), y: \(swift(point.y)))" }

extension Draw {
    /// A compositional case: one to three section definitions (nested groups of several items,
    /// fill and repeating groups, badges on every cell of some sections, headers and footers,
    /// pinned or not, a second header of a kind, backgrounds, orthogonal bands, estimated sizes),
    /// sometimes an empty (nil) section, layout-wide boundary items, reported sizes and
    /// orthogonal offsets given before the first prepare; hostile values in hostile cases.
    mutating func compositionalCase() -> FuzzCase<CompositionalLayout> {
        // One hostile case in three has a single bad value.
        if isHostile, chance(3) { singleFault = (int(in: 0...30), 0) }
        var source = CompositionalSource()
        var rules = CompositionalRules()
        let axis: ScrollDirection = chance(3) ? .horizontal : .vertical
        var configuration = CompositionalLayout.Configuration(
            scrollDirection: axis, interSectionSpacing: chance(2) ? length(0...30) : 0)
        rules.length(configuration.interSectionSpacing)
        var layoutItems: [String] = []
        for (kind, alignment) in [("layout-header", "top"), ("layout-footer", "bottom")] where chance(5) {
            let (item, code) = boundaryItem(
                kind: ElementKind.Name(kind), kindCode: "\"\(kind)\"",
                alignment: alignment == "top" ? .top : .bottom, alignmentCode: alignment, rules: &rules)
            configuration.boundarySupplementaryItems.append(item)
            layoutItems.append(code)
        }
        var sections: [LayoutSection] = []
        var sectionNames: [String] = []
        var badges: [[LayoutSupplementaryItem]] = []
        for _ in 0..<int(in: 1...3) {
            let (section, name, sectionBadges) = compositionalSection(
                axis: axis, source: &source, rules: &rules)
            sections.append(section)
            sectionNames.append(name)
            badges.append(sectionBadges)
        }
        // Now and then section 1 is empty (nil), as a provider may answer.
        let nilSection = chance(6) ? 1 : nil
        var contexts = contexts(maxSections: 4, maxItems: 200, absurd: chance(100))
        if chance(20) {
            contexts[0].itemCounts += Array(repeating: 0, count: 3000)
        }
        // Reported sizes and orthogonal offsets, given before the first prepare.
        var reports: [ItemPath: Size] = [:]
        let counts = contexts[0].itemCounts
        for _ in 0..<(sections.contains { $0.group.containsEstimate } && chance(2) ? int(in: 1...6) : 0) {
            let section = int(in: 0...(counts.count - 1))
            let item = int(in: 0...max(0, min(counts[section], 1000) + 2))
            reports[ItemPath(item: item, section: section)] = size(5...300, 5...300)
        }
        var offsets: [Int: Double] = [:]
        for section in counts.indices.prefix(8) where sections[min(section, sections.count - 1)].isOrthogonal
        {
            if chance(2) { offsets[section] = length(-50...600) }
        }
        let definitions = sections
        let sectionBadges = badges
        let finalModelConfiguration = configuration
        let modelled = { (reports: [ItemPath: Size]) in
            CompositionalModel(
                configuration: finalModelConfiguration, reportedSizes: reports,
                badges: { index in
                    index == nilSection ? [] : sectionBadges[min(index, sectionBadges.count - 1)]
                },
                section: { index in index == nilSection ? nil : definitions[min(index, definitions.count - 1)]
                })
        }
        let model = modelled(reports)
        let finalConfiguration = configuration
        let finalReports = reports
        let finalOffsets = offsets
        let remake = { (reports: [ItemPath: Size]) in
            var layout = CompositionalLayout(configuration: finalConfiguration) { index, _ in
                index == nilSection ? nil : definitions[min(index, definitions.count - 1)]
            }
            for (path, size) in reports.sorted(by: {
                ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item)
            }) {
                layout.reportSize(size, forItemAt: path)
            }
            for (section, offset) in finalOffsets.sorted(by: { $0.key < $1.key }) {
                layout.setOrthogonalOffset(offset, forSection: section)
            }
            return layout
        }
        let make = { remake(finalReports) }
        let expected = rules.holdsExceptLengthLimit && !rules.breaksLengthLimit
        let gated =
            KnownGaps.compositionalValidateAcceptsLengthsAboveTheLimit && rules.holdsExceptLengthLimit
            && rules.breaksLengthLimit
        var lines = source.lines
        let list = sectionNames.joined(separator: ", ")
        lines.append(
            "let sections = [\(list)]"
                + (nilSection == nil ? "" : "  // section \(nilSection ?? 0) is nil"))
        lines.append(
            "var configuration = CompositionalLayout.Configuration(scrollDirection: .\(axis), "
                + "interSectionSpacing: \(swift(finalConfiguration.interSectionSpacing)))")
        if !layoutItems.isEmpty {
            lines.append(
                "configuration.boundarySupplementaryItems = [\(layoutItems.joined(separator: ", "))]")
        }
        lines.append("var layout = CompositionalLayout(configuration: configuration) { index, _ in")
        lines.append(
            "    \(nilSection.map { "index == \($0) ? nil : " } ?? "")sections[min(index, sections.count - 1)]"
        )
        lines.append("}")
        for (path, size) in finalReports.sorted(by: {
            ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item)
        }) {
            lines.append(
                "layout.reportSize(\(swift(size)), forItemAt: ItemPath(item: \(path.item), section: \(path.section)))"
            )
        }
        for (section, offset) in finalOffsets.sorted(by: { $0.key < $1.key }) {
            lines.append("layout.setOrthogonalOffset(\(swift(offset)), forSection: \(section))")
        }
        return FuzzCase(
            make: make, contexts: contexts, expectedValid: gated ? nil : expected,
            validates: {
                (try? finalConfiguration.validate()) != nil
                    && definitions.allSatisfy { (try? $0.validate()) != nil }
            },
            code: lines.joined(separator: "\n"), isStored: true,
            inventory: { layout, context, includesCells in
                model.inventory(for: layout, context: context, includesCells: includesCells)
            },
            isShown: { cell, context in model.isShown(cell, context: context) },
            hasLengthAboveTheLimit: rules.breaksLengthLimit, reports: finalReports, remake: remake,
            reinventory: { reports in
                let model = modelled(reports)
                return { layout, context, includesCells in
                    model.inventory(for: layout, context: context, includesCells: includesCells)
                }
            })
    }

    /// A dimension: mostly a fraction of the container or a length, estimated when `estimated`
    /// allows; sometimes hostile.
    mutating func compositionalDimension(
        fraction: ClosedRange<Double>, length range: ClosedRange<Double>, estimated: Bool,
        rules: inout CompositionalRules
    ) -> LayoutDimension {
        let dimension: LayoutDimension
        switch int(in: 0...(estimated ? 4 : 3)) {
        case 0: dimension = .fractionalWidth(value(fraction))
        case 1: dimension = .fractionalHeight(value(fraction))
        case 2, 3: dimension = .absolute(length(range))
        default: dimension = .estimated(length(range))
        }
        rules.dimension(dimension)
        return dimension
    }

    /// A section definition and the name of its variable in the source; the badges every cell
    /// of it carries.
    mutating func compositionalSection(
        axis: ScrollDirection, source: inout CompositionalSource, rules: inout CompositionalRules
    ) -> (LayoutSection, String, [LayoutSupplementaryItem]) {
        var badges: [LayoutSupplementaryItem] = []
        var badgesCode = "[]"
        if chance(4) {
            let size = LayoutSize(
                widthDimension: chance(2) ? .absolute(length(6...20)) : .fractionalWidth(value(0.1...0.5)),
                heightDimension: chance(2) ? .absolute(length(6...20)) : .fractionalHeight(value(0.1...0.5)))
            rules.dimension(size.widthDimension)
            rules.dimension(size.heightDimension)
            let edges: [(DirectionalRectEdge, String)] = [
                ([.top, .trailing], "[.top, .trailing]"), ([.top, .leading], "[.top, .leading]"),
                ([.bottom], "[.bottom]"), ([], "[]"), (.all, ".all"),
            ]
            let (edge, edgeCode) = pick(edges)
            let fractional = bool()
            let offset = Point(
                x: fractional ? value(-0.5...0.5) : value(-10...10),
                y: fractional ? value(-0.5...0.5) : value(-10...10))
            rules.offset(offset.x)
            rules.offset(offset.y)
            let anchor =
                fractional
                ? LayoutAnchor(edges: edge, fractionalOffset: offset)
                : LayoutAnchor(edges: edge, absoluteOffset: offset)
            badges = [
                LayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: anchor)
            ]
            let name = source.name("badges")
            source.lines.append(
                "let \(name) = [LayoutSupplementaryItem(layoutSize: \(swift(size)), elementKind: \"badge\", "
                    + "containerAnchor: LayoutAnchor(edges: \(edgeCode), \(fractional ? "fractionalOffset" : "absoluteOffset"): \(swift(offset))))]"
            )
            badgesCode = name
        }
        let orthogonal = chance(4)
        let (group, groupName) = compositionalGroup(
            depth: int(in: 0...2), outer: true, orthogonal: orthogonal, badges: (badges, badgesCode),
            source: &source, rules: &rules)
        var section = LayoutSection(group: group)
        let name = source.name("section")
        source.lines.append("var \(name) = LayoutSection(group: \(groupName))")
        if chance(2) {
            section.interGroupSpacing = length(0...20)
            rules.length(section.interGroupSpacing)
            source.lines.append("\(name).interGroupSpacing = \(swift(section.interGroupSpacing))")
        }
        if chance(2) {
            section.contentInsets = DirectionalEdgeInsets(
                top: length(0...20), leading: length(0...20), bottom: length(0...20), trailing: length(0...20)
            )
            rules.insets(section.contentInsets)
            source.lines.append("\(name).contentInsets = \(swift(section.contentInsets))")
        }
        var boundaryCodes: [String] = []
        func add(
            _ kind: ElementKind.Name, _ kindCode: String,
            _ alignment: LayoutBoundarySupplementaryItem.Alignment
        ) {
            let (item, code) = boundaryItem(
                kind: kind, kindCode: kindCode, alignment: alignment, alignmentCode: "\(alignment)",
                rules: &rules)
            section.boundarySupplementaryItems.append(item)
            boundaryCodes.append(code)
        }
        if chance(2) {
            add(ElementKind.sectionHeaderKind, "ElementKind.sectionHeaderKind", .top)
            // A second header: item 1 of its kind, which no point query reaches.
            if chance(8) { add(ElementKind.sectionHeaderKind, "ElementKind.sectionHeaderKind", .topLeading) }
        }
        if chance(3) { add(ElementKind.sectionFooterKind, "ElementKind.sectionFooterKind", .bottom) }
        if chance(8) { add("side", "\"side\"", axis == .vertical ? .trailing : .bottom) }
        if !boundaryCodes.isEmpty {
            source.lines.append(
                "\(name).boundarySupplementaryItems = [\(boundaryCodes.joined(separator: ", "))]")
        }
        if chance(2) {
            var background = LayoutDecorationItem.background(elementKind: "background")
            var code = "LayoutDecorationItem.background(elementKind: \"background\")"
            if chance(2) {
                background.contentInsets = DirectionalEdgeInsets(
                    top: length(0...12), leading: length(0...12), bottom: length(0...12),
                    trailing: length(0...12))
                rules.insets(background.contentInsets)
                code = "{ var d = \(code); d.contentInsets = \(swift(background.contentInsets)); return d }()"
            }
            section.decorationItems = [background]
            source.lines.append("\(name).decorationItems = [\(code)]")
        }
        if !bool() {
            section.supplementariesFollowContentInsets = false
            source.lines.append("\(name).supplementariesFollowContentInsets = false")
        }
        if orthogonal {
            let behaviors: [OrthogonalScrollingBehavior] = [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            section.orthogonalScrollingBehavior = pick(behaviors)
            source.lines.append(
                "\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior)")
        }
        return (section, name, badges)
    }

    /// A group: horizontal or vertical, of one to three subitems (cells, or nested groups while
    /// `depth` allows) or `count` copies of one; spacing and insets now and then.
    mutating func compositionalGroup(
        depth: Int, outer: Bool, orthogonal: Bool, badges: ([LayoutSupplementaryItem], String),
        source: inout CompositionalSource, rules: inout CompositionalRules
    ) -> (LayoutGroup, String) {
        var subitems: [LayoutItem] = []
        var subitemNames: [String] = []
        let repeating = chance(4)
        for _ in 0..<(repeating ? 1 : int(in: 1...3)) {
            if depth > 0, chance(2) {
                let (nested, nestedName) = compositionalGroup(
                    depth: depth - 1, outer: false, orthogonal: false, badges: badges, source: &source,
                    rules: &rules)
                subitems.append(LayoutItem(nested))
                subitemNames.append("LayoutItem(\(nestedName))")
                continue
            }
            let size = LayoutSize(
                widthDimension: compositionalDimension(
                    fraction: 0.2...1, length: 20...200, estimated: true, rules: &rules),
                heightDimension: compositionalDimension(
                    fraction: 0.2...1, length: 20...200, estimated: true, rules: &rules))
            var item = LayoutItem(layoutSize: size, supplementaryItems: badges.0)
            let name = source.name("item")
            source.lines.append(
                "var \(name) = LayoutItem(layoutSize: \(swift(size)), supplementaryItems: \(badges.1))")
            if chance(4) {
                item.contentInsets = DirectionalEdgeInsets(all: length(0...6))
                rules.insets(item.contentInsets)
                source.lines.append("\(name).contentInsets = \(swift(item.contentInsets))")
            }
            if chance(6) {
                let leading = LayoutSpacing.flexible(length(0...8))
                let top = LayoutSpacing.fixed(length(0...4))
                rules.length(leading.rawValue)
                rules.length(top.rawValue)
                item.edgeSpacing = LayoutEdgeSpacing(leading: leading, top: top)
                source.lines.append(
                    "\(name).edgeSpacing = LayoutEdgeSpacing(leading: \(swift(leading)), top: \(swift(top)))")
            }
            subitems.append(item)
            subitemNames.append(name)
        }
        let size: LayoutSize
        if outer {
            let across: LayoutDimension =
                orthogonal
                ? compositionalDimension(fraction: 0.3...1, length: 80...400, estimated: true, rules: &rules)
                : .fractionalWidth(1)
            let along = compositionalDimension(
                fraction: 0.1...0.8, length: 30...250, estimated: true, rules: &rules)
            size = LayoutSize(widthDimension: across, heightDimension: along)
        } else {
            size = LayoutSize(
                widthDimension: compositionalDimension(
                    fraction: 0.3...1, length: 30...200, estimated: true, rules: &rules),
                heightDimension: compositionalDimension(
                    fraction: 0.3...1, length: 30...200, estimated: true, rules: &rules))
        }
        let horizontal = bool()
        let direction = horizontal ? "horizontal" : "vertical"
        var group: LayoutGroup
        let name = source.name("group")
        if repeating {
            let count =
                isHostile && chance(4) ? pick([0, -1, LayoutGroup.maximumCellCount + 1]) : int(in: 1...4)
            rules.count(count)
            group =
                horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                : .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
            source.lines.append(
                "var \(name) = LayoutGroup.\(direction)(layoutSize: \(swift(size)), repeatingSubitem: \(subitemNames[0]), count: \(count))"
            )
        } else {
            group =
                horizontal
                ? .horizontal(layoutSize: size, subitems: subitems)
                : .vertical(layoutSize: size, subitems: subitems)
            source.lines.append(
                "var \(name) = LayoutGroup.\(direction)(layoutSize: \(swift(size)), subitems: [\(subitemNames.joined(separator: ", "))])"
            )
        }
        if chance(3) {
            let spacing: LayoutSpacing = bool() ? .fixed(length(0...10)) : .flexible(length(0...10))
            rules.length(spacing.rawValue)
            group.interItemSpacing = spacing
            source.lines.append("\(name).interItemSpacing = \(swift(spacing))")
        }
        if chance(4) {
            group.contentInsets = DirectionalEdgeInsets(all: length(0...6))
            rules.insets(group.contentInsets)
            source.lines.append("\(name).contentInsets = \(swift(group.contentInsets))")
        }
        return (group, name)
    }

    /// A boundary item of `kind`: full width (or a fraction) and a length or an estimate along
    /// the axis, pinned now and then, not extending now and then, sometimes offset.
    mutating func boundaryItem(
        kind: ElementKind.Name, kindCode: String, alignment: LayoutBoundarySupplementaryItem.Alignment,
        alignmentCode: String, rules: inout CompositionalRules
    ) -> (LayoutBoundarySupplementaryItem, String) {
        let size = LayoutSize(
            widthDimension: chance(4) ? .fractionalWidth(value(0.3...1)) : .fractionalWidth(1),
            heightDimension: chance(4) ? .estimated(length(10...60)) : .absolute(length(10...60)))
        rules.dimension(size.widthDimension)
        rules.dimension(size.heightDimension)
        let offset = chance(6) ? Point(x: value(-20...20), y: value(-20...20)) : .zero
        rules.offset(offset.x)
        rules.offset(offset.y)
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: kind, alignment: alignment, absoluteOffset: offset)
        item.pinToVisibleBounds = chance(3)
        item.extendsBoundary = !chance(6)
        let code =
            "{ var b = LayoutBoundarySupplementaryItem(layoutSize: \(swift(size)), elementKind: \(kindCode), "
            + "alignment: .\(alignmentCode), absoluteOffset: \(swift(offset))); b.pinToVisibleBounds = "
            + "\(item.pinToVisibleBounds); b.extendsBoundary = \(item.extendsBoundary); return b }()"
        return (item, code)
    }
}

extension LayoutSpacing {
    /// The value the spacing was made with.
    var rawValue: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }
}

extension LayoutSection {
    var isOrthogonal: Bool { orthogonalScrollingBehavior != .none }
}

extension LayoutGroup {
    /// Whether the group's own size is estimated on an axis (the fuzzer reports sizes only then).
    var containsEstimate: Bool {
        layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
            || subitems.contains {
                $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated
            }
    }
}
