import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A scroll to an item lands where its position asks once the cells on the way and around the
/// item are measured, animated or not: the oracle is where the frame draws the item in the
/// viewport, for each position.
final class HostScrollToItemConvergenceTests: XCTestCase {
    /// How far, along `axis`, the drawn `item` is from where `position` asks in a viewport of
    /// `viewportSize` at `offset` whose offsets range over `range`: 0 when it rests there, or when
    /// the content's end stops the offset short of it.
    private func miss(
        _ item: Rect, _ position: ScrollPosition, offset: Point, viewportSize: Size,
        range: ClosedRange<Double>,
        axis: Axis, nearestFrom start: Double
    ) -> Double {
        let length = viewportSize.length(along: axis)
        let at = offset.value(along: axis)
        let leading = item.min(along: axis) - at
        let trailing = item.max(along: axis) - at
        let wanted: Double  // the item's offset from where it should be, on screen
        switch position.aligned(along: axis) {
        case .leading: wanted = leading
        case .center: wanted = (leading + trailing) / 2 - length / 2
        case .trailing: wanted = trailing - length
        case .nearest:
            // As little scrolling as shows it: none when it is wholly visible; else its leading
            // edge at the leading edge when it lies before (or is longer than the viewport), its
            // trailing edge at the trailing edge when it lies after.
            if leading < 0 || trailing - leading > length {
                wanted = leading
            } else if trailing > length {
                wanted = trailing - length
            } else {
                wanted = 0
            }
        case nil: return 0
        }
        // The offset that would put it there, kept inside the content.
        let ideal = at + wanted
        let reachable = min(max(ideal, range.lowerBound), range.upperBound)
        return reachable - at
    }

    private static let positions: [(ScrollPosition, String)] = [
        (.top, "top"), (.centeredVertically, "centred"), (.bottom, "bottom"), (.nearest, "nearest"),
    ]

    /// 10 000 rows estimated 50 points tall, really 20–300, no overscan: scrolled to row 5 000
    /// from the top, every measured size reported in the next frame at 60 Hz, the row rests
    /// where each position asks after a second, animated or not; an animated scroll draws the
    /// text being read moving one way only (towards the end), frame after frame.
    func testScrollToItem_AmongUnmeasuredRows_LandsWhereThePositionAsks() {
        var g = SeededGenerator(seed: 5_000)
        let heights = (0..<10_000).map { _ in g.double(in: 20...300) }
        let viewportSize = Size(width: 390, height: 844)
        let target = ItemPath(item: 5_000, section: 0)
        for (position, name) in Self.positions {
            for animated in [false, true] {
                var host = CollectionHost(
                    layout: FlowLayout(
                        configuration: FlowLayout.Configuration(
                            estimatedItemSize: Size(width: 390, height: 50))),
                    viewportSize: viewportSize, itemCounts: [10_000])
                var frame = host.advance(to: 0)
                host.scrollToItem(at: target, position: position, animated: animated)
                for step in 1...60 {
                    for id in frame.needsMeasurement {
                        host.reportSize(Size(width: 390, height: heights[id.path.item]), for: id)
                    }
                    let mark = ReadingMark(frame, viewportSize: viewportSize, axis: .vertical)
                    frame = host.advance(to: Double(step) / 60)
                    if animated, let mark, let now = screenPosition(of: mark.id, in: frame, axis: .vertical) {
                        XCTAssertLessThanOrEqual(
                            now, mark.screenPosition + 0.5, "\(name), step \(step): the content steps back")
                    }
                }
                guard let item = frame.visible.first(where: { $0.id == .cell(target) })?.attributes.frame
                else {
                    XCTFail("\(name), animated \(animated): row 5 000 is not on screen")
                    continue
                }
                let miss = miss(
                    item, position, offset: frame.contentOffset, viewportSize: viewportSize,
                    range: host.offsetRange(along: .vertical), axis: .vertical, nearestFrom: 0)
                XCTAssertEqual(miss, 0, accuracy: 0.5, "\(name), animated \(animated)")
            }
        }
    }

    // MARK: - Every layout with estimates, both axes

    func testScrollToItem_Flow_ConvergesAlongBothAxes() {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 60 : 6) {
                var g = SeededGenerator(seed: seed)
                let estimate = g.double(in: 30...90)
                let across = axis == .vertical ? 320.0 : 600.0
                var configuration = FlowLayout.Configuration(
                    scrollDirection: axis == .vertical ? .vertical : .horizontal,
                    estimatedItemSize: axis == .vertical
                        ? Size(width: across, height: estimate) : Size(width: estimate, height: across))
                configuration.metrics = .all(
                    FlowLayout.SectionMetrics(
                        minimumLineSpacing: g.double(in: 0...10), minimumInteritemSpacing: 0))
                let host = CollectionHost(
                    layout: FlowLayout(configuration: configuration),
                    viewportSize: Size(width: 320, height: 600),
                    itemCounts: [g.int(in: 200...1_500)])
                runConvergence(host, axis: axis, seed: seed, generator: &g, estimate: estimate) { length in
                    axis == .vertical
                        ? Size(width: across, height: length) : Size(width: length, height: across)
                }
            }
        }
    }

    func testScrollToItem_Waterfall_ConvergesAsPhotosLoad() {
        for seed in TestCampaign.seeds(hostLongTests ? 60 : 6) {
            var g = SeededGenerator(seed: seed)
            let columns = g.int(in: 1...3)
            var configuration = WaterfallLayout.Configuration(columnCount: .all(columns))
            configuration.itemHeight = .aspectRatio { _ in 0.6 }
            configuration.itemSpacing = .all(g.double(in: 0...10))
            let width = 320 / Double(columns)
            let host = CollectionHost(
                layout: WaterfallLayout(configuration: configuration),
                viewportSize: Size(width: 320, height: 600),
                itemCounts: [g.int(in: 200...1_500)])
            // Photos load as their cells appear: each gets its real height then.
            runConvergence(
                host, axis: .vertical, seed: seed, generator: &g, estimate: width * 0.6,
                measuresAppearingCells: true
            ) { Size(width: width, height: $0) }
        }
    }

    func testScrollToItem_Compositional_ConvergesAlongBothAxes() {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 60 : 6, quick: 3) {
                var g = SeededGenerator(seed: seed)
                let estimate = g.double(in: 30...90)
                let size =
                    axis == .vertical
                    ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
                    : LayoutSize(widthDimension: .estimated(estimate), heightDimension: .fractionalHeight(1))
                var section = LayoutSection(
                    group: axis == .vertical
                        ? .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
                        : .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
                section.interGroupSpacing = g.double(in: 0...10)
                let host = CollectionHost(
                    layout: CompositionalLayout(
                        section: section,
                        configuration: CompositionalLayout.Configuration(
                            scrollDirection: axis == .vertical ? .vertical : .horizontal)),
                    viewportSize: Size(width: 320, height: 600), itemCounts: [g.int(in: 200...600)])
                runConvergence(host, axis: axis, seed: seed, generator: &g, estimate: estimate) { length in
                    axis == .vertical ? Size(width: 320, height: length) : Size(width: length, height: 600)
                }
            }
        }
    }

    /// Random scrolls to items of `host` (a random position along `axis`, animated or not,
    /// from a random offset, with a random overscan and animation duration; real lengths all
    /// shorter than `estimate`, all longer, or either), each followed by 90 frames at 60 Hz in
    /// which every size asked for (or, with `measuresAppearingCells`, every cell that appeared)
    /// is reported, sometimes with a prepend in flight: the item rests where its position asks
    /// (to `tolerance`); while the animation lasts, the text being read moves one way only.
    private func runConvergence<Layout: CollectionLayout>(
        _ host: CollectionHost<Layout>, axis: Axis, seed: UInt64, generator g: inout SeededGenerator,
        estimate: Double, measuresAppearingCells: Bool = false, tolerance: Double = 0.5,
        size: (Double) -> Size
    ) {
        var host = host
        host.overscan = g.double(in: 0...300)
        host.animationDuration = g.double(in: 0.2...1)
        let viewportSize = host.viewportSize
        let lengths: ClosedRange<Double> =
            switch g.int(in: 0...2) {
            case 0: (estimate * 0.3)...(estimate * 0.9)
            case 1: (estimate * 1.1)...(estimate * 5)
            default: 15...(estimate * 4)
            }
        var measured: [ElementID: Size] = [:]
        var time = 0.0
        let positions: [ScrollPosition] =
            axis == .vertical
            ? [.top, .centeredVertically, .bottom, .nearest]
            : [.left, .centeredHorizontally, .right, .nearest]
        var frame = host.advance(to: time)
        for round in 0..<3 {
            let count = host.itemCounts[0]
            let position = positions[g.int(in: 0...3)]
            let animated = g.bool()
            let prepends = g.int(in: 0...3) == 0
            var path = ItemPath(item: g.int(in: 0...(count - 1)), section: 0)
            host.contentOffset = Point(
                along: axis, g.double(in: 0...host.offsetRange(along: axis).upperBound))
            time += 1.0 / 60
            frame = host.advance(to: time)
            let start = frame.contentOffset.value(along: axis)
            // Which way the content goes: towards the end when the item, as estimated now, is
            // asked for further on.
            var towardsEnd = true
            if let estimated = host.layout.attributes(at: path)?.frame {
                let way = miss(
                    estimated, position, offset: frame.contentOffset, viewportSize: viewportSize,
                    range: host.offsetRange(along: axis), axis: axis, nearestFrom: start)
                towardsEnd = way > 0
            }
            host.scrollToItem(at: path, position: position, animated: animated)
            let message = "seed \(seed), \(axis), round \(round), \(path), \(position), animated \(animated)"
            for step in 1...90 {
                var reports = frame.needsMeasurement
                if measuresAppearingCells {
                    reports += frame.appeared.filter { $0.kind == .cell && measured[$0] == nil }
                }
                for id in reports where !id.isDeparting {
                    let reported = measured[id] ?? size(g.double(in: lengths))
                    measured[id] = reported
                    host.reportSize(reported, for: id)
                }
                if prepends, step == 1 {
                    // Older items arrive before the scroll's first frame: the item keeps its identity.
                    do {
                        try host.performBatchUpdates(
                            [.insertItems(at: (0..<3).map { ItemPath(item: $0, section: 0) })],
                            itemCounts: [host.itemCounts[0] + 3], animated: false, time: time)
                    } catch {
                        return XCTFail("\(error), \(message)")
                    }
                    measured = Dictionary(
                        uniqueKeysWithValues: measured.map { id, size in
                            (
                                id.kind == .cell
                                    ? ElementID.cell(ItemPath(item: id.path.item + 3, section: 0)) : id, size
                            )
                        })
                    path.item += 3
                }
                let mark = ReadingMark(frame, viewportSize: viewportSize, axis: axis)
                time += 1.0 / 60
                frame = host.advance(to: time)
                // While the animation lasts (a change that lands after it moves the offset at once).
                if animated, Double(step) / 60 <= host.animationDuration, !(prepends && step == 1), let mark,
                    let now = screenPosition(of: mark.id, in: frame, axis: axis)
                {
                    // The content moves towards the item: what is read moves one way only, unless
                    // the item, measured again, now lies the other way from where the last frame
                    // drew the content.
                    let moved = now - mark.screenPosition
                    // The last frame's offset, in the content as it is now laid out: the offset
                    // less this frame's scroll, which moved what is read by `moved`.
                    let drawn = frame.contentOffset.value(along: axis) + moved
                    var turned = false
                    if let item = host.layout.attributes(at: path)?.frame {
                        let wayNow = miss(
                            item, position, offset: Point(along: axis, drawn), viewportSize: viewportSize,
                            range: host.offsetRange(along: axis), axis: axis, nearestFrom: start)
                        turned = towardsEnd ? wayNow < -tolerance : wayNow > tolerance
                    }
                    if !turned {
                        XCTAssertLessThanOrEqual(
                            towardsEnd ? moved : -moved, tolerance,
                            "step \(step): the content steps back, \(message)")
                    }

                }
            }
            guard let item = host.layout.attributes(at: path)?.frame else {
                XCTFail("no item, \(message)")
                continue
            }
            let miss = miss(
                item, position, offset: frame.contentOffset, viewportSize: viewportSize,
                range: host.offsetRange(along: axis), axis: axis, nearestFrom: start)
            XCTAssertEqual(miss, 0, accuracy: tolerance, message)
        }
    }
}

extension ScrollPosition {
    /// The alignment asked for along `axis` (the host's reading, restated from the type's
    /// documentation): leading, centre, trailing or nearest.
    fileprivate enum Aligned { case leading, center, trailing, nearest }

    fileprivate func aligned(along axis: Axis) -> Aligned? {
        let (leading, center, trailing): (ScrollPosition, ScrollPosition, ScrollPosition) =
            axis == .vertical ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(leading) { return .leading }
        if contains(center) { return .center }
        if contains(trailing) { return .trailing }
        return contains(.nearest) ? .nearest : nil
    }
}

extension Point {
    /// The point `value` along `axis`, 0 across it.
    fileprivate init(along axis: Axis, _ value: Double) {
        self = axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }
}
