import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

private typealias F = CompositionalFixtures

/// Repeating sections: a section whose group holds no estimated size keeps its template and its
/// count, not its frames, and answers exactly as the stamped layout of the same section (the
/// same layout with every section stamped), through queries, appends, self-sizing reports and
/// batch updates.
final class CompositionalRepeatingGroupsTests: XCTestCase {
    // MARK: - Random layouts

    /// A grid section of fixed and fractional sizes (no estimate): one to four columns, now and
    /// then a badge on each cell, a header, a background, a handler.
    static func randomGridSection(_ g: inout SeededGenerator) -> LayoutSection {
        let columns = g.int(in: 1...4)
        var cell = F.item(
            .fractionalWidth(1 / Double(columns)), .fractionalHeight(1), insets: g.double(in: 0...3))
        if g.int(in: 0...2) == 0 {
            cell.supplementaryItems = [
                LayoutSupplementaryItem(
                    layoutSize: F.size(.absolute(g.double(in: 6...20)), .absolute(10)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(
                        edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
            ]
        }
        let height: LayoutDimension =
            g.bool() ? .absolute(g.double(in: 10...160)) : .fractionalWidth(g.double(in: 0.05...0.6))
        var group = LayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), height), subitems: [cell])
        group.interItemSpacing = .fixed(g.double(in: 0...6))
        var section = LayoutSection(group: group)
        section.interGroupSpacing = g.bool() ? g.double(in: 0...12) : Double(g.int(in: 0...8))
        section.contentInsets = DirectionalEdgeInsets(
            top: g.double(in: 0...20), leading: g.double(in: 0...20), bottom: g.double(in: 0...20),
            trailing: g.double(in: 0...20))
        if g.bool() { section.boundarySupplementaryItems.append(F.header(30, pinned: g.bool())) }
        if g.int(in: 0...2) == 0 { section.boundarySupplementaryItems.append(F.footer(20, pinned: g.bool())) }
        if g.int(in: 0...2) == 0 { section.decorationItems = [.background(elementKind: "background")] }
        section.supplementariesFollowContentInsets = g.bool()
        return section
    }

    /// A random layout mixing repeating grids, the fixtures' random sections (some with
    /// estimated sizes, so stamped), orthogonal bands and sections with a visible-items
    /// handler, in either direction and layout direction, at display scale 1, 2 or 3.
    static func randomLayout(_ g: inout SeededGenerator, maxItems: Int = 60) -> (
        CompositionalLayout, LayoutContext
    ) {
        let sectionCount = g.int(in: 1...5)
        var sections: [LayoutSection] = []
        for _ in 0..<sectionCount {
            var section = g.int(in: 0...2) == 0 ? F.randomSection(&g) : randomGridSection(&g)
            switch g.int(in: 0...7) {
            case 0: section.orthogonalScrollingBehavior = .continuous
            case 1:
                let scale = g.double(in: 0.6...1.4)
                section.visibleItemsInvalidationHandler = { items, _, _ in
                    for index in items.indices {
                        items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                        items[index].alpha = 0.5
                    }
                }
                section.visibleItemsMaximumOutset = 400
            default: break
            }
            sections.append(section)
        }
        var configuration = CompositionalLayout.Configuration()
        configuration.scrollDirection = g.int(in: 0...3) == 0 ? .horizontal : .vertical
        configuration.interSectionSpacing = g.double(in: 0...20)
        if g.bool() {
            configuration.boundarySupplementaryItems = [F.header(g.double(in: 10...60), pinned: g.bool())]
        }
        let layout = CompositionalLayout(sections: .list(sections), configuration: configuration)
        let context = LayoutContext(
            bounds: Rect(
                x: g.double(in: 0...300), y: g.double(in: 0...600), width: g.double(in: 280...900),
                height: g.double(in: 400...1000)),
            itemCounts: (0..<sectionCount).map { _ in g.int(in: 0...maxItems) },
            contentInsets: g.bool() ? EdgeInsets(all: g.double(in: 0...30)) : .zero,
            layoutDirection: g.bool() ? .leftToRight : .rightToLeft,
            displayScale: [1, 2, 3][g.int(in: 0...2)])
        return (layout, context)
    }

    /// The same layout with every section stamped.
    static func storedTwin(of layout: CompositionalLayout) -> CompositionalLayout {
        var twin = layout
        twin._storesEverySection = true
        return twin
    }

    /// The number of repeating sections of `layout`, checking that each stores no frame.
    static func repeatingSectionCount(
        _ layout: CompositionalLayout, file: StaticString = #filePath, line: UInt = #line
    )
        -> Int
    {
        var count = 0
        for section in layout.state.store.sections where section.repeating != nil {
            XCTAssertEqual(section.items.count, 0, file: file, line: line)
            XCTAssertNil(section.band, file: file, line: line)
            count += 1
        }
        return count
    }

    /// Asserts that two layouts give the same content size and the same attributes, bit for
    /// bit, for every cell by path and for the whole content.
    static func assertSameGeometry(
        _ layout: CompositionalLayout, _ expected: CompositionalLayout, context: LayoutContext,
        _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(layout.contentSize, expected.contentSize, message, file: file, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), expected.attributes(in: .infinite), message, file: file,
            line: line)
        for section in 0..<context.sectionCount {
            for item in 0..<(context.itemCount(inSection: section) + 1) {
                let path = ItemPath(item: item, section: section)
                guard layout.attributes(at: path) == expected.attributes(at: path) else {
                    XCTFail("\(message): cell \(path) differs", file: file, line: line)
                    return
                }
            }
        }
    }

    // MARK: - Property tests

    func testRepeating_EveryQuery_MatchesBruteForceOverTheStampedLayout() {
        var repeating = 0
        let seeds = TestCampaign.seeds(250, quick: 16)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomLayout(&g)
            var twin = Self.storedTwin(of: layout)
            layout.prepare(context)
            twin.prepare(context)
            XCTAssertEqual(Self.repeatingSectionCount(twin), 0)
            repeating += Self.repeatingSectionCount(layout)
            let message = "seed \(seed)"
            Self.assertSameGeometry(layout, twin, context: context, message)
            // The oracle: every element of the stamped layout, from its point queries and the
            // model of its decorations and badges, filtered one by one.
            guard
                let baseline = LayoutConformance.baseline(
                    twin, inventory: CompositionalModel.of(twin).inventory(for: twin, context: context),
                    message)
            else { continue }
            var edges: [Double] = []
            for element in baseline.elements.prefix(300) {
                let bounds = element.visualBounds
                edges += [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY]
            }
            for _ in 0..<80 {
                let rect = g.queryRect(in: layout.contentSize, edges: edges)
                let answer = layout.attributes(in: rect)
                if let difference = firstDifference(answer, baseline.attributes(in: rect)) {
                    XCTFail("\(message), rect \(rect): \(difference)")
                    break
                }
                if let difference = firstDifference(answer, twin.attributes(in: rect)) {
                    XCTFail("\(message), rect \(rect), against the stamped query: \(difference)")
                    break
                }
            }
        }
        XCTAssertGreaterThan(repeating, seeds.count, "the random layouts must exercise repeating sections")
    }

    func testRepeating_AppendThenQuery_EqualsAFreshPrepare() {
        for seed in TestCampaign.seeds(120, quick: 10) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomLayout(&g)
            let template = layout
            layout.prepare(context)
            for step in 0..<4 {
                // Mostly pages appended to the last section, now and then to an earlier one.
                var counts = context.itemCounts
                let section = g.int(in: 0...3) == 0 ? g.int(in: 0...(counts.count - 1)) : counts.count - 1
                counts[section] += g.int(in: 1...40)
                context.itemCounts = counts
                layout.prepare(context)
                var fresh = template
                fresh.prepare(context)
                var twin = Self.storedTwin(of: template)
                twin.prepare(context)
                let message = "seed \(seed), step \(step)"
                XCTAssertEqual(Self.repeatingSectionCount(layout), Self.repeatingSectionCount(fresh), message)
                Self.assertSameGeometry(layout, fresh, context: context, message)
                Self.assertSameGeometry(layout, twin, context: context, message)
                for _ in 0..<20 {
                    let rect = g.queryRect(in: layout.contentSize)
                    assertSameElements(
                        layout.attributes(in: rect), twin.attributes(in: rect), "\(message), \(rect)")
                }
            }
        }
    }

    func testRepeating_BatchUpdates_AnimateAsTheStampedLayout() {
        for seed in TestCampaign.seeds(60) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomLayout(&g, maxItems: 30)
            // Sections past the layout's list repeat its last one.
            var sections = RandomBatch.randomSections(&g, maxSections: 5, maxItems: 30)
            context.itemCounts = sections.map { $0.items.count }
            var twin = Self.storedTwin(of: layout)
            layout.prepare(context)
            twin.prepare(context)
            var nextID = 1 << 40
            for step in 0..<3 {
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                let oldCounts = context.itemCounts
                sections = batch.new
                context.itemCounts = sections.map { $0.items.count }
                let message = "seed \(seed), step \(step)"
                do {
                    try layout.prepare(context, updates: batch.updates)
                    try twin.prepare(context, updates: batch.updates)
                } catch {
                    XCTFail("\(message): \(error)")
                    break
                }
                Self.assertSameGeometry(layout, twin, context: context, message)
                XCTAssertEqual(layout.contentOffsetAdjustment, twin.contentOffsetAdjustment, message)
                for (section, count) in context.itemCounts.enumerated() {
                    for item in 0..<count {
                        let path = ItemPath(item: item, section: section)
                        XCTAssertEqual(
                            layout.initialAttributes(forAppearingItemAt: path),
                            twin.initialAttributes(forAppearingItemAt: path), "\(message), appearing \(path)")
                    }
                }
                for (section, count) in oldCounts.enumerated() {
                    for item in 0..<count {
                        let path = ItemPath(item: item, section: section)
                        XCTAssertEqual(
                            layout.finalAttributes(forDisappearingItemAt: path),
                            twin.finalAttributes(forDisappearingItemAt: path),
                            "\(message), disappearing \(path)")
                    }
                }
            }
        }
    }

    func testRepeating_LargeSection_AnswersAsTheStampedOneAtEveryScale() {
        // Positions far from the origin: a section of 200 000 rows of fractional height (50 000 in
        // the default run).
        let count = TestCampaign.count(600_000, quick: 150_000)
        for scale in [1.0, 2, 3] {
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: F.size(.fractionalWidth(1), .absolute(33.37)),
                    subitems: [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: 0.3)]))
            section.interGroupSpacing = 1.1
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let layout = F.prepared(section, counts: [count], scale: scale, direction: direction)
                var twin = CompositionalLayout(section: section)
                twin._storesEverySection = true
                twin.prepare(
                    LayoutContext(
                        viewportSize: Size(width: 375, height: 812), itemCounts: [count],
                        layoutDirection: direction,
                        displayScale: scale))
                XCTAssertEqual(Self.repeatingSectionCount(layout), 1)
                XCTAssertEqual(layout.contentSize, twin.contentSize)
                var g = SeededGenerator(seed: UInt64(scale))
                for _ in 0..<TestCampaign.count(200, quick: 40) {
                    let rect = Rect(
                        x: g.double(in: -20...380), y: g.double(in: -100...(layout.contentSize.height + 100)),
                        width: g.double(in: 0...400), height: g.double(in: 0...900))
                    assertSameElements(
                        layout.attributes(in: rect), twin.attributes(in: rect), "scale \(scale), \(rect)")
                }
                for item in stride(from: 0, to: count, by: TestCampaign.isLong ? 7919 : 9_973) {
                    let path = ItemPath(item: item, section: 0)
                    XCTAssertEqual(
                        layout.attributes(at: path), twin.attributes(at: path), "scale \(scale), \(path)")
                }
            }
        }
    }

    // MARK: - Rules of qualification

    /// A two-column grid section, its cell's width given.
    private static func grid(cell: LayoutItem? = nil, groupHeight: LayoutDimension = .absolute(50))
        -> LayoutSection
    {
        LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), groupHeight),
                subitems: [cell ?? F.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
    }

    /// Asserts that `section` repeated for `counts` is kept as repeating groups (or not) in its first
    /// section, and that it answers as the stamped layout.
    private func assertRepeats(
        _ section: LayoutSection, counts: [Int] = [7], _ expected: Bool, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let layout = F.prepared(section, counts: counts)
        var twin = CompositionalLayout(section: section)
        twin._storesEverySection = true
        let context = LayoutContext(
            viewportSize: Size(width: 375, height: 812), itemCounts: counts, displayScale: 2)
        twin.prepare(context)
        XCTAssertEqual(layout.state.store.sections[0].repeating != nil, expected, file: file, line: line)
        Self.assertSameGeometry(layout, twin, context: context, "", file: file, line: line)
    }

    func testRepeating_FixedAndFractionalSizes_Repeat() {
        assertRepeats(Self.grid(), true)
    }

    func testRepeating_EstimatedItemSize_IsStamped() {
        assertRepeats(Self.grid(cell: F.item(.fractionalWidth(0.5), .estimated(40))), false)
    }

    func testRepeating_EstimatedGroupSize_IsStamped() {
        assertRepeats(Self.grid(groupHeight: .estimated(50)), false)
    }

    func testRepeating_EstimatedSizeInANestedGroup_IsStamped() {
        let inner = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)),
            subitems: [F.item(.fractionalWidth(1), .estimated(20))])
        assertRepeats(Self.grid(cell: LayoutItem(inner)), false)
    }

    func testRepeating_EstimatedBadgeSize_IsStamped() {
        var cell = F.item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.estimated(10), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top]))
        ]
        assertRepeats(Self.grid(cell: cell), false)
    }

    func testRepeating_OrthogonalSection_IsStampedInItsBand() {
        var section = Self.grid()
        section.orthogonalScrollingBehavior = .paging
        assertRepeats(section, false)
        XCTAssertNotNil(F.prepared(section, counts: [7]).state.store.sections[0].band)
    }

    func testRepeating_EmptySection_HoldsNothing() {
        let layout = F.prepared(Self.grid(), counts: [0, 5])
        XCTAssertNil(layout.state.store.sections[0].repeating)
        XCTAssertEqual(layout.state.store.sections[0].items.count, 0)
        XCTAssertNotNil(layout.state.store.sections[1].repeating)
        XCTAssertEqual(layout.attributes(in: .infinite).filter { $0.path.section == 0 }.count, 0)
    }

    func testRepeating_ZeroStride_IsStamped() {
        // Groups of no length and no spacing all sit at one place: no division finds them.
        assertRepeats(Self.grid(groupHeight: .absolute(0)), false)
    }

    func testRepeating_SinglePartialGroup_HoldsItsCellsAndTheirBadges() {
        var cell = F.item(.fractionalWidth(0.25), .fractionalHeight(1))
        cell.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(8), .absolute(8)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        let section = Self.grid(cell: cell)
        assertRepeats(section, counts: [3], true)
        let layout = F.prepared(section, counts: [3])
        XCTAssertEqual(layout.state.store.sections[0].repeating?.count, 6)
        XCTAssertEqual(layout.state.store.sections[0].items.count, 0)
        let all = layout.attributes(in: .infinite)
        XCTAssertEqual(all.filter { $0.kind == .cell }.count, 3)
        XCTAssertEqual(
            Set(all.filter { $0.kind == .supplementary("badge") }.map { $0.path.item }), [0, 1, 2])
        XCTAssertNil(layout.attributes(at: ItemPath(item: 3, section: 0)))
    }

    func testRepeating_Badges_KeepTheirKindsAndCellsInFullAndLastGroups() {
        var first = F.item(.fractionalWidth(0.25), .fractionalHeight(1))
        first.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(8), .absolute(8)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing])),
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(6), .absolute(6)), elementKind: "dot",
                containerAnchor: LayoutAnchor(edges: [.bottom])),
        ]
        let plain = F.item(.fractionalWidth(0.25), .fractionalHeight(1))
        let section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(60)),
                subitems: [plain, first, plain, first]))
        for count in [1, 2, 3, 4, 5, 6, 9, 12] {
            assertRepeats(section, counts: [count], true)
        }
        let layout = F.prepared(section, counts: [6])
        // Two full-group badges pairs on cells 1 and 3, one pair on cell 5 of the last group.
        let badges = layout.attributes(in: .infinite).filter { $0.kind == .supplementary("badge") }
        XCTAssertEqual(badges.map { $0.path.item }.sorted(), [1, 3, 5])
    }

    func testRepeating_ForcedStampedPath_StoresEveryFrame() {
        var layout = CompositionalLayout(section: Self.grid())
        layout._storesEverySection = true
        layout.prepare(LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: [9]))
        XCTAssertNil(layout.state.store.sections[0].repeating)
        XCTAssertEqual(layout.state.store.sections[0].items.count, 9)
    }

    func testRepeating_ReportedSize_ChangesNothing() {
        var layout = F.prepared(Self.grid(), counts: [20, 20])
        let before = layout.attributes(in: .infinite)
        layout.reportSize(Size(width: 10, height: 300), forItemAt: ItemPath(item: 4, section: 0))
        XCTAssertNotNil(layout.state.store.sections[0].repeating)
        assertSameElements(layout.attributes(in: .infinite), before)
    }

    func testRepeating_AppendToTheLastSection_OnlyChangesItsCount() {
        var layout = F.prepared(Self.grid(), counts: [5, 1_000])
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 375, height: 812), itemCounts: [5, 1_100], displayScale: 2))
        XCTAssertEqual(layout.state.store.sections[1].repeating?.itemCount, 1_100)
        XCTAssertEqual(layout.state.store.sections[1].items.count, 0)
        XCTAssertEqual(layout.state.templates.resolutionCount, 1)
        let fresh = F.prepared(Self.grid(), counts: [5, 1_100])
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testRepeating_SectionsOfOneGroup_ShareOneTemplate() {
        let layout = F.prepared(Self.grid(), counts: Array(repeating: 10, count: 50))
        let templates = Set(
            layout.state.store.sections.compactMap { $0.repeating.map { ObjectIdentifier($0.template) } })
        XCTAssertEqual(templates.count, 1)
        XCTAssertEqual(layout.state.repeatingTemplates.count, 1)
    }
}
