import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Width modes (full, half, third, `1/n` of the line): lengths from the line's available
/// length, n items of `1/n` fill a line exactly, lines form greedily from those lengths.
final class FlowWidthModeTests: XCTestCase {
    private typealias WidthMode = FlowLayout.WidthMode

    /// One item of a random feed: its mode, its own width and its height.
    private struct FeedItem {
        var mode: WidthMode
        var width: Double
        var height: Double
    }

    /// A brute-force row builder from the feed alone: each item's length (its width, clamped to
    /// the line, or `(available − (n − 1) · spacing) / n`), rows collected greedily, items packed
    /// at the leading inset and top-aligned.
    private func expectedFrames(
        _ feed: [FeedItem], width: Double, inset: EdgeInsets, spacing: Double, lineSpacing: Double
    ) -> [Rect] {
        let available = max(0, width - inset.left - inset.right)
        let lengths = feed.map { item -> Double in
            switch item.mode {
            case .absolute: return min(item.width, available)
            case .fractionalWidth(let divisor):
                let n = Double(max(1, divisor))
                return max(0, (available - (n - 1) * spacing) / n)
            }
        }
        var rows: [[Int]] = []
        var used = 0.0
        for index in feed.indices {
            let needed = used + spacing + lengths[index]
            if let last = rows.indices.last, !rows[last].isEmpty,
                needed <= available + available * 1e-12 + 1e-9
            {
                rows[last].append(index)
                used = needed
            } else {
                rows.append([index])
                used = lengths[index]
            }
        }
        var frames = [Rect](repeating: .null, count: feed.count)
        var y = inset.top
        for row in rows {
            var x = inset.left
            var thickness = 0.0
            for index in row {
                frames[index] = Rect(x: x, y: y, width: lengths[index], height: feed[index].height)
                x += lengths[index] + spacing
                thickness = max(thickness, feed[index].height)
            }
            y += thickness + lineSpacing
        }
        return frames
    }

    func testWidthModes_RandomFeedsEqualABruteForceRowBuilder() {
        let modes: [WidthMode] = [
            .absolute, .fullWidth, .halfWidth, .thirdWidth, .fourthWidth, .fractionalWidth(divisor: 5),
        ]
        for seed in TestCampaign.seeds(200, quick: 40) {
            var g = SeededGenerator(seed: seed)
            let feed = (0..<g.int(in: 0...60)).map { _ in
                FeedItem(
                    mode: modes[g.int(in: 0...(modes.count - 1))], width: Double(g.int(in: 20...400)),
                    height: Double(g.int(in: 20...200)))
            }
            let width = g.bool() ? Double(g.int(in: 200...500)) : g.double(in: 200...500)
            let inset = EdgeInsets(
                top: Double(g.int(in: 0...20)), left: Double(g.int(in: 0...20)), bottom: 5,
                right: Double(g.int(in: 0...20)))
            let spacing = g.bool() ? Double(g.int(in: 0...16)) : g.double(in: 0...16)
            let metrics = FlowLayout.SectionMetrics(
                sectionInset: inset, minimumLineSpacing: 7, minimumInteritemSpacing: spacing,
                lineAlignment: LineAlignment(cross: .top, along: .leading))
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    itemSizing: .sizes([feed.map { Size(width: $0.width, height: $0.height) }]),
                    metrics: .all(metrics), widthModes: .perItem { path in feed[path.item].mode }))
            layout.prepare(
                LayoutContext(viewportSize: Size(width: width, height: 800), itemCounts: [feed.count]))
            let expected = expectedFrames(feed, width: width, inset: inset, spacing: spacing, lineSpacing: 7)
            var paths: [ItemPath: Rect] = [:]
            for (item, frame) in expected.enumerated() { paths[ItemPath(item: item, section: 0)] = frame }
            assertCellFrames(layout, paths)
            if layout.attributes(at: ItemPath(item: feed.count, section: 0)) != nil {
                XCTFail("seed \(seed): an extra cell")
            }
        }
    }

    func testWidthModes_NItemsOfOneNthFillTheLineExactly() {
        for divisor in 1...7 {
            let metrics = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(top: 0, left: 13, bottom: 0, right: 17), minimumInteritemSpacing: 9.5
            )
            var layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    itemSizing: .fixed(Size(width: 1, height: 40)), metrics: .all(metrics),
                    widthModes: .all(.fractionalWidth(divisor: divisor))))
            layout.prepare(
                LayoutContext(viewportSize: Size(width: 391, height: 800), itemCounts: [divisor * 3]))
            for line in 0..<3 {
                let first = layout.attributes(at: ItemPath(item: line * divisor, section: 0))?.frame
                let last = layout.attributes(at: ItemPath(item: line * divisor + divisor - 1, section: 0))?
                    .frame
                guard let first, let last else { return XCTFail("missing cells for 1/\(divisor)") }
                XCTAssertEqual(first.minX, 13, accuracy: 1e-9, "1/\(divisor)")
                XCTAssertEqual(last.maxX, 391 - 17, accuracy: 1e-9, "1/\(divisor)")
                XCTAssertEqual(first.minY, last.minY, "1/\(divisor): one line")
            }
        }
    }

    func testWidthModes_MixedFeedOfBannersAndCards() {
        // A full-width banner, two halves, three thirds, a full-width banner.
        let modes: [WidthMode] = [
            .fullWidth, .halfWidth, .halfWidth, .thirdWidth, .thirdWidth, .thirdWidth, .fullWidth,
        ]
        let metrics = FlowLayout.SectionMetrics(
            sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10)
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 50, height: 100)), metrics: .all(metrics),
                widthModes: .perItem { modes[$0.item] }))
        layout.prepare(LayoutContext(viewportSize: Size(width: 340, height: 800), itemCounts: [7]))
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 10, y: 0, width: 320, height: 100),
                ItemPath(item: 1, section: 0): Rect(x: 10, y: 110, width: 155, height: 100),
                ItemPath(item: 2, section: 0): Rect(x: 175, y: 110, width: 155, height: 100),
                ItemPath(item: 3, section: 0): Rect(x: 10, y: 220, width: 100, height: 100),
                ItemPath(item: 4, section: 0): Rect(x: 120, y: 220, width: 100, height: 100),
                ItemPath(item: 5, section: 0): Rect(x: 230, y: 220, width: 100, height: 100),
                ItemPath(item: 6, section: 0): Rect(x: 10, y: 330, width: 320, height: 100),
            ])
    }

    func testWidthModes_HorizontalScrollingTakesTheFractionOfTheColumnsHeight() {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 80, height: 1)), scrollDirection: .horizontal,
                metrics: .all(FlowLayout.SectionMetrics(minimumInteritemSpacing: 10)),
                widthModes: .all(.halfWidth)))
        layout.prepare(LayoutContext(viewportSize: Size(width: 400, height: 310), itemCounts: [4]))
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 0, width: 80, height: 150),
                ItemPath(item: 1, section: 0): Rect(x: 0, y: 160, width: 80, height: 150),
                ItemPath(item: 2, section: 0): Rect(x: 90, y: 0, width: 80, height: 150),
            ])
    }

    func testWidthModes_SelfSizingKeepsTheModesLengthAndTheReportedHeight() {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                estimatedItemSize: Size(width: 60, height: 50), widthModes: .all(.halfWidth)))
        let context = LayoutContext(viewportSize: Size(width: 210, height: 800), itemCounts: [3])
        layout.prepare(context)
        layout.reportSize(Size(width: 10, height: 80), forItemAt: ItemPath(item: 1, section: 0))
        layout.prepare(context)
        assertCellFrames(
            layout,
            [
                ItemPath(item: 0, section: 0): Rect(x: 0, y: 15, width: 100, height: 50),
                ItemPath(item: 1, section: 0): Rect(x: 110, y: 0, width: 100, height: 80),
                ItemPath(item: 2, section: 0): Rect(x: 0, y: 90, width: 100, height: 50),
            ])
    }

    func testWidthModes_ValidateRejectsADivisorBelowOne() {
        let configuration = FlowLayout.Configuration(widthModes: .all(.fractionalWidth(divisor: 0)))
        XCTAssertThrowsError(try configuration.validate()) { error in
            XCTAssertEqual((error as? LayoutConfigurationError)?.field, "widthModes.divisor")
        }
        // At run time a divisor below 1 reads as 1: the full line.
        var layout = FlowLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 300, height: 800), itemCounts: [2]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 1, section: 0))?.frame.width, 300)
    }

    func testWidthModes_AbsoluteModesKeepTheUniformGridSections() {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 50, height: 50)), widthModes: .absolute))
        layout.prepare(LayoutContext(viewportSize: Size(width: 300, height: 800), itemCounts: [100]))
        XCTAssertNotNil(layout.cache.store.sections[0].uniformGrid)
    }
}
