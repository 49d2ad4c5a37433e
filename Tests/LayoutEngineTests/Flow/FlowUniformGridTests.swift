import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Uniform-grid sections: a section whose items all have one size stores its template, not its
/// frames, and answers exactly as the stored layout of the same section (the one a closure
/// giving the same size produces), through queries, appends, scrolls and batch updates.
final class FlowUniformGridTests: XCTestCase {
    /// A random flow whose item size, insets, spacings and headers are on a quarter-point grid
    /// (so that its sections qualify), in either direction and layout direction, any line
    /// alignment, with one metrics value or one per section.
    static func randomUniformLayout(_ g: inout SeededGenerator, maxItems: Int = 80) -> (
        FlowLayout, LayoutContext
    ) {
        func quarter(_ range: ClosedRange<Int>) -> Double { Double(g.int(in: range)) / 4 }
        func metrics() -> FlowLayout.SectionMetrics {
            FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(
                    top: quarter(0...60), left: quarter(0...60), bottom: quarter(0...60),
                    right: quarter(0...60)),
                minimumLineSpacing: quarter(0...40), minimumInteritemSpacing: quarter(0...40),
                headerReferenceSize: g.bool() ? Size(width: 30, height: quarter(0...160)) : .zero,
                footerReferenceSize: g.bool() ? Size(width: 20, height: quarter(0...100)) : .zero,
                lineAlignment: LineAlignment(
                    cross: LineAlignment.Cross.allCases[g.int(in: 0...2)],
                    along: LineAlignment.Along.allCases[g.int(in: 0...3)]))
        }
        // Now and then items wider than the line, or a single column.
        let width = g.int(in: 0...5) == 0 ? quarter(1200...2400) : quarter(20...600)
        let sectionCount = g.int(in: 0...5)
        let configuration = FlowLayout.Configuration(
            itemSizing: .fixed(Size(width: width, height: quarter(4...600))),
            scrollDirection: g.bool() ? .vertical : .horizontal,
            metrics: g.bool() ? .all(metrics()) : .list((0..<max(1, sectionCount)).map { _ in metrics() }),
            sectionHeadersPinToVisibleBounds: g.int(in: 0...3) == 0,
            sectionFootersPinToVisibleBounds: g.int(in: 0...3) == 0)
        let context = LayoutContext(
            bounds: Rect(
                x: quarter(0...1200), y: quarter(0...1200), width: quarter(400...2000),
                height: quarter(400...2800)),
            itemCounts: (0..<sectionCount).map { _ in g.int(in: 0...maxItems) },
            contentInsets: g.bool() ? EdgeInsets(all: quarter(0...80)) : .zero,
            layoutDirection: g.bool() ? .leftToRight : .rightToLeft)
        return (FlowLayout(configuration: configuration), context)
    }

    /// The same layout through the stored path: a closure answering the fixed size.
    static func storedTwin(of layout: FlowLayout) -> FlowLayout {
        var stored = layout
        guard case .fixed(let size) = layout.configuration.itemSizing else { return stored }
        stored.configuration.itemSizing = .perItem { _ in size }
        return stored
    }

    /// The number of uniform-grid sections of `layout`, checking that each stores no frame.
    static func uniformGridSectionCount(
        _ layout: FlowLayout, file: StaticString = #filePath, line: UInt = #line
    )
        -> Int
    {
        var count = 0
        for section in layout.cache.store.sections where section.uniformGrid != nil {
            XCTAssertEqual(section.items.count, 0, file: file, line: line)
            count += 1
        }
        return count
    }

    /// Asserts that two layouts give the same content size and the same attributes, bit for
    /// bit, for every cell by path and for the whole content.
    static func assertSameGeometry(
        _ layout: FlowLayout, _ expected: FlowLayout, context: LayoutContext, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(layout.contentSize, expected.contentSize, message, file: file, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), expected.attributes(in: .infinite), message, file: file,
            line: line)
        for section in 0..<context.sectionCount {
            for item in 0..<context.itemCount(inSection: section) {
                let path = ItemPath(item: item, section: section)
                guard layout.attributes(at: path) == expected.attributes(at: path) else {
                    XCTFail("\(message): \(path)", file: file, line: line)
                    return
                }
            }
        }
    }

    // MARK: - Which sections are uniform grids

    func testFlowUniformGrid_FixedSizeSectionStoresNoFrames() {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.prepare(
            LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [100_000, 0, 7]))
        let sections = layout.cache.store.sections
        XCTAssertNotNil(sections[0].uniformGrid)
        XCTAssertNotNil(sections[2].uniformGrid)
        for section in sections {
            XCTAssertEqual(section.items.count, 0)
            XCTAssertEqual(section.items.frames.capacity, 0, "no storage kept for frames")
            XCTAssertTrue(section.items.activeClasses.isEmpty)
        }
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 99_999, section: 0))?.frame,
            Rect(x: 0, y: 33_333 * 110, width: 100, height: 100))
    }

    func testFlowUniformGrid_SizeListsClosuresAndSelfSizingAreStored() {
        let size = Size(width: 100, height: 100)
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [50])
        for configuration in [
            FlowLayout.Configuration(itemSizing: .sizes([Array(repeating: size, count: 50)])),
            FlowLayout.Configuration(itemSizing: .perItem { _ in size }),
            FlowLayout.Configuration(itemSizing: .fixed(size), estimatedItemSize: size),
        ] {
            var layout = FlowLayout(configuration: configuration)
            layout.prepare(context)
            XCTAssertNil(layout.cache.store.sections[0].uniformGrid)
            XCTAssertEqual(layout.cache.store.sections[0].itemFrameCount, 50)
        }
    }

    func testFlowUniformGrid_InexactLinePositionsAreStoredAndEqual() {
        // Line positions that a sum rounds (a third of a point) keep their frames.
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100.0 / 3))
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [5000])
        layout.prepare(context)
        XCTAssertNil(layout.cache.store.sections[0].uniformGrid)
        var stored = Self.storedTwin(of: layout)
        stored.prepare(context)
        Self.assertSameGeometry(layout, stored, context: context, "a third of a point")
    }

    func testFlowUniformGrid_TooManyColumnsAreStored() {
        var layout = FlowLayout(itemSize: Size(width: 0.25, height: 1))
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumInteritemSpacing: 0))
        let context = LayoutContext(viewportSize: Size(width: 2000, height: 844), itemCounts: [10_000])
        layout.prepare(context)
        XCTAssertNil(layout.cache.store.sections[0].uniformGrid)
        var stored = Self.storedTwin(of: layout)
        stored.prepare(context)
        Self.assertSameGeometry(layout, stored, context: context, "8000 columns")
    }

    func testFlowUniformGrid_LinePositionsAreExact_OnlyBelowTheGridLimit() {
        XCTAssertTrue(
            FlowCache.linePositionsAreExact(first: 40, thickness: 100, spacing: 10, lineCount: 1 << 40))
        XCTAssertTrue(FlowCache.linePositionsAreExact(first: 0, thickness: 0, spacing: 0, lineCount: 5))
        XCTAssertTrue(
            FlowCache.linePositionsAreExact(first: 0.25, thickness: 0.5, spacing: 0, lineCount: 1000))
        XCTAssertFalse(FlowCache.linePositionsAreExact(first: 0, thickness: 0.1, spacing: 0, lineCount: 1000))
        XCTAssertFalse(
            FlowCache.linePositionsAreExact(first: 0, thickness: 1, spacing: 1, lineCount: 1 << 52))
        XCTAssertFalse(FlowCache.linePositionsAreExact(first: .nan, thickness: 1, spacing: 1, lineCount: 3))
        // The sums the stored layout computes equal the products wherever the rule says so.
        var g = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let first = Double(g.int(in: 0...4000)) / 8
            let thickness = Double(g.int(in: 0...4000)) / Double(1 << g.int(in: 0...12))
            let spacing = Double(g.int(in: 0...400)) / 4
            let lines = g.int(in: 1...3000)
            guard
                FlowCache.linePositionsAreExact(
                    first: first, thickness: thickness, spacing: spacing, lineCount: lines)
            else { continue }
            var position = first
            for line in 0..<lines {
                guard position == first + Double(line) * (thickness + spacing) else {
                    return XCTFail("line \(line) of \(first), \(thickness), \(spacing)")
                }
                position = position + thickness + spacing
            }
        }
    }

    // MARK: - Equal to the stored layout

    func testFlowUniformGrid_EqualsTheStoredLayoutOnRandomLayouts() {
        var uniformGridSections = 0
        let seeds = TestCampaign.seeds(300, quick: 120)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            var stored = Self.storedTwin(of: layout)
            layout.prepare(context)
            stored.prepare(context)
            uniformGridSections += Self.uniformGridSectionCount(layout)
            Self.assertSameGeometry(layout, stored, context: context, "seed \(seed)")
            for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                for section in 0..<context.sectionCount {
                    XCTAssertEqual(
                        layout.supplementaryAttributes(ofKind: kind, inSection: section),
                        stored.supplementaryAttributes(ofKind: kind, inSection: section), "seed \(seed)")
                }
            }
        }
        XCTAssertGreaterThan(
            uniformGridSections, seeds.count, "the layouts must exercise the uniform-grid path")
    }

    // MARK: - Index: queries equal a brute-force filter

    func testFlowUniformGrid_QueriesMatchBruteForceOnRandomLayouts() {
        for seed in TestCampaign.seeds(120, quick: 12) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            layout.prepare(context)
            LayoutConformance.checkIndex(layout, itemCounts: context.itemCounts, seed: seed, queries: 150)
        }
    }

    func testFlowUniformGrid_HugeInvertedAndInfiniteRectsMatchBruteForce() {
        let huge = 0x1p70
        let rects = [
            Rect.infinite, Rect(x: -huge, y: -huge, width: 2 * huge, height: 2 * huge),
            Rect(x: huge, y: huge, width: -2 * huge, height: -2 * huge),
            Rect(x: 0, y: 0, width: -.infinity, height: .infinity),
            Rect(x: -.infinity, y: 100, width: .infinity, height: 0),
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect.null, Rect.zero,
            Rect(x: 10, y: -huge, width: 0.5, height: .infinity),
            Rect(x: -huge, y: 300, width: .infinity, height: -250),
        ]
        for seed in TestCampaign.seeds(60) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            layout.prepare(context)
            guard
                let baseline = LayoutConformance.baseline(
                    layout, itemCounts: context.itemCounts, "seed \(seed)")
            else { continue }
            for rect in rects {
                assertSameElements(
                    layout.attributes(in: rect), baseline.attributes(in: rect), "seed \(seed) \(rect)")
            }
        }
    }

    func testFlowUniformGrid_Conformance_OnRandomLayouts() {
        for seed in UInt64(400)...440 {
            var g = SeededGenerator(seed: seed)
            let (layout, context) = Self.randomUniformLayout(&g)
            LayoutConformance.checkConformance(layout, context: context)
        }
    }

    // MARK: - Incremental: equal to a fresh prepare

    func testFlowUniformGrid_ScrollAndAppendEqualAFreshLayout() {
        var uniformGridSections = 0
        let seeds = TestCampaign.seeds(150, quick: 20)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            guard context.sectionCount > 0 else { continue }
            layout.prepare(context)
            for step in 0..<4 {
                if g.bool() {
                    context.bounds.origin.y += Double(g.int(in: -400...4000)) / 4
                    context.bounds.origin.x += Double(g.int(in: -400...4000)) / 4
                } else {
                    context.itemCounts[context.sectionCount - 1] += g.int(in: 1...40)
                }
                layout.prepare(context)
                uniformGridSections += Self.uniformGridSectionCount(layout)
                var fresh = FlowLayout(configuration: layout.configuration)
                fresh.prepare(context)
                Self.assertSameGeometry(layout, fresh, context: context, "seed \(seed), step \(step)")
                var stored = Self.storedTwin(of: fresh)
                stored.prepare(context)
                Self.assertSameGeometry(
                    layout, stored, context: context, "seed \(seed), step \(step), stored")
            }
        }
        XCTAssertGreaterThan(uniformGridSections, 2 * seeds.count)
    }

    func testFlowUniformGrid_AppendPastTheExactLimitBecomesStored() {
        // Lines of 1 + 2^-40 points: their sums are exact up to 2^12 points only.
        var layout = FlowLayout(itemSize: Size(width: 100, height: 1 + 0x1p-40))
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 0))
        var context = LayoutContext(viewportSize: Size(width: 100, height: 844), itemCounts: [100])
        layout.prepare(context)
        XCTAssertNotNil(layout.cache.store.sections[0].uniformGrid)
        context.itemCounts = [1 << 13]
        layout.prepare(context)
        XCTAssertNil(layout.cache.store.sections[0].uniformGrid)
        var stored = Self.storedTwin(of: layout)
        stored.prepare(context)
        Self.assertSameGeometry(layout, stored, context: context, "past the limit")
    }

    func testFlowUniformGrid_RandomBatchesEqualAFreshAndAStoredLayout() throws {
        var uniformGridSections = 0
        let seeds = TestCampaign.seeds(200, quick: 50)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            var sections = RandomBatch.randomSections(&g, maxSections: 5, maxItems: 60)
            context.itemCounts = sections.map(\.items.count)
            if case .list(let list) = layout.configuration.metrics, list.count < sections.count {
                layout.configuration.metrics = .list(list + list)
            }
            layout.prepare(context)
            var stored = Self.storedTwin(of: layout)
            stored.prepare(context)
            var nextID = 1 << 40
            for step in 0..<3 {
                let old = layout
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                context.itemCounts = batch.newCounts
                if g.int(in: 0...4) == 0 { context.bounds.origin.y += Double(g.int(in: -400...1200)) / 4 }
                let message = "seed \(seed), step \(step)"
                do {
                    try layout.prepare(context, updates: batch.updates)
                    try stored.prepare(context, updates: batch.updates)
                } catch {
                    return XCTFail("\(message): \(error)")
                }
                uniformGridSections += Self.uniformGridSectionCount(layout)
                var fresh = FlowLayout(configuration: layout.configuration)
                fresh.prepare(context)
                Self.assertSameGeometry(layout, fresh, context: context, message)
                Self.assertSameGeometry(layout, stored, context: context, "\(message), stored")
                XCTAssertEqual(layout.contentOffsetAdjustment, stored.contentOffsetAdjustment, message)
                assertUIKitTransition(
                    layout, old: old, oldSections: batch.old, newSections: batch.new,
                    reloaded: batch.reloadedItems, message)
                for (section, model) in batch.old.enumerated() {
                    for item in model.items.indices {
                        let path = ItemPath(item: item, section: section)
                        XCTAssertEqual(
                            layout.finalAttributes(forDisappearingItemAt: path),
                            stored.finalAttributes(forDisappearingItemAt: path), "\(message): \(path)")
                    }
                }
                sections = batch.new
            }
        }
        XCTAssertGreaterThan(uniformGridSections, 2 * seeds.count)
    }

    func testFlowUniformGrid_SizeChangedUnderABatchKeepsUnnamedItemsAsTheStoredLayoutDoes() {
        var storedSections = 0
        var keptSections = 0
        let seeds = TestCampaign.seeds(150, quick: 30)
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g, maxItems: 600)
            guard context.sectionCount > 0 else { continue }
            layout.configuration.metrics = .all(FlowLayout.SectionMetrics(minimumLineSpacing: 2))
            layout.prepare(context)
            var stored = Self.storedTwin(of: layout)
            stored.prepare(context)
            let newSize = Size(
                width: Double(g.int(in: 80...2000)) / 4, height: Double(g.int(in: 4...400)) / 4)
            // A new fixed size, a closure or a list: items before the line kept for the first
            // change keep their size, in a uniform-grid section as in a stored one.
            switch g.int(in: 0...2) {
            case 0:
                layout.configuration.itemSizing = .fixed(newSize)
                stored.configuration.itemSizing = .perItem { _ in newSize }
            case 1:
                layout.configuration.itemSizing = .perItem { _ in newSize }
                stored.configuration.itemSizing = .perItem { _ in newSize }
            default:
                let sizes = context.itemCounts.map { Array(repeating: newSize, count: $0 + 5) }
                layout.configuration.itemSizing = .sizes(sizes)
                stored.configuration.itemSizing = .sizes(sizes)
            }
            // Items inserted anywhere, often far into the section.
            let section = g.int(in: 0...(context.sectionCount - 1))
            let position = g.int(in: 0...context.itemCounts[section])
            let inserted = g.int(in: 1...5)
            let updates = [
                CollectionUpdate.insertItems(
                    at: (position..<(position + inserted)).map { ItemPath(item: $0, section: section) })
            ]
            context.itemCounts[section] += inserted
            do {
                try layout.prepare(context, updates: updates)
                try stored.prepare(context, updates: updates)
            } catch {
                return XCTFail("seed \(seed): \(error)")
            }
            if layout.cache.store.sections[section].uniformGrid == nil {
                storedSections += 1
                let first = layout.attributes(at: ItemPath(item: 0, section: section))?.frame.size
                let last = layout.attributes(
                    at: ItemPath(item: context.itemCounts[section] - 1, section: section))
                if first != last?.frame.size { keptSections += 1 }
            }
            Self.assertSameGeometry(layout, stored, context: context, "seed \(seed)")
        }
        XCTAssertGreaterThan(
            storedSections, seeds.count / 3, "sections that changed size must store their frames")
        XCTAssertGreaterThan(keptSections, seeds.count / 8, "sections whose first items kept their size")
    }

    func testFlowUniformGrid_InvalidatedItemsEqualAFreshLayout() {
        for seed in TestCampaign.seeds(60) {
            var g = SeededGenerator(seed: seed)
            var (layout, context) = Self.randomUniformLayout(&g)
            guard context.sectionCount > 0 else { continue }
            layout.prepare(context)
            let section = g.int(in: 0...(context.sectionCount - 1))
            layout.invalidateItems(at: [ItemPath(item: g.int(in: 0...80), section: section)])
            layout.prepare(context)
            var fresh = FlowLayout(configuration: layout.configuration)
            fresh.prepare(context)
            Self.assertSameGeometry(layout, fresh, context: context, "seed \(seed)")
            XCTAssertEqual(layout.contentOffsetAdjustment, .zero, "seed \(seed)")
        }
    }
}
