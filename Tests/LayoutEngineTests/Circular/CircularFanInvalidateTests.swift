import XCTest

@testable import LayoutEngine

/// `invalidate()`: the next `prepare` recomputes everything; until then queries answer as before.
final class CircularFanInvalidateTests: XCTestCase {
    private let context = LayoutContext(
        bounds: Rect(x: 120, y: 0, width: 300, height: 400), itemCounts: [3, 4])

    private func fan() -> CircularFanLayout {
        CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200)
    }

    func testCircularFan_Invalidate_NextPrepareRecountsTheSections() {
        var layout = fan()
        layout.prepare(context)
        layout.invalidate()
        XCTAssertNil(layout.wheel.itemCounts, "the section table is marked stale")
        layout.prepare(context)
        XCTAssertEqual(layout.wheel.itemCounts, [3, 4])
        XCTAssertEqual(layout.wheel.sectionStarts, [0, 3, 7])
    }

    func testCircularFan_Invalidate_ThenPrepareEqualsAFreshPrepare() {
        var layout = fan()
        layout.prepare(context)
        layout.invalidate()
        layout.prepare(context)
        var fresh = fan()
        fresh.prepare(context)
        XCTAssertEqual(layout, fresh)
        XCTAssertEqual(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
    }

    func testCircularFan_Invalidate_KeepsAnsweringUntilTheNextPrepare() {
        var layout = fan()
        layout.prepare(context)
        let before = layout.attributes(in: .infinite)
        layout.invalidate()
        XCTAssertEqual(layout.attributes(in: .infinite), before)
    }

    func testCircularFan_Configuration_IsWhatTheConvenienceInitialiserSets() {
        let layout = CircularFanLayout(itemSize: Size(width: 100, height: 50), radius: 200, anglePerItem: 0.2)
        XCTAssertEqual(
            layout.configuration,
            CircularFanLayout.Configuration(
                itemSize: Size(width: 100, height: 50), radius: 200, anglePerItem: 0.2))
        XCTAssertEqual(CircularFanLayout(configuration: layout.configuration), layout)
    }
}
