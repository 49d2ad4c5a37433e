// The view controller of the article "Using LayoutEngine with UIKit", compiled against the
// transcribed UIKit declarations by .ci/check-uikit; the article's copy is checked against this
// file line for line by .ci/check-examples.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// A feed of photos in two columns, filled page by page through a diffable data source.
final class PhotoFeedViewController: UIViewController {
    struct Photo: Hashable, Sendable {
        var id: Int
        var title: String
        var aspectRatio: Double  // height / width
    }

    private let feedLayout = CollectionViewLayoutAdapter(
        WaterfallLayout(configuration: .init(columnCount: 2, itemHeight: .aspectRatios([[]]))))
    private var dataSource: UICollectionViewDiffableDataSource<Int, Photo>?
    private var photos: [Photo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: feedLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.titleLabel.text = photo.title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        appendPage()
    }

    /// Appends the next page of photos. The layout is told their aspect ratios (appended to
    /// its list, which keeps what it laid out), and the snapshot's difference, items inserted at
    /// the end, reaches it as a batch update: only the new photos are laid out.
    func appendPage() {
        let start = photos.count
        photos += (start..<start + 30).map { index in
            Photo(id: index, title: "Photo \(index)", aspectRatio: 0.75 + Double(index % 4) * 0.25)
        }
        feedLayout.layout.configuration.itemHeight = .aspectRatios([photos.map(\.aspectRatio)])
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos, toSection: 0)
        dataSource?.apply(snapshot, animatingDifferences: true)
    }
}

/// A cell that shows a photo's title, as tall as the photo and its title need: a
/// `SelfSizingCollectionViewCell` returns the height Auto Layout computes for its content.
final class PhotoCell: SelfSizingCollectionViewCell {
    let titleLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.frame = contentView.bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
