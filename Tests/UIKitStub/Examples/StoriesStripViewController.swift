// The right-to-left strip of the article "Using LayoutEngine with UIKit", compiled against the
// transcribed UIKit declarations by .ci/check-uikit; the article's copy is checked against this
// file line for line by .ci/check-examples.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// A horizontal strip of stories in a right-to-left interface: the first story is at the right
/// edge when the strip appears, and the strip scrolls to the left.
final class StoriesStripViewController: UIViewController {
    private let stripLayout = CollectionViewLayoutAdapter(
        FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 72, height: 96)), scrollDirection: .horizontal)))

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: stripLayout)
        collectionView.autoresizingMask = [.flexibleWidth]
        // Follows the language's direction by itself; forced here for content in Arabic.
        collectionView.semanticContentAttribute = .forceRightToLeft
        view.addSubview(collectionView)
    }
}
