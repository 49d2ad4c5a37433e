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

    /// The reuse invariant over `make`'s host (given random counts) scrolled along `axis`: at
    /// every frame the renderer's views are the frame's, and the frame shows exactly the
    /// elements whose visual bounds meet the grown viewport. Returns the views checked.
    private func checkReuse<L: CollectionLayout>(
        _ name: String, axis: Axis, maxItems: Int, make: ([Int], inout SeededGenerator) -> CollectionHost<L>
    ) -> Int {
        var checked = 0
        for seed in TestCampaign.seeds(hostLongTests ? 100 : 6) {
            var g = SeededGenerator(seed: seed)
            var counts = (0..<g.int(in: 1...3)).map { _ in g.int(in: 0...maxItems) }
            counts[0] = max(1, counts[0])
            var host = make(counts, &g)
            host.overscan = g.double(in: 0...200)
            host.prefetchDistance = g.double(in: 0...400)
            var views = Set<ElementID>()
            var time = 0.0
            let travel = host.offsetRange(along: axis).upperBound
            for step in 0..<30 {
                var offset = host.contentOffset
                switch g.int(in: 0...2) {
                case 0: offset = Point(along: axis, main: g.double(in: -100...(travel + 100)), cross: 0)
                case 1:
                    offset = Point(
                        along: axis, main: offset.value(along: axis) + g.double(in: -700...700), cross: 0)
                default: break
                }
                host.contentOffset = offset
                time += 1.0 / 60
                let frame = host.advance(to: time)
                let message = "\(name), seed \(seed), step \(step), offset \(frame.contentOffset)"
                for id in frame.disappeared {
                    XCTAssertNotNil(views.remove(id), "\(id) disappeared, \(message)")
                }
                for id in frame.appeared {
                    XCTAssertTrue(views.insert(id).inserted, "\(id) appeared twice, \(message)")
                }
                XCTAssertEqual(views, shownIDs(frame), message)
                let grown = host.viewport.insetBy(dx: -host.overscan, dy: -host.overscan)
                let expected = identities(
                    of: everyElement(of: host.layout, itemCounts: host.itemCounts), intersecting: grown)
                XCTAssertEqual(shownIDs(frame), expected, message)
                checked += views.count
            }
        }
        return checked
    }

    /// The same invariant over a varied flow, a waterfall with headers, the carousel and the
    /// fan (each scrolled along its own axis), not only the uniform flow above.
    func testHostReuse_OtherLayoutsShowExactlyWhatMeetsTheGrownViewport() {
        let viewport = Size(width: 320, height: 600)
        var checked: [String: Int] = [:]
        checked["varied flow"] = checkReuse("varied flow", axis: .vertical, maxItems: 150) { counts, _ in
            let layout = FlowLayout(
                configuration: .init(
                    itemSizing: .perItem { path in
                        Size(
                            width: Double(40 + path.item * 37 % 120), height: Double(30 + path.item * 53 % 90)
                        )
                    }))
            return CollectionHost(layout: layout, viewportSize: viewport, itemCounts: counts)
        }
        checked["waterfall"] = checkReuse("waterfall", axis: .vertical, maxItems: 150) { counts, g in
            let layout = WaterfallLayout(
                configuration: .init(
                    columnCount: .all(g.int(in: 2...4)), headerHeight: .all(30),
                    itemHeight: .aspectRatio { path in Double(1 + path.item * 7 % 5) / 3 }))
            return CollectionHost(layout: layout, viewportSize: viewport, itemCounts: counts)
        }
        checked["carousel"] = checkReuse("carousel", axis: .horizontal, maxItems: 60) { counts, _ in
            CollectionHost(
                layout: CenterCarouselLayout(itemSize: Size(width: 200, height: 300)), viewportSize: viewport,
                itemCounts: counts)
        }
        checked["fan"] = checkReuse("fan", axis: .horizontal, maxItems: 60) { counts, _ in
            CollectionHost(
                layout: CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 400),
                viewportSize: viewport, itemCounts: counts)
        }
        print("views checked by layout: \(checked.sorted { $0.key < $1.key })")
        for (name, count) in checked { XCTAssertGreaterThan(count, 0, "\(name): no view checked") }
    }
}
