#if canImport(UIKit)
    import LayoutEngine
    import UIKit

    extension CollectionUpdate {
        /// The change UIKit's update item describes; nil for an item with no action or without
        /// the index paths its action needs. A section is named by an index path whose item is
        /// `NSNotFound`, as UIKit names it (PSTCollectionView, the open-source reimplementation,
        /// does the same: `PSTCollectionViewUpdateItem.m`, `isSectionOperation`).
        @MainActor
        init?(updateItem: UICollectionViewUpdateItem) {
            let before = updateItem.indexPathBeforeUpdate.flatMap(UpdateTarget.init)
            let after = updateItem.indexPathAfterUpdate.flatMap(UpdateTarget.init)
            switch (updateItem.updateAction, before, after) {
            case (.insert, _, .section(let section)?): self = .insertSections([section])
            case (.insert, _, .item(let path)?): self = .insertItems(at: [path])
            case (.delete, .section(let section)?, _): self = .deleteSections([section])
            case (.delete, .item(let path)?, _): self = .deleteItems(at: [path])
            case (.reload, .section(let section)?, _): self = .reloadSections([section])
            case (.reload, .item(let path)?, _): self = .reloadItems(at: [path])
            case (.move, .section(let from)?, .section(let to)?): self = .moveSection(from: from, to: to)
            case (.move, .item(let from)?, .item(let to)?): self = .moveItem(from: from, to: to)
            default: return nil
            }
        }
    }

    /// What an update item's index path names.
    private enum UpdateTarget {
        /// A section: an index path of one index, or whose item is `NSNotFound`.
        case section(Int)
        /// An item.
        case item(ItemPath)

        /// The target of `indexPath`; nil for an empty index path.
        init?(_ indexPath: IndexPath) {
            guard indexPath.count > 0 else { return nil }
            if indexPath.count < 2 || indexPath[1] == NSNotFound {
                self = .section(indexPath[0])
            } else {
                self = .item(ItemPath(item: indexPath[1], section: indexPath[0]))
            }
        }
    }
#endif
