/// One change of a batch update, in UIKit's `performBatchUpdates` vocabulary.
///
/// UIKit's rules hold: deletes, reloads and the source of a move name paths *before* the batch;
/// inserts and the destination of a move name paths *after* it. A reload keeps the element's
/// place but replaces it (its size may change); a move takes an element from one place to
/// another, across sections too. Item operations inside a deleted section, or inserts into an
/// inserted section, are covered by the section operation and ignored, as UIKit does.
public enum CollectionUpdate: Hashable, Sendable {
    /// Items inserted at these paths, numbered after the batch.
    case insertItems(at: [ItemPath])
    /// Items deleted from these paths, numbered before the batch.
    case deleteItems(at: [ItemPath])
    /// Items replaced in place, named by their paths before the batch.
    case reloadItems(at: [ItemPath])
    /// An item moved from a path before the batch to a path after it.
    case moveItem(from: ItemPath, to: ItemPath)
    /// Sections inserted at these indexes, numbered after the batch.
    case insertSections([Int])
    /// Sections deleted at these indexes, numbered before the batch.
    case deleteSections([Int])
    /// Sections replaced in place (all their items), named by their indexes before the batch.
    case reloadSections([Int])
    /// A section moved from an index before the batch to an index after it, with its items.
    case moveSection(from: Int, to: Int)
}
