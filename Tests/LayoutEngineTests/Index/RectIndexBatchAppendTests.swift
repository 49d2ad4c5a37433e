import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Appending frames in one batch leaves the index exactly as appending them one at a time.
final class RectIndexBatchAppendTests: XCTestCase {
    func testRectIndex_BatchAppendEqualsOneAtATime() {
        for seed in TestCampaign.seeds(60) {
            var generator = SeededGenerator(seed: seed)
            let axis: Axis = generator.bool() ? .vertical : .horizontal
            // Odd seeds index by length class alone, even ones keep the in-order run.
            let keepsRun = seed % 2 == 0
            var single = RectIndex(axis: axis, keepsInOrderRun: keepsRun)
            var batched = RectIndex(axis: axis, keepsInOrderRun: keepsRun)
            var position = 0.0
            for _ in 0..<generator.int(in: 1...40) {
                let count = generator.int(in: 0...60)
                let lineThickness = generator.double(in: 0...300)
                var line: [Rect] = []
                for item in 0..<count {
                    let thickness =
                        generator.int(in: 0...9) == 0
                        ? lineThickness : generator.double(in: 0...lineThickness)
                    let offset =
                        generator.bool() ? (lineThickness - thickness) / 2 : generator.double(in: -50...50)
                    let frame =
                        generator.int(in: 0...30) == 0
                        ? Rect(x: .nan, y: 0, width: 1, height: 1)
                        : Rect(
                            along: axis, main: position + offset, cross: Double(item) * 5,
                            mainLength: thickness,
                            crossLength: 4)
                    line.append(frame)
                    single.append(frame)
                }
                XCTAssertEqual(batched.append(contentsOf: line), batched.count - line.count, "seed \(seed)")
                position += lineThickness + generator.double(in: -20...20)
            }
            assertSameFrames(batched, single, "seed \(seed)")
            assertSameState(batched, single, "seed \(seed)")
        }
    }
}
