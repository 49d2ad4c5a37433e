import LayoutEngine
import XCTest

/// A sideways-scrolling band dragged past its edges rubber-bands as the content does (the
/// formula of ``RubberBand``, constant 0.55: "UIScrollView uses 0.55" in the reimplementations
/// it cites) and springs back to its edge on release; the layout keeps its offset inside its
/// range, the host moves the band's cells on by the overshoot.
final class HostBandBounceTests: XCTestCase {
    /// The reference row of ``CompositionalOrthogonalTests`` (groups of 150 every 160 after a
    /// 20-point inset, offsets 0…1255; `items` of them, bouncing by `bounce`) above a short
    /// list, in a 375 × 600 viewport.
    private func host(
        items: Int = 10, bounce: OrthogonalScrollingProperties.Bounce = .automatic
    ) -> CollectionHost<CompositionalLayout> {
        var row = CompositionalOrthogonalTests.row(.continuous)
        row.orthogonalScrollingProperties.bounce = bounce
        var host = CollectionHost(
            layout: rowAboveList(row),
            viewportSize: Size(width: 375, height: 600),
            itemCounts: [items, 3])
        _ = host.advance(to: 0)
        return host
    }

    /// The rubber band's distance for a finger `x` points past the edge in a 375-point
    /// viewport, written out: `(1 − 1 / (x · 0.55 / 375 + 1)) · 375`.
    private func banded(_ x: Double) -> Double {
        (1 - 1 / (x * 0.55 / 375 + 1)) * 375
    }

    /// The first cell's left edge in a frame at `time`.
    private func firstCellX(_ host: inout CollectionHost<CompositionalLayout>, at time: Double) -> Double? {
        host.advance(to: time).visible.first { $0.id == .cell(ItemPath(item: 0, section: 0)) }?.attributes
            .frame.minX
    }

    /// A finger down at (`x`, 50) at time 1, then moving along the band to each of `moves`,
    /// `interval` seconds apart.
    private func touch(
        _ host: inout CollectionHost<CompositionalLayout>, at x: Double, moves: [Double],
        interval: Double = 0.016
    ) {
        host.touchBegan(at: Point(x: x, y: 50), time: 1)
        for (index, moved) in moves.enumerated() {
            host.touchMoved(to: Point(x: moved, y: 50), time: 1 + interval * Double(index + 1))
        }
    }

    /// A finger down at (100, 50) moving right by `distance` in two moves, 16 ms apart.
    private func pullRight(_ host: inout CollectionHost<CompositionalLayout>, by distance: Double) {
        touch(&host, at: 100, moves: [100 + distance / 2, 100 + distance])
    }

    func testADragPastTheLeadingEdge_MovesTheBandLessThanTheFinger() throws {
        var host = host()
        pullRight(&host, by: 100)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 0, "the layout stays at its edge")
        let x = try XCTUnwrap(firstCellX(&host, at: 1.04))
        XCTAssertEqual(x, 20 + banded(100), accuracy: 1e-9)
        XCTAssertLessThan(x - 20, 100, "less than the finger")
        XCTAssertGreaterThan(x - 20, 0.4 * 100)
        XCTAssertEqual(host.contentOffset, .zero, "the content does not move")
    }

    func testADragPastTheTrailingEdge_MovesTheBandLessThanTheFinger() throws {
        var host = host()
        host.layout.setOrthogonalOffset(1255, forSection: 0)
        touch(&host, at: 300, moves: [250, 200])
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 1255)
        let last = host.advance(to: 1.04).visible.first { $0.id == .cell(ItemPath(item: 9, section: 0)) }
        // At the edge the last card ends 20 points before the window's end (375 − 20).
        XCTAssertEqual(try XCTUnwrap(last).attributes.frame.maxX, 355 - banded(100), accuracy: 1e-9)
    }

    func testRelease_SpringsBackToTheEdge() throws {
        var host = host()
        pullRight(&host, by: 100)
        // The finger rests before it lifts: the band springs back from where it is shown.
        host.touchMoved(to: Point(x: 200, y: 50), time: 1.3)
        host.touchEnded(at: Point(x: 200, y: 50), time: 1.5)
        XCTAssertTrue(host.isDeceleratingBand)
        let midway = try XCTUnwrap(firstCellX(&host, at: 1.55))
        XCTAssertLessThan(midway, 20 + banded(100))
        XCTAssertGreaterThan(midway, 20)
        XCTAssertEqual(firstCellX(&host, at: 5), 20, "back at the edge")
        XCTAssertFalse(host.isDeceleratingBand)
        XCTAssertEqual(host.layout.orthogonalOffset(forSection: 0), 0)
    }

    func testAFlickTowardTheEdge_BouncesThereAndRestsAtIt() throws {
        var host = host()
        host.layout.setOrthogonalOffset(60, forSection: 0)
        touch(&host, at: 100, moves: [130, 160], interval: 0.008)
        host.touchEnded(at: Point(x: 160, y: 50), time: 1.016)
        var furthest = -Double.infinity
        var time = 1.016
        while time < 3 {
            time += 1.0 / 60
            furthest = max(furthest, try XCTUnwrap(firstCellX(&host, at: time)))
        }
        XCTAssertGreaterThan(furthest, 20 + 1, "past the edge")
        XCTAssertEqual(firstCellX(&host, at: 6), 20, "then at rest at it")
        XCTAssertFalse(host.isDeceleratingBand)
    }

    func testACatchPastTheEdge_ResumesWhereTheBandIsShown() throws {
        var host = host()
        pullRight(&host, by: 100)
        host.touchEnded(at: Point(x: 200, y: 50), time: 1.04)
        let shown = try XCTUnwrap(firstCellX(&host, at: 1.1))
        host.touchBegan(at: Point(x: 200, y: 50), time: 1.1)
        host.touchMoved(to: Point(x: 201, y: 50), time: 1.116)
        host.touchMoved(to: Point(x: 200, y: 50), time: 1.132)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.14)), shown, accuracy: 1e-6)
    }

    func testNoBounce_WhenTheHostDoesNotBounce() throws {
        var host = host()
        host.bounces = false
        pullRight(&host, by: 100)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.04)), 20)
        host.touchEnded(at: Point(x: 200, y: 50), time: 1.04)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.1)), 20)
    }

    func testNoBounce_WhenTheBandHasNothingToScroll() throws {
        // Two cards (20 + 150 + 10 + 150 + 20 = 350 points) fit the 375-point window: UIKit's
        // `.automatic` bounce does not bounce them.
        var host = host(items: 2)
        XCTAssertEqual(host.layout.orthogonalOffsetRange(forSection: 0), 0...0)
        pullRight(&host, by: 100)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.04)), 20)
    }

    func testNoBounce_WhenTheSectionSaysNever() throws {
        var host = host(bounce: .never)
        XCTAssertFalse(host.layout.orthogonalSectionBounces(0))
        pullRight(&host, by: 100)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.04)), 20)
    }

    func testBounce_WhenTheSectionSaysAlways_EvenWithNothingToScroll() throws {
        var host = host(items: 2, bounce: .always)
        XCTAssertEqual(host.layout.orthogonalOffsetRange(forSection: 0), 0...0)
        pullRight(&host, by: 100)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 1.04)), 20 + banded(100), accuracy: 1e-9)
        host.touchEnded(at: Point(x: 200, y: 50), time: 1.04)
        XCTAssertEqual(try XCTUnwrap(firstCellX(&host, at: 3)), 20, accuracy: 0.5, "springs back")
    }
}
