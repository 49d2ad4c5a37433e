import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Rules 14 to 16 over thousands of random batches built from a model of the data: the layout
/// after a batch answers as a fresh one, survivors start where the old layout drew them,
/// inserted items fade in where they end, deleted ones fade out where they were, the centred item
/// stays centred, and an invalid batch throws and changes nothing.
final class CenterCarouselUpdatePropertyTests: XCTestCase {
    private let seeds = TestCampaign.seeds(2000, quick: 500)

    /// A random carousel: scale or rotation, either axis, either direction, with or without
    /// wrap-around, spacing fixed or overlapping.
    private func randomLayout(_ g: inout SeededGenerator) -> (CenterCarouselLayout, LayoutDirection) {
        let size = Size(width: g.double(in: 40...220), height: g.double(in: 40...220))
        let spacing: CenterCarouselLayout.SpacingMode =
            g.bool() ? .fixed(spacing: g.double(in: -20...30)) : .overlap(visibleOffset: g.double(in: 0...60))
        let animation: CenterCarouselLayout.AnimationMode =
            g.bool()
            ? .scale(
                sideItemScale: g.double(in: 0.5...1), sideItemAlpha: g.double(in: 0.2...1), sideItemShift: 0)
            : .rotation(
                sideItemAngle: g.double(in: -1...1), sideItemAlpha: g.double(in: 0.2...1), sideItemShift: 8)
        let layout = CenterCarouselLayout(
            itemSize: size, scrollDirection: g.bool() ? .horizontal : .vertical, spacingMode: spacing,
            animationMode: animation, wrapsAround: g.int(in: 0...3) == 0)
        return (layout, g.bool() ? .leftToRight : .rightToLeft)
    }

    private let viewport = Size(width: 390, height: 300)

    private func context(
        _ layout: CenterCarouselLayout, _ counts: [Int], _ offset: Double, _ direction: LayoutDirection
    ) -> LayoutContext {
        let origin = Point(along: layout.configuration.scrollDirection, main: offset, cross: 0)
        return LayoutContext(
            bounds: Rect(origin: origin, size: viewport), itemCounts: counts, layoutDirection: direction)
    }

    /// An offset that centres a random item (at most 0.4 pages off it, or exactly on it), in the
    /// middle copy with wrap-around.
    private func restingOffset(
        _ layout: CenterCarouselLayout, _ counts: [Int], _ direction: LayoutDirection,
        _ g: inout SeededGenerator
    ) -> Double {
        var probe = layout
        probe.prepare(context(layout, counts, 0, direction))
        let total = counts.reduce(0, +)
        guard total > 0 else { return g.double(in: 0...100) }
        let index = g.int(in: 0...(total - 1))
        let section = counts.indices.first { counts[..<($0 + 1)].reduce(0, +) > index } ?? 0
        let path = ItemPath(item: index - counts[..<section].reduce(0, +), section: section)
        let axis = layout.configuration.scrollDirection
        guard let centring = probe.contentOffset(centering: path) else { return 0 }
        let fraction = g.bool() ? 0 : g.double(in: -0.4...0.4)
        let offset = centring.value(along: axis) + fraction * probe.state.geometry.page
        return probe.recenteredContentOffset(for: Point(along: axis, main: offset, cross: 0)).value(
            along: axis)
    }

    func testCenterCarousel_RandomBatches_AnswerAsAFreshLayoutAndAnimateByUIKitsRules() {
        var anchored = 0
        var survivors = 0
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let (base, direction) = randomLayout(&g)
            let batch = RandomBatch.make(&g)
            let oldOffset = restingOffset(base, batch.oldCounts, direction, &g)
            var layout = base
            layout.prepare(context(base, batch.oldCounts, oldOffset, direction))
            let old = layout
            let newOffset = g.int(in: 0...3) == 0 ? g.double(in: -50...2000) : oldOffset
            let newContext = context(base, batch.newCounts, newOffset, direction)
            do {
                try layout.prepare(newContext, updates: batch.updates)
            } catch {
                XCTFail("seed \(seed): \(error) for \(batch.updates)")
                continue
            }
            var fresh = base
            fresh.prepare(newContext)
            checkAnswers(layout, fresh, batch, seed: seed)
            checkAppearing(layout, old: old, batch, seed: seed)
            checkDisappearing(layout, old: old, batch, seed: seed)
            survivors += batch.survivorOldPaths.count
            if checkAnchor(layout, old: old, batch, newContext: newContext, direction: direction, seed: seed)
            {
                anchored += 1
            }
        }
        // The batches exercise the rules: most keep items and most keep the centred item.
        XCTAssertGreaterThan(survivors, 9 * seeds.count)
        XCTAssertGreaterThan(anchored, seeds.count / 2)
    }

    func testCenterCarousel_RandomInvalidBatches_ThrowAndChangeNothing() {
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let (base, direction) = randomLayout(&g)
            let batch = RandomBatch.make(&g)
            let offset = restingOffset(base, batch.oldCounts, direction, &g)
            var layout = base
            layout.prepare(context(base, batch.oldCounts, offset, direction))
            // An empty batch at another offset first, so that there is a transition to keep.
            XCTAssertNoThrow(
                try layout.prepare(context(base, batch.oldCounts, offset + 35, direction), updates: []))
            let before = Answers(layout, batch)
            let invalid = context(base, batch.invalidNewCounts(&g), offset + 10, direction)
            XCTAssertThrowsError(
                try layout.prepare(invalid, updates: batch.updates), "seed \(seed): \(batch.updates)")
            XCTAssertEqual(Answers(layout, batch), before, "seed \(seed)")
        }
    }

    // MARK: - Checks

    private func checkAnswers(
        _ layout: CenterCarouselLayout, _ fresh: CenterCarouselLayout, _ batch: RandomBatch, seed: UInt64
    ) {
        XCTAssertEqual(layout.contentSize, fresh.contentSize, "seed \(seed)")
        XCTAssertEqual(layout.centeredItem, fresh.centeredItem, "seed \(seed)")
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), "seed \(seed)")
        let rect = Rect(origin: .zero, size: viewport).offsetBy(
            dx: layout.state.offset, dy: layout.state.offset)
        assertSameElements(layout.attributes(in: rect), fresh.attributes(in: rect), "seed \(seed)")
        for path in batch.newPaths {
            XCTAssertEqual(layout.attributes(at: path), fresh.attributes(at: path), "seed \(seed): \(path)")
        }
        let proposal = Point(x: 700, y: 700)
        XCTAssertEqual(
            layout.targetContentOffset(proposed: proposal, velocity: .zero),
            fresh.targetContentOffset(proposed: proposal, velocity: .zero), "seed \(seed)")
    }

    private func checkAppearing(
        _ layout: CenterCarouselLayout, old: CenterCarouselLayout, _ batch: RandomBatch, seed: UInt64
    ) {
        let survivors = batch.survivorOldPaths
        for path in batch.newPaths {
            var expected: LayoutAttributes?
            if let oldPath = survivors[path] {
                expected = old.attributes(at: oldPath)
                expected?.path = path
            } else {
                expected = layout.attributes(at: path)
                expected?.alpha = 0
            }
            XCTAssertNotNil(expected, "seed \(seed): \(path)")
            XCTAssertEqual(
                layout.initialAttributes(forAppearingItemAt: path), expected, "seed \(seed): \(path)")
        }
    }

    private func checkDisappearing(
        _ layout: CenterCarouselLayout, old: CenterCarouselLayout, _ batch: RandomBatch, seed: UInt64
    ) {
        let newPaths = Dictionary(uniqueKeysWithValues: batch.survivorOldPaths.map { ($1, $0) })
        for path in batch.oldPaths {
            var expected: LayoutAttributes?
            if let newPath = newPaths[path] {
                expected = layout.attributes(at: newPath)
                expected?.path = path
            } else {
                expected = old.attributes(at: path)
                expected?.alpha = 0
            }
            XCTAssertEqual(
                layout.finalAttributes(forDisappearingItemAt: path), expected, "seed \(seed): \(path)")
        }
    }

    /// Rule 16: when the centred item survives, the adjusted offset centres it, and snapping
    /// rests within rounding of the adjusted offset when the old one rested on it. Returns
    /// whether the centred item survived.
    private func checkAnchor(
        _ layout: CenterCarouselLayout, old: CenterCarouselLayout, _ batch: RandomBatch,
        newContext: LayoutContext, direction: LayoutDirection, seed: UInt64
    ) -> Bool {
        let axis = layout.configuration.scrollDirection
        guard let centred = old.centeredItem, let id = Self.id(at: centred, in: batch.old),
            !batch.reloadedItems.contains(id), let newPath = Self.path(of: id, in: batch.new)
        else { return false }
        let adjusted =
            newContext.contentOffset.value(along: axis) + layout.contentOffsetAdjustment.value(along: axis)
        var moved = layout
        moved.prepare(context(layout, batch.newCounts, adjusted, direction))
        XCTAssertEqual(moved.centeredItem, newPath, "seed \(seed): the centred item stays centred")
        let page = old.state.geometry.page
        if (old.state.offset / page).rounded() * page == old.state.offset {
            let rest = layout.targetContentOffset(
                proposed: Point(along: axis, main: adjusted, cross: 0), velocity: .zero)
            XCTAssertEqual(
                rest.value(along: axis), adjusted, accuracy: 1e-9 * max(1, abs(adjusted)),
                "seed \(seed): rests there")
        }
        return true
    }

    private static func id(at path: ItemPath, in sections: [RandomBatch.Section]) -> Int? {
        guard sections.indices.contains(path.section),
            sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return sections[path.section].items[path.item]
    }

    private static func path(of id: Int, in sections: [RandomBatch.Section]) -> ItemPath? {
        for (section, model) in sections.enumerated() {
            if let item = model.items.firstIndex(of: id) { return ItemPath(item: item, section: section) }
        }
        return nil
    }

    /// Everything a carousel answers, for comparing a layout before and after a failed update.
    private struct Answers: Equatable {
        var contentSize: Size
        var all: [LayoutAttributes]
        var cells: [LayoutAttributes?]
        var initial: [LayoutAttributes?]
        var final: [LayoutAttributes?]
        var adjustment: Point
        var centred: ItemPath?

        init(_ layout: CenterCarouselLayout, _ batch: RandomBatch) {
            let paths = batch.oldPaths + batch.newPaths + [ItemPath(item: 0, section: 9)]
            contentSize = layout.contentSize
            all = layout.attributes(in: .infinite)
            cells = paths.map { layout.attributes(at: $0) }
            initial = paths.map { layout.initialAttributes(forAppearingItemAt: $0) }
            final = paths.map { layout.finalAttributes(forDisappearingItemAt: $0) }
            adjustment = layout.contentOffsetAdjustment
            centred = layout.centeredItem
        }
    }
}
