extension ElementKind {
    /// The kind of a supplementary or decoration view (UIKit's `elementKind` string), interned:
    /// a small integer standing for one string.
    ///
    /// Create one from its string, or write the string literal where a name is expected:
    ///
    /// ```swift
    /// let badge: ElementKind.Name = "badge"
    /// badge == ElementKind.Name("badge")   // true: one string, one name
    /// badge.string                          // "badge", e.g. for UIKit's `elementKind`
    /// ```
    ///
    /// Two names are equal exactly when their strings have the same UTF-8 bytes, and equality
    /// and hashing compare the integers only, so the layouts never compare strings. Byte
    /// equality is how UIKit compares kinds too: `NSString`'s `isEqualToString:` is "a literal
    /// Unicode-based comparison" (Apple's documentation), so `"é"` written precomposed and
    /// decomposed are two kinds, not one.
    ///
    /// The strings live in one table for the whole process, shared by every thread (creating
    /// and reading names is safe from any thread). The table only grows: a name once created
    /// stays for the life of the process, which suits kinds, a handful of constants in practice.
    /// ``ElementKind/sectionHeaderKind`` and ``ElementKind/sectionFooterKind`` are in it from
    /// the start and never touch it.
    ///
    /// Two different strings never share a name. The empty string is a kind like any other.
    /// The table has room for 2³² − 1 strings, and filling it would take more than 64 GiB of
    /// table alone (a `String` and two hash slots per name, besides the strings' bytes), so a
    /// process runs out of memory first. Were it ever full, creating a new name stops the
    /// process with a message that names the limit: a layout never receives a name that stands
    /// for two strings.
    public struct Name: Hashable, Sendable {
        /// The position of the string in the process-wide table.
        let id: UInt32
    }
}

extension ElementKind.Name {
    /// The name of `string`, added to the process-wide table if it is not there yet.
    ///
    /// Strings are compared by their UTF-8 bytes. A new string when the table already holds
    /// 2³² − 1 (more than memory allows in practice) stops the process.
    ///
    /// - Parameter string: The kind string, such as UIKit's `elementKind`.
    /// - Complexity: O(n) expected, where n is the length of `string` in UTF-8 bytes (amortised
    ///   over the table's growth); takes a lock shared by every thread.
    public init(_ string: String) {
        self.init(id: KindNameRegistry.shared.intern(string))
    }

    /// The kind string this name stands for, e.g. to hand to UIKit as an `elementKind`.
    ///
    /// - Complexity: O(1); takes a lock shared by every thread.
    public var string: String {
        KindNameRegistry.shared.string(at: id)
    }
}

// MARK: - Literals and description

extension ElementKind.Name: ExpressibleByStringLiteral {
    /// The name of a string literal: `.supplementary("badge")`.
    ///
    /// - Complexity: O(n) expected, where n is the literal's length in UTF-8 bytes; takes a
    ///   lock shared by every thread.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension ElementKind.Name: CustomStringConvertible {
    /// The kind string (``string``).
    public var description: String { string }
}

// MARK: - Fixed names

extension ElementKind.Name {
    /// The id of the empty string.
    static let emptyID: UInt32 = 0
    /// The id of UIKit's section header kind.
    static let sectionHeaderID: UInt32 = 1
    /// The id of UIKit's section footer kind.
    static let sectionFooterID: UInt32 = 2

    /// The strings at the fixed ids, in id order: the table starts with them.
    static let fixedStrings = [
        "", "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
    ]

    /// How many distinct strings the process-wide table holds at most.
    static let capacity = KindNameTable.largestCapacity
}
