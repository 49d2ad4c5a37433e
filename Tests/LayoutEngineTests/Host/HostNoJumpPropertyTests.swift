import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The no-jump invariant, property-tested: across random scrolling in both directions, flicks,
/// measurements of cells as they appear and growth of visible cells, prepends and appends, the cell the user looks
/// at (the first one the viewport shows) never moves on screen except by the user's own
/// scroll; with `keepsEndVisible`, a viewport at the end of the content stays at the end.
final class HostNoJumpPropertyTests: XCTestCase {
    /// How many checked steps moved the anchor in the content (so that the offset had to follow).
    private var movedAnchors = 0

    override func tearDown() {
        super.tearDown()
        movedAnchors = 0
    }

    func testHostNoJump_Flow() {
        for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
            var g = SeededGenerator(seed: seed)
            var configuration = FlowLayout.Configuration(estimatedItemSize: Size(width: 320, height: 60))
            let columns = g.int(in: 1...3)
            configuration.estimatedItemSize = Size(width: 320 / Double(columns) - 10, height: 60)
            configuration.metrics = .all(
                FlowLayout.SectionMetrics(
                    minimumLineSpacing: g.double(in: 0...12), minimumInteritemSpacing: 5))
            let counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 20...150) }
            let host = CollectionHost(
                layout: FlowLayout(configuration: configuration), viewportSize: Size(width: 320, height: 600),
                itemCounts: counts)
            let width = configuration.estimatedItemSize?.width ?? 100
            runNoJumpCampaign(host, seed: seed, generator: &g) { g, _ in
                Size(width: width, height: g.double(in: 15...220))
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the cell the user looks at")
    }

    func testHostNoJump_Waterfall() {
        for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
            var g = SeededGenerator(seed: seed)
            var configuration = WaterfallLayout.Configuration(columnCount: .all(g.int(in: 1...3)))
            configuration.itemHeight = .aspectRatio { path in 0.6 + Double((path.item * 7) % 5) * 0.2 }
            configuration.itemSpacing = .all(g.double(in: 0...12))
            let counts = (0..<g.int(in: 1...2)).map { _ in g.int(in: 40...200) }
            let host = CollectionHost(
                layout: WaterfallLayout(configuration: configuration),
                viewportSize: Size(width: 320, height: 600),
                itemCounts: counts)
            // Photos load late: a random few of the cells on screen get their real height.
            runNoJumpCampaign(host, seed: seed, generator: &g, measuresVisibleCells: true) { g, _ in
                Size(width: 100, height: g.double(in: 30...400))
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the cell the user looks at")
    }

    func testHostNoJump_Compositional() {
        for seed in TestCampaign.seeds(hostLongTests ? 100 : 5) {
            var g = SeededGenerator(seed: seed)
            // A feed of one or two self-sizing columns, with an estimated group height.
            let columns = Double(g.int(in: 1...2))
            let estimate = g.double(in: 40...90)
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .estimated(estimate)))
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                    subitems: [item]))
            section.interGroupSpacing = g.double(in: 0...12)
            let counts = (0..<g.int(in: 1...2)).map { _ in g.int(in: 30...150) }
            let host = CollectionHost(
                layout: CompositionalLayout(section: section), viewportSize: Size(width: 320, height: 600),
                itemCounts: counts)
            let width = 320 / columns
            runNoJumpCampaign(host, seed: seed, generator: &g) { g, _ in
                Size(width: width, height: g.double(in: 15...220))
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no measurement moved the cell the user looks at")
    }

    /// Random steps on `host`: a user's scroll (wheel, jump, flick or none) and a frame; then
    /// a prepend or an append and a frame at the same instant; then measurements and growth
    /// and another frame at that instant. Across each of the last two, the anchor must not
    /// move on screen.
    private func runNoJumpCampaign<Layout: CollectionLayout>(
        _ host: CollectionHost<Layout>, seed: UInt64, generator g: inout SeededGenerator,
        measuresVisibleCells: Bool = false, size: (inout SeededGenerator, ElementID) -> Size
    ) {
        var host = host
        host.keepsEndVisible = g.bool()
        // Cells measured in the overscan above the viewport, and measurements that arrive
        // frames late (the app measures off the main path, photos load), move content above
        // what the user sees.
        host.overscan = g.double(in: 0...300)
        var time = 0.0
        var checked = 0
        var moved = 0
        host.contentOffset.y = g.double(in: 0...host.offsetRange(along: .vertical).upperBound)
        var sizes: [ElementID: Size] = [:]
        var pending: [ElementID] = []

        /// Changes the layout's data or sizes (`change` returns how many items it inserted at
        /// the start of section 0, or nil for no change), shows the next frame at the same
        /// instant, and checks that the anchor of `shown` kept its place on screen.
        func check(_ shown: HostFrame, _ message: String, change: (inout CollectionHost<Layout>) -> Int?)
            -> HostFrame
        {
            // The anchor: the cell with the smallest path among those whose frame the viewport
            // shows (the layout's frames: while an update animates, views are on their way).
            let viewport = Rect(origin: shown.contentOffset, size: Size(width: 320, height: 600))
            let anchor = shown.visible.compactMap { element -> (id: ElementID, frame: Rect, drawn: Rect)? in
                guard element.id.kind == .cell,
                    let frame = host.layout.attributes(at: element.id.path)?.frame,
                    frame.intersects(viewport)
                else { return nil }
                return (element.id, frame, element.attributes.frame)
            }
            .min { $0.id.path < $1.id.path }
            let end = host.offsetRange(along: .vertical).upperBound
            let wasAtEnd = host.keepsEndVisible && !host.isDragging && shown.contentOffset.y >= end - 0.5
            guard let shift = change(&host) else { return shown }
            let next = host.advance(to: time)
            let range = host.offsetRange(along: .vertical)
            if wasAtEnd {
                // At rest at the end, or bouncing past it: the same distance from the new end.
                XCTAssertEqual(
                    next.contentOffset.y, shown.contentOffset.y + range.upperBound - end, accuracy: 1e-9,
                    "stays at the end, \(message)")
                checked += 1
                return next
            }
            let newID = anchor.map { $0.id.shifted(by: shift) }
            guard let anchor, let newID, let now = host.layout.attributes(at: newID.path) else { return next }
            let expected = shown.contentOffset.y + now.frame.minY - anchor.frame.minY
            if host.isDecelerating || range.contains(expected) {
                XCTAssertEqual(next.contentOffset.y, expected, accuracy: 1e-6, "offset, \(message)")
                XCTAssertEqual(
                    now.frame.minY - next.contentOffset.y, anchor.frame.minY - shown.contentOffset.y,
                    accuracy: 1e-6, "\(anchor.id) on screen, \(message)")
                if let drawn = next.visible.first(where: { $0.id == newID })?.attributes.frame {
                    XCTAssertEqual(
                        drawn.minY - next.contentOffset.y, anchor.drawn.minY - shown.contentOffset.y,
                        accuracy: 1e-6, "\(anchor.id) as drawn, \(message)")
                }
                checked += 1
                if now.frame.minY != anchor.frame.minY { moved += 1 }
            } else {
                // Content that shrank under a viewport at rest: the offset stays inside it.
                XCTAssertEqual(
                    next.contentOffset.y, min(max(expected, range.lowerBound), range.upperBound),
                    accuracy: 1e-6, "clamped, \(message)")
            }
            return next
        }

        for step in 0..<25 {
            time += 1.0 / 60
            userScroll(&host, &g, time: &time)
            var shown = host.advance(to: time)
            pending += shown.needsMeasurement
            // Older messages loaded above, new ones arriving below.
            shown = check(shown, "seed \(seed), step \(step), insert") { host in
                guard let prepended = self.insertAtAnEnd(&host, &g, time: time) else { return nil }
                sizes = Dictionary(
                    uniqueKeysWithValues: sizes.map { ($0.key.shifted(by: prepended), $0.value) })
                pending = pending.map { $0.shifted(by: prepended) }
                return prepended
            }
            pending += shown.needsMeasurement
            // Measure some of what frames asked for (late), let photos load, let a message grow.
            _ = check(shown, "seed \(seed), step \(step), measure") { host in
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
                    sizes[grown] = Size(width: old.width, height: old.height + g.double(in: 10...120))
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
        XCTAssertGreaterThan(checked, 0, "seed \(seed): no step checked")
        movedAnchors += moved
    }

    /// A user's scroll at random: a wheel, a jump, a flick, time for a flick to go on, or none.
    private func userScroll<Layout: CollectionLayout>(
        _ host: inout CollectionHost<Layout>, _ g: inout SeededGenerator, time: inout Double
    ) {
        switch g.int(in: 0...4) {
        case 0: host.scroll(by: Point(x: 0, y: g.double(in: -400...400)))
        case 1: host.contentOffset.y = g.double(in: 0...host.offsetRange(along: .vertical).upperBound)
        case 2:
            let speed = g.double(in: -3_000...3_000)
            host.touchBegan(at: Point(x: 160, y: 300), time: time)
            for sample in 1...4 {
                host.touchMoved(
                    to: Point(x: 160, y: 300 - speed * 0.016 * Double(sample)),
                    time: time + 0.016 * Double(sample))
            }
            time += 0.08
            host.touchEnded(at: Point(x: 160, y: 300 - speed * 0.08), time: time)
        case 3: time += g.double(in: 0...0.5)  // the flick goes on
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
