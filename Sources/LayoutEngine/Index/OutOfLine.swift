/// A value kept out of line: one reference inline, however large the value, for the payload of
/// a kind that most instances do not have (a section's uniform grid, repeating groups or band), so
/// that a layout of many small sections does not pay for it in every section.
///
/// Reads borrow or copy the value; ``value``'s modify accessor changes it where it is stored,
/// so mutating it in place (appending to an index it holds) never copies its storage while the
/// box is the only owner.
struct OutOfLine<Wrapped: Sendable>: Sendable {
    /// The value: exactly one element.
    private var storage: [Wrapped]

    /// A box holding `value`.
    init(_ value: Wrapped) {
        storage = [value]
    }

    /// Calls `body` with the value where it is stored, without copying it out (a copy would
    /// retain whatever storage it holds).
    ///
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    func withValue<Result>(_ body: (Wrapped) -> Result) -> Result {
        storage.withUnsafeBufferPointer { storage in body(storage[0]) }
    }

    /// The value.
    ///
    /// - Complexity: O(1).
    var value: Wrapped {
        get { storage[0] }
        _modify { yield &storage[0] }
    }

    /// The value, moved out of the box: while the box is its only owner, the value is then
    /// the only owner of what it holds.
    ///
    /// - Complexity: O(1).
    consuming func take() -> Wrapped {
        storage.removeLast()
    }
}
