// UIKit's messages as apps report them: "Fatal: supplied item identifiers are not unique.
// Duplicate identifiers: {(…)}" (mozilla-mobile/firefox-ios issue 23056, mastodon/mastodon-ios
// issue 1366) and "Attempted to reload item identifier that does not exist in the snapshot"
// (Apple developer forums thread 126742 and the Stack Overflow question "What is
// NSDiffableDataSourceSnapshot reloadItems for?").
/// Why an edit of a ``CollectionSnapshot`` was refused, naming the identifiers at fault.
///
/// UIKit's `NSDiffableDataSourceSnapshot` raises an exception for these misuses and the app
/// stops ("Fatal: supplied item identifiers are not unique. Duplicate identifiers: …",
/// "Attempted to reload item identifier that does not exist in the snapshot: …"); a
/// `CollectionSnapshot` throws this error instead and leaves the snapshot as it was.
public enum CollectionSnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    Error, Hashable
{
    /// These section identifiers are already in the snapshot, or given twice, in the order
    /// first given.
    case duplicateSections([SectionID])
    /// These item identifiers are already in the snapshot, or given twice, in the order first
    /// given.
    case duplicateItems([ItemID])
    /// These section identifiers are not in the snapshot, in the order given.
    case unknownSections([SectionID])
    /// These item identifiers are not in the snapshot, in the order given.
    case unknownItems([ItemID])
    /// Items were appended without a section while the snapshot has none.
    case noSections
    /// A section was to move before or after itself.
    case sectionMovedRelativeToItself(SectionID)
    /// An item was to move before or after itself.
    case itemMovedRelativeToItself(ItemID)
}
