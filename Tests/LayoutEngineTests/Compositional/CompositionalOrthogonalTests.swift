import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Orthogonal sections: the band, the window, the offset and each behaviour's snapping.
///
/// The reference row: a vertical layout 375 wide (scale 1); groups 150 × 100 holding one item,
/// 10 apart; the section inset 20 leading and trailing. Group k's cell: x = 20 + 160 k,
/// y = 0. Content across: 20 + 10 · 150 + 9 · 10 + 20 = 1630; offsets 0…1255 (1630 − 375).
final class CompositionalOrthogonalTests: XCTestCase {
    static func row(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.absolute(150), .absolute(100)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(leading: 20, trailing: 20)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// The reference row (section 0, 10 items) followed by a plain one-column list
    /// (section 1, 3 items of 50).
    static func layout(
        _ behavior: OrthogonalScrollingBehavior, direction: LayoutDirection = .leftToRight
    ) -> CompositionalLayout {
        let list = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(50)),
                subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        let row = row(behavior)
        var layout = CompositionalLayout { index, _ in index == 0 ? row : list }
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 375, height: 600), itemCounts: [10, 3], layoutDirection: direction))
        return layout
    }

    private func visibleCells(_ layout: CompositionalLayout, section: Int = 0) -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        for element in layout.attributes(in: .infinite)
        where element.kind == .cell && element.path.section == section {
            result[element.path.item] = element.frame
        }
        return result
    }

    func testOrthogonal_GroupsRunAcrossInOneBandAndLaterSectionsFollowIt() {
        let layout = Self.layout(.continuous)
        XCTAssertEqual(layout.contentSize, Size(width: 375, height: 250))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 9, section: 0))?.frame,
            Rect(x: 1460, y: 0, width: 150, height: 100))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 1))?.frame,
            Rect(x: 0, y: 100, width: 375, height: 50))
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0), 0...1255)
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 1), 0...0)
    }

    func testOrthogonal_WindowShowsOnlyItemsVisibleAtTheOffset() {
        var layout = Self.layout(.continuous)
        XCTAssertEqual(
            visibleCells(layout),
            [
                0: Rect(x: 20, y: 0, width: 150, height: 100), 1: Rect(x: 180, y: 0, width: 150, height: 100),
                2: Rect(x: 340, y: 0, width: 150, height: 100),
            ])
        layout.setOrthogonalOffset(300, forSection: 0)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 300)
        XCTAssertEqual(
            visibleCells(layout),
            [
                1: Rect(x: -120, y: 0, width: 150, height: 100),
                2: Rect(x: 40, y: 0, width: 150, height: 100),
                3: Rect(x: 200, y: 0, width: 150, height: 100),
                4: Rect(x: 360, y: 0, width: 150, height: 100),
            ])
        XCTAssertEqual(Set(visibleCells(layout, section: 1).keys), [0, 1, 2], "other sections do not move")
        let query = layout.attributes(in: Rect(x: 100, y: 10, width: 50, height: 10))
        XCTAssertEqual(query.map(\.path), [ItemPath(item: 2, section: 0)])
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: -280, y: 0, width: 150, height: 100),
            "attributes(at:) moves with the offset, visible or not")
    }

    func testOrthogonal_OffsetIsClampedWhenReadAndBadValuesAreIgnored() {
        var layout = Self.layout(.continuous)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0)
        layout.setOrthogonalOffset(5000, forSection: 0)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 1255)
        XCTAssertEqual(Set(visibleCells(layout).keys), [7, 8, 9])
        layout.setOrthogonalOffset(.nan, forSection: 0)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 1255)
        layout.setOrthogonalOffset(-50, forSection: 0)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0)
        layout.setOrthogonalOffset(100, forSection: 1)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 1), 0, "a plain section has no offset")
        XCTAssertEqual(layout.orthogonalOffset(forSection: 7), 0)
    }

    func testOrthogonal_RightToLeftStartsAtTheRightAndScrollsLeftward() {
        var layout = Self.layout(.continuous, direction: .rightToLeft)
        XCTAssertEqual(visibleCells(layout)[0], Rect(x: 205, y: 0, width: 150, height: 100))
        XCTAssertEqual(Set(visibleCells(layout).keys), [0, 1, 2])
        layout.setOrthogonalOffset(300, forSection: 0)
        XCTAssertEqual(Set(visibleCells(layout).keys), [1, 2, 3, 4])
        XCTAssertEqual(visibleCells(layout)[1], Rect(x: 345, y: 0, width: 150, height: 100))
    }

    func testOrthogonal_HorizontalLayoutStacksGroupsVertically() {
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.absolute(100), .absolute(80)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var layout = CompositionalLayout(
            section: section, configuration: CompositionalLayout.Configuration(scrollDirection: .horizontal))
        layout.prepare(LayoutContext(viewportSize: Size(width: 400, height: 300), itemCounts: [5]))
        XCTAssertEqual(layout.contentSize, Size(width: 100, height: 300))
        XCTAssertEqual(Set(visibleCells(layout).keys), [0, 1, 2, 3])
        XCTAssertEqual(visibleCells(layout)[3], Rect(x: 0, y: 240, width: 100, height: 80))
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0), 0...100)
        layout.setOrthogonalOffset(50, forSection: 0)
        XCTAssertEqual(Set(visibleCells(layout).keys), [0, 1, 2, 3, 4])
        XCTAssertEqual(visibleCells(layout)[0], Rect(x: 0, y: -50, width: 100, height: 80))
    }

    func testOrthogonal_ConformanceAtSeveralOffsets() {
        for seed in TestCampaign.seeds(30) {
            var generator = SeededGenerator(seed: seed)
            let behaviors: [OrthogonalScrollingBehavior] = [
                .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
                .groupPagingCentered,
            ]
            let sections = (0..<generator.int(in: 1...4)).map { _ in
                var section = F.randomSection(&generator)
                section.orthogonalScrollingBehavior = behaviors[generator.int(in: 0...5)]
                if generator.bool() {
                    let scale = generator.double(in: 0.5...1.5)
                    section.visibleItemsInvalidationHandler = { items, offset, _ in
                        for index in items.indices {
                            items[index].transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
                            items[index].zIndex = Int(offset.x + offset.y)
                        }
                    }
                    section.visibleItemsMaximumOutset = 100
                }
                return section
            }
            let configuration = CompositionalLayout.Configuration(
                scrollDirection: generator.bool() ? .vertical : .horizontal,
                interSectionSpacing: generator.double(in: 0...20))
            var layout = CompositionalLayout(configuration: configuration) { index, _ in
                sections[index % sections.count]
            }
            let counts = (0..<generator.int(in: 1...5)).map { _ in generator.int(in: 0...60) }
            let context = LayoutContext(
                bounds: Rect(
                    x: 0, y: 0, width: generator.double(in: 200...500),
                    height: generator.double(in: 300...900)),
                itemCounts: counts, layoutDirection: generator.bool() ? .leftToRight : .rightToLeft,
                displayScale: Double(generator.int(in: 1...3)))
            layout.prepare(context)
            let model = CompositionalModel.of(configuration: configuration) { sections[$0 % sections.count] }
            for _ in 0..<3 {
                for section in counts.indices {
                    let range = layout.orthogonalOffsetRange(forSection: section)
                    layout.setOrthogonalOffset(
                        generator.double(in: (range.lowerBound - 100)...(range.upperBound + 100)),
                        forSection: section)
                }
                LayoutConformance.checkIndex(layout, context: context, model: model, seed: seed, queries: 60)
            }
        }
    }
}
