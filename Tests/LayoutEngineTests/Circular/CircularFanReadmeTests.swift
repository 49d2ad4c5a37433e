import LayoutEngine
import XCTest

/// The README's CircularFanLayout snippet, run verbatim, so that its numbers stay true.
final class CircularFanReadmeTests: XCTestCase {
    func testCircularFanReadme_SnippetsAreRunVerbatimHere() throws {
        try ReadmeSnippets.assertVerbatim(section: "### CircularFanLayout")
    }

    func testCircularFanReadme_ExampleOffsets() throws {
        var fan = CircularFanLayout(itemSize: Size(width: 120, height: 160), radius: 600)
        fan.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [40]))
        let visible = fan.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let rest = fan.targetContentOffset(proposed: Point(x: 913, y: 0), velocity: Point(x: 0.8, y: 0))
        // rest: (9 / 39 · 4410, 0) ≈ (1017.7, 0), item 9 upright: the proposal turns item 8.07 to the
        // top, rounded to item 8, then one further for the forward flick
        let top = fan.contentOffset(centering: ItemPath(item: 9, section: 0))  // the same offset

        XCTAssertFalse(visible.isEmpty)
        XCTAssert(visible.contains { $0.path == ItemPath(item: 0, section: 0) })
        XCTAssertEqual(rest.x, 9.0 / 39 * 4410, accuracy: 1e-9)
        XCTAssertEqual(rest.x, 1017.7, accuracy: 0.05)
        XCTAssertEqual(rest.y, 0)
        XCTAssertEqual(try XCTUnwrap(top).x, rest.x, accuracy: 1e-9)
    }
}
