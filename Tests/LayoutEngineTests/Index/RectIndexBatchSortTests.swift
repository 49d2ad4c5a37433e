import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// A batch's members are sorted by dealing them to ascending piles and merging those: the
/// result equals a sort by start then id, and the index equals one built one frame at a time,
/// for batches made of many interleaved runs (waterfall columns placed in order) and of none.
final class RectIndexBatchSortTests: XCTestCase {
    func testBatchMembers_SortEqualsASortByStartThenID() {
        for seed in TestCampaign.seeds(200, quick: 50) {
            var generator = SeededGenerator(seed: seed)
            let count = generator.int(in: 0...3000)
            let runs = generator.int(in: 1...max(1, count))
            // `runs` ascending runs dealt out in turn, with repeated starts; some members random.
            var next = (0..<runs).map { _ in Double(generator.int(in: 0...50)) }
            let starts = (0..<count).map { member -> Double in
                if generator.int(in: 0...20) == 0 { return Double(generator.int(in: -100...3000)) }
                let run = member % runs
                defer { next[run] += Double(generator.int(in: 0...4)) * 2.5 }
                return next[run]
            }
            let ids = (0..<count).map { Int32($0 * 3) }
            var sortedStarts = starts
            var sortedIDs = ids
            sortedStarts.withUnsafeMutableBufferPointer { sortedStarts in
                sortedIDs.withUnsafeMutableBufferPointer { sortedIDs in
                    BatchMembers.sort(starts: sortedStarts, ids: sortedIDs)
                }
            }
            let expected = zip(starts, ids).sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            XCTAssertEqual(sortedStarts, expected.map(\.0), "seed \(seed), \(count) members in \(runs) runs")
            XCTAssertEqual(sortedIDs, expected.map(\.1), "seed \(seed), \(count) members in \(runs) runs")
        }
    }

    /// Descending members form a pile per start: the merge still sorts them.
    func testBatchMembers_SortOfDescendingMembersReversesThem() {
        var starts = (0..<1000).map { Double(1000 - $0 / 2) }
        var ids = (0..<1000).map { Int32($0) }
        starts.withUnsafeMutableBufferPointer { starts in
            ids.withUnsafeMutableBufferPointer { ids in BatchMembers.sort(starts: starts, ids: ids) }
        }
        let expectedStarts = (0..<1000).map { (position: Int) -> Double in Double(501 + position / 2) }
        // Of two equal starts, the smaller id first: 998, 999, 996, 997, …
        let expectedIDs = (0..<1000).map { (position: Int) -> Int32 in
            Int32(position % 2 == 0 ? 998 - position : 1000 - position)
        }
        XCTAssertEqual(starts, expectedStarts)
        XCTAssertEqual(ids, expectedIDs)
    }

    /// Waterfall columns placed in order, hundreds of them, in batches long and short, some
    /// frames not finite: the classes, their search levels and every query equal those of
    /// one-at-a-time appends.
    func testRectIndex_BatchesOfManyColumnsEqualOneAtATime() {
        for seed in TestCampaign.seeds(12, quick: 4) {
            var generator = SeededGenerator(seed: seed)
            let columns = generator.int(in: 1...1200)
            var bottoms = Array(repeating: 0.0, count: columns)
            let keepsRun = seed % 2 == 0
            var single = RectIndex(axis: .vertical, keepsInOrderRun: keepsRun)
            var batched = RectIndex(axis: .vertical, keepsInOrderRun: keepsRun)
            var item = 0
            for _ in 0..<generator.int(in: 1...6) {
                var page: [Rect] = []
                for _ in 0..<(generator.bool() ? generator.int(in: 0...50) : generator.int(in: 0...6000)) {
                    let column = item % columns
                    let height =
                        generator.int(in: 0...30) == 0
                        ? generator.double(in: 100...1000) : Double(generator.int(in: 0...8)) * 5
                    let frame =
                        generator.int(in: 0...500) == 0
                        ? Rect(x: 0, y: .infinity, width: 1, height: 1)
                        : Rect(x: Double(column) * 10, y: bottoms[column], width: 8, height: height)
                    bottoms[column] += height
                    page.append(frame)
                    single.append(frame)
                    item += 1
                }
                XCTAssertEqual(batched.append(contentsOf: page), batched.count - page.count, "seed \(seed)")
            }
            let message = "seed \(seed), \(columns) columns, \(item) items"
            assertSameState(batched, single, message)
            let height = bottoms.max() ?? 0
            for _ in 0..<40 {
                let rect = generator.queryRect(in: Size(width: Double(columns) * 10, height: height))
                XCTAssertEqual(
                    Set(batched.elements(intersecting: rect)), Set(single.elements(intersecting: rect)),
                    "\(message), rect \(rect)")
            }
        }
    }
}
