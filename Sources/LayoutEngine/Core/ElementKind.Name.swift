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
    /// Bad input: the empty string is a kind like any other. The table holds at most 65 536
    /// distinct strings (the empty string included); once it is full, every string not yet in
    /// it gives the name of the empty string, so a process that makes new kinds without end
    /// uses bounded memory and never traps, but its later kinds are no longer told apart.
    public struct Name: Hashable, Sendable {
        /// The position of the string in the process-wide table.
        let id: UInt16
    }
}

extension ElementKind.Name {
    /// The name of `string`, added to the process-wide table if it is not there yet.
    ///
    /// Strings are compared by their UTF-8 bytes. When the table is full (65 536 distinct
    /// strings), a string not yet in it gives the name of the empty string.
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
    /// The id of the empty string, which a full table hands out for new strings.
    static let emptyID: UInt16 = 0
    /// The id of UIKit's section header kind.
    static let sectionHeaderID: UInt16 = 1
    /// The id of UIKit's section footer kind.
    static let sectionFooterID: UInt16 = 2

    /// The strings at the fixed ids, in id order: the table starts with them.
    static let fixedStrings = [
        "", "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
    ]

    /// How many distinct strings the process-wide table holds at most (every `UInt16` id).
    static let capacity = Int(UInt16.max) + 1
}
