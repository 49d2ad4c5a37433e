import LayoutEngine
import XCTest

/// Rules 10 to 12: the repeated line, live copies, effects and snapping across the seam.
///
/// The fixture: ``CarouselFixtures/scaleLayout(shift:)`` with wrap-around, 5 items (ring
/// 5 · 190 = 950) in a 400-point viewport: travel 8 · 400 / 950 ≈ 3.4 rings, so 1 + 4 = 5
/// copies on each side of the middle one, 11 copies, 55 slots; the middle copy (index 5) holds
/// slots 25…29, offsets 4750…5700.
final class CenterCarouselWrapAroundTests: XCTestCase {
    private let page = CarouselFixtures.page

    static func wrapping(_ layout: CenterCarouselLayout) -> CenterCarouselLayout {
        var layout = layout
        layout.configuration.wrapsAround = true
        return layout
    }

    private func layout(at offset: Double, counts: [Int] = [5], shift: Double = 0) -> CenterCarouselLayout {
        CarouselFixtures.prepared(
            Self.wrapping(CarouselFixtures.scaleLayout(shift: shift)), counts: counts, offset: offset)
    }

    // MARK: - Rule 10: the repeated line

    func testCenterCarouselWrap_ContentIsElevenCopiesOfTheRing() {
        // 400 + (55 − 1) · 190.
        XCTAssertEqual(layout(at: 0).contentSize, Size(width: 10660, height: 300))
        XCTAssertEqual(
            CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), offset: 0).contentSize,
            Size(width: 1160, height: 300), "without wrap-around: 400 + 4 · 190")
    }

    func testCenterCarouselWrap_CopiesAreAtLeastTwoPerSideAndCoverTheTravel() {
        // A long ring (40 items, 7600 points): 8 · 400 / 7600 rounds up to 1, so 2 per side, 5
        // copies: 400 + 199 · 190.
        XCTAssertEqual(layout(at: 0, counts: [40]).contentSize.width, 38210)
        // A ring of one (190 points) in 400: 8 · 400 / 190 ≈ 16.8 → 1 + 17 = 18 per side, 37
        // copies: 400 + 36 · 190.
        XCTAssertEqual(layout(at: 0, counts: [1]).contentSize.width, 7240)
    }

    func testCenterCarouselWrap_TheItemAfterTheLastIsTheFirst() throws {
        // Item 4 centred in slot 4: the live slots are 2…6, so slot 5 holds item 0, slot 6 item 1.
        let atLast = layout(at: 4 * page)
        XCTAssertEqual(atLast.centeredItem, CarouselFixtures.item(4))
        XCTAssertEqual(
            try XCTUnwrap(atLast.attributes(at: CarouselFixtures.item(0))).frame.minX, 100 + 5 * page)
        XCTAssertEqual(
            try XCTUnwrap(atLast.attributes(at: CarouselFixtures.item(1))).frame.minX, 100 + 6 * page)
        XCTAssertEqual(
            try XCTUnwrap(atLast.attributes(at: CarouselFixtures.item(2))).frame.minX, 100 + 2 * page)
        // The viewport (760…1160) shows items 3, 4 and 0, in slot order.
        XCTAssertEqual(
            atLast.attributes(in: Rect(x: 4 * page, y: 0, width: 400, height: 300)).map(\.path.item),
            [3, 4, 0])
        // Slot 5, 10 and 27 hold item 0, 0 and 2.
        XCTAssertEqual(layout(at: 5 * page).centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout(at: 10 * page).centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(layout(at: 27 * page).centeredItem, CarouselFixtures.item(2))
    }

    func testCenterCarouselWrap_TheItemBeforeTheFirstIsTheLast() {
        // Item 0 centred in slot 25 (the middle copy): slot 24 holds item 4, slot 23 item 3.
        let layout = layout(at: 25 * page)
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(0))
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 25 * page, y: 0, width: 400, height: 300)).map(\.path.item),
            [4, 0, 1])
    }

    func testCenterCarouselWrap_SectionsFormOneRing() {
        // Sections [2, 0, 3]: slot 5 holds (0, 0), slot 4 (2, 2).
        let layout = layout(at: 5 * page, counts: [2, 0, 3])
        XCTAssertEqual(layout.centeredItem, ItemPath(item: 0, section: 0))
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 5 * page, y: 0, width: 400, height: 300)).map(\.path),
            [ItemPath(item: 2, section: 2), ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
    }

    func testCenterCarouselWrap_RightToLeftRunsTheRingBackwards() {
        // Mirrored ring: ring slot r holds item 4 − r, so slot 25 holds item 4 and slot 26 item 3;
        // slot 24 (ring slot 4) holds item 0.
        let layout = CarouselFixtures.prepared(
            Self.wrapping(CarouselFixtures.scaleLayout()), offset: 25 * page, direction: .rightToLeft)
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(4))
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 25 * page, y: 0, width: 400, height: 300)).map(\.path.item),
            [0, 4, 3])
    }

    // MARK: - Rule 10: rules 1 to 7 on the long line

    /// Every live item equals the same slot of a carousel without wrap-around that has one
    /// item per slot of the long line (55), but for its path.
    func testCenterCarouselWrap_LiveItemsLookLikeTheSameSlotsOfALongPlainLine() {
        let cases: [(CenterCarouselLayout, [Int])] = [
            (CarouselFixtures.scaleLayout(shift: 30), [5]),
            (CarouselFixtures.rotationLayout(shift: -12), [3, 2]),
            (CarouselFixtures.rotationLayout(axis: .vertical, angle: 1), [7]),
        ]
        for (base, counts) in cases {
            let count = counts.reduce(0, +)
            let axis = base.configuration.scrollDirection
            let probe = CarouselFixtures.prepared(Self.wrapping(base), counts: counts)
            let plainProbe = CarouselFixtures.prepared(base, counts: [2])
            let pagePlain =
                plainProbe.contentSize.length(along: axis) - CarouselFixtures.viewport.length(along: axis)
            let slots =
                Int(
                    ((probe.contentSize.length(along: axis) - CarouselFixtures.viewport.length(along: axis))
                        / pagePlain)
                        .rounded()) + 1
            for offset in [0, 3.5, 4.5, 6.25, 13, 24.9, 30.5].map({ $0 * pagePlain }) {
                let wrapped = CarouselFixtures.prepared(Self.wrapping(base), counts: counts, offset: offset)
                let plain = CarouselFixtures.prepared(base, counts: [slots], offset: offset)
                let all = wrapped.attributes(in: .infinite)
                XCTAssertEqual(all.count, count, "offset \(offset): each item once")
                for attributes in all {
                    // The slot, from the frame's position along the axis.
                    let start = plain.attributes(at: CarouselFixtures.item(0))?.frame.min(along: axis) ?? 0
                    let slot = Int(((attributes.frame.min(along: axis) - start) / pagePlain).rounded())
                    guard var expected = plain.attributes(at: CarouselFixtures.item(slot)) else {
                        XCTFail("offset \(offset): slot \(slot) outside the line")
                        continue
                    }
                    expected.path = attributes.path
                    XCTAssertEqual(attributes, expected, "offset \(offset), slot \(slot)")
                    // Slot s holds ring item s mod n.
                    let item =
                        counts.count == 1
                        ? attributes.path.item
                        : [0, 3][attributes.path.section]
                            + attributes.path.item
                    XCTAssertEqual(item, slot % count, "offset \(offset), slot \(slot)")
                }
            }
        }
    }

    func testCenterCarouselWrap_EffectsAcrossTheSeam() throws {
        // Half-way between item 4 (slot 4) and item 0 (slot 5): both at ratio 0.5.
        let layout = layout(at: 4.5 * page, shift: 40)
        for item in [4, 0] {
            let attributes = try XCTUnwrap(layout.attributes(at: CarouselFixtures.item(item)))
            XCTAssertEqual(attributes.transform.a, 0.9, accuracy: 1e-12, "item \(item) scale")
            XCTAssertEqual(attributes.alpha, 0.75, accuracy: 1e-12, "item \(item) alpha")
            XCTAssertEqual(attributes.frame.minY, 120, accuracy: 1e-12, "item \(item) shift")
            XCTAssertEqual(attributes.zIndex, 500, "item \(item) zIndex")
        }
        // Item 0 centred in slot 5: full size; its neighbours 4 and 1 take the side values.
        let atSeam = self.layout(at: 5 * page, shift: 40)
        XCTAssertEqual(try XCTUnwrap(atSeam.attributes(at: CarouselFixtures.item(0))).alpha, 1)
        XCTAssertEqual(try XCTUnwrap(atSeam.attributes(at: CarouselFixtures.item(0))).zIndex, 1000)
        for item in [4, 1] {
            let attributes = try XCTUnwrap(atSeam.attributes(at: CarouselFixtures.item(item)))
            XCTAssertEqual(attributes.transform3D, Transform3D(scaleX: 0.8, y: 0.8, z: 1), "item \(item)")
            XCTAssertEqual(attributes.alpha, 0.5, accuracy: 1e-12, "item \(item)")
        }
    }

    // MARK: - Rule 11: live copies

    func testCenterCarouselWrap_LiveCopiesSurroundTheCentredSlot() {
        // Odd ring (5): two before the centred slot, two after. At slot 25: slots 23…27.
        let odd = layout(at: 25 * page)
        XCTAssertEqual(
            odd.attributes(in: .infinite).map { ($0.frame.minX - 100) / page }, [23, 24, 25, 26, 27])
        // Even ring (4): one before, two after. At slot 21 (centre 21.4): slots 20…23.
        let even = layout(at: 21.4 * page, counts: [4])
        XCTAssertEqual(
            even.attributes(in: .infinite).map { (($0.frame.minX - 100) / page).rounded() }, [20, 21, 22, 23])
        // Past half-way to slot 22 (centre 21.6), the window moves one slot on.
        let moved = layout(at: 21.6 * page, counts: [4])
        XCTAssertEqual(
            moved.attributes(in: .infinite).map { (($0.frame.minX - 100) / page).rounded() },
            [21, 22, 23, 24])
    }

    func testCenterCarouselWrap_LiveCopiesStayInsideTheLine() {
        // At offset 0 the window would start at slot −2: it is kept at 0…4.
        XCTAssertEqual(
            layout(at: 0).attributes(in: .infinite).map { ($0.frame.minX - 100) / page }, [0, 1, 2, 3, 4])
        // Past the end (slot 54 is the last): 50…54.
        XCTAssertEqual(
            layout(at: 1e6).attributes(in: .infinite).map { ($0.frame.minX - 100) / page },
            [50, 51, 52, 53, 54])
        XCTAssertEqual(
            layout(at: -1e6).attributes(in: .infinite).map { ($0.frame.minX - 100) / page }, [0, 1, 2, 3, 4])
    }

    func testCenterCarouselWrap_ShortRingShowsEachItemOnce() {
        // Two items (ring 380) in a 400-point viewport centred on slot 25 (item 1): slots 25 and
        // 26 are live, so slot 24 (item 0, partly in the viewport's left) is not drawn.
        let layout = layout(at: 25 * page, counts: [2])
        let visible = layout.attributes(in: Rect(x: 25 * page, y: 0, width: 400, height: 300))
        XCTAssertEqual(visible.map(\.path.item), [1, 0])
        XCTAssertEqual(visible.map(\.frame.minX), [100 + 25 * page, 100 + 26 * page])
    }

    func testCenterCarouselWrap_ContentOffsetCentresTheLiveCopy() {
        // At slot 25 (item 0): item 4 in slot 24, item 2 in 27, item 3 in 23.
        let layout = layout(at: 25 * page)
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(4)), Point(x: 24 * page, y: 0))
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(2)), Point(x: 27 * page, y: 0))
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(3)), Point(x: 23 * page, y: 0))
        XCTAssertEqual(layout.contentOffset(centering: CarouselFixtures.item(0)), Point(x: 25 * page, y: 0))
        // A path that names no item has no offset, as without wrap-around.
        XCTAssertNil(layout.contentOffset(centering: CarouselFixtures.item(99)))
    }

    // MARK: - Rule 12: snapping on the long line

    private func target(from offset: Double, proposed: Double, velocity: Double, counts: [Int] = [5])
        -> Double
    {
        layout(at: offset, counts: counts).targetContentOffset(
            proposed: Point(x: proposed, y: 3), velocity: Point(x: velocity, y: 0)
        ).x
    }

    func testCenterCarouselWrap_FlickForwardFromTheLastGoesToTheFirst() {
        XCTAssertEqual(target(from: 4 * page, proposed: 4 * page + 10, velocity: 1), 5 * page)
        XCTAssertEqual(layout(at: 5 * page).centeredItem, CarouselFixtures.item(0))
        // From the middle copy's last item (slot 29) to the next copy's first (slot 30).
        XCTAssertEqual(target(from: 29 * page, proposed: 29 * page + 1, velocity: 0.2), 30 * page)
    }

    func testCenterCarouselWrap_FlickBackFromTheFirstGoesToTheLast() {
        XCTAssertEqual(target(from: 25 * page, proposed: 25 * page - 10, velocity: -1), 24 * page)
        XCTAssertEqual(layout(at: 24 * page).centeredItem, CarouselFixtures.item(4))
    }

    func testCenterCarouselWrap_ZeroVelocityRestsOnTheNearestAcrossTheSeam() {
        XCTAssertEqual(target(from: 4 * page, proposed: 4.6 * page, velocity: 0), 5 * page)
        XCTAssertEqual(target(from: 25 * page, proposed: 24.4 * page, velocity: 0), 24 * page)
        // A long flick lands on the first slot at or past the proposal, copies away.
        XCTAssertEqual(target(from: 25 * page, proposed: 37.2 * page, velocity: 5), 38 * page)
    }

    func testCenterCarouselWrap_SnappingStopsOnlyAtTheEndsOfTheLine() {
        XCTAssertEqual(target(from: 54 * page, proposed: 54 * page + 50, velocity: 2), 54 * page)
        XCTAssertEqual(target(from: 0, proposed: -50, velocity: -2), 0)
        XCTAssertEqual(target(from: 0, proposed: 1e9, velocity: 0), 54 * page)
    }

    // MARK: - Bad input

    func testCenterCarouselWrap_NoItemsBehaveAsWithoutWrapAround() {
        let empty = layout(at: 300, counts: [0])
        XCTAssertEqual(empty.contentSize, .zero)
        XCTAssertEqual(empty.attributes(in: .infinite), [])
        XCTAssertNil(empty.centeredItem)
        XCTAssertNil(empty.attributes(at: CarouselFixtures.item(0)))
        XCTAssertNil(empty.contentOffset(centering: CarouselFixtures.item(0)))
        XCTAssertEqual(
            empty.targetContentOffset(proposed: Point(x: 300, y: 0), velocity: Point(x: 1, y: 0)), .zero)
        XCTAssertEqual(empty.recenteredContentOffset(for: Point(x: 300, y: 7)), Point(x: 300, y: 7))
        XCTAssertEqual(layout(at: 0, counts: []).contentSize, .zero)
    }

    func testCenterCarouselWrap_OneItemIsDrawnOnceOnTheNearestSlot() throws {
        // 37 copies of a ring of one (see above); the live slot is the one nearest the centre.
        let layout = layout(at: 12.4 * page, counts: [1])
        let all = layout.attributes(in: .infinite)
        XCTAssertEqual(all.map(\.path), [CarouselFixtures.item(0)])
        XCTAssertEqual(try XCTUnwrap(all.first).frame.minX, 100 + 12 * page, accuracy: 1e-9)
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 12.4 * page, y: 0, width: 400, height: 300)).map(\.path),
            [CarouselFixtures.item(0)])
        // Past half-way the item jumps to the next slot.
        let jumped = self.layout(at: 12.6 * page, counts: [1])
        XCTAssertEqual(
            try XCTUnwrap(jumped.attributes(at: CarouselFixtures.item(0))).frame.minX, 100 + 13 * page)
        // A flick goes on to the next slot, the same item; recentring lands in copy 18.
        XCTAssertEqual(target(from: 12 * page, proposed: 12 * page + 5, velocity: 1, counts: [1]), 13 * page)
        XCTAssertEqual(
            layout.recenteredContentOffset(for: Point(x: 3 * page, y: 0)).x, 18 * page, accuracy: 1e-9)
        XCTAssertEqual(layout.centeredItem, CarouselFixtures.item(0))
    }

    func testCenterCarouselWrap_ARingTooLongToRepeatIsLaidOutOnce() {
        // Int.max items cannot be repeated in an Int of slots: one copy, no recentring.
        let layout = layout(at: 1e12, counts: [Int.max, 5])
        XCTAssertEqual(layout.attributes(in: Rect(x: 1e12, y: 0, width: 400, height: 300)).count, 3)
        XCTAssertEqual(
            layout.contentSize,
            CarouselFixtures.prepared(
                CarouselFixtures.scaleLayout(), counts: [Int.max, 5]
            ).contentSize)
        XCTAssertEqual(layout.recenteredContentOffset(for: Point(x: 1e12, y: 0)), Point(x: 1e12, y: 0))
    }

    func testCenterCarouselWrap_AHugeRatioOfViewportToRingCapsTheCopies() {
        // One item on a page of 1 point in the largest viewport: 8 · 10⁶ copies per side would
        // be millions: capped at 2²⁰, so 2²¹ + 1 copies.
        let viewport = Size(width: LayoutContext.maximumLength, height: 300)
        let tiny = CenterCarouselLayout(
            itemSize: Size(width: 0.5, height: 0.5), spacingMode: .fixed(spacing: 0), wrapsAround: true)
        let layout = CarouselFixtures.prepared(tiny, counts: [1], offset: 0, viewport: viewport)
        XCTAssertEqual(layout.contentSize.width, LayoutContext.maximumLength + Double(1 << 21))
        XCTAssertEqual(layout.attributes(in: .infinite).count, 1)
    }

    func testCenterCarouselWrap_AViewportBeyondTheMaximumLengthReadsAsIt() {
        let huge = CarouselFixtures.prepared(
            Self.wrapping(CarouselFixtures.scaleLayout()), offset: 0, viewport: Size(width: 1e12, height: 300)
        )
        let largest = CarouselFixtures.prepared(
            Self.wrapping(CarouselFixtures.scaleLayout()), offset: 0,
            viewport: Size(width: LayoutContext.maximumLength, height: 300))
        XCTAssertEqual(huge.contentSize, largest.contentSize)
        XCTAssertEqual(huge.attributes(in: .infinite).count, 5)
    }
}
