/// Why a batch of ``CollectionUpdate``s does not add up: the section (and item) it concerns and
/// the rule it broke, as UIKit's `performBatchUpdates` checks them.
public struct CollectionUpdateError: Error, Hashable, Sendable {
    /// The rule a batch broke.
    public enum Reason: Hashable, Sendable {
        /// A section index names no section before the batch (deletes, reloads, move sources).
        case sectionOutOfRangeBefore(sectionCount: Int)
        /// A section index names no section after the batch (inserts, move destinations).
        case sectionOutOfRangeAfter(sectionCount: Int)
        /// An item index names no item of its section before the batch.
        case itemOutOfRangeBefore(itemCount: Int)
        /// An item index names no item of its section after the batch.
        case itemOutOfRangeAfter(itemCount: Int)
        /// The same element is deleted (or its section deleted) and reloaded.
        case deleteAndReload
        /// The same element is deleted (or reloaded) and moved.
        case deleteAndMove
        /// The same place is the destination of an insert and of a move.
        case insertAndMove
        /// One element is moved to two places.
        case movedTwice
        /// Two elements are moved to one place.
        case movedOntoTheSamePlace
        /// An item is moved out of a section the batch deletes.
        case moveFromDeletedSection
        /// An item is moved into a section the batch inserts.
        case moveIntoInsertedSection
        /// The number of sections after the batch is not the number before, less the deleted,
        /// plus the inserted.
        case sectionCountMismatch(expected: Int, actual: Int)
        /// The number of items of a section after the batch is not its number before, less the
        /// deleted and moved out, plus the inserted and moved in.
        case itemCountMismatch(expected: Int, actual: Int)
    }

    /// The section concerned, numbered before the batch for deletes, reloads and move sources,
    /// after it for inserts, move destinations and count mismatches; nil for the section count.
    public var section: Int?
    /// The item concerned, when the rule is about one item.
    public var item: Int?
    /// The rule the batch broke.
    public var reason: Reason

    /// Creates an error naming the section, the item and the rule.
    public init(section: Int?, item: Int? = nil, reason: Reason) {
        self.section = section
        self.item = item
        self.reason = reason
    }
}

extension CollectionUpdateError: CustomStringConvertible {
    /// The error as a sentence, such as `section 2: 7 items after the update, expected 6 (the
    /// items before, less the deleted and moved out, plus the inserted and moved in)`.
    public var description: String {
        var place = section.map { "section \($0)" } ?? "the collection"
        if let item { place += ", item \(item)" }
        return "\(place): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .sectionOutOfRangeBefore(let count): "no such section before the update (\(count) sections)"
        case .sectionOutOfRangeAfter(let count): "no such section after the update (\(count) sections)"
        case .itemOutOfRangeBefore(let count): "no such item before the update (\(count) items)"
        case .itemOutOfRangeAfter(let count): "no such item after the update (\(count) items)"
        case .deleteAndReload: "deleted and reloaded in one update"
        case .deleteAndMove: "deleted or reloaded, and moved, in one update"
        case .insertAndMove: "the destination of both an insert and a move"
        case .movedTwice: "moved to two places"
        case .movedOntoTheSamePlace: "the destination of two moves"
        case .moveFromDeletedSection: "an item is moved out of a deleted section"
        case .moveIntoInsertedSection: "an item is moved into an inserted section"
        case .sectionCountMismatch(let expected, let actual):
            "\(actual) sections after the update, expected \(expected) (the sections before, less "
                + "the deleted, plus the inserted)"
        case .itemCountMismatch(let expected, let actual):
            "\(actual) items after the update, expected \(expected) (the items before, less the "
                + "deleted and moved out, plus the inserted and moved in)"
        }
    }
}
