import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// One layout's script: its data, how far to scroll, the batch update (as UIKit's update items
/// and, written out separately, as the changes they mean), the cells that measure themselves
/// and what the layout does with their sizes.
struct Scenario {
    var name: String
    var counts: [Int]
    var axis: Axis = .vertical
    var scroll: Double
    /// Supplementary and decoration views to look up by kind and section.
    var supplementaries: [(ElementKind.Name, Int)] = []
    var decorations: [(ElementKind.Name, Int)] = []
    /// UIKit's update items: action, index path before, index path after.
    var updateItems: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]
    /// The same batch as the layout's changes.
    var updates: [CollectionUpdate]
    var newCounts: [Int]
    /// Cells to ask for appearing attributes (numbered after the batch) and disappearing ones
    /// (numbered before it).
    var appearing: [ItemPath]
    var disappearing: [ItemPath]
    /// Whether the batch moves what the user looks at (an insert above it).
    var updateMovesContent = true
    /// Whether the content size is asked for between `prepare()` and
    /// `prepare(forCollectionViewUpdates:)`.
    var contentSizeFirst = false
    /// Cells that prefer a size `growth` taller than they are.
    var measured: [ItemPath]
    var growth: Double = 37
    /// Whether the layout takes reported sizes, and whether it keeps the visible cells in place
    /// when cells above them are measured.
    var takesReportedSizes = true
    var anchorsMeasuredCells = true
}

@main
@MainActor
enum AdapterDriver {
    static let checks = Checks()

    static func main() {
        runFlow()
        runWaterfall()
        runCompositional()
        runCarousel()
        runFan()
        checkVelocityUnit()
        checkRightToLeft()
        runUIKitOrder()
        checkSelfSizingCells()
        checkSelfSizingHeader()
        checkInteractiveMovement()
        checkTargetedInvalidation()
        checkSectionSupplementaries()
        checkBadgesAfterAnotherQuery()
        checkSupplementarySelfSizing()
        checkExample()
        checkOtherExamples()
        let failures = checks.failures
        for failure in failures.prefix(20) { print("FAIL \(failure)") }
        print("uikit driver: \(checks.count) checks, \(failures.count) failed")
        if !failures.isEmpty { exit(1) }
    }

    // MARK: - The five layouts

    static func runFlow() {
        let layout = FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 110, height: 90)),
                metrics: .all(
                    .init(
                        sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                        headerReferenceSize: Size(width: 0, height: 44),
                        lineAlignment: LineAlignment(cross: .top, along: .leading))),
                sectionHeadersPinToVisibleBounds: true, estimatedItemSize: Size(width: 110, height: 90)))
        run(
            layout,
            Scenario(
                name: "FlowLayout (top, leading lines; pinned headers; self-sizing)", counts: [40, 25],
                scroll: 900,
                supplementaries: [(ElementKind.sectionHeaderKind, 0), (ElementKind.sectionHeaderKind, 1)],
                updateItems: [
                    (.insert, nil, IndexPath(item: 0, section: 0)),
                    (.insert, nil, IndexPath(item: 1, section: 0)),
                    (.insert, nil, IndexPath(item: 2, section: 0)),
                    (.delete, IndexPath(item: 30, section: 0), nil),
                    (.move, IndexPath(item: 2, section: 1), IndexPath(item: 5, section: 1)),
                ],
                updates: [
                    .insertItems(at: [
                        ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0),
                        ItemPath(item: 2, section: 0),
                    ]),
                    .deleteItems(at: [ItemPath(item: 30, section: 0)]),
                    .moveItem(from: ItemPath(item: 2, section: 1), to: ItemPath(item: 5, section: 1)),
                ],
                newCounts: [42, 25],
                appearing: [
                    ItemPath(item: 0, section: 0), ItemPath(item: 12, section: 0),
                    ItemPath(item: 5, section: 1),
                ],
                disappearing: [ItemPath(item: 30, section: 0), ItemPath(item: 10, section: 0)],
                measured: [
                    ItemPath(item: 1, section: 0), ItemPath(item: 4, section: 0),
                    ItemPath(item: 20, section: 0),
                ]))
    }

    static func runWaterfall() {
        let ratios = (0..<60).map { 0.6 + Double($0 % 7) * 0.15 }
        let layout = WaterfallLayout(
            configuration: .init(
                columnCount: 3, headerHeight: 30, itemHeight: .aspectRatios([ratios, ratios]),
                sectionHeadersPinToVisibleBounds: false))
        run(
            layout,
            Scenario(
                name: "WaterfallLayout (three columns, self-sizing)", counts: [50, 30], scroll: 1200,
                supplementaries: [(ElementKind.sectionHeaderKind, 1)],
                updateItems: [
                    (.insert, nil, IndexPath(item: 0, section: 0)),
                    (.reload, IndexPath(item: 3, section: 0), nil),
                    (.insert, nil, IndexPath(item: 30, section: 1)),
                ],
                updates: [
                    .insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 30, section: 1)]),
                    .reloadItems(at: [ItemPath(item: 3, section: 0)]),
                ],
                newCounts: [51, 31],
                appearing: [
                    ItemPath(item: 0, section: 0), ItemPath(item: 4, section: 0),
                    ItemPath(item: 30, section: 1),
                ],
                disappearing: [ItemPath(item: 3, section: 0), ItemPath(item: 20, section: 0)],
                contentSizeFirst: true,
                measured: [
                    ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0),
                    ItemPath(item: 7, section: 0),
                ]))
    }

    static func runCompositional() {
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(120)),
            supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        run(
            layout,
            Scenario(
                name: "CompositionalLayout (estimated heights, badges, pinned headers, backgrounds)",
                counts: [30, 30],
                scroll: 1100,
                supplementaries: [(ElementKind.sectionHeaderKind, 0), (ElementKind.sectionHeaderKind, 1)],
                decorations: [("background", 0), ("background", 1)],
                updateItems: [
                    (.insert, nil, IndexPath(item: 0, section: 0)),
                    (.insert, nil, IndexPath(item: 1, section: 0)),
                    (.delete, IndexPath(item: NSNotFound, section: 1), nil),
                    (.insert, nil, IndexPath(item: NSNotFound, section: 1)),
                ],
                updates: [
                    .insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]),
                    .deleteSections([1]), .insertSections([1]),
                ],
                newCounts: [32, 12],
                appearing: [
                    ItemPath(item: 0, section: 0), ItemPath(item: 9, section: 0),
                    ItemPath(item: 3, section: 1),
                ],
                disappearing: [ItemPath(item: 8, section: 0), ItemPath(item: 3, section: 1)],
                measured: [ItemPath(item: 0, section: 0), ItemPath(item: 3, section: 0)],
                anchorsMeasuredCells: false))
    }

    static func runCarousel() {
        let layout = CenterCarouselLayout(
            itemSize: Size(width: 220, height: 320),
            animationMode: .rotation(sideItemAngle: 0.6, sideItemAlpha: 0.5, sideItemShift: 12))
        run(
            layout,
            Scenario(
                name: "CenterCarouselLayout (rotation)", counts: [20], axis: .horizontal, scroll: 700,
                updateItems: [
                    (.insert, nil, IndexPath(item: 0, section: 0)),
                    (.delete, IndexPath(item: 9, section: 0), nil),
                ],
                updates: [
                    .insertItems(at: [ItemPath(item: 0, section: 0)]),
                    .deleteItems(at: [ItemPath(item: 9, section: 0)]),
                ],
                newCounts: [20], appearing: [ItemPath(item: 0, section: 0), ItemPath(item: 4, section: 0)],
                disappearing: [ItemPath(item: 9, section: 0), ItemPath(item: 3, section: 0)],
                measured: [ItemPath(item: 3, section: 0)], takesReportedSizes: false,
                anchorsMeasuredCells: false))
    }

    static func runFan() {
        let layout = CircularFanLayout(itemSize: Size(width: 90, height: 130), radius: 700)
        run(
            layout,
            Scenario(
                name: "CircularFanLayout", counts: [40], axis: .horizontal, scroll: 500,
                updateItems: [
                    (.insert, nil, IndexPath(item: 0, section: 0)),
                    (.insert, nil, IndexPath(item: 1, section: 0)),
                ],
                updates: [.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])],
                newCounts: [42], appearing: [ItemPath(item: 0, section: 0), ItemPath(item: 8, section: 0)],
                disappearing: [ItemPath(item: 6, section: 0)], measured: [ItemPath(item: 5, section: 0)],
                takesReportedSizes: false, anchorsMeasuredCells: false))
    }
}
