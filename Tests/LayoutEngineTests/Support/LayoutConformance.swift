import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The checks every layout joins: the index suite (queries equal a brute-force filter) and the
/// contract suite (finite frames, each element once, idempotent `prepare`, snapping in bounds).
enum LayoutConformance {
    /// For `queries` random rects (empty, zero-size, outside, all-covering, slivers, edges that
    /// touch element edges, ordinary viewports), `attributes(in:)` returns exactly what a
    /// brute-force filter over every element's visual bounds returns.
    static func checkIndex<Layout: CollectionLayout>(
        _ layout: Layout, seed: UInt64, queries: Int = 300,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var generator = SeededGenerator(seed: seed)
        let baseline = LinearScanBaseline(layout: layout)
        var edges: [Double] = []
        for element in baseline.elements.prefix(400) {
            let bounds = element.visualBounds
            edges += [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY]
        }
        for _ in 0..<queries {
            let rect = generator.queryRect(in: layout.contentSize, edges: edges)
            if let difference = firstDifference(layout.attributes(in: rect), baseline.attributes(in: rect)) {
                XCTFail("seed \(seed), rect \(rect): \(difference)", file: file, line: line)
                return
            }
        }
    }

    /// The contract every layout keeps after `prepare(context)`:
    /// finite frames; the whole-content query returns every cell once, and each cell equals
    /// `attributes(at:)`; preparing again with the same context changes nothing; snapping
    /// stays finite.
    static func checkContract<Layout: CollectionLayout>(
        _ layout: Layout, context: LayoutContext, file: StaticString = #filePath, line: UInt = #line
    ) {
        var layout = layout
        layout.prepare(context)
        let size = layout.contentSize
        XCTAssert(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "content size \(size)", file: file, line: line)
        let all = layout.attributes(in: .infinite)
        var seen = Set<ElementKey>()
        for element in all {
            XCTAssert(
                element.frame.isFinite, "\(ElementKey(element)) frame \(element.frame)", file: file,
                line: line)
            XCTAssert(
                seen.insert(ElementKey(element)).inserted, "\(ElementKey(element)) twice", file: file,
                line: line)
            if element.kind == .cell {
                XCTAssertEqual(layout.attributes(at: element.path), element, file: file, line: line)
            }
        }
        let cellCount = all.filter { $0.kind == .cell }.count
        let expectedCells = (0..<context.sectionCount).reduce(0) { $0 + context.itemCount(inSection: $1) }
        XCTAssertEqual(cellCount, expectedCells, "every cell once", file: file, line: line)
        var again = layout
        again.prepare(context)
        assertSameElements(
            again.attributes(in: .infinite), all, "prepare is idempotent", file: file, line: line)
        for velocity in [Point.zero, Point(x: 3, y: 3), Point(x: -3, y: -3)] {
            let target = layout.targetContentOffset(proposed: context.bounds.origin, velocity: velocity)
            XCTAssert(target.isFinite, "snapping to \(target)", file: file, line: line)
        }
    }
}
