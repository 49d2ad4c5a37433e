import LayoutEngine
import XCTest

/// A waterfall with self-sizing headers in a host: the host lists the headers it shows for
/// measurement, passes their sizes to the layout, and what the user looks at keeps its place.
final class WaterfallHostedBoundarySizingTests: XCTestCase {
    func testHostedWaterfall_HeadersShownAreMeasuredAndTheFirstVisibleCellKeepsItsPlace() throws {
        let layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: 2, columnSpacing: 8, itemSpacing: 8, sectionInset: EdgeInsets(all: 8),
                estimatedHeaderHeight: 30,
                itemHeight: .computed { path, _ in 60 + Double(path.item % 3) * 20 }))
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [12, 12, 12])
        host.contentOffset = Point(x: 0, y: 700)
        try BoundarySizingScenarios.assertHostedHeadersAreMeasuredWithoutAJump(&host)
        XCTAssertEqual(
            host.layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame
                .height,
            110)
    }
}
