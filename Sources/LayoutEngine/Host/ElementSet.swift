/// A set of element identities for the per-frame bookkeeping of a host: which elements a frame
/// shows, which ones were prefetched.
///
/// An open-addressing table whose slots carry the generation that wrote them: emptying the set
/// bumps the generation instead of clearing the slots, and the table keeps its capacity, so a
/// steady frame inserts and looks up without allocating. The hash is a multiplicative mix of
/// the identity's three words.
struct ElementSet: Sendable {
    /// One slot: an identity packed into three words and the generation that wrote it.
    private struct Slot: Sendable {
        var section: Int
        var item: Int
        var kind: UInt32
        var generation: UInt32
    }

    /// The slots; their count is zero or a power of two.
    private var slots: [Slot] = []
    /// The generation of the current contents; slots of another generation are empty.
    private var generation: UInt32 = 1
    /// The number of identities in the set.
    private(set) var count = 0
}

// MARK: - Contents

extension ElementSet {
    /// Empties the set, keeping room for `capacity` identities without growing.
    ///
    /// - Complexity: O(1), or O(capacity) when the table grows or its generations wrap.
    mutating func removeAll(reservingCapacity capacity: Int) {
        count = 0
        let wanted = Self.slotCount(for: capacity)
        if slots.count < wanted {
            slots = Array(repeating: Slot(section: 0, item: 0, kind: 0, generation: 0), count: wanted)
            generation = 1
            return
        }
        if generation == UInt32.max {
            for index in slots.indices { slots[index].generation = 0 }
            generation = 0
        }
        generation += 1
    }

    /// Adds `id`; returns whether it was absent.
    ///
    /// - Complexity: O(1) on average.
    @discardableResult @inline(__always)
    mutating func insert(_ id: ElementID) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let kind = Self.packed(id.kind)
        let key = id.setKey
        let (index, found) = probe(key, kind)
        guard !found else { return false }
        slots[index] = Slot(section: key.section, item: key.item, kind: kind, generation: generation)
        count += 1
        return true
    }

    /// Whether `id` is in the set.
    ///
    /// - Complexity: O(1) on average.
    @inline(__always)
    func contains(_ id: ElementID) -> Bool {
        guard count > 0 else { return false }
        return probe(id.setKey, Self.packed(id.kind)).found
    }

    /// The slot that holds the identity, or the empty slot where it would go.
    @inline(__always)
    private func probe(_ path: ItemPath, _ kind: UInt32) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        var index = Self.hash(path, kind) & mask
        while slots[index].generation == generation {
            let slot = slots[index]
            if slot.section == path.section, slot.item == path.item, slot.kind == kind {
                return (index, true)
            }
            index = (index + 1) & mask
        }
        return (index, false)
    }
}

// MARK: - Table

extension ElementSet {
    /// Doubles the table and inserts the current contents again.
    private mutating func grow() {
        let old = slots
        let oldGeneration = generation
        slots = Array(
            repeating: Slot(section: 0, item: 0, kind: 0, generation: 0), count: max(16, old.count * 2))
        generation = 1
        count = 0
        let mask = slots.count - 1
        for slot in old where slot.generation == oldGeneration {
            var index = Self.hash(ItemPath(item: slot.item, section: slot.section), slot.kind) & mask
            while slots[index].generation == generation { index = (index + 1) & mask }
            slots[index] = Slot(
                section: slot.section, item: slot.item, kind: slot.kind, generation: generation)
            count += 1
        }
    }

    /// The number of slots that holds `capacity` identities at most half full: a power of two.
    private static func slotCount(for capacity: Int) -> Int {
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        return slots
    }

    /// The kind as one word: the case in the top bits, the kind name's number below.
    @inline(__always)
    private static func packed(_ kind: ElementKind) -> UInt32 {
        switch kind {
        case .cell: 0
        case .supplementary(let name): 1 << 16 | UInt32(name.id)
        case .decoration(let name): 2 << 16 | UInt32(name.id)
        }
    }

    /// A slot number for the identity: the three words mixed by odd multipliers, the high bits
    /// folded down.
    @inline(__always)
    private static func hash(_ path: ItemPath, _ kind: UInt32) -> Int {
        // A few instructions where `Hasher` would run SipHash.
        var mixed = UInt64(bitPattern: Int64(path.section)) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt64(bitPattern: Int64(path.item)) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= UInt64(kind) &* 0x1656_67B1_9E37_79F9
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed)
    }
}
