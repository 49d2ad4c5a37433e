import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

private typealias F = CompositionalFixtures

/// Counts and values at the limits: no trap, no work per empty section, distinct identities,
/// and `validate()` covering what the run time would clamp.
final class CompositionalBadInputLimitsTests: XCTestCase {
    private let viewport = Size(width: 390, height: 844)

    /// A group `.absolute(1e6)` tall holding 100-point items: 10 000 cells, which `validate()`
    /// accepts.
    private func tallGroupSection(badge: Bool = false) -> LayoutSection {
        var item = F.item(.fractionalWidth(1), .absolute(100))
        if badge {
            item.supplementaryItems = [
                LayoutSupplementaryItem(
                    layoutSize: F.size(.absolute(10), .absolute(10)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
            ]
        }
        let group = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .absolute(1e6)), subitems: [item])
        return LayoutSection(group: group)
    }

    func testCompositional_EmptySections_ResolveNoGroup() {
        // Each empty section once resolved its 10 000-cell group: 3000 of them took seconds and
        // gigabytes.
        let section = tallGroupSection()
        XCTAssertNoThrow(try section.validate())
        var layout = CompositionalLayout(section: section)
        layout.prepare(
            LayoutContext(viewportSize: viewport, itemCounts: [3] + Array(repeating: 0, count: 3000)))
        XCTAssertEqual(layout.state.plans.count, 3001)
        XCTAssertNotNil(layout.state.plans[0].template)
        XCTAssertTrue(layout.state.plans.dropFirst().allSatisfy { $0.template == nil })
        XCTAssertEqual(layout.attributes(in: Rect(origin: .zero, size: viewport)).count, 3)
        // Appending to an empty last section stamps its first group then.
        var counts = [3] + Array(repeating: 0, count: 3000)
        counts[3000] = 2
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
        var fresh = CompositionalLayout(section: section)
        fresh.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 3000)),
            fresh.attributes(at: ItemPath(item: 1, section: 3000)))
    }

    func testCompositional_AbsurdCountsWithBadges_LayOutTheFirstMaximumItemCountItems() {
        // Once an arithmetic overflow in the reservation of cells and badges.
        let maximum = LayoutContext.maximumItemCount
        var item = F.item(.fractionalWidth(1), .absolute(1))
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(1), .absolute(1)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [Int.max / 2, 10]))
        XCTAssertNotNil(layout.attributes(at: ItemPath(item: maximum - 1, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: maximum, section: 0)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 1)))
        XCTAssertEqual(layout.contentSize.height, Double(maximum))
    }

    func testCompositional_LayoutWideAndSectionZeroBoundaryItemsOfOneKind_HaveDistinctPaths() {
        // The layout-wide header is numbered after section 0's own: item 1 of section 0.
        let configuration = CompositionalLayout.Configuration(boundarySupplementaryItems: [F.header(30)])
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(50)),
                subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [F.header(20)]
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2]))
        let all = layout.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        let keys = all.map(ElementKey.init)
        XCTAssertEqual(Set(keys).count, keys.count)
        let headers = all.filter { $0.kind == .sectionHeader && $0.path.section == 0 }
            .sorted { $0.path.item < $1.path.item }
        XCTAssertEqual(headers.map(\.path.item), [0, 1])
        XCTAssertEqual(headers.map(\.frame.height), [20, 30], "section 0's own, then the layout's")
        XCTAssertEqual(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame.height,
            20)
        // Without a section-0 header of that kind, the layout's keeps item 0.
        var plain = CompositionalLayout(
            section: LayoutSection(group: section.group), configuration: configuration)
        plain.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2]))
        let layoutHeader = plain.attributes(in: Rect(x: 0, y: 0, width: 390, height: 10))
            .first { $0.kind == .sectionHeader }
        XCTAssertEqual(layoutHeader?.path, ItemPath(item: 0, section: 0))
    }

    func testCompositional_Validate_RejectsBadBadgeSizesEdgeSpacingAndOffsets() {
        func section(item: LayoutItem) -> LayoutSection {
            LayoutSection(
                group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        }
        var badSpacing = F.item(.fractionalWidth(1), .fractionalHeight(1))
        badSpacing.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(-1))
        var hugeSpacing = F.item(.fractionalWidth(1), .fractionalHeight(1))
        hugeSpacing.edgeSpacing = LayoutEdgeSpacing(bottom: .flexible(.infinity))
        var badBadgeSize = F.item(.fractionalWidth(1), .fractionalHeight(1))
        badBadgeSize.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(-5), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: .top))
        ]
        var badAnchor = F.item(.fractionalWidth(1), .fractionalHeight(1))
        badAnchor.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(5), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: .top, absoluteOffset: Point(x: .nan, y: 0)))
        ]
        var hugeFraction = F.item(.fractionalWidth(1), .fractionalHeight(1))
        hugeFraction.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(5), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: .top, fractionalOffset: Point(x: 0, y: 1e300)))
        ]
        let fields = [
            (badSpacing, "group.subitems[0].edgeSpacing.leading"),
            (hugeSpacing, "group.subitems[0].edgeSpacing.bottom"),
            (badBadgeSize, "group.subitems[0].supplementaryItems[0].layoutSize.widthDimension"),
            (badAnchor, "group.subitems[0].supplementaryItems[0].containerAnchor.offset.x"),
            (hugeFraction, "group.subitems[0].supplementaryItems[0].containerAnchor.offset.y"),
        ]
        for (item, field) in fields {
            XCTAssertThrowsError(try section(item: item).validate(), field) { error in
                XCTAssertEqual((error as? LayoutConfigurationError)?.field, field)
            }
        }
        var boundaryOffset = F.header(20)
        boundaryOffset.offset = Point(x: 0, y: -.infinity)
        var withBoundary = section(item: F.item(.fractionalWidth(1), .fractionalHeight(1)))
        withBoundary.boundarySupplementaryItems = [boundaryOffset]
        XCTAssertThrowsError(try withBoundary.validate()) { error in
            XCTAssertEqual(
                (error as? LayoutConfigurationError)?.field, "boundarySupplementaryItems[0].offset.y")
        }
        let configuration = CompositionalLayout.Configuration(boundarySupplementaryItems: [boundaryOffset])
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual(
                (error as? LayoutConfigurationError)?.field, "boundarySupplementaryItems[0].offset.y")
        }
        var good = F.item(.fractionalWidth(1), .fractionalHeight(1))
        good.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(8), top: .fixed(0))
        good.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(5), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: .top, fractionalOffset: Point(x: 0.5, y: -0.5)))
        ]
        XCTAssertNoThrow(try section(item: good).validate())
    }
}

/// Rect queries of huge inverted rects equal a brute force over `attributes(at:)`.
final class CompositionalHugeRectTests: XCTestCase {
    /// The cells of `layout` whose visual bounds `rect` meets, each found through
    /// `attributes(at:)`.
    private func bruteForceCells(_ layout: CompositionalLayout, counts: [Int], in rect: Rect) -> Set<ItemPath>
    {
        var result: Set<ItemPath> = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if let cell = layout.attributes(at: path), cell.visualBounds.intersects(rect) {
                    result.insert(path)
                }
            }
        }
        return result
    }

    func testCompositional_HugeInvertedRects_InASectionWithAHandler_FindWhatIntersectsKeeps() {
        // A section with a visible-items handler searches a rect grown by its outset: growing
        // a `Rect` standardised it, which rounded a huge inverted rect's far edge away.
        var section = F.clipSection(header: nil, footer: nil)
        section.visibleItemsMaximumOutset = 15
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for position in items.indices { items[position].alpha = 0.5 }
        }
        let counts = [40, 12]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = F.prepared(section, counts: counts, direction: direction)
            let rects = [
                Rect(x: 182.5, y: 871.7, width: 1e300, height: -1e300),
                Rect(x: 182.5, y: 871.7, width: -1e300, height: 1e300),
                Rect(x: 120.5, y: -34.4, width: -1e300, height: 500),
                Rect(x: 300, y: 2000, width: -.greatestFiniteMagnitude, height: -1e20),
            ]
            for rect in rects {
                let expected = bruteForceCells(layout, counts: counts, in: rect)
                XCTAssertFalse(expected.isEmpty, "\(rect)")
                let found = Set(layout.attributes(in: rect).filter(\.kind.isCell).map(\.path))
                XCTAssertEqual(found, expected, "\(direction) \(rect)")
            }
        }
    }
}

/// Lengths above ``LayoutContext/maximumLength``: `validate()` rejects them and the run time
/// reads them as that length, as every layout does.
final class CompositionalMaximumLengthTests: XCTestCase {
    private let limit = LayoutContext.maximumLength

    /// A section whose every length is `value`: insets, spacings, dimensions and outsets.
    private func section(lengths value: Double) -> LayoutSection {
        var item = F.item(.fractionalWidth(0.5), .absolute(value))
        item.contentInsets = DirectionalEdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0)
        var group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .estimated(value)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: value, trailing: 0)
        group.interItemSpacing = .fixed(value)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: value, leading: 0, bottom: value, trailing: 0)
        section.interGroupSpacing = value
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: value)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [F.header(value)]
        return section
    }

    func testCompositional_Validate_RejectsLengthsAboveMaximumLength() {
        XCTAssertNoThrow(try section(lengths: limit).validate())
        XCTAssertNoThrow(
            try CompositionalLayout.Configuration(interSectionSpacing: limit).validate())
        let over = limit.nextUp
        var cases: [(LayoutSection, String, Double)] = []
        var insets = section(lengths: 1)
        insets.contentInsets.bottom = over
        cases.append((insets, "contentInsets.bottom", over))
        var spacing = section(lengths: 1)
        spacing.interGroupSpacing = over
        cases.append((spacing, "interGroupSpacing", over))
        var outset = section(lengths: 1)
        outset.visibleItemsMaximumOutset = over
        cases.append((outset, "visibleItemsMaximumOutset", over))
        var decoration = section(lengths: 1)
        decoration.decorationItems[0].contentInsets.leading = over
        cases.append((decoration, "decorationItems[0].contentInsets.left", over))
        var groupInsets = section(lengths: 1)
        groupInsets.group.contentInsets.top = over
        cases.append((groupInsets, "group.contentInsets.top", over))
        var groupSpacing = section(lengths: 1)
        groupSpacing.group.interItemSpacing = .flexible(over)
        cases.append((groupSpacing, "group.interItemSpacing", over))
        var groupSize = section(lengths: 1)
        groupSize.group.layoutSize.heightDimension = .estimated(over)
        cases.append((groupSize, "group.layoutSize.heightDimension", over))
        let hugeItem = F.item(.fractionalWidth(0.5), .absolute(.greatestFiniteMagnitude))
        let hugeGroup = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .absolute(10)), subitems: [hugeItem])
        cases.append(
            (
                LayoutSection(group: hugeGroup), "group.subitems[0].layoutSize.heightDimension",
                .greatestFiniteMagnitude
            ))
        var itemInsets = F.item(.fractionalWidth(0.5), .absolute(10))
        itemInsets.contentInsets.trailing = over
        let insetGroup = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .absolute(10)), subitems: [itemInsets])
        cases.append((LayoutSection(group: insetGroup), "group.subitems[0].contentInsets.right", over))
        for (section, field, value) in cases {
            XCTAssertThrowsError(try section.validate(), field) { error in
                XCTAssertEqual(
                    error as? LayoutConfigurationError,
                    LayoutConfigurationError(field: field, value: value, rule: .mustBeAtMost(limit)))
            }
        }
        XCTAssertThrowsError(try CompositionalLayout.Configuration(interSectionSpacing: over).validate()) {
            error in
            XCTAssertEqual(
                error as? LayoutConfigurationError,
                LayoutConfigurationError(
                    field: "interSectionSpacing", value: over, rule: .mustBeAtMost(limit)))
        }
    }

    func testCompositional_LengthsAboveMaximumLength_ReadAsMaximumLength() {
        // A section inset of greatestFiniteMagnitude once put every cell at y = 1.8e308, where
        // no query found it.
        let counts = [5, 3]
        let configuration = CompositionalLayout.Configuration(interSectionSpacing: .greatestFiniteMagnitude)
        let clamped = CompositionalLayout.Configuration(interSectionSpacing: limit)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let context = LayoutContext(
                viewportSize: Size(width: 390, height: 844), itemCounts: counts,
                contentInsets: EdgeInsets(top: 1e300, left: 10, bottom: 0, right: 0),
                layoutDirection: direction)
            var clampedContext = context
            clampedContext.contentInsets.top = limit
            var huge = CompositionalLayout(
                section: section(lengths: .greatestFiniteMagnitude), configuration: configuration)
            huge.prepare(context)
            var expected = CompositionalLayout(section: section(lengths: limit), configuration: clamped)
            expected.prepare(clampedContext)
            XCTAssertEqual(huge.contentSize, expected.contentSize, "\(direction)")
            XCTAssertTrue(huge.contentSize.isFinite)
            let all = huge.attributes(in: .infinite)
            assertSameElements(all, expected.attributes(in: .infinite), "\(direction)")
            let cells = counts.enumerated().flatMap { section, count in
                (0..<count).compactMap { huge.attributes(at: ItemPath(item: $0, section: section)) }
            }
            XCTAssertEqual(cells.count, 8)
            XCTAssertTrue(cells.allSatisfy { $0.frame.isFinite }, "\(direction)")
            assertSameElements(all.filter(\.kind.isCell), cells, "\(direction)")
        }
    }
}
