#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    /// Any ``LayoutEngine/CollectionLayout`` as a `UICollectionViewLayout`: assign one to a
    /// collection view and it lays the collection out with the layout's answers.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = CollectionViewLayoutAdapter(WaterfallLayout())
    /// ```
    ///
    /// The adapter translates; the layout decides. Each of UIKit's calls becomes one call of the
    /// layout, and each answer is converted exactly:
    ///
    /// 1. **Preparing.** `prepare()` builds a `LayoutContext` from the collection view (its
    ///    `bounds`, `adjustedContentInset`, its trait collection's `displayScale` and its
    ///    `effectiveUserInterfaceLayoutDirection`, and the number of items in each section) and
    ///    prepares the layout. The counts are read again only after an invalidation that says
    ///    they changed (a batch update, `reloadData()`, `invalidateLayout()`), so a scroll costs
    ///    O(1) on top of the layout's own work.
    /// 2. **Answers.** `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
    ///    `layoutAttributesForItem(at:)`, `layoutAttributesForSupplementaryView(ofKind:at:)` and
    ///    `layoutAttributesForDecorationView(ofKind:at:)` hand over the layout's attributes:
    ///    centre and size from the untransformed frame, the 3-D transform (moved to act about the
    ///    centre, as UIKit applies it, when the layout's anchor point is elsewhere), alpha,
    ///    zIndex and `isHidden`; section headers and footers under
    ///    `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`.
    /// 3. **Scrolling.** `shouldInvalidateLayout(forBoundsChange:)` answers true exactly when
    ///    the viewport's size changed or the layout's answers depend on the content offset
    ///    (``LayoutEngine/CollectionLayout/attributesDependOnContentOffset``), with a
    ///    ``LayoutAdapterInvalidationContext`` that says which. A flick comes to rest where
    ///    ``LayoutEngine/CollectionLayout/targetContentOffset(proposed:velocity:)`` says, UIKit's
    ///    velocity (points per millisecond) converted to the layout's (points per second).
    /// 4. **Batch updates.** `prepare(forCollectionViewUpdates:)` turns UIKit's update items into
    ///    ``LayoutEngine/CollectionUpdate``s for ``LayoutEngine/CollectionLayout/prepare(_:updates:)``;
    ///    the appearing and disappearing attributes are the layout's, and
    ///    `targetContentOffset(forProposedContentOffset:)` adds the layout's
    ///    ``LayoutEngine/CollectionLayout/contentOffsetAdjustment`` once, so that what the user
    ///    looked at keeps its place.
    /// 5. **Self-sizing.** A cell's preferred size goes to
    ///    ``LayoutEngine/CollectionLayout/reportSize(_:forItemAt:)``, a supplementary view's
    ///    (a self-sizing header, footer or badge) to
    ///    ``LayoutEngine/CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``; the
    ///    invalidation carries the layout's content offset and content size adjustments, so
    ///    views measured above the visible ones move nothing on screen. A size already reported
    ///    for a view is not reported again, so a layout that keeps its own sizes (the carousel,
    ///    the fan) never loops.
    /// 6. **Right to left.** The layouts mirror themselves from the context's layout direction,
    ///    so `flipsHorizontallyInOppositeLayoutDirection` is false: UIKit does not mirror again.
    ///
    /// Changing ``layout`` (replacing it, or mutating it in place, such as
    /// `adapter.layout.configuration.columnCount = 3`) invalidates the collection view's layout;
    /// the next `prepare()` lets the layout redo what the change requires.
    ///
    /// - Note: Orthogonal sections of a ``LayoutEngine/CompositionalLayout`` are laid out at
    ///   their current offset (``LayoutEngine/CompositionalLayout/orthogonalOffset(forSection:)``),
    ///   but the adapter does not scroll them: UIKit's compositional layout scrolls them with
    ///   scroll views of its own that it does not expose. Set the offset yourself, for example
    ///   from a pan gesture, with
    ///   `adapter.layout.setOrthogonalOffset(_:forSection:)` (an in-place change: it costs no
    ///   relayout), or show such a band as a cell that holds its own collection view.
    public final class CollectionViewLayoutAdapter<Layout: CollectionLayout>: UICollectionViewLayout {
        /// The layout, prepared and queried by the adapter.
        var engine: Layout
        /// The context of the last `prepare()`: what the layout was last asked about.
        var context: LayoutContext?
        /// Whether the collection view's item counts must be read again at the next `prepare()`.
        var countsAreStale = true
        /// Whether `context` has counts the layout has not been prepared with yet: the layout is
        /// prepared by the batch update that follows, or by the first query if none does.
        var awaitsUpdates = false
        /// The layout before a query had to prepare it for new counts while a batch update was
        /// still expected: the update starts again from it. Kept until the first rect query.
        var engineBeforeCounts: Layout?
        /// ``LayoutEngine/CollectionLayout/attributesDependOnContentOffset`` as of the last
        /// prepare that was not a scroll.
        var dependsOnContentOffset = true
        /// The content offset adjustment of the last update or bounds change, until
        /// `targetContentOffset(forProposedContentOffset:)` applies it.
        var pendingOffsetAdjustment: Point?
        /// The sizes reported for cells and supplementary views since the counts last changed,
        /// so that a size the layout does not take is not reported (and invalidated for) again
        /// and again.
        var reportedSizes: [ElementID: Size] = [:]
        /// The supplementary and decoration elements of the last rect query: what element
        /// look-ups the layout cannot answer by section (an item's badges) are answered from.
        var lastQueriedElements: [LayoutAttributes] = []

        /// Creates an adapter that lays a collection view out with `layout`.
        ///
        /// - Complexity: O(1).
        public init(_ layout: Layout) {
            engine = layout
            super.init()
        }

        /// Not supported: an adapter is made in code, with its layout. Answers nil.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The layout the collection view is laid out with.
        ///
        /// Setting it, or mutating it in place, invalidates the collection view's layout; the
        /// next `prepare()` prepares the layout for the collection view's current state, and the
        /// layout redoes only what the change requires (a fresh value lays out everything).
        ///
        /// - Complexity: O(1) for the change itself; an in-place mutation copies nothing.
        public var layout: Layout {
            get { engine }
            _modify {
                yield &engine
                layoutDidChange()
            }
            set {
                engine = newValue
                layoutDidChange()
            }
        }

        /// Forgets what belonged to the old layout and invalidates the collection view's layout.
        private func layoutDidChange() {
            reportedSizes = [:]
            lastQueriedElements = []
            engineBeforeCounts = nil
            dependsOnContentOffset = true
            let context = LayoutAdapterInvalidationContext()
            context.invalidatesLayoutValue = true
            invalidateLayout(with: context)
        }

        // MARK: - Preparing

        /// The class of the invalidation contexts UIKit creates for this layout.
        public override class var invalidationContextClass: AnyClass {
            LayoutAdapterInvalidationContext.self
        }

        /// Notes what an invalidation changed: everything (the layout is invalidated, and the
        /// item counts are read again), or the data's counts (read again at the next
        /// `prepare()`). Calls `super`, which applies the context's content offset adjustment.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything {
                engine.invalidate()
                countsAreStale = true
            }
            if context.invalidateDataSourceCounts {
                countsAreStale = true
            }
            super.invalidateLayout(with: context)
        }

        /// Builds the context from the collection view and prepares the layout for it.
        ///
        /// When the item counts changed, the layout waits for the batch update that UIKit
        /// announces next (`prepare(forCollectionViewUpdates:)`), which prepares it with the
        /// changes; a query before any such update (after `reloadData()`) prepares it plainly.
        ///
        /// - Complexity: O(1) plus the layout's own `prepare` when the counts are not read again;
        ///   O(s) for s sections when they are.
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let previous = context
            let next = makeContext(from: collectionView, previous: previous)
            context = next
            engineBeforeCounts = nil
            if let previous, previous.itemCounts != next.itemCounts {
                awaitsUpdates = true
                reportedSizes = [:]
                return
            }
            awaitsUpdates = false
            prepareEngine(for: next, previous: previous)
        }

        // MARK: - Answers

        /// The layout's ``LayoutEngine/CollectionLayout/contentSize``.
        ///
        /// - Complexity: O(1).
        public override var collectionViewContentSize: CGSize {
            prepareForQuery()
            return CGSize(engine.contentSize)
        }

        /// The layout's ``LayoutEngine/CollectionLayout/attributes(in:)``, converted.
        ///
        /// - Complexity: O(log n + k) for n elements and k returned, as the layout's query.
        public override func layoutAttributesForElements(in rect: CGRect)
            -> [UICollectionViewLayoutAttributes]?
        {
            prepareForQuery()
            // UIKit announces a batch update before it gathers layout information ("The first
            // step in that process is to call this method", `prepare(forCollectionViewUpdates:)`'s
            // documentation): once elements are asked for, no update is coming for these counts,
            // and the layout kept for one (a second copy of its storage) is let go.
            engineBeforeCounts = nil
            let elements = engine.attributes(in: Rect(rect))
            lastQueriedElements = elements.filter { !$0.kind.isCell }
            return elements.map { $0.uiKitAttributes() }
        }

        /// The layout's ``LayoutEngine/CollectionLayout/attributes(at:)``, converted; nil for an
        /// index path that names no item.
        public override func layoutAttributesForItem(at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareForQuery()
            guard let path = ItemPath(indexPath) else { return nil }
            return engine.attributes(at: path).map { $0.uiKitAttributes() }
        }

        /// The supplementary view of `elementKind` at `indexPath`: the layout's
        /// ``LayoutEngine/CollectionLayout/supplementaryAttributes(ofKind:inSection:)`` when it
        /// names that path (section headers and footers), otherwise the element of the last
        /// rect query with that kind and path (an item's badges); nil when there is none.
        ///
        /// - Complexity: O(e + k) for the section's e supplementaries and the k supplementary
        ///   and decoration elements of the last rect query.
        public override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            element(ofKind: elementKind, at: indexPath, as: ElementKind.supplementary) {
                engine, name, section in
                engine.supplementaryAttributes(ofKind: name, inSection: section)
            }
        }

        /// The decoration view of `elementKind` at `indexPath`: the layout's
        /// ``LayoutEngine/CollectionLayout/decorationAttributes(ofKind:inSection:)`` when it names
        /// that path (section backgrounds), otherwise the element of the last rect query with
        /// that kind and path; nil when there is none.
        ///
        /// - Complexity: O(e + k), as for supplementary views.
        public override func layoutAttributesForDecorationView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            element(ofKind: elementKind, at: indexPath, as: ElementKind.decoration) { engine, name, section in
                engine.decorationAttributes(ofKind: name, inSection: section)
            }
        }

        /// The supplementary or decoration view (`category`) of UIKit's `elementKind` at
        /// `indexPath`: the layout's answer for the section (`lookUp`) when it names that path,
        /// otherwise the element of the last rect query with that kind and path.
        private func element(
            ofKind elementKind: String, at indexPath: IndexPath,
            as category: (ElementKind.Name) -> ElementKind,
            lookUp: (Layout, ElementKind.Name, Int) -> LayoutAttributes?
        ) -> UICollectionViewLayoutAttributes? {
            prepareForQuery()
            guard let path = ItemPath(indexPath) else { return nil }
            let name = ElementKind.Name(uiKitKind: elementKind)
            if let found = lookUp(engine, name, path.section), found.path == path {
                return found.uiKitAttributes()
            }
            let kind = category(name)
            return lastQueriedElements.first { $0.kind == kind && $0.path == path }.map {
                $0.uiKitAttributes()
            }
        }

        // MARK: - Scrolling

        /// True exactly when the layout must be prepared again for `newBounds`: the viewport's
        /// size changed, or the layout's answers depend on the content offset
        /// (``LayoutEngine/CollectionLayout/attributesDependOnContentOffset``, as of the last
        /// prepare that was not a scroll). Before the first prepare, true.
        ///
        /// - Complexity: O(1).
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let context else { return true }
            return Size(newBounds.size) != context.bounds.size || dependsOnContentOffset
        }

        /// A ``LayoutAdapterInvalidationContext`` that says whether the viewport's size changed
        /// or only the answers that depend on the content offset must be refreshed.
        public override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            let invalidation = LayoutAdapterInvalidationContext()
            let resized = context.map { Size(newBounds.size) != $0.bounds.size } ?? true
            invalidation.invalidatesViewportSize = resized
            invalidation.invalidatesOffsetDependentAttributes = !resized && dependsOnContentOffset
            return invalidation
        }

        /// Where a flick comes to rest: the layout's
        /// ``LayoutEngine/CollectionLayout/targetContentOffset(proposed:velocity:)``, given UIKit's
        /// velocity in the layout's unit.
        ///
        /// UIKit documents this velocity in points per second, but hands over the scroll view's
        /// velocity at the end of the drag, which `UIScrollViewDelegate`'s
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` documents in points
        /// per millisecond; PSTCollectionView, the open-source reimplementation of
        /// `UICollectionView`, forwards that delegate's velocity to this method unchanged
        /// (`PSTCollectionView.m`, `scrollViewWillEndDragging:withVelocity:targetContentOffset:`),
        /// and snapping layouts in the wild compare it with thresholds such as 0.3, a speed only
        /// points per millisecond make sense of. So it is multiplied by 1000.
        ///
        /// - Complexity: that of the layout's answer (O(1) for the layouts of `LayoutEngine`).
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            prepareForQuery()
            let pointsPerSecond = Point(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
            return CGPoint(
                engine.targetContentOffset(proposed: Point(proposedContentOffset), velocity: pointsPerSecond))
        }

        /// The proposed offset moved by the layout's
        /// ``LayoutEngine/CollectionLayout/contentOffsetAdjustment`` after a batch update or a
        /// change of the viewport, once: what the user looked at keeps its place. Any other time,
        /// the proposed offset.
        ///
        /// - Complexity: O(1).
        public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
            -> CGPoint
        {
            guard let adjustment = pendingOffsetAdjustment else { return proposedContentOffset }
            pendingOffsetAdjustment = nil
            return CGPoint(
                x: proposedContentOffset.x + CGFloat(adjustment.x),
                y: proposedContentOffset.y + CGFloat(adjustment.y))
        }

        /// False: the layouts of `LayoutEngine` mirror themselves in a right-to-left layout
        /// direction (the context's `layoutDirection`, from the collection view's
        /// `effectiveUserInterfaceLayoutDirection`), so UIKit must not mirror them again.
        public override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

        // MARK: - Batch updates

        /// Prepares the layout with the batch: UIKit's update items as
        /// ``LayoutEngine/CollectionUpdate``s for ``LayoutEngine/CollectionLayout/prepare(_:updates:)``,
        /// whose content offset adjustment `targetContentOffset(forProposedContentOffset:)` then
        /// applies. A batch the layout finds inconsistent with the counts (UIKit checks the same
        /// rules first and raises) prepares the layout plainly.
        ///
        /// - Complexity: that of the layout's `prepare(_:updates:)`.
        public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            guard let context else { return }
            if let before = engineBeforeCounts {
                engine = before
                engineBeforeCounts = nil
            }
            awaitsUpdates = false
            reportedSizes = [:]
            let updates = updateItems.compactMap(CollectionUpdate.init(updateItem:))
            do {
                try engine.prepare(context, updates: updates)
            } catch {
                engine.prepare(context)
            }
            dependsOnContentOffset = engine.attributesDependOnContentOffset
            let adjustment = engine.contentOffsetAdjustment
            pendingOffsetAdjustment = adjustment == .zero ? nil : adjustment
        }

        /// Ends the batch update on UIKit's side; the layout keeps its appearing and disappearing
        /// answers until a prepare that changes more than the content offset.
        public override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
        }

        /// The layout's ``LayoutEngine/CollectionLayout/initialAttributes(forAppearingItemAt:)``,
        /// converted.
        public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareForQuery()
            guard let path = ItemPath(itemIndexPath) else { return nil }
            return engine.initialAttributes(forAppearingItemAt: path)
                .map { $0.uiKitAttributes() }
        }

        /// The layout's ``LayoutEngine/CollectionLayout/finalAttributes(forDisappearingItemAt:)``,
        /// converted.
        public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareForQuery()
            guard let path = ItemPath(itemIndexPath) else { return nil }
            return engine.finalAttributes(forDisappearingItemAt: path)
                .map { $0.uiKitAttributes() }
        }

        /// The layout's
        /// ``LayoutEngine/CollectionLayout/initialAttributes(forAppearingSupplementaryOfKind:at:)``,
        /// converted.
        public override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareForQuery()
            guard let path = ItemPath(elementIndexPath) else { return nil }
            return engine.initialAttributes(
                forAppearingSupplementaryOfKind: ElementKind.Name(uiKitKind: elementKind), at: path
            ).map { $0.uiKitAttributes() }
        }

        /// The layout's
        /// ``LayoutEngine/CollectionLayout/finalAttributes(forDisappearingSupplementaryOfKind:at:)``,
        /// converted.
        public override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareForQuery()
            guard let path = ItemPath(elementIndexPath) else { return nil }
            return engine.finalAttributes(
                forDisappearingSupplementaryOfKind: ElementKind.Name(uiKitKind: elementKind), at: path
            ).map { $0.uiKitAttributes() }
        }

        // MARK: - Self-sizing

        /// True when a cell or a supplementary view prefers a size other than the one the layout
        /// gave it, and that size was not reported for that view already (so a layout that keeps
        /// its own sizes, or a view that cannot be given its size, does not invalidate again and
        /// again).
        ///
        /// - Complexity: O(1).
        public override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            guard let id = Self.measuredElement(preferredAttributes) else { return false }
            let size = Size(preferredAttributes.size)
            return size != Size(originalAttributes.size) && reportedSizes[id] != size
        }

        /// The cell or supplementary view whose preferred size `attributes` carry (nil for a
        /// decoration view, which does not self-size, or a path the layout cannot name).
        private static func measuredElement(_ attributes: UICollectionViewLayoutAttributes) -> ElementID? {
            guard let path = ItemPath(attributes.indexPath) else { return nil }
            switch attributes.representedElementCategory {
            case .cell:
                return .cell(path)
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { return nil }
                return ElementID(kind: .supplementary(ElementKind.Name(uiKitKind: kind)), path: path)
            default:
                return nil
            }
        }

        /// Reports the cell's preferred size to the layout
        /// (``LayoutEngine/CollectionLayout/reportSize(_:forItemAt:)``; a supplementary view's
        /// through ``LayoutEngine/CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``),
        /// prepares the layout at once, and returns a context that carries the layout's content
        /// offset adjustment (views measured above the visible ones move nothing on screen) and
        /// the change of the content size, so that UIKit moves its offset and its content
        /// together.
        ///
        /// - Complexity: that of the layout's report and `prepare` (for the stored layouts of
        ///   `LayoutEngine`, the cell's section from the cell on, and O(sections)).
        public override func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutInvalidationContext {
            let invalidation = LayoutAdapterInvalidationContext()
            let id = Self.measuredElement(preferredAttributes)
            if case .supplementary = id?.kind, let kind = preferredAttributes.representedElementKind {
                invalidation.invalidateSupplementaryElements(
                    ofKind: kind, at: [preferredAttributes.indexPath])
            } else {
                invalidation.invalidateItems(at: [preferredAttributes.indexPath])
            }
            invalidation.invalidatesReportedSizes = true
            prepareForQuery()
            refreshViewport()
            guard let context, let id else { return invalidation }
            let size = Size(preferredAttributes.size)
            let sizeBefore = engine.contentSize
            switch id.kind {
            case .supplementary(let kind): engine.reportSize(size, forSupplementaryOfKind: kind, at: id.path)
            default: engine.reportSize(size, forItemAt: id.path)
            }
            reportedSizes[id] = size
            engine.prepare(context)
            invalidation.contentOffsetAdjustment = CGPoint(engine.contentOffsetAdjustment)
            invalidation.contentSizeAdjustment = CGSize(
                width: CGFloat(engine.contentSize.width - sizeBefore.width),
                height: CGFloat(engine.contentSize.height - sizeBefore.height))
            return invalidation
        }
    }
#endif
