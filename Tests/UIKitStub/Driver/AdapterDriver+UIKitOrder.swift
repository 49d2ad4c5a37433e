import LayoutEngine
import LayoutEngineUIKit
import UIKit

// MARK: - The script in the order UIKit is reported to call its layout

// Each step names its source. Expected values come from what the user sees before the step
// (where a cell is on screen, which cells show), never from driving the layout with the same
// contexts.

extension AdapterDriver {
    /// An insert above the viewport, a rotation and a self-sizing cell, with the calls in the
    /// order UIKit is reported to make them.
    static func runUIKitOrder() {
        checks.scenario = "UIKit's order: an insert above the viewport"
        let (adapter, collectionView) = scrolledFlow()
        let before = collectionView.layoutPass().elements.filter { $0.representedElementCategory == .cell }
        let offsetBefore = collectionView.contentOffset.y
        let onScreenBefore = Dictionary(
            before.map { ($0.indexPath, $0.frame.minY - offsetBefore) },
            uniquingKeysWith: { first, _ in first })
        let moved = IndexPath(item: 2, section: 1)
        let movedFrameBefore = adapter.layoutAttributesForItem(at: moved)?.frame

        // A batch update: UIKit invalidates with the data source counts (MagazineLayout,
        // `invalidateLayout(with:)`: "when batch updates occur, `invalidateLayout:` is invoked
        // immediately with a context that has `invalidateDataSourceCounts` set to `true`").
        let invalidation = UICollectionViewLayoutInvalidationContext()
        invalidation.scriptInvalidatesDataSourceCounts()
        adapter.invalidateLayout(with: invalidation)
        collectionView.counts = [43, 24]
        // Then prepareLayout -> layoutAttributesForElementsInRect: -> prepareForCollectionViewUpdates
        // (rdar 15922530, openradar-mirror #3908; MagazineLayout PR #69).
        adapter.prepare()
        let early = adapter.layoutAttributesForElements(in: collectionView.bounds)
        checks.expect(
            early?.isEmpty ?? true,
            "a rect query before the update's items places nothing (MagazineLayout answers nil)")
        _ = adapter.collectionViewContentSize
        adapter.prepare(forCollectionViewUpdates: batchItems())
        collectionView.runsBatchUpdate = true
        // UIKit asks for the resting offset while the update runs (MagazineLayout keeps its
        // anchor from `prepare(forCollectionViewUpdates:)` to `finalizeCollectionViewUpdates()`
        // for `targetContentOffset(forProposedContentOffset:)`), and may ask again.
        let target = adapter.targetContentOffset(forProposedContentOffset: collectionView.contentOffset)
        checks.equal(
            adapter.targetContentOffset(forProposedContentOffset: target), target,
            "asked again during the update, the same resting offset")
        collectionView.contentOffset = target
        let during = collectionView.layoutPass().elements.filter { $0.representedElementCategory == .cell }
        let offsetDuring = collectionView.contentOffset.y
        var kept = 0
        for attributes in during where attributes.indexPath.section == 0 && attributes.indexPath.item >= 3 {
            let old = IndexPath(item: attributes.indexPath.item - 3, section: 0)
            guard let onScreen = onScreenBefore[old] else { continue }
            kept += 1
            checks.equal(
                Double(attributes.frame.minY - offsetDuring), Double(onScreen),
                "item \(old.item), now \(attributes.indexPath.item), keeps its place on screen")
        }
        checks.expect(kept > 0, "cells seen before the insert are seen after it")
        checks.equal(
            adapter.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0))?.alpha, 0,
            "an inserted item fades in (starts at alpha 0)")
        checks.equal(
            adapter.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 5, section: 1))?.frame,
            movedFrameBefore, "a moved item starts at its old place")
        checks.equal(
            adapter.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 20, section: 1))?.alpha, 0,
            "a deleted item fades out")
        comparePSTOrder(adapter, target: target)

        // Preferred-attributes rounds during the update: UIKit sizes the views it brings in
        // for the update's animations, including ones outside the visible rect that slide into
        // view (MagazineLayout PR #29: "the layout receives preferred attributes for an unsized
        // [view] that is sliding into view due to a delete above it"), and MagazineLayout
        // handles `invalidationContext(forPreferredLayoutAttributes:…)` while
        // `isPerformingBatchUpdates`. A cell just above the viewport grows: what the user reads
        // stays, with the offset adjustment applied at the end of the update because UIKit
        // ignores it before (MagazineLayout.swift, rdar 35717256).
        let above = adapter.layoutAttributesForElements(
            in: CGRect(x: 0, y: offsetDuring - 200, width: 375, height: 200)
        )?.filter { $0.representedElementCategory == .cell && $0.frame.maxY <= offsetDuring }
        let cut = above?.max { $0.indexPath < $1.indexPath }
        let reader = during.filter { $0.frame.minY >= offsetDuring }.min { $0.indexPath < $1.indexPath }
        let readerOnScreen = reader.map { $0.frame.minY - offsetDuring }
        if let cut {
            let preferred = MeasuredCell.preferredAttributes(for: cut, lines: 4, from: adapter)
            if adapter.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: cut)
            {
                let context = adapter.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: cut)
                adapter.invalidateLayout(with: context)
            } else {
                checks.expect(false, "a cell that grows invalidates the layout")
            }
        } else {
            checks.expect(false, "a cell lies just above the viewport")
        }
        // The update's animations are set up; an adjustment from `finalizeCollectionViewUpdates()`
        // takes effect (MagazineLayout applies its staged adjustment there, in an invalidation).
        collectionView.runsBatchUpdate = false
        adapter.finalizeCollectionViewUpdates()
        let after = collectionView.layoutPass().elements
        if let cut {
            checks.equal(
                adapter.layoutAttributesForItem(at: cut.indexPath)?.size.height, 4 * 20 + 16.4,
                "the cell measured during the update is as tall as its four lines")
        }
        if let reader, let readerOnScreen {
            let now = after.first {
                $0.representedElementCategory == .cell && $0.indexPath == reader.indexPath
            }
            let onScreen = now.map { Double($0.frame.minY - collectionView.contentOffset.y) } ?? .nan
            checks.expect(
                abs(onScreen - Double(readerOnScreen)) < 1e-9,
                "the cell the user reads keeps its place when a cell above it grows during the update: "
                    + "\(onScreen), was \(readerOnScreen)")
            checks.expect(
                collectionView.contentOffset.y > offsetDuring, "the offset moved when the update ended")
        }

        // Every supplementary view shown answers its look-up after a query of another rect
        // (UIKit raises otherwise: CHTCollectionViewWaterfallLayout #124).
        let headers = after.filter { $0.representedElementCategory == .supplementaryView }
        _ = adapter.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 100))
        checks.expect(!headers.isEmpty, "the pass shows a header")
        for header in headers {
            checks.equal(
                adapter.layoutAttributesForSupplementaryView(
                    ofKind: header.representedElementKind ?? "", at: header.indexPath)?.frame,
                header.frame, "header \(header.indexPath) answers after another rect was queried")
        }
        runUIKitRotation(adapter, collectionView)
    }

    /// A flow layout with estimated sizes in a collection view scrolled to y = 900.
    static func scrolledFlow() -> (CollectionViewLayoutAdapter<FlowLayout>, ScriptedCollectionView) {
        let adapter = CollectionViewLayoutAdapter(
            FlowLayout(
                configuration: .init(
                    itemSizing: .fixed(Size(width: 110, height: 90)),
                    metrics: .all(
                        .init(
                            sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                            headerReferenceSize: Size(width: 0, height: 44))),
                    estimatedItemSize: Size(width: 110, height: 90))))
        let collectionView = ScriptedCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: adapter)
        collectionView.counts = [40, 25]
        collectionView.layoutPass()
        collectionView.changeBounds(to: collectionView.bounds.offsetBy(dx: 0, dy: 900))
        return (adapter, collectionView)
    }

    /// Three items inserted at the top, one moved in section 1, one deleted there.
    static func batchItems() -> [UICollectionViewUpdateItem] {
        [
            UICollectionViewUpdateItem(
                scriptedAction: .insert, before: nil, after: IndexPath(item: 0, section: 0)),
            UICollectionViewUpdateItem(
                scriptedAction: .insert, before: nil, after: IndexPath(item: 1, section: 0)),
            UICollectionViewUpdateItem(
                scriptedAction: .insert, before: nil, after: IndexPath(item: 2, section: 0)),
            UICollectionViewUpdateItem(
                scriptedAction: .move, before: IndexPath(item: 2, section: 1),
                after: IndexPath(item: 5, section: 1)),
            UICollectionViewUpdateItem(
                scriptedAction: .delete, before: IndexPath(item: 20, section: 1), after: nil),
        ]
    }

    /// The same batch on a twin collection view in PSTCollectionView's order (no query
    /// between the prepares, the resting offset asked once after the update): the animation
    /// and the resting offset are the same in both orders.
    static func comparePSTOrder<Layout: CollectionLayout>(
        _ adapter: CollectionViewLayoutAdapter<Layout>, target: CGPoint
    ) {
        let (twin, twinView) = scrolledFlow()
        twinView.layoutPass()
        twinView.beginUpdates(batchItems(), newCounts: [43, 24])
        for item in [0, 2, 3, 27, 30, 38] {
            let path = IndexPath(item: item, section: 0)
            checks.equal(
                adapter.initialLayoutAttributesForAppearingItem(at: path).map(Element.init),
                twin.initialLayoutAttributesForAppearingItem(at: path).map(Element.init),
                "item \(item) starts its animation as in PSTCollectionView's order")
        }
        for path in [
            IndexPath(item: 5, section: 1), IndexPath(item: 20, section: 1), IndexPath(item: 27, section: 0),
        ] {
            checks.equal(
                adapter.initialLayoutAttributesForAppearingItem(at: path).map(Element.init),
                twin.initialLayoutAttributesForAppearingItem(at: path).map(Element.init),
                "item \(path) appears as in PSTCollectionView's order")
            checks.equal(
                adapter.finalLayoutAttributesForDisappearingItem(at: path).map(Element.init),
                twin.finalLayoutAttributesForDisappearingItem(at: path).map(Element.init),
                "item \(path) disappears as in PSTCollectionView's order")
        }
        twin.finalizeCollectionViewUpdates()
        checks.equal(
            twin.targetContentOffset(forProposedContentOffset: twinView.contentOffset), target,
            "the resting offset is the one of PSTCollectionView's order")
    }

    /// A rotation in UIKit's order: the invalidation for the new bounds, a rect query before
    /// `prepare()` (rdar 30043880), `prepare()`, `prepare(forAnimatedBoundsChange:)`, the
    /// resting offset asked several times (MagazineLayout, commit 9986a40 "Maintain the same
    /// visible items after rotation"), `finalizeAnimatedBoundsChange()`.
    static func runUIKitRotation<Layout: CollectionLayout>(
        _ adapter: CollectionViewLayoutAdapter<Layout>, _ collectionView: ScriptedCollectionView
    ) {
        checks.scenario = "UIKit's order: a rotation"
        let portrait = collectionView.bounds
        let before = collectionView.layoutPass().elements.filter { $0.representedElementCategory == .cell }
        // What the user reads: the first cell the viewport shows, in the data's order.
        let read = before.filter { $0.frame.maxY > portrait.minY }.min { $0.indexPath < $1.indexPath }
        let landscape = CGRect(origin: portrait.origin, size: CGSize(width: 667, height: 375))
        collectionView.changeBounds(to: landscape)
        let early = adapter.layoutAttributesForElements(in: landscape) ?? []
        adapter.prepare()
        let prepared = adapter.layoutAttributesForElements(in: landscape) ?? []
        checks.equal(
            early.map { $0.frame }, prepared.map { $0.frame },
            "a rect query before prepare() answers the new viewport's layout")
        checks.expect(
            prepared.allSatisfy { $0.frame.maxX <= 667 } && prepared.contains { $0.frame.maxX > 375 },
            "laid out for the landscape width")
        adapter.prepare(forAnimatedBoundsChange: portrait)
        let target = adapter.targetContentOffset(forProposedContentOffset: collectionView.contentOffset)
        for _ in 0..<3 {
            checks.equal(
                adapter.targetContentOffset(forProposedContentOffset: collectionView.contentOffset), target,
                "the resting offset is the same however often UIKit asks during the rotation")
        }
        adapter.finalizeAnimatedBoundsChange()
        collectionView.contentOffset = target
        let shown = collectionView.layoutPass().elements
        let readAfter = read.flatMap { cell in shown.first { $0.indexPath == cell.indexPath } }
        let distanceAfter = readAfter.map { Double($0.frame.minY - target.y) } ?? .nan
        let distanceBefore = read.map { Double($0.frame.minY - portrait.minY) } ?? .infinity
        checks.expect(
            abs(distanceAfter - distanceBefore) < 1e-9,
            "the item the user read before the rotation keeps its distance from the top after it: "
                + "\(distanceAfter), was \(distanceBefore)")
        checks.equal(
            adapter.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 10)), CGPoint(x: 0, y: 10),
            "after the rotation, the proposed offset")
    }
}

/// A cell whose content is lines of text 20 points high: what Auto Layout would compute for it.
final class MeasuredCell: SelfSizingCollectionViewCell {
    var lines = 1

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let height =
            verticalFittingPriority == .fittingSizeLevel ? CGFloat(lines) * 20 + 16.4 : targetSize.height
        return CGSize(width: targetSize.width, height: height)
    }

    /// What UIKit gets from such a cell of `lines` lines shown with `attributes`: a copy of
    /// them passed to `preferredLayoutAttributesFitting(_:)`.
    @MainActor
    static func preferredAttributes<Layout: CollectionLayout>(
        for attributes: UICollectionViewLayoutAttributes, lines: Int,
        from adapter: CollectionViewLayoutAdapter<Layout>
    ) -> UICollectionViewLayoutAttributes {
        let cell = MeasuredCell(frame: attributes.frame)
        cell.lines = lines
        guard let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        return cell.preferredLayoutAttributesFitting(copy)
    }
}
