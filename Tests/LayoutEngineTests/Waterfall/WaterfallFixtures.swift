import LayoutEngine
import LayoutEngineTestSupport

/// Shared fixtures of the waterfall suites: prepared layouts and random configurations.
enum WaterfallFixtures {
    /// A layout with `configuration`, prepared for a viewport `width` × 800 and `itemCounts`.
    static func prepared(
        _ configuration: WaterfallLayout.Configuration, width: Double, itemCounts: [Int],
        direction: LayoutDirection = .leftToRight, contentInsets: EdgeInsets = .zero
    ) -> WaterfallLayout {
        var layout = WaterfallLayout(configuration: configuration)
        layout.prepare(
            context(width: width, itemCounts: itemCounts, direction: direction, contentInsets: contentInsets))
        return layout
    }

    /// A context with a viewport `width` × 800 at `offset`.
    static func context(
        width: Double, itemCounts: [Int], offset: Double = 0, direction: LayoutDirection = .leftToRight,
        contentInsets: EdgeInsets = .zero
    ) -> LayoutContext {
        LayoutContext(
            bounds: Rect(x: 0, y: offset, width: width, height: 800), itemCounts: itemCounts,
            contentInsets: contentInsets, layoutDirection: direction)
    }

    /// Item heights given by a table, per section then item (items past the table: 40).
    static func heights(_ table: [[Double]]) -> WaterfallLayout.ItemHeight {
        .computed { path, _ in
            guard path.section < table.count, path.item < table[path.section].count else { return 40 }
            return table[path.section][path.item]
        }
    }

    /// A random configuration: 1–5 columns (fixed, per-section or adaptive), random spacing,
    /// insets, headers and footers, either placement, pinned headers or not, and aspect ratios
    /// that are a pure function of the path and `seed`.
    static func randomConfiguration(_ generator: inout SeededGenerator) -> WaterfallLayout.Configuration {
        let ratioSeed = generator.next()
        var configuration = WaterfallLayout.Configuration(
            columnSpacing: .all(generator.double(in: 0...16)),
            itemSpacing: .all(generator.double(in: 0...16)),
            sectionInset: EdgeInsets(
                top: generator.double(in: 0...20), left: generator.double(in: 0...20),
                bottom: generator.double(in: 0...20), right: generator.double(in: 0...20)),
            headerHeight: generator.bool() ? [30, 0, 44] : 0,
            footerHeight: generator.bool() ? .computed { section in section % 2 == 0 ? 20 : 0 } : 0,
            itemRenderDirection: generator.bool() ? .shortestFirst : .leadingColumnFirst,
            itemHeight: .aspectRatio { path in ratio(path, seed: ratioSeed) },
            sectionHeadersPinToVisibleBounds: generator.bool())
        switch generator.int(in: 0...2) {
        case 0: configuration.columnCount = .all(generator.int(in: 1...5))
        case 1: configuration.columnCount = [generator.int(in: 1...5), generator.int(in: 1...5)]
        default: configuration.minimumColumnWidth = .all(generator.double(in: 60...160))
        }
        return configuration
    }

    /// An aspect ratio in 0.5…2 that depends only on `path` and `seed`.
    static func ratio(_ path: ItemPath, seed: UInt64) -> Double {
        var generator = SeededGenerator(seed: seed &+ UInt64(path.section) &* 1_000_003 &+ UInt64(path.item))
        return generator.double(in: 0.5...2)
    }

    /// A random configuration whose every per-section value (column counts, minimum column
    /// widths, spacing, insets, header and footer lengths) is given for all sections, as a list
    /// or as a closure, with a random render direction and aspect ratios that are a pure
    /// function of the path; pinning only when `pins`.
    static func randomPerSectionConfiguration(
        _ g: inout SeededGenerator, pins: Bool = true
    ) -> WaterfallLayout.Configuration {
        let ratioSeed = g.next()
        var configuration = WaterfallLayout.Configuration(
            columnCount: perSection(&g) { $0.int(in: 1...5) },
            columnSpacing: perSection(&g) { $0.double(in: 0...16) },
            itemSpacing: perSection(&g) { $0.double(in: 0...16) },
            sectionInset: perSection(&g) {
                EdgeInsets(
                    top: $0.double(in: 0...20), left: $0.double(in: 0...20), bottom: $0.double(in: 0...20),
                    right: $0.double(in: 0...20))
            },
            headerHeight: perSection(&g) { $0.bool() ? 0 : $0.double(in: 10...50) },
            footerHeight: perSection(&g) { $0.bool() ? 0 : $0.double(in: 10...40) },
            itemRenderDirection: [.shortestFirst, .leadingColumnFirst, .trailingColumnFirst][
                g.int(in: 0...2)],
            itemHeight: .aspectRatio { path in ratio(path, seed: ratioSeed) },
            sectionHeadersPinToVisibleBounds: pins && g.bool(),
            sectionFootersPinToVisibleBounds: pins && g.bool())
        if g.int(in: 0...2) == 0 {
            // Zero in a section: that section keeps its column count.
            configuration.minimumColumnWidth = perSection(&g) { $0.bool() ? 0 : $0.double(in: 60...160) }
        }
        return configuration
    }

    /// A random per-section value: the same for all, a list of one to four (the last
    /// repeating), or a closure over a list of four.
    static func perSection<Value: Sendable>(
        _ g: inout SeededGenerator, _ make: (inout SeededGenerator) -> Value
    ) -> PerSection<Value> {
        switch g.int(in: 0...2) {
        case 0:
            return .all(make(&g))
        case 1:
            return .list((0..<g.int(in: 1...4)).map { _ in make(&g) })
        default:
            let values = (0..<4).map { _ in make(&g) }
            return .computed { section in values[section % values.count] }
        }
    }
}
