import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Batch updates through the host: validation, renamed views, the offset adjustment, and the
/// animations from where elements are to where the layout puts them.
final class HostBatchUpdateTests: XCTestCase {
    private func cell(_ item: Int, _ section: Int = 0) -> ElementID {
        .cell(ItemPath(item: item, section: section))
    }

    private func attributes(_ id: ElementID, _ frame: HostFrame) -> LayoutAttributes? {
        frame.visible.first { $0.id == id }?.attributes
    }

    func testHostBatch_AnInvalidBatchThrowsAndChangesNothing() {
        var host = squaresHost(itemCounts: [30])
        host.contentOffset.y = 200
        let before = host.advance(to: 0)
        XCTAssertThrowsError(
            try host.performBatchUpdates(
                [.insertItems(at: [ItemPath(item: 0, section: 0)])], itemCounts: [30], animated: true, time: 0
            )
        ) { error in
            XCTAssertEqual(
                error as? CollectionUpdateError,
                CollectionUpdateError(section: 0, reason: .itemCountMismatch(expected: 31, actual: 30)))
        }
        XCTAssertEqual(host.itemCounts, [30])
        let after = host.advance(to: 0)
        XCTAssertEqual(after.contentOffset, before.contentOffset)
        XCTAssertEqual(after.visible, before.visible)
        XCTAssertTrue(after.renamed.isEmpty && after.appeared.isEmpty && after.disappeared.isEmpty)
        XCTAssertFalse(after.isAnimating)
    }

    func testHostBatch_ItemsInsertedAboveDoNotMoveWhatTheUserSees() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_210  // line 20
        let before = host.advance(to: 0)
        try host.performBatchUpdates(
            [.insertItems(at: (0..<6).map { ItemPath(item: $0, section: 0) })], itemCounts: [306],
            animated: false,
            time: 0)
        let after = host.advance(to: 0)
        XCTAssertEqual(after.contentOffset.y, 2_210 + 220, "two lines inserted above")
        XCTAssertEqual(
            Set(after.renamed),
            Set(before.visible.map { ElementRename(from: $0.id, to: cell($0.id.path.item + 6)) }),
            "every view re-keyed, none recycled")
        XCTAssertTrue(after.appeared.isEmpty && after.disappeared.isEmpty)
        for element in before.visible {
            XCTAssertEqual(
                attributes(cell(element.id.path.item + 6), after)?.frame.minY.advanced(
                    by: -after.contentOffset.y),
                element.attributes.frame.minY - before.contentOffset.y, "\(element.id) on screen")
        }
    }

    func testHostBatch_ADeletedViewDepartsUnderItsOwnKey() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.deleteItems(at: [ItemPath(item: 1, section: 0)])], itemCounts: [29], animated: false, time: 0)
        let frame = host.advance(to: 0)
        guard let departed = frame.renamed.first(where: { $0.from == cell(1) })?.to else {
            return XCTFail("the deleted cell's view was not re-keyed")
        }
        XCTAssertTrue(departed.isDeparting)
        XCTAssertEqual(frame.disappeared, [departed], "not animated: gone at once")
        XCTAssertTrue(frame.renamed.contains(ElementRename(from: cell(2), to: cell(1))))
        XCTAssertEqual(frame.appeared, [cell(17)], "the next item moves up into view")
    }

    func testHostBatch_AnimatesAMovedItemAlongUIKitsCurve() throws {
        var host = try gridMovingItem5To1(at: 1)
        let start = host.advance(to: 1)
        XCTAssertTrue(start.renamed.contains(ElementRename(from: cell(5), to: cell(1))))
        XCTAssertTrue(start.renamed.contains(ElementRename(from: cell(1), to: cell(2))))
        XCTAssertEqual(start.contentOffset.y, 0, "the first cell stays")
        XCTAssertEqual(attributes(cell(1), start)?.frame.origin, Point(x: 220, y: 110), "from where it was")
        let middle = host.advance(to: 1.15)
        // Half way, the curve is at one half: between (220, 110) and (110, 0).
        XCTAssertEqual(attributes(cell(1), middle)?.frame.origin.x ?? .nan, 165, accuracy: 1e-9)
        XCTAssertEqual(attributes(cell(1), middle)?.frame.origin.y ?? .nan, 55, accuracy: 1e-9)
        XCTAssertTrue(middle.isAnimating)
        let early = host.advance(to: 1.075)
        XCTAssertEqual(
            attributes(cell(1), early)?.frame.origin.x ?? .nan, 165, accuracy: 1e-9, "time never runs back")
        let quarter = host.advance(to: 1.225)
        XCTAssertEqual(
            attributes(cell(1), quarter)?.frame.origin.x ?? .nan,
            220 - 110 * TimingCurveValue.easeInEaseOut(0.75),
            accuracy: 1e-9)
        let end = host.advance(to: 1.3)
        XCTAssertEqual(attributes(cell(1), end)?.frame.origin, Point(x: 110, y: 0))
        XCTAssertFalse(end.isAnimating)
    }

    func testHostBatch_InsertedItemsFadeIn() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.insertItems(at: [ItemPath(item: 1, section: 0)])], itemCounts: [31], animated: true, time: 0)
        let start = host.advance(to: 0)
        XCTAssertEqual(attributes(cell(1), start)?.alpha, 0)
        XCTAssertEqual(attributes(cell(1), start)?.frame.origin, Point(x: 110, y: 0), "at its final place")
        XCTAssertEqual(attributes(cell(1), host.advance(to: 0.15))?.alpha, 0.5)
        XCTAssertEqual(attributes(cell(1), host.advance(to: 0.3))?.alpha, 1)
    }

    func testHostBatch_DeletedItemsStayVisibleUntilTheyHaveFaded() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.deleteItems(at: [ItemPath(item: 1, section: 0)])], itemCounts: [29], animated: true, time: 0)
        let start = host.advance(to: 0.1)
        guard let departed = start.renamed.first(where: { $0.from == cell(1) })?.to,
            let fading = attributes(departed, start)
        else { return XCTFail("the deleted cell is not shown") }
        XCTAssertEqual(fading.frame.origin, Point(x: 110, y: 0), "where it was")
        XCTAssertEqual(fading.path, ItemPath(item: 1, section: 0), "its attributes keep its old path")
        XCTAssertEqual(fading.alpha, 1 - TimingCurveValue.easeInEaseOut(0.1 / 0.3), accuracy: 1e-12)
        XCTAssertFalse(start.disappeared.contains(departed))
        let later = host.advance(to: 0.29)
        XCTAssertNotNil(attributes(departed, later))
        let done = host.advance(to: 0.3)
        XCTAssertNil(attributes(departed, done))
        XCTAssertEqual(done.disappeared, [departed])
    }

    func testHostBatch_ANewBatchRetargetsFromWhereElementsAre() throws {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 4, section: 0))],
            itemCounts: [30],
            animated: true, time: 0)
        let before = host.advance(to: 0.1)
        guard let moving = attributes(cell(4), before) else { return XCTFail("not shown") }
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 4, section: 0), to: ItemPath(item: 8, section: 0))],
            itemCounts: [30],
            animated: true, time: 0.1)
        let after = host.advance(to: 0.1)
        XCTAssertEqual(attributes(cell(8), after)?.frame, moving.frame, "no snap")
        XCTAssertEqual(
            attributes(cell(8), host.advance(to: 0.4))?.frame.origin, Point(x: 220, y: 220),
            "then to the new place")
    }

    func testHostBatch_ABatchWithoutAnimationLetsAnimationsUnderWayGoOn() throws {
        var host = try gridMovingItem5To1(at: 0)
        let before = host.advance(to: 0.1)
        try host.performBatchUpdates(
            [.insertItems(at: [ItemPath(item: 29, section: 0)])], itemCounts: [31], animated: false, time: 0.1
        )
        let after = host.advance(to: 0.1)
        XCTAssertEqual(attributes(cell(1), after)?.frame, attributes(cell(1), before)?.frame)
        XCTAssertTrue(after.isAnimating)
        XCTAssertEqual(attributes(cell(1), host.advance(to: 0.3))?.frame.origin, Point(x: 110, y: 0))
    }

    func testHostBatch_AScrollDuringAnAnimationDoesNotSnap() throws {
        var host = squaresHost(itemCounts: [60], headers: false)
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 7, section: 0))],
            itemCounts: [60],
            animated: true, time: 0)
        let before = host.advance(to: 0.1)
        host.scroll(by: Point(x: 0, y: 40))
        let after = host.advance(to: 0.1)
        XCTAssertEqual(attributes(cell(7), after)?.frame, attributes(cell(7), before)?.frame)
    }

    func testHostBatch_ItemsPrependedWhileAnimatingStayOnScreen() throws {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 2_200
        let before = host.advance(to: 0)
        try host.performBatchUpdates(
            [.insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) })], itemCounts: [303],
            animated: true,
            time: 0)
        for step in 0...4 {
            let frame = host.advance(to: Double(step) * 0.08)
            for element in before.visible {
                let now = attributes(cell(element.id.path.item + 3), frame)
                XCTAssertEqual(
                    now.map { $0.frame.minY - frame.contentOffset.y }, element.attributes.frame.minY - 2_200,
                    "\(element.id), step \(step)")
            }
        }
    }

    func testHostBatch_AppendsKeepTheEndVisible() throws {
        var host = squaresHost(itemCounts: [60], headers: false)
        host.keepsEndVisible = true
        host.contentOffset.y = host.offsetRange(along: .vertical).upperBound
        _ = host.advance(to: 0)
        try host.performBatchUpdates(
            [.insertItems(at: (60..<66).map { ItemPath(item: $0, section: 0) })], itemCounts: [66],
            animated: true,
            time: 0)
        let frame = host.advance(to: 0.3)
        XCTAssertEqual(frame.contentOffset.y, host.offsetRange(along: .vertical).upperBound)
        XCTAssertEqual(frame.contentOffset.y, 22 * 110 - 10 - 600)
        XCTAssertTrue(Set(frame.visible.map(\.id)).contains(cell(65)))
    }
}

/// The host's timing curve, for expected values.
enum TimingCurveValue {
    /// UIKit's ease-in ease-out at `progress`, by bisection on the Bézier curve's parameter.
    static func easeInEaseOut(_ progress: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let t = (low + high) / 2
            let u = 1 - t
            let x = 3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t
            if x < progress { low = t } else { high = t }
        }
        let t = (low + high) / 2
        return 3 * (1 - t) * t * t + t * t * t
    }
}
