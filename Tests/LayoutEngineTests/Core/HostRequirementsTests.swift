import LayoutEngine
import XCTest

private typealias F = CompositionalFixtures

/// What a host asks a layout it only knows as `some CollectionLayout`: the layouts' own
/// supplementary and decoration look-ups, size reports and invalidation answer through the
/// protocol, and the defaults answer nothing for layouts without them.
final class HostRequirementsTests: XCTestCase {
    private let context = LayoutContext(viewportSize: Size(width: 375, height: 600), itemCounts: [6, 6])

    // Generic on purpose: these reach the layouts only through `CollectionLayout`.
    private func supplementary<L: CollectionLayout>(_ layout: L, _ kind: ElementKind.Name, _ section: Int)
        -> LayoutAttributes?
    {
        layout.supplementaryAttributes(ofKind: kind, inSection: section)
    }

    private func decoration<L: CollectionLayout>(_ layout: L, _ kind: ElementKind.Name, _ section: Int)
        -> LayoutAttributes?
    {
        layout.decorationAttributes(ofKind: kind, inSection: section)
    }

    private func reported<L: CollectionLayout>(
        _ layout: L, _ size: Size, at path: ItemPath, _ context: LayoutContext
    )
        -> L
    {
        var layout = layout
        layout.reportSize(size, forItemAt: path)
        layout.prepare(context)
        return layout
    }

    private func invalidated<L: CollectionLayout>(_ layout: L) -> L {
        var layout = layout
        layout.invalidate()
        return layout
    }

    func testFlow_SupplementaryLookUpAnswersThroughTheProtocol() throws {
        var flow = FlowLayout(
            configuration: .init(metrics: .all(.init(headerReferenceSize: Size(width: 0, height: 40)))))
        flow.prepare(context)
        let header = try XCTUnwrap(supplementary(flow, ElementKind.sectionHeaderKind, 1))
        XCTAssertEqual(
            header, flow.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 1))
        XCTAssertEqual(header.path, ItemPath(item: 0, section: 1))
    }

    func testCompositional_DecorationLookUpFindsTheSectionBackground() throws {
        var section = F.clipSection()
        section.decorationItems = [.background(elementKind: "background")]
        var layout = CompositionalLayout(section: section)
        layout.prepare(context)
        let background = try XCTUnwrap(decoration(layout, "background", 1))
        // The oracle: the background among everything the whole content shows.
        let everything = layout.attributes(in: Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
        XCTAssertEqual(
            everything.filter { $0.kind == .decoration("background") && $0.path.section == 1 }, [background])
        XCTAssertNil(decoration(layout, "background", 2), "no such section")
        XCTAssertNil(decoration(layout, "other", 0), "no such kind")
        XCTAssertNil(supplementary(layout, "background", 0), "a decoration is not a supplementary view")
    }

    func testFlow_ReportedSizeReachesTheLayoutThroughTheProtocol() throws {
        var flow = FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 100, height: 50)),
                estimatedItemSize: Size(width: 100, height: 50)))
        flow.prepare(context)
        let path = ItemPath(item: 2, section: 0)
        let measured = reported(flow, Size(width: 100, height: 120), at: path, context)
        XCTAssertEqual(try XCTUnwrap(measured.attributes(at: path)).frame.height, 120)
    }

    func testFlow_InvalidateThroughTheProtocolLaysOutTheClosureAgain() throws {
        let box = SizeBox(Size(width: 100, height: 50))
        var flow = FlowLayout(configuration: .init(itemSizing: .perItem { _ in box.size }))
        flow.prepare(context)
        box.size = Size(width: 100, height: 70)
        var stale = flow
        stale.prepare(context)
        XCTAssertEqual(try XCTUnwrap(stale.attributes(at: ItemPath(item: 0, section: 0))).frame.height, 50)
        var fresh = invalidated(flow)
        fresh.prepare(context)
        XCTAssertEqual(try XCTUnwrap(fresh.attributes(at: ItemPath(item: 0, section: 0))).frame.height, 70)
    }

    func testCarousel_DefaultsAnswerNothingAndIgnoreReports() throws {
        var carousel = CenterCarouselLayout(itemSize: Size(width: 200, height: 300))
        carousel.prepare(context)
        XCTAssertNil(supplementary(carousel, ElementKind.sectionHeaderKind, 0))
        XCTAssertNil(decoration(carousel, "background", 0))
        let path = ItemPath(item: 1, section: 0)
        let after = reported(carousel, Size(width: 10, height: 10), at: path, context)
        XCTAssertEqual(after.attributes(at: path), carousel.attributes(at: path))
        XCTAssertNotNil(after.attributes(at: path))
    }
}

/// A size a sizing closure reads, changed by the test between prepares.
private final class SizeBox: @unchecked Sendable {
    var size: Size
    init(_ size: Size) { self.size = size }
}
