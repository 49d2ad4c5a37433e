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
            record.updateStoredFrames {
                _ = $0.append(Rect(x: 0, y: start + 10, width: 320, height: length - 10))
            }
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
                let frame = store.frame(of: supplementary, in: section, at: position)
                if frame.intersects(rect) {
                    var attributes = LayoutAttributes(
                        path: ItemPath(item: supplementary.item, section: position),
                        kind: supplementary.kind,
                        frame: frame)
                    // Pinned while pinning has moved it off its stored place (these sections
                    // are not shifted).
                    attributes.isPinned = supplementary.pin != nil && frame.minY != supplementary.frame.minY
                    result.append(attributes)
                }
            }
        }
        return result
    }

    func testSectionedStore_PinnedHeaderOfASpannedSectionIsFoundAmong10kSections() {
        var store = pinnedStore(sections: 10_000)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<TestCampaign.count(40, quick: 10) {
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

    /// A vertical store of sections of `lengths`, one after the other, each laid out from 0
    /// and placed by its offset (as the layouts place them), with one item filling it.
    private func store(lengths: [Double]) -> SectionedStore {
        var store = SectionedStore(axis: .vertical)
        var cursor = 0.0
        for length in lengths {
            var record = SectionedStore.Section(axis: .vertical, start: 0)
            record.updateStoredFrames { _ = $0.append(Rect(x: 0, y: 0, width: 320, height: length)) }
            record.itemCount = 1
            record.contentEnd = length
            record.end = length
            record.offset = cursor
            cursor += length
            store.sections.append(record)
        }
        return store
    }

    func testSectionedStore_SectionSearch_AgreesWithALinearScan_WhateverTheSectionLengths() {
        var generator = SeededGenerator(seed: 11)
        let shapes: [(name: String, lengths: [Double])] = [
            ("equal", Array(repeating: 120, count: 5000)),
            (
                "random, with empty runs",
                (0..<5000).map { _ in generator.double(in: 0...1) < 0.2 ? 0 : generator.double(in: 1...200) }
            ),
            ("one huge among tiny", (0..<5000).map { $0 == 2500 ? 1e9 : 1 }),
            ("geometric", (0..<60).map { Double(1 << min($0, 52)) }),
            ("one section", [100]),
            ("two empty sections", [0, 0]),
        ]
        for shape in shapes {
            let store = store(lengths: shape.lengths)
            let ends = store.sections.map { $0.end + $0.offset }
            var targets: [Double] = [-.infinity, .infinity, .nan, -1, 0, (ends.last ?? 0) + 1]
            for end in ends.prefix(150) + ends.suffix(150) { targets += [end, end.nextUp, end.nextDown] }
            for _ in 0..<2000 { targets.append(generator.double(in: -10...((ends.last ?? 0) + 10))) }
            for target in targets {
                let linear = ends.firstIndex { $0 >= target } ?? ends.count
                XCTAssertEqual(
                    store.firstSection(reaching: target), linear, "\(shape.name), target \(target)")
            }
        }
        XCTAssertEqual(SectionedStore(axis: .vertical).firstSection(reaching: 0), 0)
    }

    func testSectionedStore_QueriesOverUnevenSections_MatchBruteForce() {
        var generator = SeededGenerator(seed: 12)
        let lengths = (0..<3000).map { section in
            section % 700 == 0
                ? 40_000 : generator.double(in: 0...1) < 0.3 ? 0 : generator.double(in: 1...300)
        }
        let store = store(lengths: lengths)
        let contentLength = store.sections.last.map { $0.end + $0.offset } ?? 0
        for _ in 0..<TestCampaign.count(300, quick: 60) {
            let rect = Rect(
                x: 0, y: generator.double(in: -100...contentLength), width: 320,
                height: generator.double(in: 0...2000))
            assertSameElements(results(store, in: rect), bruteForce(store, in: rect), "\(rect)")
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
                let returned = store.returned(stored)
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
            record.keep(band)
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

    // MARK: - Queries equal the brute-force filter for any rect

    /// The elements of `layout` (item counts `itemCounts`) that `Rect.intersects` finds for
    /// `rect`, by brute force over every element from the point queries, compared as sets of keys
    /// with the layout's answer.
    private func assertMatchesBruteForce<L: BruteForceEnumerable>(
        _ layout: L, itemCounts: [Int], _ rect: Rect, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard
            let baseline = LayoutConformance.baseline(layout, itemCounts: itemCounts, file: file, line: line)
        else { return }
        let expected = Set(baseline.attributes(in: rect).map(ElementKey.init))
        let actual = Set(layout.attributes(in: rect).map(ElementKey.init))
        XCTAssertEqual(actual, expected, "\(rect)", file: file, line: line)
    }

    private func flow(items: Int, direction: LayoutDirection) -> FlowLayout {
        var layout = FlowLayout(
            configuration: FlowLayout.Configuration(itemSizing: .fixed(Size(width: 50, height: 50))))
        layout.prepare(
            LayoutContext(
                viewportSize: Size(width: 320, height: 480), itemCounts: [items], layoutDirection: direction))
        return layout
    }

    func testSectionedStore_RightToLeft_RectOfInfiniteWidthFindsEveryItemItCrosses() {
        let layout = flow(items: 10, direction: .rightToLeft)
        XCTAssertEqual(layout.attributes(in: Rect(x: 0, y: 0, width: .infinity, height: 1000)).count, 10)
        for rect in [
            Rect(x: 0, y: 0, width: .infinity, height: 1000),
            Rect(x: 100, y: 40, width: -.infinity, height: 30),
            Rect(x: -.greatestFiniteMagnitude, y: 0, width: .infinity, height: 60),
        ] {
            assertMatchesBruteForce(layout, itemCounts: [10], rect)
        }
    }

    func testSectionedStore_InvertedRectOfHugeSize_KeepsItsFarEdge() {
        // Standardising moves the origin to 500 − 1e300, whose far edge then rounds to 0.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = flow(items: 30, direction: direction)
            XCTAssertEqual(layout.attributes(in: Rect(x: 0, y: 500, width: 1e300, height: -1e300)).count, 30)
            for rect in [
                Rect(x: 0, y: 500, width: 1e300, height: -1e300),
                Rect(x: 300, y: 120, width: -1e300, height: 10),
                Rect(x: 20, y: 400, width: 10, height: -.infinity),
            ] {
                assertMatchesBruteForce(layout, itemCounts: [30], rect)
            }
        }
    }

    func testSectionedStore_OneUlpOverlapsAtOffsetSectionsAndOrthogonalBands_AreFound() {
        // A third-width column gives edges that are not representable exactly; every item is
        // queried with a rect starting one ulp before its end, across the axis and along it.
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(33.3)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .absolute(191.92666666666666), heightDimension: .absolute(33.3)),
            subitems: [item])
        var row = LayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 1.1
        var listSection = LayoutSection(group: group)
        listSection.interGroupSpacing = 0.7
        let (rowSection, list) = (row, listSection)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var layout = CompositionalLayout { index, _ in index % 2 == 0 ? rowSection : list }
            layout.prepare(
                LayoutContext(
                    viewportSize: Size(width: 375.3, height: 600), itemCounts: [30, 40, 30, 40],
                    layoutDirection: direction, displayScale: 1000))
            for offset in [0, 13.37, 101.01] {
                layout.setOrthogonalOffset(offset, forSection: 0)
                layout.setOrthogonalOffset(offset * 2, forSection: 2)
                let all = layout.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
                XCTAssertFalse(all.isEmpty)
                for element in all {
                    let frame = element.frame
                    for rect in [
                        Rect(x: frame.maxX.nextDown, y: frame.midY, width: 3, height: 0),
                        Rect(x: frame.minX.nextUp, y: frame.midY, width: -3, height: 0),
                        Rect(x: frame.midX, y: frame.maxY.nextDown, width: 0, height: 3),
                        Rect(x: frame.midX, y: frame.minY.nextUp, width: 0, height: -3),
                    ] where frame.intersects(rect) {
                        let found = layout.attributes(in: rect).contains {
                            $0.path == element.path && $0.kind == element.kind
                        }
                        XCTAssertTrue(
                            found, "\(direction), offset \(offset): \(element.path) \(frame) in \(rect)")
                    }
                }
            }
        }
    }

    func testSectionedStore_ZeroHeightRectCrossingAWaterfallItem_FindsIt() {
        // The fuzzer's case: the rect lies one rounding inside the item's bottom edge.
        var layout = WaterfallLayout(
            configuration: WaterfallLayout.Configuration(
                columnCount: .all(5), minimumColumnWidth: nil, columnSpacing: 8.442889320354972,
                itemSpacing: 0,
                sectionInset: .zero, headerHeight: .all(0), footerHeight: .all(0),
                itemRenderDirection: .shortestFirst,
                itemHeight: .aspectRatio { path in Double((path.item * 7 + path.section * 3) % 5 + 1) / 3 }))
        layout.prepare(
            LayoutContext(
                bounds: Rect(
                    x: 455.55388338699197, y: 1515.5268946184713, width: 550.8905984971595, height: 0),
                itemCounts: [47], displayScale: 2))
        let rect = Rect(x: 172.37301373857989, y: 482.6444384680237, width: 51.36038138842591, height: 0)
        assertMatchesBruteForce(layout, itemCounts: [47], rect)
    }
}
