import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The no-jump invariant, property-tested from the reader's side: across random scrolling in
/// both directions (wheel steps larger than the overscan, page keys, jumps, flicks), cells
/// measured as they appear, growth of visible cells, prepends and appends, with overscans from 0
/// to 300, the text being read (the first cell whose leading edge the last frame showed on
/// screen, ``ReadingMark``) does not move on screen when sizes change or items arrive at an end;
/// with `keepsEndVisible`, a viewport at the end of the content stays at the end.
final class HostNoJumpPropertyTests: XCTestCase {
    /// How many checked steps moved the text being read in the content (so that the offset had
    /// to follow).
    private var movedAnchors = 0

    override func tearDown() {
        super.tearDown()
        movedAnchors = 0
    }

    func testHostNoJump_Flow() {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
                var g = SeededGenerator(seed: seed)
                let columns = g.int(in: 1...3)
                let across = 320 / Double(columns) - 10
                var configuration = FlowLayout.Configuration(
                    scrollDirection: axis == .vertical ? .vertical : .horizontal,
                    estimatedItemSize: axis == .vertical
                        ? Size(width: across, height: 60)
                        : Size(width: 60, height: 600 / Double(columns) - 10))
                configuration.metrics = .all(
                    FlowLayout.SectionMetrics(
                        minimumLineSpacing: g.double(in: 0...12), minimumInteritemSpacing: 5))
                let counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 20...150) }
                let host = CollectionHost(
                    layout: FlowLayout(configuration: configuration),
                    viewportSize: Size(width: 320, height: 600),
                    itemCounts: counts)
                let estimate = configuration.estimatedItemSize ?? .zero
                runNoJumpCampaign(host, axis: axis, seed: seed, generator: &g, checksInserts: columns == 1) {
                    g, _ in
                    axis == .vertical
                        ? Size(width: estimate.width, height: g.double(in: 15...220))
                        : Size(width: g.double(in: 15...220), height: estimate.height)
                }
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the text being read")
    }

    func testHostNoJump_Waterfall() {
        for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
            var g = SeededGenerator(seed: seed)
            let columns = g.int(in: 1...3)
            var configuration = WaterfallLayout.Configuration(columnCount: .all(columns))
            // Heights that follow the index change under an insertion at the start: in one
            // column, where insertions are checked, every unmeasured photo is alike.
            configuration.itemHeight = .aspectRatio { path in
                columns == 1 ? 0.8 : 0.6 + Double((path.item * 7) % 5) * 0.2
            }
            configuration.itemSpacing = .all(g.double(in: 0...12))
            let counts = (0..<g.int(in: 1...2)).map { _ in g.int(in: 40...200) }
            let host = CollectionHost(
                layout: WaterfallLayout(configuration: configuration),
                viewportSize: Size(width: 320, height: 600),
                itemCounts: counts)
            // Photos load late: a random few of the cells on screen get their real height.
            runNoJumpCampaign(
                host, axis: .vertical, seed: seed, generator: &g, measuresVisibleCells: true,
                checksInserts: columns == 1
            ) { g, _ in Size(width: 100, height: g.double(in: 30...400)) }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the text being read")
    }

    func testHostNoJump_Compositional() {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
                var g = SeededGenerator(seed: seed)
                // A feed of one or two self-sizing columns (rows, scrolling sideways), with an
                // estimated group length.
                let columns = Double(g.int(in: 1...2))
                let estimate = g.double(in: 40...90)
                let section: LayoutSection
                if axis == .vertical {
                    let item = LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1 / columns),
                            heightDimension: .estimated(estimate)))
                    section = LayoutSection(
                        group: .horizontal(
                            layoutSize: LayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                            subitems: [item]))
                } else {
                    let item = LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .estimated(estimate),
                            heightDimension: .fractionalHeight(1 / columns)))
                    section = LayoutSection(
                        group: .vertical(
                            layoutSize: LayoutSize(
                                widthDimension: .estimated(estimate), heightDimension: .fractionalHeight(1)),
                            subitems: [item]))
                }
                var sectioned = section
                sectioned.interGroupSpacing = g.double(in: 0...12)
                let counts = (0..<g.int(in: 1...2)).map { _ in g.int(in: 30...150) }
                let host = CollectionHost(
                    layout: CompositionalLayout(
                        section: sectioned,
                        configuration: CompositionalLayout.Configuration(
                            scrollDirection: axis == .vertical ? .vertical : .horizontal)),
                    viewportSize: Size(width: 320, height: 600), itemCounts: counts)
                // Each edge of a compositional layout is rounded to the pixel grid on its own, so
                // a batch may move a cell by up to a pixel.
                runNoJumpCampaign(
                    host, axis: axis, seed: seed, generator: &g, checksInserts: columns == 1,
                    insertTolerance: 1 + 1e-6
                ) { g, _ in
                    axis == .vertical
                        ? Size(width: 320 / columns, height: g.double(in: 15...220))
                        : Size(width: g.double(in: 15...220), height: 600 / columns)
                }
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the text being read")
    }

    /// Random steps on `host`: a user's scroll (wheel, page key, jump, flick or none) and a
    /// frame; then a prepend or an append and a frame at the same instant; then measurements
    /// and growth and another frame at that instant. Across the measurements, and across the
    /// insertions when `checksInserts` (one cell across the axis, where an insertion at the start
    /// moves every later cell by the same distance: in a grid it moves cells to other lines and
    /// columns; ``HostBatchReadingAnchorPropertyTests`` checks batches there), the text being
    /// read must not move on screen by more than 0.5 points (`insertTolerance` across
    /// insertions).
    private func runNoJumpCampaign<Layout: CollectionLayout>(
        _ host: CollectionHost<Layout>, axis: Axis, seed: UInt64, generator g: inout SeededGenerator,
        measuresVisibleCells: Bool = false, checksInserts: Bool, insertTolerance: Double = 0.5,
        size: (inout SeededGenerator, ElementID) -> Size
    ) {
        var host = host
        host.keepsEndVisible = g.bool()
        // Cells measured in the overscan before the viewport, and measurements that arrive
        // frames late (the app measures off the main path, photos load), move content before
        // what the user reads.
        host.overscan = g.double(in: 0...300)
        var time = 0.0
        var checked = 0
        var moved = 0
        let viewportSize = host.viewportSize
        host.contentOffset = Point(along: axis, g.double(in: 0...host.offsetRange(along: axis).upperBound))
        var sizes: [ElementID: Size] = [:]
        var pending: [ElementID] = []

        /// Changes the layout's data or sizes (`change` returns how many items it inserted at
        /// the start of section 0, or nil for no change), shows the next frame at the same
        /// instant, and checks that the text being read in `shown` kept its place on screen.
        func check(
            _ shown: HostFrame, _ message: String, reads: Bool = true, tolerance: Double = 0.5,
            change: (inout CollectionHost<Layout>) -> Int?
        ) -> HostFrame {
            // What the reader reads: where the cells rest (while an update animates, views are
            // on their way to the layout's frames).
            let mark = ReadingMark(shown, viewportSize: viewportSize, axis: axis) {
                host.layout.attributes(at: $0.id.path)?.frame
            }
            let drawnBefore = mark.flatMap { screenPosition(of: $0.id, in: shown, axis: axis) }
            let position = shown.contentOffset.value(along: axis)
            let end = host.offsetRange(along: axis).upperBound
            let wasAtEnd = host.keepsEndVisible && !host.isDragging && position >= end - 0.5
            guard let shift = change(&host) else { return shown }
            let next = host.advance(to: time)
            let range = host.offsetRange(along: axis)
            let nextPosition = next.contentOffset.value(along: axis)
            if wasAtEnd {
                // At rest at the end, or bouncing past it: the same distance from the new end.
                XCTAssertEqual(
                    nextPosition, position + range.upperBound - end, accuracy: 1e-9,
                    "stays at the end, \(message)")
                checked += 1
                return next
            }
            guard reads, let mark, let now = host.layout.attributes(at: mark.id.shifted(by: shift).path)
            else {
                return next
            }
            let newID = mark.id.shifted(by: shift)
            // The offset that keeps the text being read where it was on screen.
            let kept = now.frame.min(along: axis) - mark.screenPosition
            if host.isDecelerating || range.contains(kept) {
                XCTAssertEqual(
                    now.frame.min(along: axis) - nextPosition, mark.screenPosition, accuracy: tolerance,
                    "\(mark.id) on screen, \(message)")
                if let drawnBefore, let drawn = screenPosition(of: newID, in: next, axis: axis) {
                    XCTAssertEqual(drawn, drawnBefore, accuracy: tolerance, "\(mark.id) as drawn, \(message)")
                }
                checked += 1
                if abs(kept - position) > tolerance { moved += 1 }
            } else {
                // Content that shrank under a viewport at rest: the offset stays inside it.
                XCTAssertEqual(
                    nextPosition, min(max(kept, range.lowerBound), range.upperBound), accuracy: tolerance,
                    "clamped, \(message)")
            }
            return next
        }

        for step in 0..<25 {
            time += 1.0 / 60
            userScroll(&host, &g, axis: axis, time: &time)
            var shown = host.advance(to: time)
            pending += shown.needsMeasurement
            // Older messages loaded before, new ones arriving after.
            shown = check(
                shown, "seed \(seed), \(axis), step \(step), insert", reads: checksInserts,
                tolerance: insertTolerance
            ) { host in
                guard let prepended = self.insertAtAnEnd(&host, &g, time: time) else { return nil }
                sizes = Dictionary(
                    uniqueKeysWithValues: sizes.map { ($0.key.shifted(by: prepended), $0.value) })
                pending = pending.map { $0.shifted(by: prepended) }
                return prepended
            }
            pending += shown.needsMeasurement
            // Measure some of what frames asked for (late), let photos load, let a message grow.
            _ = check(shown, "seed \(seed), \(axis), step \(step), measure") { host in
                var reports: [ElementID] = []
                for _ in 0..<g.int(in: 0...pending.count) {
                    reports.append(pending.remove(at: g.int(in: 0...(pending.count - 1))))
                }
                let cells = shown.visible.map(\.id).filter { $0.kind == .cell && !$0.isDeparting }
                if measuresVisibleCells, !cells.isEmpty {
                    for _ in 0..<g.int(in: 0...4) { reports.append(cells[g.int(in: 0...(cells.count - 1))]) }
                }
                if !cells.isEmpty, g.int(in: 0...2) == 0 {
                    let grown = cells[g.int(in: 0...(cells.count - 1))]
                    let old = sizes[grown] ?? host.layout.attributes(at: grown.path)?.size ?? .zero
                    let growth = g.double(in: 10...120)
                    sizes[grown] =
                        axis == .vertical
                        ? Size(width: old.width, height: old.height + growth)
                        : Size(width: old.width + growth, height: old.height)
                    reports.append(grown)
                }
                guard !reports.isEmpty else { return nil }
                for id in reports {
                    let reported = sizes[id] ?? size(&g, id)
                    sizes[id] = reported
                    host.reportSize(reported, for: id)
                }
                return 0
            }
        }
        XCTAssertGreaterThan(checked, 0, "seed \(seed), \(axis): no step checked")
        movedAnchors += moved
    }

    /// A user's scroll at random along `axis`: a wheel step (often longer than the overscan),
    /// a page key, a jump, a flick, time for a flick to go on, or none.
    private func userScroll<Layout: CollectionLayout>(
        _ host: inout CollectionHost<Layout>, _ g: inout SeededGenerator, axis: Axis, time: inout Double
    ) {
        let page = host.viewportSize.length(along: axis)
        switch g.int(in: 0...5) {
        case 0: host.scroll(by: Point(along: axis, g.double(in: -400...400)))
        case 1:
            host.contentOffset = Point(
                along: axis, g.double(in: 0...host.offsetRange(along: axis).upperBound))
        case 2:
            let speed = g.double(in: -3_000...3_000)
            let start = Point(x: 160, y: 300)
            host.touchBegan(at: start, time: time)
            for sample in 1...4 {
                host.touchMoved(
                    to: start - Point(along: axis, speed * 0.016 * Double(sample)),
                    time: time + 0.016 * Double(sample))
            }
            time += 0.08
            host.touchEnded(at: start - Point(along: axis, speed * 0.08), time: time)
        case 3: time += g.double(in: 0...0.5)  // the flick goes on
        case 4: host.scroll(by: Point(along: axis, g.bool() ? page : -page))  // page down or up
        default: break
        }
    }

    /// At random, items inserted at the start of section 0 (older messages; returns how many)
    /// or at the end of the last section (returns 0), animated or not; nil when neither.
    private func insertAtAnEnd<Layout: CollectionLayout>(
        _ host: inout CollectionHost<Layout>, _ g: inout SeededGenerator, time: Double
    ) -> Int? {
        let counts = host.itemCounts
        var newCounts = counts
        let count = g.int(in: 1...8)
        let updates: [CollectionUpdate]
        var prepended = 0
        switch g.int(in: 0...5) {
        case 0:
            newCounts[0] += count
            prepended = count
            updates = [.insertItems(at: (0..<count).map { ItemPath(item: $0, section: 0) })]
        case 1:
            let last = counts.count - 1
            newCounts[last] += count
            updates = [
                .insertItems(at: (counts[last]..<newCounts[last]).map { ItemPath(item: $0, section: last) })
            ]
        default:
            return nil
        }
        do {
            try host.performBatchUpdates(updates, itemCounts: newCounts, animated: g.bool(), time: time)
        } catch {
            XCTFail("\(error)")
            return nil
        }
        return prepended
    }
}

extension ElementID {
    /// The identity after `count` items were inserted at the start of section 0.
    fileprivate func shifted(by count: Int) -> ElementID {
        guard count > 0, kind == .cell, path.section == 0 else { return self }
        return .cell(ItemPath(item: path.item + count, section: 0))
    }
}

extension Point {
    /// The point `value` along `axis`, 0 across it.
    fileprivate init(along axis: Axis, _ value: Double) {
        self = axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }

    fileprivate static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}
