// swift-format-ignore-file
// (Documentation examples keep the articles' layout, aligned comments included, so they stay
// verbatim.)
import LayoutEngine

// Every Swift example of the documentation catalog (Sources/LayoutEngine/LayoutEngine.docc),
// verbatim, in a `@MainActor` context as an app has it; `DocExamplesTests` runs them and checks
// what their comments claim, and `.ci/check-examples` fails when an example is not found in
// this folder line for line.

struct RowListLayout: CollectionLayout {
    var rowHeights: [Double]
    var spacing = 8.0
    private var index = RectIndex(axis: .vertical)
    private var prepared: LayoutContext?
    private(set) var contentSize = Size.zero

    init(rowHeights: [Double]) {
        self.rowHeights = rowHeights
    }

    mutating func prepare(_ context: LayoutContext) {
        let width = context.viewportSize.width
        switch LayoutChange(from: prepared, to: context) {
        case .none, .scroll:
            break
        case .append(section: 0, let rows):
            appendRows(rows, width: width)
        case .append, .resize, .everything:
            index.removeAll(keepingCapacity: true)
            appendRows(0..<context.itemCount(inSection: 0), width: width)
        }
        prepared = context
    }

    private mutating func appendRows(_ rows: Range<Int>, width: Double) {
        var top = index.isEmpty ? 0 : index.frame(of: index.count - 1).maxY + spacing
        for row in rows {
            let height = row < rowHeights.count ? max(0, rowHeights[row]) : 0
            index.append(Rect(x: 0, y: top, width: width, height: height))
            top += height + spacing
        }
        contentSize = Size(width: width, height: index.isEmpty ? 0 : top - spacing)
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        index.elements(intersecting: rect).map { id in
            LayoutAttributes(path: ItemPath(item: id, section: 0), frame: index.frame(of: id))
        }
    }

    func attributes(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, path.item >= 0, path.item < index.count else { return nil }
        return LayoutAttributes(path: path, frame: index.frame(of: path.item))
    }
}

/// The catalog's examples, one function each, on the main actor.
@MainActor
enum DocExamples {
    static func landingPage() -> (FlowLayout, LayoutContext, [LayoutAttributes]) {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [1_000])
        layout.prepare(context)
        context.bounds.origin.y = 2_000                       // scrolled
        layout.prepare(context)                               // a scroll: nothing is laid out again
        let visible = layout.attributes(in: context.bounds)   // what to draw
        return (layout, context, visible)
    }

    static func gettingStarted() -> (FlowLayout, height: Double, cell: LayoutAttributes?, LayoutContext) {
        var layout = FlowLayout(itemSize: Size(width: 120, height: 120))
        layout.configuration.metrics = .all(FlowLayout.SectionMetrics(sectionInset: EdgeInsets(all: 10)))
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [500, 40])
        layout.prepare(context)
        let height = layout.contentSize.height                // how far the collection scrolls

        context.bounds.origin.y = 3_000
        layout.prepare(context)
        for element in layout.attributes(in: context.bounds) {
            // Place the view for element.path (element.kind says cell, header, footer…)
            // at element.frame, with element.transform3D, element.alpha and element.zIndex.
            _ = element
        }
        let cell = layout.attributes(at: ItemPath(item: 7, section: 1))   // one cell, or nil
        return (layout, height, cell, context)
    }

    static func badInput() -> String {
        var printed = ""
        func print(_ value: Any) { printed = "\(value)" }
        let configuration = WaterfallLayout.Configuration(columnCount: [2, -2])
        do {
            try configuration.validate()
        } catch {
            print(error)   // columnCount[1] is -2: must be at least 1
        }
        return printed
    }

    static func uikitKinds(layout: FlowLayout, elementKind: String) -> String? {
        var kindForUIKit: String?
        let kind = ElementKind.Name(elementKind)                 // UIKit's kind string, interned
        let header = layout.supplementaryAttributes(ofKind: kind, inSection: 0)
        if case .supplementary(let name)? = header?.kind {
            kindForUIKit = name.string                           // UIKit's string again
        }
        return kindForUIKit
    }

    static func ownLayout() -> (RowListLayout, LayoutContext, [LayoutAttributes]) {
        var list = RowListLayout(rowHeights: (0..<1_000).map { Double(40 + $0 % 5 * 10) })
        var context = LayoutContext(viewportSize: Size(width: 390, height: 844), itemCounts: [1_000])
        list.prepare(context)
        context.bounds.origin.y = 20_000
        list.prepare(context)                                  // a scroll: nothing to redo
        let rows = list.attributes(in: context.bounds)         // the rows on screen
        return (list, context, rows)
    }
    /// CompositionalLayout.md, "Content insets references".
    static func insetsReferences() -> CompositionalLayout {
        // A grid that keeps clear of a landscape phone's notch, and a list within the margins.
        var grid = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))]))
        grid.contentInsetsReference = .safeArea
        var list = LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        list.contentInsetsReference = .layoutMargins
        var layout = CompositionalLayout(sections: .list([grid, list]))
        layout.prepare(LayoutContext(
            viewportSize: Size(width: 844, height: 390), itemCounts: [6, 4],
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            layoutMargins: EdgeInsets(top: 8, left: 67, bottom: 8, right: 67)))
        // The grid's first cell starts at x = 47, the list's first row at x = 67.
        return layout
    }
}
