import LayoutEngine
import XCTest

private typealias F = CompositionalFixtures

final class CompositionalGroupTests: XCTestCase {
    /// Cells of a single-section layout of `group` with no insets, at display scale 8.
    private func cells(_ group: LayoutGroup, count: Int, width: Double = 300) -> [Rect] {
        F.cellFrames(
            F.prepared(LayoutSection(group: group), counts: [count], width: width, scale: 8), count: count)
    }

    private func row(_ height: Double, subitems: [LayoutItem]) -> LayoutGroup {
        .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(height)), subitems: subitems)
    }

    func testGroup_FillRepeatsTheSubitemWhileItFits() {
        let frames = cells(row(50, subitems: [F.item(.absolute(100), .absolute(50))]), count: 4, width: 350)
        XCTAssertEqual(frames.map(\.minX), [0, 100, 200, 0])
        XCTAssertEqual(frames.map(\.minY), [0, 0, 0, 50])
    }

    func testGroup_FillCyclesThroughTheSubitemsInOrder() {
        let a = F.item(.absolute(100), .absolute(40))
        let b = F.item(.absolute(50), .absolute(20))
        let frames = cells(row(40, subitems: [a, b]), count: 5)
        XCTAssertEqual(frames.map(\.minX), [0, 100, 150, 250, 0])
        XCTAssertEqual(frames.map(\.width), [100, 50, 100, 50, 100])
        XCTAssertEqual(frames[4].minY, 40)
    }

    func testGroup_CountComputesTheSubitemLengthSoThatCountItemsAndSpacingFill() {
        var group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(60)),
            repeatingSubitem: F.item(.absolute(999), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        XCTAssertEqual(
            cells(group, count: 3, width: 320),
            [
                Rect(x: 0, y: 0, width: 100, height: 60), Rect(x: 110, y: 0, width: 100, height: 60),
                Rect(x: 220, y: 0, width: 100, height: 60),
            ])
        var column = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .absolute(300)),
            repeatingSubitem: F.item(.fractionalWidth(0.5), .absolute(1)), count: 2)
        column.interItemSpacing = .fixed(20)
        XCTAssertEqual(
            cells(column, count: 3),
            [
                Rect(x: 0, y: 0, width: 150, height: 140), Rect(x: 0, y: 160, width: 150, height: 140),
                Rect(x: 0, y: 300, width: 150, height: 140),
            ])
    }

    func testGroup_FlexibleSpacingSharesTheLeftoverLength() {
        var group = row(80, subitems: [F.item(.absolute(80), .absolute(80))])
        group.interItemSpacing = .flexible(10)
        XCTAssertEqual(cells(group, count: 3, width: 320).map(\.minX), [0, 120, 240])
        group.interItemSpacing = .fixed(10)
        XCTAssertEqual(cells(group, count: 3, width: 320).map(\.minX), [0, 90, 180])
    }

    /// Outer horizontal group (400 × 200): a big item 0.75 wide beside a vertical group 0.25
    /// wide holding a small item (half its height) over a horizontal group of two tiny items.
    func testGroup_NestedThreeDeepNumbersCellsDepthFirst() {
        let tinyRow = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)),
            subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let column = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.25), .fractionalHeight(1)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(0.5)), LayoutItem(tinyRow)])
        let outer = row(
            200, subitems: [F.item(.fractionalWidth(0.75), .fractionalHeight(1)), LayoutItem(column)])
        XCTAssertEqual(
            cells(outer, count: 5, width: 400),
            [
                Rect(x: 0, y: 0, width: 300, height: 200), Rect(x: 300, y: 0, width: 100, height: 100),
                Rect(x: 300, y: 100, width: 50, height: 100), Rect(x: 350, y: 100, width: 50, height: 100),
                Rect(x: 0, y: 200, width: 300, height: 200),
            ])
    }

    func testGroup_ContentInsetsShrinkTheBoxTheSubitemsResolveAgainst() {
        var group = row(60, subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        XCTAssertEqual(
            cells(group, count: 2, width: 320),
            [Rect(x: 10, y: 5, width: 150, height: 50), Rect(x: 160, y: 5, width: 150, height: 50)])
    }

    func testItem_EstimatedDimensionIsFixedAndIgnoresContentInsetsOnItsAxis() {
        let group = row(80, subitems: [F.item(.fractionalWidth(0.5), .estimated(80), insets: 5)])
        XCTAssertEqual(cells(group, count: 1).first, Rect(x: 5, y: 0, width: 140, height: 80))
        let estimatedGroup = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .estimated(70)),
            subitems: [F.item(.fractionalWidth(1), .absolute(70))])
        XCTAssertEqual(cells(estimatedGroup, count: 2).map(\.minY), [0, 70])
    }

    func testItem_EdgeSpacingAddsToTheFootprintAndFlexibleEdgesShareLeftover() {
        var spaced = F.item(.absolute(100), .absolute(40))
        spaced.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .flexible(0), bottom: .flexible(0))
        XCTAssertEqual(
            cells(row(100, subitems: [spaced]), count: 2),
            [Rect(x: 10, y: 30, width: 100, height: 40), Rect(x: 120, y: 30, width: 100, height: 40)])
        spaced.edgeSpacing = LayoutEdgeSpacing(top: .flexible(0))
        XCTAssertEqual(cells(row(100, subitems: [spaced]), count: 1).first?.minY, 60)
        var centred = F.item(.absolute(120), .absolute(40))
        centred.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        // Two fit (240 of 300); 60 left over shared by four flexible edges.
        XCTAssertEqual(cells(row(40, subitems: [centred]), count: 2).map(\.minX), [15, 165])
    }

    func testGroup_CustomFramesAreClampedIntoTheGroupAndKeepTheirZIndex() {
        let group = LayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(100))) {
            environment in
            XCTAssertEqual(environment.containerSize, Size(width: 300, height: 100))
            return [
                LayoutGroupCustomItem(frame: Rect(x: 10, y: 10, width: 50, height: 50), zIndex: 2),
                LayoutGroupCustomItem(frame: Rect(x: 280, y: 50, width: 50, height: 80)),
                LayoutGroupCustomItem(frame: Rect(x: -20, y: -20, width: 10, height: 10)),
                LayoutGroupCustomItem(frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
            ]
        }
        let layout = F.prepared(LayoutSection(group: group), counts: [5], width: 300)
        XCTAssertEqual(
            F.cellFrames(layout, count: 5),
            [
                Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 280, y: 50, width: 20, height: 50),
                Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: 0, height: 0),
                Rect(x: 10, y: 110, width: 50, height: 50),
            ])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 4, section: 0))?.zIndex, 2)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.zIndex, 0)
    }

    // MARK: - Bad input

    func testGroup_EmptySubitemsHoldOneItemFillingTheGroup() {
        XCTAssertEqual(
            cells(row(50, subitems: []), count: 2),
            [Rect(x: 0, y: 0, width: 300, height: 50), Rect(x: 0, y: 50, width: 300, height: 50)])
        let empty = LayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(40))) { _ in [] }
        XCTAssertEqual(cells(empty, count: 1), [Rect(x: 0, y: 0, width: 300, height: 40)])
    }

    func testGroup_SubitemLongerThanTheGroupIsShortenedAndHeldAlone() {
        let frames = cells(row(50, subitems: [F.item(.absolute(500), .absolute(50))]), count: 2)
        XCTAssertEqual(
            frames, [Rect(x: 0, y: 0, width: 300, height: 50), Rect(x: 0, y: 50, width: 300, height: 50)])
    }

    func testGroup_ZeroLengthSubitemsEndTheFillAfterOneCycle() {
        let frames = cells(row(20, subitems: [F.item(.absolute(0), .absolute(20))]), count: 3)
        XCTAssertEqual(frames.map(\.minY), [0, 20, 40])
        XCTAssertEqual(frames.map(\.width), [0, 0, 0])
    }

    func testGroup_CountBelowOneReadsAsOneAndHugeCountsAreCapped() {
        let one = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(30)),
            repeatingSubitem: F.item(.absolute(1), .absolute(30)),
            count: 0)
        XCTAssertEqual(cells(one, count: 1), [Rect(x: 0, y: 0, width: 300, height: 30)])
        let huge = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(30)),
            repeatingSubitem: F.item(.absolute(1), .absolute(30)),
            count: 1_000_000)
        let layout = F.prepared(LayoutSection(group: huge), counts: [20_001], width: 300)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 9_999, section: 0))?.frame.minY, 0)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 10_000, section: 0))?.frame.minY, 30)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 20_000, section: 0))?.frame.minY, 60)
        let nested = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(1), .absolute(30)), repeatingSubitem: LayoutItem(huge),
            count: 10_000)
        let capped = F.prepared(LayoutSection(group: nested), counts: [10_001], width: 300)
        XCTAssertEqual(capped.attributes(at: ItemPath(item: 10_000, section: 0))?.frame.minY, 30)
    }

    /// The group's limit counts cells of one group (10 000, as documented), apart from the
    /// items laid out in all; its former name still compiles and means the same limit.
    @available(*, deprecated)
    func testGroup_CellLimitKeepsItsFormerName() {
        XCTAssertEqual(LayoutGroup.maximumCellCount, 10_000)
        XCTAssertEqual(LayoutGroup.maximumItemCount, LayoutGroup.maximumCellCount)
        XCTAssertNotEqual(LayoutGroup.maximumCellCount, LayoutContext.maximumItemCount)
    }

    func testGroup_BadDimensionsGiveFiniteDocumentedFrames() {
        let bad = [
            F.item(.fractionalWidth(-1), .absolute(10)), F.item(.fractionalWidth(.nan), .absolute(.infinity)),
            F.item(.absolute(-5), .fractionalHeight(1e300)), F.item(.fractionalWidth(1e300), .absolute(.nan)),
        ]
        var group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1e300), .absolute(40)), subitems: bad)
        group.interItemSpacing = .fixed(.nan)
        group.contentInsets = DirectionalEdgeInsets(
            top: -3, leading: .nan, bottom: .infinity, trailing: 1e300)
        let layout = F.prepared(LayoutSection(group: group), counts: [8], width: 300)
        XCTAssertEqual(layout.attributes(in: .infinite).count, 8)
        for element in layout.attributes(in: .infinite) {
            XCTAssert(element.frame.isFinite, "\(element)")
        }
        // The group is clamped to 100 container widths (30 000); its huge trailing inset
        // collapses the content box to zero width; the infinite bottom inset reads as 0. Zero
        // widths end the fill after one cycle: four cells a group. The third cell's height is
        // clamped to 100 times the group's 40.
        let first = F.cellFrames(layout, count: 5)
        XCTAssertEqual(first[0], Rect(x: 0, y: 0, width: 0, height: 10))
        XCTAssertEqual(first[1], Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(first[2], Rect(x: 0, y: 0, width: 0, height: 4000))
        XCTAssertEqual(first[4], Rect(x: 0, y: 40, width: 0, height: 10))
        XCTAssertEqual(layout.contentSize.width, 300)
    }
}
