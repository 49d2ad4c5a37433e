// swift-format-ignore-file
// (Documentation examples keep the articles' layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// The examples of the Lists article (Sources/LayoutEngine/LayoutEngine.docc/Lists.md),
// verbatim, in a `@MainActor` context as an app has it; `ListDocExamplesTests` runs them and
// checks what their comments claim.

/// The Lists article's examples, one function each, on the main actor.
@MainActor
enum ListDocExamples {
    static func settingsScreen() -> (first: LayoutAttributes?, CompositionalLayout) {
        var settings = ListConfiguration(appearance: .insetGrouped)
        settings.headerMode = .supplementary
        var layout = CompositionalLayout.list(using: settings)
        let context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3, 5])
        layout.prepare(context)
        let firstRow = layout.attributes(at: ItemPath(item: 0, section: 0))   // x 16, width 358
        layout.reportSize(Size(width: 358, height: 88), forItemAt: ItemPath(item: 0, section: 0))
        layout.prepare(context)                                              // row 0 is 88 tall now
        return (firstRow, layout)
    }

    static func separatorHandler() -> [LayoutAttributes] {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { path, separator in
            var separator = separator
            if path.item == 0 { separator.bottomSeparatorInsets = DirectionalEdgeInsets() }   // full width
            return separator
        }
        var list = CompositionalLayout.list(using: configuration)
        list.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [4]))
        let lines = list.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
            .filter { $0.kind == .separator }                                 // rows 0, 1 and 2
        return lines
    }

    static func listBetweenGrids() -> CompositionalLayout {
        let gridItem = LayoutItem(layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let grid = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [gridItem]))
        let mixed = CompositionalLayout { section, environment in
            section == 1
                ? .list(using: ListConfiguration(appearance: .insetGrouped), environment: environment)
                : grid
        }
        return mixed
    }

    static func typeDocumentation() -> CompositionalLayout {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        var layout = CompositionalLayout.list(using: configuration)
        layout.prepare(LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [3, 5]))
        return layout
    }
}
