import LayoutEngine
import XCTest

/// A magazine feed in a host: the host lists the self-sizing headers it shows for measurement,
/// passes their sizes to the flow layout, and what the user looks at keeps its place.
final class FlowHostedMagazineTests: XCTestCase {
    private func feed() -> FlowLayout {
        FlowLayout(
            configuration: FlowLayout.Configuration(
                itemSizing: .fixed(Size(width: 100, height: 80)),
                metrics: .all(
                    FlowLayout.SectionMetrics(
                        sectionInset: EdgeInsets(all: 8), minimumInteritemSpacing: 8,
                        lineAlignment: LineAlignment(cross: .fill, along: .leading),
                        background: FlowLayout.SectionBackground(),
                        estimatedHeaderSize: Size(width: 320, height: 30))),
                widthModes: .perItem { $0.item % 3 == 0 ? .fullWidth : .halfWidth }))
    }

    func testHostedMagazine_HeadersShownAreMeasuredAndTheTextBeingReadKeepsItsPlace() throws {
        var host = CollectionHost(
            layout: feed(), viewportSize: Size(width: 320, height: 600), itemCounts: [12, 12, 12])
        host.contentOffset = Point(x: 0, y: 700)
        try BoundarySizingScenarios.assertHostedHeadersAreMeasuredWithoutAJump(&host) { first in
            XCTAssertTrue(
                first.visible.contains { $0.id.kind == .sectionBackground }, "backgrounds are hosted")
        }
    }
}
