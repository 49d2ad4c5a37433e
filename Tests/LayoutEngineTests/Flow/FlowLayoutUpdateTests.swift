import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Batch updates of the flow layout: after any batch the layout equals a fresh one of the new
/// data; appearing and disappearing cells follow UIKit's flow-layout rules; a bad batch changes
/// nothing; the content the user looks at stays in place; only changed sections are laid out.
final class FlowLayoutUpdateTests: XCTestCase {
    /// A flow layout over a model whose item sizes are kept by id (a reload gives a new size).
    private struct Scenario {
        var configuration: FlowLayout.Configuration
        var context: LayoutContext
        var sections: [RandomBatch.Section]
        var sizeOf: [Int: Size]

        var sizes: [[Size]] { sections.map { $0.items.map { sizeOf[$0] ?? .zero } } }

        /// The configuration with the model's sizes and the context with its counts.
        mutating func sync() {
            configuration.itemSizing = .sizes(sizes)
            context.itemCounts = sections.map(\.items.count)
        }

        func freshLayout() -> FlowLayout {
            var layout = FlowLayout(configuration: configuration)
            layout.prepare(context)
            return layout
        }
    }

    private func randomScenario(_ g: inout SeededGenerator) -> Scenario {
        let (base, baseContext) = FlowLayoutIndexTests.randomLayout(&g)
        var configuration = base.configuration
        if g.bool() {
            let extra = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(all: g.double(in: 0...12)), minimumLineSpacing: g.double(in: 0...9),
                headerReferenceSize: g.bool() ? Size(width: 24, height: 24) : .zero)
            if case .all(let metrics) = configuration.metrics {
                configuration.metrics = .list([metrics, extra])
            }
        }
        let uniform = g.int(in: 0...3) == 0
        let uniformSize = Size(width: g.double(in: 20...120), height: g.double(in: 20...120))
        let sections = RandomBatch.randomSections(&g, maxSections: 5, maxItems: 50)
        var sizeOf: [Int: Size] = [:]
        for id in sections.flatMap(\.items) {
            sizeOf[id] =
                uniform ? uniformSize : Size(width: g.double(in: 5...200), height: g.double(in: 5...160))
        }
        var scenario = Scenario(
            configuration: configuration, context: baseContext, sections: sections, sizeOf: sizeOf)
        scenario.sync()
        return scenario
    }

    /// Applies a random batch to the scenario's model (new and reloaded items get new sizes).
    private func applyRandomBatch(
        to scenario: inout Scenario, _ g: inout SeededGenerator, nextID: inout Int
    ) -> RandomBatch {
        let batch = RandomBatch.make(from: scenario.sections, &g, nextID: &nextID)
        let uniformSize = scenario.sizeOf.values.first.flatMap { first in
            scenario.sizeOf.values.allSatisfy { $0 == first } ? first : nil
        }
        for id in batch.new.flatMap(\.items)
        where scenario.sizeOf[id] == nil || batch.reloadedItems.contains(id) {
            scenario.sizeOf[id] =
                uniformSize ?? Size(width: g.double(in: 5...200), height: g.double(in: 5...160))
        }
        scenario.sections = batch.new
        scenario.sync()
        return batch
    }

    // MARK: - Equal to a fresh layout

    func testFlowUpdate_RandomBatchesEqualAFreshLayoutOfTheNewData() throws {
        for seed in TestCampaign.seeds(300, quick: 75) {
            var g = SeededGenerator(seed: seed)
            var scenario = randomScenario(&g)
            var layout = scenario.freshLayout()
            var nextID = 1 << 40
            for step in 0..<3 {
                let old = layout
                let oldSections = scenario.sections
                let batch = applyRandomBatch(to: &scenario, &g, nextID: &nextID)
                if g.int(in: 0...4) == 0 { scenario.context.bounds.origin.y += g.double(in: -100...300) }
                layout.configuration = scenario.configuration
                do {
                    try layout.prepare(scenario.context, updates: batch.updates)
                } catch {
                    XCTFail("seed \(seed), step \(step): \(error)")
                    break
                }
                let message = "seed \(seed), step \(step)"
                let fresh = scenario.freshLayout()
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
                assertUIKitTransition(
                    layout, old: old, oldSections: oldSections, newSections: scenario.sections,
                    reloaded: batch.reloadedItems, message)
            }
        }
    }

    func testFlowUpdate_AReloadedItemInAnUnchangedSectionTakesItsNewSize() throws {
        let size = Size(width: 100, height: 50)
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(itemSizing: .sizes([[size, size, size]])))
        var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [3, 3])
        layout.prepare(context)
        // Section 0's item 1 is given a new size; the batch inserts into section 1 only.
        let tall = Size(width: 100, height: 80)
        layout.configuration.itemSizing = .sizes([[size, tall, size], [size, size, size, size]])
        context.itemCounts = [3, 4]
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 0, section: 1)])])
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.height, 50,
            "a section the batch keeps")
        // A reload of it takes the new size, as UIKit asks for.
        try layout.prepare(context, updates: [.reloadItems(at: [ItemPath(item: 1, section: 0)])])
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.height, 80)
        var fresh = FlowLayout(configuration: layout.configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    /// A section changed in its first eighth is laid out anew (every size read, the old
    /// section kept whole for the animation); changed later, it keeps its frames before the
    /// change's line, with the sizes they were laid out with.
    func testFlowUpdate_AChangeInTheFirstEighthLaysTheSectionOutAnew() throws {
        let size = Size(width: 100, height: 50)
        let tall = Size(width: 100, height: 80)
        for (inserted, keepsOldSize) in [(70, false), (400, true)] {
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    itemSizing: .sizes([Array(repeating: size, count: 640)])))
            var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [640])
            layout.prepare(context)
            let old = layout
            // One item a line, a cursor every 32: an insert at 70 restarts from line 64, inside
            // the first eighth (80 items). Item 0 is given a new size without a reload.
            var sizes = Array(repeating: size, count: 641)
            sizes[0] = tall
            layout.configuration.itemSizing = .sizes([sizes])
            context.itemCounts = [641]
            try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: inserted, section: 0)])])
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.height, keepsOldSize ? 50 : 80,
                "insert at \(inserted)")
            // Either way every surviving cell starts where it was.
            let moved = try XCTUnwrap(
                layout.initialAttributes(forAppearingItemAt: ItemPath(item: 639, section: 0)))
            XCTAssertEqual(moved.frame, old.attributes(at: ItemPath(item: 638, section: 0))?.frame)
            XCTAssertEqual(
                layout.finalAttributes(forDisappearingItemAt: ItemPath(item: 0, section: 0))?.frame,
                layout.attributes(at: ItemPath(item: 0, section: 0))?.frame)
        }
    }

    // MARK: - A batch that does not add up

    func testFlowUpdate_BadBatchThrowsAndChangesNothing() {
        for seed in TestCampaign.seeds(60) {
            var g = SeededGenerator(seed: seed)
            var scenario = randomScenario(&g)
            var layout = scenario.freshLayout()
            let before = layout
            var nextID = 1 << 40
            let batch = applyRandomBatch(to: &scenario, &g, nextID: &nextID)
            var wrong = scenario.context
            // One section too many: the section count never adds up.
            wrong.itemCounts.append(1)
            XCTAssertThrowsError(try layout.prepare(wrong, updates: batch.updates), "seed \(seed)")
            XCTAssertEqual(layout.contentSize, before.contentSize, "seed \(seed)")
            assertSameElements(
                layout.attributes(in: .infinite), before.attributes(in: .infinite), "seed \(seed)")
        }
    }

    func testFlowUpdate_DeleteOfAMissingItemNamesItsSection() {
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50))
        let context = LayoutContext(viewportSize: Size(width: 200, height: 400), itemCounts: [3, 4])
        layout.prepare(context)
        var after = context
        after.itemCounts = [3, 3]
        XCTAssertThrowsError(
            try layout.prepare(after, updates: [.deleteItems(at: [ItemPath(item: 4, section: 1)])])
        ) { error in
            XCTAssertEqual(
                error as? CollectionUpdateError,
                CollectionUpdateError(section: 1, item: 4, reason: .itemOutOfRangeBefore(itemCount: 4)))
        }
    }

    func testFlowUpdate_BeforeTheFirstPrepareIsAPrepare() throws {
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50))
        let context = LayoutContext(viewportSize: Size(width: 200, height: 400), itemCounts: [7])
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 0, section: 0)])])
        var fresh = FlowLayout(itemSize: Size(width: 50, height: 50))
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    // MARK: - UIKit's defaults

    func testFlowUpdate_InsertedCellFadesInAtItsPlaceAndTheNextOneStartsWhereItWas() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50))
        var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [3])
        layout.prepare(context)
        context.itemCounts = [4]
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 1, section: 0)])])
        let inserted = layout.initialAttributes(forAppearingItemAt: ItemPath(item: 1, section: 0))
        XCTAssertEqual(inserted?.frame, Rect(x: 0, y: 60, width: 100, height: 50))
        XCTAssertEqual(inserted?.alpha, 0)
        let shifted = layout.initialAttributes(forAppearingItemAt: ItemPath(item: 2, section: 0))
        XCTAssertEqual(shifted?.frame, Rect(x: 0, y: 60, width: 100, height: 50), "item 1 before the insert")
        XCTAssertEqual(shifted?.alpha, 1)
        let leaving = layout.finalAttributes(forDisappearingItemAt: ItemPath(item: 1, section: 0))
        XCTAssertEqual(leaving?.frame, Rect(x: 0, y: 120, width: 100, height: 50), "where it is now: item 2")
    }

    func testFlowUpdate_DeletedCellFadesOutWhereItWas() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50))
        var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [3])
        layout.prepare(context)
        context.itemCounts = [2]
        try layout.prepare(context, updates: [.deleteItems(at: [ItemPath(item: 0, section: 0)])])
        let deleted = layout.finalAttributes(forDisappearingItemAt: ItemPath(item: 0, section: 0))
        XCTAssertEqual(deleted?.frame, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(deleted?.alpha, 0)
        XCTAssertNil(layout.finalAttributes(forDisappearingItemAt: ItemPath(item: 3, section: 0)))
        XCTAssertNil(layout.initialAttributes(forAppearingItemAt: ItemPath(item: 2, section: 0)))
    }

    func testFlowUpdate_HeaderOfAnInsertedSectionFadesInAndAMovedOneSlides() throws {
        var configuration = FlowLayout.Configuration(itemSizing: .fixed(Size(width: 100, height: 50)))
        configuration.metrics = .all(
            FlowLayout.SectionMetrics(headerReferenceSize: Size(width: 0, height: 30)))
        var layout = FlowLayout(configuration: configuration)
        var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [1, 1])
        layout.prepare(context)
        let kind = ElementKind.sectionHeaderKind
        let oldSecond = layout.supplementaryAttributes(ofKind: kind, inSection: 1)
        context.itemCounts = [2, 1, 1]
        try layout.prepare(context, updates: [.insertSections([0])])
        let inserted = layout.initialAttributes(
            forAppearingSupplementaryOfKind: kind, at: ItemPath(item: 0, section: 0))
        XCTAssertEqual(inserted?.frame, layout.supplementaryAttributes(ofKind: kind, inSection: 0)?.frame)
        XCTAssertEqual(inserted?.alpha, 0)
        let moved = layout.initialAttributes(
            forAppearingSupplementaryOfKind: kind, at: ItemPath(item: 0, section: 2))
        XCTAssertEqual(moved?.frame, oldSecond?.frame)
        XCTAssertEqual(moved?.alpha, 1)
        let leaving = layout.finalAttributes(
            forDisappearingSupplementaryOfKind: kind, at: ItemPath(item: 0, section: 1))
        XCTAssertEqual(leaving?.frame, layout.supplementaryAttributes(ofKind: kind, inSection: 2)?.frame)
    }

    func testFlowUpdate_AScrollKeepsTheTransitionAndAnotherPrepareEndsIt() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50))
        var context = LayoutContext(viewportSize: Size(width: 100, height: 400), itemCounts: [3])
        layout.prepare(context)
        context.itemCounts = [4]
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 0, section: 0)])])
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 60))
        context.bounds.origin.y = 60
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "applied by the scroll")
        XCTAssertEqual(
            layout.initialAttributes(forAppearingItemAt: ItemPath(item: 0, section: 0))?.alpha, 0,
            "still animating")
        context.itemCounts = [5]
        layout.prepare(context)
        let path = ItemPath(item: 1, section: 0)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: path), layout.attributes(at: path))
        XCTAssertEqual(layout.finalAttributes(forDisappearingItemAt: path), layout.attributes(at: path))
    }

    // MARK: - No jumps

    func testFlowUpdate_PrependingFiftyMessagesKeepsTheVisibleOnesInPlace() throws {
        // A chat: 10 000 messages of varied heights, the reader in the middle.
        var g = SeededGenerator(seed: 5)
        var heights = (0..<10_000).map { _ in g.double(in: 30...140) }
        var configuration = FlowLayout.Configuration(
            itemSizing: .sizes([heights.map { Size(width: 320, height: $0) }]))
        configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 6))
        var layout = FlowLayout(configuration: configuration)
        var context = LayoutContext(
            bounds: Rect(x: 0, y: 400_000, width: 320, height: 700), itemCounts: [10_000])
        layout.prepare(context)
        let visible = Rect(origin: context.contentOffset, size: context.viewportSize)
        let before = layout.attributes(in: visible).filter { $0.kind.isCell }
        XCTAssertGreaterThan(before.count, 3)

        heights.insert(contentsOf: (0..<50).map { _ in g.double(in: 30...140) }, at: 0)
        layout.configuration.itemSizing = .sizes([heights.map { Size(width: 320, height: $0) }])
        context.itemCounts = [10_050]
        try layout.prepare(
            context, updates: [.insertItems(at: (0..<50).map { ItemPath(item: $0, section: 0) })])
        let adjustment = layout.contentOffsetAdjustment
        XCTAssertGreaterThan(adjustment.y, 0)
        context.bounds.origin.y += adjustment.y
        layout.prepare(context)
        for old in before {
            let now = layout.attributes(at: ItemPath(item: old.path.item + 50, section: 0))
            XCTAssertEqual(
                now.map { $0.frame.minY - context.bounds.minY }, old.frame.minY - visible.minY,
                "message \(old.path.item) moved on screen")
        }
    }

    // MARK: - Cost

    func testFlowUpdate_LaysOutOnlyTheChangedSectionFromTheLineOfItsChange() throws {
        let counter = SizeCallCounter()
        let configuration = FlowLayout.Configuration(
            itemSizing: .perItem { _ in
                counter.increment()
                return Size(width: 40, height: 40)
            })
        var layout = FlowLayout(configuration: configuration)
        var context = LayoutContext(
            viewportSize: Size(width: 400, height: 800), itemCounts: Array(repeating: 1000, count: 20))
        layout.prepare(context)
        counter.reset()
        context.itemCounts[10] = 1001
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 990, section: 10)])])
        // Eight items a line: the section is laid out again from a kept cursor at most 32 lines
        // before item 990, so at most 32 · 8 + 11 items are asked, none of another section.
        XCTAssertLessThanOrEqual(counter.count, 32 * 8 + 11)
        XCTAssertGreaterThanOrEqual(counter.count, 11)
        var fresh = FlowLayout(configuration: configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }
}
