import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Batch updates keep the text being read, property-tested from the reader's side: across random
/// batches (items prepended and appended, deleted above and below what is read, in one or several
/// sections), with sizes reported in the same frame before the batch (a frame's measurements,
/// then the app's change, as a chat loads older messages while cells are measured) or after it
/// (the change first, then the measurements, before the frame that draws both), in flow and
/// compositional layouts along both axes, the item that the last frame showed being read (the
/// first cell whose drawn leading edge was on screen, ``ReadingMark``), followed by identity
/// through the batch, is drawn at the same distance from the viewport's leading edge in the next
/// frame, to 0.5 points, unless the batch deleted it, the content shrank under it (the offset at
/// rest stays inside the content), or the viewport was kept at the end (`keepsEndVisible`).
final class HostBatchReadingAnchorPropertyTests: XCTestCase {
    /// How many checked batches moved the text being read in the content.
    private var movedAnchors = 0

    override func tearDown() {
        super.tearDown()
        movedAnchors = 0
    }

    func testHostBatchReadingAnchor_Flow() {
        flowCampaign(reportsAfterBatch: false)
    }

    /// Sizes reported after the batch, before the frame that draws it (cells measured by an app
    /// that applies its change first): the batch keeps the cell being read, and the frame keeps
    /// it through the sizes, even when the batch had to keep the offset inside the content
    /// (which the sizes then grow) or cells it inserted above it now lead the viewport.
    func testHostBatchReadingAnchor_FlowWithSizesReportedAfterTheBatch() {
        flowCampaign(reportsAfterBatch: true)
    }

    func testHostBatchReadingAnchor_Compositional() {
        compositionalCampaign(reportsAfterBatch: false)
    }

    /// As ``testHostBatchReadingAnchor_FlowWithSizesReportedAfterTheBatch()``, in a
    /// compositional layout.
    func testHostBatchReadingAnchor_CompositionalWithSizesReportedAfterTheBatch() {
        compositionalCampaign(reportsAfterBatch: true)
    }

    private func flowCampaign(reportsAfterBatch: Bool) {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 100 : 6) {
                var g = SeededGenerator(seed: seed)
                let columns = g.int(in: 1...3)
                var configuration = FlowLayout.Configuration(
                    scrollDirection: axis == .vertical ? .vertical : .horizontal,
                    estimatedItemSize: axis == .vertical
                        ? Size(width: 320 / Double(columns) - 10, height: 60)
                        : Size(width: 60, height: 600 / Double(columns) - 10))
                configuration.metrics = .all(
                    FlowLayout.SectionMetrics(
                        minimumLineSpacing: g.double(in: 0...12), minimumInteritemSpacing: 5))
                let estimate = configuration.estimatedItemSize ?? .zero
                runCampaign(
                    FlowLayout(configuration: configuration), axis: axis, seed: seed, generator: &g,
                    reportsAfterBatch: reportsAfterBatch
                ) { g in
                    axis == .vertical
                        ? Size(width: estimate.width, height: g.double(in: 15...220))
                        : Size(width: g.double(in: 15...220), height: estimate.height)
                }
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no batch moved the text being read")
    }

    private func compositionalCampaign(reportsAfterBatch: Bool) {
        for axis in Axis.allCases {
            for seed in TestCampaign.seeds(hostLongTests ? 100 : 6) {
                var g = SeededGenerator(seed: seed)
                let columns = Double(g.int(in: 1...2))
                let estimate = g.double(in: 40...90)
                let along = LayoutDimension.estimated(estimate)
                let item = LayoutItem(
                    layoutSize: axis == .vertical
                        ? LayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: along)
                        : LayoutSize(widthDimension: along, heightDimension: .fractionalHeight(1 / columns)))
                let group: LayoutGroup =
                    axis == .vertical
                    ? .horizontal(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: along),
                        subitems: [item])
                    : .vertical(
                        layoutSize: LayoutSize(widthDimension: along, heightDimension: .fractionalHeight(1)),
                        subitems: [item])
                var section = LayoutSection(group: group)
                section.interGroupSpacing = g.double(in: 0...12)
                let layout = CompositionalLayout(
                    section: section,
                    configuration: CompositionalLayout.Configuration(
                        scrollDirection: axis == .vertical ? .vertical : .horizontal))
                runCampaign(
                    layout, axis: axis, seed: seed, generator: &g, reportsAfterBatch: reportsAfterBatch
                ) { g in
                    axis == .vertical
                        ? Size(width: 320 / columns, height: g.double(in: 15...220))
                        : Size(width: g.double(in: 15...220), height: 600 / columns)
                }
            }
        }
        XCTAssertGreaterThan(movedAnchors, 0, "no batch moved the text being read")
    }

    /// Random steps on a host of `layout`: a scroll and a frame, then, in the next frame, sizes
    /// reported (cells the frames asked to measure, and growth of a shown cell) before a random
    /// batch (not animated, so that views are drawn where the layout puts them), or after it
    /// when `reportsAfterBatch`, and the frame that shows it all; the text being read must keep
    /// its place on screen across it.
    private func runCampaign<Layout: CollectionLayout>(
        _ layout: Layout, axis: Axis, seed: UInt64, generator g: inout SeededGenerator,
        reportsAfterBatch: Bool,
        size: (inout SeededGenerator) -> Size
    ) {
        // Each item has an identity; `model[s]` lists those of section s in order.
        var nextID = 0
        var model: [[Int]] = (0..<g.int(in: 1...3)).map { _ in
            (0..<g.int(in: 15...90)).map { _ in
                nextID += 1
                return nextID
            }
        }
        let viewportSize = Size(width: 320, height: 600)
        var host = CollectionHost(layout: layout, viewportSize: viewportSize, itemCounts: model.map(\.count))
        host.keepsEndVisible = g.bool()
        host.overscan = g.double(in: 0...200)
        var sizes: [Int: Size] = [:]
        var pending: Set<Int> = []
        var time = 0.0
        var checked = 0
        func path(of identity: Int) -> ItemPath? {
            for (section, items) in model.enumerated() {
                if let item = items.firstIndex(of: identity) { return ItemPath(item: item, section: section) }
            }
            return nil
        }
        func identity(of id: ElementID) -> Int? {
            guard id.kind == .cell, !id.isDeparting, id.path.section < model.count,
                id.path.item < model[id.path.section].count
            else { return nil }
            return model[id.path.section][id.path.item]
        }
        // Reports a random few of the sizes the frames asked for, and sometimes the growth of a
        // cell shown in `frame`.
        func report(shown frame: HostFrame) {
            for _ in 0..<g.int(in: 0...min(pending.count, 6)) {
                // Sorted: a set's order changes from run to run.
                guard let next = pending.sorted().randomElement(using: &g) else { break }
                pending.remove(next)
                guard let path = path(of: next) else { continue }
                let reported = sizes[next] ?? size(&g)
                sizes[next] = reported
                host.reportSize(reported, for: .cell(path))
            }
            let cells = frame.visible.compactMap { identity(of: $0.id) }
            guard let grown = cells.randomElement(using: &g), g.int(in: 0...2) == 0,
                let path = path(of: grown),
                let old = host.layout.attributes(at: path)?.size
            else { return }
            let growth = g.double(in: 10...120)
            let new =
                axis == .vertical
                ? Size(width: old.width, height: old.height + growth)
                : Size(width: old.width + growth, height: old.height)
            sizes[grown] = new
            host.reportSize(new, for: .cell(path))
        }

        for step in 0..<25 {
            let message = "seed \(seed), \(axis), step \(step)"
            time += 1.0 / 60
            let range = host.offsetRange(along: axis)
            if g.bool() {
                host.contentOffset = point(along: axis, g.double(in: range.lowerBound...range.upperBound))
            } else {
                host.scroll(by: point(along: axis, g.double(in: -400...400)))
            }
            let shown = host.advance(to: time)
            for id in shown.needsMeasurement { if let item = identity(of: id) { pending.insert(item) } }
            guard let mark = ReadingMark(shown, viewportSize: viewportSize, axis: axis),
                let read = identity(of: mark.id)
            else { continue }
            let position = shown.contentOffset.value(along: axis)
            let end = range.upperBound
            let wasAtEnd = host.keepsEndVisible && position >= end - 0.5
            // The next frame: the sizes measured in the last one reported, then the batch.
            time += 1.0 / 60
            let reports = g.bool()
            if reports && !reportsAfterBatch { report(shown: shown) }
            let batch = randomBatch(&g, model: &model, around: path(of: read), nextID: &nextID)
            do {
                try host.performBatchUpdates(
                    batch, itemCounts: model.map(\.count), animated: false, time: time)
            } catch {
                XCTFail("\(error), \(message)")
                return
            }
            if reports && reportsAfterBatch { report(shown: shown) }
            let next = host.advance(to: time)
            let nextPosition = next.contentOffset.value(along: axis)
            let newRange = host.offsetRange(along: axis)
            if wasAtEnd {
                // The same distance from the new end, inside the content.
                let atEnd = position + newRange.upperBound - end
                XCTAssertEqual(
                    nextPosition, min(max(atEnd, newRange.lowerBound), newRange.upperBound), accuracy: 1e-9,
                    "stays at the end, \(message)")
                continue
            }
            // A deleted item is read no more.
            guard let newPath = path(of: read), let now = host.layout.attributes(at: newPath) else {
                continue
            }
            let kept = now.frame.min(along: axis) - mark.screenPosition
            guard newRange.contains(kept) else {
                XCTAssertEqual(
                    nextPosition, min(max(kept, newRange.lowerBound), newRange.upperBound), accuracy: 0.5,
                    "clamped, \(message)")
                continue
            }
            let drawn = screenPosition(of: .cell(newPath), in: next, axis: axis)
            XCTAssertEqual(
                drawn ?? .infinity, mark.screenPosition, accuracy: 0.5,
                "item \(read) (\(mark.id) before, \(newPath) after) as drawn, \(message), batch \(batch)")
            checked += 1
            if abs(kept - position) > 0.5 { movedAnchors += 1 }
        }
        XCTAssertGreaterThan(checked, 0, "seed \(seed), \(axis): no batch checked")
    }

    /// A random batch around the item at `read`: items prepended to a section, appended to the
    /// last, deleted before and after `read` (now and then `read` itself) and inserted before
    /// it, one to three of these at once; `model` becomes the data after it.
    private func randomBatch(
        _ g: inout SeededGenerator, model: inout [[Int]], around read: ItemPath?, nextID: inout Int
    ) -> [CollectionUpdate] {
        let old = model
        var deleted: Set<ItemPath> = []
        var inserted: [Int: [(at: Int, count: Int)]] = [:]  // by section, at old indices
        let anchor = read ?? ItemPath(item: 0, section: 0)
        for _ in 0..<g.int(in: 1...3) {
            switch g.int(in: 0...6) {
            case 0:  // older items prepended
                let section = g.bool() ? 0 : anchor.section
                inserted[section, default: []].append((0, g.int(in: 1...8)))
            case 1:  // new items appended
                let last = old.count - 1
                inserted[last, default: []].append((old[last].count, g.int(in: 1...8)))
            case 2:  // inserted above what is read
                inserted[anchor.section, default: []].append((g.int(in: 0...anchor.item), g.int(in: 1...4)))
            case 3, 4:  // deleted above what is read
                let before = (0...anchor.section).flatMap { section in
                    (0..<(section == anchor.section ? anchor.item : old[section].count)).map {
                        ItemPath(item: $0, section: section)
                    }
                }
                for _ in 0..<g.int(in: 1...6) {
                    if let path = before.randomElement(using: &g) { deleted.insert(path) }
                }
            case 5:  // deleted below what is read
                let section = g.int(in: anchor.section...(old.count - 1))
                let first = section == anchor.section ? anchor.item + 1 : 0
                guard first < old[section].count else { break }
                for _ in 0..<g.int(in: 1...6) {
                    deleted.insert(
                        ItemPath(item: g.int(in: first...(old[section].count - 1)), section: section))
                }
            default:  // what is read, deleted
                if read != nil, g.int(in: 0...2) == 0 { deleted.insert(anchor) }
            }
        }
        // The data after the batch, and the new paths of the inserted items.
        var insertedPaths: [ItemPath] = []
        for section in old.indices {
            var items: [Int] = []
            let insertions = (inserted[section] ?? []).sorted { $0.at < $1.at }
            var next = 0
            for index in 0...old[section].count {
                while next < insertions.count, insertions[next].at == index {
                    for _ in 0..<insertions[next].count {
                        nextID += 1
                        insertedPaths.append(ItemPath(item: items.count, section: section))
                        items.append(nextID)
                    }
                    next += 1
                }
                if index < old[section].count, !deleted.contains(ItemPath(item: index, section: section)) {
                    items.append(old[section][index])
                }
            }
            model[section] = items
        }
        var updates: [CollectionUpdate] = []
        if !deleted.isEmpty { updates.append(.deleteItems(at: deleted.sorted())) }
        if !insertedPaths.isEmpty { updates.append(.insertItems(at: insertedPaths)) }
        return updates
    }

    /// The point `value` along `axis`, 0 across it.
    private func point(along axis: Axis, _ value: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }
}
