import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The reuse invariant, property-tested: across random scrolls in both directions, every
/// element is shown exactly while it intersects the grown viewport, and ``HostFrame/appeared``
/// and ``HostFrame/disappeared`` keep a renderer's set of views equal to the frame's.
final class HostReusePropertyTests: XCTestCase {
    func testHostReuse_EveryElementIsShownExactlyWhileItIntersectsTheGrownViewport() {
        for seed in TestCampaign.seeds(hostLongTests ? 200 : 12) {
            var g = SeededGenerator(seed: seed)
            let counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 0...150) }
            var host = squaresHost(itemCounts: counts, headers: g.bool())
            host.overscan = g.double(in: 0...200)
            host.prefetchDistance = g.double(in: 0...400)
            let elements = everyElement(of: host.layout, itemCounts: counts)
            var views = Set<ElementID>()  // the renderer's views, kept by appeared / disappeared
            var time = 0.0
            let travel = max(0, host.contentSize.height - 600)
            var checked = 0
            for step in 0..<40 {
                switch g.int(in: 0...3) {
                case 0: host.contentOffset.y = g.double(in: -100...(travel + 100))  // a jump
                case 1: host.contentOffset.y += g.double(in: -60...60)  // a scroll
                case 2: host.contentOffset.y += g.double(in: -700...700)  // a fast one
                default: break  // a still frame
                }
                time += 1.0 / 60
                let frame = host.advance(to: time)
                let message = "seed \(seed), step \(step), offset \(frame.contentOffset)"
                for id in frame.disappeared {
                    XCTAssertNotNil(views.remove(id), "\(id) disappeared without a view, \(message)")
                }
                for id in frame.appeared {
                    XCTAssertTrue(views.insert(id).inserted, "\(id) appeared twice, \(message)")
                }
                XCTAssertEqual(views, shownIDs(frame), message)
                XCTAssertEqual(frame.visible.count, views.count, "each element once, \(message)")
                let grown = host.viewport.insetBy(dx: -host.overscan, dy: -host.overscan)
                XCTAssertEqual(shownIDs(frame), identities(of: elements, intersecting: grown), message)
                checked += views.count
            }
            XCTAssertTrue(counts.allSatisfy { $0 == 0 } || checked > 0, "seed \(seed)")
        }
    }
}
