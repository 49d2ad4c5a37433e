import LayoutEngine
import XCTest

/// Line alignment: items of one line aligned top / centre / bottom across the line and
/// justified / leading / centre / trailing along it, for lines of mixed sizes.
final class FlowLineAlignmentTests: XCTestCase {
    // Items (width × height): line 1 = 0, 1, 2 (100×40, 80×100, 60×70), line 2 = 3, 4 (120×50, 100×30).
    // 340 wide, spacing 10: line 1 uses 260 (80 spare), line 2 uses 230 (a fourth would need 340+).
    private let widths: [Double] = [100, 80, 60, 120, 100]
    private let heights: [Double] = [40, 100, 70, 50, 30]

    private func layout(
        _ alignment: LineAlignment, direction: ScrollDirection = .vertical,
        layoutDirection: LayoutDirection = .leftToRight,
        widths: [Double]? = nil, count: Int = 5, viewportWidth: Double = 340
    ) -> FlowLayout {
        let metrics = FlowLayout.SectionMetrics(lineAlignment: alignment)
        if direction == .horizontal {
            // Columns: the roles of width and height swap.
            return FlowFixture.prepared(
                widths: heights, heights: widths ?? self.widths, itemCounts: [count],
                viewportWidth: viewportWidth,
                metrics: metrics, direction: .horizontal, layoutDirection: layoutDirection)
        }
        return FlowFixture.prepared(
            widths: widths ?? self.widths, heights: heights, itemCounts: [count],
            viewportWidth: viewportWidth,
            metrics: metrics, layoutDirection: layoutDirection)
    }

    private func frames(_ layout: FlowLayout, _ items: Range<Int>) -> [Rect] {
        items.map { FlowFixture.frame(layout, $0) }
    }

    func testCrossAlignment_TopPutsEveryItemAtTheLinesTop() {
        let top = layout(LineAlignment(cross: .top, along: .leading))
        XCTAssertEqual(frames(top, 0..<3).map(\.minY), [0, 0, 0])
        XCTAssertEqual(frames(top, 3..<5).map(\.minY), [110, 110], "line 2 starts after the 100-tall item")
    }

    func testCrossAlignment_BottomAlignsMaxY() {
        let bottom = layout(LineAlignment(cross: .bottom, along: .leading))
        XCTAssertEqual(frames(bottom, 0..<3).map(\.maxY), [100, 100, 100])
        XCTAssertEqual(frames(bottom, 3..<5).map(\.maxY), [160, 160])
    }

    func testCrossAlignment_CenterIsUIKits() {
        let center = layout(LineAlignment(cross: .center, along: .leading))
        XCTAssertEqual(frames(center, 0..<3).map(\.midY), [50, 50, 50])
    }

    func testAlongAlignment_LeadingStartsAtTheInsetWithMinimumSpacing() {
        let leading = layout(LineAlignment(cross: .top, along: .leading))
        XCTAssertEqual(frames(leading, 0..<3).map(\.minX), [0, 110, 200])
        XCTAssertEqual(frames(leading, 3..<5).map(\.minX), [0, 130])
    }

    func testAlongAlignment_TrailingEndsAtTheTrailingEdge() {
        let trailing = layout(LineAlignment(cross: .top, along: .trailing))
        XCTAssertEqual(frames(trailing, 0..<3).map(\.minX), [80, 190, 280])
        XCTAssertEqual(frames(trailing, 3..<5).map(\.maxX), [230, 340])
    }

    func testAlongAlignment_CenterSplitsTheLeftover() {
        let center = layout(LineAlignment(cross: .top, along: .center))
        XCTAssertEqual(frames(center, 0..<3).map(\.minX), [40, 150, 240])
        XCTAssertEqual(frames(center, 3..<5).map(\.minX), [55, 185])
    }

    func testAlongAlignment_JustifiedSpreadsFullLinesButNotTheLast() {
        let justified = layout(LineAlignment(cross: .top, along: .justified))
        XCTAssertEqual(frames(justified, 0..<3).map(\.minX), [0, 150, 280])
        XCTAssertEqual(frames(justified, 3..<5).map(\.minX), [0, 130])
    }

    func testAlongAlignment_LeadingDoesNotCentreASingleItemLine() {
        let leading = layout(LineAlignment(cross: .top, along: .leading), widths: [300], count: 2)
        XCTAssertEqual(frames(leading, 0..<2).map(\.minX), [0, 0])
        let justified = layout(LineAlignment(cross: .top, along: .justified), widths: [300], count: 2)
        XCTAssertEqual(FlowFixture.frame(justified, 0).minX, 20, "UIKit centres a single-item line")
    }

    func testAlignment_RightToLeftMakesLeadingTheRightEdge() {
        let leading = layout(LineAlignment(cross: .top, along: .leading), layoutDirection: .rightToLeft)
        XCTAssertEqual(frames(leading, 0..<3).map(\.maxX), [340, 230, 140])
        let trailing = layout(LineAlignment(cross: .top, along: .trailing), layoutDirection: .rightToLeft)
        XCTAssertEqual(frames(trailing, 3..<5).map(\.minX), [110, 0])
    }

    func testAlignment_HorizontalScrollingAlignsColumns() {
        // Lines are columns 600 tall: top = the column's leading (left) edge, along = downwards.
        let aligned = layout(LineAlignment(cross: .top, along: .leading), direction: .horizontal, count: 5)
        let column = frames(aligned, 0..<5)
        XCTAssertEqual(column.map(\.minX), [0, 0, 0, 0, 0], "one column: every item at its leading edge")
        XCTAssertEqual(column.map(\.minY), [0, 110, 200, 270, 400])
        let bottom = layout(LineAlignment(cross: .bottom, along: .trailing), direction: .horizontal, count: 5)
        XCTAssertEqual(frames(bottom, 0..<5).map(\.maxX), [100, 100, 100, 100, 100])
        XCTAssertEqual(FlowFixture.frame(bottom, 4).maxY, 600)
    }

    func testAlignment_FractionalSizesStayInTheirLine() {
        // 33.333-wide items, three to a 100-wide line with no spacing: lines are found by
        // construction, so every item of a line shares its top exactly.
        var metrics = FlowLayout.SectionMetrics(lineAlignment: LineAlignment(cross: .top, along: .leading))
        metrics.minimumInteritemSpacing = 0
        let heights: [Double] = [10.1, 20.7, 15.3]
        let layout = FlowFixture.prepared(
            widths: [33.333], heights: heights, itemCounts: [9], viewportWidth: 100, metrics: metrics)
        for line in 0..<3 {
            let tops = (0..<3).map { FlowFixture.frame(layout, line * 3 + $0).minY }
            XCTAssertEqual(Set(tops).count, 1, "line \(line): \(tops)")
        }
        XCTAssertEqual(FlowFixture.frame(layout, 2).minX, 66.666, accuracy: 1e-9)
        let fitsExactly = FlowFixture.prepared(
            widths: [100.0 / 3], heights: heights, itemCounts: [3], viewportWidth: 100, metrics: metrics)
        XCTAssertEqual(
            FlowFixture.frame(fitsExactly, 2).minY, 0, "three thirds fit one line despite rounding")
    }

    func testAlignment_PerSectionOverridesTheDefault() {
        var configuration = FlowLayout.Configuration(
            itemSizing: .perItem { path in Size(width: 50, height: path.item == 0 ? 20 : 60) })
        configuration.metrics = .computed { section in
            FlowLayout.SectionMetrics(lineAlignment: LineAlignment(cross: section == 0 ? .top : .bottom))
        }
        var layout = FlowLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 340, height: 600), itemCounts: [2, 2]))
        XCTAssertEqual(FlowFixture.frame(layout, 0, section: 0).minY, 0)
        XCTAssertEqual(
            FlowFixture.frame(layout, 0, section: 1).maxY, FlowFixture.frame(layout, 1, section: 1).maxY)
    }

    func testAlignment_HeadersAndFootersAreNotMoved() {
        let metrics = FlowLayout.SectionMetrics(
            headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 30),
            lineAlignment: LineAlignment(cross: .bottom, along: .trailing))
        let layout = FlowFixture.prepared(widths: [100], itemCounts: [2], metrics: metrics)
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 340, height: 30))
    }

    func testAlignment_EveryPairMatchesBruteForceQueries() {
        var seed: UInt64 = 900
        for cross in LineAlignment.Cross.allCases {
            for along in LineAlignment.Along.allCases {
                for direction in Axis.allCases {
                    seed += 1
                    LayoutConformance.checkIndex(
                        layout(LineAlignment(cross: cross, along: along), direction: direction, count: 40),
                        itemCounts: [40], seed: seed, queries: 80)
                }
            }
        }
    }
}
