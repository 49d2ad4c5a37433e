/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
/// `@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType,
/// ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
/// ItemIdentifierType : Hashable, ItemIdentifierType : Sendable` (open: apps subclass it).
///
/// Stand-in: keeps the last snapshot applied and tells the collection view its counts (a reload,
/// without animated differences); commits an interactive move to the snapshot and reports it
/// to `reorderingHandlers`.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
    /// `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private weak var collectionView: UICollectionView?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property
    /// `var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType,
    /// ItemIdentifierType>.ReorderingHandlers { get set }`
    open var reorderingHandlers = ReorderingHandlers()

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct
    /// `struct ReorderingHandlers`
    public struct ReorderingHandlers {
        /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem
        /// `var canReorderItem: ((ItemIdentifierType) -> Bool)?`
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/didreorder
        /// `var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType,
        /// ItemIdentifierType>) -> Void)?`
        public var didReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/init()
        public init() {}
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
    /// `@MainActor @preconcurrency init(collectionView: UICollectionView, cellProvider: @escaping
    /// UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)`
    @MainActor @preconcurrency
    public init(
        collectionView: UICollectionView,
        cellProvider:
            @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
            .CellProvider
    ) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.scriptMoveItem = { [weak self] from, to in self?.moveItem(from: from, to: to) ?? false
        }
    }

    /// Commits an interactive move: true when `reorderingHandlers` allow it.
    private func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
        let items = current.itemIdentifiers
        guard items.indices.contains(source.item), items.indices.contains(destination.item),
            reorderingHandlers.canReorderItem?(items[source.item]) == true
        else { return false }
        let initial = current
        current.scriptMoveItem(from: source, to: destination)
        reorderingHandlers.didReorder?(
            NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: current))
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
    /// `@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<
    /// SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
    /// completion: (() -> Void)? = nil)`
    @MainActor @preconcurrency
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.scriptReloadData(counts: snapshot.scriptCounts)
        completion?()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
    /// `@MainActor @preconcurrency func snapshot() -> NSDiffableDataSourceSnapshot<
    /// SectionIdentifierType, ItemIdentifierType>`
    @MainActor @preconcurrency
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }
}

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
/// `struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where
/// SectionIdentifierType : Hashable, ItemIdentifierType : Hashable`
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
    public init() {}

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
    /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
    /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection
    /// sectionIdentifier: SectionIdentifierType? = nil)`
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else { return }
        items[section, default: []] += identifiers
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems
    /// `var numberOfItems: Int { get }`
    public var numberOfItems: Int { items.values.reduce(0) { $0 + $1.count } }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
    /// `var itemIdentifiers: [ItemIdentifierType] { get }`
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)
    /// `mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem
    /// beforeIdentifier: ItemIdentifierType)`
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        for section in sections {
            guard var list = items[section], let index = list.firstIndex(of: beforeIdentifier) else {
                continue
            }
            list.insert(contentsOf: identifiers, at: index)
            items[section] = list
            return
        }
    }

    /// The item counts per section (stand-in bookkeeping, not UIKit).
    public var scriptCounts: [Int] { sections.map { items[$0]?.count ?? 0 } }

    /// Moves an item between index paths (stand-in bookkeeping, not UIKit).
    mutating func scriptMoveItem(from source: IndexPath, to destination: IndexPath) {
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section),
            var from = items[sections[source.section]], from.indices.contains(source.item)
        else { return }
        let item = from.remove(at: source.item)
        items[sections[source.section]] = from
        var to = items[sections[destination.section]] ?? []
        to.insert(item, at: min(destination.item, to.count))
        items[sections[destination.section]] = to
    }
}

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct
/// `struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> where
/// SectionIdentifierType : Hashable, ItemIdentifierType : Hashable`
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/initialsnapshot
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/finalsnapshot
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
}
