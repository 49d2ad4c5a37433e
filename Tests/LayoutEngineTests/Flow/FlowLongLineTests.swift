import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Lines of hundreds of items of varied thickness, centred or bottom-aligned across the line
/// (their starts along the scroll axis out of order): every query equals a filter of every
/// item's frame, and appending pages equals a fresh prepare.
final class FlowLongLineTests: XCTestCase {
    private func layout(seed: UInt64, cross: LineAlignment.Cross, axis: ScrollDirection)
        -> FlowLayout
    {
        let metrics = FlowLayout.SectionMetrics(
            minimumLineSpacing: 2, minimumInteritemSpacing: 1,
            lineAlignment: LineAlignment(cross: cross, along: .justified))
        return FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { path in
                    var generator = SeededGenerator(seed: seed &+ UInt64(path.item))
                    let thickness = generator.double(in: 1...90)
                    return Size(width: 3, height: thickness)
                }, scrollDirection: axis, metrics: .all(metrics)))
    }

    func testFlow_LongCentredLines_QueriesMatchAFilterOfEveryFrame() {
        for seed in TestCampaign.seeds(6, quick: 2) {
            for cross in [LineAlignment.Cross.center, .bottom] {
                var flow = layout(seed: seed, cross: cross, axis: .vertical)
                let itemCount = 3000
                let context = LayoutContext(
                    viewportSize: Size(width: 1200, height: 500), itemCounts: [itemCount])
                flow.prepare(context)
                let frames = (0..<itemCount).map {
                    flow.attributes(at: ItemPath(item: $0, section: 0))?.frame
                }
                var generator = SeededGenerator(seed: seed)
                for _ in 0..<60 {
                    let rect = generator.queryRect(in: flow.contentSize)
                    let expected = Set(frames.indices.filter { frames[$0]?.intersects(rect) ?? false })
                    let found = Set(flow.attributes(in: rect).filter { $0.kind == .cell }.map(\.path.item))
                    XCTAssertEqual(found, expected, "seed \(seed), \(cross), rect \(rect)")
                }
            }
        }
    }

    func testFlow_LongCentredLines_AppendEqualsFreshPrepare() {
        for seed in TestCampaign.seeds(4) {
            var appended = layout(seed: seed, cross: .center, axis: .horizontal)
            let viewport = Size(width: 500, height: 900)
            for count in [500, 777, 1400] {
                appended.prepare(LayoutContext(viewportSize: viewport, itemCounts: [count]))
            }
            var fresh = layout(seed: seed, cross: .center, axis: .horizontal)
            fresh.prepare(LayoutContext(viewportSize: viewport, itemCounts: [1400]))
            XCTAssertEqual(appended.contentSize, fresh.contentSize, "seed \(seed)")
            XCTAssertEqual(
                Set(appended.attributes(in: .infinite)), Set(fresh.attributes(in: .infinite)), "seed \(seed)")
            var generator = SeededGenerator(seed: seed)
            for _ in 0..<30 {
                let rect = generator.queryRect(in: fresh.contentSize)
                XCTAssertEqual(
                    Set(appended.attributes(in: rect)), Set(fresh.attributes(in: rect)),
                    "seed \(seed), rect \(rect)")
            }
        }
    }
}
