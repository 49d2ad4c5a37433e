import LayoutEngine
import XCTest

/// Rule 7 and the centred item: where scrolling comes to rest (page 190, items 0…4, offsets
/// 0, 190, 380, 570, 760).
final class CenterCarouselSnappingTests: XCTestCase {
    private func layout(at offset: Double) -> CenterCarouselLayout {
        CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), offset: offset)
    }

    private func target(from offset: Double, proposed: Double, velocity: Double) -> Double {
        layout(at: offset).targetContentOffset(
            proposed: Point(x: proposed, y: 7), velocity: Point(x: velocity, y: 0)
        ).x
    }

    func testCenterCarouselSnapping_ZeroVelocity_RestsOnTheNearestItem() {
        XCTAssertEqual(target(from: 0, proposed: 90, velocity: 0), 0)
        XCTAssertEqual(target(from: 0, proposed: 100, velocity: 0), 190)
        XCTAssertEqual(target(from: 0, proposed: 500, velocity: 0), 570)
        XCTAssertEqual(target(from: 380, proposed: 380, velocity: 0), 380)
    }

    func testCenterCarouselSnapping_ResultIsOnTheAxisWithZeroAcross() {
        XCTAssertEqual(
            layout(at: 0).targetContentOffset(proposed: Point(x: 100, y: 7), velocity: .zero),
            Point(x: 190, y: 0))
    }

    func testCenterCarouselSnapping_PositiveVelocity_RestsOnTheFirstItemAtOrAfterTheProposal() {
        XCTAssertEqual(target(from: 0, proposed: 10, velocity: 0.5), 190)
        XCTAssertEqual(target(from: 0, proposed: 200, velocity: 3), 380)
        // The proposal already holds the flick's momentum: no extra page on top of it.
        XCTAssertEqual(target(from: 0, proposed: 600, velocity: 3), 760)
        XCTAssertEqual(target(from: 114, proposed: 120, velocity: 1), 190)
        // A proposal on an item rests there: the deceleration ends where it would.
        XCTAssertEqual(target(from: 0, proposed: 380, velocity: 0.1), 380)
    }

    func testCenterCarouselSnapping_NegativeVelocity_RestsOnTheFirstItemAtOrBeforeTheProposal() {
        XCTAssertEqual(target(from: 380, proposed: 370, velocity: -0.5), 190)
        XCTAssertEqual(target(from: 380, proposed: 0, velocity: -4), 0)
        XCTAssertEqual(target(from: 114, proposed: 110, velocity: -1), 0)
        XCTAssertEqual(target(from: 760, proposed: 560, velocity: -1), 380)
    }

    func testCenterCarouselSnapping_FlickFromRest_ReachesTheNextItem() {
        // UIKit proposes past the resting offset in the flick's direction, however short.
        XCTAssertEqual(target(from: 380, proposed: 381, velocity: 0.1), 570)
        XCTAssertEqual(target(from: 380, proposed: 379, velocity: -0.1), 190)
    }

    func testCenterCarouselSnapping_DoesNotDependOnThePreparedOffset() {
        for proposed in [-40.0, 0, 10, 95, 189, 380, 555, 700, 900] {
            for velocity in [-2.0, 0, 2] {
                let expected = target(from: 0, proposed: proposed, velocity: velocity)
                for offset in [-500.0, 190, 333, 760, 5000] {
                    XCTAssertEqual(
                        target(from: offset, proposed: proposed, velocity: velocity), expected,
                        "proposed \(proposed), velocity \(velocity), prepared at \(offset)")
                }
            }
        }
    }

    func testCenterCarouselSnapping_NeverPassesTheEnds() {
        XCTAssertEqual(target(from: 760, proposed: 800, velocity: 2), 760)
        XCTAssertEqual(target(from: 0, proposed: -50, velocity: -2), 0)
        XCTAssertEqual(target(from: 0, proposed: 1e9, velocity: 0), 760)
        XCTAssertEqual(target(from: 0, proposed: -1e9, velocity: 0), 0)
        XCTAssertEqual(target(from: 0, proposed: 1e300, velocity: 1), 760)
        XCTAssertEqual(target(from: 0, proposed: -1e300, velocity: -1), 0)
    }

    func testCenterCarouselSnapping_RoundingNearAnItem_CountsAsOnIt() {
        XCTAssertEqual(target(from: 0, proposed: 380 + 1e-9, velocity: 1), 380)
        XCTAssertEqual(target(from: 0, proposed: 380 - 1e-9, velocity: -1), 380)
    }

    func testCenterCarouselSnapping_NaNProposal_ReadsAsThePreparedOffset() {
        XCTAssertEqual(target(from: 380, proposed: .nan, velocity: 0), 380)
        XCTAssertEqual(target(from: 200, proposed: .infinity, velocity: 0), 190)
        XCTAssertEqual(target(from: 200, proposed: .nan, velocity: 1), 380)
    }

    func testCenterCarouselSnapping_NaNVelocity_ReadsAsZero() {
        XCTAssertEqual(target(from: 0, proposed: 10, velocity: .nan), 0)
        XCTAssertEqual(target(from: 0, proposed: 10, velocity: .infinity), 0)
    }

    func testCenterCarouselSnapping_Vertical_UsesY() {
        let vertical = CarouselFixtures.prepared(
            CarouselFixtures.rotationLayout(axis: .vertical), viewport: Size(width: 300, height: 500))
        // Page 100 + 10 = 110.
        XCTAssertEqual(
            vertical.targetContentOffset(proposed: Point(x: 5, y: 100), velocity: .zero), Point(x: 0, y: 110))
        XCTAssertEqual(
            vertical.targetContentOffset(proposed: Point(x: 5, y: 10), velocity: Point(x: 0, y: 1)),
            Point(x: 0, y: 110))
    }

    func testCenterCarouselSnapping_RightToLeft_VelocityFollowsTheScreen() {
        // Offset 760 centres item 0 at the right; flicking towards larger offsets cannot go on.
        let mirrored = CarouselFixtures.prepared(
            CarouselFixtures.scaleLayout(), offset: 570, direction: .rightToLeft)
        XCTAssertEqual(
            mirrored.targetContentOffset(proposed: Point(x: 600, y: 0), velocity: Point(x: 1, y: 0)).x, 760)
        XCTAssertEqual(mirrored.centeredItem, CarouselFixtures.item(1))
    }

    func testCenterCarouselSnapping_NoItems_RestsAtZero() {
        let empty = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [0])
        XCTAssertEqual(
            empty.targetContentOffset(proposed: Point(x: 300, y: 4), velocity: Point(x: 1, y: 0)), .zero)
    }

    func testCenterCarouselCentredItem_IsTheNearestTiesGoForward() {
        XCTAssertEqual(layout(at: 0).centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout(at: 94).centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout(at: 95).centeredItem, CarouselFixtures.item(1))
        XCTAssertEqual(layout(at: 5000).centeredItem, CarouselFixtures.item(4))
        XCTAssertEqual(layout(at: -300).centeredItem, CarouselFixtures.item(0))
        XCTAssertNil(CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: []).centeredItem)
    }

    func testCenterCarouselCentredItem_InTheGapBetweenFramesIsStillAnItem() {
        // Overlap spacing, page 250: at offset 370 the centre (570) lies between item 1 (350…550)
        // and item 2 (600…800), nearer item 1.
        var configuration = CarouselFixtures.scaleLayout().configuration
        configuration.spacingMode = .overlap(visibleOffset: 30)
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(configuration: configuration), offset: 370)
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(1))
    }

    func testCenterCarouselContentOffset_CentresAnyItemAndIsNilForNoItem() {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [2, 0, 3])
        XCTAssertEqual(layout.contentOffset(centering: ItemPath(item: 0, section: 0)), .zero)
        XCTAssertEqual(layout.contentOffset(centering: ItemPath(item: 1, section: 0)), Point(x: 190, y: 0))
        XCTAssertEqual(layout.contentOffset(centering: ItemPath(item: 1, section: 2)), Point(x: 570, y: 0))
        XCTAssertEqual(layout.contentOffset(centering: ItemPath(item: 2, section: 2)), Point(x: 760, y: 0))
        XCTAssertNil(layout.contentOffset(centering: ItemPath(item: 9, section: 2)))
        XCTAssertNil(layout.contentOffset(centering: ItemPath(item: -3, section: 2)))
        XCTAssertNil(layout.contentOffset(centering: ItemPath(item: 0, section: 1)))
        XCTAssertNil(layout.contentOffset(centering: ItemPath(item: 0, section: -1)))
        XCTAssertNil(layout.contentOffset(centering: ItemPath(item: 0, section: 7)))
        let empty = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [])
        XCTAssertNil(empty.contentOffset(centering: ItemPath(item: 0, section: 0)))
    }

    func testCenterCarouselContentOffset_CentresTheItemOnTheViewport() throws {
        for axis in Axis.allCases {
            var layout = CarouselFixtures.rotationLayout(axis: axis)
            let viewport = Size(width: 350, height: 420)
            let offset = try XCTUnwrap(
                CarouselFixtures.prepared(layout, counts: [9], viewport: viewport)
                    .contentOffset(centering: CarouselFixtures.item(6)))
            layout.prepare(
                LayoutContext(bounds: Rect(origin: offset, size: viewport), itemCounts: [9]))
            let frame = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(6))).frame
            XCTAssertEqual(frame.midX, offset.x + 175, accuracy: 1e-9, "\(axis)")
            XCTAssertEqual(frame.midY, offset.y + 210, accuracy: 1e-9, "\(axis)")
            XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(6))
        }
    }
}
