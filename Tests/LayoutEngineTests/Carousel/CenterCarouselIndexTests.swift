import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The index suite: `attributes(in:)` (a slot range computed from the rect, then a filter on
/// visual bounds) equals a brute-force filter over every item's visual bounds, at many offsets;
/// and the incremental suite: a scroll equals a fresh `prepare`.
final class CenterCarouselIndexTests: XCTestCase {
    /// Carousels that stress the query: both axes, both modes, shifts, overlapping items, points.
    private static let cases: [(name: String, layout: CenterCarouselLayout, counts: [Int], viewport: Size)] =
        [
            ("scale fixed", CarouselFixtures.scaleLayout(), [40], CarouselFixtures.viewport),
            ("scale shift", CarouselFixtures.scaleLayout(shift: -60), [40], CarouselFixtures.viewport),
            ("rotation", CarouselFixtures.rotationLayout(shift: 25), [40], CarouselFixtures.viewport),
            (
                "rotation edge-on vertical", CarouselFixtures.rotationLayout(axis: .vertical, angle: .pi / 2),
                [40], Size(width: 300, height: 500)
            ),
            (
                "overlap vertical",
                CenterCarouselLayout(
                    itemSize: Size(width: 180, height: 260), scrollDirection: .vertical,
                    spacingMode: .overlap(visibleOffset: 40),
                    animationMode: .scale(sideItemScale: 0.5, sideItemAlpha: 0.2, sideItemShift: 30)),
                [30], Size(width: 320, height: 600)
            ),
            (
                "overlapping items",
                CenterCarouselLayout(
                    itemSize: Size(width: 300, height: 200), spacingMode: .fixed(spacing: -200),
                    animationMode: .rotation(sideItemAngle: 1.2, sideItemAlpha: 0.3, sideItemShift: 0)),
                [50], Size(width: 375, height: 260)
            ),
            (
                "sections",
                CenterCarouselLayout(
                    itemSize: Size(width: 120, height: 90), spacingMode: .fixed(spacing: 8),
                    animationMode: .rotation(sideItemAngle: 0.6, sideItemAlpha: 0.5, sideItemShift: 12)),
                [3, 0, 7, 1, 20], Size(width: 390, height: 200)
            ),
            (
                "points", CenterCarouselLayout(itemSize: Size(width: 0, height: 0)), [25],
                CarouselFixtures.viewport
            ),
            (
                "long items", CenterCarouselLayout(itemSize: Size(width: 900, height: 700)), [12],
                CarouselFixtures.viewport
            ),
        ]

    /// Offsets along the axis: before the start, on items, between them and past the end.
    private func offsets(for layout: CenterCarouselLayout, counts: [Int], viewport: Size) -> [Double] {
        let prepared = CarouselFixtures.prepared(layout, counts: counts, viewport: viewport)
        let axis = layout.configuration.scrollDirection
        let end = prepared.contentSize.length(along: axis) - viewport.length(along: axis)
        let steps = TestCampaign.count(24, quick: 8)
        let spread: [Double] = (0..<steps).map { -0.1 * end + 1.2 * end * Double($0) / Double(steps - 1) }
        let onItems: [Double] = [1, 2, 7].compactMap { (item: Int) -> Double? in
            prepared.contentOffset(centering: CarouselFixtures.item(item))?.value(along: axis)
        }
        return spread + [0, end] + onItems
    }

    func testCenterCarouselIndex_QueriesMatchBruteForceAtManyOffsets() {
        for (index, testCase) in Self.cases.enumerated() {
            let offsets = offsets(for: testCase.layout, counts: testCase.counts, viewport: testCase.viewport)
            for (step, offset) in offsets.enumerated() {
                let layout = CarouselFixtures.prepared(
                    testCase.layout, counts: testCase.counts, offset: offset, viewport: testCase.viewport)
                LayoutConformance.checkIndex(
                    layout, itemCounts: testCase.counts, seed: UInt64(1000 * index + step), queries: 60)
            }
        }
    }

    func testCenterCarouselIndex_RightToLeftQueriesMatchBruteForce() {
        for offset in stride(from: -100.0, through: 3000, by: 137) {
            let layout = CarouselFixtures.prepared(
                CarouselFixtures.rotationLayout(shift: 20), counts: [16], offset: offset,
                direction: .rightToLeft)
            LayoutConformance.checkIndex(layout, itemCounts: [16], seed: UInt64(offset + 100), queries: 80)
        }
    }

    /// An oracle independent of the whole-content query: every item's `attributes(at:)`,
    /// filtered by visual bounds, as a textbook carousel answers a rect query.
    func testCenterCarouselIndex_QueriesMatchEveryItemFiltered() {
        var generator = SeededGenerator(seed: 77)
        for testCase in Self.cases {
            for _ in 0..<12 {
                let probe = CarouselFixtures.prepared(
                    testCase.layout, counts: testCase.counts, viewport: testCase.viewport)
                let axis = testCase.layout.configuration.scrollDirection
                let offset = generator.double(in: -200...(probe.contentSize.length(along: axis) + 200))
                let layout = CarouselFixtures.prepared(
                    testCase.layout, counts: testCase.counts, offset: offset, viewport: testCase.viewport)
                var every: [LayoutAttributes] = []
                for (section, count) in testCase.counts.enumerated() {
                    for item in 0..<count {
                        if let attributes = layout.attributes(at: ItemPath(item: item, section: section)) {
                            every.append(attributes)
                        }
                    }
                }
                for _ in 0..<40 {
                    let rect = generator.queryRect(in: layout.contentSize)
                    let expected = every.filter { $0.visualBounds.intersects(rect) }
                    if let difference = firstDifference(layout.attributes(in: rect), expected) {
                        XCTFail("seed 77, \(testCase.name), offset \(offset), rect \(rect): \(difference)")
                        return
                    }
                }
            }
        }
    }

    func testCenterCarouselIndex_EdgeCaseRects() {
        let layout = CarouselFixtures.prepared(CarouselFixtures.rotationLayout(), counts: [10], offset: 300)
        XCTAssertEqual(layout.attributes(in: .null), [])
        XCTAssertEqual(layout.attributes(in: Rect(x: .nan, y: 0, width: 10, height: 10)), [])
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 0, y: 1000, width: 3000, height: 50)), [], "below the line")
        XCTAssertEqual(layout.attributes(in: .infinite).count, 10)
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 1e300, y: 0, width: 1e300, height: 300)), [], "far past the end")
        // A zero-size rect inside item 2 (frame 520…720) finds only it.
        XCTAssertEqual(
            layout.attributes(in: Rect(x: 610, y: 150, width: 0, height: 0)).map(\.path),
            [CarouselFixtures.item(2)]
        )
    }

    func testCenterCarouselIndex_HugeCountsAnswerOnlyTheVisibleItems() {
        let layout = CarouselFixtures.prepared(
            CarouselFixtures.scaleLayout(), counts: [Int.max, 5], offset: 1e12)
        let visible = layout.attributes(in: Rect(x: 1e12, y: 0, width: 400, height: 300))
        XCTAssertEqual(visible.count, 3)
        XCTAssert(layout.contentSize.width.isFinite)
    }

    func testCenterCarouselIncremental_ScrollEqualsFreshPrepare() {
        for (index, testCase) in Self.cases.enumerated() {
            var scrolled = CarouselFixtures.prepared(
                testCase.layout, counts: testCase.counts, viewport: testCase.viewport)
            for offset in [55.5, 410, 1234.5, -20] {
                let context = CarouselFixtures.context(
                    testCase.layout, counts: testCase.counts, offset: offset, viewport: testCase.viewport)
                scrolled.prepare(context)
                var fresh = testCase.layout
                fresh.prepare(context)
                assertSameElements(
                    scrolled.attributes(in: .infinite), fresh.attributes(in: .infinite),
                    "case \(index) \(testCase.name), offset \(offset)")
                XCTAssertEqual(scrolled.contentSize, fresh.contentSize)
                XCTAssertEqual(scrolled.centeredItem, fresh.centeredItem)
            }
        }
    }

    func testCenterCarouselIncremental_ResizeAndNewCountsEqualFreshPrepare() {
        var layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout(), counts: [5], offset: 190)
        let steps: [(counts: [Int], viewport: Size)] = [
            ([9], CarouselFixtures.viewport), ([9], Size(width: 600, height: 250)),
            ([2, 3], Size(width: 600, height: 250)),
            ([], Size(width: 600, height: 250)), ([4], Size(width: 300, height: 300)),
        ]
        for step in steps {
            let context = CarouselFixtures.context(
                CarouselFixtures.scaleLayout(), counts: step.counts, offset: 190, viewport: step.viewport)
            layout.prepare(context)
            var fresh = CarouselFixtures.scaleLayout()
            fresh.prepare(context)
            assertSameElements(
                layout.attributes(in: .infinite), fresh.attributes(in: .infinite),
                "\(step.counts) \(step.viewport)")
            XCTAssertEqual(layout.contentSize, fresh.contentSize)
        }
    }

    func testCenterCarouselIncremental_ConfigurationChangeTakesEffectAtPrepare() {
        var layout = CarouselFixtures.prepared(CarouselFixtures.scaleLayout())
        layout.configuration.spacingMode = .fixed(spacing: 50)
        XCTAssertEqual(layout.attributes(at: CarouselFixtures.item(1))?.frame.minX, 290, "not before prepare")
        layout.prepare(CarouselFixtures.context(layout))
        XCTAssertEqual(layout.attributes(at: CarouselFixtures.item(1))?.frame.minX, 330)
    }
}
