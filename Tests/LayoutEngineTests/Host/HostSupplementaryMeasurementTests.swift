import LayoutEngine
import XCTest

/// A header laid out from an estimate: the host lists it for measurement and passes its
/// measured size to the layout, which grows the header and moves the cell below it.
private struct EstimatedHeaderLayout: CollectionLayout {
    var headerHeight: Double?
    var reports: [(kind: ElementKind.Name, path: ItemPath, size: Size)] = []

    var contentSize: Size { Size(width: 320, height: 2_000) }

    mutating func prepare(_ context: LayoutContext) {}

    private var elements: [LayoutAttributes] {
        let header = headerHeight ?? 40
        return [
            LayoutAttributes(
                path: ItemPath(item: 0, section: 0), kind: .sectionHeader,
                frame: Rect(x: 0, y: 0, width: 320, height: header)),
            LayoutAttributes(
                path: ItemPath(item: 0, section: 0), frame: Rect(x: 0, y: header, width: 320, height: 50)),
        ]
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] { elements.filter { $0.frame.intersects(rect) } }

    func attributes(at path: ItemPath) -> LayoutAttributes? {
        path == ItemPath(item: 0, section: 0) ? elements[1] : nil
    }

    mutating func reportSize(_ size: Size, forSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) {
        reports.append((kind, path, size))
        headerHeight = size.height
    }

    func needsMeasurement(ofSupplementaryOfKind kind: ElementKind.Name, at path: ItemPath) -> Bool {
        kind == ElementKind.sectionHeaderKind && headerHeight == nil
    }
}

final class HostSupplementaryMeasurementTests: XCTestCase {
    private let header = ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: 0))

    func testHostMeasurement_ListsAnEstimatedSupplementaryViewAndReportsItsSizeToTheLayout() throws {
        var host = CollectionHost(
            layout: EstimatedHeaderLayout(), viewportSize: Size(width: 320, height: 600), itemCounts: [1])
        let first = host.advance(to: 0)
        XCTAssertEqual(first.needsMeasurement, [header])

        host.reportSize(Size(width: 320, height: 90), for: header)
        let report = try XCTUnwrap(host.layout.reports.first)
        XCTAssertEqual(host.layout.reports.count, 1)
        XCTAssertEqual(report.kind, ElementKind.sectionHeaderKind)
        XCTAssertEqual(report.path, ItemPath(item: 0, section: 0))
        XCTAssertEqual(report.size, Size(width: 320, height: 90))

        let second = host.advance(to: 1)
        XCTAssertEqual(second.needsMeasurement, [])
        let cell = try XCTUnwrap(second.visible.first { $0.id == .cell(ItemPath(item: 0, section: 0)) })
        XCTAssertEqual(cell.attributes.frame.minY, 90)
    }

    func testHostMeasurement_IgnoresDecorationReports() {
        var host = CollectionHost(
            layout: EstimatedHeaderLayout(), viewportSize: Size(width: 320, height: 600), itemCounts: [1])
        _ = host.advance(to: 0)
        host.reportSize(
            Size(width: 1, height: 1),
            for: ElementID(
                kind: .decoration(ElementKind.Name("background")), path: ItemPath(item: 0, section: 0)))
        XCTAssertTrue(host.layout.reports.isEmpty)
    }
}
