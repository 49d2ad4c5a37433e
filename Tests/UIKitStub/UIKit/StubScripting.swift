// NOT UIKIT. What UIKit's collection view does inside itself, which apps never call: creating
// update items for a batch update and marking an invalidation as a change of the data's counts
// (and `UICollectionView.scriptLayoutWasInvalidated()`, which has to be in the class itself).
// The scripted collection view of the driver uses these to play UIKit's part.

extension UICollectionViewUpdateItem {
    /// An update item as UIKit creates them for `prepare(forCollectionViewUpdates:)`: a section
    /// is named by an index path whose item is `NSNotFound` (PSTCollectionView, the open-source
    /// reimplementation, builds them so: `PSTCollectionView.m`, `indexPathForItem:NSNotFound
    /// inSection:`, and `PSTCollectionViewUpdateItem.m`, `isSectionOperation`).
    public convenience init(scriptedAction action: Action, before: IndexPath?, after: IndexPath?) {
        self.init()
        self.action = action
        self.before = before
        self.after = after
    }
}

extension UICollectionViewLayoutInvalidationContext {
    /// Marks the invalidation as UIKit marks the one of a batch update or `reloadData()`: the
    /// data's counts changed.
    public func scriptInvalidatesDataSourceCounts() {
        invalidatesDataSourceCountsFlag = true
    }
}
