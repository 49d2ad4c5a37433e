import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// Self-sizing in repeating groups, nested groups and orthogonal sections: each rule on a
/// small layout whose frames are worked out by hand, and each result equal to a fresh layout
/// given the same reports.
final class CompositionalSelfSizingGroupTests: XCTestCase {
    private func layout(
        _ sections: [LayoutSection], counts: [Int], reports: [(ItemPath, Size)] = [],
        interSectionSpacing: Double = 0
    ) -> CompositionalLayout {
        var layout = CompositionalLayout(
            configuration: CompositionalLayout.Configuration(interSectionSpacing: interSectionSpacing)
        ) { index, _ in sections[index % sections.count] }
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 375, height: 812), itemCounts: counts, displayScale: 2))
        return layout
    }

    /// Reports `reports` one by one to `layout` and checks it against a fresh layout given all
    /// of them before its prepare.
    private func report(
        _ reports: [(ItemPath, Size)], to layout: inout CompositionalLayout, _ sections: [LayoutSection],
        counts: [Int], interSectionSpacing: Double = 0, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (path, size) in reports { layout.reportSize(size, forItemAt: path) }
        let fresh = self.layout(
            sections, counts: counts, reports: reports, interSectionSpacing: interSectionSpacing)
        XCTAssertEqual(layout.contentSize, fresh.contentSize, file: file, line: line)
        for section in counts.indices {
            XCTAssertEqual(
                F.cellFrames(layout, section: section, count: counts[section]),
                F.cellFrames(fresh, section: section, count: counts[section]), "section \(section)",
                file: file, line: line)
        }
    }

    // MARK: - Fixed sizes

    /// Reports for cells whose items have no estimated axis, inside nested and repeating groups
    /// of random fractional sizes and insets, change nothing, bit for bit: the groups are placed
    /// as without the reports (not fitted at the origin and moved, whose additions round
    /// differently).
    func testSelfSizing_FixedCellsInNestedAndRepeatingGroups_ReportsChangeNothingBitForBit() {
        for seed in UInt64(0)..<60 {
            var g = SeededGenerator(seed: seed)
            var leaf = LayoutItem(
                layoutSize: F.size(
                    .fractionalWidth(g.double(in: 0.1...0.5)), .absolute(g.double(in: 10...90))))
            leaf.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...4))
            var inner = LayoutGroup.vertical(
                layoutSize: F.size(
                    .fractionalWidth(g.double(in: 0.3...0.6)), .absolute(g.double(in: 50...150))),
                subitems: [
                    LayoutItem(
                        layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(g.double(in: 0.2...0.5)))),
                    LayoutItem(
                        layoutSize: F.size(.fractionalWidth(0.9), .fractionalHeight(g.double(in: 0.2...0.5)))),
                ])
            inner.interItemSpacing = .fixed(g.double(in: 0...8))
            inner.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...4))
            var nested = LayoutGroup.horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(g.double(in: 100...200))),
                subitems: [leaf, LayoutItem(inner)])
            nested.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...6))
            let repeating = LayoutGroup.horizontal(
                layoutSize: F.size(
                    .fractionalWidth(g.double(in: 0.5...1)), .absolute(g.double(in: 50...150))),
                repeatingSubitem: LayoutItem(inner), count: g.int(in: 1...4))
            var first = LayoutSection(group: nested)
            first.contentInsets = DirectionalEdgeInsets(all: g.double(in: 0...20))
            first.interGroupSpacing = g.double(in: 0...12)
            let sections = [first, LayoutSection(group: repeating)]
            let counts = [30, 30]
            var layout = layout(sections, counts: counts)
            let before = layout
            for item in 0..<counts[0] where g.bool() {
                let size = Size(width: g.double(in: 20...200), height: g.double(in: 20...200))
                layout.reportSize(size, forItemAt: ItemPath(item: item, section: g.int(in: 0...1)))
            }
            XCTAssertEqual(layout.contentSize, before.contentSize, "seed \(seed)")
            for section in counts.indices {
                XCTAssertEqual(
                    F.cellFrames(layout, section: section, count: counts[section]),
                    F.cellFrames(before, section: section, count: counts[section]),
                    "seed \(seed), section \(section)")
            }
        }
    }

    // MARK: - Repeating groups

    /// Three copies per row, 50 estimated: item 1 measures 80 (its row grows to 80), item 4
    /// measures 30 (its row keeps 50, the other copies' estimate); the measured widths are
    /// ignored (the count rule sizes the copies along the axis).
    func testSelfSizing_RepeatingGroup_EachCopyTakesItsMeasuredLengthAcrossTheAxis() {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(50)))
        let section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .estimated(50)), repeatingSubitem: item, count: 3))
        var layout = layout([section], counts: [6])
        report(
            [
                (ItemPath(item: 1, section: 0), Size(width: 999, height: 80)),
                (ItemPath(item: 4, section: 0), Size(width: 1, height: 30)),
            ], to: &layout, [section], counts: [6])
        XCTAssertEqual(
            F.cellFrames(layout, count: 6),
            [
                Rect(x: 0, y: 0, width: 125, height: 50), Rect(x: 125, y: 0, width: 125, height: 80),
                Rect(x: 250, y: 0, width: 125, height: 50), Rect(x: 0, y: 80, width: 125, height: 50),
                Rect(x: 125, y: 80, width: 125, height: 30), Rect(x: 250, y: 80, width: 125, height: 50),
            ])
        XCTAssertEqual(layout.contentSize.height, 130)
    }

    // MARK: - Nested groups

    /// A row: a nested column (half width, estimated 100, two cells of estimated 50) and a
    /// trailing cell (half width, estimated 100).
    private static func nestedRow(innerHeight: LayoutDimension) -> LayoutSection {
        let cell = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(50)))
        let column = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.5), innerHeight), subitems: [cell])
        let trailing = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(100)))
        return LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .estimated(100)),
                subitems: [LayoutItem(column), trailing]))
    }

    /// Item 1 (the column's second cell) measures 80: the column grows to 130, and so does the
    /// row; item 2, after the nested group, takes its measured 40; the next row moves by 30.
    func testSelfSizing_NestedGroup_MeasuredCellGrowsItsGroupAndTheGroupsAroundIt() {
        let section = Self.nestedRow(innerHeight: .estimated(100))
        var layout = layout([section], counts: [6])
        report(
            [
                (ItemPath(item: 1, section: 0), Size(width: 1, height: 80)),
                (ItemPath(item: 2, section: 0), Size(width: 1, height: 40)),
            ], to: &layout, [section], counts: [6])
        XCTAssertEqual(
            F.cellFrames(layout, count: 6),
            [
                Rect(x: 0, y: 0, width: 187.5, height: 50), Rect(x: 0, y: 50, width: 187.5, height: 80),
                Rect(x: 187.5, y: 0, width: 187.5, height: 40),
                Rect(x: 0, y: 130, width: 187.5, height: 50), Rect(x: 0, y: 180, width: 187.5, height: 50),
                Rect(x: 187.5, y: 130, width: 187.5, height: 100),
            ])
        XCTAssertEqual(layout.contentSize.height, 230)
    }

    /// A column of an absolute height keeps it: the cell after the column in a vertical group
    /// stays where the column's 100 points end, while an estimated column pushes it down.
    func testSelfSizing_NestedGroup_ResizesOnlyOnItsEstimatedAxes() {
        func stack(_ innerHeight: LayoutDimension) -> LayoutSection {
            let cell = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(50)))
            let column = LayoutGroup.vertical(
                layoutSize: F.size(.fractionalWidth(1), innerHeight), subitems: [cell])
            let trailing = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(50)))
            return LayoutSection(
                group: .vertical(
                    layoutSize: F.size(.fractionalWidth(1), .estimated(150)),
                    subitems: [LayoutItem(column), trailing]))
        }
        let measured = [(ItemPath(item: 1, section: 0), Size(width: 1, height: 80))]
        for (height, trailingY) in [(LayoutDimension.absolute(100), 100.0), (.estimated(100), 130)] {
            let section = stack(height)
            var layout = layout([section], counts: [4])
            report(measured, to: &layout, [section], counts: [4])
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: 2, section: 0))?.frame,
                Rect(x: 0, y: trailingY, width: 375, height: 50), "\(height)")
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, trailingY + 50, "\(height)")
        }
    }

    /// A nested group two levels deep: the measurement grows every estimated group outward.
    func testSelfSizing_NestedGroup_MeasurementPropagatesOutwardThroughEveryLevel() {
        let cell = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(40)))
        let inner = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .estimated(40)), subitems: [cell])
        let middle = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.5), .estimated(40)), subitems: [LayoutItem(inner)])
        let section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .estimated(40)), subitems: [LayoutItem(middle)]))
        var layout = layout([section], counts: [4])
        XCTAssertEqual(F.cellFrames(layout, count: 2)[1], Rect(x: 187.5, y: 0, width: 187.5, height: 40))
        report(
            [(ItemPath(item: 0, section: 0), Size(width: 1, height: 70))], to: &layout, [section], counts: [4]
        )
        XCTAssertEqual(
            F.cellFrames(layout, count: 4),
            [
                Rect(x: 0, y: 0, width: 187.5, height: 70), Rect(x: 187.5, y: 0, width: 187.5, height: 40),
                Rect(x: 0, y: 70, width: 187.5, height: 40), Rect(x: 187.5, y: 70, width: 187.5, height: 40),
            ])
    }

    // MARK: - Orthogonal sections

    /// A band of groups 100 wide (estimated), 10 apart, one cell each.
    private static func band(_ behavior: OrthogonalScrollingBehavior = .continuous) -> LayoutSection {
        let cell = LayoutItem(layoutSize: F.size(.estimated(100), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: F.size(.estimated(100), .absolute(50)), subitems: [cell]))
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// Item 1 measures 150 wide: its group follows, the groups after it move 50 across the
    /// axis, and the band's range grows by 50.
    func testSelfSizing_Orthogonal_MeasuredGroupMovesTheLaterGroupsAcrossTheAxis() {
        let section = Self.band()
        var layout = layout([section], counts: [5])
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0), 0...165)
        report(
            [(ItemPath(item: 1, section: 0), Size(width: 150, height: 999))], to: &layout, [section],
            counts: [5])
        XCTAssertEqual(
            F.cellFrames(layout, count: 5).map(\.minX), [0, 110, 270, 380, 490], "groups move across")
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.size, Size(width: 150, height: 50))
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0), 0...215)
        XCTAssertEqual(layout.contentSize.height, 50, "the height is absolute")
    }

    /// A report keeps the band's scroll offset.
    func testSelfSizing_Orthogonal_ReportKeepsTheSectionsOffset() {
        let section = Self.band()
        var layout = layout([section], counts: [5])
        layout.setOrthogonalOffset(100, forSection: 0)
        layout.reportSize(Size(width: 150, height: 1), forItemAt: ItemPath(item: 3, section: 0))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 100)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minX, -100)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 4, section: 0))?.frame.minX, 440 + 50 - 100)
    }

    /// Centred paging centres the measured group's real length.
    func testSelfSizing_Orthogonal_CentredPagingCentresTheMeasuredGroup() {
        let section = Self.band(.groupPagingCentered)
        var layout = layout([section], counts: [5])
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0).lowerBound, 50 - 187.5)
        layout.reportSize(Size(width: 150, height: 1), forItemAt: ItemPath(item: 0, section: 0))
        XCTAssertEqual(layout.orthogonalOffsetRange(forSection: 0), (75 - 187.5)...(440 + 50 + 50 - 187.5))
    }

    /// Bands of groups 200 wide and 44 tall (estimated): the section is as tall as its tallest
    /// group, and the next section follows.
    func testSelfSizing_Orthogonal_SectionExtentFollowsTheTallestGroup() {
        let cell = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(44)))
        var section = LayoutSection(
            group: .vertical(layoutSize: F.size(.absolute(200), .estimated(44)), subitems: [cell]))
        section.orthogonalScrollingBehavior = .continuous
        var layout = layout([section], counts: [3, 2], interSectionSpacing: 12)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 56)
        report(
            [(ItemPath(item: 1, section: 0), Size(width: 1, height: 90))], to: &layout, [section],
            counts: [3, 2], interSectionSpacing: 12)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 102)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.height, 90)
        let all = [
            (ItemPath(item: 0, section: 0), Size(width: 1, height: 30)),
            (ItemPath(item: 1, section: 0), Size(width: 1, height: 20)),
            (ItemPath(item: 2, section: 0), Size(width: 1, height: 25)),
        ]
        report(all, to: &layout, [section], counts: [3, 2], interSectionSpacing: 12)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.minY, 42,
            "every group measured: the tallest of them, 30")
    }
}
