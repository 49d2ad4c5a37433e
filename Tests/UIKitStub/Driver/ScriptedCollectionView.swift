import UIKit

/// A collection view whose state the driver sets (item counts, insets, display scale, layout
/// direction), and that calls its layout as UIKit documents: `prepare()`, then the content size,
/// then the elements in its bounds; on a bounds change, `shouldInvalidateLayout(forBoundsChange:)`
/// and, when it answers true, `invalidationContext(forBoundsChange:)` and
/// `invalidateLayout(with:)` before the next pass.
@MainActor
final class ScriptedCollectionView: UICollectionView {
    var counts: [Int] = []
    var insets = UIEdgeInsets.zero
    var scale: CGFloat = 3
    var direction = UIUserInterfaceLayoutDirection.leftToRight
    /// Whether the layout was invalidated since the last pass.
    private(set) var needsPrepare = true
    /// Whether a batch update runs (UIKit ignores content offset adjustments then).
    var runsBatchUpdate = false

    override var numberOfSections: Int { counts.count }
    override func numberOfItems(inSection section: Int) -> Int { counts[section] }
    override var adjustedContentInset: UIEdgeInsets { insets }
    override var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }
    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { direction }
    override func scriptLayoutWasInvalidated() { needsPrepare = true }
    override var scriptIgnoresContentOffsetAdjustments: Bool { runsBatchUpdate }

    /// Where UIKit shows `attributes`: mirrored across the content's width when the layout
    /// asks UIKit to flip it and the layout direction is right to left (Apple's documentation
    /// of `flipsHorizontallyInOppositeLayoutDirection`: the layout's information stays in the
    /// natural coordinate system and "the collection view automatically flips" it).
    func shown(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
        let frame = attributes.frame
        guard direction == .rightToLeft, collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
        else {
            return frame
        }
        let width = collectionViewLayout.collectionViewContentSize.width
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// One layout pass: `prepare()` when the layout was invalidated, then the content size and
    /// the elements in the bounds, as UIKit asks for them.
    @discardableResult
    func layoutPass() -> (contentSize: CGSize, elements: [UICollectionViewLayoutAttributes]) {
        if needsPrepare {
            collectionViewLayout.prepare()
            needsPrepare = false
        }
        let size = collectionViewLayout.collectionViewContentSize
        return (size, collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
    }

    /// Moves the bounds to `newBounds` as a scroll or a resize does; answers whether the layout
    /// asked to be invalidated, and the context it gave.
    @discardableResult
    func changeBounds(to newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext? {
        let layout = collectionViewLayout
        var context: UICollectionViewLayoutInvalidationContext?
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            let invalidation = layout.invalidationContext(forBoundsChange: newBounds)
            layout.invalidateLayout(with: invalidation)
            needsPrepare = true
            context = invalidation
        }
        bounds = newBounds
        return context
    }

    /// A batch update as UIKit runs it: an invalidation that says the counts changed, the new
    /// counts, `prepare()`, then `prepare(forCollectionViewUpdates:)`. `contentSizeFirst` asks
    /// for the content size between the two, to check an adapter that must not depend on the
    /// order. The queries and `finalizeCollectionViewUpdates()` are the caller's.
    func beginUpdates(_ items: [UICollectionViewUpdateItem], newCounts: [Int], contentSizeFirst: Bool = false)
    {
        let invalidation = UICollectionViewLayoutInvalidationContext()
        invalidation.scriptInvalidatesDataSourceCounts()
        collectionViewLayout.invalidateLayout(with: invalidation)
        counts = newCounts
        collectionViewLayout.prepare()
        if contentSizeFirst { _ = collectionViewLayout.collectionViewContentSize }
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        needsPrepare = false
    }

    /// A cell that prefers `size`: UIKit asks the layout whether to invalidate and, when it
    /// answers true, for the context, and invalidates with it (which moves the content offset by
    /// the context's adjustment).
    func cell(at indexPath: IndexPath, prefers size: CGSize) -> UICollectionViewLayoutInvalidationContext? {
        guard let original = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return prefer(size, UICollectionViewLayoutAttributes(forCellWith: indexPath), over: original)
    }

    /// A supplementary view that prefers `size`, asked as ``cell(at:prefers:)`` asks for a cell.
    func supplementary(
        ofKind kind: String, at indexPath: IndexPath, prefers size: CGSize
    ) -> UICollectionViewLayoutInvalidationContext? {
        guard
            let original = collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: kind, at: indexPath)
        else { return nil }
        return prefer(
            size, UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath),
            over: original)
    }

    /// `preferred` given `size` and `original`'s centre, offered to the layout as UIKit does.
    private func prefer(
        _ size: CGSize, _ preferred: UICollectionViewLayoutAttributes,
        over original: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext? {
        let layout = collectionViewLayout
        preferred.center = original.center
        preferred.size = size
        guard
            layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return nil }
        let invalidation = layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: invalidation)
        needsPrepare = true
        return invalidation
    }
}
