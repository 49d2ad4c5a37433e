import XCTest

@testable import LayoutEngine

/// Counts near `Int.max` and lengths at the limits: no trap, finite output.
final class CenterCarouselBadInputLimitsTests: XCTestCase {
    private let viewport = Size(width: 390, height: 200)

    private func prepared(_ layout: CenterCarouselLayout, counts: [Int], offset: Double = 0)
        -> CenterCarouselLayout
    {
        var layout = layout
        layout.prepare(
            LayoutContext(bounds: Rect(origin: Point(x: offset, y: 0), size: viewport), itemCounts: counts))
        return layout
    }

    func testCenterCarousel_QueryNearTheEndOfIntMaxItems_DoesNotTrap() {
        // The last slot's Double rounds up to 2⁶³, which Int cannot hold.
        for counts in [[Int.max], [5, Int.max / 2, Int.max / 2]] {
            let layout = prepared(
                CenterCarouselLayout(itemSize: Size(width: 100, height: 100)), counts: counts)
            let end = layout.contentSize.width
            XCTAssertTrue(end.isFinite)
            let rect = Rect(x: end - 200, y: 0, width: 10, height: 200)
            let found = layout.attributes(in: rect)
            XCTAssertTrue(found.allSatisfy { $0.frame.isFinite }, "\(counts)")
            XCTAssertTrue(found.count <= 16, "\(counts): \(found.count)")
        }
    }

    func testCenterCarousel_SlotConversion_ClampsToTheLiveSlots() {
        let live = 0..<Int.max
        XCTAssertEqual(CenterCarouselLayout.slot(Double(Int.max), clampedTo: live), Int.max - 1)
        XCTAssertEqual(
            CenterCarouselLayout.slot(9.223372036854775e18, clampedTo: live), 9_223_372_036_854_774_784)
        XCTAssertEqual(CenterCarouselLayout.slot(-1e300, clampedTo: live), 0)
        XCTAssertEqual(CenterCarouselLayout.slot(7, clampedTo: 3..<5), 4)
    }

    func testCenterCarousel_HugeItemWidth_IsReadAsTheMaximumLengthAndStaysFinite() {
        let layout = prepared(
            CenterCarouselLayout(itemSize: Size(width: 1e300, height: 100)), counts: [1_000_000_000])
        XCTAssertTrue(layout.contentSize.isFinite)
        let last = layout.attributes(at: ItemPath(item: 999_999_999, section: 0))
        XCTAssertEqual(last?.frame.width, LayoutContext.maximumLength)
        XCTAssertEqual(last?.frame.isFinite, true)
        XCTAssertTrue(layout.targetContentOffset(proposed: Point(x: 1e300, y: 0), velocity: .zero).x.isFinite)
    }

    func testCenterCarousel_Validate_RejectsLengthsAndOffsetsBeyondTheMaximumLength() {
        let limit = LayoutContext.maximumLength
        let cases: [(CenterCarouselLayout.Configuration, LayoutConfigurationError)] = [
            (
                CenterCarouselLayout.Configuration(itemSize: Size(width: 1e300, height: 10)),
                LayoutConfigurationError(field: "itemSize.width", value: 1e300, rule: .mustBeAtMost(limit))
            ),
            (
                CenterCarouselLayout.Configuration(
                    itemSize: Size(width: 10, height: 10), spacingMode: .fixed(spacing: -2e6)),
                LayoutConfigurationError(
                    field: "spacingMode.spacing", value: -2e6, rule: .mustBeAtLeast(-limit))
            ),
            (
                CenterCarouselLayout.Configuration(
                    itemSize: Size(width: 10, height: 10), spacingMode: .overlap(visibleOffset: 2e6)),
                LayoutConfigurationError(
                    field: "spacingMode.visibleOffset", value: 2e6, rule: .mustBeAtMost(limit))
            ),
            (
                CenterCarouselLayout.Configuration(
                    itemSize: Size(width: 10, height: 10),
                    animationMode: .scale(sideItemScale: 0.5, sideItemAlpha: 1, sideItemShift: 1e9)),
                LayoutConfigurationError(
                    field: "animationMode.sideItemShift", value: 1e9, rule: .mustBeAtMost(limit))
            ),
        ]
        for (configuration, expected) in cases {
            XCTAssertThrowsError(try configuration.validate()) { error in
                XCTAssertEqual(error as? LayoutConfigurationError, expected)
            }
        }
    }

    func testCenterCarousel_DegeneratePage_ViewportQueryStaysWithinTheDocumentedBound() {
        // An overlap wider than the item makes the page its minimum: items 1 point apart, each
        // overlapping the viewport, are all drawn; the slots tested stay within the bound.
        let configuration = CenterCarouselLayout.Configuration(
            itemSize: Size(width: 300, height: 100), spacingMode: .overlap(visibleOffset: 1e6))
        var layout = CenterCarouselLayout(configuration: configuration)
        let viewport = Size(width: 2000, height: 200)
        layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [20_000]))
        let rect = Rect(origin: .zero, size: viewport)
        let found = layout.attributes(in: rect)
        let bound = (viewport.width + 5.0 / 3 * 300 + 2) / CenterCarouselLayout.minimumPageLength + 5
        XCTAssertGreaterThan(found.count, 1000)
        XCTAssertLessThanOrEqual(Double(found.count), bound)
        let all = layout.attributes(in: Rect(x: -1e7, y: -1e7, width: 1e8, height: 1e8))
        let expected = Set(all.filter { $0.visualBounds.intersects(rect) }.map(\.path))
        XCTAssertEqual(Set(found.map(\.path)), expected)
    }

    func testCenterCarousel_MaximumViewportElementCount_CoversTheExtremeLengths() {
        let bound =
            (LayoutContext.maximumLength * (1 + 5.0 / 3) + 2) / CenterCarouselLayout.minimumPageLength + 5
        XCTAssertEqual(CenterCarouselLayout.maximumViewportElementCount, Int(bound))
    }

    func testCenterCarousel_RectsLongerThanAnyViewport_TestAtMostTheDocumentedBound() {
        // Wrap-around over 2^40 items: a query of the context's bounds (an infinite width) or of
        // the whole content tested every live slot and tried to allocate gigabytes.
        let limit = CenterCarouselLayout.maximumViewportElementCount
        for wraps in [true, false] {
            var layout = CenterCarouselLayout(
                itemSize: Size(width: 100, height: 100), spacingMode: .fixed(spacing: 10), wrapsAround: wraps)
            let context = LayoutContext(
                bounds: Rect(x: 5e6, y: 0, width: .infinity, height: 300), itemCounts: [1 << 40],
                layoutDirection: .rightToLeft, displayScale: 0.5)
            layout.prepare(context)
            let centred = layout.nearestSlot(toPosition: layout.state.offset / layout.state.geometry.page)
            for rect in [context.bounds, .infinite, Rect(x: -1e300, y: 0, width: 2e300, height: 300)] {
                let slots = layout.candidateSlots(in: rect)
                XCTAssertEqual(slots.count, limit, "\(wraps) \(rect)")
                XCTAssertTrue(slots.contains(centred), "\(wraps) \(rect)")
            }
            // A viewport-sized rect keeps its exact answer.
            let viewport = Rect(origin: context.contentOffset, size: Size(width: 390, height: 300))
            let found = layout.attributes(in: viewport)
            XCTAssertFalse(found.isEmpty)
            let expected = layout.candidateSlots(in: viewport).map { layout.attributes(slot: $0) }
                .filter { $0.visualBounds.intersects(viewport) }
            XCTAssertEqual(found, expected)
        }
    }

    func testCenterCarousel_NearestSlots_KeepsTheSlotsAroundTheCentreWithinTheRange() {
        let limit = CenterCarouselLayout.maximumViewportElementCount
        XCTAssertEqual(CenterCarouselLayout.nearestSlots(3...9, to: 100), 3..<10)
        XCTAssertEqual(CenterCarouselLayout.nearestSlots(0...Int.max - 1, to: 0), 0..<limit)
        XCTAssertEqual(
            CenterCarouselLayout.nearestSlots(0...Int.max - 1, to: Int.max - 1), (Int.max - limit)..<Int.max)
        XCTAssertEqual(
            CenterCarouselLayout.nearestSlots(10...(10 + 4 * limit), to: 2 * limit),
            (2 * limit - limit / 2)..<(2 * limit - limit / 2 + limit))
    }
}
