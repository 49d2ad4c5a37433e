import CHeapStatistics
import LayoutEngine

/// The host's costs that must not grow with the collection: a fling, a measurement pass of a
/// screenful and an animated batch, each at several item counts, each against the engine's own
/// share of the same work measured in the same run. The growth from the smallest count to the
/// largest is what shows the cost is O(visible + changed): an O(n) cost grows 100× from 10k to
/// 1M items.
enum HostCostBench {
    /// The scenarios' names, which the targets read.
    enum Scenario {
        static let fling = "fling: 4 touch moves, release, frames to rest"
        static let measurement = "measurement pass: a screenful measured and reported, next frame"
        static let batch = "animated batch: insert 5 and delete 5 on screen, frames until done"
        static let measurementPerReport =
            "measurement pass per report: a flow of estimated rows, a screenful reported, next frame"
        /// Every scenario the target "O(visible + changed)" judges.
        static let all = [fling, measurement, batch, measurementPerReport]
    }

    /// The rows at every count of `sizes` from 10k up.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        let counts = sizes.filter { $0 >= 10_000 }
        return counts.map(flingRow) + counts.map(measurementRow) + counts.map(perReportRow)
            + counts.map(batchRow)
    }

    static let viewport = Size(width: 390, height: 844)
    static let frameTime = 1.0 / 120

    /// Heap allocations per frame of the host and of the engine ("3 · 1"), or "n/a" where the
    /// platform does not count them.
    static func allocationsText(host: Double, engine: Double) -> String {
        guard heap_allocation_counting() != 0 else { return "n/a" }
        return "\(figure(host)) · \(figure(engine))"
    }

    /// The heap allocations `body` makes, divided by `frames`.
    static func allocations(per frames: Int, _ body: () -> Void) -> Double {
        let before = heap_allocation_count()
        body()
        let after = heap_allocation_count()
        return Double(after - before) / Double(max(1, frames))
    }

    private static func figure(_ value: Double) -> String {
        BenchTable.format(value, digits: value == value.rounded() ? 0 : 1)
    }

    // MARK: - A fling

    /// A uniform flow of `itemCount` items flicked from the middle of its content: four touch
    /// moves 8 ms apart, the release, then frames every 1/120 s until the content rests. The
    /// measured figure is the whole fling over its frames (µs per frame); the baseline is the
    /// engine's `prepare` + viewport query at the same offsets.
    static func flingRow(itemCount: Int) -> BenchRow {
        let layout = FlowLayout(itemSize: Size(width: 120, height: 120))
        var host = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [itemCount])
        host.prefetchDistance = 0
        let middle = ((host.contentSize.height - viewport.height) / 2).rounded()
        var time = 0.0
        var offsets: [Point] = []

        func fling(recording: Bool) -> Int {
            host.contentOffset = Point(x: 0, y: middle)
            time += 1
            host.touchBegan(at: Point(x: 195, y: 600), time: time)
            for step in 1...4 {
                time += 0.008
                host.touchMoved(to: Point(x: 195, y: 600 - 30 * Double(step)), time: time)
            }
            host.touchEnded(at: Point(x: 195, y: 480), time: time)
            var frames = 0
            var animating = true
            while animating, frames < 10_000 {
                time += frameTime
                let frame = host.advance(to: time)
                Bench.sink &+= frame.visible.count &+ frame.appeared.count &+ frame.disappeared.count
                if recording { offsets.append(frame.contentOffset) }
                animating = frame.isAnimating
                frames += 1
            }
            return frames
        }
        let frames = fling(recording: true)
        var engine = layout
        var context = LayoutContext(viewportSize: viewport, itemCounts: [itemCount])
        engine.prepare(context)
        func engineFrames() {
            for offset in offsets {
                context.bounds.origin = offset
                engine.prepare(context)
                Bench.sink &+= engine.attributes(in: context.bounds).count
            }
        }
        for _ in 0..<2 {
            _ = fling(recording: false)
            engineFrames()
        }
        if frames < 10 || host.contentOffset.y == middle {
            Bench.fail("Host, fling at \(itemCount) items: the content did not move (\(frames) frames)")
        }
        let hostAllocations = allocations(per: frames) { _ = fling(recording: false) }
        let engineAllocations = allocations(per: frames, engineFrames)
        let perFrame = 1e6 / Double(max(1, frames))
        let hostTime = Bench.timing(runs: 11) { _ = fling(recording: false) }.scaled(by: perFrame)
        let engineTime = Bench.timing(runs: 11, engineFrames).scaled(by: perFrame)
        print(
            "Host: fling at \(BenchTable.count(itemCount)): \(frames) frames, "
                + "\(BenchTable.format(hostTime.median, digits: 2)) µs a frame against the engine's "
                + "\(BenchTable.format(engineTime.median, digits: 2)) µs; "
                + "heap allocations a frame (host · engine) "
                + allocationsText(host: hostAllocations, engine: engineAllocations))
        return BenchRow(
            table: .scrollFrames, layout: "Host",
            scenario: Scenario.fling, itemCount: itemCount, measured: hostTime, baseline: engineTime,
            allocations: allocationsText(host: hostAllocations, engine: engineAllocations))
    }

    // MARK: - A measurement pass

    /// The measured height of a row: 44 to 107 points, by a hash of its path.
    private static func measuredSize(_ path: ItemPath) -> Size {
        let hash = UInt64(truncatingIfNeeded: path.item &* 31 &+ path.section) &* 0x9E37_79B9_7F4A_7C15
        return Size(width: viewport.width, height: 44 + Double(hash >> 58))
    }

    /// Sections of 100 items holding `itemCount` items.
    private static func sectionCounts(_ itemCount: Int) -> [Int] {
        Array(repeating: 100, count: max(1, itemCount / 100))
    }

    /// A jump to a screenful never shown (its rows estimated), the frame that lists them in
    /// `needsMeasurement`, a size reported for each, and the next frame, which lays them out and
    /// keeps the first row in place: µs per pass. The baseline is the engine's share: the same
    /// reports given to the layout and its `prepare` + query at the same offsets.
    static func measurementRow(itemCount: Int) -> BenchRow {
        let counts = sectionCounts(itemCount)
        let total = counts.reduce(0, +)
        var host = CollectionHost(
            layout: UpdateBench.compositional(estimated: true), viewportSize: viewport, itemCounts: counts)
        host.prefetchDistance = 0
        var engine = UpdateBench.compositional(estimated: true)
        var context = LayoutContext(viewportSize: viewport, itemCounts: counts)
        engine.prepare(context)
        // Each pass jumps to a page of its own, spread over the content: a page is measured once.
        let passes = 64
        let stride = host.contentSize.height / Double(passes + 2)
        var pass = 0
        var time = 0.0
        var measured = 0
        var reported: [[ElementID]] = []
        var reportedOffsets: [Point] = []

        func hostPass() {
            pass += 1
            host.contentOffset = Point(x: 0, y: (Double(pass) * stride).rounded())
            time += frameTime
            let first = host.advance(to: time)
            for id in first.needsMeasurement { host.reportSize(measuredSize(id.path), for: id) }
            measured += first.needsMeasurement.count
            time += frameTime
            let next = host.advance(to: time)
            reported.append(first.needsMeasurement)
            reportedOffsets.append(next.contentOffset)
            Bench.sink &+= next.visible.count &+ next.needsMeasurement.count
        }
        var enginePass = 0
        func engineStep() {
            let ids = reported[enginePass % reported.count]
            let offset = reportedOffsets[enginePass % reported.count]
            enginePass += 1
            context.bounds.origin = offset
            engine.prepare(context)
            Bench.sink &+= engine.attributes(in: context.bounds).count
            for id in ids { engine.reportSize(measuredSize(id.path), forItemAt: id.path) }
            engine.prepare(context)
            Bench.sink &+= engine.attributes(in: context.bounds).count
        }
        // Warm-up passes, then 5 batches of 10 passes timed, then the allocations of 4 passes.
        for _ in 0..<4 { hostPass() }
        let hostTime = Bench.timing(runs: 5) { for _ in 0..<10 { hostPass() } }.scaled(by: 1e6 / 10)
        let hostAllocations = allocations(per: 4 * 2) { for _ in 0..<4 { hostPass() } }
        for _ in 0..<4 { engineStep() }
        let engineTime = Bench.timing(runs: 5) { for _ in 0..<10 { engineStep() } }.scaled(by: 1e6 / 10)
        let engineAllocations = allocations(per: 4 * 2) { for _ in 0..<4 { engineStep() } }
        let perPass = Double(measured) / Double(max(1, pass))
        if perPass < 5 {
            Bench.fail("Host, measurement at \(total) items: \(perPass) cells measured a pass")
        }
        let allocated = allocationsText(host: hostAllocations, engine: engineAllocations)
        print(
            "Host: measurement pass at \(BenchTable.count(total)): \(BenchTable.format(perPass, digits: 1)) "
                + "cells a pass, \(BenchTable.format(hostTime.median, digits: 1)) µs against the engine's "
                + "\(BenchTable.format(engineTime.median, digits: 1)) µs; heap allocations a frame "
                + "(host · engine) \(allocated)")
        return BenchRow(
            table: .updates, layout: "Host",
            scenario: Scenario.measurement, itemCount: total, measured: hostTime, baseline: engineTime,
            allocations: allocated)
    }

    // MARK: - A measurement pass, per report

    /// One section of `itemCount` rows estimated at 390 × 50 and measured at 44 to 107 points:
    /// a jump to a screenful never shown, the frame that lists its rows in `needsMeasurement`,
    /// a size reported for each, and the next frame, which lays them out: µs per report. Every
    /// report lands in the one section, among rows before and after it. The baseline is the
    /// engine's full `prepare` of the same list; the engine's share of the pass (the same
    /// reports given to the layout, then its `prepare` + query, per report) is printed beside.
    static func perReportRow(itemCount: Int) -> BenchRow {
        let configuration = FlowLayout.Configuration(
            itemSizing: .fixed(Size(width: viewport.width, height: 50)),
            estimatedItemSize: Size(width: viewport.width, height: 50))
        let layout = FlowLayout(configuration: configuration)
        var host = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [itemCount])
        host.prefetchDistance = 0
        var engine = layout
        var context = LayoutContext(viewportSize: viewport, itemCounts: [itemCount])
        engine.prepare(context)
        // Each pass jumps to a page of its own, spread over the content: a page is measured once.
        let passes = 64
        let stride = host.contentSize.height / Double(passes + 2)
        var pass = 0
        var time = 0.0
        var reports = 0
        var reported: [[ElementID]] = []
        var reportedOffsets: [Point] = []

        func hostPass() {
            pass += 1
            host.contentOffset = Point(x: 0, y: (Double(pass % passes + 1) * stride).rounded())
            time += frameTime
            let first = host.advance(to: time)
            for id in first.needsMeasurement { host.reportSize(measuredSize(id.path), for: id) }
            reports += first.needsMeasurement.count
            time += frameTime
            let next = host.advance(to: time)
            reported.append(first.needsMeasurement)
            reportedOffsets.append(next.contentOffset)
            Bench.sink &+= next.visible.count &+ next.needsMeasurement.count
        }
        var enginePass = 0
        func engineStep() {
            let ids = reported[enginePass % reported.count]
            context.bounds.origin = reportedOffsets[enginePass % reported.count]
            enginePass += 1
            for id in ids { engine.reportSize(measuredSize(id.path), forItemAt: id.path) }
            engine.prepare(context)
            Bench.sink &+= engine.attributes(in: context.bounds).count
        }
        // Warm-up passes, then 5 batches of 10 passes timed (each page measured once: the
        // passes stay under `passes`).
        for _ in 0..<4 { hostPass() }
        reports = 0
        let hostTime = Bench.timing(runs: 5) { for _ in 0..<10 { hostPass() } }
        let perPass = Double(reports) / 50
        if perPass < 5 {
            Bench.fail("Host, measurement per report at \(itemCount) items: \(perPass) reports a pass")
        }
        for _ in 0..<4 { engineStep() }
        let engineTime = Bench.timing(runs: 5) { for _ in 0..<10 { engineStep() } }
        let perReport = 1e6 / (10 * max(1, perPass))
        let prepareTime = Bench.timing(runs: 3) {
            var fresh = layout
            fresh.prepare(context)
            Bench.sink &+= Int(fresh.contentSize.height)
        }
        print(
            "Host: measurement per report at \(BenchTable.count(itemCount)): "
                + "\(BenchTable.format(perPass, digits: 1)) reports a pass, "
                + "\(BenchTable.format(hostTime.median * perReport, digits: 2)) µs a report against the engine's "
                + "\(BenchTable.format(engineTime.median * perReport, digits: 2)) µs; the engine's fresh prepare "
                + "\(BenchTable.format(prepareTime.median * 1e3, digits: 2)) ms")
        return BenchRow(
            table: .updates, layout: "Host", scenario: Scenario.measurementPerReport, itemCount: itemCount,
            measured: hostTime.scaled(by: perReport), baseline: prepareTime.scaled(by: 1e6))
    }

    // MARK: - An animated batch

    /// A uniform flow at the middle of its content: five items inserted and five deleted among
    /// the ones on screen, animated, then frames every 1/120 s until the animation is done: µs
    /// per batch (the update and its frames). The baseline is the engine's share: the same
    /// `prepare(_:updates:)` and a `prepare` + query per frame.
    static func batchRow(itemCount: Int) -> BenchRow {
        let layout = FlowLayout(itemSize: Size(width: 120, height: 120))
        var host = CollectionHost(layout: layout, viewportSize: viewport, itemCounts: [itemCount])
        host.prefetchDistance = 0
        let middleRow = itemCount / 2 / 3
        host.contentOffset = Point(x: 0, y: Double(middleRow) * 130)
        var time = 0.0
        _ = host.advance(to: time)
        let first = middleRow * 3
        // Alternately 5 inserted and 5 deleted, so the counts return every two batches.
        let inserts = (0..<5).map { ItemPath(item: first + 2 + $0 * 3, section: 0) }
        var grown = false
        var frames = 0

        func batch() {
            let updates: [CollectionUpdate] =
                grown ? [.deleteItems(at: inserts)] : [.insertItems(at: inserts)]
            let counts = [itemCount + (grown ? 0 : 5)]
            grown.toggle()
            time += frameTime
            do {
                try host.performBatchUpdates(updates, itemCounts: counts, animated: true, time: time)
            } catch {
                Bench.fail("Host, animated batch at \(itemCount) items: \(error)")
            }
            var animating = true
            var count = 0
            while animating, count < 1000 {
                time += frameTime
                let frame = host.advance(to: time)
                Bench.sink &+= frame.visible.count &+ frame.appeared.count
                animating = frame.isAnimating
                count += 1
            }
            frames = count
        }
        var engine = layout
        var context = LayoutContext(
            bounds: Rect(origin: host.contentOffset, size: viewport), itemCounts: [itemCount])
        engine.prepare(context)
        var engineGrown = false
        func engineBatch() {
            let updates: [CollectionUpdate] =
                engineGrown ? [.deleteItems(at: inserts)] : [.insertItems(at: inserts)]
            context.itemCounts = [itemCount + (engineGrown ? 0 : 5)]
            engineGrown.toggle()
            try? engine.prepare(context, updates: updates)
            for _ in 0..<frames {
                engine.prepare(context)
                Bench.sink &+= engine.attributes(in: context.bounds).count
            }
        }
        for _ in 0..<4 { batch() }
        if frames < 10 {
            Bench.fail("Host, animated batch at \(itemCount) items: \(frames) frames")
        }
        let hostTime = Bench.timing(runs: 10) { batch() }.scaled(by: 1e6)
        let hostAllocations = allocations(per: 2 * frames) { for _ in 0..<2 { batch() } }
        for _ in 0..<4 { engineBatch() }
        let engineTime = Bench.timing(runs: 10, engineBatch).scaled(by: 1e6)
        let engineAllocations = allocations(per: 2 * frames) { for _ in 0..<2 { engineBatch() } }
        let allocated = allocationsText(host: hostAllocations, engine: engineAllocations)
        print(
            "Host: animated batch at \(BenchTable.count(itemCount)): \(frames) frames, "
                + "\(BenchTable.format(hostTime.median, digits: 1)) µs a batch against the engine's "
                + "\(BenchTable.format(engineTime.median, digits: 1)) µs; heap allocations a frame "
                + "(host · engine) \(allocated)")
        return BenchRow(
            table: .updates, layout: "Host", scenario: Scenario.batch, itemCount: itemCount,
            measured: hostTime, baseline: engineTime, allocations: allocated)
    }
}
