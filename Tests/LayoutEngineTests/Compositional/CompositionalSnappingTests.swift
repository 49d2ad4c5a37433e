import LayoutEngine
import XCTest

/// Where a flick of an orthogonal section comes to rest, per behaviour, on the reference row of
/// ``CompositionalOrthogonalTests`` (groups 160 apart, window 375, offsets 0…1255).
final class CompositionalSnappingTests: XCTestCase {
    private func target(
        _ layout: CompositionalLayout, _ proposed: Double, _ velocity: Double
    ) -> Double {
        layout.targetOrthogonalOffset(proposed: proposed, velocity: velocity, forSection: 0)
    }

    private func layout(_ behavior: OrthogonalScrollingBehavior, at offset: Double? = nil)
        -> CompositionalLayout
    {
        var layout = CompositionalOrthogonalTests.layout(behavior)
        if let offset { layout.setOrthogonalOffset(offset, forSection: 0) }
        return layout
    }

    func testSnapping_NoneGivesZero() {
        XCTAssertEqual(layout(.none).targetOrthogonalOffset(proposed: 300, velocity: 2, forSection: 0), 0)
        XCTAssertEqual(
            layout(.continuous).targetOrthogonalOffset(proposed: 300, velocity: 2, forSection: 1), 0)
    }

    func testSnapping_ContinuousKeepsTheProposalInsideTheRange() {
        let layout = layout(.continuous)
        XCTAssertEqual(target(layout, 400, 0), 400)
        XCTAssertEqual(target(layout, 400, 5), 400)
        XCTAssertEqual(target(layout, -10, -3), 0)
        XCTAssertEqual(target(layout, 2000, 3), 1255)
        XCTAssertEqual(target(layout, .nan, 3), 0, "a NaN proposal reads as the current offset")
    }

    func testSnapping_ContinuousGroupLeadingBoundary() {
        let layout = layout(.continuousGroupLeadingBoundary)
        XCTAssertEqual(target(layout, 390, 0), 320, "nearest boundary at rest")
        XCTAssertEqual(target(layout, 410, 0), 480)
        XCTAssertEqual(target(layout, 330, 2), 480, "next boundary forward")
        XCTAssertEqual(target(layout, 470, -2), 320, "next boundary backward")
        XCTAssertEqual(target(layout, 900, .infinity), 960, "a bad velocity reads as 0")
        XCTAssertEqual(target(layout, 1250, 2), 1255, "the end")
        XCTAssertEqual(target(layout, -5, -2), 0, "the start")
    }

    func testSnapping_PagingMovesOnePageFromTheCurrentOffset() {
        XCTAssertEqual(target(layout(.paging), 900, 2), 375)
        XCTAssertEqual(target(layout(.paging), 200, 0), 375)
        XCTAssertEqual(target(layout(.paging), 1000, 0), 375, "at most one page at rest")
        XCTAssertEqual(target(layout(.paging), -100, -2), 0, "the start")
        XCTAssertEqual(target(layout(.paging, at: 750), 800, 0), 750)
        XCTAssertEqual(target(layout(.paging, at: 750), 300, -1), 375)
        XCTAssertEqual(target(layout(.paging, at: 1255), 1300, 2), 1255, "the end")
        XCTAssertEqual(target(layout(.paging, at: 1255), 1000, -2), 750)
    }

    func testSnapping_GroupPagingMovesOneGroup() {
        XCTAssertEqual(target(layout(.groupPaging, at: 320), 600, 1), 480)
        XCTAssertEqual(target(layout(.groupPaging, at: 320), 100, -1), 160)
        XCTAssertEqual(target(layout(.groupPaging, at: 320), 330, 0), 320)
        XCTAssertEqual(target(layout(.groupPaging, at: 320), 700, 0), 480, "at most one group at rest")
        XCTAssertEqual(target(layout(.groupPaging), -50, -1), 0, "the start")
        XCTAssertEqual(target(layout(.groupPaging, at: 1255), 1300, 1), 1255, "the end")
        XCTAssertEqual(target(layout(.groupPaging, at: 1255), 1200, -1), 1120)
    }

    /// Group k is centred at offset 20 + 160 k + 75 − 187.5 = 160 k − 92.5.
    func testSnapping_GroupPagingCenteredCentresEveryGroupIncludingTheEnds() {
        let start = layout(.groupPagingCentered)
        XCTAssertEqual(start.orthogonalOffsetRange(forSection: 0), -92.5...1347.5)
        XCTAssertEqual(start.orthogonalOffset(forSection: 0), -92.5, "starts with the first group centred")
        let first = start.attributes(in: .infinite).first { $0.path == ItemPath(item: 0, section: 0) }
        XCTAssertEqual(first?.frame, Rect(x: 112.5, y: 0, width: 150, height: 100))
        XCTAssertEqual(target(start, 0, 0), 67.5)
        XCTAssertEqual(target(start, 50, 1), 67.5)
        XCTAssertEqual(target(start, -200, -1), -92.5, "the start")
        XCTAssertEqual(target(layout(.groupPagingCentered, at: 1347.5), 1400, 1), 1347.5, "the end")
        XCTAssertEqual(target(layout(.groupPagingCentered, at: 1347.5), 1300, -1), 1187.5)
        XCTAssertEqual(target(layout(.groupPagingCentered, at: 1347.5), 1300, 0), 1347.5)
    }
}
