import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// A batch whose members start before stored elements is merged into each length class from
/// its end, leaving the classes exactly as one-at-a-time appends would.
final class RectIndexMergeTests: XCTestCase {
    /// Pages of in-order waterfall items: columns of random heights drift apart, so each page
    /// starts above many stored items of other columns.
    func testRectIndex_BatchOfDriftingColumnsEqualsOneAtATime() {
        for seed in TestCampaign.seeds(40) {
            var generator = SeededGenerator(seed: seed)
            let columns = generator.int(in: 2...60)
            var bottoms = Array(repeating: 0.0, count: columns)
            var single = RectIndex(axis: .vertical, keepsInOrderRun: false)
            var batched = RectIndex(axis: .vertical, keepsInOrderRun: false)
            var item = 0
            for _ in 0..<generator.int(in: 1...30) {
                var page: [Rect] = []
                for _ in 0..<generator.int(in: 0...80) {
                    let column = item % columns
                    // Heights across three length classes, with zero-height and repeated starts.
                    let height = generator.int(in: 0...7) == 0 ? 0 : generator.double(in: 1...40).rounded()
                    let frame = Rect(x: Double(column) * 10, y: bottoms[column], width: 8, height: height)
                    bottoms[column] += height
                    page.append(frame)
                    single.append(frame)
                    item += 1
                }
                batched.append(contentsOf: page)
            }
            XCTAssertEqual(batched.frames, single.frames, "seed \(seed)")
            XCTAssertEqual(batched.activeClasses, single.activeClasses, "seed \(seed)")
            for classNumber in single.activeClasses {
                XCTAssertEqual(
                    batched.classes[classNumber].starts, single.classes[classNumber].starts, "seed \(seed)")
                XCTAssertEqual(
                    batched.classes[classNumber].ids, single.classes[classNumber].ids, "seed \(seed)")
                XCTAssertEqual(
                    batched.classes[classNumber].longest, single.classes[classNumber].longest, "seed \(seed)")
            }
        }
    }

    /// Members with a start equal to stored ones go after them (append order), in id order.
    func testRectIndex_BatchMergeKeepsEqualStartsInAppendOrder() {
        var index = RectIndex(axis: .vertical, keepsInOrderRun: false)
        index.append(contentsOf: [
            Rect(x: 0, y: 10, width: 1, height: 1), Rect(x: 0, y: 20, width: 1, height: 1),
        ])
        index.append(contentsOf: [
            Rect(x: 0, y: 20, width: 1, height: 1), Rect(x: 0, y: 10, width: 1, height: 1),
            Rect(x: 0, y: 5, width: 1, height: 1),
        ])
        XCTAssertEqual(index.classes[0].starts, [5, 10, 10, 20, 20])
        XCTAssertEqual(index.classes[0].ids, [4, 0, 3, 1, 2])
    }
}
