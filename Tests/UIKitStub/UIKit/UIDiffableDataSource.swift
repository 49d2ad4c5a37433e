/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
/// `@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType,
/// ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
/// ItemIdentifierType : Hashable, ItemIdentifierType : Sendable` (open: apps subclass it).
///
/// Stand-in: keeps the last snapshot applied; it does not drive the collection view.
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
        super.init()
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
}
