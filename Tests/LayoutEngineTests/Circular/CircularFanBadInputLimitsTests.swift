import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Degenerate and huge configurations: queries stay O(visible), output stays finite.
final class CircularFanBadInputLimitsTests: XCTestCase {
    private let viewport = Size(width: 390, height: 844)

    private func prepared(_ layout: CircularFanLayout, counts: [Int], x: Double = 0) -> CircularFanLayout {
        var layout = layout
        layout.prepare(
            LayoutContext(bounds: Rect(origin: Point(x: x, y: 0), size: viewport), itemCounts: counts))
        return layout
    }

    func testCircularFan_DegenerateWidthOverAMillionItems_AnswersAViewportQueryWithABoundedCount() {
        // Once every item stood upright at the top: a viewport query returned all of them.
        let bound = Int((2 * Double.pi / CircularFanLayout.minimumAnglePerItem).rounded(.up))
        for width in [0, -10, Double.nan] {
            let layout = prepared(
                CircularFanLayout(itemSize: Size(width: width, height: 120), radius: 400), counts: [1_000_000]
            )
            let visible = layout.attributes(in: Rect(origin: .zero, size: viewport))
            XCTAssertFalse(visible.isEmpty, "width \(width)")
            XCTAssertLessThanOrEqual(visible.count, bound, "width \(width)")
            XCTAssertLessThanOrEqual(layout.attributes(in: .infinite).count, bound, "width \(width)")
        }
    }

    func testCircularFan_TinyAnglePerItem_IsReadAsTheMinimum() {
        let layout = CircularFanLayout(
            itemSize: Size(width: 80, height: 120), radius: 400, anglePerItem: 1e-300)
        XCTAssertEqual(layout.configuration.resolvedAnglePerItem, CircularFanLayout.minimumAnglePerItem)
        XCTAssertThrowsError(try layout.configuration.validate())
    }

    func testCircularFan_HugeItemWidth_KeepsContentAndSnappingFinite() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 1e308, height: 120), radius: 400), counts: [2])
        XCTAssertEqual(layout.contentSize.width, 2 * LayoutContext.maximumLength)
        let target = layout.targetContentOffset(proposed: Point(x: 5e5, y: 0), velocity: Point(x: 3, y: 0))
        XCTAssertTrue(target.x.isFinite && target.y.isFinite)
        let centering = layout.contentOffset(centering: ItemPath(item: 1, section: 0))
        XCTAssertEqual(centering?.x.isFinite, true)
        XCTAssertThrowsError(try layout.configuration.validate())
    }

    func testCircularFan_SubnormalItemHeight_KeepsAFiniteAnchorAndIsFound() {
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 80, height: .leastNonzeroMagnitude), radius: 400),
            counts: [3])
        let top = layout.attributes(at: ItemPath(item: 0, section: 0))
        XCTAssertEqual(top?.anchorPoint.y.isFinite, true)
        let all = layout.attributes(in: .infinite)
        XCTAssertEqual(all.count, 3)
        let rect = Rect(origin: .zero, size: viewport)
        XCTAssertEqual(
            layout.attributes(in: rect).map(ElementKey.init),
            LayoutConformance.baseline(layout, itemCounts: [3])?.attributes(in: rect).map(ElementKey.init))
        XCTAssertTrue(layout.attributes(in: rect).contains { $0.path.item == 0 })
    }

    func testCircularFan_AHundredMillionItems_ShowItemsMidScroll() {
        // Exact up to 2⁵³ items (the documented bound of the Double positions).
        let layout = prepared(
            CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 400), counts: [100_000_000],
            x: 4e9)
        XCTAssertFalse(layout.attributes(in: Rect(x: 4e9, y: 0, width: 390, height: 844)).isEmpty)
    }

    func testCircularFan_HugeFiniteInputs_KeepEveryAngleFinite() {
        // A huge angle per item, or an offset far past a tiny maximum offset, took item angles
        // past the largest Double: angle(at:) answered -inf.
        let cases: [(CircularFanLayout, Rect)] = [
            (
                CircularFanLayout(itemSize: Size(width: 40, height: 100), radius: 500, anglePerItem: 1e300),
                Rect(x: 300, y: 0, width: 390, height: 844)
            ),
            (
                CircularFanLayout(itemSize: Size(width: 1e-300, height: 100), radius: 500),
                Rect(x: 1e300, y: 0, width: 1e-300, height: 844)
            ),
            (
                CircularFanLayout(
                    itemSize: Size(width: 1e300, height: 1e300), radius: 1e300, anglePerItem: 1e300),
                Rect(x: -.greatestFiniteMagnitude, y: 0, width: 390, height: 844)
            ),
        ]
        for (index, (fan, bounds)) in cases.enumerated() {
            var fan = fan
            fan.prepare(LayoutContext(bounds: bounds, itemCounts: [Int.max / 2, 7]))
            for path in [
                ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0),
                ItemPath(item: Int.max / 2 - 1, section: 0),
                ItemPath(item: 6, section: 1),
            ] {
                let angle = fan.angle(at: path)
                XCTAssertNotNil(angle, "case \(index) \(path)")
                XCTAssertTrue(angle?.isFinite == true, "case \(index) \(path): \(String(describing: angle))")
            }
            XCTAssertTrue(
                fan.attributes(in: Rect(origin: .zero, size: bounds.size)).allSatisfy { $0.frame.isFinite })
        }
    }
}
