import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// `LineAlignment.Cross.fill`: every item of a line is stretched to the line's thickness, also
/// after self-sizing, with the reported sizes kept as measured.
final class FlowFillTests: XCTestCase {
    private let fill = FlowLayout.SectionMetrics(lineAlignment: LineAlignment(cross: .fill, along: .leading))

    /// A self-sizing feed of thirds: three items per line whatever their reported widths.
    private func thirds() -> FlowLayout {
        FlowLayout(
            configuration: FlowLayout.Configuration(
                metrics: .all(fill), estimatedItemSize: Size(width: 100, height: 50),
                widthModes: .all(.thirdWidth)))
    }

    func testFill_EveryItemIsAsTallAsTheTallestOfItsLine() {
        let heights: [Double] = [40, 90, 60, 30, 30, 120, 75]
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { Size(width: 100, height: heights[$0.item]) }, metrics: .all(fill)))
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 340, height: 800), itemCounts: [heights.count]))
        // 100-point items 10 apart in 340 points: three per line.
        for item in heights.indices {
            let line = item / 3
            let tallest = heights[(line * 3)..<min(heights.count, line * 3 + 3)].max() ?? 0
            let frame = layout.attributes(at: ItemPath(item: item, section: 0))?.frame
            XCTAssertEqual(frame?.height, tallest, "item \(item)")
        }
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 100)
    }

    func testFill_HorizontalScrollingStretchesToTheWidestOfTheColumn() {
        let widths: [Double] = [40, 90, 60]
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .perItem { Size(width: widths[$0.item], height: 100) },
                scrollDirection: .horizontal,
                metrics: .all(fill)))
        layout.prepare(LayoutContext(viewportSize: Size(width: 500, height: 330), itemCounts: [3]))
        for item in widths.indices {
            XCTAssertEqual(layout.attributes(at: ItemPath(item: item, section: 0))?.frame.width, 90)
        }
    }

    func testFill_ATallerMeasuredCardStretchesItsRowMatesAndASmallerReportShrinksThemBack() {
        var layout = thirds()
        let context = LayoutContext(viewportSize: Size(width: 320, height: 800), itemCounts: [6])
        layout.prepare(context)
        layout.reportSize(Size(width: 100, height: 200), forItemAt: ItemPath(item: 1, section: 0))
        layout.prepare(context)
        for item in 0..<3 {
            XCTAssertEqual(layout.attributes(at: ItemPath(item: item, section: 0))?.frame.height, 200)
        }
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.height, 50)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 210)
        // The row mates' sizes stay as measured (none yet: the estimate), so the row follows
        // the tall card down again.
        layout.reportSize(Size(width: 100, height: 70), forItemAt: ItemPath(item: 1, section: 0))
        layout.prepare(context)
        for item in 0..<3 {
            XCTAssertEqual(layout.attributes(at: ItemPath(item: item, section: 0))?.frame.height, 70)
        }
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 3, section: 0))?.frame.minY, 80)
    }

    func testFill_FramesDoNotDependOnTheOrderOfReports() {
        for seed in TestCampaign.seeds(60, quick: 15) {
            var g = SeededGenerator(seed: seed)
            let count = g.int(in: 1...60)
            let context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: g.double(in: 200...500), height: 700), itemCounts: [count])
            // Each item's final size, and a few earlier reports that it replaces.
            let finals = (0..<count).map { _ in
                Size(width: g.double(in: 10...300), height: g.double(in: 10...300))
            }
            var reports: [(Int, Size)] = []
            for item in 0..<count {
                for _ in 0..<g.int(in: 0...2) {
                    reports.append(
                        (item, Size(width: g.double(in: 10...300), height: g.double(in: 10...300))))
                }
            }
            var results: [[LayoutAttributes]] = []
            for _ in 0..<3 {
                var layout = thirds()
                layout.prepare(context)
                var order = reports
                order.shuffle(using: &g)
                // Every item's final report comes after its earlier ones.
                order += (0..<count).map { ($0, finals[$0]) }.shuffled(using: &g)
                for (item, size) in order {
                    layout.reportSize(size, forItemAt: ItemPath(item: item, section: 0))
                    if g.int(in: 0...9) == 0 { layout.prepare(context) }
                }
                layout.prepare(context)
                let cells = (0..<count).compactMap { layout.attributes(at: ItemPath(item: $0, section: 0)) }
                XCTAssertEqual(cells.count, count, "seed \(seed)")
                // Every item is as tall as the tallest final report of its line of three.
                for (item, cell) in cells.enumerated() {
                    let line = item / 3
                    let tallest = finals[(line * 3)..<min(count, line * 3 + 3)].map(\.height).max() ?? 0
                    XCTAssertEqual(cell.frame.height, tallest, "seed \(seed), item \(item)")
                }
                results.append(cells)
            }
            // Bit for bit, whatever the order.
            for other in results.dropFirst() {
                XCTAssertEqual(other.map(\.frame), results[0].map(\.frame), "seed \(seed)")
            }
        }
    }

    func testFill_IsTheLastCaseOfCross() {
        // Random alignments in other suites pick the first three cases by position.
        XCTAssertEqual(LineAlignment.Cross.allCases, [.top, .center, .bottom, .fill])
    }
}
