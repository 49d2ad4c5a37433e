import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A viewport that changes size (a rotation, a resized window) or insets keeps the first cell
/// it showed at its place from the viewport's leading edge, through the layout's
/// `contentOffsetAdjustment`, in the stored layouts; and the host applies it.
final class ResizeAnchoringTests: XCTestCase {
    /// The first cell (smallest path) whose frame meets `viewport`, found from `attributes(at:)`.
    private func anchor<Layout: CollectionLayout>(_ layout: Layout, counts: [Int], in viewport: Rect)
        -> LayoutAttributes?
    {
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                if let cell = layout.attributes(at: ItemPath(item: item, section: section)),
                    cell.frame.intersects(viewport)
                {
                    return cell
                }
            }
        }
        return nil
    }

    /// Lays `layout` out at a random offset, resizes the viewport to `size` and checks that the
    /// anchor keeps its distance from the viewport's top edge.
    private func checkAnchoring<Layout: CollectionLayout>(
        _ layout: Layout, counts: [Int], from old: Size, to new: Size, g: inout SeededGenerator,
        _ message: String
    ) -> Bool {
        var layout = layout
        var context = LayoutContext(viewportSize: old, itemCounts: counts)
        layout.prepare(context)
        context.bounds.origin.y = g.double(in: 0...max(0, layout.contentSize.height - old.height))
        layout.prepare(context)
        guard let before = anchor(layout, counts: counts, in: context.bounds) else { return false }
        context.bounds.size = new
        layout.prepare(context)
        let adjusted = context.bounds.origin.y + layout.contentOffsetAdjustment.y
        guard let after = layout.attributes(at: before.path) else {
            XCTFail("the anchor survives, \(message)")
            return false
        }
        XCTAssertEqual(
            after.frame.minY - adjusted, before.frame.minY - context.bounds.origin.y, accuracy: 1e-6,
            "anchor \(before.path) from the viewport's top, \(message)")
        return true
    }

    func testFlow_ARotationKeepsTheFirstCellShownInPlace() {
        var checked = 0
        let seeds = TestCampaign.seeds(40)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 10...120) }
            let sizes = counts.map { count in
                (0..<count).map { _ in Size(width: g.double(in: 40...160), height: g.double(in: 30...140)) }
            }
            let layout = FlowLayout(configuration: .init(itemSizing: .sizes(sizes)))
            let portrait = Size(width: g.double(in: 320...430), height: g.double(in: 640...930))
            let landscape = Size(width: portrait.height, height: portrait.width)
            if checkAnchoring(layout, counts: counts, from: portrait, to: landscape, g: &g, "seed \(seed)") {
                checked += 1
            }
        }
        // A seed whose viewport shows no cell checks nothing: nearly every one must check.
        print("flow: \(checked) of \(seeds.count) seeds checked an anchor")
        XCTAssertGreaterThanOrEqual(checked, seeds.count * 9 / 10, "too few seeds checked an anchor")
    }

    func testWaterfall_AResizedWindowKeepsTheFirstCellShownInPlace() {
        var checked = 0
        let seeds = TestCampaign.seeds(40)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let counts = [g.int(in: 20...200)]
            var configuration = WaterfallLayout.Configuration(columnCount: .all(g.int(in: 2...4)))
            configuration.itemHeight = .aspectRatio { path in 0.5 + Double((path.item * 13) % 7) * 0.2 }
            let old = Size(width: g.double(in: 320...800), height: 700)
            let new = Size(width: g.double(in: 320...800), height: g.double(in: 400...900))
            if checkAnchoring(
                WaterfallLayout(configuration: configuration), counts: counts, from: old, to: new, g: &g,
                "seed \(seed)")
            {
                checked += 1
            }
        }
        // A seed whose viewport shows no cell checks nothing: nearly every one must check.
        print("waterfall: \(checked) of \(seeds.count) seeds checked an anchor")
        XCTAssertGreaterThanOrEqual(checked, seeds.count * 9 / 10, "too few seeds checked an anchor")
    }

    func testCompositional_ARotationKeepsTheFirstCellShownInPlace() {
        var checked = 0
        let seeds = TestCampaign.seeds(40)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let columns = Double(g.int(in: 1...4))
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .fractionalWidth(g.double(in: 0.2...0.6))),
                    subitems: [item]))
            section.interGroupSpacing = g.double(in: 0...10)
            let counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 10...120) }
            let portrait = Size(width: g.double(in: 320...430), height: g.double(in: 640...930))
            let landscape = Size(width: portrait.height, height: portrait.width)
            if checkAnchoring(
                CompositionalLayout(section: section), counts: counts, from: portrait, to: landscape, g: &g,
                "seed \(seed)")
            {
                checked += 1
            }
        }
        // A seed whose viewport shows no cell checks nothing: nearly every one must check.
        print("compositional: \(checked) of \(seeds.count) seeds checked an anchor")
        XCTAssertGreaterThanOrEqual(checked, seeds.count * 9 / 10, "too few seeds checked an anchor")
    }

    func testNoResize_NoAdjustment() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [100])
        layout.prepare(context)
        context.bounds.origin.y = 500
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "a scroll")
        context.itemCounts = [50]
        layout.prepare(context)
        XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "new data without a batch: no anchor")
    }

    func testHost_ARotationKeepsWhatTheUserReadsInPlace() {
        var host = CollectionHost(
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
            viewportSize: Size(width: 390, height: 844),
            itemCounts: [1_000])
        host.contentOffset.y = 5_050
        let portrait = host.advance(to: 0)
        // Three to a line of 390, 110 apart: item 138 starts line 46 at 5060, 10 points below the
        // top; in landscape it is on line 19 of seven, and stays 10 points below the top.
        let reading = ItemPath(item: 138, section: 0)
        let top = portrait.visible.first { $0.id == .cell(reading) }.map { $0.attributes.frame.minY - 5_050 }
        host.viewportSize = Size(width: 844, height: 390)
        let landscape = host.advance(to: 0.1)
        let item = landscape.visible.first { $0.id == .cell(reading) }
        XCTAssertNotNil(top)
        XCTAssertEqual(item.map { $0.attributes.frame.minY - landscape.contentOffset.y }, top)
    }

    /// The item nearest the viewport's centre along `axis`.
    private func centred<Layout: CollectionLayout>(_ layout: Layout, count: Int, in viewport: Rect) -> Int? {
        (0..<count).min { a, b in
            let fa = layout.attributes(at: ItemPath(item: a, section: 0))?.center.x ?? .infinity
            let fb = layout.attributes(at: ItemPath(item: b, section: 0))?.center.x ?? .infinity
            return abs(fa - viewport.midX) < abs(fb - viewport.midX)
        }
    }

    func testCarouselAndFan_ARotationKeepsTheCentredItemCentred() {
        for size in [
            Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 1024, height: 768),
        ] {
            var carousel = CenterCarouselLayout(itemSize: Size(width: 200, height: 150))
            var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [30])
            carousel.prepare(context)
            context.bounds.origin = carousel.contentOffset(centering: ItemPath(item: 12, section: 0)) ?? .zero
            carousel.prepare(context)
            context.bounds.size = size
            carousel.prepare(context)
            context.bounds.origin.x += carousel.contentOffsetAdjustment.x
            carousel.prepare(context)
            XCTAssertEqual(centred(carousel, count: 30, in: context.bounds), 12, "carousel, \(size)")
            XCTAssertEqual(
                carousel.attributes(at: ItemPath(item: 12, section: 0))?.center.x ?? .nan,
                context.bounds.midX,
                accuracy: 1e-9)
            // The fan's rules, as a model: the content is 30 × 120 wide (rule 2) and item g stands
            // upright at the top at offset g × maxOffset / 29 (rule 5); a new viewport size keeps
            // the item at the top there (rule 13).
            func upright(_ item: Double, viewportWidth: Double) -> Double {
                item * (30 * 120 - viewportWidth) / 29
            }
            var fan = CircularFanLayout(itemSize: Size(width: 120, height: 160), radius: 600)
            var fanContext = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [30])
            fanContext.bounds.origin.x = upright(12, viewportWidth: 390)
            fan.prepare(fanContext)
            XCTAssertEqual(
                fan.attributes(at: ItemPath(item: 12, section: 0))?.transform3D, .identity, "upright")
            fanContext.bounds.size = size
            fan.prepare(fanContext)
            fanContext.bounds.origin.x += fan.contentOffsetAdjustment.x
            fan.prepare(fanContext)
            XCTAssertEqual(fanContext.bounds.origin.y, 0, "fan, \(size)")
            XCTAssertEqual(
                fanContext.bounds.origin.x, upright(12, viewportWidth: size.width), accuracy: 1e-9,
                "fan, \(size)")
        }
    }
}
