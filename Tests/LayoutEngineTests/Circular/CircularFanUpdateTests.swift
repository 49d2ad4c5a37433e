import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates of the fan (rules 11 to 13): the batch is checked against the last prepare's
/// counts, survivors turn from their old angle as drawn at the old offset, inserted items fade
/// in, deleted ones fade out, and the anchor item keeps its angle.
final class CircularFanUpdateTests: XCTestCase {
    /// The small wheel: 5 items, offset `50 · i` puts item i at the top; with 6 items the
    /// maximum offset is 300 and one item 60 points, with 4 items 100 and 100 / 3.
    private let small = CircularFanFixtures.small()

    private func prepared(counts: [Int] = [5], x: Double) -> CircularFanLayout {
        var layout = small.layout
        layout.prepare(context(counts, x: x))
        return layout
    }

    private func context(_ counts: [Int], x: Double) -> LayoutContext {
        LayoutContext(bounds: Rect(origin: Point(x: x, y: 0), size: small.viewport), itemCounts: counts)
    }

    private func update(
        _ layout: inout CircularFanLayout, counts: [Int], x: Double? = nil, _ updates: [CollectionUpdate],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNoThrow(
            try layout.prepare(context(counts, x: x ?? layout.wheel.viewport.minX), updates: updates),
            file: file, line: line)
    }

    private func item(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    // MARK: - Counts at the limits

    func testFan_Update_AWheelOfIntMaxItemsAtItsEndAnchorsWithoutTrapping() throws {
        // Found by the fuzzer: with items of a tiny width the wheel turns to its last item, whose
        // index as a Double rounds up to 2⁶³.
        var layout = CircularFanLayout(
            configuration: CircularFanLayout.Configuration(
                itemSize: Size(width: 1e-300, height: .greatestFiniteMagnitude), radius: 196,
                anglePerItem: 0.196))
        let bounds = Rect(x: 149.8, y: 362.7, width: -0.0, height: 513.9)
        layout.prepare(
            LayoutContext(bounds: bounds, itemCounts: [133, Int.max, 38], layoutDirection: .rightToLeft))
        try layout.prepare(
            LayoutContext(bounds: bounds, itemCounts: [133, Int.max - 1, 38], layoutDirection: .rightToLeft),
            updates: [.deleteItems(at: [item(3, 1)])])
        XCTAssertTrue(layout.contentOffsetAdjustment.x.isFinite)
    }

    // MARK: - Rule 11: checking the batch

    func testFan_Update_BeforeTheFirstPrepareJustPrepares() throws {
        var layout = small.layout
        try layout.prepare(context([4], x: 30), updates: [.deleteItems(at: [item(9)])])
        var fresh = small.layout
        fresh.prepare(context([4], x: 30))
        XCTAssertEqual(layout, fresh)
    }

    func testFan_Update_InvalidBatchThrowsAndLeavesTheLayoutAsItWas() {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        let before = layout
        let answers = (0..<7).map { layout.initialAttributes(forAppearingItemAt: item($0)) }
        XCTAssertThrowsError(try layout.prepare(context([8], x: 20), updates: [.insertItems(at: [item(0)])]))
        {
            XCTAssertEqual(
                $0 as? CollectionUpdateError,
                CollectionUpdateError(section: 0, reason: .itemCountMismatch(expected: 7, actual: 8)))
        }
        XCTAssertEqual(layout, before)
        XCTAssertEqual((0..<7).map { layout.initialAttributes(forAppearingItemAt: item($0)) }, answers)
        XCTAssertEqual(layout.contentOffsetAdjustment, before.contentOffsetAdjustment)
    }

    func testFan_Update_ChecksAgainstTheCountsKeptThroughConfigurationChangesAndInvalidate() {
        var layout = prepared(x: 100)
        layout.configuration.radius = 500
        layout.invalidate()
        XCTAssertThrowsError(try layout.prepare(context([6], x: 100), updates: []), "5 items before, 6 after")
        XCTAssertNoThrow(try layout.prepare(context([6], x: 100), updates: [.insertItems(at: [item(5)])]))
    }

    func testFan_Update_AnswersAsAFreshLayoutPreparedForTheNewContext() {
        var layout = prepared(counts: [2, 3], x: 100)
        update(&layout, counts: [3, 2, 2], [.insertSections([0]), .deleteItems(at: [item(0, 1)])])
        var fresh = small.layout
        fresh.prepare(context([3, 2, 2], x: 100))
        XCTAssertEqual(layout.wheel, fresh.wheel)
        XCTAssertEqual(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    // MARK: - Rule 12: appearing and disappearing

    func testFan_Update_SurvivorStartsAtItsOldAngleAsDrawnAtTheOldOffset() throws {
        var layout = prepared(x: 100)
        var upright = try XCTUnwrap(layout.attributes(at: item(2)))
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        upright.path = item(3)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(3)), upright)
        XCTAssertEqual(upright.transform, Transform(rotationAngle: 0))
        XCTAssertNotEqual(layout.angle(at: item(3)), 0, "its new angle at the same offset")
    }

    func testFan_Update_SurvivorEndsAtItsNewAngle() throws {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        var now = try XCTUnwrap(layout.attributes(at: item(3)))
        now.path = item(2)
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: item(2)), now)
    }

    func testFan_Update_InsertedItemFadesInAtItsFinalPlace() throws {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        var expected = try XCTUnwrap(layout.attributes(at: item(0)))
        expected.alpha = 0
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(0)), expected)
    }

    func testFan_Update_DeletedItemFadesOutAtItsOldPlace() throws {
        var layout = prepared(x: 100)
        var expected = try XCTUnwrap(layout.attributes(at: item(1)))
        update(&layout, counts: [4], [.deleteItems(at: [item(1)])])
        expected.alpha = 0
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: item(1)), expected)
    }

    func testFan_Update_SurvivorOffTheWheelBeforeFadesInAndOneOffTheWheelNowFadesOut() throws {
        // Large angles: at offset 0 only items 0 and 1 are on the wheel (2 · 2.5 ≥ π).
        let layout = CircularFanLayout(itemSize: Size(width: 70, height: 100), radius: 150, anglePerItem: 2.5)
        let viewport = Size(width: 390, height: 600)
        func context(_ count: Int) -> LayoutContext {
            LayoutContext(bounds: Rect(origin: .zero, size: viewport), itemCounts: [count])
        }
        var deleted = layout
        deleted.prepare(context(20))
        XCTAssertNil(deleted.attributes(at: item(2)))
        try deleted.prepare(context(18), updates: [.deleteItems(at: [item(0), item(1)])])
        var expected = try XCTUnwrap(deleted.attributes(at: item(0)))
        expected.alpha = 0
        XCTAssertEqual(deleted.initialAttributes(forAppearingItemAt: item(0)), expected, "old item 2")
        XCTAssertNil(deleted.finalAttributes(forDisappearingItemAt: item(2)), "not on the wheel before")

        var inserted = layout
        inserted.prepare(context(20))
        var old = try XCTUnwrap(inserted.attributes(at: item(0)))
        try inserted.prepare(context(22), updates: [.insertItems(at: [item(0), item(1)])])
        XCTAssertNil(inserted.initialAttributes(forAppearingItemAt: item(2)), "old item 0, now off the wheel")
        old.alpha = 0
        XCTAssertEqual(inserted.finalAttributes(forDisappearingItemAt: item(0)), old)
    }

    func testFan_Update_AScrollKeepsTheTransitionAndNewCountsEndIt() {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        layout.prepare(context([6], x: 180))
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "the scroll applied it")
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: item(0))?.alpha, 0, "still animating")
        layout.prepare(context([7], x: 180))
        for index in 0..<7 {
            XCTAssertEqual(
                layout.initialAttributes(forAppearingItemAt: item(index)), layout.attributes(at: item(index)))
            XCTAssertEqual(
                layout.finalAttributes(forDisappearingItemAt: item(index)), layout.attributes(at: item(index))
            )
        }
    }

    func testFan_Update_HasNoSupplementaryViews() {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        XCTAssertNil(layout.initialAttributes(forAppearingSupplementaryOfKind: "header", at: item(0)))
        XCTAssertNil(layout.finalAttributes(forDisappearingSupplementaryOfKind: "header", at: item(0)))
    }

    // MARK: - Rule 13: the anchor keeps its angle

    /// Asserts that the adjustment is `expected`, that the item at `anchor` (after the update)
    /// then has `angle`, and, when `angle` is 0, that snapping rests on the adjusted offset.
    private func assertAdjustment(
        _ layout: CircularFanLayout, _ expected: Double, keeps anchor: ItemPath, at angle: Double = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let adjustment = layout.contentOffsetAdjustment
        XCTAssertEqual(adjustment.x, expected, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(adjustment.y, 0, file: file, line: line)
        let adjusted = layout.wheel.viewport.minX + adjustment.x
        var moved = layout
        moved.prepare(context(layout.wheel.itemCounts ?? [], x: adjusted))
        XCTAssertEqual(moved.angle(at: anchor) ?? .nan, angle, accuracy: 1e-12, file: file, line: line)
        if angle == 0 {
            let rest = layout.targetContentOffset(proposed: Point(x: adjusted, y: 0), velocity: .zero)
            XCTAssertEqual(rest.x, adjusted, accuracy: 1e-9, "snapping agrees", file: file, line: line)
        }
    }

    func testFan_Adjustment_InsertBeforeTheTopItemKeepsItUpright() {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        assertAdjustment(layout, 80, keeps: item(3))  // item 3 upright at 3 · 60
    }

    func testFan_Adjustment_KeepsTheAnchorsAngleOffTheTop() {
        var layout = prepared(x: 110)  // item 2.2 at the top: item 2 turned by −0.2 steps
        let step = layout.configuration.resolvedAnglePerItem
        update(&layout, counts: [6], [.insertItems(at: [item(0)])])
        assertAdjustment(layout, 3.2 * 60 - 110, keeps: item(3), at: -0.2 * step)
    }

    func testFan_Adjustment_DeletedTopItemKeepsTheNextItemUpright() {
        var layout = prepared(x: 100)
        update(&layout, counts: [4], [.deleteItems(at: [item(2)])])
        assertAdjustment(layout, 2 * 100 / 3 - 100, keeps: item(2))
    }

    func testFan_Adjustment_DeletedLastTopItemKeepsTheNewLastItemUpright() {
        var layout = prepared(x: 200)
        update(&layout, counts: [4], [.deleteItems(at: [item(4)])])
        assertAdjustment(layout, -100, keeps: item(3))
    }

    func testFan_Adjustment_DeletedTopItemKeepsTheItemInsertedInItsPlace() {
        // Items 0 and 2 deleted, one inserted between old 1 and old 3: the new item 1 takes the
        // top item's place.
        var layout = prepared(x: 100)
        update(&layout, counts: [4], [.deleteItems(at: [item(0), item(2)]), .insertItems(at: [item(1)])])
        assertAdjustment(layout, 100 / 3 - 100, keeps: item(1))
    }

    func testFan_Adjustment_ContextAtAnotherOffsetIsMovedToTheAnchor() {
        var layout = prepared(x: 100)
        update(&layout, counts: [6], x: 0, [.insertItems(at: [item(0)])])
        assertAdjustment(layout, 180, keeps: item(3))
    }

    func testFan_Adjustment_SectionsFollowEachOtherOnTheWheel() {
        var layout = prepared(counts: [2, 3], x: 150)  // section 1's item 1 at the top
        update(&layout, counts: [1, 2, 3], [.insertSections([0])])
        assertAdjustment(layout, 4 * 60 - 150, keeps: item(1, 2))
    }

    func testFan_Adjustment_EmptyBatchIsExactlyZero() {
        var layout = prepared(x: 110)
        update(&layout, counts: [5], [])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testFan_Adjustment_WheelThatCannotTurnIsZero() {
        var layout = prepared(x: 100)
        update(&layout, counts: [2], [.deleteItems(at: [item(0), item(1), item(2)])])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }

    func testFan_Adjustment_NoItemsLeftIsZero() {
        var layout = prepared(x: 100)
        update(&layout, counts: [], [.deleteSections([0])])
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
    }
}
