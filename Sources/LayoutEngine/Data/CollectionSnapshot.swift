/// The data of a collection by identity: its sections and their items, each named by a
/// unique identifier, in order (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build the data with UIKit's vocabulary (``appendSections(_:)``,
/// ``appendItems(_:toSection:)``, ``insertItems(_:beforeItem:)``, ``moveItem(_:afterItem:)``,
/// ``deleteItems(_:)``, ``reloadItems(_:)``, …), then let ``updates(from:)`` turn the change
/// from the previous snapshot into the batch of ``CollectionUpdate``s that a layout's
/// ``CollectionLayout/prepare(_:updates:)`` takes: reorders become moves, so that measured
/// sizes (and a host's views) follow their item. ``itemCounts`` is the
/// ``LayoutContext/itemCounts`` of the new data.
///
/// ```swift
/// var snapshot = CollectionSnapshot<String, Int>()
/// try snapshot.appendSections(["pinned", "recent"])
/// try snapshot.appendItems([1, 2], toSection: "pinned")
/// try snapshot.appendItems([3, 4, 5])
/// ```
///
/// Identifiers are unique across the snapshot: sections among sections, items among items.
/// An edit that would repeat one, or that names one the snapshot does not hold, throws a
/// ``CollectionSnapshotError`` naming them and changes nothing.
///
/// - Note: UIKit raises an exception for those misuses and stops the app; this type throws.
///   Identifiers are `Sendable`, as those of UIKit's `NSDiffableDataSourceSectionSnapshot`
///   are, so that the error can carry them.
public struct CollectionSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// Where an item is: its section's identifier and its index there.
    @usableFromInline
    struct Location: Hashable, Sendable {
        @usableFromInline var section: SectionID
        @usableFromInline var item: Int

        @inlinable
        init(section: SectionID, item: Int) {
            self.section = section
            self.item = item
        }
    }

    // The storage is `@usableFromInline` and the members `@inlinable` so that a client's use
    // of this generic type is specialised for its identifier types: without it, every hash,
    // comparison and copy of an identifier would go through the generic witness tables.

    /// The sections' identifiers, in order.
    @usableFromInline var sectionIDs: [SectionID] = []
    /// Each section's item identifiers, in the order of ``sectionIdentifiers``.
    @usableFromInline var sectionItems: [[ItemID]] = []
    /// The index of each section, by identifier.
    @usableFromInline var sectionIndexes: [SectionID: Int] = [:]
    /// The location of each item, by identifier; an edit renumbers the items it shifts.
    @usableFromInline var locations: [ItemID: Location] = [:]
    /// The items marked by ``reloadItems(_:)``.
    @usableFromInline var reloadedItems: Set<ItemID> = []
    /// The items marked by ``reconfigureItems(_:)``.
    @usableFromInline var reconfiguredItems: Set<ItemID> = []
    /// The sections marked by ``reloadSections(_:)``.
    @usableFromInline var reloadedSections: Set<SectionID> = []

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {}
}

// MARK: - Identifiers and marks

extension CollectionSnapshot {
    /// The sections' identifiers, in order.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var sectionIdentifiers: [SectionID] { sectionIDs }

    /// The items marked by ``reloadItems(_:)`` and still in the snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var reloadedItemIdentifiers: Set<ItemID> { reloadedItems }

    /// The items marked by ``reconfigureItems(_:)`` and still in the snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var reconfiguredItemIdentifiers: Set<ItemID> { reconfiguredItems }

    /// The sections marked by ``reloadSections(_:)`` and still in the snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
}

// MARK: - Counts

extension CollectionSnapshot {
    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { sectionIDs.count }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { locations.count }

    /// The number of items of each section, in order: the ``LayoutContext/itemCounts`` of
    /// this data.
    ///
    /// - Complexity: O(s) for s sections.
    @inlinable
    public var itemCounts: [Int] { sectionItems.map { $0.count } }

    /// The number of items in the section `identifier`.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when the snapshot has no
    ///   such section.
    /// - Complexity: O(1) on average.
    @inlinable
    public func numberOfItems(
        inSection identifier: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) -> Int {
        guard let index = sectionIndexes[identifier] else { throw .unknownSections([identifier]) }
        return sectionItems[index].count
    }
}

// MARK: - Identifiers and positions

extension CollectionSnapshot {
    /// Every item's identifier, section after section.
    ///
    /// - Complexity: O(n) for n items.
    @inlinable
    public var itemIdentifiers: [ItemID] { Array(sectionItems.joined()) }

    /// The identifiers of the items of the section `identifier`, in order.
    ///
    /// - Throws: ``CollectionSnapshotError/unknownSections(_:)`` when the snapshot has no
    ///   such section.
    /// - Complexity: O(1) on average (the array is shared, copy-on-write).
    @inlinable
    public func itemIdentifiers(
        inSection identifier: SectionID
    ) throws(CollectionSnapshotError<SectionID, ItemID>) -> [ItemID] {
        guard let index = sectionIndexes[identifier] else { throw .unknownSections([identifier]) }
        return sectionItems[index]
    }

    /// The index of the section `identifier`, or nil when the snapshot has no such section.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func indexOfSection(_ identifier: SectionID) -> Int? {
        sectionIndexes[identifier]
    }

    /// The path of the item `identifier`, or nil when the snapshot has no such item.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func indexPath(for identifier: ItemID) -> ItemPath? {
        guard let location = locations[identifier], let section = sectionIndexes[location.section] else {
            return nil
        }
        return ItemPath(item: location.item, section: section)
    }

    /// The index of the item `identifier` within its section, or nil when the snapshot has no
    /// such item.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func indexOfItem(_ identifier: ItemID) -> Int? {
        locations[identifier]?.item
    }

    /// The identifier of the item at `path`, or nil when there is none.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func itemIdentifier(at path: ItemPath) -> ItemID? {
        guard sectionItems.indices.contains(path.section),
            sectionItems[path.section].indices.contains(path.item)
        else { return nil }
        return sectionItems[path.section][path.item]
    }

    /// The identifier of the section that holds the item `identifier`, or nil when the
    /// snapshot has no such item.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
        locations[identifier]?.section
    }
}

// MARK: - Equality

extension CollectionSnapshot: Equatable {
    /// Whether both snapshots hold the same sections with the same items in the same order,
    /// and the same reload and reconfigure marks.
    ///
    /// - Complexity: O(n + s) for n items and s sections.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIDs == rhs.sectionIDs && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}
