/// An optional value kept out of line: one reference inline, however large the value, for
/// fields that most instances leave empty (a section's band or formula), so that a layout of
/// many small sections does not pay for them in every section.
///
/// Reads copy the value out; ``value``'s modify accessor moves it out and back, so mutating it
/// in place (appending to an index it holds) never copies its storage.
struct OutOfLine<Wrapped: Sendable>: Sendable {
    /// The value, if any: zero or one element.
    private var storage: [Wrapped] = []

    /// An empty slot.
    init() {}

    /// Calls `body` with the value where it is stored, without copying it out (a copy would
    /// retain whatever storage it holds); nil, without calling `body`, when there is none.
    ///
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    func withValue<Result>(_ body: (Wrapped) -> Result) -> Result? {
        storage.withUnsafeBufferPointer { storage in storage.isEmpty ? nil : body(storage[0]) }
    }

    /// The value, or nil.
    ///
    /// - Complexity: O(1).
    var value: Wrapped? {
        get { storage.first }
        _modify {
            var value = storage.popLast()
            defer {
                storage.removeAll(keepingCapacity: true)
                if let value { storage.append(value) }
            }
            yield &value
        }
        set {
            storage.removeAll(keepingCapacity: true)
            if let newValue { storage.append(newValue) }
        }
    }
}
