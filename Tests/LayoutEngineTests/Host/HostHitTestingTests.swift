import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// `element(at:)`: the topmost element drawn at a point, through transforms, skipping hidden
/// and transparent elements.
final class HostHitTestingTests: XCTestCase {
    private func cell(_ item: Int) -> ElementID { .cell(ItemPath(item: item, section: 0)) }

    func testHitTest_FindsTheCellUnderAViewportPoint() {
        var host = squaresHost(headers: false)
        host.contentOffset.y = 1_000
        _ = host.advance(to: 0)
        // Viewport (50, 150) is content (50, 1150): line 10, first column.
        XCTAssertEqual(host.element(at: Point(x: 50, y: 150)), cell(30))
        XCTAssertEqual(host.element(at: Point(x: 150, y: 150)), cell(31))
        XCTAssertNil(host.element(at: Point(x: 105, y: 150)), "the spacing between cells")
        XCTAssertNil(host.element(at: Point(x: .nan, y: 150)))
    }

    func testHitTest_EdgesFollowCGRectContains() {
        let host = fixedHost([
            LayoutAttributes(
                path: ItemPath(item: 0, section: 0), frame: Rect(x: 10, y: 10, width: 50, height: 50))
        ])
        XCTAssertEqual(host.element(at: Point(x: 10, y: 10)), cell(0), "minimum edges included")
        XCTAssertNil(host.element(at: Point(x: 60, y: 30)), "maximum edges excluded")
    }

    func testHitTest_TheHigherZIndexWinsThenTheLaterElement() {
        let below = LayoutAttributes(
            path: ItemPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100), zIndex: 5)
        let above = LayoutAttributes(
            path: ItemPath(item: 1, section: 0), frame: Rect(x: 50, y: 50, width: 100, height: 100), zIndex: 1
        )
        let third = LayoutAttributes(
            path: ItemPath(item: 2, section: 0), frame: Rect(x: 50, y: 50, width: 100, height: 100), zIndex: 1
        )
        let host = fixedHost([below, above, third])
        XCTAssertEqual(host.element(at: Point(x: 75, y: 75)), cell(0), "zIndex 5 over 1")
        XCTAssertEqual(host.element(at: Point(x: 120, y: 120)), cell(2), "equal zIndex: the later one")
    }

    func testHitTest_APinnedHeaderIsAboveTheCells() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.configuration.metrics = .all(
            FlowLayout.SectionMetrics(headerReferenceSize: Size(width: 0, height: 40)))
        layout.configuration.sectionHeadersPinToVisibleBounds = true
        var host = CollectionHost(
            layout: layout, viewportSize: Size(width: 320, height: 600), itemCounts: [60])
        host.contentOffset.y = 500
        _ = host.advance(to: 0)
        XCTAssertEqual(
            host.element(at: Point(x: 50, y: 20)),
            ElementID(kind: .sectionHeader, path: ItemPath(item: 0, section: 0)))
    }

    func testHitTest_GoesThroughTheTransform() {
        // A 100-point square turned by 45° about its centre (100, 100): a diamond reaching
        // 70.7 points from the centre along the axes.
        let turned = LayoutAttributes(
            path: ItemPath(item: 0, section: 0), frame: Rect(x: 50, y: 50, width: 100, height: 100),
            transform3D: Transform3D(Transform(rotationAngle: .pi / 4)))
        let host = fixedHost([turned])
        XCTAssertNil(host.element(at: Point(x: 55, y: 55)), "a corner of the frame, outside the diamond")
        XCTAssertEqual(host.element(at: Point(x: 100, y: 165)), cell(0), "the diamond's tip, below the frame")
        XCTAssertEqual(host.element(at: Point(x: 100, y: 100)), cell(0))
    }

    func testHitTest_ScaledCarouselItemsAreHitWhereTheyAreDrawn() {
        var host = CollectionHost(
            layout: CenterCarouselLayout(itemSize: Size(width: 200, height: 300)),
            viewportSize: Size(width: 400, height: 300), itemCounts: [10])
        let frame = host.advance(to: 0)
        guard let side = frame.visible.first(where: { $0.id == cell(1) })?.attributes else {
            return XCTFail("no side item")
        }
        let drawn = side.visualBounds
        XCTAssertLessThan(drawn.height, side.frame.height, "drawn smaller")
        let inFrameOnly = Point(x: side.frame.midX - host.contentOffset.x, y: side.frame.minY + 2)
        XCTAssertNotEqual(host.element(at: inFrameOnly), cell(1))
        XCTAssertEqual(host.element(at: Point(x: drawn.midX - host.contentOffset.x, y: drawn.midY)), cell(1))
    }

    func testHitTest_SkipsHiddenAndTransparentElements() {
        let base = LayoutAttributes(
            path: ItemPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let clear = LayoutAttributes(
            path: ItemPath(item: 1, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100),
            alpha: 0.009, zIndex: 3)
        let hidden = LayoutAttributes(
            path: ItemPath(item: 2, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100), zIndex: 4,
            isHidden: true)
        let faint = LayoutAttributes(
            path: ItemPath(item: 3, section: 0), frame: Rect(x: 50, y: 50, width: 100, height: 100),
            alpha: 0.01, zIndex: 2)
        let host = fixedHost([base, clear, hidden, faint])
        XCTAssertEqual(host.element(at: Point(x: 20, y: 20)), cell(0))
        XCTAssertEqual(host.element(at: Point(x: 75, y: 75)), cell(3), "alpha 0.01 still hits")
    }

    func testHitTest_AMovingElementIsHitWhereItIsDrawn() throws {
        var host = try gridMovingItem5To1(at: 0)
        _ = host.advance(to: 0.15)  // half way between (220, 110) and (110, 0): at (165, 55)
        // Where only the moving item is drawn (items 2, 3 and 5 move past it too).
        XCTAssertEqual(host.element(at: Point(x: 240, y: 105)), cell(1))
        XCTAssertNotEqual(host.element(at: Point(x: 240, y: 160)), cell(1), "not where it ends")
    }
}
