import LayoutEngine
import XCTest

/// `FocusFinder`: where the focus moves in a layout, as a function of the layout and its
/// context, with no host.
final class FocusFinderTests: XCTestCase {
    private func item(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    /// Rows of three 100-point squares, 10 apart, in a 320 × 600 viewport at `offsetY`.
    private func grid(count: Int = 30, offsetY: Double = 0) -> (FlowLayout, LayoutContext) {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        var context = LayoutContext(viewportSize: Size(width: 320, height: 600), itemCounts: [count])
        context.bounds.origin.y = offsetY
        layout.prepare(context)
        return (layout, context)
    }

    func testFocusFinder_ArrowsMoveToTheNeighbourAUserSeesThatWay() {
        let (layout, context) = grid()
        // Item 4 is the middle of the second row: 3 4 5 between 0 1 2 and 6 7 8.
        XCTAssertEqual(FocusFinder.target(moving: .up, from: item(4), in: layout, context: context), item(1))
        XCTAssertEqual(
            FocusFinder.target(moving: .down, from: item(4), in: layout, context: context), item(7))
        XCTAssertEqual(
            FocusFinder.target(moving: .left, from: item(4), in: layout, context: context), item(3))
        XCTAssertEqual(
            FocusFinder.target(moving: .right, from: item(4), in: layout, context: context), item(5))
        XCTAssertEqual(
            FocusFinder.target(moving: .left, from: item(3), in: layout, context: context), item(3),
            "nothing to the left: the focus stays")
    }

    func testFocusFinder_WithoutAFocusTheFirstItemOnScreenAndTheEnds() {
        // Scrolled to y 550: row 5 (items 15–17) is the first drawn.
        let (layout, context) = grid(offsetY: 550)
        XCTAssertEqual(FocusFinder.target(moving: .down, from: nil, in: layout, context: context), item(15))
        XCTAssertEqual(
            FocusFinder.target(moving: .home, from: item(20), in: layout, context: context), item(0))
        XCTAssertEqual(FocusFinder.target(moving: .end, from: nil, in: layout, context: context), item(29))
    }

    func testFocusFinder_PageDownMovesAboutAScreenful() {
        let (layout, context) = grid()
        // From item 1 (centre y 50), one 600-point screen on is y 650: row 5 (y 550–650) or
        // row 6 (y 660–760); the nearest centre to (160, 650) is item 16's (160, 600).
        XCTAssertEqual(
            FocusFinder.target(moving: .pageDown, from: item(1), in: layout, context: context), item(16))
    }
}
