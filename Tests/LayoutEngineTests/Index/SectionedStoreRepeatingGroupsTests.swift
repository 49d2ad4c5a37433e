import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// A section's items as repeats of one group: the query finds exactly the elements a filter
/// over every computed frame finds, and ids count each group's cells, then their badges.
final class SectionedStoreRepeatingGroupsTests: XCTestCase {
    /// A random group of up to six cells and some badges (zero-size, reaching outside the
    /// group's box on either side), repeated from a random origin.
    private static func randomItems(_ g: inout SeededGenerator) -> SectionedStore.RepeatingGroups? {
        let axis: Axis = g.bool() ? .vertical : .horizontal
        func frame() -> Rect {
            Rect(
                x: g.double(in: -20...300), y: g.double(in: -20...300),
                width: g.int(in: 0...5) == 0 ? 0 : g.double(in: 0...150),
                height: g.int(in: 0...5) == 0 ? 0 : g.double(in: 0...150))
        }
        let cells = (0..<g.int(in: 1...6)).map { _ in frame() }
        var badges: [Rect] = []
        var prefix = [0]
        for _ in cells {
            for _ in 0..<g.int(in: 0...2) { badges.append(frame()) }
            prefix.append(badges.count)
        }
        guard
            let template = SectionedStore.RepeatingGroups.Template(
                axis: axis, cells: cells, badges: badges, badgePrefix: prefix)
        else { return nil }
        let far = g.int(in: 0...3) == 0 ? 1e9 : 1e3
        return SectionedStore.RepeatingGroups(
            template: template, itemCount: g.int(in: 0...200),
            origin: Point(x: g.double(in: -far...far), y: g.double(in: -far...far)),
            stride: g.int(in: 0...3) == 0 ? g.double(in: 0.001...2) : g.double(in: 20...400),
            grid: PixelGrid(scale: [1, 2, 3, 1000][g.int(in: 0...3)]))
    }

    func testRepeatingGroups_Query_MatchesAFilterOverEveryFrame() {
        for seed in TestCampaign.seeds(300, quick: 60) {
            var g = SeededGenerator(seed: seed)
            guard let items = Self.randomItems(&g) else {
                XCTFail("seed \(seed): a finite template must be accepted")
                continue
            }
            let frames = (0..<items.count).map { items.frame(of: $0) }
            XCTAssertEqual(items.frame(of: items.count), .null)
            XCTAssertEqual(items.frame(of: -1), .null)
            var bounds = Rect.null
            for frame in frames { bounds = bounds.union(frame) }
            var edges: [Double] = []
            for frame in frames.prefix(200) { edges += [frame.minX, frame.maxX, frame.minY, frame.maxY] }
            for query in 0..<60 {
                var rect = g.queryRect(
                    in: bounds.isNull ? Size(width: 1, height: 1) : bounds.size, edges: edges)
                if !bounds.isNull, query % 2 == 0 { rect = rect.offsetBy(dx: bounds.minX, dy: bounds.minY) }
                switch query {
                case 0: rect = .infinite
                case 1: rect = .null
                case 2: rect = Rect(x: .nan, y: 0, width: 10, height: 10)
                case 3: rect = Rect(x: -1e300, y: -1e300, width: .infinity, height: .infinity)
                default: break
                }
                var found: [Int] = []
                items.forEachElement(intersecting: rect) { id, frame in
                    XCTAssertEqual(frame, frames[id], "seed \(seed)")
                    found.append(id)
                }
                let expected = frames.indices.filter { frames[$0].intersects(rect) }
                XCTAssertEqual(found.count, Set(found).count, "seed \(seed): an id reported twice")
                XCTAssertEqual(found.sorted(), expected, "seed \(seed), rect \(rect)")
            }
        }
    }

    func testRepeatingGroups_Ids_CountEachGroupsCellsThenTheirBadges() {
        let cells = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10)]
        let badges = [Rect(x: 8, y: -2, width: 4, height: 4), Rect(x: 18, y: -2, width: 4, height: 4)]
        guard
            let template = SectionedStore.RepeatingGroups.Template(
                axis: .vertical, cells: cells, badges: badges, badgePrefix: [0, 1, 2])
        else { return XCTFail("template") }
        let items = SectionedStore.RepeatingGroups(
            template: template, itemCount: 3, origin: Point(x: 5, y: 100), stride: 20,
            grid: PixelGrid(scale: 1))
        // Group 0: cells 0, 1, badges 0, 1; group 1: cell 2, its badge.
        XCTAssertEqual(items.count, 6)
        XCTAssertEqual(items.frame(of: 1), Rect(x: 15, y: 100, width: 10, height: 10))
        XCTAssertEqual(items.frame(of: 3), Rect(x: 23, y: 98, width: 4, height: 4))
        XCTAssertEqual(items.frame(of: 4), Rect(x: 5, y: 120, width: 10, height: 10))
        XCTAssertEqual(items.frame(of: 5), Rect(x: 13, y: 118, width: 4, height: 4))
        XCTAssertEqual(items.frame(of: 6), .null)
    }

    func testRepeatingGroups_Template_RejectsFramesThatAreNotFinite() {
        let finite = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertNil(
            SectionedStore.RepeatingGroups.Template(
                axis: .vertical, cells: [Rect(x: .infinity, y: 0, width: 1, height: 1)], badges: [],
                badgePrefix: [0, 0]))
        XCTAssertNil(
            SectionedStore.RepeatingGroups.Template(
                axis: .vertical, cells: [finite], badges: [Rect(x: 0, y: .nan, width: 1, height: 1)],
                badgePrefix: [0, 1]))
        XCTAssertNil(
            SectionedStore.RepeatingGroups.Template(axis: .vertical, cells: [], badges: [], badgePrefix: [0]))
        XCTAssertNotNil(
            SectionedStore.RepeatingGroups.Template(
                axis: .vertical, cells: [finite], badges: [], badgePrefix: [0, 0]))
    }
}
