// The drag-to-reorder list of the article "Using LayoutEngine with UIKit", compiled against the
// transcribed UIKit declarations by .ci/check-uikit; the article's copy is checked against this
// file line for line by .ci/check-examples.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// A list the user reorders by dragging: the collection view's interactive movement, with the
/// adapter's layout making room under the finger.
final class ReorderableListViewController: UIViewController {
    private let listLayout = CollectionViewLayoutAdapter(
        FlowLayout(
            configuration: .init(
                itemSizing: .fixed(Size(width: 343, height: 56)),
                estimatedItemSize: Size(width: 343, height: 56))))
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    private(set) var collectionView: UICollectionView?
    private(set) var tasks = (1...20).map { "Task \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: listLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        self.collectionView = collectionView
        let registration = UICollectionView.CellRegistration<SettingCell, String> { cell, _, task in
            cell.titleLabel.text = task
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.tasks = transaction.finalSnapshot.itemIdentifiers
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(tasks)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    /// The long press that drags a row (installed with
    /// `UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))`).
    func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView else { return }
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}
