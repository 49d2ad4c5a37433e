import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Frames stored through an appender, changed while pending and indexed in batches of any size,
/// leave the index exactly as appending their final values one at a time.
final class RectIndexAppenderTests: XCTestCase {
    func testAppender_EqualsAppendingFinalFramesOneAtATime() {
        for seed in TestCampaign.seeds(60) {
            var generator = SeededGenerator(seed: seed)
            let axis: Axis = generator.bool() ? .vertical : .horizontal
            // Odd seeds index by length class alone, even ones keep the in-order run.
            let keepsRun = seed % 2 == 0
            var single = RectIndex(axis: axis, keepsInOrderRun: keepsRun)
            var appended = RectIndex(axis: axis, keepsInOrderRun: keepsRun)
            var position = 0.0
            // Several appender scopes in a row, as a layout that appends page after page.
            for _ in 0..<generator.int(in: 1...4) {
                let firstID = appended.count
                appended.withAppender { frames in
                    XCTAssertEqual(frames.count, firstID, "seed \(seed)")
                    for _ in 0..<generator.int(in: 0...30) {
                        let lineStart = frames.count
                        let itemCount = generator.int(in: 0...40)
                        // Stored at the origin first, then moved as a line is: the index must
                        // take the moved frames.
                        for _ in 0..<itemCount {
                            frames.append(
                                generator.int(in: 0...30) == 0
                                    ? Rect(x: .nan, y: 0, width: 1, height: 1)
                                    : Rect(
                                        along: axis, main: 0, cross: 0,
                                        mainLength: generator.double(in: 0...120), crossLength: 4))
                        }
                        let lineThickness = generator.double(in: 0...200)
                        let moved = frames.withPendingFrames(from: lineStart) { line in
                            for item in line.indices where line[item].isFinite {
                                let offset =
                                    generator.bool()
                                    ? (lineThickness - line[item].length(along: axis)) / 2
                                    : generator.double(in: -60...60)
                                line[item].origin = Point(
                                    along: axis, main: position + offset, cross: Double(item) * 5)
                            }
                            return Array(line)
                        }
                        for frame in moved { single.append(frame) }
                        position += lineThickness + generator.double(in: -20...20)
                        frames.indexPending(atLeast: generator.int(in: 1...200))
                    }
                }
            }
            assertSameFrames(appended, single, "seed \(seed)")
            assertSameState(appended, single, "seed \(seed)")
            // And it answers queries as the one built a frame at a time.
            let bounds = single.bounds
            guard !bounds.isNull else { continue }
            for _ in 0..<20 {
                let main = generator.double(in: bounds.min(along: axis)...bounds.max(along: axis))
                let rect = Rect(
                    along: axis, main: main, cross: 0, mainLength: generator.double(in: 0...400),
                    crossLength: 1000)
                XCTAssertEqual(
                    appended.elements(intersecting: rect).sorted(),
                    single.elements(intersecting: rect).sorted(), "seed \(seed)")
            }
        }
    }

    /// The address of `index`'s frames.
    private func storage(_ index: RectIndex) -> UnsafeRawPointer? {
        index.frames.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }

    func testAppender_WithoutFramesLeavesSharedStorageAlone_WithFramesLeavesTheCopyAlone() {
        var index = RectIndex(axis: .vertical)
        for item in 0..<100 { index.append(Rect(x: 0, y: Double(item) * 10, width: 10, height: 10)) }
        let copy = index
        // A scope that stores nothing (a section whose groups are all kept) copies nothing.
        index.withAppender { _ in }
        XCTAssertEqual(storage(index), storage(copy))
        index.withAppender { frames in
            for item in 100..<300 { frames.append(Rect(x: 0, y: Double(item) * 10, width: 10, height: 10)) }
        }
        XCTAssertEqual(index.count, 300)
        XCTAssertEqual(copy.count, 100)
        XCTAssertEqual(copy.elements(intersecting: Rect(x: 0, y: 0, width: 10, height: 5000)).count, 100)
        XCTAssertEqual(index.elements(intersecting: Rect(x: 0, y: 0, width: 10, height: 5000)).count, 300)
    }
}
