import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Per-section metrics: column counts, minimum column widths, spacing, insets and header and
/// footer lengths given per section, checked against an independent placement written from
/// the rules (from the configuration, never from the layout's answers).
final class WaterfallPerSectionTests: XCTestCase {
    /// The frames the rules give, section by section: header, inset, columns filled by the
    /// render direction, inset, footer; in the vertical layout's coordinates.
    private struct Placement {
        var cells: [ItemPath: Rect] = [:]
        var headers: [Int: Rect] = [:]
        var footers: [Int: Rect] = [:]
        var contentSize = Size.zero
    }

    /// A section's value from a per-section value, as documented: the list's last entry past
    /// its end.
    private func value<Value>(_ perSection: PerSection<Value>, _ section: Int) -> Value {
        switch perSection {
        case .all(let value): return value
        case .list(let values): return section < values.count ? values[section] : values[values.count - 1]
        case .computed(let valueOf): return valueOf(section)
        }
    }

    /// The placement of `counts` items under `configuration` (vertical, valid values, aspect
    /// ratios from `ratio`) across `width`.
    private func bruteForce(
        _ configuration: WaterfallLayout.Configuration, width: Double, counts: [Int],
        ratio: (ItemPath) -> Double
    ) -> Placement {
        var placement = Placement()
        var top = 0.0
        for (section, count) in counts.enumerated() {
            let inset = value(configuration.sectionInset, section)
            let spacing = value(configuration.columnSpacing, section)
            let gap = value(configuration.itemSpacing, section)
            let available = width - inset.left - inset.right
            var columns = value(configuration.columnCount, section)
            if let minimum = configuration.minimumColumnWidth.map({ value($0, section) }), minimum > 0 {
                columns = max(1, Int(((available + spacing) / (minimum + spacing)).rounded(.down)))
            }
            let columnWidth = max(0, (available - Double(columns - 1) * spacing) / Double(columns))
            let header = value(configuration.headerHeight, section)
            if header > 0 { placement.headers[section] = Rect(x: 0, y: top, width: width, height: header) }
            let itemsTop = top + header + inset.top
            var next = Array(repeating: itemsTop, count: columns)
            var ends = next
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                let column: Int
                switch configuration.itemRenderDirection {
                case .shortestFirst: column = next.indices.min { next[$0] < next[$1] } ?? 0
                case .leadingColumnFirst: column = item % columns
                case .trailingColumnFirst: column = columns - 1 - item % columns
                }
                let height = columnWidth * ratio(path)
                placement.cells[path] = Rect(
                    x: inset.left + Double(column) * (columnWidth + spacing), y: next[column],
                    width: columnWidth,
                    height: height)
                ends[column] = next[column] + height
                next[column] = ends[column] + gap
            }
            top = (ends.max() ?? itemsTop) + inset.bottom
            let footer = value(configuration.footerHeight, section)
            if footer > 0 { placement.footers[section] = Rect(x: 0, y: top, width: width, height: footer) }
            top += footer
        }
        placement.contentSize = Size(width: width, height: top)
        return placement
    }

    func testWaterfallPerSection_RandomConfigurationsMatchABruteForcePlacement() {
        for seed in TestCampaign.seeds(200, quick: 40) {
            var g = SeededGenerator(seed: seed)
            let configuration = WaterfallFixtures.randomPerSectionConfiguration(&g, pins: false)
            let counts = (0..<g.int(in: 1...5)).map { _ in g.int(in: 0...40) }
            let width = g.double(in: 150...700)
            let direction: LayoutDirection = g.int(in: 0...3) == 0 ? .rightToLeft : .leftToRight
            let horizontal = g.bool()
            let vertical = configuration
            guard case .aspectRatio(let ratio) = configuration.itemHeight else {
                XCTFail("aspect ratios expected")
                return
            }
            let expected = bruteForce(configuration, width: width, counts: counts, ratio: ratio)
            // The horizontal layout is given the transposed input; its answers are transposed
            // back before they are compared.
            let context = LayoutContext(
                viewportSize: Size(width: width, height: 700), itemCounts: counts, layoutDirection: direction)
            var layout = WaterfallLayout(
                configuration: horizontal ? WaterfallTranspose.configuration(vertical) : vertical)
            layout.prepare(horizontal ? WaterfallTranspose.context(context) : context)
            let back: (Rect) -> Rect = { rect in horizontal ? WaterfallTranspose.rect(rect) : rect }
            // Right-to-left mirrors x: across the columns when vertical, along the axis when
            // horizontal (so the transposed answer is mirrored in y).
            let contentSize = back(Rect(origin: .zero, size: layout.contentSize)).size
            let unmirror: (Rect) -> Rect = { rect in
                guard direction == .rightToLeft else { return rect }
                return horizontal
                    ? Rect(
                        x: rect.minX, y: contentSize.height - rect.maxY, width: rect.width,
                        height: rect.height)
                    : rect.mirroredHorizontally(inWidth: contentSize.width)
            }
            let message = "seed \(seed), \(horizontal ? "horizontal" : "vertical"), \(direction)"
            XCTAssertEqual(contentSize.width, expected.contentSize.width, accuracy: 1e-9, message)
            XCTAssertEqual(contentSize.height, expected.contentSize.height, accuracy: 1e-6, message)
            let mapped = { (rect: Rect?) in rect.map { unmirror(back($0)) } }
            XCTAssertEqual(expected.cells.count, counts.reduce(0, +), message)
            for path in expected.cells.keys.sorted() {
                guard let frame = expected.cells[path] else { continue }
                let actual = mapped(layout.attributes(at: path)?.frame)
                assertRect(actual, frame, tolerance: 1e-6, "\(message), \(path)")
                // The first difference is enough.
                if actual.map({ abs($0.minY - frame.minY) > 1e-6 || abs($0.minX - frame.minX) > 1e-6 })
                    ?? true
                {
                    break
                }
            }
            for section in counts.indices {
                let header = mapped(
                    layout.supplementaryAttributes(ofKind: ElementKind.sectionHeaderKind, inSection: section)?
                        .frame)
                let footer = mapped(
                    layout.supplementaryAttributes(ofKind: ElementKind.sectionFooterKind, inSection: section)?
                        .frame)
                XCTAssertEqual(
                    header == nil, expected.headers[section] == nil, "\(message), header \(section)")
                XCTAssertEqual(
                    footer == nil, expected.footers[section] == nil, "\(message), footer \(section)")
                if let header, let frame = expected.headers[section] {
                    assertRect(header, frame, tolerance: 1e-6, "\(message), header \(section)")
                }
                if let footer, let frame = expected.footers[section] {
                    assertRect(footer, frame, tolerance: 1e-6, "\(message), footer \(section)")
                }
            }
        }
    }

    /// A section whose metrics change is laid out again; the sections before it keep theirs.
    func testWaterfallPerSection_EachSectionUsesItsOwnSpacingAndInsets() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: [1, 2], columnSpacing: [0, 20], itemSpacing: [5, 0],
            sectionInset: [EdgeInsets(all: 10), EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)],
            itemHeight: .heights([[10, 10], [10, 10, 10]]))
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 220, height: 500), itemCounts: [2, 3]))
        // Section 0: one column 200 wide at x 10, items 5 apart; ends at 10 + 25 + 10 = 45.
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 0))?.frame,
            Rect(x: 10, y: 25, width: 200, height: 10))
        // Section 1: (220 - 30 - 20) / 2 = 85 wide columns at 30 and 135, items touching.
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 1, section: 1))?.frame,
            Rect(x: 135, y: 45, width: 85, height: 10))
        XCTAssertEqual(
            layout.attributes(at: ItemPath(item: 2, section: 1))?.frame,
            Rect(x: 30, y: 55, width: 85, height: 10))
        XCTAssertEqual(layout.contentSize, Size(width: 220, height: 65))
    }

    /// A minimum column width per section; zero (or no value) in a section leaves that
    /// section to its column count.
    func testWaterfallPerSection_MinimumColumnWidthPerSection() {
        let configuration = WaterfallLayout.Configuration(
            columnCount: 3, minimumColumnWidth: [100, 0], columnSpacing: 0, itemSpacing: 0)
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 450, height: 500), itemCounts: [1, 1]))
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 0))?.frame.width, 112.5)
        XCTAssertEqual(layout.attributes(at: ItemPath(item: 0, section: 1))?.frame.width, 150)
    }

    /// Per-section values given up front are validated entry by entry.
    func testWaterfallPerSection_ValidateNamesTheBadEntry() {
        func error(_ configuration: WaterfallLayout.Configuration) -> LayoutConfigurationError? {
            do {
                try configuration.validate()
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(columnSpacing: [4, -1]))?.field, "columnSpacing[1]")
        XCTAssertEqual(error(WaterfallLayout.Configuration(itemSpacing: [.nan]))?.field, "itemSpacing[0]")
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(sectionInset: [.zero, EdgeInsets(all: -2)]))?.field,
            "sectionInset[1].top")
        XCTAssertNil(error(WaterfallLayout.Configuration(minimumColumnWidth: [120, 0])))
        XCTAssertEqual(
            error(WaterfallLayout.Configuration(minimumColumnWidth: [120, -1]))?.field,
            "minimumColumnWidth[1]")
        XCTAssertNil(error(WaterfallLayout.Configuration(columnSpacing: .computed { _ in -1 })))
    }
}
