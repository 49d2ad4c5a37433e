#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    // MARK: - Preparing

    extension CollectionViewLayoutAdapter {
        /// The context the collection view describes: its bounds, adjusted content inset,
        /// display scale (1 when the trait collection leaves it unspecified), layout
        /// direction, safe area, layout margins and readable content width, and its item
        /// counts, read again only when they may have changed.
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
                layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? .rightToLeft : .leftToRight,
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

        /// Prepares the layout for `context` and notes what the answers depend on and the
        /// offset adjustment a change of the viewport asks for.
        func prepareEngine(for context: LayoutContext, previous: LayoutContext?) {
            engine.prepare(context)
            notePrepared(context, previous: previous)
        }

        /// After a prepare for `context`: unless it was a scroll, reads whether the answers depend
        /// on the content offset (the layout may have changed in place since) and keeps the
        /// layout's content offset adjustment for `targetContentOffset(forProposedContentOffset:)`.
        func notePrepared(_ context: LayoutContext, previous: LayoutContext?) {
            let change = LayoutChange(from: previous, to: context)
            guard change != .scroll else { return }
            dependsOnContentOffset = engine.attributesDependOnContentOffset
            // A new viewport or new data replaces an adjustment UIKit did not ask for; preparing
            // again for the same context (after the layout changed in place) keeps it.
            guard change != .none else { return }
            let adjustment = engine.contentOffsetAdjustment
            pendingOffsetAdjustment = adjustment == .zero ? nil : adjustment
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
            prepareEngine(for: current, previous: context)
        }

        /// Prepares the layout for new counts when no batch update came to do it (after
        /// `reloadData()`), keeping the layout as it was in case the update comes after all.
        func prepareForQuery() {
            guard awaitsUpdates, let context else { return }
            awaitsUpdates = false
            engineBeforeCounts = engine
            engine.prepare(context)
            dependsOnContentOffset = engine.attributesDependOnContentOffset
            pendingOffsetAdjustment = nil
        }
    }
#endif
