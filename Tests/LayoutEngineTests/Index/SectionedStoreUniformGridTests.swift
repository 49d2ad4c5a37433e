import LayoutEngineTestSupport
import XCTest

@testable import LayoutEngine

/// A section whose items are a uniform grid: its query equals a brute-force filter over its
/// computed frames, and the store reads it as it reads a stored section.
final class SectionedStoreUniformGridTests: XCTestCase {
    /// Random equal items in lines: any count, columns, pitch and lengths (zero included).
    private static func randomItems(_ g: inout SeededGenerator) -> SectionedStore.UniformGrid {
        let itemsPerLine = g.int(in: 1...12)
        let length = g.int(in: 0...5) == 0 ? 0 : g.double(in: 1...80)
        let gap = g.int(in: 0...4) == 0 ? 0 : g.double(in: 0...20)
        func starts(_ count: Int) -> [Double] {
            var along = g.double(in: 0...30)
            return (0..<count).map { _ in
                defer { along += length + gap }
                return along
            }
        }
        let count = g.int(in: 0...200)
        let thickness = g.int(in: 0...5) == 0 ? 0 : g.double(in: 1...90)
        let lastCount = count == 0 ? 0 : count - (count - 1) / itemsPerLine * itemsPerLine
        return SectionedStore.UniformGrid(
            count: count, itemsPerLine: itemsPerLine, firstLinePosition: g.double(in: 0...50),
            linePitch: thickness + (g.bool() ? 0 : g.double(in: 0...15)), mainOffset: 0,
            mainLength: thickness,
            crossLength: length, columns: starts(itemsPerLine), lastLineColumns: starts(lastCount))
    }

    func testUniformGrid_QueryMatchesBruteForceOverRandomRects() {
        for seed in TestCampaign.seeds(300, quick: 80) {
            var g = SeededGenerator(seed: seed)
            let items = Self.randomItems(&g)
            let axis: Axis = g.bool() ? .vertical : .horizontal
            let frames = (0..<items.count).map { items.frame(of: $0, axis: axis) }
            let extent = frames.reduce(Rect.null) { $0.union($1) }
            var edges: [Double] = []
            for frame in frames.prefix(100) { edges += [frame.minX, frame.maxX, frame.minY, frame.maxY] }
            let size =
                extent.isNull ? Size(width: 100, height: 100) : Size(width: extent.maxX, height: extent.maxY)
            for query in 0..<100 {
                let rect: Rect
                switch query {
                case 0: rect = .infinite
                case 1: rect = Rect(x: 0x1p70, y: 0x1p70, width: -0x1p71, height: -0x1p71)
                case 2: rect = Rect(x: -.infinity, y: 10, width: .infinity, height: 0)
                case 3: rect = Rect(x: .nan, y: 0, width: 5, height: 5)
                default: rect = g.queryRect(in: size, edges: edges)
                }
                var found: [Int] = []
                items.forEachElement(intersecting: rect, axis: axis) { found.append($0) }
                let expected = frames.indices.filter { frames[$0].intersects(rect) }
                guard found == expected else {
                    return XCTFail("seed \(seed), rect \(rect): \(found) is not \(expected)")
                }
            }
        }
    }

    func testUniformGrid_FrameOutsideTheItemsIsNull() {
        var g = SeededGenerator(seed: 3)
        var items = Self.randomItems(&g)
        items.count = min(items.count, 5)
        XCTAssertEqual(items.frame(of: -1, axis: .vertical), .null)
        XCTAssertEqual(items.frame(of: items.count, axis: .vertical), .null)
    }

    func testSectionedStore_UniformGridSectionIsReadAsAStoredOne() {
        for seed in TestCampaign.seeds(100) {
            var g = SeededGenerator(seed: seed)
            let items = Self.randomItems(&g)
            let axis: Axis = g.bool() ? .vertical : .horizontal
            var gridStore = SectionedStore(axis: axis)
            var storedStore = SectionedStore(axis: axis)
            var gridSection = SectionedStore.Section(axis: axis, start: 0)
            gridSection.itemCount = items.count
            gridSection.keep(items)
            var stored = SectionedStore.Section(axis: axis, start: 0)
            stored.itemCount = items.count
            stored.updateStoredFrames { frames in
                for id in 0..<items.count { frames.append(items.frame(of: id, axis: axis)) }
            }
            let end = (0..<items.count).map { items.frame(of: $0, axis: axis).max(along: axis) }.max() ?? 0
            for section in [gridSection, stored] {
                var section = section
                (section.contentEnd, section.end) = (end, end)
                section.offset = g.double(in: 0...100)
                if section.uniformGrid != nil {
                    gridStore.sections = [section]
                } else {
                    section.offset = gridStore.sections[0].offset
                    storedStore.sections = [section]
                }
            }
            if g.bool() {
                gridStore.mirrorWidth = 800
                storedStore.mirrorWidth = 800
            }
            for _ in 0..<40 {
                let rect = g.queryRect(in: Size(width: 800, height: end + 100))
                assertSameElements(
                    gridStore.cellAttributes(in: rect), storedStore.cellAttributes(in: rect),
                    "seed \(seed), rect \(rect)")
            }
            for item in -1...items.count {
                let path = ItemPath(item: item, section: 0)
                XCTAssertEqual(gridStore.cellAttributes(at: path), storedStore.cellAttributes(at: path))
            }
        }
    }
}
