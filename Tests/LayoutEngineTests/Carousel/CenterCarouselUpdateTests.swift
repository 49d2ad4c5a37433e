import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates of the carousel (rules 14 to 16): the batch is checked against the last
/// prepare's counts, survivors slide from their old slot as drawn at the old offset, inserted
/// items fade in, deleted ones fade out, and the centred item stays centred.
final class CenterCarouselUpdateTests: XCTestCase {
    private let page = CarouselFixtures.page

    private func prepared(
        _ layout: CenterCarouselLayout = CarouselFixtures.scaleLayout(), counts: [Int] = [5], slot: Double
    ) -> CenterCarouselLayout {
        CarouselFixtures.prepared(layout, counts: counts, offset: slot * CarouselFixtures.page)
    }

    private func update(
        _ layout: inout CenterCarouselLayout, counts: [Int], offset: Double? = nil,
        _ updates: [CollectionUpdate],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let context = CarouselFixtures.context(
            layout, counts: counts, offset: offset ?? layout.state.offset,
            viewport: layout.state.geometry.viewport)
        XCTAssertNoThrow(try layout.prepare(context, updates: updates), file: file, line: line)
    }

    private func item(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    // MARK: - Rule 14: checking the batch

    func testCenterCarousel_Update_BeforeTheFirstPrepareJustPrepares() throws {
        var layout = CarouselFixtures.scaleLayout()
        let context = CarouselFixtures.context(layout, counts: [4], offset: 190)
        try layout.prepare(context, updates: [.deleteItems(at: [item(9)])])
        let fresh = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [4], offset: 190)
        XCTAssertEqual(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(1)), fresh.attributes(at: item(1)))
    }

    func testCenterCarousel_Update_InvalidBatchThrowsAndLeavesTheLayoutAsItWas() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        let before = answers(layout)
        let context = CarouselFixtures.context(layout, counts: [8], offset: 100)
        XCTAssertThrowsError(try layout.prepare(context, updates: [.insertItems(at: [item(0)])])) { error in
            XCTAssertEqual(
                error as? CollectionUpdateError,
                CollectionUpdateError(section: 0, reason: .itemCountMismatch(expected: 7, actual: 8)))
        }
        XCTAssertEqual(answers(layout), before)
        XCTAssertEqual(layout.state.itemCounts, [6])
    }

    func testCenterCarousel_Update_ChecksAgainstTheCountsKeptThroughConfigurationChangesAndInvalidate() {
        var layout = prepared(counts: [5], slot: 2)
        layout.configuration.spacingMode = .fixed(spacing: 40)
        layout.invalidate()
        let context = CarouselFixtures.context(layout, counts: [6], offset: 380)
        XCTAssertThrowsError(try layout.prepare(context, updates: []), "5 items before, 6 after, no insert")
        XCTAssertNoThrow(try layout.prepare(context, updates: [.insertItems(at: [item(5)])]))
    }

    func testCenterCarousel_Update_AnswersAsAFreshLayoutPreparedForTheNewContext() {
        var layout = prepared(counts: [3, 4], slot: 4)
        update(&layout, counts: [3, 2, 3], [.insertSections([1]), .deleteItems(at: [item(0, 1)])])
        let fresh = CarouselFixtures.prepared(
            CarouselFixtures.scaleLayout(), counts: [3, 2, 3], offset: 4 * page)
        XCTAssertEqual(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
    }

    // MARK: - Rule 15: appearing and disappearing

    func testCenterCarousel_Update_SurvivorStartsAtItsOldSlotAsDrawnAtTheOldOffset() throws {
        var layout = prepared(counts: [5], slot: 2)
        var centred = try XCTUnwrap(layout.attributes(at: item(2)))
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        centred.path = item(3)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(3)), centred)
        // Drawn at the old offset: full size and opaque, though its new slot is a side slot.
        XCTAssertEqual(centred.alpha, 1)
        XCTAssertEqual(layout.attributes(at: item(3))?.alpha, 0.5)
    }

    func testCenterCarousel_Update_SurvivorEndsAtItsNewSlot() throws {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        var now = try XCTUnwrap(layout.attributes(at: item(3)))
        now.path = item(2)
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: item(2)), now)
    }

    func testCenterCarousel_Update_InsertedItemFadesInAtItsFinalPlace() throws {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        var expected = try XCTUnwrap(layout.attributes(at: item(0)))
        expected.alpha = 0
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(0)), expected)
    }

    func testCenterCarousel_Update_DeletedItemFadesOutAtItsOldPlace() throws {
        var layout = prepared(counts: [5], slot: 2)
        var expected = try XCTUnwrap(layout.attributes(at: item(1)))
        update(&layout, counts: [4], [.deleteItems(at: [item(1)])])
        expected.alpha = 0
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: item(1)), expected)
    }

    func testCenterCarousel_Update_ReloadedItemFadesOutAndIn() throws {
        var layout = prepared(counts: [5], slot: 2)
        var old = try XCTUnwrap(layout.attributes(at: item(2)))
        update(&layout, counts: [5], [.reloadItems(at: [item(2)])])
        var new = try XCTUnwrap(layout.attributes(at: item(2)))
        old.alpha = 0
        new.alpha = 0
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: item(2)), old)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(2)), new)
    }

    func testCenterCarousel_Update_PathsThatNameNoItemGiveNil() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        XCTAssertNil(layout.initialAttributes(forAppearingItemAt: item(6)))
        XCTAssertNil(layout.finalAttributes(forDisappearingItemAt: item(5)))
        XCTAssertNil(layout.initialAttributes(forAppearingItemAt: item(0, 1)))
    }

    func testCenterCarousel_Update_AScrollKeepsTheTransitionAndNewCountsEndIt() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        layout.prepare(CarouselFixtures.context(layout, counts: [6], offset: 3 * page))
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "the scroll applied it")
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(0))?.alpha, 0, "still animating")
        layout.prepare(CarouselFixtures.context(layout, counts: [7], offset: 3 * page))
        for index in 0..<7 {
            XCTAssertEqual(
                layout.initialAttributes(forAppearingItemAt: item(index)), layout.attributes(at: item(index)))
            XCTAssertEqual(
                layout.finalAttributes(forDisappearingItemAt: item(index)), layout.attributes(at: item(index))
            )
        }
    }

    func testCenterCarousel_Update_HasNoSupplementaryViews() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        XCTAssertNil(layout.initialAttributes(forAppearingSupplementaryOfKind: "header", at: item(0)))
        XCTAssertNil(layout.finalAttributes(forDisappearingSupplementaryOfKind: "header", at: item(0)))
    }

    // MARK: - Rule 16: the centred item stays centred

    /// Asserts that `layout`'s adjustment moves the centring offset to `slots` pages further,
    /// that the item at `expected` (after the update) is then centred, and that snapping rests
    /// on the adjusted offset.
    private func assertAdjustment(
        _ layout: CenterCarouselLayout, slots: Double, centres expected: ItemPath,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let axis = layout.configuration.scrollDirection
        let adjustment = layout.contentOffsetAdjustment
        XCTAssertEqual(adjustment.value(along: axis), slots * page, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(adjustment.value(along: axis.cross), 0, file: file, line: line)
        let adjusted = layout.state.offset + adjustment.value(along: axis)
        let rest = layout.targetContentOffset(
            proposed: Point(along: axis, main: adjusted, cross: 0), velocity: .zero)
        XCTAssertEqual(
            rest.value(along: axis), adjusted, accuracy: 1e-9, "snapping agrees", file: file, line: line)
        var fresh = layout
        fresh.prepare(
            CarouselFixtures.context(
                layout, counts: layout.state.itemCounts ?? [], offset: adjusted,
                direction: layout.state.isMirrored ? .rightToLeft : .leftToRight))
        XCTAssertEqual(fresh.centeredItem, expected, file: file, line: line)
    }

    func testCenterCarousel_Adjustment_InsertsBeforeTheCentredItemMoveTheOffsetByTheirPages() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [7], [.insertItems(at: [item(0), item(2)])])
        assertAdjustment(layout, slots: 2, centres: item(4))
    }

    func testCenterCarousel_Adjustment_DeletesBeforeTheCentredItemMoveTheOffsetBack() {
        var layout = prepared(counts: [5], slot: 3)
        update(&layout, counts: [3], [.deleteItems(at: [item(0), item(1)])])
        assertAdjustment(layout, slots: -2, centres: item(1))
    }

    func testCenterCarousel_Adjustment_ChangesAfterTheCentredItemKeepTheOffset() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [5], [.deleteItems(at: [item(4)]), .insertItems(at: [item(3)])])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testCenterCarousel_Adjustment_EmptyBatchIsExactlyZero() {
        var layout = prepared(counts: [5], slot: 2.3)
        update(&layout, counts: [5], [])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testCenterCarousel_Adjustment_DeletedCentredItemKeepsTheNextItemInItsPlace() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [4], [.deleteItems(at: [item(2)])])
        assertAdjustment(layout, slots: 0, centres: item(2))
    }

    func testCenterCarousel_Adjustment_DeletedCentredItemKeepsTheItemInsertedInItsPlace() {
        // Old items 0…4; items 0 and 2 deleted and one inserted between old 1 and old 3: the
        // new item 1 takes the centred item's place (the next survivor, old 3, is item 2).
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [4], [.deleteItems(at: [item(0), item(2)]), .insertItems(at: [item(1)])])
        assertAdjustment(layout, slots: -1, centres: item(1))
    }

    func testCenterCarousel_Adjustment_DeletedLastCentredItemKeepsTheNewLastItem() {
        var layout = prepared(counts: [5], slot: 4)
        update(&layout, counts: [4], [.deleteItems(at: [item(4)])])
        assertAdjustment(layout, slots: -1, centres: item(3))
    }

    func testCenterCarousel_Adjustment_ReloadedCentredItemKeepsItsReplacement() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], [.reloadItems(at: [item(2)]), .insertItems(at: [item(0)])])
        assertAdjustment(layout, slots: 1, centres: item(3))
    }

    func testCenterCarousel_Adjustment_MovedCentredItemIsFollowed() {
        var layout = prepared(counts: [5], slot: 1)
        update(&layout, counts: [5], [.moveItem(from: item(1), to: item(4))])
        assertAdjustment(layout, slots: 3, centres: item(4))
    }

    func testCenterCarousel_Adjustment_DeletedSectionHandsOnToTheNextSection() {
        // Sections of 2, 3, 2 items; section 1's item 1 (slot 3) centred; section 1 deleted:
        // the old section 2's first item (now slot 2) takes its place.
        var layout = prepared(counts: [2, 3, 2], slot: 3)
        update(&layout, counts: [2, 2], [.deleteSections([1])])
        assertAdjustment(layout, slots: -1, centres: item(0, 1))
    }

    func testCenterCarousel_Adjustment_InsertedSectionBeforeMovesTheOffset() {
        var layout = prepared(counts: [3, 4], slot: 4)
        update(&layout, counts: [2, 3, 4], [.insertSections([0])])
        assertAdjustment(layout, slots: 2, centres: item(1, 2))
    }

    func testCenterCarousel_Adjustment_KeepsTheFractionOfAPage() {
        var layout = prepared(counts: [5], slot: 2.25)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        XCTAssertEqual(layout.contentOffsetAdjustment.x, page, accuracy: 1e-9)
        let before = prepared(counts: [5], slot: 2.25).attributes(at: item(2))
        var fresh = layout
        fresh.prepare(CarouselFixtures.context(layout, counts: [6], offset: 3.25 * page))
        XCTAssertEqual(fresh.attributes(at: item(3))?.alpha ?? 0, before?.alpha ?? 1, accuracy: 1e-12)
        XCTAssertEqual(
            fresh.targetContentOffset(proposed: Point(x: 3.25 * page, y: 0), velocity: .zero).x, 3 * page,
            accuracy: 1e-9, "snapping rests on the anchor")
    }

    func testCenterCarousel_Adjustment_ContextAtAnotherOffsetIsMovedToTheAnchor() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [6], offset: 0, [.insertItems(at: [item(0)])])
        assertAdjustment(layout, slots: 3, centres: item(3))
    }

    func testCenterCarousel_Adjustment_RightToLeftFollowsTheSlots() {
        // Mirrored: item 0 is in the last slot, so an insert at item 0 goes after the centred
        // slot and leaves the offset; an insert at the end goes before it.
        let layout = CarouselFixtures.prepared(
            CarouselFixtures.scaleLayout(), counts: [5], offset: 2 * page, direction: .rightToLeft)
        var atStart = layout
        let context = CarouselFixtures.context(layout, counts: [6], offset: 2 * page, direction: .rightToLeft)
        XCTAssertNoThrow(try atStart.prepare(context, updates: [.insertItems(at: [item(0)])]))
        assertAdjustment(atStart, slots: 0, centres: item(3))
        var atEnd = layout
        XCTAssertNoThrow(try atEnd.prepare(context, updates: [.insertItems(at: [item(5)])]))
        assertAdjustment(atEnd, slots: 1, centres: item(2))
    }

    func testCenterCarousel_Adjustment_VerticalCarouselMovesAlongY() {
        var layout = CarouselFixtures.prepared(
            CarouselFixtures.rotationLayout(axis: .vertical), counts: [5], offset: 2 * 110)
        let context = CarouselFixtures.context(layout, counts: [6], offset: 2 * 110)
        XCTAssertNoThrow(try layout.prepare(context, updates: [.insertItems(at: [item(0)])]))
        // Rotation mode: no scale, so the page is the item height 100 plus the spacing 10.
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 110))
    }

    func testCenterCarousel_Adjustment_NoItemsLeftIsZero() {
        var layout = prepared(counts: [5], slot: 2)
        update(&layout, counts: [], [.deleteSections([0])])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testCenterCarousel_Adjustment_WrapAroundCentresTheAnchorsLiveCopy() throws {
        let configuration = CarouselFixtures.scaleLayout().configuration
        var layout = CenterCarouselLayout(
            configuration: .init(
                itemSize: configuration.itemSize, spacingMode: configuration.spacingMode,
                animationMode: configuration.animationMode, wrapsAround: true))
        layout.prepare(CarouselFixtures.context(layout, counts: [6]))
        let start = layout.recenteredContentOffset(
            for: try XCTUnwrap(layout.contentOffset(centering: item(4))))
        layout.prepare(CarouselFixtures.context(layout, counts: [6], offset: start.x))
        XCTAssertEqual(layout.centeredItem, item(4))
        let context = CarouselFixtures.context(layout, counts: [8], offset: start.x)
        try layout.prepare(context, updates: [.insertItems(at: [item(0), item(1)])])
        let adjustment = layout.contentOffsetAdjustment.x
        XCTAssertLessThanOrEqual(abs(adjustment), 4 * page + 1e-9, "at most half the new ring of 8")
        var fresh = layout
        fresh.prepare(CarouselFixtures.context(layout, counts: [8], offset: start.x + adjustment))
        XCTAssertEqual(fresh.centeredItem, item(6))
        let rest = layout.targetContentOffset(proposed: Point(x: start.x + adjustment, y: 0), velocity: .zero)
        XCTAssertEqual(rest.x, start.x + adjustment, accuracy: 1e-6)
    }

    // MARK: - Helpers

    /// Everything a carousel answers, for comparing a layout before and after a failed update.
    private struct Answers: Equatable {
        var contentSize: Size
        var all: [LayoutAttributes]
        var cells: [LayoutAttributes?]
        var initial: [LayoutAttributes?]
        var final: [LayoutAttributes?]
        var adjustment: Point
        var centred: ItemPath?
        var rest: Point
    }

    private func answers(_ layout: CenterCarouselLayout) -> Answers {
        let paths = (0..<3).flatMap { section in (0..<10).map { ItemPath(item: $0, section: section) } }
        return Answers(
            contentSize: layout.contentSize, all: layout.attributes(in: .infinite),
            cells: paths.map { layout.attributes(at: $0) },
            initial: paths.map { layout.initialAttributes(forAppearingItemAt: $0) },
            final: paths.map { layout.finalAttributes(forDisappearingItemAt: $0) },
            adjustment: layout.contentOffsetAdjustment, centred: layout.centeredItem,
            rest: layout.targetContentOffset(proposed: Point(x: 300, y: 0), velocity: .zero))
    }
}
