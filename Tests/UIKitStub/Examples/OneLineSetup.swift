// The one-line setup of the article "Using LayoutEngine with UIKit", compiled against the
// transcribed UIKit declarations by .ci/check-uikit and run by its driver.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// Lays `collectionView` out as a waterfall.
@MainActor
func useWaterfall(in collectionView: UICollectionView) {
    collectionView.collectionViewLayout = CollectionViewLayoutAdapter(WaterfallLayout())
}

/// Shows three columns instead of two: a change of the adapter's layout in place, which
/// invalidates the collection view's layout.
@MainActor
func showThreeColumns(_ adapter: CollectionViewLayoutAdapter<WaterfallLayout>) {
    adapter.layout.configuration.columnCount = 3
}
