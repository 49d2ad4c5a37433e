import LayoutEngine
import LayoutEngineTestSupport
import XCTest

private typealias F = CompositionalFixtures

/// The batch of two random snapshots, given to the flow, waterfall and compositional layouts
/// after sizes were measured for the old items: each layout accepts it, and the result equals
/// a fresh layout of the new data given the same measured size for the same identifier, for
/// every item that UIKit's rules let the batch carry (``SnapshotPair/carries(_:)``). Sizes
/// follow their item, so a move that came out as a delete and an insert would fail it.
final class CollectionSnapshotLayoutTests: XCTestCase {
    func testSnapshotDiff_FlowLayoutKeepsSizesByIdentifier() throws {
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 6,
            headerReferenceSize: Size(width: 0, height: 24))
        let configuration = FlowLayout.Configuration(
            metrics: .all(metrics), estimatedItemSize: Size(width: 60, height: 40))
        try campaign { FlowLayout(configuration: configuration) }
    }

    func testSnapshotDiff_WaterfallLayoutKeepsSizesByIdentifier() throws {
        try campaign { WaterfallLayout(configuration: .init(columnCount: 3, headerHeight: 20)) }
    }

    func testSnapshotDiff_CompositionalLayoutKeepsSizesByIdentifier() throws {
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(50)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .estimated(50)), subitems: [item]))
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [F.header(30)]
        try campaign { CompositionalLayout(section: section) }
    }

    // MARK: - The check

    private func campaign<Layout: CollectionLayout>(_ make: () -> Layout) throws {
        for seed in TestCampaign.seeds(600, quick: 120) {
            var g = SeededGenerator(seed: seed)
            let pair = SnapshotPair.random(&g, maxSections: 4, maxItems: 14)
            let old = try pair.old.snapshot()
            let new = try pair.new.snapshot()
            let updates = new.updates(from: old)
            let message = "seed \(seed): \(updates)"
            var layout = measured(make(), old, carrying: { _ in true })
            do {
                try layout.prepare(Self.context(new.itemCounts), updates: updates)
            } catch {
                XCTFail("\(error), \(message)")
                continue
            }
            let fresh = measured(make(), new, carrying: pair.carries)
            XCTAssertEqual(layout.contentSize, fresh.contentSize, message)
            assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite), message)
        }
    }

    /// `layout` prepared for `snapshot`, with the measured size of every item that `carrying`
    /// accepts reported at its path, and prepared again.
    private func measured<Layout: CollectionLayout>(
        _ layout: Layout, _ snapshot: CollectionSnapshot<Int, Int>, carrying: (Int) -> Bool
    ) -> Layout {
        var layout = layout
        let context = Self.context(snapshot.itemCounts)
        layout.prepare(context)
        for id in snapshot.itemIdentifiers where carrying(id) {
            if let path = snapshot.indexPath(for: id) {
                layout.reportSize(Self.measuredSize(of: id), forItemAt: path)
            }
        }
        layout.prepare(context)
        return layout
    }

    /// The size a cell of item `id` measures: a function of the identifier alone.
    private static func measuredSize(of id: Int) -> Size {
        Size(width: 30 + Double(id * 37 % 9) * 12, height: 20 + Double(id * 53 % 7) * 9)
    }

    private static func context(_ counts: [Int]) -> LayoutContext {
        LayoutContext(viewportSize: Size(width: 320, height: 480), itemCounts: counts)
    }
}
