import LayoutEngine
import XCTest

/// The README's CenterCarouselLayout snippets, run verbatim, so that their numbers stay true.
final class CenterCarouselReadmeTests: XCTestCase {
    func testCenterCarouselReadme_SnippetsAreRunVerbatimHere() throws {
        try ReadmeSnippets.assertVerbatim(section: "### CenterCarouselLayout")
    }

    func testCenterCarouselReadme_ExampleOffsets() {
        var carousel = CenterCarouselLayout(
            itemSize: Size(width: 280, height: 180), spacingMode: .fixed(spacing: 12),
            animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.6, sideItemShift: 0))
        carousel.prepare(LayoutContext(viewportSize: Size(width: 390, height: 240), itemCounts: [20]))
        let start = carousel.contentOffset(centering: ItemPath(item: 5, section: 0))  // (5 · 292, 0)
        let rest = carousel.targetContentOffset(proposed: Point(x: 1500, y: 0), velocity: Point(x: 2, y: 0))
        // start: page 292 (no scale in rotation mode, so the spacing is 12). rest: (6 · 292, 0):
        // the proposal is 5.14 pages along, and a forward flick rests on the first item past it, item 6

        XCTAssertEqual(start, Point(x: 5 * 292, y: 0))
        XCTAssertEqual(rest, Point(x: 6 * 292, y: 0))
    }

    /// The wrap-around snippet never prepares at `home`: snapping must not depend on the
    /// prepared offset.
    func testCenterCarouselReadme_WrapAroundOffsets() {
        var ring = CenterCarouselLayout(
            itemSize: Size(width: 280, height: 180), spacingMode: .fixed(spacing: 12),
            animationMode: .rotation(sideItemAngle: .pi / 4, sideItemAlpha: 0.6, sideItemShift: 0),
            wrapsAround: true)
        ring.prepare(LayoutContext(viewportSize: Size(width: 390, height: 240), itemCounts: [20]))
        let home = ring.recenteredContentOffset(for: .zero)  // (2 · 5840, 0): item 0 in copy 2 of 5
        // …the user flicks back from item 0 to item 19, the copy before; when scrolling stops:
        let rest = ring.targetContentOffset(
            proposed: Point(x: home.x - 100, y: 0), velocity: Point(x: -1, y: 0))
        // rest: (2 · 5840 − 292, 0), item 19 in copy 1
        let recentred = ring.recenteredContentOffset(for: rest)  // (2 · 5840 + 19 · 292, 0): same picture

        XCTAssertEqual(home, Point(x: 2 * 5840, y: 0))
        XCTAssertEqual(ring.contentSize.width, 390 + Double(5 * 20 - 1) * 292)
        XCTAssertEqual(rest, Point(x: 2 * 5840 - 292, y: 0))
        XCTAssertEqual(recentred, Point(x: 2 * 5840 + 19 * 292, y: 0))
        XCTAssertEqual(recentred.x, 17_228)
        var shown = ring
        shown.prepare(
            LayoutContext(
                bounds: Rect(origin: recentred, size: Size(width: 390, height: 240)), itemCounts: [20]))
        XCTAssertEqual(shown.centeredItem, ItemPath(item: 19, section: 0))
    }
}
