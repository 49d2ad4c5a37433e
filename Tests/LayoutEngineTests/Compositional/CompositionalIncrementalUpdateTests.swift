import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

private typealias F = CompositionalFixtures

/// Batch updates that lay out only what changed: a section the batch does not touch keeps its
/// storage (moved, not copied or restamped), and sections moved by a fractional offset return,
/// bit for bit, the frames a fresh layout of the new data returns on the pixel grid.
final class CompositionalIncrementalUpdateTests: XCTestCase {
    /// A list of cells of estimated height (stamped, not repeating groups) under a header.
    private func estimatedList(header: Double, itemHeight: Double, spacing: Double) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(itemHeight)))
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .estimated(itemHeight)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.boundarySupplementaryItems = [F.header(header)]
        return CompositionalLayout(
            section: section, configuration: .init(interSectionSpacing: spacing))
    }

    /// The address of the frames a section stores.
    private func storage(_ layout: CompositionalLayout, section: Int) -> UnsafeRawPointer? {
        layout.state.store.sections[section].items.frames.withUnsafeBufferPointer {
            $0.baseAddress.map { UnsafeRawPointer($0) }
        }
    }

    func testCompositionalUpdate_BatchInOneSectionLeavesTheOtherSectionsStorageUntouched() throws {
        var layout = estimatedList(header: 30, itemHeight: 44, spacing: 8)
        var context = LayoutContext(
            bounds: Rect(x: 0, y: 0, width: 320, height: 600), itemCounts: Array(repeating: 100, count: 40))
        layout.prepare(context)
        let old = layout
        let before = (0..<40).map { storage(layout, section: $0) }
        XCTAssertFalse(before.contains(nil))
        context.itemCounts[20] += 1
        try layout.prepare(context, updates: [.insertItems(at: [ItemPath(item: 50, section: 20)])])
        for section in 0..<40 where section != 20 {
            XCTAssertEqual(storage(layout, section: section), before[section], "section \(section)")
        }
        // The section laid out again did not change the geometry kept for the transition.
        XCTAssertEqual(storage(old, section: 20), before[20])
        XCTAssertEqual(
            layout.initialAttributes(forAppearingItemAt: ItemPath(item: 60, section: 20))?.frame,
            old.attributes(at: ItemPath(item: 59, section: 20))?.frame)
        XCTAssertEqual(
            layout.finalAttributes(forDisappearingItemAt: ItemPath(item: 10, section: 30))?.frame,
            layout.attributes(at: ItemPath(item: 10, section: 30))?.frame)
        var fresh = estimatedList(header: 30, itemHeight: 44, spacing: 8)
        fresh.prepare(context)
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testCompositionalUpdate_FractionalSectionOffsetsAtScale3EqualAFreshLayoutBitForBit() throws {
        for (estimated, direction) in [
            (true, LayoutDirection.leftToRight), (false, .leftToRight), (true, .rightToLeft),
            (false, .rightToLeft),
        ] {
            func make() -> CompositionalLayout {
                let height: LayoutDimension = estimated ? .estimated(33.37) : .absolute(33.37)
                let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1.0 / 3), height))
                let group = LayoutGroup.horizontal(
                    layoutSize: F.size(.fractionalWidth(1), height), subitems: [item])
                var section = LayoutSection(group: group)
                section.interGroupSpacing = 1.1
                section.contentInsets = DirectionalEdgeInsets(
                    top: 0.35, leading: 0.7, bottom: 2.15, trailing: 0)
                section.boundarySupplementaryItems = [F.header(10.1, pinned: true), F.footer(5.05)]
                section.decorationItems = [.background(elementKind: "background")]
                return CompositionalLayout(
                    section: section, configuration: .init(interSectionSpacing: 7.3333))
            }
            var layout = make()
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 913.7, width: 331.3, height: 600), itemCounts: [7, 12, 0, 31, 5, 40],
                layoutDirection: direction, displayScale: 3)
            layout.prepare(context)
            var reports: [ItemPath: Size] = [:]
            let steps: [([CollectionUpdate], [Int])] = [
                ([.insertItems(at: [ItemPath(item: 3, section: 1)])], [7, 13, 0, 31, 5, 40]),
                (
                    [.deleteItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 6, section: 0)])],
                    [5, 13, 0, 31, 5, 40]
                ),
                ([.insertSections([2])], [5, 13, 9, 0, 31, 5, 40]),
                (
                    [.moveItem(from: ItemPath(item: 30, section: 4), to: ItemPath(item: 0, section: 6))],
                    [5, 13, 9, 0, 30, 5, 41]
                ),
            ]
            for (step, (updates, counts)) in steps.enumerated() {
                let message = "estimated \(estimated), \(direction), step \(step)"
                if estimated {
                    // A measured cell moves the later sections by its section's new length.
                    let path = ItemPath(item: 1, section: 1)
                    let size = Size(width: 110.45, height: 51.7 + Double(step) * 0.13)
                    layout.reportSize(size, forItemAt: path)
                    reports[path] = size
                }
                context.itemCounts = counts
                try layout.prepare(context, updates: updates)
                var fresh = make()
                // The reported cell is not moved by these batches (they change later items).
                for (path, size) in reports { fresh.reportSize(size, forItemAt: path) }
                fresh.prepare(context)
                XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
                assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
                assertSameElements(
                    layout.attributes(in: context.bounds), fresh.attributes(in: context.bounds), message)
                for (section, count) in counts.enumerated() {
                    for item in 0..<count {
                        let path = ItemPath(item: item, section: section)
                        let frame = layout.attributes(at: path)?.frame
                        let expected = fresh.attributes(at: path)?.frame
                        XCTAssertEqual(
                            frame.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) },
                            expected.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) },
                            "\(message), \(path)")
                        if frame != expected { return }
                    }
                }
            }
        }
    }

    func testCompositionalUpdate_RandomBatchesWithSidewaysSectionsEqualAFreshLayout() {
        for seed in TestCampaign.seeds(60) {
            var g = SeededGenerator(seed: seed)
            var definitions = (0..<3).map { _ in F.randomSection(&g) }
            for index in definitions.indices where g.bool() {
                definitions[index].orthogonalScrollingBehavior =
                    [.continuous, .groupPaging, .paging][g.int(in: 0...2)]
            }
            let configuration = CompositionalLayout.Configuration(
                scrollDirection: g.bool() ? .vertical : .horizontal, interSectionSpacing: g.double(in: 0...20)
            )
            let sectionDefinitions = definitions
            let template = CompositionalLayout(configuration: configuration) { index, _ in
                sectionDefinitions[index % sectionDefinitions.count]
            }
            var layout = template
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: g.double(in: 200...500), height: 700), itemCounts: [],
                layoutDirection: g.bool() ? .rightToLeft : .leftToRight,
                displayScale: Double(g.int(in: 1...3)))
            var sections = RandomBatch.randomSections(&g, maxSections: 5, maxItems: 30)
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
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                for id in batch.reloadedItems { reported[id] = nil }
                sections = batch.new
                context.itemCounts = sections.map(\.items.count)
                let message = "seed \(seed), step \(step)"
                XCTAssertNoThrow(try layout.prepare(context, updates: batch.updates), message)
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
                for section in sections.indices {
                    for item in sections[section].items.indices {
                        let path = ItemPath(item: item, section: section)
                        XCTAssertEqual(
                            layout.attributes(at: path), fresh.attributes(at: path), "\(message), \(path)")
                    }
                }
            }
        }
    }
}
