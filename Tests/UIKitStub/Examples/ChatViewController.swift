// The chat of the article "Using LayoutEngine with UIKit", compiled against the transcribed
// UIKit declarations by .ci/check-uikit; the article's copy is checked against this file line
// for line by .ci/check-examples.

import LayoutEngine
import LayoutEngineUIKit
import UIKit

/// A conversation that grows from the bottom: messages as tall as their text, earlier ones
/// loaded above without moving what the user reads.
final class ChatViewController: UIViewController {
    struct Message: Hashable, Sendable {
        var id: Int
        var text: String
    }

    private let chatLayout: CollectionViewLayoutAdapter<CompositionalLayout> = {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        var section = LayoutSection(
            group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 6
        return CollectionViewLayoutAdapter(
            CompositionalLayout(section: section, configuration: .init(verticalLayoutDirection: .bottomToTop))
        )
    }()
    private var dataSource: UICollectionViewDiffableDataSource<Int, Message>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: chatLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<MessageCell, Message> { cell, _, message in
            cell.textLabel.text = message.text
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
        snapshot.appendSections([0])
        snapshot.appendItems((100..<130).map { Message(id: $0, text: "Message \($0)") })
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    /// Prepends earlier messages (when the user scrolls to the top): the bottom-most visible
    /// message keeps its place on screen.
    func loadEarlierMessages() {
        guard var snapshot = dataSource?.snapshot(), let first = snapshot.itemIdentifiers.first else {
            return
        }
        let earlier = (first.id - 20..<first.id).map { Message(id: $0, text: "Message \($0)") }
        snapshot.insertItems(earlier, beforeItem: first)
        dataSource?.apply(snapshot, animatingDifferences: true)
    }
}

/// A message bubble as tall as its text.
final class MessageCell: SelfSizingCollectionViewCell {
    let textLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.frame = contentView.bounds
        textLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(textLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
