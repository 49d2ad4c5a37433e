import LayoutEngine
import LayoutEngineTestSupport
import XCTest

/// Shared set-ups of the list tests.
enum ListFixtures {
    /// A list layout of `configuration` prepared for an iPhone-sized viewport `width` points
    /// wide, with `counts` items per section.
    static func prepared(
        _ configuration: ListConfiguration, counts: [Int], width: Double = 390, scale: Double = 3,
        direction: LayoutDirection = .leftToRight
    ) -> CompositionalLayout {
        var layout = CompositionalLayout.list(using: configuration)
        layout.prepare(context(counts: counts, width: width, scale: scale, direction: direction))
        return layout
    }

    /// The context of ``prepared(_:counts:width:scale:direction:)``.
    static func context(
        counts: [Int], width: Double = 390, scale: Double = 3, direction: LayoutDirection = .leftToRight
    ) -> LayoutContext {
        LayoutContext(
            viewportSize: Size(width: width, height: 844), itemCounts: counts, layoutDirection: direction,
            displayScale: scale)
    }

    /// The separators the whole-content query returns, by path.
    static func separators(_ layout: CompositionalLayout) -> [ItemPath: LayoutAttributes] {
        var result: [ItemPath: LayoutAttributes] = [:]
        for element in layout.attributes(in: .everywhere) where element.kind == .separator {
            result[element.path] = element
        }
        return result
    }

    /// The frame of the cell at (`item`, `section`).
    static func cell(_ layout: CompositionalLayout, _ item: Int, _ section: Int = 0) -> Rect {
        layout.attributes(at: ItemPath(item: item, section: section))?.frame ?? .null
    }
}
