import CHeapStatistics
import LayoutEngine

/// The host's steady scroll frame against the engine's own: a `CollectionHost` over a flow of
/// 1M items advancing frame by frame along a scroll, and the same flow prepared at each offset
/// and queried for the viewport, with the heap allocations each makes per frame; then the
/// rows of ``HostCostBench``.
enum HostBench {
    /// The steady frame at the largest size: the host's frame (µs) against the engine's
    /// (baseline); then a fling, a measurement pass and an animated batch at every size from 10k.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        guard let largest = sizes.last else { return [] }
        return [steadyRow(itemCount: largest)] + HostCostBench.rows(sizes)
    }

    /// The steady row's scenario, which the targets read.
    static let steadyScenario = "steady scroll: advance(to:) against the engine's prepare + query"

    /// The host's steady scroll frame against the engine's.
    private static func steadyRow(itemCount: Int) -> BenchRow {
        let viewport = Size(width: 390, height: 844)
        let layout = FlowLayout(itemSize: Size(width: 120, height: 120))
        var host = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [itemCount])
        // The grown viewport is the viewport itself and nothing is prefetched, so that both
        // sides answer the same query: the difference is the host's own work (physics, diff,
        // frame buffers).
        host.prefetchDistance = 0
        let sweep = Bench.sequentialSweep(
            frames: 600, step: 12, size: viewport, contentSize: host.contentSize, axis: .vertical)
        var engine = layout
        var context = LayoutContext(viewportSize: viewport, itemCounts: [itemCount])
        engine.prepare(context)
        var time = 0.0

        func hostFrames() {
            for rect in sweep {
                host.contentOffset = rect.origin
                time += 1.0 / 120
                let frame = host.advance(to: time)
                Bench.sink &+= frame.visible.count &+ frame.appeared.count &+ frame.disappeared.count
            }
        }
        func engineFrames() {
            for rect in sweep {
                context.bounds.origin = rect.origin
                engine.prepare(context)
                Bench.sink &+= engine.attributes(in: context.bounds).count
            }
        }

        // Warm both (two sweeps: the frame buffers reach the largest frame's size in the
        // first), then count the allocations of one sweep each.
        for _ in 0..<2 {
            hostFrames()
            engineFrames()
        }
        // Both sides answer the same query: the cells of the host's frame are the engine's,
        // checked at a few offsets of the sweep (with the host's allocations counted after).
        for rect in sweep.enumerated().filter({ $0.offset % 75 == 0 }).map(\.element) {
            host.contentOffset = rect.origin
            time += 1.0 / 120
            let shown = Set(
                host.advance(to: time).visible.compactMap {
                    $0.attributes.kind.isCell ? $0.attributes.path : nil
                })
            context.bounds.origin = rect.origin
            engine.prepare(context)
            let queried = Set(engine.attributes(in: context.bounds).filter(\.kind.isCell).map(\.path))
            if shown != queried {
                Bench.fail(
                    "Host, steady scroll at \(itemCount) items: the frame at \(rect.origin) shows \(shown.count) cells, "
                        + "the engine's query returns \(queried.count)")
            }
        }
        let hostAllocations = allocations(per: sweep.count, hostFrames)
        let engineAllocations = allocations(per: sweep.count, engineFrames)
        let hostTime = Bench.timing(runs: 11, hostFrames).scaled(by: 1e6 / Double(sweep.count))
        let engineTime = Bench.timing(runs: 11, engineFrames).scaled(by: 1e6 / Double(sweep.count))
        let counted =
            heap_allocation_counting() != 0
            ? "heap allocations per frame: host \(hostAllocations), engine \(engineAllocations)"
            : "heap allocations not counted on this platform"
        let allocations =
            heap_allocation_counting() != 0 ? "\(hostAllocations) · \(engineAllocations)" : "n/a"
        print(
            "Host: steady scroll frame \(BenchTable.format(hostTime.median, digits: 2)) µs against the engine's "
                + "\(BenchTable.format(engineTime.median, digits: 2)) µs (medians; difference "
                + "\(BenchTable.format(hostTime.median - engineTime.median, digits: 2)) µs); \(counted)")
        return BenchRow(
            table: .scrollFrames, layout: "Host", scenario: steadyScenario,
            itemCount: itemCount, measured: hostTime, baseline: engineTime, allocations: allocations)
    }

    /// The heap allocations per frame of `body`, which shows `frames` frames.
    private static func allocations(per frames: Int, _ body: () -> Void) -> String {
        let before = heap_allocation_count()
        body()
        let after = heap_allocation_count()
        let perFrame = Double(after - before) / Double(max(1, frames))
        return BenchTable.format(perFrame, digits: perFrame == perFrame.rounded() ? 0 : 2)
    }
}
