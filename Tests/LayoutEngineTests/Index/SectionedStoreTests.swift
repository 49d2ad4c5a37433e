import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

final class SectionedStoreTests: XCTestCase {
    /// A vertical store of `count` sections, each `length` long with a pinned header of 10 at
    /// its start and one item below it.
    private func pinnedStore(sections count: Int, length: Double = 100) -> SectionedStore {
        var store = SectionedStore(axis: .vertical)
        for section in 0..<count {
            let start = Double(section) * length
            var record = SectionedStore.Section(axis: .vertical, start: start)
            record.supplementaries = [
                SectionedStore.Supplementary(
                    kind: .sectionHeader, frame: Rect(x: 0, y: start, width: 320, height: 10), pin: .header)
            ]
            record.contentStart = start + 10
            record.items.append(Rect(x: 0, y: start + 10, width: 320, height: length - 10))
            record.itemCount = 1
            record.contentEnd = start + length
            record.end = start + length
            store.sections.append(record)
        }
        return store
    }

    private func results(_ store: SectionedStore, in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        store.forEachAttributes(in: rect) { section, id, frame in
            LayoutAttributes(path: ItemPath(item: id, section: section), frame: frame)
        } _: {
            result.append($0)
        }
        return result
    }

    /// Every element by brute force: each section's items and supplementaries at their returned
    /// frames.
    private func bruteForce(_ store: SectionedStore, in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (position, section) in store.sections.enumerated() {
            for id in 0..<section.items.count {
                if let frame = store.itemFrame(section: position, id: id), frame.intersects(rect) {
                    result.append(LayoutAttributes(path: ItemPath(item: id, section: position), frame: frame))
                }
            }
            for supplementary in section.supplementaries {
                let frame = store.frame(of: supplementary, in: section)
                if frame.intersects(rect) {
                    result.append(
                        LayoutAttributes(
                            path: ItemPath(item: supplementary.item, section: position),
                            kind: supplementary.kind,
                            frame: frame))
                }
            }
        }
        return result
    }

    func testSectionedStore_PinnedHeaderOfASpannedSectionIsFoundAmong10kSections() {
        var store = pinnedStore(sections: 10_000)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let offset = generator.double(in: 0...999_000)
            let context = LayoutContext(
                bounds: Rect(x: 0, y: offset, width: 320, height: 480), itemCounts: [])
            store.updatePinningArea(for: context)
            let found = results(store, in: context.bounds)
            assertSameElements(found, bruteForce(store, in: context.bounds), "offset \(offset)")
            let headers = found.filter { $0.kind == .sectionHeader }
            // The spanned section's header sits at the visible start, pushed up by its section's end.
            let pinned = min(offset, (offset / 100).rounded(.down) * 100 + 90)
            XCTAssertTrue(headers.contains { $0.frame.minY == pinned }, "a header pins at \(offset)")
        }
    }

    func testSectionedStore_PixelGridMirrorsTheStoredAlignedFrameBitForBit() {
        var generator = SeededGenerator(seed: 3)
        for scale in [1.0, 2, 3] {
            let grid = PixelGrid(scale: scale)
            var store = SectionedStore(axis: .vertical)
            store.pixelGrid = grid
            store.mirrorWidth = grid.align(generator.double(in: 100...900))
            for _ in 0..<500 {
                let exact = Rect(
                    x: generator.double(in: -10...800), y: generator.double(in: 0...5000),
                    width: generator.double(in: 0...300), height: generator.double(in: 0...300))
                let stored = grid.align(exact, mirrorWidth: nil)
                let expected = grid.align(exact, mirrorWidth: store.mirrorWidth)
                let returned = store.returned(stored, isAligned: true)
                XCTAssertEqual(returned, expected, "scale \(scale), \(exact)")
            }
        }
    }

    func testSectionedStore_BandShowsItsItemsThroughItsWindowAtItsOffset() {
        for mirrored in [false, true] {
            var store = SectionedStore(axis: .vertical)
            if mirrored { store.mirrorWidth = 300 }
            var record = SectionedStore.Section(axis: .vertical, start: 0)
            var band = SectionedStore.Band(axis: .vertical)
            for id in 0..<50 { band.items.append(Rect(x: Double(id) * 110, y: 20, width: 100, height: 60)) }
            band.windowLength = 300
            band.longestAcross = 100
            band.offset = 1234.5
            record.band = band
            record.contentEnd = 100
            record.end = 100
            store.sections = [record]
            var generator = SeededGenerator(seed: 11)
            for _ in 0..<200 {
                let rect = Rect(
                    x: generator.double(in: -200...400), y: generator.double(in: -50...120),
                    width: generator.double(in: 0...400), height: generator.double(in: 0...100))
                let window = Rect(x: 0, y: -1e9, width: 300, height: 2e9)
                var expected: [LayoutAttributes] = []
                for id in 0..<50 {
                    guard let frame = store.itemFrame(section: 0, id: id) else { continue }
                    if frame.intersects(rect) && frame.intersects(window) {
                        expected.append(LayoutAttributes(path: ItemPath(item: id, section: 0), frame: frame))
                    }
                }
                assertSameElements(results(store, in: rect), expected, "mirrored \(mirrored), \(rect)")
            }
            let first = store.itemFrame(section: 0, id: 0)
            XCTAssertEqual(
                first?.minX, mirrored ? 200 + 1234.5 : -1234.5, "a band scrolls toward its leading edge")
        }
    }

    func testSectionedStore_LayoutBoundaryItemsAnswerInSectionZero() {
        var store = pinnedStore(sections: 2)
        store.layoutBoundary.supplementaries = [
            SectionedStore.Supplementary(
                kind: .supplementary("banner"), frame: Rect(x: 0, y: -40, width: 320, height: 40))
        ]
        XCTAssertEqual(
            store.supplementaryAttributes(ofKind: "banner", inSection: 0)?.frame,
            Rect(x: 0, y: -40, width: 320, height: 40))
        XCTAssertNil(store.supplementaryAttributes(ofKind: "banner", inSection: 1))
        XCTAssertTrue(
            results(store, in: Rect(x: 0, y: -50, width: 10, height: 20)).contains {
                $0.kind == .supplementary("banner")
            })
    }

    func testSectionedStore_VisibleItemsOutsetHandsTheSectionItemsToTheHookOnce() {
        var store = pinnedStore(sections: 3)
        store.sections[1].visibleItemsOutset = 50
        store.overhang = 50
        var calls: [Int] = []
        var result: [LayoutAttributes] = []
        store.forEachAttributes(in: Rect(x: 0, y: 0, width: 320, height: 300)) { section, id, frame in
            LayoutAttributes(path: ItemPath(item: id, section: section), frame: frame)
        } adjust: { section, items in
            calls.append(section)
            for index in items.indices { items[index].alpha = 0.5 }
        } _: {
            result.append($0)
        }
        XCTAssertEqual(calls, [1])
        XCTAssertEqual(result.filter { $0.kind == .cell && $0.alpha == 0.5 }.map(\.path.section), [1])
        XCTAssertEqual(result.filter { $0.kind == .cell }.count, 3)
    }
}
