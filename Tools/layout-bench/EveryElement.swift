import LayoutEngine

/// A layout that answers a supplementary look-up by kind and section (UIKit's
/// `layoutAttributesForSupplementaryView(ofKind:at:)`).
protocol SupplementaryLookup: CollectionLayout {
    /// The supplementary element of `kind` in `section`, or nil when there is none.
    func supplementaryAttributes(ofKind kind: ElementKind.Name, inSection section: Int) -> LayoutAttributes?
}

extension FlowLayout: SupplementaryLookup {}
extension WaterfallLayout: SupplementaryLookup {}
extension CompositionalLayout: SupplementaryLookup {}

/// Every element of a prepared layout, gathered one by one without its rect query: what the
/// flat baseline filters, so that an element the rect query never returns (or returns at
/// another place) shows as a difference instead of being copied into the baseline.
///
/// Cells come from `attributes(at:)` for every item path of the context, boundary items from
/// `supplementaryAttributes(ofKind:inSection:)` for every section, and the elements the
/// layouts have no look-up for (a compositional item's badges, a section's decorations) are
/// computed here from the configuration the bench built and the cells' frames, by the rules
/// the library documents for them.
enum EveryElement {
    /// The cells of every item path of `context`.
    static func cells(of layout: some CollectionLayout, context: LayoutContext) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(context.itemCounts.reduce(0) { $0 + max(0, $1) })
        for section in context.itemCounts.indices {
            for item in 0..<max(0, context.itemCount(inSection: section)) {
                if let cell = layout.attributes(at: ItemPath(item: item, section: section)) {
                    result.append(cell)
                }
            }
        }
        return result
    }

    /// The cells of every item path and the section headers and footers of every section.
    static func cellsAndBoundaries(of layout: some SupplementaryLookup, context: LayoutContext)
        -> [LayoutAttributes]
    {
        var result = cells(of: layout, context: context)
        for section in context.itemCounts.indices {
            for kind in [ElementKind.sectionHeaderKind, ElementKind.sectionFooterKind] {
                if let element = layout.supplementaryAttributes(ofKind: kind, inSection: section) {
                    result.append(element)
                }
            }
        }
        return result
    }

    /// Every element of a vertical compositional layout whose section `s` is `sections(s)`:
    /// its cells; its boundary items (and the layout's own, in section 0); the badges of a
    /// section whose group holds one item that is not a group (every cell carries that item's
    /// supplementary items); and its decorations, over the content between the first and the
    /// last cell's group slot grown by the section's content insets, across the container.
    ///
    /// Badges and decorations are rounded to the display's pixel grid as the layout documents
    /// (each edge to the nearest multiple of 1 / `displayScale`, halves away from zero). They
    /// are computed from the cells' returned frames, which are already rounded: exact when the
    /// cells' edges lie on the grid, as in every scene of the bench. Badges or decorations in a
    /// section of another shape cannot be placed from the public configuration (the cells of
    /// nested groups are not told apart), so they fail the run.
    static func compositional(
        _ layout: CompositionalLayout, context: LayoutContext, sections: (Int) -> LayoutSection
    ) -> [LayoutAttributes] {
        let scale =
            context.displayScale.isFinite && context.displayScale > 0 ? min(context.displayScale, 1000) : 1
        var result: [LayoutAttributes] = []
        for (section, itemCount) in context.itemCounts.enumerated() {
            let definition = sections(section)
            var cells: [LayoutAttributes] = []
            for item in 0..<max(0, itemCount) {
                if let cell = layout.attributes(at: ItemPath(item: item, section: section)) {
                    cells.append(cell)
                }
            }
            result += cells
            var kinds = definition.boundarySupplementaryItems.map(\.elementKind)
            if section == 0 { kinds += layout.configuration.boundarySupplementaryItems.map(\.elementKind) }
            var asked: [ElementKind.Name] = []
            for kind in kinds where !asked.contains(kind) {
                asked.append(kind)
                if let element = layout.supplementaryAttributes(ofKind: kind, inSection: section) {
                    result.append(element)
                }
            }
            let subitems = definition.group.subitems
            guard let item = subitems.first, subitems.count == 1, !item.isGroup else {
                if subitems.contains(where: { !$0.supplementaryItems.isEmpty })
                    || !definition.decorationItems.isEmpty
                {
                    Bench.fail("section \(section): badges or decorations in a group of several items")
                }
                continue
            }
            var computed: [LayoutAttributes] = []
            for cell in cells {
                computed += badges(item.supplementaryItems, of: cell)
            }
            computed += decorations(
                definition, section: section, cells: cells, cellInsets: item.contentInsets,
                containerWidth: context.bounds.width - context.contentInsets.left
                    - context.contentInsets.right)
            for var element in computed {
                element.frame = aligned(element.frame, scale: scale)
                result.append(element)
            }
        }
        return result
    }

    /// `frame` with each edge on its own rounded to the nearest multiple of 1 / `scale`.
    private static func aligned(_ frame: Rect, scale: Double) -> Rect {
        let minX = (frame.minX * scale).rounded() / scale
        let minY = (frame.minY * scale).rounded() / scale
        let maxX = (frame.maxX * scale).rounded() / scale
        let maxY = (frame.maxY * scale).rounded() / scale
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The supplementary items anchored to `cell`: each one's size resolved against the cell's,
    /// lined up inside the named edges (centred on an axis with neither or both named), then
    /// moved by its offset (a fraction of its own size when fractional).
    private static func badges(_ items: [LayoutSupplementaryItem], of cell: LayoutAttributes)
        -> [LayoutAttributes]
    {
        items.map { item in
            let frame = cell.frame
            let size = item.layoutSize.resolved(in: frame.size)
            let anchor = item.containerAnchor
            let leading = anchor.edges.contains(.leading)
            let trailing = anchor.edges.contains(.trailing)
            let top = anchor.edges.contains(.top)
            let bottom = anchor.edges.contains(.bottom)
            let x =
                leading == trailing
                ? frame.midX - size.width / 2 : leading ? frame.minX : frame.maxX - size.width
            let y =
                top == bottom ? frame.midY - size.height / 2 : top ? frame.minY : frame.maxY - size.height
            let scale = anchor.isFractionalOffset ? size : Size(width: 1, height: 1)
            return LayoutAttributes(
                path: cell.path, kind: .supplementary(item.elementKind),
                frame: Rect(
                    x: x + anchor.offset.x * scale.width, y: y + anchor.offset.y * scale.height,
                    width: size.width, height: size.height),
                zIndex: item.zIndex)
        }
    }

    /// A vertical section's decorations: the content from the top of the first cell's slot
    /// (the cell grown by its item's content insets) to the bottom of the last one, grown by
    /// the section's content insets, across the container, each shrunk by its own insets; the
    /// n-th decoration of a kind is item n of its section.
    private static func decorations(
        _ definition: LayoutSection, section: Int, cells: [LayoutAttributes],
        cellInsets: DirectionalEdgeInsets, containerWidth: Double
    ) -> [LayoutAttributes] {
        guard let top = cells.map(\.frame.minY).min(), let bottom = cells.map(\.frame.maxY).max() else {
            return []
        }
        let start = top - cellInsets.top - definition.contentInsets.top
        let end = bottom + cellInsets.bottom + definition.contentInsets.bottom
        var result: [LayoutAttributes] = []
        var counts: [ElementKind.Name: Int] = [:]
        for item in definition.decorationItems {
            let insets = item.contentInsets
            let number = counts[item.elementKind, default: 0]
            counts[item.elementKind] = number + 1
            result.append(
                LayoutAttributes(
                    path: ItemPath(item: number, section: section), kind: .decoration(item.elementKind),
                    frame: Rect(
                        x: max(0, insets.leading), y: start + max(0, insets.top),
                        width: max(0, containerWidth - max(0, insets.leading) - max(0, insets.trailing)),
                        height: max(0, end - start - max(0, insets.top) - max(0, insets.bottom))),
                    zIndex: item.zIndex))
        }
        return result
    }
}
