import LayoutEngine

/// Batch update examples: one realistic batch for each layout that keeps its content in an
/// index (flow, waterfall, compositional), drawn before and after.
package enum UpdateGallery {
    /// The batch updates section of the gallery.
    package static var section: GallerySection {
        GallerySection(title: "Batch updates", examples: [flow, waterfall, compositional])
    }

    // MARK: - Flow

    /// The flow batch.
    package static let flowUpdates: [CollectionUpdate] = [
        .deleteItems(at: [ItemPath(item: 2, section: 0)]),
        .insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 6, section: 0)]),
        .moveItem(from: ItemPath(item: 11, section: 0), to: ItemPath(item: 4, section: 0)),
    ]

    private static var flow: GalleryExample {
        GalleryExample(
            slug: "update-flow", title: "Flow: insert, delete and move",
            caption:
                "A grid of 14 items under a header gets one batch: \(describe(flowUpdates)). 15 items "
                + "after it; the items between the changes shift along the lines, and the header stays."
        ) {
            var metrics = FlowLayout.SectionMetrics(
                sectionInset: EdgeInsets(all: 10), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
            metrics.headerReferenceSize = Size(width: 36, height: 36)
            let layout = FlowLayout(
                configuration: FlowLayout.Configuration(
                    itemSizing: .fixed(Size(width: 80, height: 80)), metrics: .all(metrics)))
            let bounds = Rect(x: 0, y: 0, width: 390, height: 480)
            return GalleryScene(
                layout: layout, before: LayoutContext(bounds: bounds, itemCounts: [14]),
                after: LayoutContext(bounds: bounds, itemCounts: [15]), updates: flowUpdates)
        }
    }

    // MARK: - Waterfall

    /// The waterfall batch: two new photos at the top of the feed, one deleted further down.
    package static let waterfallUpdates: [CollectionUpdate] = [
        .insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]),
        .deleteItems(at: [ItemPath(item: 5, section: 0)]),
    ]

    /// Where the waterfall scene's viewport starts, before the adjustment.
    package static let waterfallOffset = 200.0

    /// Each photo's proportion (height over width), by the photo's identity.
    private static let ratios: [Double] = [1.5, 1, 0.66, 1.25, 0.75, 1.8, 0.9, 1.33, 0.56, 1.1, 1.6]

    private static var waterfall: GalleryExample {
        GalleryExample(
            slug: "update-waterfall", title: "Waterfall: new photos at the top",
            caption:
                "A two-column feed of 10 photos, scrolled \(Int(waterfallOffset)) points down: "
                + "\(describe(waterfallUpdates)). Every photo after them is placed again in the "
                + "shortest column, so some change columns; the content offset moves by the layout's "
                + "adjustment, so the photo being read (the first whose top was on screen) keeps its "
                + "place on screen."
        ) {
            // The data source's photos by identity: 0 to 9 before, two new ones (10, 11) on top
            // after, photo 5 gone; each keeps its proportion.
            let before = Array(0..<10)
            var after = before
            after.remove(at: 5)
            after.insert(contentsOf: [10, 11], at: 0)
            func heights(_ photos: [Int]) -> WaterfallLayout.ItemHeight {
                .aspectRatios([photos.map { ratios[$0 % ratios.count] }])
            }
            let configuration = WaterfallLayout.Configuration(
                columnCount: 2, columnSpacing: 8, itemSpacing: 8,
                sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), headerHeight: 36,
                footerHeight: 0, itemHeight: heights(before))
            let bounds = Rect(x: 0, y: waterfallOffset, width: 390, height: 500)
            return GalleryScene(
                layout: WaterfallLayout(configuration: configuration),
                before: LayoutContext(bounds: bounds, itemCounts: [before.count]),
                after: LayoutContext(bounds: bounds, itemCounts: [after.count]), updates: waterfallUpdates,
                change: { $0.configuration.itemHeight = heights(after) })
        }
    }

    // MARK: - Compositional

    /// The compositional batch: a new album section above the others, and a photo moved from
    /// one album to another.
    package static let compositionalUpdates: [CollectionUpdate] = [
        .insertSections([1]),
        .moveItem(from: ItemPath(item: 3, section: 1), to: ItemPath(item: 0, section: 3)),
    ]

    private static var compositional: GalleryExample {
        GalleryExample(
            slug: "update-compositional", title: "Compositional: insert a section, move an item",
            caption:
                "A banner above two albums (two-column grids with headers) of 4 and 3 photos: "
                + "\(describe(compositionalUpdates)). The new section's header and items fade in; "
                + "the albums below move down and are renumbered 2 and 3."
        ) {
            let layout = CompositionalLayout(
                configuration: CompositionalLayout.Configuration(interSectionSpacing: 12)
            ) { index, _ in
                index == 0 ? banner() : album()
            }
            let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
            return GalleryScene(
                layout: layout,
                before: LayoutContext(bounds: bounds, itemCounts: [1, 4, 3], displayScale: 3),
                after: LayoutContext(bounds: bounds, itemCounts: [1, 2, 3, 4], displayScale: 3),
                updates: compositionalUpdates)
        }
    }

    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    private static func banner() -> LayoutSection {
        var item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 8)
        return LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(150)), subitems: [item]))
    }

    private static func album() -> LayoutSection {
        var item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(110)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(32)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        return section
    }
}

// MARK: - Describing a batch

extension UpdateGallery {
    /// The batch in words, one clause per kind of change in the order UIKit applies them
    /// (deletes, inserts, moves, reloads), paths written section-item: deletes, reloads and
    /// move sources numbered before the batch, inserts and move destinations after it.
    package static func describe(_ updates: [CollectionUpdate]) -> String {
        var deletes: (sections: [Int], items: [ItemPath]) = ([], [])
        var inserts: (sections: [Int], items: [ItemPath]) = ([], [])
        var reloads: (sections: [Int], items: [ItemPath]) = ([], [])
        var moves: [String] = []
        for update in updates {
            switch update {
            case .deleteItems(let paths): deletes.items += paths
            case .deleteSections(let sections): deletes.sections += sections
            case .insertItems(let paths): inserts.items += paths
            case .insertSections(let sections): inserts.sections += sections
            case .reloadItems(let paths): reloads.items += paths
            case .reloadSections(let sections): reloads.sections += sections
            case .moveItem(let from, let to): moves.append("move item \(name(from)) to \(name(to))")
            case .moveSection(let from, let to): moves.append("move section \(from) to \(to)")
            }
        }
        var clauses: [String] = []
        for (verb, change) in [("delete", deletes), ("insert", inserts)] {
            if !change.sections.isEmpty {
                clauses.append(verb + " " + noun("section", change.sections.map(String.init)))
            }
            if !change.items.isEmpty { clauses.append(verb + " " + noun("item", change.items.map(name))) }
        }
        clauses += moves
        if !reloads.sections.isEmpty {
            clauses.append("reload " + noun("section", reloads.sections.map(String.init)))
        }
        if !reloads.items.isEmpty { clauses.append("reload " + noun("item", reloads.items.map(name))) }
        return clauses.joined(separator: "; ")
    }

    /// A path as the pictures label it: section-item.
    package static func name(_ path: ItemPath) -> String {
        "\(path.section)-\(path.item)"
    }

    /// `word` (plural for more than one) followed by `names`, joined with commas and a final
    /// "and".
    private static func noun(_ word: String, _ names: [String]) -> String {
        guard let last = names.last else { return word + "s" }
        guard names.count > 1 else { return word + " " + last }
        return word + "s " + names.dropLast().joined(separator: ", ") + " and " + last
    }
}
