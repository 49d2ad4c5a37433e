/// The strings behind ``ElementKind/Name``: an array from id to string, and an open-addressing
/// hash set of the ids keyed by the strings' UTF-8 bytes.
///
/// Strings are hashed and compared as UTF-8 bytes, never with `String`'s `==` or hashing, which
/// normalise Unicode.
///
/// Not synchronised: ``KindNameRegistry`` holds the process's table behind a lock.
struct KindNameTable {
    /// The string of each id, in id order.
    private(set) var strings: [String] = []
    /// One slot per hash bucket: an id plus one, or 0 when free. A power of two long, at most
    /// half full.
    private var slots = [UInt32](repeating: 0, count: 16)
    /// How many strings the table holds at most (at most 2³² − 1: a slot stores an id plus one).
    let capacity: Int

    /// The most strings a table can hold: one per `UInt32` id but the largest (a slot stores an
    /// id plus one), or `Int.max` where `Int` is 32 bits wide.
    static let largestCapacity = Int(exactly: UInt32.max) ?? Int.max

    /// A table holding `fixed` at ids 0, 1, 2 ….
    init(capacity: Int, fixed: [String]) {
        self.capacity = Swift.min(Swift.max(capacity, fixed.count, 1), Self.largestCapacity)
        for string in fixed { _ = intern(string) }
    }

    /// The id of `string`, added if it is not there yet; nil when it is new and the table is
    /// full.
    ///
    /// - Complexity: O(n) expected, where n is the length of `string` in UTF-8 bytes (amortised
    ///   over growth).
    mutating func intern(_ string: String) -> UInt32? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(string)) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if Self.bytesEqual(strings[id], string) { return UInt32(truncatingIfNeeded: id) }
            slot = (slot + 1) & mask
        }
        guard strings.count < capacity else { return nil }
        let id = strings.count
        strings.append(string)
        slots[slot] = UInt32(truncatingIfNeeded: id + 1)
        if strings.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
        return UInt32(truncatingIfNeeded: id)
    }

    /// The string of `id`; the empty string for an id the table has not handed out.
    ///
    /// - Complexity: O(1).
    func string(at id: UInt32) -> String {
        UInt(id) < UInt(strings.count) ? strings[Int(id)] : ""
    }
}

// MARK: - Hashing

extension KindNameTable {
    /// FNV-1a (64-bit) of the string's UTF-8 bytes.
    static func hash(_ string: String) -> UInt64 {
        // Not `String`'s hashing (nor, in `bytesEqual`, its `==`): those would link the Unicode
        // tables into the Embedded build.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Whether the two strings have the same UTF-8 bytes.
    static func bytesEqual(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Rebuilds the slots with `slotCount` buckets.
    private mutating func rehash(slotCount: Int) {
        slots = [UInt32](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (id, string) in strings.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.hash(string)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(truncatingIfNeeded: id + 1)
        }
    }
}
