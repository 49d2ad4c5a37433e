import XCTest

@testable import LayoutEngine

/// `FrameBuilder`: the areas a frame shows and prefetches, and the ends it reports reached,
/// checked on the builder itself.
final class FrameBuilderTests: XCTestCase {
    private let viewport = Rect(x: 0, y: 1_000, width: 320, height: 600)

    func testFrameBuilder_PrefetchesAheadOnlyInTheDirectionOfScrolling() {
        var builder = FrameBuilder(prefetchDistance: 600)
        builder.overscan = 50
        builder.lastFrameOffset = Point(x: 0, y: 900)
        let grown = builder.grown(viewport)
        XCTAssertEqual(grown, Rect(x: -50, y: 950, width: 420, height: 700))
        // Scrolling down: the band below the grown viewport, 600 points deep.
        XCTAssertEqual(
            builder.prefetchRect(beyond: grown, offset: viewport.origin),
            Rect(x: -50, y: 950, width: 420, height: 1_300))
        // Scrolling up: above it.
        builder.lastFrameOffset = Point(x: 0, y: 1_100)
        XCTAssertEqual(
            builder.prefetchRect(beyond: grown, offset: viewport.origin),
            Rect(x: -50, y: 350, width: 420, height: 1_300))
        builder.lastFrameOffset = viewport.origin
        XCTAssertNil(builder.prefetchRect(beyond: grown, offset: viewport.origin), "at rest: nothing ahead")
        builder.lastFrameOffset = .zero
        builder.prefetchDistance = -.infinity
        XCTAssertNil(
            builder.prefetchRect(beyond: grown, offset: viewport.origin), "bad distance: prefetching off")
        builder.overscan = .nan
        XCTAssertEqual(builder.grown(viewport), viewport, "bad overscan reads as 0")
    }

    func testFrameBuilder_ReportsAnEndOnceUntilTheViewportLeavesIt() {
        var builder = FrameBuilder(prefetchDistance: 0)
        let range = 0.0...10_000
        // One 600-point viewport from the end by default.
        XCTAssertEqual(builder.reachedEnds(at: 5_000, in: range, viewportLength: 600).end, false)
        XCTAssertEqual(builder.reachedEnds(at: 9_500, in: range, viewportLength: 600).end, true)
        XCTAssertEqual(builder.reachedEnds(at: 9_900, in: range, viewportLength: 600).end, false, "once")
        XCTAssertEqual(builder.reachedEnds(at: 8_000, in: range, viewportLength: 600).end, false)
        XCTAssertEqual(builder.reachedEnds(at: 9_800, in: range, viewportLength: 600).end, true, "again")
        builder.nearEdgeDistance = 100
        XCTAssertEqual(builder.reachedEnds(at: 300, in: range, viewportLength: 600).start, false)
        XCTAssertEqual(builder.reachedEnds(at: 50, in: range, viewportLength: 600).start, true)
    }
}
