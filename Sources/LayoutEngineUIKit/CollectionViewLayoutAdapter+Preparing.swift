#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    // MARK: - Preparing

    extension CollectionViewLayoutAdapter {
        /// The context the collection view describes: its bounds, adjusted content inset,
        /// display scale (1 when the trait collection leaves it unspecified), safe area, layout
        /// margins and readable content width, and its item counts, read again only when they
        /// may have changed. The layout direction is left to right whatever the collection
        /// view's: UIKit mirrors the layout's answers itself
        /// (`flipsHorizontallyInOppositeLayoutDirection`).
        func makeContext(from collectionView: UICollectionView, previous: LayoutContext?) -> LayoutContext {
            let itemCounts: [Int]
            if let previous, !countsAreStale {
                itemCounts = previous.itemCounts
            } else {
                itemCounts = (0..<max(0, collectionView.numberOfSections)).map {
                    collectionView.numberOfItems(inSection: $0)
                }
                countsAreStale = false
            }
            let scale = Double(collectionView.traitCollection.displayScale)
            return LayoutContext(
                bounds: Rect(collectionView.bounds), itemCounts: itemCounts,
                contentInsets: Self.insets(collectionView.adjustedContentInset),
                layoutDirection: .leftToRight,
                displayScale: scale > 0 ? scale : 1,
                safeAreaInsets: Self.insets(collectionView.safeAreaInsets),
                layoutMargins: Self.insets(collectionView.layoutMargins),
                readableContentWidth: Double(collectionView.readableContentGuide.layoutFrame.width))
        }

        /// `insets` in the engine's type.
        private static func insets(_ insets: UIEdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right))
        }

        /// Prepares the layout for `context`. Unless that is a scroll, reads whether the answers
        /// depend on the content offset (the layout may have changed in place since) and, for a
        /// new viewport or new data, anchors the offset at the layout's content offset
        /// adjustment (preparing again for the same context keeps the anchor there is).
        func prepareEngine(for context: LayoutContext) {
            let previous = engineContext
            engine.prepare(context)
            engineContext = context
            let change = LayoutChange(from: previous, to: context)
            guard change != .scroll else { return }
            dependsOnContentOffset = engine.attributesDependOnContentOffset
            guard change != .none else { return }
            anchoredOffset = AnchoredOffset(origin: context.contentOffset, engine)
        }

        /// Prepares first when the layout was invalidated since the last `prepare()`: UIKit asks
        /// for elements before it calls `prepare()` after a rotation (rdar 30043880, "the
        /// collection view calls -layoutAttributesForElementsInRect: and after that calls
        /// -prepareLayout"), and the answers must already be those of the new viewport.
        func prepareIfNeeded() {
            if needsPrepare { prepare() }
        }

        /// Prepares the layout for where the collection view is now (a scroll, O(1) in the layouts
        /// of `LayoutEngine`) when it scrolled without an invalidation, which it does when the
        /// layout's answers do not depend on the offset: what the layout anchors (the first
        /// visible cell) must be what the user sees.
        func refreshViewport() {
            guard let collectionView, let context, !awaitsUpdates else { return }
            let current = makeContext(from: collectionView, previous: context)
            guard current != context else { return }
            self.context = current
            prepareEngine(for: current)
        }

        /// Ends the batch update or animated bounds change in progress: an anchored offset that
        /// UIKit asked for during it is spent.
        func endTransition() {
            transition = nil
            if anchoredOffset?.askedDuringTransition == true { anchoredOffset = nil }
        }

        /// The sections `updates` insert and delete.
        static func sections(of updates: [CollectionUpdate]) -> (inserted: [Int], deleted: [Int]) {
            var inserted: [Int] = []
            var deleted: [Int] = []
            for update in updates {
                switch update {
                case .insertSections(let sections): inserted += sections
                case .deleteSections(let sections): deleted += sections
                default: continue
                }
            }
            return (inserted, deleted)
        }
    }

    /// What the adapter is in the middle of, between UIKit's calls that open and close it.
    enum Transition: Equatable {
        /// From `prepare(forCollectionViewUpdates:)` to `finalizeCollectionViewUpdates()`.
        case batchUpdate
        /// From `prepare(forAnimatedBoundsChange:)` to `finalizeAnimatedBoundsChange()`.
        case boundsChange
    }

    /// Where the content offset rests after a change that moved what the user looks at: the
    /// offset the layout was prepared at before the change, plus the layout's adjustment, along
    /// the axes the adjustment moves.
    struct AnchoredOffset {
        var origin: Point
        var adjustment: Point
        /// Whether UIKit asked for it during the update or animation in progress.
        var askedDuringTransition = false

        /// The anchor of `layout`'s adjustment from `origin`; nil when it moves nothing.
        init?<Layout: CollectionLayout>(origin: Point, _ layout: Layout) {
            guard layout.contentOffsetAdjustment != .zero else { return nil }
            self.origin = origin
            adjustment = layout.contentOffsetAdjustment
        }

        /// The resting offset for UIKit's `proposed` one.
        func target(proposed: Point) -> Point {
            Point(
                x: adjustment.x != 0 ? origin.x + adjustment.x : proposed.x,
                y: adjustment.y != 0 ? origin.y + adjustment.y : proposed.y)
        }
    }

    extension Point {
        static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    }
#endif
