import LayoutEngine
import LayoutEngineUIKit
import UIKit

// MARK: - Self-sizing cells, reordering, targeted invalidation, section supplementaries

/// A height an app's sizing closure reads, changed behind the layout's back.
final class HeightRule: @unchecked Sendable {
    var extra = 0.0
}

extension AdapterDriver {
    /// A flow layout with estimated sizes whose cells are ``MeasuredCell``s (the provided
    /// self-sizing class), shown by a scripted collection view.
    static func selfSizingFlow() -> (CollectionViewLayoutAdapter<FlowLayout>, ScriptedCollectionView) {
        let adapter = CollectionViewLayoutAdapter(
            FlowLayout(
                configuration: .init(
                    itemSizing: .fixed(Size(width: 375, height: 44)),
                    estimatedItemSize: Size(width: 375, height: 44))))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [30]
        return (adapter, collectionView)
    }

    /// Offers `cell`'s preferred attributes for the item at `indexPath` as UIKit does: a copy
    /// of the layout's attributes to `preferredLayoutAttributesFitting(_:)`, then the layout's
    /// questions and the invalidation. Answers whether the layout was invalidated.
    @discardableResult
    static func show<Layout: CollectionLayout>(
        _ cell: UICollectionViewCell, at indexPath: IndexPath, in adapter: CollectionViewLayoutAdapter<Layout>
    ) -> Bool {
        guard let original = adapter.layoutAttributesForItem(at: indexPath),
            let copy = original.copy() as? UICollectionViewLayoutAttributes
        else { return false }
        let preferred = cell.preferredLayoutAttributesFitting(copy)
        guard
            adapter.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return false }
        adapter.invalidateLayout(
            with: adapter.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        return true
    }

    /// A cell of the provided class is as tall as its content; a stock cell keeps the layout's
    /// size (UIKit's own cells measure themselves only for its flow layout); a preferred size
    /// less than a pixel away from the layout's asks nothing.
    static func checkSelfSizingCells() {
        checks.scenario = "self-sizing cells"
        let (adapter, collectionView) = selfSizingFlow()
        collectionView.layoutPass()
        let cell = MeasuredCell(frame: .zero)
        cell.lines = 3
        checks.expect(
            show(cell, at: IndexPath(item: 4, section: 0), in: adapter), "the measured cell invalidates")
        collectionView.layoutPass()
        checks.equal(
            adapter.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.size.height, 3 * 20 + 16.4,
            "the cell is as tall as its three lines")
        checks.expect(
            !show(UICollectionViewCell(frame: .zero), at: IndexPath(item: 5, section: 0), in: adapter),
            "a stock cell keeps the layout's size")
        guard let original = adapter.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)),
            let nearly = original.copy() as? UICollectionViewLayoutAttributes
        else { return checks.expect(false, "item 6 is laid out") }
        nearly.size.height += 0.1
        checks.expect(
            !adapter.shouldInvalidateLayout(
                forPreferredLayoutAttributes: nearly, withOriginalAttributes: original),
            "a tenth of a point on a 3x display is the same pixel: no invalidation")
        nearly.size.height += 0.3
        checks.expect(
            adapter.shouldInvalidateLayout(
                forPreferredLayoutAttributes: nearly, withOriginalAttributes: original),
            "four tenths of a point is another pixel: invalidated")
    }

    /// A measured cell dragged to another place keeps its measured size there
    /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, then
    /// `invalidationContext(forInteractivelyMovingItems:…)` as UIKit calls them while the
    /// pointer moves: Apple's documentation of
    /// `updateInteractiveMovementTargetPosition(_:)`), follows the pointer above the others,
    /// and goes back with it when the movement is cancelled.
    static func checkInteractiveMovement() {
        checks.scenario = "drag to reorder"
        let (adapter, collectionView) = selfSizingFlow()
        collectionView.layoutPass()
        let cell = MeasuredCell(frame: .zero)
        cell.lines = 4
        show(cell, at: IndexPath(item: 2, section: 0), in: adapter)
        collectionView.layoutPass()
        let measured = adapter.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size.height
        checks.equal(measured, 4 * 20 + 16.4, "the dragged cell was measured")
        guard let over = adapter.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.center else {
            return checks.expect(false, "item 5 is laid out")
        }
        let start = IndexPath(item: 2, section: 0)
        let target = adapter.targetIndexPath(forInteractivelyMovingItem: start, withPosition: over)
        checks.equal(target, IndexPath(item: 5, section: 0), "over item 5's place, the item takes it")
        adapter.invalidateLayout(
            with: adapter.invalidationContext(
                forInteractivelyMovingItems: [target], withTargetPosition: over, previousIndexPaths: [start],
                previousPosition: over))
        let shown = collectionView.layoutPass().elements
        checks.equal(
            adapter.layoutAttributesForItem(at: target)?.size.height, measured,
            "at its new place the item keeps its measured size")
        checks.equal(
            adapter.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.size.height, 44,
            "the item that made room keeps its own size")
        let moving = adapter.layoutAttributesForInteractivelyMovingItem(at: target, withTargetPosition: over)
        checks.equal(moving.center, over, "the moving item follows the pointer")
        checks.expect(moving.zIndex > (shown.map(\.zIndex).max() ?? 0), "above every other element")
        adapter.invalidateLayout(
            with: adapter.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [start], previousIndexPaths: [target], movementCancelled: true))
        collectionView.layoutPass()
        checks.equal(
            adapter.layoutAttributesForItem(at: start)?.size.height, measured,
            "cancelled, the item is back with its size")
    }

    /// An app that changes what a sizing closure answers and invalidates those items with a
    /// context of its own (`invalidateItems(at:)`) sees them laid out again.
    static func checkTargetedInvalidation() {
        checks.scenario = "an app's targeted invalidation"
        let rule = HeightRule()
        let adapter = CollectionViewLayoutAdapter(
            WaterfallLayout(
                configuration: .init(
                    columnCount: 2,
                    itemHeight: .computed { path, _ in path.item == 3 ? 100 + rule.extra : 100 })))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [20]
        collectionView.layoutPass()
        rule.extra = 50
        let invalidation = UICollectionViewLayoutInvalidationContext()
        invalidation.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        adapter.invalidateLayout(with: invalidation)
        let shown = collectionView.layoutPass().elements.first {
            $0.indexPath == IndexPath(item: 3, section: 0)
        }
        checks.equal(shown?.size.height, 150, "the item is laid out with its new height")
    }

    /// A batch that deletes and inserts a section: UIKit learns the section's header to take
    /// away and the one to bring (`indexPathsToDeleteForSupplementaryView(ofKind:)`,
    /// `indexPathsToInsertForSupplementaryView(ofKind:)`, which UIKit asks after
    /// `prepare(forCollectionViewUpdates:)`, as their documentation says).
    static func checkSectionSupplementaries() {
        checks.scenario = "headers of inserted and deleted sections"
        let adapter = CollectionViewLayoutAdapter(
            FlowLayout(
                configuration: .init(
                    itemSizing: .fixed(Size(width: 100, height: 100)),
                    metrics: .all(.init(headerReferenceSize: Size(width: 0, height: 40))))))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [3, 3]
        collectionView.layoutPass()
        let header = UICollectionView.elementKindSectionHeader
        collectionView.beginUpdates(
            [
                UICollectionViewUpdateItem(
                    scriptedAction: .delete, before: IndexPath(item: NSNotFound, section: 1), after: nil),
                UICollectionViewUpdateItem(
                    scriptedAction: .insert, before: nil, after: IndexPath(item: NSNotFound, section: 1)),
                UICollectionViewUpdateItem(
                    scriptedAction: .insert, before: nil, after: IndexPath(item: NSNotFound, section: 2)),
            ], newCounts: [3, 2, 4])
        checks.equal(
            adapter.indexPathsToInsertForSupplementaryView(ofKind: header),
            [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)],
            "the inserted sections' headers come in")
        checks.equal(
            adapter.indexPathsToDeleteForSupplementaryView(ofKind: header), [IndexPath(item: 0, section: 1)],
            "the deleted section's header goes")
        adapter.finalizeCollectionViewUpdates()
        checks.equal(
            adapter.indexPathsToInsertForSupplementaryView(ofKind: header), [], "after the update, none")
    }
}

extension AdapterDriver {
    /// An item's badges answer their look-up after a query of another rect: UIKit looks up a
    /// supplementary view it was given whenever it needs it, and raises when there are no
    /// attributes (CHTCollectionViewWaterfallLayout #124, "no UICollectionViewLayoutAttributes
    /// instance for -layoutAttributesForSupplementaryElementOfKind:").
    static func checkBadgesAfterAnotherQuery() {
        checks.scenario = "badges after another rect query"
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)),
            supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let adapter = CollectionViewLayoutAdapter(CompositionalLayout(section: LayoutSection(group: group)))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [200]
        let badges = collectionView.layoutPass().elements.filter { $0.representedElementKind == "badge" }
        checks.expect(!badges.isEmpty, "the first pass shows badges")
        _ = adapter.layoutAttributesForElements(in: CGRect(x: 0, y: 9000, width: 375, height: 667))
        for shown in badges {
            checks.equal(
                adapter.layoutAttributesForSupplementaryView(ofKind: "badge", at: shown.indexPath)?.frame,
                shown.frame, "the badge of item \(shown.indexPath.item) answers after a far rect was queried")
        }
    }
}

/// A header whose content is a title of a number of lines 22 points high.
final class MeasuredHeader: SelfSizingReusableView {
    var lines = 1

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let height =
            verticalFittingPriority == .fittingSizeLevel ? CGFloat(lines) * 22 + 12 : targetSize.height
        return CGSize(width: targetSize.width, height: height)
    }
}

extension AdapterDriver {
    /// A compositional header of the provided reusable-view class, estimated 44 points tall,
    /// is as tall as its two lines once UIKit has asked it.
    static func checkSelfSizingHeader() {
        checks.scenario = "a self-sizing header view"
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                ]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeaderKind, alignment: .top)
        ]
        let adapter = CollectionViewLayoutAdapter(CompositionalLayout(section: section))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [10, 10]
        collectionView.layoutPass()
        let kind = UICollectionView.elementKindSectionHeader
        let indexPath = IndexPath(item: 0, section: 0)
        guard let original = adapter.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
            let copy = original.copy() as? UICollectionViewLayoutAttributes
        else { return checks.expect(false, "the header is laid out") }
        let header = MeasuredHeader(frame: .zero)
        header.lines = 2
        let preferred = header.preferredLayoutAttributesFitting(copy)
        checks.expect(
            adapter.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original),
            "the measured header invalidates")
        adapter.invalidateLayout(
            with: adapter.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        collectionView.layoutPass()
        checks.equal(
            adapter.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.size.height,
            2 * 22 + 12,
            "the header is as tall as its two lines")
    }
}
