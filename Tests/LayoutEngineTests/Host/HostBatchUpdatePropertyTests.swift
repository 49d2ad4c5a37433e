import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Batch updates, property-tested against a model of the data whose items carry ids: across
/// random batches (every kind of change, animated or not, with scrolling between them), a
/// renderer that follows the frames keeps every view on the item it showed, departing views
/// animate out and disappear, and once animations end the frame is the layout's again.
final class HostBatchUpdatePropertyTests: XCTestCase {
    func testHostBatch_ViewsFollowTheirItemsThroughRandomBatches() throws {
        for seed in TestCampaign.seeds(hostLongTests ? 200 : 12) {
            var g = SeededGenerator(seed: seed)
            var model = RandomBatch.randomSections(&g, maxSections: 4, maxItems: 40)
            var nextID = 1_000_000
            var host = squaresHost(itemCounts: model.map(\.items.count), headers: g.bool())
            host.overscan = g.double(in: 0...150)
            var renderer = HostRenderer<Int>()
            var time = 0.0
            func content(_ id: ElementID) -> Int {
                guard !id.isDeparting, id.path.section < model.count else { return Int.min }
                if case .cell = id.kind { return model[id.path.section].items[id.path.item] }
                return -1 - model[id.path.section].id
            }
            func check(_ frame: HostFrame, _ message: String) {
                renderer.apply(frame, message, content: content)
                for (id, shown) in renderer.views where !id.isDeparting {
                    XCTAssertEqual(shown, content(id), "\(id) shows another item, \(message)")
                }
            }
            check(host.advance(to: time), "seed \(seed), first frame")
            for round in 0..<5 {
                let message = "seed \(seed), round \(round)"
                host.contentOffset.y = g.double(
                    in: -50...(host.offsetRange(along: .vertical).upperBound + 50))
                time += 1.0 / 60
                check(host.advance(to: time), message)
                let batch = RandomBatch.make(from: model, &g, nextID: &nextID)
                let animated = g.bool()
                try host.performBatchUpdates(
                    batch.updates, itemCounts: batch.newCounts, animated: animated, time: time)
                model = batch.new
                XCTAssertEqual(host.itemCounts, batch.newCounts, message)
                for step in 0..<g.int(in: 1...12) {
                    time += g.double(in: 0...0.05)
                    check(host.advance(to: time), "\(message), step \(step)")
                }
                time += animated ? 0.3 : 0
                let settled = host.advance(to: time)
                check(settled, "\(message), settled")
                XCTAssertFalse(settled.isAnimating, message)
                XCTAssertFalse(
                    settled.visible.contains { $0.id.isDeparting }, "departed views are gone, \(message)")
                let grown = host.viewport.insetBy(dx: -host.overscan, dy: -host.overscan)
                let expected = identities(
                    of: everyElement(of: host.layout, itemCounts: batch.newCounts), intersecting: grown)
                XCTAssertEqual(Set(settled.visible.map(\.id)), expected, message)
                for element in settled.visible where element.id.kind == .cell {
                    XCTAssertEqual(
                        element.attributes, host.layout.attributes(at: element.id.path),
                        "\(element.id), \(message)")
                }
            }
        }
    }

    func testHostBatch_InvalidBatchesChangeNothing() {
        for seed in TestCampaign.seeds(hostLongTests ? 200 : 20) {
            var g = SeededGenerator(seed: seed)
            let batch = RandomBatch.make(&g, maxSections: 4, maxItems: 30)
            var host = squaresHost(itemCounts: batch.oldCounts)
            host.contentOffset.y = g.double(in: 0...host.offsetRange(along: .vertical).upperBound)
            let before = host.advance(to: 0)
            let counts = batch.invalidNewCounts(&g)
            XCTAssertThrowsError(
                try host.performBatchUpdates(batch.updates, itemCounts: counts, animated: g.bool(), time: 0),
                "seed \(seed)")
            XCTAssertEqual(host.itemCounts, batch.oldCounts, "seed \(seed)")
            let after = host.advance(to: 0)
            XCTAssertEqual(after.visible, before.visible, "seed \(seed)")
            XCTAssertEqual(after.contentOffset, before.contentOffset, "seed \(seed)")
            XCTAssertTrue(
                after.renamed.isEmpty && after.appeared.isEmpty && after.disappeared.isEmpty, "seed \(seed)")
        }
    }
}
