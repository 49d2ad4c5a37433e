import LayoutEngine
import LayoutEngineTestSupport

/// Short builders for compositional test cases.
enum CompositionalFixtures {
    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: Double = 0) -> LayoutItem {
        var item = LayoutItem(layoutSize: size(width, height))
        item.contentInsets = DirectionalEdgeInsets(all: insets)
        return item
    }

    static func header(_ height: Double, pinned: Bool = false) -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            elementKind: ElementKind.sectionHeaderKind,
            alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    static func footer(_ height: Double, pinned: Bool = false) -> LayoutBoundarySupplementaryItem {
        var footer = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            elementKind: ElementKind.sectionFooterKind,
            alignment: .bottom)
        footer.pinToVisibleBounds = pinned
        return footer
    }

    /// The seed document's two-column section: items half as wide as the group, 150 tall,
    /// inset 7; groups full width and 268 tall; the section inset 7; optional header and footer.
    static func clipSection(header: Double? = 50, footer: Double? = 20) -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(268)),
            subitems: [item(.fractionalWidth(0.5), .absolute(150), insets: 7)])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 7)
        section.boundarySupplementaryItems =
            (header.map { [Self.header($0)] } ?? []) + (footer.map { [Self.footer($0)] } ?? [])
        return section
    }

    /// A prepared layout of `section` repeated for `counts`.
    static func prepared(
        _ section: LayoutSection, counts: [Int], width: Double = 375, height: Double = 812, scale: Double = 2,
        direction: LayoutDirection = .leftToRight, configuration: CompositionalLayout.Configuration = .init()
    ) -> CompositionalLayout {
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: width, height: height), itemCounts: counts,
                layoutDirection: direction,
                displayScale: scale))
        return layout
    }

    /// The cell frames of section `section`, in item order.
    static func cellFrames(_ layout: CompositionalLayout, section: Int = 0, count: Int) -> [Rect] {
        (0..<count).map { layout.attributes(at: ItemPath(item: $0, section: section))?.frame ?? .null }
    }

    /// The frames of the elements of `kind` in the whole content, by path.
    static func frames(_ layout: CompositionalLayout, kind: ElementKind) -> [ItemPath: Rect] {
        var result: [ItemPath: Rect] = [:]
        for element in layout.attributes(in: .infinite) where element.kind == kind {
            result[element.path] = element.frame
        }
        return result
    }

    /// A random section: nested groups, spacing, insets, boundary items, badges (on every cell
    /// or none), decorations.
    static func randomSection(_ generator: inout SeededGenerator) -> LayoutSection {
        func randomDimension(_ generator: inout SeededGenerator, fractionOnly: Bool = false)
            -> LayoutDimension
        {
            switch generator.int(in: 0...(fractionOnly ? 1 : 3)) {
            case 0: .fractionalWidth(generator.double(in: 0.1...0.6))
            case 1: .fractionalHeight(generator.double(in: 0.1...1))
            case 2: .absolute(generator.double(in: 10...120))
            default: .estimated(generator.double(in: 10...120))
            }
        }
        var leaf = LayoutItem(
            layoutSize: size(randomDimension(&generator, fractionOnly: true), randomDimension(&generator)))
        leaf.contentInsets = DirectionalEdgeInsets(all: generator.double(in: 0...4))
        if generator.int(in: 0...3) == 0 {
            leaf.supplementaryItems = [
                LayoutSupplementaryItem(
                    layoutSize: size(.absolute(12), .absolute(12)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(
                        edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
            ]
        }
        var other = LayoutItem(
            layoutSize: size(.fractionalWidth(generator.double(in: 0.2...1)), .absolute(30)))
        other.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(generator.double(in: 0...5)), top: .fixed(2))
        // Every cell of a section carries the same badges, so that a brute force can list them
        // (it cannot tell which leaf a cell is).
        other.supplementaryItems = leaf.supplementaryItems
        var inner = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(generator.double(in: 0.3...1)), .fractionalHeight(1)),
            subitems: [leaf, other])
        inner.interItemSpacing = generator.bool() ? .fixed(generator.double(in: 0...8)) : .flexible(2)
        var group: LayoutGroup
        switch generator.int(in: 0...2) {
        case 0:
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(generator.double(in: 40...200))),
                subitems: [leaf, LayoutItem(inner)])
        case 1:
            group = .horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(generator.double(in: 0.2...0.8))),
                repeatingSubitem: leaf, count: generator.int(in: 1...4))
        default:
            let count = generator.int(in: 1...5)
            group = .custom(layoutSize: size(.fractionalWidth(1), .absolute(90))) { environment in
                (0..<count).map { index in
                    LayoutGroupCustomItem(
                        frame: Rect(
                            x: Double(index) * environment.containerSize.width / Double(count),
                            y: Double(index * 7),
                            width: 40, height: 50), zIndex: index)
                }
            }
        }
        group.interItemSpacing = .fixed(generator.double(in: 0...10))
        group.contentInsets = DirectionalEdgeInsets(all: generator.double(in: 0...6))
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(
            top: generator.double(in: 0...20), leading: generator.double(in: 0...20),
            bottom: generator.double(in: 0...20), trailing: generator.double(in: 0...20))
        section.interGroupSpacing = generator.double(in: 0...12)
        if generator.bool() {
            section.boundarySupplementaryItems.append(header(30, pinned: generator.bool()))
        }
        if generator.bool() {
            section.boundarySupplementaryItems.append(footer(20, pinned: generator.bool()))
        }
        if generator.bool() { section.decorationItems = [.background(elementKind: "background")] }
        section.supplementariesFollowContentInsets = generator.bool()
        return section
    }
}
