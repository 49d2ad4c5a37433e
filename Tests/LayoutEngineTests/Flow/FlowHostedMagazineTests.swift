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

    func testHostedMagazine_HeadersShownAreMeasuredAndTheFirstVisibleCellKeepsItsPlace() throws {
        var host = CollectionHost(
            layout: feed(), viewportSize: Size(width: 320, height: 600), itemCounts: [12, 12, 12])
        host.contentOffset = Point(x: 0, y: 700)
        let first = host.advance(to: 0)
        let headers = first.needsMeasurement.filter { $0.kind == .sectionHeader }
        XCTAssertFalse(headers.isEmpty, "a header of the viewport awaits measurement")
        XCTAssertTrue(first.visible.contains { $0.id.kind == .sectionBackground }, "backgrounds are hosted")
        let anchor = try XCTUnwrap(
            first.visible.filter { $0.id.kind == .cell }.min { $0.id.path < $1.id.path })
        let screenY = anchor.attributes.frame.minY - host.contentOffset.y
        // Section 0's header, above the viewport, measures 110 points instead of 30.
        host.reportSize(
            Size(width: 320, height: 110),
            for: ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: 0)))
        for header in headers {
            host.reportSize(Size(width: 320, height: 44), for: header)
        }
        let second = host.advance(to: 1)
        let moved = try XCTUnwrap(second.visible.first { $0.id == anchor.id })
        XCTAssertEqual(moved.attributes.frame.minY - host.contentOffset.y, screenY)
        XCTAssertFalse(second.needsMeasurement.contains { headers.contains($0) })
    }
}
