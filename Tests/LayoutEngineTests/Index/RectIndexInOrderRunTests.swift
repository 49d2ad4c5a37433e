import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The in-order run: which elements join it, and that queries through it and the length
/// classes together find exactly what a filter over every frame finds, whatever order and
/// lengths the frames come in.
final class RectIndexInOrderRunTests: XCTestCase {
    /// Frames in phases: sorted rows, rows centred across lines, a sudden run of long frames, a
    /// jump back along the axis, frames with negative lengths, and frames with one coordinate
    /// that is not finite (along the axis or across it).
    private func phasedFrames(_ generator: inout SeededGenerator, count: Int, axis: Axis) -> [Rect] {
        var frames: [Rect] = []
        var cursor = generator.double(in: -100...100)
        var phase = 0
        while frames.count < count {
            if generator.int(in: 0...40) == 0 { phase = generator.int(in: 0...5) }
            var main: Double
            var length: Double
            switch phase {
            case 1:  // centred across a line
                let line = generator.double(in: 20...120)
                length = generator.double(in: 0...line)
                main = cursor + (line - length) / 2
            case 2:  // far longer than the warm-up's
                (main, length) = (cursor, generator.double(in: 500...5000))
            case 3:  // far back along the axis
                (main, length) = (cursor - generator.double(in: 200...2000), generator.double(in: 1...60))
            case 4:  // negative lengths: the frame spans [main + length, main]
                (main, length) = (cursor + 40, -generator.double(in: 0...80))
            default:
                (main, length) = (cursor + generator.double(in: -3...3), generator.double(in: 1...60))
            }
            var cross = generator.double(in: 0...300)
            var crossLength = generator.double(in: 1...90)
            if phase == 5 && generator.bool() {
                // One coordinate not finite, along the axis or across it.
                let spoiled = generator.bool() ? Double.infinity : .nan
                switch generator.int(in: 0...3) {
                case 0: length = spoiled
                case 1: main = spoiled
                case 2: cross = spoiled
                default: crossLength = spoiled
                }
            }
            cursor += generator.double(in: 0...25)
            frames.append(
                Rect(along: axis, main: main, cross: cross, mainLength: length, crossLength: crossLength))
        }
        return frames
    }

    /// Every member is within the run's bounds when it joined, and every other indexed element
    /// is in exactly one length class.
    private func assertMembership(_ index: RectIndex, _ message: String) {
        var latest = -Double.infinity
        var classMembers = 0
        for id in 0..<index.count {
            let frame = index.frames[id]
            let start = frame.min(along: index.axis)
            if id % InOrderRun.blockLength == 0 && index.run.isPastWarmUp {
                XCTAssertEqual(index.run.blockStarts[id / InOrderRun.blockLength], latest, message)
            }
            if index.run.contains(id) && frame.isFinite {
                XCTAssertLessThanOrEqual(frame.max(along: index.axis) - start, index.run.reach, message)
                XCTAssertGreaterThanOrEqual(start, latest - index.run.slack, message)
                latest = max(latest, start)
            } else if frame.isFinite {
                classMembers += 1
            }
        }
        XCTAssertEqual(latest, index.run.latestStart, message)
        XCTAssertEqual(index.run.isPastWarmUp, index.count > InOrderRun.warmUpCount, message)
        XCTAssertEqual(
            index.activeClasses.reduce(0) { $0 + index.classes[$1].ids.count }, classMembers, message)
    }

    private func assertQueries(
        _ index: RectIndex, _ frames: [Rect], _ generator: inout SeededGenerator, _ message: String
    ) {
        let bounds = frames.filter(\.isFinite).reduce(Rect.null) { $0.union($1) }
        let size =
            bounds.isNull ? Size(width: 100, height: 100) : Size(width: bounds.maxX, height: bounds.maxY)
        let edges = frames.suffix(80).filter(\.isFinite).flatMap { [$0.minX, $0.maxX, $0.minY, $0.maxY] }
        for _ in 0..<60 {
            let rect = generator.queryRect(in: size, edges: edges)
            let expected = frames.indices.filter { frames[$0].isFinite && frames[$0].intersects(rect) }
            XCTAssertEqual(index.elements(intersecting: rect).sorted(), expected, "\(message), rect \(rect)")
        }
    }

    func testInOrderRun_QueriesMatchBruteForce_ThroughPhasesTruncationsAndBatches() {
        for seed in TestCampaign.seeds(30, quick: 4) {
            var generator = SeededGenerator(seed: seed)
            let axis: Axis = generator.bool() ? .vertical : .horizontal
            var frames: [Rect] = []
            var index = RectIndex(axis: axis)
            var truncatedIntoWarmUp = false
            for step in 0..<8 {
                let message = "seed \(seed), step \(step)"
                if !frames.isEmpty && generator.bool() {
                    let kept = generator.int(in: 0...frames.count)
                    truncatedIntoWarmUp = truncatedIntoWarmUp || kept < InOrderRun.warmUpCount
                    frames.removeSubrange(kept...)
                    index.removeElements(from: kept)
                }
                let page = phasedFrames(&generator, count: generator.int(in: 0...400), axis: axis)
                if generator.bool() {
                    index.append(contentsOf: page)
                } else {
                    for frame in page { index.append(frame) }
                }
                frames += page
                assertMembership(index, message)
                assertQueries(index, frames, &generator, message)
                // A run's bounds are set by the first elements it saw; past them, truncating and
                // appending again leaves what appending the kept frames afresh does.
                if !truncatedIntoWarmUp {
                    var fresh = RectIndex(axis: axis)
                    fresh.append(contentsOf: frames)
                    assertSameState(index, fresh, message, afterRemovals: true)
                }
            }
            index.shrinkToFit()
            assertQueries(index, frames, &generator, "seed \(seed), shrunk")
        }
    }

    func testInOrderRun_WarmUpSetsTheBounds_LaterOutliersGoToTheClasses() {
        var index = RectIndex(axis: .vertical)
        // Rows of 10 points; every odd one starts 4 before the row above it.
        for row in 0..<InOrderRun.warmUpCount {
            let y = row % 2 == 0 ? Double(row) * 10 : Double(row - 1) * 10 - 4
            index.append(Rect(x: 0, y: y, width: 5, height: 10))
        }
        XCTAssertEqual(index.run.reach, 10 * InOrderRun.headroom)
        XCTAssertEqual(index.run.slack, 4 * InOrderRun.headroom)
        XCTAssertTrue(index.activeClasses.isEmpty, "the warm-up joins the run")
        XCTAssertFalse(index.run.isPastWarmUp, "nothing kept per element yet")
        XCTAssertEqual(
            index.elements(intersecting: Rect(x: 0, y: 19, width: 5, height: 2)).sorted(), [2, 3])
        let tall = index.append(Rect(x: 0, y: 700, width: 5, height: 16))
        let anchor = index.append(Rect(x: 0, y: 700, width: 5, height: 10))
        let early = index.append(Rect(x: 0, y: 700 - 7, width: 5, height: 10))
        let near = index.append(Rect(x: 0, y: 700 - 5, width: 5, height: 15))
        XCTAssertEqual(index.run.members.first, UInt64.max, "the warm-up taken in")
        XCTAssertFalse(index.run.contains(tall), "longer than the reach")
        XCTAssertTrue(index.run.contains(anchor))
        XCTAssertFalse(index.run.contains(early), "further back than the slack")
        XCTAssertTrue(index.run.contains(near))
        XCTAssertEqual(
            index.elements(intersecting: Rect(x: 0, y: 700.5, width: 5, height: 1)).sorted(),
            [tall, anchor, early, near])
        XCTAssertEqual(index.elements(intersecting: Rect(x: 0, y: 712, width: 5, height: 1)), [tall])
    }

    /// A batch is recorded a word of 64 ids at a time, all at once when every element of the
    /// word joins; one element that breaks a rule, anywhere in a word, in a batch that starts at
    /// any id, leaves the index as appending one at a time does.
    func testInOrderRun_BatchRecord_OneElementBreakingARuleAnywhereInAWord() {
        // Each outlier: its start less its row's, its position across, and its two lengths.
        let outliers:
            [(rule: String, shift: Double, cross: Double, mainLength: Double, crossLength: Double)] = [
                ("NaN along the axis", .nan, 0, 10, 5),
                ("infinite along the axis", 0, 0, .infinity, 5),
                ("NaN across the axis", 0, .nan, 10, 5),
                ("infinite across the axis", 0, 0, 10, .infinity),
                ("a negative length reaching back", 0, 0, -60, 5),
                ("longer than the reach", 0, 0, 40, 5),
                ("further back than the slack", -60, 0, 10, 5),
            ]
        for axis in [Axis.vertical, .horizontal] {
            for outlier in outliers {
                for firstBatchEnd in [InOrderRun.warmUpCount, InOrderRun.warmUpCount + 3, 128 + 37] {
                    for position in [0, 1, 2, 31, 62, 63, 64, 65, 200] {
                        let message =
                            "\(outlier.rule), \(axis), batch from \(firstBatchEnd), outlier at \(position)"
                        let outlierID = InOrderRun.warmUpCount + position
                        // Rows 10 long, each starting where the one before ends.
                        var frames = (0..<320).map { id in
                            Rect(along: axis, main: Double(id) * 10, cross: 0, mainLength: 10, crossLength: 5)
                        }
                        frames[outlierID] = Rect(
                            along: axis, main: Double(outlierID) * 10 + outlier.shift, cross: outlier.cross,
                            mainLength: outlier.mainLength, crossLength: outlier.crossLength)
                        var single = RectIndex(axis: axis)
                        for frame in frames { single.append(frame) }
                        var batched = RectIndex(axis: axis)
                        batched.append(contentsOf: frames[..<firstBatchEnd])
                        batched.append(contentsOf: frames[firstBatchEnd...])
                        assertSameState(batched, single, message)
                        XCTAssertFalse(batched.run.contains(outlierID), message)
                        XCTAssertEqual(
                            batched.run.members.reduce(0) { $0 + $1.nonzeroBitCount }, frames.count - 1,
                            message)
                    }
                }
            }
        }
    }

    /// The all-at-once record of a word has two forms, two frames per step in two-lane vectors
    /// and one frame per step (for WebAssembly): on any frames, any ids within a word and any
    /// bounds, they agree on whether every element joins, on the latest start and on the block
    /// starts they write.
    func testInOrderRun_AllJoiningRecord_OneAtATimeEqualsTwoAtATime() {
        var generator = SeededGenerator(seed: 7)
        for trial in 0..<TestCampaign.count(3000, quick: 800) {
            let axis: Axis = generator.bool() ? .vertical : .horizontal
            let frames = (0..<128).map { id in
                var main = Double(id) * 10 + generator.double(in: -4...4)
                var length = generator.double(in: 0...14)
                var cross = generator.double(in: 0...300)
                if generator.int(in: 0...200) == 0 {
                    switch generator.int(in: 0...4) {
                    case 0: main = generator.bool() ? .nan : -.infinity
                    case 1: length = generator.bool() ? -generator.double(in: 0...30) : .infinity
                    case 2: cross = generator.bool() ? .nan : .greatestFiniteMagnitude
                    case 3: main -= generator.double(in: 0...40)
                    default: length = generator.double(in: 14...40)
                    }
                }
                return Rect(along: axis, main: main, cross: cross, mainLength: length, crossLength: 5)
            }
            let word = generator.int(in: 0...1) * 64
            let lower = word + generator.int(in: 0...63)
            let ids = lower..<(lower + generator.int(in: 1...(word + 64 - lower)))
            let start = Double(ids.lowerBound) * 10 - generator.double(in: 0...20)
            let (reach, slack) = (generator.double(in: 12...20), generator.double(in: 0...8))
            frames.withUnsafeBufferPointer { frames in
                var blocks = (one: [Double](repeating: 0, count: 16), two: [Double](repeating: 0, count: 16))
                var latest = (one: start, two: start)
                let joined = (
                    one: blocks.one.withUnsafeMutableBufferPointer { blocks in
                        InOrderRun.recordAllJoiningOneAtATime(
                            frames, ids: ids, latest: &latest.one, blocks: blocks, reach: reach, slack: slack,
                            isHorizontal: axis == .horizontal)
                    },
                    two: blocks.two.withUnsafeMutableBufferPointer { blocks in
                        InOrderRun.recordAllJoiningTwoAtATime(
                            frames, ids: ids, latest: &latest.two, blocks: blocks, reach: reach, slack: slack,
                            isHorizontal: axis == .horizontal)
                    }
                )
                let message = "trial \(trial), ids \(ids)"
                XCTAssertEqual(joined.one, joined.two, message)
                XCTAssertEqual(latest.one, latest.two, message)
                XCTAssertEqual(blocks.one, blocks.two, message)
            }
        }
    }

    func testInOrderRun_OffIndexesEveryElementByClass() {
        var index = RectIndex(axis: .vertical, keepsInOrderRun: false)
        for row in 0..<200 { index.append(Rect(x: 0, y: Double(row) * 10, width: 5, height: 10)) }
        XCTAssertTrue(index.run.blockStarts.isEmpty)
        XCTAssertEqual(index.classes[RectIndex.lengthClass(of: 10)].ids.count, 200)
        XCTAssertEqual(
            index.elements(intersecting: Rect(x: 0, y: 995, width: 5, height: 10)).sorted(), [99, 100])
    }
}
