import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Supplementary items anchored to groups (`LayoutGroup.supplementaryItems`, UIKit's
/// `NSCollectionLayoutGroup.supplementaryItems`): placed on the group's frame by the anchor
/// rule, numbered with the group's first item, returned by every query.
final class CompositionalGroupSupplementaryTests: XCTestCase {
    private static let frameKind: ElementKind.Name = "group-frame"

    private static func supplementary(
        _ kind: ElementKind.Name, width: LayoutDimension = .absolute(20),
        height: LayoutDimension = .absolute(10),
        _ anchor: LayoutAnchor
    ) -> LayoutSupplementaryItem {
        LayoutSupplementaryItem(layoutSize: F.size(width, height), elementKind: kind, containerAnchor: anchor)
    }

    /// Three 100 × 50 cells in a 300 × 60 group inset by 5 on every side, one group per row.
    private static func rowSection(_ supplementaryItems: [LayoutSupplementaryItem]) -> LayoutSection {
        var group = LayoutGroup.horizontal(
            layoutSize: F.size(.absolute(310), .absolute(60)),
            repeatingSubitem: F.item(.absolute(100), .absolute(50)), count: 3)
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        group.supplementaryItems = supplementaryItems
        return LayoutSection(group: group)
    }

    private static func elements(_ layout: CompositionalLayout, kind: ElementKind.Name) -> [LayoutAttributes]
    {
        layout.attributes(in: .infinite).filter { $0.kind == .supplementary(kind) }.sorted {
            $0.path < $1.path
        }
    }

    // MARK: - Placement

    func testGroupSupplementary_EachEdgeAndCorner_LinesUpWithTheGroupFrameBeforeItsInsets() {
        let cases: [(DirectionalRectEdge, Point)] = [
            (.top, Point(x: 145, y: 0)), (.bottom, Point(x: 145, y: 50)), (.leading, Point(x: 0, y: 25)),
            (.trailing, Point(x: 290, y: 25)), ([.top, .leading], Point(x: 0, y: 0)),
            ([.bottom, .trailing], Point(x: 290, y: 50)), ([], Point(x: 145, y: 25)),
            ([.leading, .trailing], Point(x: 145, y: 25)),
        ]
        for (edges, origin) in cases {
            let layout = F.prepared(
                Self.rowSection([Self.supplementary(Self.frameKind, LayoutAnchor(edges: edges))]),
                counts: [6],
                width: 310)
            let found = Self.elements(layout, kind: Self.frameKind)
            XCTAssertEqual(found.count, 2, "\(edges)")
            guard found.count == 2 else { continue }
            assertRect(found[0].frame, Rect(x: origin.x, y: origin.y, width: 20, height: 10), "\(edges)")
            // The second group is one group height (60) further down.
            assertRect(found[1].frame, Rect(x: origin.x, y: origin.y + 60, width: 20, height: 10), "\(edges)")
        }
    }

    func testGroupSupplementary_Offsets_MoveItInPointsOrInFractionsOfItsOwnSize() {
        let absolute = Self.supplementary(
            "a", LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 4, y: -6)))
        let fractional = Self.supplementary(
            "f", LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let layout = F.prepared(Self.rowSection([absolute, fractional]), counts: [3], width: 310)
        assertRect(Self.elements(layout, kind: "a").first?.frame, Rect(x: 294, y: -6, width: 20, height: 10))
        assertRect(Self.elements(layout, kind: "f").first?.frame, Rect(x: 300, y: -5, width: 20, height: 10))
    }

    func testGroupSupplementary_FractionalSize_ResolvesAgainstTheGroupSize() {
        let band = Self.supplementary(
            Self.frameKind, width: .fractionalWidth(1), height: .fractionalHeight(0.5),
            LayoutAnchor(edges: .bottom))
        let layout = F.prepared(Self.rowSection([band]), counts: [3], width: 310)
        assertRect(
            Self.elements(layout, kind: Self.frameKind).first?.frame,
            Rect(x: 0, y: 30, width: 310, height: 30))
    }

    func testGroupSupplementary_PathIsTheGroupsFirstItem_AlsoInAPartialLastGroup() {
        let layout = F.prepared(
            Self.rowSection([Self.supplementary(Self.frameKind, LayoutAnchor(edges: .top))]), counts: [7],
            width: 310)
        XCTAssertEqual(
            Self.elements(layout, kind: Self.frameKind).map(\.path),
            [0, 3, 6].map { ItemPath(item: $0, section: 0) })
    }

    func testGroupSupplementary_ZIndex_IsItsOwn_TenByDefault() {
        var low = Self.supplementary("low", LayoutAnchor(edges: .top))
        low.zIndex = -3
        let layout = F.prepared(
            Self.rowSection([Self.supplementary(Self.frameKind, LayoutAnchor(edges: .top)), low]),
            counts: [3],
            width: 310)
        XCTAssertEqual(Self.elements(layout, kind: Self.frameKind).first?.zIndex, 10)
        XCTAssertEqual(Self.elements(layout, kind: "low").first?.zIndex, -3)
    }

    func testGroupSupplementary_NestedGroup_AnchorsToTheNestedGroupsFrame_NumberedWithItsFirstCell() {
        // Two columns (nested vertical groups of two 40-tall cells) side by side; each column
        // carries a label on its top, the outer group a frame on its bottom.
        var column = LayoutGroup.vertical(
            layoutSize: F.size(.absolute(100), .absolute(80)),
            repeatingSubitem: F.item(.fractionalWidth(1), .absolute(40)),
            count: 2)
        column.supplementaryItems = [Self.supplementary("column", LayoutAnchor(edges: .top))]
        var columnItem = LayoutItem(column)
        columnItem.edgeSpacing = nil
        var outer = LayoutGroup.horizontal(
            layoutSize: F.size(.absolute(200), .absolute(80)), repeatingSubitem: columnItem, count: 2)
        outer.supplementaryItems = [Self.supplementary(Self.frameKind, LayoutAnchor(edges: .bottom))]
        let layout = F.prepared(LayoutSection(group: outer), counts: [8], width: 200)
        XCTAssertEqual(
            Self.elements(layout, kind: "column").map(\.path),
            [0, 2, 4, 6].map { ItemPath(item: $0, section: 0) })
        XCTAssertEqual(
            Self.elements(layout, kind: "column").map(\.frame),
            [
                Rect(x: 40, y: 0, width: 20, height: 10), Rect(x: 140, y: 0, width: 20, height: 10),
                Rect(x: 40, y: 80, width: 20, height: 10), Rect(x: 140, y: 80, width: 20, height: 10),
            ])
        XCTAssertEqual(
            Self.elements(layout, kind: Self.frameKind).map(\.frame),
            [Rect(x: 90, y: 70, width: 20, height: 10), Rect(x: 90, y: 150, width: 20, height: 10)])
    }

    func testGroupSupplementary_SelfSizedGroup_AnchorsToItsFittedFrame() {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(40)))
        var group = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .estimated(40)), subitems: [item])
        group.supplementaryItems = [Self.supplementary(Self.frameKind, LayoutAnchor(edges: .bottom))]
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        let context = LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: [3])
        layout.prepare(context)
        layout.reportSize(Size(width: 300, height: 90), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        let found = Self.elements(layout, kind: Self.frameKind)
        XCTAssertEqual(found.map(\.frame.minY), [80, 120, 160])
    }

    // MARK: - Storage, updates, bands

    func testGroupSupplementary_SectionKeptAsRepeatingGroups_AnswersAsAStampedSection() {
        for seed in TestCampaign.seeds(6) {
            var g = SeededGenerator(seed: seed)
            let section = Self.randomSection(&g).section
            let counts = [g.int(in: 0...30), g.int(in: 1...30)]
            let repeating = F.prepared(section, counts: counts)
            var stamped = CompositionalLayout(section: section)
            stamped._storesEverySection = true
            stamped.prepare(
                LayoutContext(
                    viewportSize: Size(width: 375, height: 812), itemCounts: counts, displayScale: 2))
            for _ in 0..<20 {
                let rect = g.queryRect(in: repeating.contentSize)
                assertSameElements(
                    repeating.attributes(in: rect), stamped.attributes(in: rect), "seed \(seed) \(rect)")
            }
            assertSameElements(
                repeating.attributes(in: .infinite), stamped.attributes(in: .infinite), "seed \(seed)")
        }
    }

    func testGroupSupplementary_BatchUpdate_MovesThemWithTheirGroups_AsAFreshPrepare() throws {
        let section = Self.rowSection([Self.supplementary(Self.frameKind, LayoutAnchor(edges: .top))])
        var layout = F.prepared(section, counts: [7], width: 310)
        let context = LayoutContext(
            viewportSize: Size(width: 310, height: 812), itemCounts: [10], displayScale: 2)
        try layout.prepare(
            context,
            updates: [.insertItems(at: [0, 1, 2].map { ItemPath(item: $0, section: 0) })])
        var fresh = CompositionalLayout(section: section)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(Self.elements(layout, kind: Self.frameKind).map(\.path.item), [0, 3, 6, 9])
    }

    func testGroupSupplementary_OrthogonalSection_MoveWithTheBandsOffset() {
        var section = Self.rowSection([
            Self.supplementary(Self.frameKind, LayoutAnchor(edges: [.top, .leading]))
        ])
        section.group.layoutSize = F.size(.absolute(250), .absolute(60))
        section.orthogonalScrollingBehavior = .continuous
        var layout = F.prepared(section, counts: [9], width: 300)
        let before = Self.elements(layout, kind: Self.frameKind)
        XCTAssertEqual(before.map(\.path.item), [0, 3])
        layout.setOrthogonalOffset(200, forSection: 0)
        let after = Self.elements(layout, kind: Self.frameKind)
        guard let moved = after.first(where: { $0.path.item == 3 }), let was = before.last else {
            return XCTFail("the second group's supplementary item is not shown")
        }
        XCTAssertEqual(was.frame.minX, 250)
        XCTAssertEqual(moved.frame.minX, 50)
    }

    func testGroupSupplementary_HostPointQuery_FindsIt() {
        let section = Self.rowSection([
            Self.supplementary(Self.frameKind, LayoutAnchor(edges: [.top, .leading]))
        ])
        var host = CollectionHost(
            layout: CompositionalLayout(section: section), viewportSize: Size(width: 310, height: 600),
            itemCounts: [6])
        _ = host.advance(to: 0)
        XCTAssertEqual(
            host.element(at: Point(x: 2, y: 62)),
            ElementID(kind: .supplementary(Self.frameKind), path: ItemPath(item: 3, section: 0)))
    }

    // MARK: - Brute force

    /// A random section of groups of `count` copies of a cell (horizontal or vertical), inset,
    /// optionally made of nested groups of copies, with supplementary items on the outer group
    /// and, when nested, on the inner groups: every size absolute, so that the brute force
    /// computes every group frame from the definitions.
    private static func randomSection(_ g: inout SeededGenerator) -> RandomSection {
        func randomSupplementaries(_ g: inout SeededGenerator, prefix: String) -> [LayoutSupplementaryItem] {
            (0..<g.int(in: 1...3)).map { number in
                let edges = DirectionalRectEdge(rawValue: UInt8(g.int(in: 0...15)))
                let offset = Point(x: g.double(in: -20...20).rounded(), y: g.double(in: -20...20).rounded())
                let anchor =
                    g.bool()
                    ? LayoutAnchor(edges: edges, absoluteOffset: offset)
                    : LayoutAnchor(edges: edges, fractionalOffset: Point(x: offset.x / 40, y: offset.y / 40))
                let width: LayoutDimension =
                    g.bool() ? .absolute(g.double(in: 4...40).rounded()) : .fractionalWidth(0.5)
                return supplementary(
                    ElementKind.Name("\(prefix)\(number)"), width: width, height: .absolute(8), anchor)
            }
        }
        let axis: Axis = g.bool() ? .horizontal : .vertical
        let cell = F.item(.absolute(40), .absolute(30))
        var member = cell
        if g.bool() {
            var inner =
                axis == .horizontal
                ? LayoutGroup.vertical(
                    layoutSize: F.size(.absolute(40), .absolute(60)), repeatingSubitem: cell, count: 2)
                : LayoutGroup.horizontal(
                    layoutSize: F.size(.absolute(80), .absolute(30)), repeatingSubitem: cell, count: 2)
            inner.supplementaryItems = randomSupplementaries(&g, prefix: "inner")
            member = LayoutItem(inner)
        }
        let count = g.int(in: 1...3)
        let memberSize = Size(
            width: member.isGroup && axis == .vertical ? 80 : 40,
            height: member.isGroup && axis == .horizontal ? 60 : 30)
        let inset = g.double(in: 0...8).rounded()
        let groupSize =
            axis == .horizontal
            ? Size(width: Double(count) * memberSize.width + 2 * inset, height: memberSize.height + 2 * inset)
            : Size(width: memberSize.width + 2 * inset, height: Double(count) * memberSize.height + 2 * inset)
        let layoutSize = F.size(.absolute(groupSize.width), .absolute(groupSize.height))
        var group =
            axis == .horizontal
            ? LayoutGroup.horizontal(layoutSize: layoutSize, repeatingSubitem: member, count: count)
            : LayoutGroup.vertical(layoutSize: layoutSize, repeatingSubitem: member, count: count)
        group.contentInsets = DirectionalEdgeInsets(
            top: inset, leading: inset, bottom: inset, trailing: inset)
        group.supplementaryItems = randomSupplementaries(&g, prefix: "outer")
        var section = LayoutSection(group: group)
        section.interGroupSpacing = g.double(in: 0...12).rounded()
        section.contentInsets = DirectionalEdgeInsets(top: 6, leading: 10, bottom: 4, trailing: 10)
        if g.bool() { section.boundarySupplementaryItems = [F.header(24)] }
        return RandomSection(
            section: section, cellsPerGroup: count * (member.isGroup ? 2 : 1),
            cellsPerMember: member.isGroup ? 2 : 1,
            groupSize: groupSize, memberSize: memberSize, inset: inset)
    }

    /// A random section and the numbers its groups were made with.
    private struct RandomSection {
        var section: LayoutSection
        var cellsPerGroup: Int
        var cellsPerMember: Int
        var groupSize: Size
        var memberSize: Size
        var inset: Double
    }

    /// The frame of `supplementary` on `container`, from ``LayoutAnchor``'s documented rule.
    private static func anchored(_ supplementary: LayoutSupplementaryItem, on container: Rect) -> Rect {
        func length(_ dimension: LayoutDimension, _ reference: Double) -> Double {
            switch dimension {
            case .absolute(let value): value
            case .fractionalWidth(let fraction): fraction * container.width
            case .fractionalHeight(let fraction): fraction * container.height
            default: reference
            }
        }
        let width = length(supplementary.layoutSize.widthDimension, container.width)
        let height = length(supplementary.layoutSize.heightDimension, container.height)
        let anchor = supplementary.containerAnchor
        let edges = anchor.edges
        var x = container.midX - width / 2
        if edges.contains(.leading) != edges.contains(.trailing) {
            x = edges.contains(.leading) ? container.minX : container.maxX - width
        }
        var y = container.midY - height / 2
        if edges.contains(.top) != edges.contains(.bottom) {
            y = edges.contains(.top) ? container.minY : container.maxY - height
        }
        let scale = anchor.isFractionalOffset ? Size(width: width, height: height) : Size(width: 1, height: 1)
        return Rect(
            x: x + anchor.offset.x * scale.width, y: y + anchor.offset.y * scale.height, width: width,
            height: height)
    }

    /// Every group supplementary item `layout` must show: each group's frame found from its
    /// first cell (`attributes(at:)`) less the group's insets, each nested group's from its
    /// first cell, and the anchor rule applied to them.
    private static func expectedGroupSupplementaries(
        _ layout: CompositionalLayout, _ made: RandomSection, counts: [Int]
    ) -> [ElementKey: Rect] {
        var result: [ElementKey: Rect] = [:]
        let group = made.section.group
        let member = group.subitems.first
        func expect(_ items: [LayoutSupplementaryItem], on box: Rect, at path: ItemPath) {
            for supplementary in items {
                result[ElementKey(kind: .supplementary(supplementary.elementKind), path: path)] = anchored(
                    supplementary, on: box)
            }
        }
        for (section, itemCount) in counts.enumerated() {
            for first in stride(from: 0, to: itemCount, by: made.cellsPerGroup) {
                let path = ItemPath(item: first, section: section)
                guard let cell = layout.attributes(at: path) else { continue }
                let origin = Point(x: cell.frame.minX - made.inset, y: cell.frame.minY - made.inset)
                expect(group.supplementaryItems, on: Rect(origin: origin, size: made.groupSize), at: path)
                guard let member, member.isGroup else { continue }
                let end = min(first + made.cellsPerGroup, itemCount)
                for inner in stride(from: first, to: end, by: made.cellsPerMember) {
                    let innerPath = ItemPath(item: inner, section: section)
                    guard let innerCell = layout.attributes(at: innerPath) else { continue }
                    expect(
                        member.supplementaryItems,
                        on: Rect(origin: innerCell.frame.origin, size: made.memberSize),
                        at: innerPath)
                }
            }
        }
        return result
    }

    func testGroupSupplementary_RandomSections_MatchTheBruteForceFromTheDefinitions() {
        for seed in TestCampaign.seeds(12) {
            var g = SeededGenerator(seed: seed)
            let made = Self.randomSection(&g)
            let counts = [g.int(in: 0...25), g.int(in: 1...25)]
            let layout = F.prepared(made.section, counts: counts)
            let expected = Self.expectedGroupSupplementaries(layout, made, counts: counts)
            XCTAssertFalse(expected.isEmpty, "seed \(seed)")
            let kinds = Set(expected.keys.map(\.kind))
            var found: [ElementKey: Rect] = [:]
            for element in layout.attributes(in: .infinite) where kinds.contains(element.kind) {
                XCTAssertNil(found[ElementKey(element)], "seed \(seed): \(element.path) returned twice")
                found[ElementKey(element)] = element.frame
            }
            XCTAssertEqual(Set(found.keys), Set(expected.keys), "seed \(seed)")
            let tolerance = 0.5 + 1e-9
            for (key, frame) in expected {
                assertRect(found[key], frame, tolerance: tolerance, "seed \(seed) \(key)")
            }
            for _ in 0..<20 {
                let rect = g.queryRect(in: layout.contentSize)
                let returned = Set(
                    layout.attributes(in: rect).filter { kinds.contains($0.kind) }.map(ElementKey.init))
                for (key, frame) in expected
                where frame.intersects(rect.insetBy(dx: tolerance, dy: tolerance)) {
                    XCTAssert(returned.contains(key), "seed \(seed): \(key) missing from \(rect)")
                }
                for key in returned {
                    XCTAssert(
                        expected[key]?.intersects(rect.insetBy(dx: -tolerance, dy: -tolerance)) == true,
                        "seed \(seed): \(key) returned for \(rect)")
                }
            }
        }
    }
}
