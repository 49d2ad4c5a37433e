import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Every documented bad input gives its documented result, never a trap.
final class CircularFanBadInputTests: XCTestCase {
    private let viewport = Size(width: 300, height: 400)

    private func prepared(
        _ layout: CircularFanLayout, counts: [Int] = [5], origin: Point = .zero, viewport: Size? = nil
    ) -> CircularFanLayout {
        var layout = layout
        layout.prepare(
            LayoutContext(bounds: Rect(origin: origin, size: viewport ?? self.viewport), itemCounts: counts))
        return layout
    }

    private func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    func testCircularFan_ConfigurationValidate_RejectsZeroNegativeAndNonFiniteLengths() {
        func error(_ layout: CircularFanLayout) -> LayoutConfigurationError? {
            do {
                try layout.configuration.validate()
                return nil
            } catch {
                return error
            }
        }
        let size = Size(width: 100, height: 50)
        XCTAssertNil(error(CircularFanLayout(itemSize: size, radius: 200)))
        XCTAssertNil(error(CircularFanLayout(itemSize: size, radius: 200, anglePerItem: 0.2)))
        XCTAssertEqual(
            error(CircularFanLayout(itemSize: Size(width: 0, height: 50), radius: 200)),
            LayoutConfigurationError(field: "itemSize.width", value: 0, rule: .mustBePositive))
        XCTAssertEqual(
            error(CircularFanLayout(itemSize: Size(width: 10, height: -1), radius: 200)),
            LayoutConfigurationError(field: "itemSize.height", value: -1, rule: .mustBePositive))
        XCTAssertEqual(
            error(CircularFanLayout(itemSize: size, radius: 0)),
            LayoutConfigurationError(field: "radius", value: 0, rule: .mustBePositive))
        XCTAssertEqual(error(CircularFanLayout(itemSize: size, radius: .nan))?.rule, .mustBeFinite)
        XCTAssertEqual(
            error(CircularFanLayout(itemSize: size, radius: 10, anglePerItem: -0.5)),
            LayoutConfigurationError(
                field: "anglePerItem", value: -0.5,
                rule: .mustBeAtLeast(CircularFanLayout.minimumAnglePerItem)))
    }

    func testCircularFan_RadiusZeroNegativeOrNaN_ItemsTurnAboutTheirOwnCentres() {
        let zero = prepared(CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 0))
        XCTAssertEqual(zero.configuration.resolvedAnglePerItem, .pi / 2)
        XCTAssertEqual(zero.attributes(at: path(1))?.anchorPoint, Point(x: 0.5, y: 0.5))
        // Item 1 turned a quarter about its own centre (150, 200): 50 × 100.
        assertRect(zero.attributes(at: path(1))?.visualBounds, Rect(x: 125, y: 150, width: 50, height: 100))
        for radius in [-40, Double.nan, .infinity] {
            let bad = prepared(CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: radius))
            XCTAssertEqual(bad.attributes(in: .infinite), zero.attributes(in: .infinite), "radius \(radius)")
        }
    }

    func testCircularFan_ZeroWidthItems_StayApartAtTheMinimumAngleWithNothingToScroll() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 0, height: 80), radius: 200), origin: Point(x: 30, y: 0))
        let minimum = CircularFanLayout.minimumAnglePerItem
        XCTAssertEqual(layout.configuration.resolvedAnglePerItem, minimum)
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 400))
        let all = layout.attributes(in: .infinite)
        XCTAssertEqual(all.count, 5)
        for element in all {
            XCTAssertEqual(element.frame, Rect(x: 180, y: 160, width: 0, height: 80))
            XCTAssertEqual(layout.angle(at: element.path), Double(element.path.item) * minimum)
        }
    }

    func testCircularFan_NegativeOrNaNItemSize_ReadsAsZero() {
        let layout = prepared(CircularFanLayout(itemSize: Size(width: -100, height: .nan), radius: 200))
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 400))
        XCTAssertEqual(layout.attributes(at: path(2))?.frame, Rect(x: 150, y: 200, width: 0, height: 0))
    }

    func testCircularFan_ZeroHeightItems_RotateAboutTheWheelCentreThroughTheTransform() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 100, height: 0), radius: 200, anglePerItem: .pi / 2))
        let attributes = layout.attributes(at: path(1))
        XCTAssertEqual(attributes?.anchorPoint, Point(x: 0.5, y: 0.5))
        // The wheel's centre is (150, 400); the segment's centre turns from (150, 200) to (350, 400).
        assertRect(attributes?.visualBounds, Rect(x: 350, y: 350, width: 0, height: 100))
    }

    func testCircularFan_InvalidAnglePerItem_ReadsAsTheDefault() {
        let size = Size(width: 100, height: 50)
        let expected = CircularFanLayout(itemSize: size, radius: 200).configuration.resolvedAnglePerItem
        for angle in [0, -1, Double.nan, .infinity] {
            XCTAssertEqual(
                CircularFanLayout(itemSize: size, radius: 200, anglePerItem: angle).configuration
                    .resolvedAnglePerItem,
                expected,
                "anglePerItem \(angle)")
        }
    }

    func testCircularFan_NonFiniteOffset_ReadsAsZero() {
        let layout = CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200)
        let atZero = prepared(layout)
        for x in [Double.nan, .infinity, -.infinity] {
            let bad = prepared(layout, origin: Point(x: x, y: .nan))
            XCTAssertEqual(bad.attributes(in: .infinite), atZero.attributes(in: .infinite), "offset \(x)")
        }
    }

    func testCircularFan_HugeOffset_LeavesNoItemOnTheWheel() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200),
            origin: Point(x: 1e300, y: 0))
        XCTAssertEqual(layout.attributes(in: .infinite), [])
        XCTAssertEqual(layout.attributes(in: Rect(x: 1e300, y: 0, width: 300, height: 400)), [])
        XCTAssertNil(layout.attributes(at: path(4)))
    }

    func testCircularFan_ViewportTallerThanTheWheel_ShowsTheWholeTurn() {
        // Half the viewport's height (600) passes the radius (100): the reference's θ has a
        // negative denominator. Every item on the wheel is drawn inside the viewport.
        // At offset 800 of 1600, item 19.5 is at the top: items 14…25 lie within [-π, π)
        // (π / atan(60 / 100) ≈ 5.8 steps each way).
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 60, height: 40), radius: 100), counts: [40],
            origin: Point(x: 800, y: 0), viewport: Size(width: 800, height: 1200))
        let onWheel = layout.attributes(in: .infinite)
        XCTAssertEqual(onWheel.map(\.path.item).sorted(), Array(14...25))
        assertSameElements(layout.attributes(in: Rect(x: 800, y: 0, width: 800, height: 1200)), onWheel)
    }

    func testCircularFan_ZeroItems_HaveNoElements() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200), counts: [])
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 400))
        XCTAssertEqual(layout.attributes(in: .infinite), [])
        XCTAssertNil(layout.attributes(at: path(0)))
        let empty = prepared(
            CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200), counts: [0, -3])
        XCTAssertEqual(empty.attributes(in: .infinite), [])
    }

    func testCircularFan_OneItem_StaysUprightAtEveryOffset() {
        for width in [100.0, 500.0] {  // narrower and wider than the viewport
            let layout = CircularFanLayout(itemSize: Size(width: width, height: 50), radius: 200)
            for x in [0.0, 100, 200, -50] {
                let prepared = prepared(layout, counts: [1], origin: Point(x: x, y: 0))
                XCTAssertEqual(prepared.angle(at: path(0)), 0, "width \(width), offset \(x)")
                XCTAssertEqual(prepared.attributes(at: path(0))?.transform, .identity)
            }
        }
    }

    func testCircularFan_EmptyViewport_IsDefined() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200),
            viewport: Size(width: -10, height: .nan))
        XCTAssertEqual(layout.contentSize, Size(width: 500, height: 0))
        XCTAssertEqual(layout.attributes(at: path(0))?.frame, Rect(x: -50, y: -25, width: 100, height: 50))
        XCTAssertEqual(layout.attributes(in: .infinite).count, 5)
    }
}
