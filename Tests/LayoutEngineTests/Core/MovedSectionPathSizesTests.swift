import XCTest

@testable import LayoutEngine

/// A layout whose item sizes are a closure of the path reads them at the new paths after a
/// batch that inserts, deletes or moves sections, as a fresh `prepare` of the new data does:
/// a section that comes from another index is not kept with the sizes of its old one.
final class MovedSectionPathSizesTests: XCTestCase {
    /// The batches, each with the counts after it, from counts `[5, 9, 7]`.
    private let batches: [(updates: [CollectionUpdate], counts: [Int])] = [
        ([.insertSections([0])], [3, 5, 9, 7]),
        ([.deleteSections([0])], [9, 7]),
        ([.moveSection(from: 2, to: 0)], [7, 5, 9]),
        ([.moveSection(from: 0, to: 2), .insertItems(at: [ItemPath(item: 0, section: 0)])], [10, 7, 5]),
    ]

    /// A section's item lengths differ by section: 40, 70, 100, 130 pt…
    private static func length(_ path: ItemPath) -> Double {
        40 + 30 * Double(path.section) + Double(path.item % 3)
    }

    func testWaterfall_SizesOfAClosureAreReadAtTheNewPathsAfterSectionsMove() throws {
        var configuration = WaterfallLayout.Configuration(columnCount: 2)
        configuration.itemHeight = .computed { path, _ in Self.length(path) }
        try assertEveryBatchEqualsAFreshLayout { WaterfallLayout(configuration: configuration) }
    }

    func testFlow_SizesOfAClosureAreReadAtTheNewPathsAfterSectionsMove() throws {
        var configuration = FlowLayout.Configuration()
        configuration.itemSizing = .perItem { path in Size(width: 100, height: Self.length(path)) }
        try assertEveryBatchEqualsAFreshLayout { FlowLayout(configuration: configuration) }
    }

    /// Each batch, applied to a layout prepared for counts `[5, 9, 7]`, lays out what a fresh
    /// layout (`make`) of the new counts lays out.
    private func assertEveryBatchEqualsAFreshLayout<L: CollectionLayout>(
        _ make: () -> L, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let viewport = Size(width: 390, height: 800)
        for (updates, counts) in batches {
            var layout = make()
            layout.prepare(LayoutContext(viewportSize: viewport, itemCounts: [5, 9, 7]))
            let context = LayoutContext(viewportSize: viewport, itemCounts: counts)
            try layout.prepare(context, updates: updates)
            var fresh = make()
            fresh.prepare(context)
            XCTAssertEqual(layout.contentSize, fresh.contentSize, "\(updates)", file: file, line: line)
            assertSameElements(
                layout.attributes(in: .infinite), fresh.attributes(in: .infinite), "\(updates)", file: file,
                line: line)
        }
    }
}
