import LayoutEngine
import XCTest

/// Rules 1, 2, 3, 8 and 9: insets, spacing, the line, sections and right-to-left.
final class CenterCarouselGeometryTests: XCTestCase {
    func testCenterCarousel_FixedSpacing_InsetsCentreFirstItemAndScaledGapIsTheSpacing() {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout())
        assertCellFrames(
            layout,
            [
                CarouselFixtures.item(0): Rect(x: 100, y: 100, width: 200, height: 100),
                CarouselFixtures.item(1): Rect(x: 290, y: 100, width: 200, height: 100),
                CarouselFixtures.item(4): Rect(x: 860, y: 100, width: 200, height: 100),
            ])
        XCTAssertEqual(layout.contentSize, Size(width: 400 + 4 * 190, height: 300))
        // The visible gap: the centred item ends at 300, its neighbour (a page away, so at the
        // side scale 0.8 about its centre 390) starts at 390 − 80 = 310.
        let neighbour = layout.attributes(at: CarouselFixtures.item(1))
        assertRect(neighbour?.visualBounds, Rect(x: 310, y: 110, width: 160, height: 80), tolerance: 1e-9)
    }

    func testCenterCarousel_OverlapSpacing_NeighbourShowsVisibleOffsetInsideTheViewport() {
        let base = CarouselFixtures.scaleLayout()
        var configuration = base.configuration
        configuration.spacingMode = .overlap(visibleOffset: 30)
        let layout = CarouselFixtures.prepared(CenterCarouselLayout(configuration: configuration))
        // Line spacing 100 − (30 + 20) = 50: page 250.
        assertCellFrames(
            layout,
            [
                CarouselFixtures.item(0): Rect(x: 100, y: 100, width: 200, height: 100),
                CarouselFixtures.item(1): Rect(x: 350, y: 100, width: 200, height: 100),
            ])
        let neighbour = layout.attributes(at: CarouselFixtures.item(1))
        XCTAssertEqual(neighbour.map { 400 - $0.visualBounds.minX } ?? .nan, 30, accuracy: 1e-9)
        XCTAssertEqual(layout.contentSize, Size(width: 400 + 4 * 250, height: 300))
    }

    func testCenterCarousel_RotationMode_SpacingIgnoresScale() {
        // No scale in rotation mode: the line spacing is the spacing, the page 210.
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout())
        assertRect(
            layout.attributes(at: CarouselFixtures.item(2))?.frame,
            Rect(x: 520, y: 100, width: 200, height: 100))
    }

    func testCenterCarousel_Vertical_InsetsAndSpacingAlongY() {
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(
                itemSize: Size(width: 200, height: 100), scrollDirection: .vertical,
                spacingMode: .fixed(spacing: 10),
                animationMode: .scale(sideItemScale: 0.8, sideItemAlpha: 0.5, sideItemShift: 0)),
            viewport: Size(width: 300, height: 500))
        // Inset (500 − 100) / 2 = 200 along, (300 − 200) / 2 = 50 across; spacing 10 − 10 = 0.
        assertCellFrames(
            layout,
            [
                CarouselFixtures.item(0): Rect(x: 50, y: 200, width: 200, height: 100),
                CarouselFixtures.item(3): Rect(x: 50, y: 500, width: 200, height: 100),
            ])
        XCTAssertEqual(layout.contentSize, Size(width: 300, height: 500 + 4 * 100))
    }

    func testCenterCarousel_ItemLongerThanViewport_StaysCentredWithNegativeInsets() {
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(itemSize: Size(width: 600, height: 400), spacingMode: .fixed(spacing: 100)),
            counts: [2])
        // Inset (400 − 600) / 2 = −100 along, (300 − 400) / 2 = −50 across; scale 0.7 leaves 90
        // at each end: spacing 10, page 610.
        assertRect(
            layout.attributes(at: CarouselFixtures.item(1))?.frame,
            Rect(x: 510, y: -50, width: 600, height: 400))
        XCTAssertEqual(layout.contentSize, Size(width: 400 + 610, height: 300))
    }

    func testCenterCarousel_PageShorterThanOnePoint_IsRaisedToOnePoint() {
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(
                itemSize: Size(width: 200, height: 100), spacingMode: .fixed(spacing: -500),
                animationMode: .rotation(sideItemAngle: 0.3, sideItemAlpha: 1, sideItemShift: 0)))
        assertRect(
            layout.attributes(at: CarouselFixtures.item(3))?.frame,
            Rect(x: 103, y: 100, width: 200, height: 100))
        XCTAssertEqual(layout.contentSize.width, 404)
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(3)), Point(x: 3, y: 0))
    }

    func testCenterCarousel_Sections_FormOneLineInOrder() {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [2, 0, 3])
        assertCellFrames(
            layout,
            [
                ItemPath(item: 1, section: 0): Rect(x: 290, y: 100, width: 200, height: 100),
                ItemPath(item: 0, section: 2): Rect(x: 480, y: 100, width: 200, height: 100),
                ItemPath(item: 2, section: 2): Rect(x: 860, y: 100, width: 200, height: 100),
            ])
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 1)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 3, section: 2)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: 0, section: 3)))
        XCTAssertNil(layout.attributes(at: ItemPath(item: -1, section: 0)))
        XCTAssertEqual(layout.contentSize.width, 400 + 4 * 190)
        let paths = layout.attributes(in: .infinite).map(\.path)
        XCTAssertEqual(
            paths,
            [
                ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 2),
                ItemPath(item: 1, section: 2), ItemPath(item: 2, section: 2),
            ])
    }

    func testCenterCarousel_RightToLeft_HorizontalStartsAtTheRight() {
        let layout = CarouselFixtures.prepared(
            CarouselFixtures.scaleLayout(), offset: 760, direction: .rightToLeft)
        assertCellFrames(
            layout,
            [
                CarouselFixtures.item(0): Rect(x: 860, y: 100, width: 200, height: 100),
                CarouselFixtures.item(4): Rect(x: 100, y: 100, width: 200, height: 100),
            ])
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(1)), Point(x: 570, y: 0))
        XCTAssertEqual(layout.attributes(at: CarouselFixtures.item(0))?.zIndex, 1000)
    }

    func testCenterCarousel_RightToLeft_VerticalIsNotMirrored() {
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(itemSize: Size(width: 200, height: 100), scrollDirection: .vertical),
            viewport: Size(width: 300, height: 500), direction: .rightToLeft)
        XCTAssertEqual(layout.attributes(at: CarouselFixtures.item(0))?.frame.minY, 200)
    }
}
