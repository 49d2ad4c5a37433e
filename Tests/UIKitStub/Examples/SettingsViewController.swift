// The settings list of the article "Using LayoutEngine with UIKit", compiled against the
// transcribed UIKit declarations by .ci/check-uikit; the article's copy is checked against this
// file line for line by .ci/check-examples.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// A settings screen: an inset grouped list whose separators and section backgrounds are
/// decoration views, which the layout adapter must know how to make.
final class SettingsViewController: UIViewController {
    private let listLayout = CollectionViewLayoutAdapter(
        CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)))
    private var dataSource: UICollectionViewDiffableDataSource<String, String>?
    private(set) var collectionView: UICollectionView?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The layout returns separators and backgrounds as decoration views: register a view
        // class for each kind on the layout (UIKit raises for a decoration kind it cannot make).
        listLayout.register(SeparatorView.self, forDecorationViewOfKind: ElementKind.separatorKind.string)
        listLayout.register(SeparatorView.self, forDecorationViewOfKind: ElementKind.topSeparatorKind.string)
        listLayout.register(
            SectionBackgroundView.self, forDecorationViewOfKind: ElementKind.listBackgroundKind.string)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: listLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        self.collectionView = collectionView
        let registration = UICollectionView.CellRegistration<SettingCell, String> { cell, _, title in
            cell.titleLabel.text = title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["General", "Privacy"])
        snapshot.appendItems(["About", "Software Update", "Storage"], toSection: "General")
        snapshot.appendItems(["Location Services", "Tracking"], toSection: "Privacy")
        dataSource?.apply(snapshot, animatingDifferences: false)
    }
}

/// A row of the settings list, as tall as its title.
final class SettingCell: SelfSizingCollectionViewCell {
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

/// A list separator: a hairline the layout sizes and places.
final class SeparatorView: UICollectionReusableView {}

/// The rounded background of an inset grouped section.
final class SectionBackgroundView: UICollectionReusableView {}
