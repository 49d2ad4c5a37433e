import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

private typealias F = CompositionalFixtures

/// Memory and work that grow with the items, not with sections times cells per group: sections
/// with equal groups share one template, a short section reserves only its own elements, and
/// the last section keeps room for the next page.
final class CompositionalSharingTests: XCTestCase {
    private let viewport = Size(width: 390, height: 844)

    /// A group of 10 000 cells: 100 columns of 100 tiles.
    private static func largeGroup() -> LayoutGroup {
        let tile = F.item(.fractionalWidth(0.01), .absolute(4))
        let column = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.01), .fractionalHeight(1)), subitems: [tile])
        return .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(400)), subitems: [LayoutItem(column)])
    }

    /// A two-column row, built anew on each call.
    private static func rowGroup(height: Double = 100) -> LayoutGroup {
        .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(height)),
            subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 2)])
    }

    /// The address of a template's cell storage: equal addresses are one shared buffer.
    private static func templateIdentity(_ layout: CompositionalLayout, section: Int) -> UnsafeRawPointer? {
        layout.state.plans[section].template?.cells.withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress)
        }
    }

    func testTemplates_SectionsWithEqualGroupsBuiltApart_ShareOneTemplateResolvedOnce() {
        // The provider builds a new group value for every section: equal definitions share.
        var layout = CompositionalLayout { _, _ in LayoutSection(group: Self.rowGroup()) }
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [5, 7, 3, 9]))
        XCTAssertEqual(layout.state.templates.resolutionCount, 1)
        XCTAssertEqual(layout.state.templates.distinct.count, 1)
        XCTAssertNotNil(Self.templateIdentity(layout, section: 0))
        for section in 1..<4 {
            XCTAssertEqual(
                Self.templateIdentity(layout, section: section), Self.templateIdentity(layout, section: 0))
        }
    }

    func testTemplates_GroupsThatDifferOrResolveInOtherSizes_KeepTheirOwn() {
        // Section 1's group is taller; section 2 has the first group but narrower content.
        var inset = LayoutSection(group: Self.rowGroup())
        inset.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let sections = [
            LayoutSection(group: Self.rowGroup()), LayoutSection(group: Self.rowGroup(height: 120)), inset,
            LayoutSection(group: Self.rowGroup()),
        ]
        var layout = CompositionalLayout(sections: .list(sections))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2, 2, 2]))
        XCTAssertEqual(layout.state.templates.resolutionCount, 3)
        XCTAssertEqual(layout.state.templates.distinct.count, 3)
        XCTAssertEqual(Self.templateIdentity(layout, section: 3), Self.templateIdentity(layout, section: 0))
        XCTAssertNotEqual(
            Self.templateIdentity(layout, section: 1), Self.templateIdentity(layout, section: 0))
        XCTAssertNotEqual(
            Self.templateIdentity(layout, section: 2), Self.templateIdentity(layout, section: 0))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 1))?.frame.height, 116)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.frame.minX, 22)
    }

    func testTemplates_CustomGroupsMadeAnewPerSection_ShareEqualTemplates() {
        // Closures cannot be compared: each new custom group is resolved, and the equal
        // results are stored once.
        var layout = CompositionalLayout { _, _ in
            LayoutSection(
                group: .custom(layoutSize: F.size(.fractionalWidth(1), .absolute(80))) { environment in
                    [
                        LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 40, height: 40)),
                        LayoutGroupCustomItem(
                            frame: Rect(x: environment.containerSize.width - 40, y: 40, width: 40, height: 40)
                        ),
                    ]
                })
        }
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [4, 4, 4]))
        XCTAssertEqual(layout.state.templates.resolutionCount, 3)
        XCTAssertEqual(layout.state.templates.distinct.count, 1)
        XCTAssertEqual(Self.templateIdentity(layout, section: 2), Self.templateIdentity(layout, section: 0))
    }

    func testTemplates_OneCustomGroupInEverySection_CallsItsClosureOnce() {
        let calls = CallCounter()
        let group = LayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(80))) { _ in
            calls.increment()
            return [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 50, height: 50))]
        }
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: Array(repeating: 3, count: 50)))
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 2, section: 49))?.frame.width, 50)
    }

    func testTemplates_NaNSizedGroups_AreResolvedPerSectionAndNotKept() {
        // A definition that is not equal to itself would never be found again: it is not kept.
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(.nan)),
            subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: Array(repeating: 2, count: 20)))
        XCTAssertEqual(layout.state.templates.resolutionCount, 20)
        XCTAssertEqual(layout.state.templates.byDefinition.count, 0)
        XCTAssertTrue(layout.contentSize.height.isFinite)
    }

    func testTemplates_ShortSectionsOfALargeGroup_HoldOnlyTheirOwnItems() {
        // Ten items of a 10 000-cell group: one template for all sections, and each section's
        // index sized for its ten items, not the group's cells.
        var layout = CompositionalLayout(section: LayoutSection(group: Self.largeGroup()))
        layout._storesEverySection = true  // the stamped path's storage
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: Array(repeating: 10, count: 200)))
        XCTAssertEqual(layout.state.templates.resolutionCount, 1)
        XCTAssertEqual(layout.state.plans[0].template?.cells.count, 10_000)
        for section in [0, 100, 199] {
            XCTAssertEqual(layout.state.store.sections[section].items.count, 10)
            XCTAssertLessThan(layout.state.store.sections[section].items.frames.capacity, 100)
        }
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 9, section: 199))?.frame,
            layout.attributes(at: ItemPath(item: 9, section: 0))?.frame.offsetBy(
                dx: 0, dy: 199 * 400))
    }

    func testTemplates_ElementCount_CountsFullGroupsAndTheLastGroupsBadges() {
        var cell = F.item(.fractionalWidth(0.25), .fractionalHeight(1))
        cell.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(8), .absolute(8)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
        let template = GroupTemplate.resolve(
            group, in: viewport, environment: LayoutEnvironment(containerSize: viewport))
        XCTAssertEqual(template.cells.count, 4)
        XCTAssertEqual(template.elementCount(forItems: 0), 0)
        XCTAssertEqual(template.elementCount(forItems: 3), 6)
        XCTAssertEqual(template.elementCount(forItems: 4), 8)
        XCTAssertEqual(template.elementCount(forItems: 10), 20)
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout._storesEverySection = true  // the stamped path's storage
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [10, 3]))
        XCTAssertEqual(layout.state.store.sections[0].items.count, 20)
        XCTAssertEqual(layout.state.store.sections[1].items.count, 6)
    }

    func testAppend_FirstPageAfterAFullPrepare_WritesIntoTheLastSectionsSpareRoom() {
        // The last section is sized with an eighth spare, so the first page neither copies its
        // frames nor resolves its group again, and the result equals a fresh prepare.
        let section = LayoutSection(group: Self.rowGroup())
        var layout = CompositionalLayout(section: section)
        layout._storesEverySection = true  // the stamped path's storage
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [50, 10_000]))
        // No copy of the frames is kept here: a second reference would make the append copy.
        XCTAssertGreaterThanOrEqual(layout.state.store.sections[1].items.frames.capacity, 10_000 + 10_000 / 8)
        let storage = layout.state.store.sections[1].items.frames.withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress)
        }
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [50, 10_100]))
        XCTAssertEqual(layout.state.templates.resolutionCount, 1)
        XCTAssertEqual(layout.state.store.sections[1].items.count, 10_100)
        XCTAssertEqual(
            layout.state.store.sections[1].items.frames.withUnsafeBufferPointer {
                UnsafeRawPointer($0.baseAddress)
            },
            storage)
        var fresh = CompositionalLayout(section: section)
        fresh.prepare(LayoutContext(viewportSize: viewport, itemCounts: [50, 10_100]))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testAppend_SectionsBeforeTheLast_ReserveNoSpare() {
        var layout = CompositionalLayout(section: LayoutSection(group: Self.rowGroup()))
        layout._storesEverySection = true  // the stamped path's storage
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [10_000, 10]))
        XCTAssertLessThan(layout.state.store.sections[0].items.frames.capacity, 10_000 + 10_000 / 16)
    }

    func testSharing_EverySectionsTemplate_EqualsItsGroupResolvedAlone() {
        // Seeded: groups of three heights in sections of two widths, built anew per section;
        // each section's shared template is the one its own group resolves to.
        var generator = SeededGenerator(seed: 7)
        for round in 0..<20 {
            let counts = (0..<Int.random(in: 1...16, using: &generator)).map { _ in
                Int.random(in: 0...40, using: &generator)
            }
            let heights = counts.indices.map { _ in Double(Int.random(in: 1...3, using: &generator)) * 40 }
            let insets = counts.indices.map { _ in Double(Int.random(in: 0...1, using: &generator)) * 15 }
            var layout = CompositionalLayout { index, _ in
                var section = LayoutSection(group: Self.rowGroup(height: heights[index]))
                section.contentInsets = DirectionalEdgeInsets(all: insets[index])
                return section
            }
            layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts, displayScale: 3))
            XCTAssertLessThanOrEqual(layout.state.templates.distinct.count, 6, "seed 7 round \(round)")
            for (section, count) in counts.enumerated() where count > 0 {
                let plan = layout.state.plans[section]
                XCTAssertEqual(
                    plan.template,
                    GroupTemplate.resolve(
                        Self.rowGroup(height: heights[section]), in: plan.container,
                        environment: layout.state.environment),
                    "seed 7 round \(round) section \(section)")
            }
        }
    }

    // MARK: - Section definitions

    func testDefinitions_ListPastItsEnd_RepeatsTheLastAndAnEmptyListLeavesEverySectionEmpty() {
        let sections = [
            LayoutSection(group: Self.rowGroup(height: 40)), LayoutSection(group: Self.rowGroup()),
        ]
        var layout = CompositionalLayout(sections: .list(sections))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2, 2]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.height, 36)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.frame.height, 96)
        XCTAssertEqual(layout.contentSize.height, 240)
        var empty = CompositionalLayout(sections: .list([]))
        empty.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2]))
        XCTAssertNil(empty.attributes(at: ItemPath(item: 0, section: 1)))
        XCTAssertEqual(empty.contentSize.height, 0)
    }

    func testDefinitions_HandlerOnALaterListEntry_IsApplied() {
        var marked = LayoutSection(group: Self.rowGroup())
        marked.visibleItemsInvalidationHandler = CompositionalHandlerTests.marking(section: 2)
        var layout = CompositionalLayout(sections: .list([LayoutSection(group: Self.rowGroup()), marked]))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2, 2]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.alpha, 1)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 2))?.alpha, 0.5)
    }

    func testDefinitions_ComputedSections_AreAskedOncePerSectionPerPrepare() {
        let calls = CallCounter()
        var layout = CompositionalLayout(
            sections: .computed { _ in
                calls.increment()
                return LayoutSection(group: Self.rowGroup())
            })
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2, 2]))
        XCTAssertEqual(calls.count, 3)
        _ = layout.attributes(in: .infinite)
        _ = layout.attributes(at: ItemPath(item: 1, section: 2))
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [2, 2, 4]))
        XCTAssertEqual(calls.count, 3)
    }
}

/// Counts a closure's calls (the closure is `@Sendable`; tests call it on one thread).
private final class CallCounter: @unchecked Sendable {
    private(set) var count = 0

    func increment() { count += 1 }
}
