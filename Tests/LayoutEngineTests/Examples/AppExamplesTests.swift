import LayoutEngine
import XCTest

/// Runs the examples of the README and of the layout articles (``ExampleApp``, verbatim copies)
/// and checks what their comments and the text around them claim.
final class AppExamplesTests: XCTestCase {
    func testReadme_FlowScrolling_ReturnsTheVisibleCellsOfAFreshLayout() async {
        let (layout, context, visible) = await ExampleApp().flowScrolling()
        XCTAssertEqual(visible.count, 27, "the comment says 27 visible cells")
        var unscrolled = context
        unscrolled.bounds.origin = .zero
        XCTAssertEqual(
            LayoutChange(from: unscrolled, to: context), .scroll, "a scroll: nothing is laid out again")
        var fresh = FlowLayout(configuration: layout.configuration)
        fresh.prepare(context)
        assertSameElements(visible, fresh.attributes(in: context.bounds))
        XCTAssertTrue(visible.allSatisfy { $0.frame.intersects(context.bounds) })
    }

    func testReadme_LineAlignment_TopAlignsRowsAndStartsThemAtTheLeadingEdge() async {
        var layout = await ExampleApp().flowLineAlignment()
        layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [9]))
        let row = (0..<3).compactMap { layout.attributes(at: ItemPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(Set(row.map(\.minY)), [0], "items of a row share their row's top")
        XCTAssertEqual(row.map(\.minX), [0, 110, 220], "rows start at the leading edge, minimum spacing")
        var rightToLeft = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [9])
        rightToLeft.layoutDirection = .rightToLeft
        layout.prepare(rightToLeft)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.maxX, 390, "right in RTL")
    }

    func testDocs_VerticalAlign_RowsShareTheirBottomAndKeepUIKitsRows() async {
        var layout = await ExampleApp().flowVerticalAlign()
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [9])
        layout.prepare(context)
        var uiKit = FlowLayout(configuration: layout.configuration)
        uiKit.configuration.metrics = .all(FlowLayout.SectionMetrics())
        uiKit.prepare(context)
        for row in 0..<3 {
            let paths = (0..<3).map { ItemPath(item: 3 * row + $0, section: 0) }
            let frames = paths.compactMap { layout.attributes(at: $0)?.frame }
            let uiKitFrames = paths.compactMap { uiKit.attributes(at: $0)?.frame }
            XCTAssertEqual(frames.count, 3)
            XCTAssertEqual(Set(frames.map(\.maxY)).count, 1, "row \(row): the items share the row's bottom")
            XCTAssertEqual(frames.map(\.minX), uiKitFrames.map(\.minX), "row \(row): UIKit's rows, justified")
            XCTAssertEqual(
                frames.map(\.maxY).first, uiKitFrames.map(\.maxY).max(), "row \(row): UIKit's row height")
        }
    }

    func testArticle_WaterfallHeaderSizing_TheMeasuredHeaderMovesThePhotosDown() async {
        let (layout, ratios, context) = await ExampleApp().waterfallHeaderSizing()
        let header = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 390, height: 72))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.minY, 72)
        XCTAssertFalse(
            layout.needsMeasurement(
                ofSupplementaryOfKind: ElementKind.sectionHeaderKind, at: ItemPath(item: 0, section: 0)))
        var estimated = WaterfallLayout(configuration: layout.configuration)
        estimated.prepare(context)
        XCTAssertEqual(
            estimated.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: 0)?.frame
                .height, 44,
            "laid out 44 high before the report")
        XCTAssertEqual(context.itemCounts, [ratios.count])
    }

    func testReadme_WaterfallPagination_FromTheMainActorLaysOutTheNewPageOnly() async {
        let app = ExampleApp()
        let (layout, firstPage, context) = await app.waterfallPagination()
        XCTAssertFalse(firstPage.isEmpty)
        XCTAssertEqual(layout._lastPreparation, .append, "the new page only")
        let photos = await app.photos
        XCTAssertEqual(context.itemCounts, [60])
        XCTAssertEqual(photos.count, 60)
        var fresh = WaterfallLayout(configuration: layout.configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        let last = layout.attributes(at: ItemPath(item: 59, section: 0))?.frame
        let width = last?.width ?? 0
        XCTAssertEqual(last?.height ?? 0, width * photos[59].height / photos[59].width, accuracy: 1e-9)
    }

    func testReadme_ChatPrepend_KeepsWhatTheReaderSeesAndFadesTheNewMessagesIn() async throws {
        let app = ExampleApp()
        let (layout, before, context, fadeIn) = try await app.chatPrepend()
        XCTAssertEqual(fadeIn?.alpha, 0)
        XCTAssertGreaterThan(before.count, 5)
        for old in before {
            let now = layout.attributes(at: ItemPath(item: old.path.item + 50, section: 0))
            XCTAssertEqual(now.map { $0.frame.minY - context.bounds.minY }, old.frame.minY - 60_000)
        }
        XCTAssertEqual(layout.initialAttributes(forAppearingItemAt: ItemPath(item: 0, section: 0))?.alpha, 0)
        var fresh = FlowLayout(configuration: layout.configuration)
        fresh.prepare(context)
        assertSameElements(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        let messages = await app.messages
        XCTAssertEqual(messages.count, 2050)
    }

    func testReadme_CompositionalSideways_SnapsToAGroupAndSelfSizes() async {
        let (carousel, rest, list) = await ExampleApp().compositionalSideways()
        XCTAssertEqual(carousel.orthogonalOffset(forSection: 0), rest)
        XCTAssertTrue(carousel.orthogonalOffsetRange(forSection: 0).contains(rest))
        let visible = carousel.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertFalse(visible.isEmpty)
        XCTAssertTrue(visible.contains { $0.transform3D != .identity }, "side cards are scaled")
        let measured = list.attributes(at: ItemPath(item: 5_000, section: 0))?.frame
        XCTAssertEqual(measured?.height, 96)
        XCTAssertEqual(list.attributes(at: ItemPath(item: 5_001, section: 0))?.frame.minY, measured?.maxY)
    }

    func testReadme_CompositionalSection_HasItsHeaderAndTwoCellsPerGroup() async {
        let layout = await ExampleApp().compositionalSection()
        let header = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 60))
            .first { $0.kind == .sectionHeader }
        XCTAssertEqual(header?.frame, Rect(x: 7, y: 0, width: 361, height: 50))
        let first = layout.attributes(at: ItemPath(item: 0, section: 0))?.frame
        let second = layout.attributes(at: ItemPath(item: 1, section: 0))?.frame
        XCTAssertEqual(first?.minY, second?.minY)
        XCTAssertEqual(first?.width, 180.5)
        XCTAssertEqual(layout.contentSize.height, 50 + 7 + 10 * 268 + 7)
    }

    func testReadme_Carousel_CentresItemFiveAndAFlickRestsOnItemSix() async {
        let (start, rest) = await ExampleApp().carouselSnapping()
        XCTAssertEqual(start, Point(x: 5 * 292, y: 0))
        XCTAssertEqual(rest, Point(x: 6 * 292, y: 0))
    }

    /// The wrap-around example never prepares at `home`: snapping must not depend on the
    /// prepared offset.
    func testReadme_CarouselWrapAround_RecentresToTheSamePicture() async {
        let (ring, home, rest, recentred) = await ExampleApp().carouselWrapAround()
        XCTAssertEqual(home, Point(x: 2 * 5840, y: 0))
        XCTAssertEqual(ring.contentSize.width, 390 + Double(5 * 20 - 1) * 292)
        XCTAssertEqual(rest, Point(x: 2 * 5840 - 292, y: 0))
        XCTAssertEqual(recentred, Point(x: 2 * 5840 + 19 * 292, y: 0))
        XCTAssertEqual(recentred.x, 17_228)
        var shown = ring
        shown.prepare(
            LayoutContext(
                bounds: Rect(origin: recentred, size: Size(width: 390, height: 240)), itemCounts: [20]))
        XCTAssertEqual(shown.centeredItem, ItemPath(item: 19, section: 0))
    }

    func testReadme_Fan_SnapsOneItemOnInTheFlicksDirection() async throws {
        let (fan, visible, rest, top) = await ExampleApp().fan()
        XCTAssertFalse(visible.isEmpty)
        XCTAssert(visible.contains { $0.path == ItemPath(item: 0, section: 0) })
        // Offsets 0 … (40 · 120 − 390) turn the wheel by 39 items: one item every 4410 / 39 points.
        XCTAssertEqual(fan.contentSize.width - 390, 4410)
        XCTAssertEqual(rest.x, 9.0 / 39 * 4410, accuracy: 1e-9)
        XCTAssertEqual(rest.x, 1017.7, accuracy: 0.05)
        XCTAssertEqual(rest.y, 0)
        XCTAssertEqual(try XCTUnwrap(top).x, rest.x, accuracy: 1e-9)
    }
}
