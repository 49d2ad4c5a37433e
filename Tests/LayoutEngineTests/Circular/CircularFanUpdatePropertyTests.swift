import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Rules 11 to 13 over thousands of random batches built from a model of the data: the fan after
/// a batch answers as a fresh one, survivors start where the old wheel drew them, inserted items
/// fade in where they end, deleted ones fade out where they were, the anchor item keeps its
/// angle, and an invalid batch throws and changes nothing.
final class CircularFanUpdatePropertyTests: XCTestCase {
    private let seeds = TestCampaign.seeds(2000, quick: 500)

    /// The configurations of the property cases (their item counts come from the batches).
    private let cases = CircularFanFixtures.propertyCases.filter {
        $0.name != "tiny angle, many on the wheel"
    }

    private func context(_ testCase: CircularFanFixtures.Case, _ counts: [Int], x: Double) -> LayoutContext {
        LayoutContext(bounds: Rect(origin: Point(x: x, y: 0), size: testCase.viewport), itemCounts: counts)
    }

    /// An offset with a random item at the top (exactly, or up to 0.4 items off), or any offset.
    private func randomOffset(
        _ testCase: CircularFanFixtures.Case, _ counts: [Int], _ g: inout SeededGenerator
    ) -> Double {
        var probe = testCase.layout
        probe.prepare(context(testCase, counts, x: 0))
        let total = counts.reduce(0, +)
        guard total > 1, probe.wheel.maxOffset > 0, g.int(in: 0...4) != 0 else {
            return g.double(in: -20...600)
        }
        let index = Double(g.int(in: 0...(total - 1))) + (g.bool() ? 0 : g.double(in: -0.4...0.4))
        return probe.wheel.offset(atTopIndex: index)
    }

    func testFan_RandomBatches_AnswerAsAFreshLayoutAndAnimateByUIKitsRules() {
        var anchored = 0
        var survivors = 0
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let testCase = cases[g.int(in: 0...(cases.count - 1))]
            let batch = RandomBatch.make(&g)
            let oldOffset = randomOffset(testCase, batch.oldCounts, &g)
            var layout = testCase.layout
            layout.prepare(context(testCase, batch.oldCounts, x: oldOffset))
            let old = layout
            let newOffset = g.int(in: 0...3) == 0 ? g.double(in: -20...600) : oldOffset
            let newContext = context(testCase, batch.newCounts, x: newOffset)
            do {
                try layout.prepare(newContext, updates: batch.updates)
            } catch {
                XCTFail("seed \(seed): \(error) for \(batch.updates)")
                continue
            }
            var fresh = testCase.layout
            fresh.prepare(newContext)
            XCTAssertEqual(layout.wheel, fresh.wheel, "seed \(seed)")
            XCTAssertEqual(layout.contentSize, fresh.contentSize, "seed \(seed)")
            let wheel = CircularFanFixtures.wheelBounds(testCase, x: newOffset)
            assertSameElements(layout.attributes(in: wheel), fresh.attributes(in: wheel), "seed \(seed)")
            for path in batch.newPaths {
                XCTAssertEqual(
                    layout.attributes(at: path), fresh.attributes(at: path), "seed \(seed): \(path)")
            }
            checkAppearing(layout, old: old, batch, seed: seed)
            checkDisappearing(layout, old: old, batch, seed: seed)
            survivors += batch.survivorOldPaths.count
            if checkAnchor(layout, old: old, batch, testCase: testCase, newOffset: newOffset, seed: seed) {
                anchored += 1
            }
        }
        // The batches exercise the rules: most keep items and many keep the anchor.
        XCTAssertGreaterThan(survivors, 10 * seeds.count)
        XCTAssertGreaterThan(anchored, seeds.count / 4)
    }

    func testFan_RandomInvalidBatches_ThrowAndChangeNothing() {
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let testCase = cases[g.int(in: 0...(cases.count - 1))]
            let batch = RandomBatch.make(&g)
            let offset = randomOffset(testCase, batch.oldCounts, &g)
            var layout = testCase.layout
            layout.prepare(context(testCase, batch.oldCounts, x: offset))
            // An empty batch at another offset first, so that there is a transition to keep.
            XCTAssertNoThrow(
                try layout.prepare(context(testCase, batch.oldCounts, x: offset + 35), updates: []))
            let before = layout
            let paths = batch.oldPaths + batch.newPaths
            let initial = paths.map { layout.initialAttributes(forAppearingItemAt: $0) }
            let final = paths.map { layout.finalAttributes(forDisappearingItemAt: $0) }
            let invalid = context(testCase, batch.invalidNewCounts(&g), x: offset + 10)
            XCTAssertThrowsError(
                try layout.prepare(invalid, updates: batch.updates), "seed \(seed): \(batch.updates)")
            XCTAssertEqual(layout, before, "seed \(seed)")
            XCTAssertEqual(
                paths.map { layout.initialAttributes(forAppearingItemAt: $0) }, initial, "seed \(seed)")
            XCTAssertEqual(
                paths.map { layout.finalAttributes(forDisappearingItemAt: $0) }, final, "seed \(seed)")
            XCTAssertEqual(layout.contentOffsetAdjustment, before.contentOffsetAdjustment, "seed \(seed)")
        }
    }

    // MARK: - Checks

    private func checkAppearing(
        _ layout: CircularFanLayout, old: CircularFanLayout, _ batch: RandomBatch, seed: UInt64
    ) {
        let survivors = batch.survivorOldPaths
        for path in batch.newPaths {
            var expected = layout.attributes(at: path)
            if let oldPath = survivors[path], var previous = old.attributes(at: oldPath), expected != nil {
                previous.path = path
                expected = previous
            } else {
                expected?.alpha = 0
            }
            XCTAssertEqual(
                layout.initialAttributes(forAppearingItemAt: path), expected, "seed \(seed): \(path)")
        }
    }

    private func checkDisappearing(
        _ layout: CircularFanLayout, old: CircularFanLayout, _ batch: RandomBatch, seed: UInt64
    ) {
        let newPaths = Dictionary(uniqueKeysWithValues: batch.survivorOldPaths.map { ($1, $0) })
        for path in batch.oldPaths {
            var expected = old.attributes(at: path)
            if let newPath = newPaths[path], var current = layout.attributes(at: newPath), expected != nil {
                current.path = path
                expected = current
            } else {
                expected?.alpha = 0
            }
            XCTAssertEqual(
                layout.finalAttributes(forDisappearingItemAt: path), expected, "seed \(seed): \(path)")
        }
    }

    /// Rule 13: when the item nearest the top survives and the wheel can still turn, the
    /// adjusted offset gives it its old angle, and snapping rests there when it was upright.
    /// Returns whether that was checked.
    private func checkAnchor(
        _ layout: CircularFanLayout, old: CircularFanLayout, _ batch: RandomBatch,
        testCase: CircularFanFixtures.Case, newOffset: Double, seed: UInt64
    ) -> Bool {
        let wheel = old.wheel
        guard wheel.count > 0, layout.wheel.count > 1, layout.wheel.maxOffset > 0 else {
            XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "seed \(seed)")
            return false
        }
        let top = wheel.path(ofItem: Int(min(max(wheel.topIndex.rounded(), 0), Double(wheel.count - 1))))
        guard
            let id = batch.old[top.section].items.indices.contains(top.item)
                ? batch.old[top.section].items[top.item] : nil,
            !batch.reloadedItems.contains(id),
            let newPath = batch.new.enumerated().lazy.compactMap({ section, model in
                model.items.firstIndex(of: id).map { ItemPath(item: $0, section: section) }
            }).first,
            let angle = old.angle(at: top)
        else { return false }
        let adjusted = newOffset + layout.contentOffsetAdjustment.x
        var moved = layout
        moved.prepare(context(testCase, batch.newCounts, x: adjusted))
        let tolerance = 1e-9 * max(1, abs(angle), Double(wheel.count))
        XCTAssertEqual(
            moved.angle(at: newPath) ?? .nan, angle, accuracy: tolerance, "seed \(seed): keeps its angle")
        if angle == 0 {
            let rest = layout.targetContentOffset(proposed: Point(x: adjusted, y: 0), velocity: .zero)
            XCTAssertEqual(
                rest.x, adjusted, accuracy: 1e-9 * max(1, abs(adjusted)), "seed \(seed): rests there")
        }
        return true
    }
}
