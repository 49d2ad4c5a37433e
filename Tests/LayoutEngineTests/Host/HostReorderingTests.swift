import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Interactive reordering: the dragged item follows the pointer above the others, takes the
/// place the pointer is over, the others make room, the view scrolls near an edge, and the
/// end commits a move while cancel puts everything back.
final class HostReorderingTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// The viewport point at the centre of the cell at `item`'s place (3 squares to a line).
    private func centre(of item: Int, offset: Double = 0) -> Point {
        Point(x: Double(item % 3) * 110 + 50, y: Double(item / 3) * 110 + 50 - offset)
    }

    func testReorder_BeginsOnACellOnly() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertFalse(host.beginInteractiveMovement(at: Point(x: 105, y: 50)), "between cells")
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        XCTAssertTrue(host.isMovingItem)
        XCTAssertFalse(host.beginInteractiveMovement(at: centre(of: 4)), "one at a time")
    }

    func testReorder_TheItemFollowsThePointerAboveTheOthers() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: Point(x: 20, y: 130)))  // item 3, 20 points in
        host.updateInteractiveMovement(to: Point(x: 60, y: 180), time: 0.1)
        let frame = host.advance(to: 0.1)
        guard let moving = frame.visible.first(where: { $0.id == .cell(path(3)) })?.attributes else {
            return XCTFail("the moving item is not shown")
        }
        XCTAssertEqual(moving.frame.origin, Point(x: 40, y: 160), "held where it was grabbed")
        XCTAssertGreaterThan(
            moving.zIndex,
            frame.visible.filter { $0.id != .cell(path(3)) }.map(\.attributes.zIndex).max() ?? 0)
        XCTAssertTrue(frame.isAnimating)
    }

    func testReorder_DraggingItem3OntoItem12sPlaceMovesIt() {
        var host = squaresHost(itemCounts: [30], headers: false)
        var renderer = HostRenderer<Int>()
        var model = Array(0..<30)
        renderer.apply(host.advance(to: 0), "start", content: { model[$0.path.item] })
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        var time = 0.0
        for step in 1...10 {
            time += 0.05
            let a = centre(of: 3)
            let b = centre(of: 12)
            let t = Double(step) / 10
            host.updateInteractiveMovement(
                to: Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), time: time)
            renderer.apply(host.advance(to: time), "step \(step)", content: { _ in -1 })
        }
        let update = host.endInteractiveMovement()
        XCTAssertEqual(update, .moveItem(from: path(3), to: path(12)))
        XCTAssertFalse(host.isMovingItem)
        model.insert(model.remove(at: 3), at: 12)
        renderer.apply(host.advance(to: time), "released", content: { model[$0.path.item] })
        let settled = host.advance(to: time + 0.3)
        renderer.apply(settled, "settled", content: { model[$0.path.item] })
        for (id, shown) in renderer.views {
            XCTAssertEqual(shown, model[id.path.item], "the view at \(id) shows the model's item")
        }
        XCTAssertEqual(
            settled.visible.first { $0.id == .cell(path(12)) }?.attributes,
            host.layout.attributes(at: path(12)))
        XCTAssertFalse(settled.isAnimating)
    }

    func testReorder_TheOthersAnimateToMakeRoom() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: centre(of: 4), time: 0)  // item 4 moves back to 3's place
        let start = host.advance(to: 0)
        XCTAssertEqual(
            start.visible.first { $0.id == .cell(path(3)) }?.attributes.frame.origin, Point(x: 110, y: 110))
        let middle = host.advance(to: 0.15)
        XCTAssertEqual(
            middle.visible.first { $0.id == .cell(path(3)) }?.attributes.frame.origin, Point(x: 55, y: 110))
        XCTAssertEqual(
            host.advance(to: 0.3).visible.first { $0.id == .cell(path(3)) }?.attributes.frame.origin,
            Point(x: 0, y: 110))
    }

    func testReorder_CancelPutsEverythingBack() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        let before = host.layout.attributes(in: .infinite).sorted { $0.path < $1.path }
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: centre(of: 10), time: 0.1)
        _ = host.advance(to: 0.1)
        host.cancelInteractiveMovement()
        XCTAssertFalse(host.isMovingItem)
        XCTAssertNil(host.endInteractiveMovement())
        _ = host.advance(to: 0.1)
        let frame = host.advance(to: 1)
        XCTAssertEqual(host.layout.attributes(in: .infinite).sorted { $0.path < $1.path }, before)
        XCTAssertEqual(
            frame.visible.first { $0.id == .cell(path(3)) }?.attributes, host.layout.attributes(at: path(3)))
        XCTAssertFalse(frame.isAnimating)
    }

    func testReorder_EndingWhereItStartedReturnsNoUpdate() {
        var host = squaresHost(itemCounts: [30], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: Point(x: 60, y: 170), time: 0.1)
        XCTAssertNil(host.endInteractiveMovement())
    }

    func testReorder_ScrollsNearAnEdge() {
        var host = squaresHost(itemCounts: [300], headers: false)
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 3)))
        host.updateInteractiveMovement(to: Point(x: 50, y: 580), time: 0)  // 20 points from the bottom
        _ = host.advance(to: 0)
        XCTAssertEqual(host.advance(to: 1).contentOffset.y, 300, accuracy: 1e-9, "300 points a second")
        host.updateInteractiveMovement(to: Point(x: 50, y: 300), time: 1)
        XCTAssertEqual(host.advance(to: 2).contentOffset.y, 300, accuracy: 1e-9, "away from the edges: still")
        guard case .moveItem(let from, let to)? = host.endInteractiveMovement() else {
            return XCTFail("no move")
        }
        XCTAssertEqual(from, path(3))
        XCTAssertGreaterThan(to.item, 3 + 6, "carried down with the scroll")
    }

    func testReorder_MovingTheFirstVisibleItemDoesNotScroll() {
        var host = squaresHost(itemCounts: [300], headers: false)
        host.contentOffset.y = 1_100  // line 10 at the top
        _ = host.advance(to: 0)
        XCTAssertTrue(host.beginInteractiveMovement(at: Point(x: 50, y: 50)))  // item 30
        host.updateInteractiveMovement(to: Point(x: 50, y: 270), time: 0.1)  // item 36's place
        XCTAssertEqual(host.advance(to: 0.1).contentOffset.y, 1_100)
    }

    func testReorder_AcrossSections() {
        var host = squaresHost(itemCounts: [4, 6], headers: false)
        _ = host.advance(to: 0)
        // Section 0: lines 0–1 (items 0–2, 3); section 1 from y = 220.
        XCTAssertTrue(host.beginInteractiveMovement(at: centre(of: 1)))
        host.updateInteractiveMovement(to: Point(x: 160, y: 270), time: 0.1)  // section 1, item 1
        _ = host.advance(to: 0.1)
        XCTAssertEqual(host.itemCounts, [3, 7])
        XCTAssertEqual(host.endInteractiveMovement(), .moveItem(from: path(1, 0), to: path(1, 1)))
    }

    func testReorder_WaterfallCompositionalAndCarouselReorderToo() {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
        let grid = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item]))
        var compositional = CollectionHost(
            layout: CompositionalLayout(section: grid), viewportSize: Size(width: 320, height: 600),
            itemCounts: [20])
        _ = compositional.advance(to: 0)
        guard let start = compositional.layout.attributes(at: path(1))?.frame,
            let end = compositional.layout.attributes(at: path(6))?.frame
        else { return XCTFail("no items") }
        XCTAssertTrue(compositional.beginInteractiveMovement(at: start.center))
        compositional.updateInteractiveMovement(to: end.center, time: 0.1)
        XCTAssertEqual(compositional.endInteractiveMovement(), .moveItem(from: path(1), to: path(6)))

        var waterfall = CollectionHost(
            layout: WaterfallLayout(configuration: WaterfallLayout.Configuration(columnCount: 2)),
            viewportSize: Size(width: 320, height: 600), itemCounts: [20])
        _ = waterfall.advance(to: 0)
        guard let first = waterfall.layout.attributes(at: path(0))?.frame,
            let fourth = waterfall.layout.attributes(at: path(4))?.frame
        else { return XCTFail("no items") }
        XCTAssertTrue(waterfall.beginInteractiveMovement(at: first.center))
        waterfall.updateInteractiveMovement(to: fourth.center, time: 0.1)
        XCTAssertEqual(waterfall.endInteractiveMovement(), .moveItem(from: path(0), to: path(4)))

        var carousel = CollectionHost(
            layout: CenterCarouselLayout(itemSize: Size(width: 100, height: 200)),
            viewportSize: Size(width: 400, height: 200), itemCounts: [10])
        _ = carousel.advance(to: 0)
        guard let centred = carousel.layout.attributes(at: path(0))?.frame,
            let next = carousel.layout.attributes(at: path(1))?.frame
        else { return XCTFail("no items") }
        XCTAssertTrue(
            carousel.beginInteractiveMovement(
                at: Point(x: centred.midX - carousel.contentOffset.x, y: centred.midY)))
        carousel.updateInteractiveMovement(
            to: Point(x: next.midX - carousel.contentOffset.x, y: next.midY), time: 0.1)
        XCTAssertEqual(carousel.endInteractiveMovement(), .moveItem(from: path(0), to: path(1)))
    }
}
