import LayoutEngine
import XCTest

private typealias F = CompositionalFixtures

final class CompositionalSectionTests: XCTestCase {
    /// A hand-checked section, 5 items, display scale 2 (every value below is on the
    /// half-point grid, so rounding changes nothing).
    ///
    /// Container 375 × 812. Section content insets 7 → content size 361 × 798.
    /// Header: width fractionalWidth(1) of the section's content width (supplementaries follow
    ///   the content insets, UIKit's default) = 361, at x 7; height 50; y 0.
    /// Content starts after the header: y 50. Groups start after the top inset: y 57.
    /// Group: fractionalWidth(1) of 361 = 361 wide, 268 tall, at x 7.
    /// Item space: fractionalWidth(0.5) of the group's 361 = 180.5 wide, 150 tall.
    ///   Two fit in a group (180.5 + 180.5 = 361), so each group holds 2 items; 5 items → 3
    ///   groups, the last holding 1.
    /// Cells: the item space shrunk by 7 on each side → 166.5 × 136.
    ///   item 0: space (7, 57)      → cell (14, 64, 166.5, 136)
    ///   item 1: space (187.5, 57)  → cell (194.5, 64, 166.5, 136)
    ///   item 2: space (7, 325)     → cell (14, 332, 166.5, 136)      (57 + 268)
    ///   item 3: space (187.5, 325) → cell (194.5, 332, 166.5, 136)
    ///   item 4: space (7, 593)     → cell (14, 600, 166.5, 136)      (57 + 2 · 268)
    /// Groups end at 57 + 3 · 268 = 861; bottom inset → content end 868.
    /// Footer: (7, 868, 361, 20). Content size 375 × 888.
    func testSection_HandChecked375PointTwoColumnSection() {
        let layout = F.prepared(F.clipSection(), counts: [5])
        XCTAssertEqual(
            F.cellFrames(layout, count: 5),
            [
                Rect(x: 14, y: 64, width: 166.5, height: 136),
                Rect(x: 194.5, y: 64, width: 166.5, height: 136),
                Rect(x: 14, y: 332, width: 166.5, height: 136),
                Rect(x: 194.5, y: 332, width: 166.5, height: 136),
                Rect(x: 14, y: 600, width: 166.5, height: 136),
            ])
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader),
            [ItemPath(item: 0, section: 0): Rect(x: 7, y: 0, width: 361, height: 50)])
        XCTAssertEqual(
            F.frames(layout, kind: .sectionFooter),
            [ItemPath(item: 0, section: 0): Rect(x: 7, y: 868, width: 361, height: 20)])
        XCTAssertEqual(layout.contentSize, Size(width: 375, height: 888))
        XCTAssertEqual(layout.attributes(in: .infinite).count, 7)
        XCTAssertNil(layout.attributes(at: ItemPath(item: 5, section: 0)))
    }

    func testSection_InterGroupSpacingGoesBetweenGroupsOnly() {
        var section = F.clipSection(header: nil, footer: nil)
        section.interGroupSpacing = 10
        let layout = F.prepared(section, counts: [6])
        // Groups at 7, 7 + 268 + 10 = 285, 285 + 278 = 563; content end 563 + 268 + 7.
        XCTAssertEqual(F.cellFrames(layout, count: 6).map(\.minY), [14, 14, 292, 292, 570, 570])
        XCTAssertEqual(layout.contentSize.height, 838)
    }

    func testSection_EmptySectionKeepsItsInsetsAndBoundaryItems() {
        let layout = F.prepared(F.clipSection(), counts: [0])
        // Header 50, insets 7 + 7, footer 20.
        XCTAssertEqual(layout.contentSize.height, 84)
        XCTAssertEqual(
            F.frames(layout, kind: .sectionFooter)[ItemPath(item: 0, section: 0)],
            Rect(x: 7, y: 64, width: 361, height: 20))
        XCTAssertEqual(layout.attributes(in: .infinite).filter { $0.kind == .cell }.count, 0)
    }

    func testSection_GroupFractionalHeightResolvesAgainstTheSectionContentHeight() {
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.25)),
            subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let layout = F.prepared(section, counts: [2], width: 300, height: 820)
        // Content height 820 - 20 = 800; a quarter is 200.
        XCTAssertEqual(
            F.cellFrames(layout, count: 2),
            [Rect(x: 0, y: 10, width: 300, height: 200), Rect(x: 0, y: 210, width: 300, height: 200)])
    }

    func testSection_HeaderThatDoesNotExtendOverlapsTheContent() {
        var section = F.clipSection(header: nil, footer: nil)
        var header = F.header(30)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = F.prepared(section, counts: [2])
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader).values.first, Rect(x: 7, y: 0, width: 361, height: 30))
        XCTAssertEqual(F.cellFrames(layout, count: 1).first?.minY, 14)
    }

    func testSection_BoundaryAlignmentPlacesAcrossAndOffsetMoves() {
        var section = F.clipSection(header: nil, footer: nil)
        let half = F.size(.fractionalWidth(0.5), .absolute(40))
        let leading = LayoutBoundarySupplementaryItem(
            layoutSize: half, elementKind: "a", alignment: .topLeading)
        let trailing = LayoutBoundarySupplementaryItem(
            layoutSize: half, elementKind: "b", alignment: .topTrailing, absoluteOffset: Point(x: -2, y: 3))
        let centred = LayoutBoundarySupplementaryItem(layoutSize: half, elementKind: "c", alignment: .bottom)
        let side = LayoutBoundarySupplementaryItem(
            layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: "d", alignment: .trailing)
        section.boundarySupplementaryItems = [leading, trailing, centred, side]
        let layout = F.prepared(section, counts: [2], scale: 4)
        let path = ItemPath(item: 0, section: 0)
        // Content width 361 from x 7; half is 180.5.
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("a"))[path], Rect(x: 7, y: 0, width: 180.5, height: 40))
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("b"))[path], Rect(x: 185.5, y: 3, width: 180.5, height: 40))
        // Content: 40 .. 40 + 7 + 268 + 7 = 322; the bottom item after it, centred.
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("c"))[path],
            Rect(x: 97.25, y: 322, width: 180.5, height: 40))
        // A side item sits at the content's start on its side, extending nothing.
        XCTAssertEqual(
            F.frames(layout, kind: .supplementary("d"))[path], Rect(x: 348, y: 40, width: 20, height: 20))
        XCTAssertEqual(layout.contentSize.height, 362)
    }

    func testSection_SupplementariesIgnoringContentInsetsSpanTheContainer() {
        var section = F.clipSection(header: 50, footer: nil)
        section.supplementariesFollowContentInsets = false
        let layout = F.prepared(section, counts: [2])
        XCTAssertEqual(
            F.frames(layout, kind: .sectionHeader).values.first, Rect(x: 0, y: 0, width: 375, height: 50))
    }

    func testSection_DuplicateBoundaryKindsGetSuccessiveItemIndexes() {
        var section = F.clipSection(header: nil, footer: nil)
        section.boundarySupplementaryItems = [F.header(10), F.header(20)]
        let layout = F.prepared(section, counts: [1])
        XCTAssertEqual(
            Set(F.frames(layout, kind: .sectionHeader).keys),
            [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
    }

    func testSection_BackgroundCoversTheContentAreaAcrossTheContainerLessItsInsets() {
        var section = F.clipSection()
        var background = LayoutDecorationItem.background(elementKind: "bg")
        background.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        section.decorationItems = [background]
        let layout = F.prepared(section, counts: [3])
        // Content from 50 to 57 + 2 · 268 + 7 = 600.
        let frames = F.frames(layout, kind: .decoration("bg"))
        XCTAssertEqual(frames, [ItemPath(item: 0, section: 0): Rect(x: 2, y: 51, width: 369, height: 546)])
        let element = layout.attributes(in: .infinite).first { $0.kind == .decoration("bg") }
        XCTAssertEqual(element?.zIndex, -1)
    }

    func testSection_BadgeSitsOnItsCellCornerMovedByAFractionOfItsSize() {
        var item = F.item(.fractionalWidth(0.5), .absolute(100))
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: LayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        ]
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = F.prepared(LayoutSection(group: group), counts: [3], width: 400, scale: 10)
        // Cell 1: (200, 0, 200, 100); badge top-trailing (380, 0) moved by (6, -6).
        let badges = F.frames(layout, kind: .supplementary("badge"))
        XCTAssertEqual(badges.count, 3)
        XCTAssertEqual(badges[ItemPath(item: 1, section: 0)], Rect(x: 386, y: -6, width: 20, height: 20))
        XCTAssertEqual(badges[ItemPath(item: 2, section: 0)], Rect(x: 186, y: 94, width: 20, height: 20))
        let centred = LayoutAnchor(edges: [], absoluteOffset: Point(x: 1, y: 2))
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(0.5)), elementKind: "dot",
                containerAnchor: centred)
        ]
        let single = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let second = F.prepared(LayoutSection(group: single), counts: [1], width: 400)
        XCTAssertEqual(
            F.frames(second, kind: .supplementary("dot"))[ItemPath(item: 0, section: 0)],
            Rect(x: 51, y: 27, width: 100, height: 50))
    }

    func testSection_ValidateNamesTheFirstBadField() {
        var section = F.clipSection()
        XCTAssertNoThrow(try section.validate())
        section.interGroupSpacing = -1
        XCTAssertThrowsError(try section.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "interGroupSpacing")
        }
        section.interGroupSpacing = 0
        section.group = .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(10)),
            subitems: [F.item(.fractionalWidth(.nan), .absolute(1))])
        XCTAssertThrowsError(try section.validate()) { error in
            XCTAssertEqual(
                (error as? LayoutConfigurationError)?.field, "group.subitems[0].layoutSize.widthDimension")
        }
        section.group = .horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(10)),
            repeatingSubitem: F.item(.absolute(1), .absolute(1)),
            count: 0)
        XCTAssertThrowsError(try section.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "group.count")
        }
    }
}
