import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// Self-sizing headers and footers through random reports and batch updates, in both scroll
/// directions: after each step the layout equals a fresh one whose headers and footers have
/// the reported lengths as fixed ones (the estimate where none was reported, or where the
/// section was reloaded).
final class WaterfallBoundarySizingPropertyTests: XCTestCase {
    private static let header = ElementKind.sectionHeaderKind
    private static let footer = ElementKind.sectionFooterKind

    /// A reported length: a section's id and whether it is its header's.
    private struct Boundary: Hashable {
        var section: Int
        var isHeader: Bool
    }

    func testBoundarySizing_RandomReportsAndBatchesEqualFixedLengths() throws {
        for seed in TestCampaign.seeds(60, quick: 5) {
            var g = SeededGenerator(seed: seed)
            var sections = RandomBatch.randomSections(&g, maxSections: 4, maxItems: 30)
            var lengths: [Boundary: Double] = [:]
            var nextID = 100_000
            let axis: Axis = g.bool() ? .vertical : .horizontal
            var context = LayoutContext(
                bounds: Rect(x: 0, y: 0, width: 320, height: 500), itemCounts: sections.map(\.items.count))
            var layout = WaterfallLayout(configuration: Self.configuration(sections, axis: axis))
            layout.prepare(context)
            for step in 0..<4 {
                for _ in 0..<g.int(in: 0...6) where !sections.isEmpty {
                    let section = g.int(in: 0...(sections.count - 1))
                    let isHeader = g.bool()
                    let length = Double(g.int(in: 0...90))
                    lengths[Boundary(section: sections[section].id, isHeader: isHeader)] = length
                    layout.reportSize(
                        Size(along: axis, main: length, cross: 7),
                        forSupplementaryOfKind: isHeader ? Self.header : Self.footer,
                        at: ItemPath(item: 0, section: section))
                }
                layout.prepare(context)
                assertFixedLengths(layout, sections, lengths, context, "seed \(seed), step \(step), reported")
                let batch = RandomBatch.make(from: sections, &g, nextID: &nextID)
                for id in batch.reloadedSections {
                    lengths[Boundary(section: id, isHeader: true)] = nil
                    lengths[Boundary(section: id, isHeader: false)] = nil
                }
                sections = batch.new
                context.itemCounts = sections.map(\.items.count)
                layout.configuration = Self.configuration(sections, axis: axis)
                try layout.prepare(context, updates: batch.updates)
                assertFixedLengths(layout, sections, lengths, context, "seed \(seed), step \(step), batch")
            }
        }
    }

    /// Three columns; every header estimated 30 long and every footer 20; item lengths a
    /// function of the item's id.
    private static func configuration(_ sections: [RandomBatch.Section], axis: Axis)
        -> WaterfallLayout.Configuration
    {
        WaterfallLayout.Configuration(
            scrollDirection: axis, columnCount: 3, columnSpacing: 4, itemSpacing: 6,
            sectionInset: EdgeInsets(top: 5, left: 3, bottom: 9, right: 2), estimatedHeaderHeight: 30,
            estimatedFooterHeight: 20,
            itemHeight: .computed { path, _ in
                guard path.section < sections.count, path.item < sections[path.section].items.count else {
                    return 0
                }
                return Double(20 + sections[path.section].items[path.item] * 37 % 80)
            })
    }

    /// Asserts that `layout` lays out what a fresh layout does whose header and footer lengths
    /// are fixed: those of `lengths` (by section id), the estimates elsewhere.
    private func assertFixedLengths(
        _ layout: WaterfallLayout, _ sections: [RandomBatch.Section], _ lengths: [Boundary: Double],
        _ context: LayoutContext, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var fixed = layout.configuration
        fixed.estimatedHeaderHeight = nil
        fixed.estimatedFooterHeight = nil
        let ids = sections.map(\.id)
        fixed.headerHeight = .computed { section in
            section < ids.count ? lengths[Boundary(section: ids[section], isHeader: true)] ?? 30 : 30
        }
        fixed.footerHeight = .computed { section in
            section < ids.count ? lengths[Boundary(section: ids[section], isHeader: false)] ?? 20 : 20
        }
        var expected = WaterfallLayout(configuration: fixed)
        expected.prepare(context)
        XCTAssertEqual(layout.contentSize, expected.contentSize, message, file: file, line: line)
        assertSameElements(
            layout.attributes(in: .infinite), expected.attributes(in: .infinite), message, file: file,
            line: line)
        for section in sections.indices {
            let path = ItemPath(item: 0, section: section)
            XCTAssertEqual(
                layout.needsMeasurement(ofSupplementaryOfKind: Self.header, at: path),
                lengths[Boundary(section: ids[section], isHeader: true)] == nil, message, file: file,
                line: line)
        }
    }
}
