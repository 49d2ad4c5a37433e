import LayoutEngine
import XCTest

/// Rules 4, 5 and 6: the per-frame effect at distance 0, half a page and a page or more.
final class CenterCarouselEffectTests: XCTestCase {
    private let page = CarouselFixtures.page

    func testCenterCarouselEffect_CentredItem_FullSizeOpaqueOnTop() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(shift: 40), offset: 2 * page)
        let centred = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(2)))
        XCTAssertEqual(centred.transform3D, .identity)
        XCTAssertEqual(centred.alpha, 1)
        XCTAssertEqual(centred.zIndex, 1000)
        XCTAssertEqual(centred.frame, Rect(x: 480, y: 100, width: 200, height: 100))
    }

    func testCenterCarouselEffect_HalfAPage_ValuesHalfWayToTheSideValues() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(shift: 40), offset: page / 2)
        for item in [0, 1] {
            let attributes = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(item)))
            XCTAssertEqual(attributes.transform.a, 0.9, accuracy: 1e-12, "item \(item) scale")
            XCTAssertEqual(attributes.transform.d, 0.9, accuracy: 1e-12, "item \(item) scale")
            XCTAssertEqual(attributes.alpha, 0.75, accuracy: 1e-12, "item \(item) alpha")
            XCTAssertEqual(attributes.frame.minY, 120, accuracy: 1e-12, "item \(item) shift")
            XCTAssertEqual(attributes.zIndex, 500, "item \(item) zIndex")
        }
    }

    func testCenterCarouselEffect_APageOrMore_SideValues() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(shift: 40), offset: 2 * page)
        for item in [0, 1, 3, 4] {
            let attributes = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(item)))
            XCTAssertEqual(attributes.transform3D, Transform3D(scaleX: 0.8, y: 0.8, z: 1), "item \(item)")
            XCTAssertEqual(attributes.alpha, 0.5, accuracy: 1e-12, "item \(item)")
            XCTAssertEqual(attributes.frame.minY, 140, accuracy: 1e-12, "item \(item)")
            XCTAssertEqual(attributes.zIndex, 0, "item \(item)")
        }
    }

    func testCenterCarouselEffect_InterpolatesLinearlyWithDistance() throws {
        // A quarter page from the centre: ratio 0.75.
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(shift: 40), offset: page / 4)
        let attributes = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(0)))
        XCTAssertEqual(attributes.transform.a, 0.95, accuracy: 1e-12)
        XCTAssertEqual(attributes.alpha, 0.875, accuracy: 1e-12)
        XCTAssertEqual(attributes.frame.minY, 110, accuracy: 1e-12)
        XCTAssertEqual(attributes.zIndex, 750)
    }

    func testCenterCarouselEffect_NearerItemIsNeverStackedBelow() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), offset: 0.4 * page)
        let near = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(0)))
        let far = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
        XCTAssertGreaterThan(near.zIndex, far.zIndex)
    }

    func testCenterCarouselEffect_Rotation_HalfAPageTurnsHalfTheAngleInPerspective() throws {
        // Page 210; half a page after the centre: a turn of π/8, outer (right) edge forward.
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(), offset: 105)
        let item = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let expected = Transform3D(rotationAngle: -.pi / 8, x: 0, y: 1, z: 0).concatenating(perspective)
        XCTAssertEqual(item.transform3D, expected)
        XCTAssertEqual(item.alpha, 0.75, accuracy: 1e-12)
        XCTAssertEqual(item.zIndex, 500)
        // The right edge (nearer the eye) is drawn taller than the frame, the left edge shorter.
        let quad = item.visualQuad
        XCTAssertGreaterThan(quad[2].y - quad[1].y, 100)
        XCTAssertLessThan(quad[3].y - quad[0].y, 100)
    }

    func testCenterCarouselEffect_Rotation_ItemsBeforeTheCentreMirrorItemsAfter() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(), offset: 210)
        let before = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(0)))
        let after = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(2)))
        let beforeQuad = before.visualQuad
        let afterQuad = after.visualQuad
        // Outer edges forward on both sides: the left edge of the item before, the right edge
        // of the item after, by the same amount.
        XCTAssertEqual(beforeQuad[3].y - beforeQuad[0].y, afterQuad[2].y - afterQuad[1].y, accuracy: 1e-9)
        XCTAssertGreaterThan(beforeQuad[3].y - beforeQuad[0].y, 100)
        XCTAssertEqual(before.visualBounds.width, after.visualBounds.width, accuracy: 1e-9)
    }

    func testCenterCarouselEffect_Rotation_VerticalTurnsAboutTheHorizontalLine() throws {
        let layout = CarouselFixtures.prepared(
            CarouselFixtures.rotationLayout(axis: .vertical), viewport: Size(width: 300, height: 500))
        let after = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        XCTAssertEqual(
            after.transform3D,
            Transform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0).concatenating(perspective))
        // The bottom (outer) edge is drawn wider than the frame.
        let quad = after.visualQuad
        XCTAssertGreaterThan(quad[2].x - quad[3].x, 200)
    }

    func testCenterCarouselEffect_Rotation_CentredItemHasTheIdentity() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(), offset: 420)
        XCTAssertEqual(try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(2))).transform3D, .identity)
    }

    func testCenterCarouselEffect_Rotation_LongItemsMoveTheEyeBack() throws {
        // Items 600 long: eye distance 1200; edge-on, the near edge stays at 3/4 of it or more,
        // so the drawn item is at most 4/3 as long and tall as its frame.
        let layout = CarouselFixtures.prepared(
            CenterCarouselLayout(
                itemSize: Size(width: 600, height: 300), spacingMode: .fixed(spacing: 0),
                animationMode: .rotation(sideItemAngle: .pi / 2, sideItemAlpha: 1, sideItemShift: 0)),
            counts: [3], viewport: Size(width: 800, height: 400))
        let side = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
        XCTAssertEqual(side.transform3D.m14, -1.0 / 1200, accuracy: 1e-15)
        XCTAssertLessThanOrEqual(side.visualBounds.height, 400 + 1e-9)
        XCTAssert(side.visualBounds.isFinite)
    }

    func testCenterCarouselEffect_NegativeAngle_TurnsTheInnerEdgeForward() throws {
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(angle: -.pi / 4))
        let quad = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1))).visualQuad
        XCTAssertGreaterThan(quad[3].y - quad[0].y, quad[2].y - quad[1].y)
    }
}
