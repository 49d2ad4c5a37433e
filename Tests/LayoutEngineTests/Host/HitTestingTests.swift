import LayoutEngine
import XCTest

/// `HitTesting`: what a pointer touches among a frame's elements, with no host.
final class HitTestingTests: XCTestCase {
    private func element(_ item: Int, _ frame: Rect, zIndex: Int = 0, alpha: Double = 1) -> HostedElement {
        HostedElement(
            id: .cell(ItemPath(item: item, section: 0)),
            attributes: LayoutAttributes(
                path: ItemPath(item: item, section: 0), frame: frame, alpha: alpha, zIndex: zIndex))
    }

    func testHitTesting_TheTopmostDrawnElementAtAViewportPoint() {
        let square = Rect(x: 100, y: 1_000, width: 50, height: 50)
        let origin = Point(x: 0, y: 980)
        // Viewport (120, 40) is content (120, 1020), inside the square.
        let point = Point(x: 120, y: 40)
        let below = element(0, square)
        let above = element(1, square)
        XCTAssertEqual(
            HitTesting.element(at: point, among: [below, above], viewportOrigin: origin), above.id,
            "equal zIndex: the view stacked last is on top")
        XCTAssertEqual(
            HitTesting.element(
                at: point, among: [element(2, square, zIndex: 1), above], viewportOrigin: origin),
            .cell(ItemPath(item: 2, section: 0)), "the higher zIndex is on top")
        XCTAssertEqual(
            HitTesting.element(
                at: point, among: [below, element(3, square, alpha: 0)], viewportOrigin: origin),
            below.id, "a transparent view lets the touch through")
        XCTAssertNil(HitTesting.element(at: Point(x: 120, y: 100), among: [below], viewportOrigin: origin))
    }
}
