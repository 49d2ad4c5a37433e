import XCTest

@testable import LayoutEngine

/// `invalidate()`: the next `prepare` recomputes everything; until then queries answer as before.
final class CenterCarouselInvalidateTests: XCTestCase {
    private let context = CarouselFixtures.context(
        CarouselFixtures.scaleLayout(), counts: [3, 4], offset: 250)

    func testCenterCarousel_Invalidate_NextPrepareRedoesTheNumbering() {
        var layout = CarouselFixtures.scaleLayout()
        layout.prepare(context)
        layout.invalidate()
        XCTAssertNil(layout.state.itemCounts, "the numbering is marked stale")
        layout.prepare(context)
        XCTAssertEqual(layout.state.itemCounts, [3, 4])
        XCTAssertEqual(layout.state.sectionStarts, [0, 3, 7])
    }

    func testCenterCarousel_Invalidate_ThenPrepareEqualsAFreshPrepare() {
        var layout = CarouselFixtures.scaleLayout()
        layout.prepare(context)
        layout.invalidate()
        layout.prepare(context)
        var fresh = CarouselFixtures.scaleLayout()
        fresh.prepare(context)
        XCTAssertEqual(layout.attributes(in: .infinite), fresh.attributes(in: .infinite))
        XCTAssertEqual(layout.contentSize, fresh.contentSize)
    }

    func testCenterCarousel_Invalidate_KeepsAnsweringUntilTheNextPrepare() {
        var layout = CarouselFixtures.scaleLayout()
        layout.prepare(context)
        let before = layout.attributes(in: .infinite)
        layout.invalidate()
        XCTAssertEqual(layout.attributes(in: .infinite), before)
    }
}
