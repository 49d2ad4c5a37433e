import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The search levels of a length class stay what they are defined to be through appends,
/// out-of-order inserts, truncations and re-appends, and a search through them returns what a
/// binary search of the starts returns; queries over large indexes (several levels, runs longer
/// than a chunk) equal a brute-force filter.
final class RectIndexSearchLevelsTests: XCTestCase {
    /// Values to search for: every start, its neighbours, points between and beyond, and the
    /// non-finite ones.
    private func probes(_ starts: [Double], _ generator: inout SeededGenerator) -> [Double] {
        var values: [Double] = [.nan, .infinity, -.infinity, 0, -1e300, 1e300]
        for _ in 0..<40 where !starts.isEmpty {
            let start = starts[generator.int(in: 0...(starts.count - 1))]
            values += [start, start.nextUp, start.nextDown, start + generator.double(in: -5...5)]
        }
        return values
    }

    private func assertSearches(
        _ lengthClass: LengthClass, _ generator: inout SeededGenerator, _ message: String
    ) {
        let starts = lengthClass.starts
        XCTAssertTrue(lengthClass.search.isConsistent(with: starts), message)
        XCTAssertEqual(starts, starts.sorted(), message)
        for value in probes(starts, &generator) {
            XCTAssertEqual(
                lengthClass.search.partitioningIndex(in: starts) { !($0 > value) },
                starts.partitioningIndex { $0 > value }, "\(message), after \(value)")
            XCTAssertEqual(
                lengthClass.search.partitioningIndex(in: starts) { !($0 >= value) },
                starts.partitioningIndex { $0 >= value }, "\(message), not below \(value)")
        }
    }

    func testSearchLevels_MatchBinarySearch_ThroughAppendsInsertsAndTruncations() {
        var deepest = 0
        for seed in TestCampaign.seeds(6, quick: 2) {
            var generator = SeededGenerator(seed: seed)
            var lengthClass = LengthClass()
            var nextID: Int32 = 0
            var cursor = 0.0
            for step in 0..<30 {
                switch generator.int(in: 0...3) {
                case 0, 1:  // a page: mostly in order, some a little earlier, a few far back
                    for _ in 0..<generator.int(in: 0...8000) {
                        let start: Double
                        switch generator.int(in: 0...19) {
                        case 0: start = generator.double(in: 0...cursor + 1)
                        case 1...5: start = cursor - generator.double(in: 0...40)
                        default: start = cursor
                        }
                        lengthClass.insert(start: start, id: nextID, extent: 10)
                        nextID += 1
                        cursor += generator.double(in: 0...3)
                    }
                case 2:  // truncate to the newest ids, as `removeElements(from:)` does
                    let firstRemoved = Int32(generator.int(in: 0...Int(nextID)))
                    var earliest = Double.infinity
                    for (start, id) in zip(lengthClass.starts, lengthClass.ids) where id >= firstRemoved {
                        earliest = min(earliest, start)
                    }
                    if earliest < .infinity {
                        lengthClass.removeIDs(from: firstRemoved, startingAt: earliest)
                    }
                    nextID = firstRemoved
                    cursor = lengthClass.starts.last ?? 0
                default:  // a run of equal starts longer than one level's entry stands for
                    for _ in 0..<generator.int(in: 0...200) {
                        lengthClass.insert(start: cursor, id: nextID, extent: 10)
                        nextID += 1
                    }
                }
                assertSearches(lengthClass, &generator, "seed \(seed), step \(step)")
                deepest = max(deepest, lengthClass.search.levels.count)
            }
        }
        XCTAssertGreaterThanOrEqual(deepest, 3, "the cases reach three levels")
    }

    func testSearchLevels_AreEmptyUntilAClassOutgrowsOneEntry() {
        var lengthClass = LengthClass()
        for id in 0..<Int32(SearchLevels.fanout) {
            lengthClass.insert(start: Double(id), id: id, extent: 1)
        }
        XCTAssertTrue(lengthClass.search.levels.isEmpty)
        lengthClass.insert(start: 100, id: Int32(SearchLevels.fanout), extent: 1)
        XCTAssertEqual(lengthClass.search.levels.count, 1)
        lengthClass.removeIDs(from: 3, startingAt: 3)
        XCTAssertTrue(lengthClass.search.levels.isEmpty)
    }

    /// Frames of a long feed: lines of items of a few heights (two or three length classes),
    /// some centred across their line, with rare section-long backgrounds.
    private func feedFrames(_ generator: inout SeededGenerator, count: Int, from start: Double) -> [Rect] {
        var frames: [Rect] = []
        var line = start
        while frames.count < count {
            let thickness = generator.double(in: 20...180)
            for item in 0..<generator.int(in: 1...6) {
                let height = generator.bool() ? thickness : generator.double(in: thickness / 3...thickness)
                frames.append(
                    Rect(x: Double(item) * 60, y: line + (thickness - height) / 2, width: 55, height: height))
            }
            if generator.int(in: 0...499) == 0 {
                frames.append(Rect(x: 0, y: line, width: 400, height: generator.double(in: 1000...50_000)))
            }
            line += thickness + generator.double(in: 0...10)
        }
        return frames
    }

    private func assertQueries(
        _ index: RectIndex, _ frames: [Rect], _ generator: inout SeededGenerator, _ message: String
    ) {
        XCTAssertEqual(index.count, frames.count, message)
        XCTAssertTrue(index.run.search.isConsistent(with: index.run.blockStarts), message)
        for classNumber in index.activeClasses {
            let lengthClass = index.classes[classNumber]
            XCTAssertTrue(lengthClass.search.isConsistent(with: lengthClass.starts), message)
        }
        let height = frames.last.map { $0.maxY } ?? 100
        var rects = [
            Rect.infinite, Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
            Rect(x: 0, y: height / 2, width: 400, height: -height / 4),
            Rect(x: 0, y: -.infinity, width: 400, height: .infinity),
            Rect(x: -.infinity, y: height / 3, width: .infinity, height: 1000),
            Rect(x: 0, y: .nan, width: 400, height: 800), Rect.null,
        ]
        for _ in 0..<25 {
            rects.append(generator.queryRect(in: Size(width: 400, height: height)))
            rects.append(Rect(x: 0, y: generator.double(in: -900...height), width: 390, height: 844))
        }
        for rect in rects {
            let expected = frames.indices.filter { frames[$0].intersects(rect) }
            XCTAssertEqual(index.elements(intersecting: rect).sorted(), expected, "\(message), rect \(rect)")
        }
    }

    func testRectIndex_LargeIndexQueriesMatchBruteForce_ThroughTruncationsAndReappends() {
        for seed in TestCampaign.seeds(2, quick: 1) {
            var generator = SeededGenerator(seed: seed)
            var frames = feedFrames(&generator, count: TestCampaign.count(20_000, quick: 8_000), from: 0)
            var index = RectIndex(axis: .vertical)
            index.append(contentsOf: frames)
            assertQueries(index, frames, &generator, "seed \(seed), built")
            for step in 0..<3 {
                let kept = generator.int(in: max(0, frames.count - 5000)...frames.count)
                frames.removeSubrange(kept...)
                index.removeElements(from: kept)
                assertQueries(index, frames, &generator, "seed \(seed), step \(step), truncated")
                let page = feedFrames(
                    &generator, count: generator.int(in: 1...3000), from: (frames.last?.minY ?? 0) - 100)
                if generator.bool() {
                    index.append(contentsOf: page)
                } else {
                    for frame in page { index.append(frame) }
                }
                frames += page
                assertQueries(index, frames, &generator, "seed \(seed), step \(step), appended")
            }
            index.shrinkToFit()
            assertQueries(index, frames, &generator, "seed \(seed), shrunk")
        }
    }

    func testRectIndex_QueryReportsTheRunByIDThenTheClassesByLengthClassThenStart() {
        var generator = SeededGenerator(seed: 7)
        let frames = feedFrames(&generator, count: 5000, from: 0)
        var index = RectIndex(axis: .vertical)
        index.append(contentsOf: frames)
        var classMembersFound = 0
        for _ in 0..<50 {
            let rect = Rect(
                x: 0, y: generator.double(in: 0...(frames.last?.maxY ?? 0)), width: 400, height: 3000)
            let found = index.elements(intersecting: rect)
            let runCount = found.prefix { index.run.contains($0) }.count
            XCTAssertTrue(found[runCount...].allSatisfy { !index.run.contains($0) }, "rect \(rect)")
            XCTAssertEqual(Array(found[..<runCount]), found[..<runCount].sorted(), "rect \(rect)")
            let keys = found[runCount...].map {
                (RectIndex.lengthClass(of: frames[$0].height), frames[$0].minY)
            }
            XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "rect \(rect)")
            classMembersFound += keys.count
        }
        XCTAssertGreaterThan(classMembersFound, 0, "the backgrounds are too long for the run")
    }
}
