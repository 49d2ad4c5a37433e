import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// The conformance suite every layout joins, in two checks: the index check (queries equal a
/// brute-force filter) and the contract check (finite frames, each element once, idempotent
/// `prepare`, snapping in bounds, a batch's transition ending by the protocol's rule).
enum LayoutConformance {
    /// For `queries` random rects (empty, zero-size, outside, all-covering, slivers, edges that
    /// touch element edges, ordinary viewports), `attributes(in:)` returns exactly what a
    /// brute-force filter over every element's visual bounds returns. The brute force starts
    /// from the layout's point queries (``BruteForceEnumerable/inventory(for:)``), never from its
    /// rect query: the whole-content query must first return exactly those elements.
    static func checkIndex<Layout: BruteForceEnumerable>(
        _ layout: Layout, itemCounts: [Int], seed: UInt64, queries: Int = 300,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        checkIndex(
            layout, inventory: layout.inventory(itemCounts: itemCounts), seed: seed, queries: queries,
            file: file,
            line: line)
    }

    /// ``checkIndex(_:itemCounts:seed:queries:file:line:)`` for a compositional layout made from
    /// `model`'s definitions and prepared for `context`.
    static func checkIndex(
        _ layout: CompositionalLayout, context: LayoutContext, model: CompositionalModel, seed: UInt64,
        queries: Int = 300, file: StaticString = #filePath, line: UInt = #line
    ) {
        checkIndex(
            layout, inventory: model.inventory(for: layout, context: context), seed: seed, queries: queries,
            file: file, line: line)
    }

    /// The index suite against the elements of `inventory`: the whole-content query returns
    /// exactly them, and every random rect query exactly those that meet the rect.
    static func checkIndex<Layout: CollectionLayout>(
        _ layout: Layout, inventory: ElementInventory, seed: UInt64, queries: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let baseline = baseline(layout, inventory: inventory, "seed \(seed)", file: file, line: line)
        else {
            return
        }
        var generator = SeededGenerator(seed: seed)
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

    /// The brute-force baseline of `layout` from its point queries; a failure, and nil, when
    /// the listing or the whole-content query disagrees with them.
    static func baseline<Layout: BruteForceEnumerable>(
        _ layout: Layout, itemCounts: [Int], _ message: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> LinearScanBaseline? {
        baseline(layout, inventory: layout.inventory(itemCounts: itemCounts), message, file: file, line: line)
    }

    /// The brute-force baseline of `layout` from the elements of `inventory`; a failure, and nil,
    /// when the listing or the whole-content query disagrees with them.
    static func baseline<Layout: CollectionLayout>(
        _ layout: Layout, inventory: ElementInventory, _ message: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> LinearScanBaseline? {
        for problem in inventory.problems.prefix(3) {
            XCTFail("\(message): \(problem)", file: file, line: line)
        }
        let (baseline, problem) = inventory.verifiedBaseline(for: layout)
        if let problem {
            XCTFail("\(message): \(problem)", file: file, line: line)
            return nil
        }
        return inventory.problems.isEmpty ? baseline : nil
    }

    /// The contract every layout keeps after `prepare(context)`:
    /// finite frames; the whole-content query returns every cell once, and each cell equals
    /// `attributes(at:)`; preparing again with the same context changes nothing; snapping
    /// stays finite.
    static func checkConformance<Layout: CollectionLayout>(
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
        checkTransitionEnd(layout, context: context, file: file, line: line)
    }
}
