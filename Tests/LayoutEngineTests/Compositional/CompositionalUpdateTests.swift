import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

private typealias F = CompositionalFixtures

/// Batch updates of the compositional layout: after any batch the layout equals a fresh one of
/// the new data (reported sizes following their items), appearing and disappearing cells follow
/// UIKit's rules, a bad batch changes nothing, and the first visible cell keeps its place.
final class CompositionalUpdateTests: XCTestCase {
    private func randomLayout(_ g: inout SeededGenerator) -> (CompositionalLayout, LayoutContext) {
        let sections = (0..<g.int(in: 1...3)).map { _ in F.randomSection(&g) }
        let configuration = CompositionalLayout.Configuration(
            scrollDirection: g.bool() ? .vertical : .horizontal, interSectionSpacing: g.double(in: 0...20))
        let layout = CompositionalLayout(configuration: configuration) { index, _ in
            sections[index % sections.count]
        }
        let context = LayoutContext(
            bounds: Rect(x: 0, y: g.double(in: 0...400), width: g.double(in: 200...500), height: 700),
            itemCounts: [], layoutDirection: g.int(in: 0...3) == 0 ? .rightToLeft : .leftToRight,
            displayScale: Double(g.int(in: 1...3)))
        return (layout, context)
    }

    func testCompositionalUpdate_RandomBatchesEqualAFreshLayoutOfTheNewData() {
        for seed in TestCampaign.seeds(150, quick: 50) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = randomLayout(&g)
            let template = layout
            var sections = RandomBatch.randomSections(&g, maxSections: 4, maxItems: 40)
            context.itemCounts = sections.map(\.items.count)
            layout.prepare(context)
            var reported: [Int: Size] = [:]
            var nextID = 1 << 40
            for step in 0..<3 {
                for (section, model) in sections.enumerated() where !model.items.isEmpty && g.bool() {
                    let item = g.int(in: 0...(model.items.count - 1))
                    let size = Size(width: g.double(in: 20...200), height: g.double(in: 20...200))
                    reported[model.items[item]] = size
                    layout.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                }
                let old = layout
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                for id in batch.reloadedItems { reported[id] = nil }
                sections = batch.new
                context.itemCounts = sections.map(\.items.count)
                let message = "seed \(seed), step \(step)"
                do {
                    try layout.prepare(context, updates: batch.updates)
                } catch {
                    XCTFail("\(message): \(error)")
                    break
                }
                var fresh = template
                for (section, model) in sections.enumerated() {
                    for (item, id) in model.items.enumerated() {
                        if let size = reported[id] {
                            fresh.reportSize(size, forItemAt: ItemPath(item: item, section: section))
                        }
                    }
                }
                fresh.prepare(context)
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
                assertUIKitTransition(
                    layout, old: old, oldSections: batch.old, newSections: sections,
                    reloaded: batch.reloadedItems, message)
            }
        }
    }

    func testCompositionalUpdate_BadBatchThrowsAndChangesNothing() {
        for seed in TestCampaign.seeds(40) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = randomLayout(&g)
            let sections = RandomBatch.randomSections(&g, maxSections: 4, maxItems: 30)
            context.itemCounts = sections.map(\.items.count)
            layout.prepare(context)
            let before = layout
            var nextID = 1 << 40
            let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
            context.itemCounts = batch.invalidNewCounts(&g)
            XCTAssertThrowsError(try layout.prepare(context, updates: batch.updates), "seed \(seed)")
            XCTAssertEqual(layout.contentSize, before.contentSize, "seed \(seed)")
            assertSameElements(
                layout.attributes(in: .infinite), before.attributes(in: .infinite), "seed \(seed)")
        }
    }

    func testCompositionalUpdate_PrependingKeepsTheVisibleCellsInPlace() throws {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .absolute(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        var context = LayoutContext(bounds: Rect(x: 0, y: 4400, width: 320, height: 600), itemCounts: [1000])
        layout.prepare(context)
        let visible = layout.attributes(in: context.bounds)
        XCTAssertGreaterThanOrEqual(
            visible.filter(\.kind.isCell).count, 13, "the viewport shows cells to follow")
        context.itemCounts = [1020]
        try layout.prepare(
            context, updates: [.insertItems(at: (0..<20).map { ItemPath(item: $0, section: 0) })])
        XCTAssertEqual(layout.contentOffsetAdjustment, Point(x: 0, y: 20 * 44))
        context.bounds.origin.y += layout.contentOffsetAdjustment.y
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero)
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: ItemPath(item: 0, section: 0))?.alpha, 0)
        for old in visible where old.kind.isCell {
            XCTAssertEqual(
                layout.attributes(at: ItemPath(item: old.path.item + 20, section: 0)).map {
                    $0.frame.minY - context.bounds.minY
                }, old.frame.minY - 4400)
        }
    }
}
