import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The horizontal waterfall (rule 8 of ``WaterfallLayout``): the vertical one with x and y
/// swapped, bit for bit, through every way a layout changes; right-to-left flips its scroll
/// axis as UIKit flips a horizontally scrolling flow layout.
final class WaterfallHorizontalTests: XCTestCase {
    /// A random vertical context over `counts`: viewport, offset and content insets.
    private func randomContext(_ g: inout SeededGenerator, counts: [Int]) -> LayoutContext {
        LayoutContext(
            bounds: Rect(x: 0, y: g.double(in: 0...1200), width: g.double(in: 200...600), height: 700),
            itemCounts: counts,
            contentInsets: g.bool()
                ? .zero
                : EdgeInsets(
                    top: g.double(in: 0...20), left: g.double(in: 0...12), bottom: g.double(in: 0...20),
                    right: g.double(in: 0...12)))
    }

    /// A few random rects within `size` and around it.
    private func randomRects(_ g: inout SeededGenerator, in size: Size) -> [Rect] {
        (0..<4).map { _ in
            Rect(
                x: g.double(in: -50...max(0, size.width)), y: g.double(in: -50...max(0, size.height)),
                width: g.double(in: 0...400), height: g.double(in: 0...900))
        }
    }

    /// 1 to 4 section counts up to `maxItems`, the first section never empty: a case that lays
    /// out no cell compares nothing.
    private func counts(_ g: inout SeededGenerator, maxItems: Int) -> [Int] {
        var counts = (0..<g.int(in: 1...4)).map { _ in g.int(in: 0...maxItems) }
        counts[0] = max(1, counts[0])
        return counts
    }

    func testWaterfallHorizontal_FreshLayoutIsTheVerticalOneTransposed() {
        for seed in TestCampaign.seeds(200, quick: 40) {
            var g = SeededGenerator(seed: seed)
            let configuration =
                g.bool()
                ? WaterfallFixtures.randomConfiguration(&g)
                : WaterfallFixtures.randomPerSectionConfiguration(&g)
            let counts = counts(&g, maxItems: 60)
            let twins = WaterfallTwins(configuration, context: randomContext(&g, counts: counts))
            XCTAssertEqual(twins.horizontal.store.axis, .horizontal, "seed \(seed)")
            let compared = twins.assertTransposed(
                rects: randomRects(&g, in: twins.vertical.contentSize), "seed \(seed)")
            XCTAssertGreaterThan(compared, 0, "seed \(seed): no cell compared")
        }
    }

    /// Pinned headers and footers: the same offsets scrolled along either axis.
    func testWaterfallHorizontal_PinningIsTheVerticalOneTransposed() {
        for seed in TestCampaign.seeds(100, quick: 15) {
            var g = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomPerSectionConfiguration(&g)
            configuration.headerHeight = .all(g.double(in: 10...40))
            configuration.footerHeight = .all(g.double(in: 0...30))
            configuration.sectionHeadersPinToVisibleBounds = true
            configuration.sectionFootersPinToVisibleBounds = g.bool()
            let counts = counts(&g, maxItems: 40)
            var context = randomContext(&g, counts: counts)
            var twins = WaterfallTwins(configuration, context: context)
            XCTAssertTrue(twins.horizontal.attributesDependOnContentOffset, "seed \(seed)")
            for step in 0..<4 {
                context.bounds.origin.y = g.double(in: -100...max(0, twins.vertical.contentSize.height))
                twins.prepare(context)
                XCTAssertEqual(twins.horizontal._lastPreparation, .scroll, "seed \(seed), step \(step)")
                let compared = twins.assertTransposed(rects: [context.bounds], "seed \(seed), step \(step)")
                XCTAssertGreaterThan(compared, 0, "seed \(seed), step \(step): no cell compared")
            }
        }
    }

    /// Batch updates, appends, resizes, invalidations and measured sizes: each keeps the twins
    /// transposed, animations and offset adjustments included.
    func testWaterfallHorizontal_UpdatesAndSelfSizingStayTransposed() throws {
        var compared = 0
        for seed in TestCampaign.seeds(150, quick: 12) {
            var g = SeededGenerator(seed: seed)
            let configuration = WaterfallFixtures.randomPerSectionConfiguration(&g)
            var sections = RandomBatch.randomSections(&g, maxSections: 4, maxItems: 50)
            var context = randomContext(&g, counts: sections.map(\.items.count))
            var twins = WaterfallTwins(configuration, context: context)
            var nextID = 1 << 40
            for step in 0..<5 {
                let message = "seed \(seed), step \(step)"
                var oldCounts: [Int] = []
                // The last step appends the next page; the model's batches need ids of their own.
                switch step == 4 ? 3 : [0, 1, 2, 4][g.int(in: 0...3)] {
                case 0, 1:
                    let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                    oldCounts = batch.oldCounts
                    sections = batch.new
                    context.itemCounts = batch.newCounts
                    try twins.prepare(context, updates: batch.updates)
                case 2:
                    // Self-sizing: a few measured lengths along the axis.
                    let paths = sections.enumerated().flatMap { section, model in
                        model.items.indices.map { ItemPath(item: $0, section: section) }
                    }
                    for _ in 0..<min(3, paths.count) {
                        twins.report(
                            length: g.double(in: 0...200), across: g.double(in: 0...500),
                            at: paths[g.int(in: 0...(paths.count - 1))])
                    }
                    twins.prepare(context)
                case 3:
                    // The next page, appended to the last section.
                    guard let last = context.itemCounts.indices.last else { continue }
                    context.itemCounts[last] += g.int(in: 1...30)
                    twins.prepare(context)
                    XCTAssertEqual(
                        twins.vertical._lastPreparation, twins.horizontal._lastPreparation, message)
                default:
                    // A new viewport (rotation): the anchor keeps its place in both.
                    context.bounds.size.width = g.double(in: 200...600)
                    twins.prepare(context)
                }
                compared += twins.assertTransposed(
                    rects: randomRects(&g, in: twins.vertical.contentSize), oldCounts: oldCounts, message)
            }
        }
        XCTAssertGreaterThan(compared, 0, "no cell compared")
    }

    /// Right-to-left flips a horizontal waterfall's scroll axis, as UIKit flips every
    /// horizontally scrolling flow layout (and as ``FlowLayout`` does): each frame is the
    /// left-to-right one mirrored in the content's width, so the first section is at the right.
    func testWaterfallHorizontal_RightToLeftMirrorsTheScrollAxis() {
        for seed in TestCampaign.seeds(60, quick: 15) {
            var g = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomPerSectionConfiguration(&g, pins: false)
            configuration.scrollDirection = .horizontal
            let counts = counts(&g, maxItems: 40)
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: 800, height: g.double(in: 200...600)), itemCounts: counts)
            var leftToRight = WaterfallLayout(configuration: configuration)
            leftToRight.prepare(context)
            context.layoutDirection = .rightToLeft
            var rightToLeft = WaterfallLayout(configuration: configuration)
            rightToLeft.prepare(context)
            let width = leftToRight.contentSize.width
            XCTAssertEqual(rightToLeft.contentSize, leftToRight.contentSize, "seed \(seed)")
            let mirrored = leftToRight.attributes(in: .infinite).map { attributes in
                var flipped = attributes
                flipped.frame = attributes.frame.mirroredHorizontally(inWidth: width)
                return flipped
            }
            XCTAssertFalse(mirrored.isEmpty, "seed \(seed): nothing to mirror")
            assertSameElements(rightToLeft.attributes(in: .infinite), mirrored, "seed \(seed)")
        }
    }

    /// The content is the viewport's height less the vertical content insets; rows of equal
    /// thickness; a header is a band as tall as the content at the section's leading edge.
    func testWaterfallHorizontal_RowsHeadersAndInsets() throws {
        let configuration = WaterfallLayout.Configuration(
            scrollDirection: .horizontal, columnCount: 2, columnSpacing: 10, itemSpacing: 4,
            sectionInset: EdgeInsets(top: 5, left: 7, bottom: 15, right: 9), headerHeight: 30,
            itemHeight: .heights([[50, 20, 10]]))
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 320, height: 240), itemCounts: [3],
                contentInsets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        // Content 220 high; rows (220 - 5 - 15 - 10) / 2 = 95 thick.
        let header = try XCTUnwrap(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0))
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 30, height: 220))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 37, y: 5, width: 50, height: 95))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 0))?.frame,
            Rect(x: 37, y: 110, width: 20, height: 95))
        // Item 2 goes into the shorter row, the second.
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 2, section: 0))?.frame,
            Rect(x: 61, y: 110, width: 10, height: 95))
        // The longest row ends at 87; the trailing inset follows.
        XCTAssertEqual(layout.contentSize, Size(width: 96, height: 220))
    }

    /// An aspect ratio reads along the scroll axis: width / height, the width being the row's
    /// thickness times the ratio; a reported size's width is used.
    func testWaterfallHorizontal_AspectRatioAndReportedSizeReadAlongTheAxis() {
        var layout = WaterfallLayout(
            configuration: .init(
                scrollDirection: .horizontal, columnCount: 1, itemHeight: .aspectRatio { _ in 1.5 }))
        let context = LayoutContext(viewportSize: Size(width: 320, height: 100), itemCounts: [2])
        layout.prepare(context)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 0, y: 0, width: 150, height: 100))
        layout.reportSize(Size(width: 70, height: 999), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(context)
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 0, section: 0))?.frame,
            Rect(x: 0, y: 0, width: 70, height: 100))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 0))?.frame,
            Rect(x: 80, y: 0, width: 150, height: 100))
    }

    /// The index suite and the contract over random horizontal, per-section configurations in
    /// either layout direction: the rect query along x returns exactly the brute force.
    func testWaterfallHorizontal_IndexMatchesBruteForceAndConforms() {
        for seed in TestCampaign.seeds(25, quick: 4) {
            var g = SeededGenerator(seed: seed)
            var configuration = WaterfallFixtures.randomPerSectionConfiguration(&g)
            configuration.scrollDirection = .horizontal
            let counts = counts(&g, maxItems: 120)
            let context = LayoutContext(
                bounds: Rect(x: g.double(in: 0...600), y: 0, width: 390, height: g.double(in: 100...900)),
                itemCounts: counts, layoutDirection: g.bool() ? .leftToRight : .rightToLeft)
            var layout = WaterfallLayout(configuration: configuration)
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: counts, seed: seed, queries: 100)
            LayoutConformance.checkConformance(
                WaterfallLayout(configuration: configuration), context: context)
        }
    }

    /// Column-order placement across an index chunk and many kept column states, appended to
    /// and measured: still the vertical twin transposed. Needs some ten thousand items per
    /// layout, so it runs in the long campaign.
    func testWaterfallHorizontal_ColumnOrderAcrossChunksStaysTransposed() throws {
        try TestCampaign.requireLongCampaign("two layouts of about ten thousand items each")
        for (seed, mode) in [
            (1, WaterfallLayout.ItemRenderDirection.leadingColumnFirst), (2, .trailingColumnFirst),
        ] {
            var g = SeededGenerator(seed: UInt64(seed))
            let count = WaterfallLayout.columnOrderChunkSize(columnCount: 3) + 500
            let heights = (0..<(count + 300)).map { _ in Double(g.int(in: 0...12) * 5) }
            let configuration = WaterfallLayout.Configuration(
                columnCount: 3, columnSpacing: 2, itemSpacing: 3, headerHeight: 20, footerHeight: 10,
                itemRenderDirection: mode, itemHeight: .heights([heights]))
            var context = LayoutContext(viewportSize: Size(width: 300, height: 800), itemCounts: [count])
            var twins = WaterfallTwins(configuration, context: context)
            let message = "\(mode)"
            twins.assertTransposed(rects: randomRects(&g, in: twins.vertical.contentSize), message)
            context.itemCounts = [count + 300]
            twins.prepare(context)
            XCTAssertEqual(twins.horizontal._lastPreparation, .append, message)
            twins.report(length: 77, across: 1, at: ItemPath(item: count - 10, section: 0))
            twins.prepare(context)
            twins.assertTransposed(rects: randomRects(&g, in: twins.vertical.contentSize), message)
        }
    }
}
