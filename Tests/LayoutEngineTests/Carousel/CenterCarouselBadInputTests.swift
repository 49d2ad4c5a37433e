import LayoutEngine
import XCTest

/// Validation and every documented bad input: a defined result, never a trap.
final class CenterCarouselBadInputTests: XCTestCase {
    private func validationError(_ configuration: CenterCarouselLayout.Configuration)
        -> LayoutConfigurationError?
    {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }

    private func configuration(
        itemSize: Size = Size(width: 200, height: 100),
        spacing: CenterCarouselLayout.SpacingMode = .fixed(spacing: 0),
        animation: CenterCarouselLayout.AnimationMode = .scale(
            sideItemScale: 0.7, sideItemAlpha: 0.6, sideItemShift: 0)
    ) -> CenterCarouselLayout.Configuration {
        CenterCarouselLayout.Configuration(itemSize: itemSize, spacingMode: spacing, animationMode: animation)
    }

    func testCenterCarouselValidate_AcceptsAGoodConfiguration() {
        XCTAssertNil(validationError(configuration()))
        XCTAssertNil(
            validationError(
                configuration(
                    spacing: .overlap(visibleOffset: -20),
                    animation: .rotation(sideItemAngle: -.pi / 2, sideItemAlpha: 0, sideItemShift: -30))))
    }

    func testCenterCarouselValidate_NamesTheFieldValueAndRule() {
        let cases: [(CenterCarouselLayout.Configuration, LayoutConfigurationError)] = [
            (
                configuration(itemSize: Size(width: 0, height: 100)),
                LayoutConfigurationError(field: "itemSize.width", value: 0, rule: .mustBePositive)
            ),
            (
                configuration(itemSize: Size(width: 10, height: -1)),
                LayoutConfigurationError(field: "itemSize.height", value: -1, rule: .mustBePositive)
            ),
            (
                configuration(itemSize: Size(width: .infinity, height: 1)),
                LayoutConfigurationError(field: "itemSize.width", value: .infinity, rule: .mustBeFinite)
            ),
            (
                configuration(spacing: .fixed(spacing: .infinity)),
                LayoutConfigurationError(field: "spacingMode.spacing", value: .infinity, rule: .mustBeFinite)
            ),
            (
                configuration(spacing: .overlap(visibleOffset: -.infinity)),
                LayoutConfigurationError(
                    field: "spacingMode.visibleOffset", value: -.infinity, rule: .mustBeFinite)
            ),
            (
                configuration(animation: .scale(sideItemScale: 0, sideItemAlpha: 1, sideItemShift: 0)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemScale", value: 0, rule: .mustBePositive)
            ),
            (
                configuration(animation: .scale(sideItemScale: 1.5, sideItemAlpha: 1, sideItemShift: 0)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemScale", value: 1.5, rule: .mustBeInRange(0...1))
            ),
            (
                configuration(animation: .scale(sideItemScale: 0.5, sideItemAlpha: -0.1, sideItemShift: 0)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemAlpha", value: -0.1, rule: .mustBeInRange(0...1))
            ),
            (
                configuration(animation: .rotation(sideItemAngle: 2, sideItemAlpha: 1, sideItemShift: 0)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemAngle", value: 2,
                    rule: .mustBeInRange(-Double.pi / 2...Double.pi / 2))
            ),
            (
                configuration(animation: .rotation(sideItemAngle: 0.2, sideItemAlpha: 1.2, sideItemShift: 0)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemAlpha", value: 1.2, rule: .mustBeInRange(0...1))
            ),
        ]
        for (configuration, expected) in cases {
            XCTAssertEqual(validationError(configuration), expected)
        }
        // NaN never equals itself: check the field and rule.
        let nanShift = validationError(
            configuration(animation: .rotation(sideItemAngle: 0.2, sideItemAlpha: 1, sideItemShift: .nan)))
        XCTAssertEqual(nanShift?.field, "animationMode.sideItemShift")
        XCTAssertEqual(nanShift?.rule, .mustBeFinite)
    }

    // MARK: - Run-time bad input

    func testCenterCarouselBadInput_ZeroNegativeOrNaNItemSize_ItemsArePointsAtTheirCentres() {
        for size in [Size.zero, Size(width: -200, height: -1), Size(width: .nan, height: .infinity)] {
            let layout = CarouselFixtures.prepared(
                CenterCarouselLayout(itemSize: size, spacingMode: .fixed(spacing: 10)))
            // Nothing to scale: the page is the spacing.
            assertRect(
                layout.attributes(at: CarouselFixtures.item(3))?.frame,
                Rect(x: 230, y: 150, width: 0, height: 0))
            XCTAssertEqual(layout.contentSize, Size(width: 440, height: 300), "\(size)")
        }
    }

    func testCenterCarouselBadInput_SideScaleAtOrBelowZero_ShrinksSideItemsToPoints() throws {
        for scale in [0, -2.0] {
            let layout = CarouselFixtures.prepared(
                CenterCarouselLayout(
                    itemSize: Size(width: 200, height: 100), spacingMode: .fixed(spacing: 10),
                    animationMode: .scale(sideItemScale: scale, sideItemAlpha: 1, sideItemShift: 0)))
            // Scale 0 leaves 100 at each end: spacing 10 − 100 = −90, page 110.
            let side = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
            XCTAssertEqual(side.frame.minX, 210, "scale \(scale)")
            XCTAssertEqual(side.transform3D, Transform3D(scaleX: 0, y: 0, z: 1), "scale \(scale)")
        }
    }

    func testCenterCarouselBadInput_SideScaleAboveOneOrNaN_ReadsAsOne() throws {
        for scale in [1.5, .nan, .infinity] {
            let layout = CarouselFixtures.prepared(
                CenterCarouselLayout(
                    itemSize: Size(width: 200, height: 100), spacingMode: .fixed(spacing: 10),
                    animationMode: .scale(sideItemScale: scale, sideItemAlpha: 1, sideItemShift: 0)))
            let side = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(1)))
            XCTAssertEqual(side.frame.minX, 310, "scale \(scale)")
            XCTAssertEqual(side.transform3D, .identity, "scale \(scale)")
        }
    }

    func testCenterCarouselBadInput_AlphaOutsideZeroToOne_IsClampedAndNaNReadsAsOne() throws {
        for (alpha, expected) in [(-0.5, 0.0), (3, 1), (Double.nan, 1)] {
            for mode in [
                CenterCarouselLayout.AnimationMode.scale(
                    sideItemScale: 0.7, sideItemAlpha: alpha, sideItemShift: 0),
                .rotation(sideItemAngle: 0.5, sideItemAlpha: alpha, sideItemShift: 0),
            ] {
                let layout = CarouselFixtures.prepared(
                    CenterCarouselLayout(itemSize: Size(width: 200, height: 100), animationMode: mode))
                XCTAssertEqual(
                    try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(2))).alpha, expected, "\(mode)")
            }
        }
    }

    func testCenterCarouselBadInput_NonFiniteSpacingOffsetAndShift_ReadAsZero() throws {
        let spacing = CarouselFixtures.prepared(
            CenterCarouselLayout(
                itemSize: Size(width: 200, height: 100), spacingMode: .fixed(spacing: .nan),
                animationMode: .scale(sideItemScale: 1, sideItemAlpha: 1, sideItemShift: .infinity)))
        let side = try XCTUnwrap(spacing.attributes(at: CarouselFixtures.item(1)))
        XCTAssertEqual(side.frame, Rect(x: 300, y: 100, width: 200, height: 100))
        let overlap = CarouselFixtures.prepared(
            CenterCarouselLayout(
                itemSize: Size(width: 200, height: 100), spacingMode: .overlap(visibleOffset: -.infinity),
                animationMode: .scale(sideItemScale: 1, sideItemAlpha: 1, sideItemShift: 0)))
        // Visible offset 0: line spacing is the inset, 100.
        XCTAssertEqual(overlap.attributes(at: CarouselFixtures.item(1))?.frame.minX, 400)
    }

    func testCenterCarouselBadInput_AngleBeyondAQuarterTurnIsClampedAndNaNReadsAsZero() throws {
        let steep = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(angle: 5))
        let edgeOn = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(angle: .pi / 2))
        XCTAssertEqual(
            try XCTUnwrap(steep.attributes(at: CarouselFixtures.item(1))).transform3D,
            try XCTUnwrap(edgeOn.attributes(at: CarouselFixtures.item(1))).transform3D)
        let flat = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(angle: .nan))
        XCTAssertEqual(try XCTUnwrap(flat.attributes(at: CarouselFixtures.item(1))).transform3D, .identity)
    }

    func testCenterCarouselBadInput_NoItems_NothingToShow() {
        for counts in [[], [0], [-3, 0]] {
            let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: counts)
            XCTAssertEqual(layout.contentSize, .zero)
            XCTAssertEqual(layout.attributes(in: .infinite), [])
            XCTAssertNil(layout.attributes(at: CarouselFixtures.item(0)))
            XCTAssertNil(layout.centeredItem)
        }
    }

    func testCenterCarouselBadInput_UnpreparedLayout_IsEmpty() {
        let layout = CarouselFixtures.scaleLayout()
        XCTAssertEqual(layout.contentSize, .zero)
        XCTAssertEqual(layout.attributes(in: .infinite), [])
        XCTAssertNil(layout.centeredItem)
    }

    func testCenterCarouselBadInput_EmptyViewport_ItemsCentreOnAPoint() {
        for viewport in [Size.zero, Size(width: .nan, height: -10)] {
            let layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), viewport: viewport)
            // Insets −100 along and −50 across; page 190.
            assertRect(
                layout.attributes(at: CarouselFixtures.item(1))?.frame,
                Rect(x: 90, y: -50, width: 200, height: 100))
            XCTAssertEqual(layout.contentSize, Size(width: 760, height: 0), "\(viewport)")
            XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(1)), Point(x: 190, y: 0))
        }
    }

    func testCenterCarouselBadInput_NonFiniteOffset_ReadsAsZero() {
        var layout = CarouselFixtures.scaleLayout()
        layout.prepare(
            LayoutContext(bounds: Rect(x: .nan, y: 0, width: 400, height: 300), itemCounts: [5]))
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout.attributes(at: CarouselFixtures.item(0))?.zIndex, 1000)
    }
}
