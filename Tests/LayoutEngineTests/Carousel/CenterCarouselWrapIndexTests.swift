import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Rules 11 and 13 under load: wrap-around queries against brute force at many offsets, and
/// recentring (same picture, bounded offsets).
final class CenterCarouselWrapIndexTests: XCTestCase {
    private static func wrapping(_ layout: CenterCarouselLayout) -> CenterCarouselLayout {
        CenterCarouselWrapAroundTests.wrapping(layout)
    }

    /// Wrap-around carousels: long and short rings (shorter than the viewport), both axes,
    /// sections, right to left, overlapping items.
    private static let cases:
        [(
            name: String, layout: CenterCarouselLayout, counts: [Int], viewport: Size,
            direction: LayoutDirection
        )] = [
            (
                "scale", wrapping(CarouselFixtures.scaleLayout(shift: 20)), [5], CarouselFixtures.viewport,
                .leftToRight
            ),
            (
                "long ring", wrapping(CarouselFixtures.rotationLayout()), [30], CarouselFixtures.viewport,
                .leftToRight
            ),
            (
                "ring of one", wrapping(CarouselFixtures.scaleLayout()), [1], CarouselFixtures.viewport,
                .leftToRight
            ),
            (
                "ring of two, wide viewport", wrapping(CarouselFixtures.rotationLayout(shift: 15)), [2],
                Size(width: 1200, height: 300), .leftToRight
            ),
            (
                "vertical sections",
                wrapping(CarouselFixtures.rotationLayout(axis: .vertical, angle: .pi / 2)),
                [2, 0, 3], Size(width: 300, height: 900), .leftToRight
            ),
            (
                "right to left", wrapping(CarouselFixtures.rotationLayout(shift: -30)), [4],
                CarouselFixtures.viewport,
                .rightToLeft
            ),
            (
                "overlapping items",
                wrapping(
                    CenterCarouselLayout(
                        itemSize: Size(width: 300, height: 200), spacingMode: .fixed(spacing: -200),
                        animationMode: .rotation(sideItemAngle: 1.2, sideItemAlpha: 0.3, sideItemShift: 0))),
                [6], Size(width: 375, height: 260), .leftToRight
            ),
        ]

    private func prepared(
        _ testCase: (
            name: String, layout: CenterCarouselLayout, counts: [Int], viewport: Size,
            direction: LayoutDirection
        ),
        offset: Double
    ) -> CenterCarouselLayout {
        CarouselFixtures.prepared(
            testCase.layout, counts: testCase.counts, offset: offset, viewport: testCase.viewport,
            direction: testCase.direction)
    }

    /// The scroll range along the axis (0 to content minus viewport).
    private func scrollRange(_ layout: CenterCarouselLayout, viewport: Size) -> Double {
        let axis = layout.configuration.scrollDirection
        return layout.contentSize.length(along: axis) - viewport.length(along: axis)
    }

    func testCenterCarouselWrapIndex_QueriesMatchBruteForceAtManyOffsets() {
        for (index, testCase) in Self.cases.enumerated() {
            let end = scrollRange(prepared(testCase, offset: 0), viewport: testCase.viewport)
            let offsets = (0..<30).map { -0.05 * end + 1.1 * end * Double($0) / 29 } + [0, end]
            for (step, offset) in offsets.enumerated() {
                LayoutConformance.checkIndex(
                    prepared(testCase, offset: offset), itemCounts: testCase.counts,
                    seed: UInt64(5000 + 100 * index + step), queries: 60)
            }
        }
    }

    /// An oracle that knows nothing of the query: rule 11 written out — for each item, the
    /// copy in the window around the centred slot — then every item's attributes filtered by
    /// visual bounds. Also checks that each path is drawn in the slot the rule names.
    func testCenterCarouselWrapIndex_QueriesMatchTheLiveCopyRuleFiltered() throws {
        var generator = SeededGenerator(seed: 91)
        for testCase in Self.cases {
            let axis = testCase.layout.configuration.scrollDirection
            let count = testCase.counts.reduce(0, +)
            let probe = prepared(testCase, offset: 0)
            let end = scrollRange(probe, viewport: testCase.viewport)
            // The page: a flick forward proposing a point past slot 0 rests on slot 1.
            let page = probe.targetContentOffset(
                proposed: Point(along: axis, main: 1, cross: 0), velocity: Point(x: 1, y: 1)
            ).value(along: axis)
            let slotCount = Int((end / page).rounded()) + 1
            for _ in 0..<15 {
                let offset = generator.double(in: -100...(end + 100))
                let layout = prepared(testCase, offset: offset)
                let centred = Swift.min(
                    Swift.max(0, Int((offset / page + 0.5).rounded(.down))), slotCount - 1)
                let start = Swift.min(Swift.max(0, centred - (count - 1) / 2), slotCount - count)
                var every: [LayoutAttributes] = []
                for (section, sectionCount) in testCase.counts.enumerated() {
                    for item in 0..<sectionCount {
                        let path = ItemPath(item: item, section: section)
                        let attributes = try XCTUnwrap(layout.attributes(at: path))
                        let offset = try XCTUnwrap(layout.contentOffset(centering: path))
                        let slot = Int((offset.value(along: axis) / page).rounded())
                        XCTAssert(
                            (start..<(start + count)).contains(slot),
                            "seed 91, \(testCase.name), offset \(offset): \(path) in slot \(slot)")
                        every.append(attributes)
                    }
                }
                for _ in 0..<40 {
                    let rect = generator.queryRect(in: layout.contentSize)
                    let expected = every.filter { $0.visualBounds.intersects(rect) }
                    if let difference = firstDifference(layout.attributes(in: rect), expected) {
                        XCTFail("seed 91, \(testCase.name), offset \(offset), rect \(rect): \(difference)")
                        return
                    }
                }
            }
        }
    }

    func testCenterCarouselWrapConformance_HoldsAcrossContexts() {
        for testCase in Self.cases {
            for offset in [0.0, 777, -50, 1e7, .nan] {
                let origin = Point(
                    along: testCase.layout.configuration.scrollDirection, main: offset, cross: 0)
                LayoutConformance.checkConformance(
                    testCase.layout,
                    context: LayoutContext(
                        bounds: Rect(origin: origin, size: testCase.viewport), itemCounts: testCase.counts,
                        layoutDirection: testCase.direction))
            }
        }
        LayoutConformance.checkConformance(
            Self.wrapping(CenterCarouselLayout(itemSize: Size(width: -5, height: .nan))),
            context: LayoutContext(viewportSize: Size(width: 390, height: 300), itemCounts: [6]))
        LayoutConformance.checkConformance(
            Self.wrapping(CarouselFixtures.scaleLayout()),
            context: LayoutContext(viewportSize: .zero, itemCounts: [3]))
    }

    func testCenterCarouselWrapIncremental_ScrollEqualsFreshPrepare() {
        for testCase in Self.cases {
            var scrolled = prepared(testCase, offset: 0)
            for offset in [55.5, 2410, 1234.5, 99_999, -20] {
                let fresh = prepared(testCase, offset: offset)
                let origin = Point(
                    along: testCase.layout.configuration.scrollDirection, main: offset, cross: 0)
                scrolled.prepare(
                    LayoutContext(
                        bounds: Rect(origin: origin, size: testCase.viewport), itemCounts: testCase.counts,
                        layoutDirection: testCase.direction))
                assertSameElements(
                    scrolled.attributes(in: .infinite), fresh.attributes(in: .infinite),
                    "\(testCase.name) \(offset)")
                XCTAssertEqual(scrolled.centeredItem, fresh.centeredItem)
            }
        }
    }

    // MARK: - Rule 13: recentring

    /// At an offset and at its recentred offset, the viewport shows the same paths with the
    /// same effects, every frame moved by the same whole number of rings.
    func testCenterCarouselWrapRecentring_KeepsThePicture() throws {
        var generator = SeededGenerator(seed: 13)
        for testCase in Self.cases {
            let axis = testCase.layout.configuration.scrollDirection
            let probe = prepared(testCase, offset: 0)
            let end = scrollRange(probe, viewport: testCase.viewport)
            // The page: a flick forward proposing a point past slot 0 rests on slot 1.
            let page = probe.targetContentOffset(
                proposed: Point(along: axis, main: 1, cross: 0), velocity: Point(x: 1, y: 1)
            ).value(along: axis)
            let ring = Double(testCase.counts.reduce(0, +)) * page
            // Offsets at least a ring from both ends, where the window is never clamped; snapped
            // ones and ones between items (kept away from half-way, where the centred slot turns).
            var offsets: [Double] = []
            for _ in 0..<20 {
                let slot = generator.int(in: Int(ring / page)...Int((end - ring) / page))
                offsets.append(Double(slot) * page)
                offsets.append((Double(slot) + generator.double(in: -0.4...0.4)) * page)
            }
            for offset in offsets {
                let recentred = probe.recenteredContentOffset(
                    for: Point(along: axis, main: offset, cross: 0))
                let before = prepared(testCase, offset: offset)
                let after = prepared(testCase, offset: recentred.value(along: axis))
                let shift = recentred.value(along: axis) - offset
                let rings = (shift / ring).rounded()
                XCTAssertEqual(shift, rings * ring, accuracy: 1e-6, "\(testCase.name), offset \(offset)")
                XCTAssertEqual(before.centeredItem, after.centeredItem, "\(testCase.name), offset \(offset)")
                let viewport = Rect(
                    along: axis, main: offset, cross: 0, mainLength: testCase.viewport.length(along: axis),
                    crossLength: testCase.viewport.length(along: axis.cross))
                let seen = before.attributes(in: viewport)
                let seenAfter = after.attributes(
                    in: viewport.offsetBy(
                        dx: axis == .horizontal ? shift : 0, dy: axis == .vertical ? shift : 0))
                XCTAssertEqual(seen.map(\.path), seenAfter.map(\.path), "\(testCase.name), offset \(offset)")
                // Each item once in both (so that the pairs below cover every item), in path order.
                let itemCount = testCase.counts.reduce(0, +)
                let elements = before.attributes(in: .infinite).sorted { ElementKey($0) < ElementKey($1) }
                let elementsAfter = after.attributes(in: .infinite).sorted { ElementKey($0) < ElementKey($1) }
                XCTAssertEqual(elements.count, itemCount, "\(testCase.name), offset \(offset)")
                XCTAssertEqual(elementsAfter.count, itemCount, "\(testCase.name), offset \(offset)")
                for (one, other) in zip(elements, elementsAfter) {
                    XCTAssertEqual(one.path, other.path)
                    let message = "\(testCase.name), offset \(offset), \(one.path)"
                    XCTAssertEqual(
                        other.frame.min(along: axis) - one.frame.min(along: axis), shift, accuracy: 1e-6,
                        message)
                    XCTAssertEqual(
                        other.frame.min(along: axis.cross), one.frame.min(along: axis.cross), accuracy: 1e-9,
                        message)
                    XCTAssertEqual(other.alpha, one.alpha, accuracy: 1e-9, message)
                    XCTAssertEqual(other.zIndex, one.zIndex, message)
                    XCTAssertEqual(other.transform3D.m11, one.transform3D.m11, accuracy: 1e-9, message)
                    XCTAssertEqual(other.transform3D.m13, one.transform3D.m13, accuracy: 1e-9, message)
                    XCTAssertEqual(other.transform3D.m33, one.transform3D.m33, accuracy: 1e-9, message)
                }
            }
        }
    }

    func testCenterCarouselWrapRecentring_LandsInTheMiddleCopy() {
        // The fixture (see CenterCarouselWrapAroundTests): ring 950, middle copy 4750…5700.
        let layout = CarouselFixtures.prepared(Self.wrapping(CarouselFixtures.scaleLayout()))
        let cases: [(Double, Double)] = [
            (0, 4750), (190, 4940), (950, 4750), (1045, 4845), (5700, 4750), (10_260, 5510),
            (-190, 5510), (-1e6, 4750 + (-1e6).truncatingRemainder(dividingBy: 950) + 950),
            (1e12, 4750 + 1e12.truncatingRemainder(dividingBy: 950)),
        ]
        for (offset, expected) in cases {
            let recentred = layout.recenteredContentOffset(for: Point(x: offset, y: 12))
            XCTAssertEqual(recentred.x, expected, accuracy: 1e-6, "offset \(offset)")
            XCTAssertEqual(recentred.y, 12, "the cross coordinate is kept")
            XCTAssert(recentred.x >= 4750 && recentred.x < 5700, "offset \(offset) → \(recentred.x)")
        }
    }

    func testCenterCarouselWrapRecentring_VerticalMovesY() {
        let layout = CarouselFixtures.prepared(
            Self.wrapping(CarouselFixtures.rotationLayout(axis: .vertical)), counts: [3],
            viewport: Size(width: 300, height: 500))
        // Page 110, ring 330; travel 8 · 500 / 330 ≈ 12.1 → 1 + 13 = 14 per side: middle copy 14.
        XCTAssertEqual(
            layout.recenteredContentOffset(for: Point(x: 4, y: 110)), Point(x: 4, y: 14 * 330 + 110))
        XCTAssertEqual(layout.contentSize.height, 500 + (29 * 3 - 1) * 110)
    }

    func testCenterCarouselWrapRecentring_BadInputIsReturnedAsGiven() {
        let wrapping = CarouselFixtures.prepared(Self.wrapping(CarouselFixtures.scaleLayout()))
        for offset in [Point(x: .nan, y: 3), Point(x: .infinity, y: 0), Point(x: -.infinity, y: 1)] {
            let recentred = wrapping.recenteredContentOffset(for: offset)
            XCTAssert(
                recentred.x.isNaN && offset.x.isNaN || recentred == offset, "\(offset) → \(recentred)")
        }
        let plain = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), offset: 380)
        XCTAssertEqual(plain.recenteredContentOffset(for: Point(x: 380, y: 0)), Point(x: 380, y: 0))
        XCTAssertEqual(plain.recenteredContentOffset(for: Point(x: 5000, y: 2)), Point(x: 5000, y: 2))
    }

    /// The host's protocol (rule 13) over a thousand flicks each way: every flick moves one item
    /// round the ring, and every offset stays inside the content.
    func testCenterCarouselWrapRecentring_OffsetsStayBoundedOverAThousandFlicks() {
        let base = Self.wrapping(CarouselFixtures.scaleLayout())
        for (direction, step) in [(1.0, 1), (-1.0, 4)] {
            var layout = CarouselFixtures.prepared(base)
            var offset = layout.recenteredContentOffset(for: .zero).x
            let maximum = layout.contentSize.width - CarouselFixtures.viewport.width
            var expectedItem = 0
            for flick in 0..<1000 {
                layout.prepare(CarouselFixtures.context(base, offset: offset))
                XCTAssertEqual(layout.centeredItem?.item, expectedItem, "flick \(flick)")
                let rest = layout.targetContentOffset(
                    proposed: Point(x: offset + direction * 60, y: 0), velocity: Point(x: direction, y: 0)
                ).x
                layout.prepare(CarouselFixtures.context(base, offset: rest))
                offset = layout.recenteredContentOffset(for: Point(x: rest, y: 0)).x
                XCTAssert(offset >= 0 && offset <= maximum && rest >= 0 && rest <= maximum, "flick \(flick)")
                XCTAssert(offset >= 4750 && offset < 5700, "flick \(flick): \(offset)")
                expectedItem = (expectedItem + step) % 5
            }
        }
    }
}
