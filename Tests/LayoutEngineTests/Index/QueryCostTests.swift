import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The rect query of each stored layout costs O(log n + k): the stored elements it examines
/// (``ExaminedElements``) for a viewport stay about the same from 10 000 items to 1 000 000,
/// and stay within a few times the elements it returns plus a logarithm. Counted, not timed, so
/// that a debug build on a busy machine answers the same. Layouts whose million items take
/// seconds to prepare in a debug build (varied sizes, no closed form) go to 100 000 in the
/// default run and to 1 000 000 in the long campaign.
final class QueryCostTests: XCTestCase {
    /// The elements `layout` examines and returns for viewport-sized rects at its start,
    /// middle and end (the largest count of the three).
    private func examined<L: CollectionLayout>(_ layout: L, viewport: Size) -> (examined: Int, returned: Int)
    {
        let content = layout.contentSize
        var worst = (examined: 0, returned: 0)
        for fraction in [0.0, 0.5, 0.999] {
            let rect = Rect(
                x: 0, y: max(0, (content.height - viewport.height) * fraction), width: viewport.width,
                height: viewport.height)
            ExaminedElements.count = 0
            ExaminedElements.isCounting = true
            let returned = layout.attributes(in: rect).count
            ExaminedElements.isCounting = false
            if ExaminedElements.count > worst.examined { worst = (ExaminedElements.count, returned) }
        }
        return worst
    }

    /// Prepares `make(n)` for n = 10 000 and `largest` items and checks the counts: at the
    /// largest at most twice the 10k count plus the logarithm's growth, and at most
    /// 4k + 32 log₂ n + 64 for k returned.
    private func checkCost<L: CollectionLayout>(
        _ name: String, largest: Int = 1_000_000, itemsPerSection: Int? = nil, _ make: (Int) -> L,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let viewport = Size(width: 390, height: 844)
        var results: [(n: Int, examined: Int, returned: Int)] = []
        for n in [10_000, largest] {
            var layout = make(n)
            let counts = itemsPerSection.map { Array(repeating: $0, count: n / $0) } ?? [n]
            layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: counts))
            let (examined, returned) = examined(layout, viewport: viewport)
            XCTAssertGreaterThan(
                returned, 0, "\(name), n \(n): the viewport shows nothing", file: file, line: line)
            let log2 = Int.bitWidth - n.leadingZeroBitCount
            XCTAssertLessThanOrEqual(
                examined, 4 * returned + 32 * log2 + 64,
                "\(name), n \(n): \(examined) examined for \(returned) returned", file: file, line: line)
            results.append((n, examined, returned))
        }
        print("\(name): examined \(results.map { "\($0.examined) for \($0.returned) at \($0.n)" })")
        let (small, large) = (results[0], results[1])
        XCTAssertLessThanOrEqual(
            large.examined, 2 * small.examined + 32 * 7,
            "\(name): \(large.examined) examined at \(large.n) against \(small.examined) at 10k", file: file,
            line: line)
    }

    /// Items of one size: the sections' closed form answers.
    func testQueryCost_FlowOfOneSize() {
        checkCost("flow, one size") { _ in
            FlowLayout(itemSize: Size(width: 90, height: 90))
        }
    }

    func testQueryCost_FlowOfVariedSizes() {
        checkCost("flow", largest: TestCampaign.count(1_000_000, quick: 100_000)) { n in
            // Sizes computed from the path (a closure: no array of a million to build in a debug build).
            FlowLayout(
                configuration: .init(
                    itemSizing: .perItem { path in
                        Size(
                            width: Double(40 + path.item * 37 % 90), height: Double(30 + path.item * 53 % 110)
                        )
                    }))
        }
    }

    func testQueryCost_WaterfallOfVariedHeights() {
        checkCost("waterfall", largest: TestCampaign.count(1_000_000, quick: 100_000)) {
            _ in
            WaterfallLayout(
                configuration: .init(
                    columnCount: 3, itemHeight: .aspectRatio { path in Double(1 + path.item * 7 % 5) / 3 }))
        }
    }

    func testQueryCost_CompositionalOfManySections() {
        // 100 items per section: 100 sections at 10k, 10 000 at 1M.
        checkCost("compositional", itemsPerSection: 100) { _ in
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(80))
            )
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item])
            var section = LayoutSection(group: group)
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: ElementKind.sectionHeaderKind, alignment: .top)
            ]
            return CompositionalLayout(section: section)
        }
    }
}
