import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// The appearing and disappearing queries after a batch, asked for paths that name no element
/// (an item of `Int.max` or `Int.min`, negative, past the counts, in no section): every layout
/// answers nil, and none traps, whatever the batch.
final class ExtremePathUpdateTests: XCTestCase {
    /// Paths that name no element of a collection of `counts`.
    private func absentPaths(_ counts: [Int]) -> [ItemPath] {
        var paths: [ItemPath] = []
        for section in [0, counts.count - 1, counts.count, Int.max, Int.min, -1] {
            for item in [Int.max, Int.max - 1, Int.min, Int.min + 1, -1] {
                paths.append(ItemPath(item: item, section: section))
            }
        }
        for (section, count) in counts.enumerated() {
            paths += [count, count + 1].map { ItemPath(item: $0, section: section) }
        }
        return paths
    }

    /// Batches that move items past others (the arrivals after an `Int.max` item made the
    /// mapping overflow) and the counts after them, from counts [6, 4].
    private let batches: [(updates: [CollectionUpdate], counts: [Int])] = [
        ([.insertItems(at: [ItemPath(item: 0, section: 0)])], [7, 4]),
        ([.deleteItems(at: [ItemPath(item: 1, section: 0)])], [5, 4]),
        (
            [
                .deleteItems(at: [ItemPath(item: 0, section: 0)]),
                .insertItems(at: [ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 1)]),
            ], [6, 5]
        ),
        ([.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 1))], [5, 5]),
        ([.reloadItems(at: [ItemPath(item: 2, section: 0)])], [6, 4]),
        ([.insertSections([0])], [3, 6, 4]),
    ]

    private func check<L: CollectionLayout>(
        _ make: () -> L, file: StaticString = #filePath, line: UInt = #line
    ) {
        var checked = 0
        for (updates, counts) in batches {
            var layout = make()
            let before = [6, 4]
            layout.prepare(LayoutContext(viewportSize: Size(width: 320, height: 480), itemCounts: before))
            let newCounts = counts
            do {
                try layout.prepare(
                    LayoutContext(viewportSize: Size(width: 320, height: 480), itemCounts: newCounts),
                    updates: updates)
            } catch {
                XCTFail("\(L.self): \(updates) threw \(error)", file: file, line: line)
                continue
            }
            for path in absentPaths(newCounts) {
                XCTAssertNil(
                    layout.initialAttributes(forAppearingItemAt: path), "\(L.self) \(updates): \(path)",
                    file: file, line: line)
                checked += 1
            }
            for path in absentPaths(before) {
                XCTAssertNil(
                    layout.finalAttributes(forDisappearingItemAt: path), "\(L.self) \(updates): \(path)",
                    file: file, line: line)
            }
        }
        XCTAssertGreaterThan(checked, 0, file: file, line: line)
    }

    func testExtremePaths_FlowAnswersNil() {
        check { FlowLayout(itemSize: Size(width: 50, height: 50)) }
    }

    func testExtremePaths_WaterfallAnswersNil() {
        check { WaterfallLayout(configuration: .init(columnCount: 2, itemHeight: .aspectRatio { _ in 0.5 })) }
    }

    func testExtremePaths_CompositionalAnswersNil() {
        check {
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [item])
            return CompositionalLayout(section: LayoutSection(group: group))
        }
    }

    func testExtremePaths_CarouselAnswersNil() {
        check { CenterCarouselLayout(itemSize: Size(width: 100, height: 100)) }
    }

    func testExtremePaths_FanAnswersNil() {
        check { CircularFanLayout(itemSize: Size(width: 80, height: 120), radius: 400) }
    }
}
