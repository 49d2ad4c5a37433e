import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// A header or footer of an empty section measured through the host: the next frame shows what
/// a fresh layout given the same sizes shows.
final class HostEmptySectionMeasurementTests: XCTestCase {
    /// Rows of two 50-point cells under a header estimated 44 tall, above a footer estimated 20
    /// tall.
    private static func layout() -> CompositionalLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
                elementKind: ElementKind.sectionFooterKind, alignment: .bottom),
        ]
        return CompositionalLayout(section: section)
    }

    func testMeasuringTheHeaderAndFooterOfAnEmptySection_ShowsWhatAFreshLayoutShows() {
        let counts = [4, 0, 4]
        var host = CollectionHost(
            layout: Self.layout(), viewportSize: Size(width: 300, height: 600), itemCounts: counts)
        let first = host.advance(to: 0)
        let header = ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: 1))
        let footer = ElementID(kind: .sectionFooter, path: ItemPath(item: 0, section: 1))
        XCTAssertTrue(first.needsMeasurement.contains(header))
        XCTAssertTrue(first.needsMeasurement.contains(footer))
        host.reportSize(Size(width: 300, height: 90), for: header)
        host.reportSize(Size(width: 300, height: 35), for: footer)
        let measured = host.advance(to: 0.016)

        var fresh = Self.layout()
        fresh.reportSize(
            Size(width: 300, height: 90), forSupplementaryOfKind: ElementKind.sectionHeaderKind,
            at: ItemPath(item: 0, section: 1))
        fresh.reportSize(
            Size(width: 300, height: 35), forSupplementaryOfKind: ElementKind.sectionFooterKind,
            at: ItemPath(item: 0, section: 1))
        fresh.prepare(LayoutContext(viewportSize: Size(width: 300, height: 600), itemCounts: counts))
        XCTAssertEqual(measured.contentOffset, .zero)
        XCTAssertEqual(measured.contentSize, fresh.contentSize)
        let shown = Dictionary(uniqueKeysWithValues: measured.visible.map { ($0.id, $0.attributes.frame) })
        XCTAssertEqual(shown[header]?.height, 90, "the header takes its measured height")
        XCTAssertEqual(shown[footer]?.height, 35, "the footer takes its measured height")
        for section in 0..<counts.count {
            for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                let expected = fresh.supplementaryAttributes(ofKind: kind, inSection: section)?.frame
                let id = ElementID(
                    kind: kind == ElementKind.sectionHeaderKind ? .sectionHeader : .sectionFooter,
                    path: ItemPath(item: 0, section: section))
                XCTAssertEqual(shown[id], expected, "\(id)")
            }
            for item in 0..<counts[section] {
                let path = ItemPath(item: item, section: section)
                XCTAssertEqual(shown[.cell(path)], fresh.attributes(at: path)?.frame, "\(path)")
            }
        }
    }
}
