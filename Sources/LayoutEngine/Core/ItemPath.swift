/// The position of an element: an item in a section (UIKit's `IndexPath` for collection views).
///
/// Named `ItemPath`, not `IndexPath`, so it never clashes with Foundation's type in an app that
/// imports both. Paths order by section, then item.
public struct ItemPath: Hashable, Sendable, Comparable {
    /// The element's index within its section.
    public var item: Int
    /// The section's index.
    public var section: Int

    /// Creates the path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension ItemPath: CustomStringConvertible {
    /// `[section, item]`, as UIKit prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
