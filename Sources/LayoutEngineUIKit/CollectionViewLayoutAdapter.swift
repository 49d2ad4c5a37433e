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
    ///    `bounds`, `adjustedContentInset`, its trait collection's `displayScale`, and the
    ///    number of items in each section; left to right, see 6) and prepares the layout. The counts are read again only after an invalidation that says
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
    ///    `targetContentOffset(forProposedContentOffset:)` answers the offset moved by the
    ///    layout's ``LayoutEngine/CollectionLayout/contentOffsetAdjustment`` (the same answer
    ///    however often UIKit asks until the update ends), so that what the user looked at keeps
    ///    its place. Between the invalidation that announces new counts and
    ///    `prepare(forCollectionViewUpdates:)`, element queries answer nil and the layout keeps
    ///    its state from before the update.
    /// 5. **Self-sizing.** A cell's preferred size goes to
    ///    ``LayoutEngine/CollectionLayout/reportSize(_:forItemAt:)``, a supplementary view's
    ///    (a self-sizing header, footer or badge) to
    ///    ``LayoutEngine/CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``; the
    ///    invalidation carries the layout's content offset and content size adjustments, so
    ///    views measured above the visible ones move nothing on screen. A size already reported
    ///    for a view is not reported again, so a layout that keeps its own sizes (the carousel,
    ///    the fan) never loops. Sizes are compared on the display's pixel grid. Cells and
    ///    headers measure themselves when they are ``SelfSizingCollectionViewCell``s and
    ///    ``SelfSizingReusableView``s (see ``measuredAxis``).
    /// 6. **Right to left.** `flipsHorizontallyInOppositeLayoutDirection` is true, as for
    ///    UIKit's flow layout: the layout is prepared left to right and UIKit mirrors it, so
    ///    item 0 is where a scroll view starts.
    /// 7. **Reordering.** An item dragged with the collection view's interactive movement
    ///    takes the place of the cell under the pointer, and the layout applies the move as a
    ///    batch update, so the size measured for the item moves with it.
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
        /// The collection view's state as of the last `prepare()`.
        var context: LayoutContext?
        /// The context the layout was last prepared with.
        var engineContext: LayoutContext?
        /// Whether the collection view's item counts must be read again at the next `prepare()`.
        var countsAreStale = true
        /// Whether the layout was invalidated since the last `prepare()`: a query prepares first.
        var needsPrepare = true
        /// Whether the last invalidation announced new counts without invalidating everything,
        /// as the one of a batch update does: the update's items come next.
        var expectsUpdates = false
        /// Whether the layout keeps its state from before new counts until the batch update
        /// that describes them (`prepare(forCollectionViewUpdates:)`) prepares it.
        var awaitsUpdates = false
        /// ``LayoutEngine/CollectionLayout/attributesDependOnContentOffset`` as of the last
        /// prepare that was not a scroll.
        var dependsOnContentOffset = true
        /// Where the content offset is to rest after the update or change of the viewport that
        /// last moved what the user looks at, along the axes it moves (nil elsewhere).
        var anchoredOffset: AnchoredOffset?
        /// The batch update or animated bounds change in progress, if any.
        var transition: Transition?
        /// Content offset adjustments of sizes measured during a batch update, applied when the
        /// update ends (UIKit ignores them before).
        var stagedOffsetAdjustment = Point.zero
        /// The sizes reported for cells and supplementary views since the counts last changed,
        /// on the display's pixel grid, so that a size the layout does not take is not reported
        /// (and invalidated for) again and again.
        var reportedSizes: [ElementID: Size] = [:]
        /// The sections a batch update inserted and deleted, for UIKit's questions about the
        /// supplementary and decoration views to insert and delete.
        var updatedSections: (inserted: [Int], deleted: [Int]) = ([], [])

        /// The dimension along which cells and supplementary views measure themselves when they
        /// are ``SelfSizingCollectionViewCell``s or ``SelfSizingReusableView``s: `.vertical`
        /// (their height for the width the layout gives, the default), `.horizontal` (their
        /// width), or nil (they keep the layout's size).
        public var measuredAxis: Axis? = .vertical

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
            dependsOnContentOffset = true
            engineContext = nil
            let context = LayoutAdapterInvalidationContext()
            context.invalidatesLayoutValue = true
            invalidateLayout(with: context)
        }

        // MARK: - Preparing

        /// The class of the invalidation contexts UIKit creates for this layout.
        public override class var invalidationContextClass: AnyClass {
            LayoutAdapterInvalidationContext.self
        }

        /// ``LayoutAdapterAttributes``: UIKit's attributes and the dimensions a view measures.
        public override class var layoutAttributesClass: AnyClass {
            LayoutAdapterAttributes.self
        }

        /// Notes what an invalidation changed: everything (the layout is invalidated, and the
        /// item counts are read again), the data's counts (read again at the next `prepare()`;
        /// without `invalidateEverything`, a batch update's items follow), or items and
        /// supplementary views an app named (laid out again). Calls `super`, which applies the
        /// context's content offset adjustment.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything {
                engine.invalidate()
                countsAreStale = true
            }
            if context.invalidateDataSourceCounts {
                countsAreStale = true
            }
            // MagazineLayout expects a batch update exactly so (`invalidateLayout(with:)`,
            // `context.invalidateDataSourceCounts && !context.invalidateEverything`).
            expectsUpdates = context.invalidateDataSourceCounts && !context.invalidateEverything
            if Self.namesChangedElements(context) {
                // An app's targeted invalidation: the layouts answer a changed size or rule only
                // when laid out again, which the protocol offers for everything at once.
                engine.invalidate()
            }
            needsPrepare = true
            super.invalidateLayout(with: context)
        }

        /// Whether `context` is one an app made to say that items or supplementary views
        /// changed (not one of the adapter's own, whose changes it already made).
        private static func namesChangedElements(_ context: UICollectionViewLayoutInvalidationContext) -> Bool
        {
            guard !(context is LayoutAdapterInvalidationContext), !context.invalidateEverything else {
                return false
            }
            let items = context.invalidatedItemIndexPaths ?? []
            let supplementaries = context.invalidatedSupplementaryIndexPaths ?? [:]
            return !items.isEmpty || supplementaries.values.contains { !$0.isEmpty }
        }

        /// Builds the context from the collection view and prepares the layout for it.
        ///
        /// When the item counts changed by a batch update, the layout keeps its state until
        /// UIKit describes the update (`prepare(forCollectionViewUpdates:)`), which prepares it
        /// with the changes; new counts from `reloadData()` prepare it plainly.
        ///
        /// - Complexity: O(1) plus the layout's own `prepare` when the counts are not read again;
        ///   O(s) for s sections when they are.
        public override func prepare() {
            super.prepare()
            needsPrepare = false
            guard let collectionView else { return }
            let next = makeContext(from: collectionView, previous: context)
            context = next
            if expectsUpdates, next.itemCounts != engineContext?.itemCounts, engineContext != nil {
                awaitsUpdates = true
                return
            }
            awaitsUpdates = false
            if next.itemCounts != engineContext?.itemCounts { reportedSizes = [:] }
            prepareEngine(for: next)
        }

        // MARK: - Answers

        /// The layout's ``LayoutEngine/CollectionLayout/contentSize`` (before the update while
        /// a batch update's items are awaited).
        ///
        /// - Complexity: O(1).
        public override var collectionViewContentSize: CGSize {
            prepareIfNeeded()
            return CGSize(engine.contentSize)
        }

        /// The layout's ``LayoutEngine/CollectionLayout/attributes(in:)``, converted; nil
        /// between the invalidation of a batch update and the update's items.
        ///
        /// UIKit asks for elements in that window (rdar 15922530: "prepareLayout ->
        /// layoutAttributesForElementsInRect: -> prepareForCollectionViewUpdates"), when no
        /// layout can know where the new items go; MagazineLayout answers nil there, which
        /// UIKit takes without misplacing elements (airbnb/MagazineLayout PR #69). The layout's
        /// state from before the update stays as it is for the update.
        ///
        /// - Complexity: O(log n + k) for n elements and k returned, as the layout's query.
        public override func layoutAttributesForElements(in rect: CGRect)
            -> [UICollectionViewLayoutAttributes]?
        {
            prepareIfNeeded()
            guard !awaitsUpdates else { return nil }
            return engine.attributes(in: Rect(rect)).map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        /// The layout's ``LayoutEngine/CollectionLayout/attributes(at:)``, converted; nil for an
        /// index path that names no item, or while a batch update's items are awaited.
        public override func layoutAttributesForItem(at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareIfNeeded()
            guard !awaitsUpdates, let path = ItemPath(indexPath) else { return nil }
            return engine.attributes(at: path).map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        /// The supplementary view of `elementKind` at `indexPath`, from the layout for any path
        /// (see ``LayoutEngine/CollectionLayout/supplementaryAttributes(ofKind:inSection:)`` for
        /// headers and footers; an item's badges from the elements around the item); nil when
        /// there is none.
        ///
        /// UIKit raises when a supplementary view it was given has no attributes here
        /// (CHTCollectionViewWaterfallLayout issue #124: "no UICollectionViewLayoutAttributes
        /// instance for -layoutAttributesForSupplementaryElementOfKind:"), so the answer never
        /// depends on which rectangle was queried last.
        ///
        /// - Complexity: O(e) for the section's e supplementaries, or a rect query around the
        ///   item (O(log n + k)); a query of the whole content for an element far from its item.
        public override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareIfNeeded()
            guard !awaitsUpdates, let path = ItemPath(indexPath) else { return nil }
            let name = ElementKind.Name(uiKitKind: elementKind)
            return element(.supplementary(name), at: path).map {
                $0.uiKitAttributes(measuredAxis: measuredAxis)
            }
        }

        /// The decoration view of `elementKind` at `indexPath` (a section background, a list's
        /// separator), from the layout for any path as for supplementary views; nil when there
        /// is none.
        ///
        /// - Complexity: as for supplementary views.
        public override func layoutAttributesForDecorationView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareIfNeeded()
            guard !awaitsUpdates, let path = ItemPath(indexPath) else { return nil }
            let name = ElementKind.Name(uiKitKind: elementKind)
            return element(.decoration(name), at: path).map { $0.uiKitAttributes() }
        }

        // MARK: - Scrolling and changes of the viewport

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

        /// Starts an animated change of the viewport (a rotation): until
        /// `finalizeAnimatedBoundsChange()`, `targetContentOffset(forProposedContentOffset:)`
        /// answers the offset that keeps the item the user reads in place, however often UIKit
        /// asks (it asks several times during a rotation: MagazineLayout keeps its anchor from
        /// this call to `finalizeAnimatedBoundsChange()` for that, commit 9986a40).
        public override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            prepareIfNeeded()
            transition = .boundsChange
            anchoredOffset?.askedDuringTransition = false
        }

        /// Ends the animated change of the viewport: the anchored offset, once UIKit asked for
        /// it, is not answered again.
        public override func finalizeAnimatedBoundsChange() {
            endTransition()
            super.finalizeAnimatedBoundsChange()
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
            prepareIfNeeded()
            let pointsPerSecond = Point(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
            return CGPoint(
                engine.targetContentOffset(proposed: Point(proposedContentOffset), velocity: pointsPerSecond))
        }

        /// After a batch update or a change of the viewport that moved what the user looked at,
        /// the offset that keeps it in place: the offset the layout was prepared at, moved by its
        /// ``LayoutEngine/CollectionLayout/contentOffsetAdjustment`` along the axes it moves
        /// (the proposed offset along the others). UIKit asks during the update or the
        /// animation, possibly several times, and gets the same answer each time; asked only
        /// after the update ended (as PSTCollectionView asks), it answers once. Any other time,
        /// the proposed offset.
        ///
        /// - Complexity: O(1).
        public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
            -> CGPoint
        {
            guard var anchored = anchoredOffset else { return proposedContentOffset }
            if transition == nil {
                anchoredOffset = nil
            } else {
                anchored.askedDuringTransition = true
                anchoredOffset = anchored
            }
            return CGPoint(anchored.target(proposed: Point(proposedContentOffset)))
        }

        /// True, as for UIKit's flow layout: the adapter prepares the layout left to right and
        /// UIKit mirrors its answers in a right-to-left layout direction, so the first item is
        /// where a scroll view starts.
        ///
        /// Apple's documentation of this property: the layout information stays "based on the
        /// collection view's natural coordinate system", and when the property is true "the
        /// collection view automatically flips" it. MagazineLayout's initializer defaults it to
        /// true for the same reason. A layout that mirrored itself (false) starts a horizontal
        /// layout at its last item, because a scroll view starts at offset 0: the symptom
        /// reported against UIKit's flow layout in rdar 25698641 ("The collection view's scroll
        /// position is on the last item instead of the first item").
        public override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

        // MARK: - Batch updates

        /// Prepares the layout with the batch: UIKit's update items as
        /// ``LayoutEngine/CollectionUpdate``s for ``LayoutEngine/CollectionLayout/prepare(_:updates:)``,
        /// from the layout's state before the update (kept through the queries UIKit makes
        /// before this call); `targetContentOffset(forProposedContentOffset:)` then answers the
        /// offset that keeps what the user looked at in place. A batch the layout finds
        /// inconsistent with the counts (UIKit checks the same rules first and raises) prepares
        /// the layout plainly.
        ///
        /// - Complexity: that of the layout's `prepare(_:updates:)`.
        public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            prepareIfNeeded()
            guard let context else { return }
            awaitsUpdates = false
            expectsUpdates = false
            reportedSizes = [:]
            let updates = updateItems.compactMap(CollectionUpdate.init(updateItem:))
            updatedSections = Self.sections(of: updates)
            do {
                try engine.prepare(context, updates: updates)
            } catch {
                engine.prepare(context)
            }
            engineContext = context
            dependsOnContentOffset = engine.attributesDependOnContentOffset
            anchoredOffset = AnchoredOffset(origin: context.contentOffset, engine)
            transition = .batchUpdate
            stagedOffsetAdjustment = .zero
        }

        /// Ends the batch update: the offset adjustments of sizes measured during it are applied
        /// now, in an invalidation of their own (UIKit ignores them while the update runs:
        /// MagazineLayout stages them for this call, rdar 35717256); the anchored offset, once
        /// UIKit asked for it, is not answered again. The layout keeps its appearing and
        /// disappearing answers until a prepare that changes more than the content offset.
        public override func finalizeCollectionViewUpdates() {
            endTransition()
            updatedSections = ([], [])
            let staged = stagedOffsetAdjustment
            stagedOffsetAdjustment = .zero
            if staged != .zero {
                let invalidation = LayoutAdapterInvalidationContext()
                invalidation.contentOffsetAdjustment = CGPoint(staged)
                invalidateLayout(with: invalidation)
            }
            super.finalizeCollectionViewUpdates()
        }

        /// The index paths of the supplementary views of `elementKind` that the batch update's
        /// inserted sections bring (their headers and footers, as the layout has them).
        public override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath]
        {
            let name = ElementKind.Name(uiKitKind: elementKind)
            return updatedSections.inserted.compactMap { section in
                engine.supplementaryAttributes(ofKind: name, inSection: section).map { IndexPath($0.path) }
            }
        }

        /// The index paths of the supplementary views of `elementKind` that the batch update's
        /// deleted sections take away (those the layout has a disappearing answer for).
        public override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath]
        {
            let name = ElementKind.Name(uiKitKind: elementKind)
            return updatedSections.deleted.compactMap { section in
                let path = ItemPath(item: 0, section: section)
                return engine.finalAttributes(forDisappearingSupplementaryOfKind: name, at: path).map { _ in
                    IndexPath(path)
                }
            }
        }

        /// The index paths of the decoration views of `elementKind` (section backgrounds) that
        /// the batch update's inserted sections bring.
        public override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            let name = ElementKind.Name(uiKitKind: elementKind)
            return updatedSections.inserted.compactMap { section in
                engine.decorationAttributes(ofKind: name, inSection: section).map { IndexPath($0.path) }
            }
        }

        /// The layout's ``LayoutEngine/CollectionLayout/initialAttributes(forAppearingItemAt:)``,
        /// converted.
        public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareIfNeeded()
            guard let path = ItemPath(itemIndexPath) else { return nil }
            return engine.initialAttributes(forAppearingItemAt: path)
                .map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        /// The layout's ``LayoutEngine/CollectionLayout/finalAttributes(forDisappearingItemAt:)``,
        /// converted.
        public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareIfNeeded()
            guard let path = ItemPath(itemIndexPath) else { return nil }
            return engine.finalAttributes(forDisappearingItemAt: path)
                .map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        /// The layout's
        /// ``LayoutEngine/CollectionLayout/initialAttributes(forAppearingSupplementaryOfKind:at:)``,
        /// converted.
        public override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareIfNeeded()
            guard let path = ItemPath(elementIndexPath) else { return nil }
            return engine.initialAttributes(
                forAppearingSupplementaryOfKind: ElementKind.Name(uiKitKind: elementKind), at: path
            ).map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        /// The layout's
        /// ``LayoutEngine/CollectionLayout/finalAttributes(forDisappearingSupplementaryOfKind:at:)``,
        /// converted.
        public override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            prepareIfNeeded()
            guard let path = ItemPath(elementIndexPath) else { return nil }
            return engine.finalAttributes(
                forDisappearingSupplementaryOfKind: ElementKind.Name(uiKitKind: elementKind), at: path
            ).map { $0.uiKitAttributes(measuredAxis: measuredAxis) }
        }

        // MARK: - Self-sizing

        /// True when a cell or a supplementary view prefers a size other than the one the layout
        /// gave it, on the display's pixel grid (sizes that differ by less than a pixel loop
        /// otherwise: MagazineLayout #104 and #128), and that size was not reported for that
        /// view already (so a layout that keeps its own sizes, or a view that cannot be given
        /// its size, does not invalidate again and again).
        ///
        /// - Complexity: O(1).
        public override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            guard !awaitsUpdates, let id = Self.measuredElement(preferredAttributes) else { return false }
            let size = onPixelGrid(Size(preferredAttributes.size))
            return size != onPixelGrid(Size(originalAttributes.size)) && reportedSizes[id] != size
        }

        /// Reports the view's preferred size to the layout
        /// (``LayoutEngine/CollectionLayout/reportSize(_:forItemAt:)``; a supplementary view's
        /// through ``LayoutEngine/CollectionLayout/reportSize(_:forSupplementaryOfKind:at:)``),
        /// prepares the layout at once, and returns a context that carries the layout's content
        /// offset adjustment (views measured above the visible ones move nothing on screen) and
        /// the change of the content size, so that UIKit moves its offset and its content
        /// together. During a batch update the offset adjustment waits for
        /// `finalizeCollectionViewUpdates()`, because UIKit ignores it until then.
        ///
        /// - Complexity: that of the layout's report and `prepare` (for the stored layouts of
        ///   `LayoutEngine`, the view's section from the view on, and O(sections)).
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
            prepareIfNeeded()
            refreshViewport()
            guard let id, let adjustments = report(Size(preferredAttributes.size), for: id) else {
                return invalidation
            }
            if transition == .batchUpdate {
                stagedOffsetAdjustment = stagedOffsetAdjustment + adjustments.offset
            } else {
                invalidation.contentOffsetAdjustment = CGPoint(adjustments.offset)
            }
            invalidation.contentSizeAdjustment = CGSize(adjustments.size)
            return invalidation
        }

        // MARK: - Moving items interactively

        /// The path of the cell under `position` (the place the dragged item takes), or
        /// `previousIndexPath` when no other cell is there: the rule of the engine's own
        /// reordering (``LayoutEngine/CollectionHost/updateInteractiveMovement(to:time:)``).
        ///
        /// - Complexity: a rect query at the point, O(log n + k).
        public override func targetIndexPath(
            forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
        ) -> IndexPath {
            prepareIfNeeded()
            guard !awaitsUpdates, let moving = ItemPath(previousIndexPath) else { return previousIndexPath }
            return cell(under: Point(position), other: moving).map(IndexPath.init) ?? previousIndexPath
        }

        /// The dragged item's attributes: the layout's, centred on `position`, above every
        /// element in the viewport.
        public override func layoutAttributesForInteractivelyMovingItem(
            at indexPath: IndexPath, withTargetPosition position: CGPoint
        ) -> UICollectionViewLayoutAttributes {
            prepareIfNeeded()
            guard !awaitsUpdates, let path = ItemPath(indexPath), var attributes = engine.attributes(at: path)
            else {
                return super.layoutAttributesForInteractivelyMovingItem(
                    at: indexPath, withTargetPosition: position)
            }
            attributes.frame.origin = Point(
                x: Double(position.x) - attributes.frame.width / 2,
                y: Double(position.y) - attributes.frame.height / 2)
            let top = context.map { engine.attributes(in: $0.bounds).map(\.zIndex).max() ?? 0 } ?? 0
            attributes.zIndex = max(attributes.zIndex, top) + 1
            return attributes.uiKitAttributes(measuredAxis: measuredAxis)
        }

        /// UIKit's context for a step of the movement, after the layout moved the items from
        /// their previous paths to their targets (a batch update of moves, so that sizes
        /// measured for them move with them).
        public override func invalidationContext(
            forInteractivelyMovingItems targetIndexPaths: [IndexPath],
            withTargetPosition targetPosition: CGPoint,
            previousIndexPaths: [IndexPath], previousPosition: CGPoint
        ) -> UICollectionViewLayoutInvalidationContext {
            let invalidation = super.invalidationContext(
                forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            moveItems(from: previousIndexPaths, to: targetIndexPaths)
            return invalidation
        }

        /// UIKit's context for the end of the movement, after the layout moved the items to
        /// their final paths (back to where they started when the movement was cancelled).
        public override func invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
            movementCancelled: Bool
        ) -> UICollectionViewLayoutInvalidationContext {
            let invalidation = super.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                movementCancelled: movementCancelled)
            moveItems(from: previousIndexPaths, to: indexPaths)
            return invalidation
        }
    }
#endif
