import LayoutEngine
import LayoutEngineTestSupport

/// CircularFanLayout rows: a 1000-offset scroll sweep (prepare with the new offset, then the
/// viewport query, per frame) against the wheel tutorial's way (``PeerFan``: a `prepare` per
/// frame that builds the items within its visible half-angle). The layout's frames are checked
/// equal to a naive fan that computes every item's transform.
enum CircularBench {
    /// The sweep with 10 items and with each item count in `sizes`: the per-frame cost must be
    /// the same for all.
    static func rows(_ sizes: [Int]) -> [BenchRow] {
        ([10] + sizes).map { count in
            let row = sweep(itemCount: count)
            return count == sizes.last ? row.headlined("Fan: scroll frame") : row
        }
    }

    private static let viewport = Size(width: 390, height: 844)
    private static let itemSize = Size(width: 80, height: 120)
    private static let radius = 500.0
    private static let frames = 1000

    /// One row: prepare (fresh layout), bytes per item, and the median per-frame time of the
    /// sweep against the naive fan on a subset of the same frames.
    private static func sweep(itemCount: Int) -> BenchRow {
        let maxOffset = max(0, Double(itemCount) * itemSize.width - viewport.width)
        let contexts = (0..<frames).map { frame in
            LayoutContext(
                bounds: Rect(
                    origin: Point(x: maxOffset * Double(frame) / Double(frames - 1), y: 0), size: viewport),
                itemCounts: [itemCount])
        }
        let make = { CircularFanLayout(itemSize: itemSize, radius: radius) }
        let prepareTime = Bench.timing(runs: 11) {
            var layout = make()
            layout.prepare(contexts[0])
            Bench.sink &+= Int(layout.contentSize.width)
        }
        let (prepared, retained) = Bench.retaining(itemCount: itemCount) {
            var layout = make()
            layout.prepare(contexts[0])
            return layout
        }
        var layout = prepared

        // The naive fan is O(n) per frame: time it on a subset of the frames (about 3M items).
        let naiveFrames = max(3, min(frames, 3_000_000 / max(itemCount, 1)))
        let naiveContexts = (0..<naiveFrames).map { contexts[$0 * (frames - 1) / max(1, naiveFrames - 1)] }
        for context in naiveContexts {
            layout.prepare(context)
            let fast = layout.attributes(in: context.bounds)
            if let difference = firstDifference(fast, NaiveFan.visible(layout, context: context)) {
                Bench.fail(
                    "Fan, \(itemCount) items: the frame and the naive fan disagree at \(context.bounds): "
                        + difference)
            }
        }

        let sweepTime = Bench.timing(runs: 7) {
            for context in contexts {
                layout.prepare(context)
                Bench.sink &+= layout.attributes(in: context.bounds).count
            }
        }
        // The tutorial's frame, at the same offsets. Its culling is its own (rule 9 says where
        // it misses items), so the check is an invariant: every item it draws in the viewport is
        // one the layout returns there.
        let configuration = layout.configuration
        for context in contexts.prefix(64) {
            layout.prepare(context)
            let shown = Set(layout.attributes(in: context.bounds).map(\.path))
            if let extra = PeerFan.frame(configuration, context: context).first(where: {
                $0.visualBounds.intersects(context.bounds) && !shown.contains($0.path)
            }) {
                Bench.fail(
                    "Fan, \(itemCount) items: the tutorial draws \(extra.path) at \(context.bounds), the layout does not"
                )
            }
        }
        let peerTime = Bench.timing(runs: 7) {
            for context in contexts {
                Bench.sink &+= PeerFan.frame(configuration, context: context).count
            }
        }
        return BenchRow(
            table: .scrollFrames, layout: "Fan", scenario: "items on a wheel", itemCount: itemCount,
            prepare: prepareTime.scaled(by: 1e3), measured: sweepTime.scaled(by: 1e6 / Double(frames)),
            baseline: peerTime.scaled(by: 1e6 / Double(frames)), bytesPerItem: retained
        ).baselined("the wheel tutorial's way: a prepare per frame of the items within ±θ")
    }
}

/// The textbook fan: on every frame it builds every item's attributes (angle, rotation, anchor)
/// and keeps those on the wheel whose visual bounds meet the viewport.
private enum NaiveFan {
    /// The items a frame shows, found by computing all of them.
    ///
    /// - Complexity: O(n) per frame.
    static func visible(_ layout: CircularFanLayout, context: LayoutContext) -> [LayoutAttributes] {
        let size = layout.configuration.itemSize
        let viewport = context.bounds
        let frame = Rect(
            x: viewport.minX + (viewport.width - size.width) / 2,
            y: viewport.minY + (viewport.height - size.height) / 2, width: size.width,
            height: size.height)
        let anchor = Point(x: 0.5, y: (size.height / 2 + layout.configuration.radius) / size.height)
        var result: [LayoutAttributes] = []
        let count = context.itemCount(inSection: 0)
        for item in 0..<count {
            let path = ItemPath(item: item, section: 0)
            let angle = layout.angle(at: path) ?? 0
            var attributes = LayoutAttributes(
                path: path, frame: frame, anchorPoint: anchor, zIndex: Int(angle * 1_000_000))
            attributes.transform = Transform(rotationAngle: angle)
            if angle >= -Double.pi, angle < Double.pi, attributes.visualBounds.intersects(viewport) {
                result.append(attributes)
            }
        }
        return result
    }
}
