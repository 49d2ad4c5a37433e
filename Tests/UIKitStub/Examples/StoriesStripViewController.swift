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

    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    private(set) var collectionView: UICollectionView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: stripLayout)
        collectionView.autoresizingMask = [.flexibleWidth]
        // Follows the language's direction by itself; forced here for content in Arabic.
        collectionView.semanticContentAttribute = .forceRightToLeft
        view.addSubview(collectionView)
        self.collectionView = collectionView
        let registration = UICollectionView.CellRegistration<SettingCell, String> { cell, _, name in
            cell.titleLabel.text = name
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<20).map { "Story \($0)" })
        dataSource?.apply(snapshot, animatingDifferences: false)
    }
}
