// The lock behind the process-wide table of element kind names: the one file that knows the
// platform's locks.
#if os(none)
    // Embedded Swift on wasm32-unknown-none-wasm: a single thread, so no lock (and none exists:
    // the `Synchronization` module has no `Mutex` there).
#elseif canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    // `pthread_mutex_t`, not `Synchronization.Mutex`: `Mutex` needs macOS 15 / iOS 18, while the
    // package declares no minimum platform; and the thread sanitizer, which intercepts pthread
    // mutexes, does not see the ordering of Linux's `Mutex` (it reports the accesses that
    // `withLock` orders as races).
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Glibc)
        import Glibc
    #else
        import Musl
    #endif
#else
    import Synchronization
#endif

/// The process-wide table of ``ElementKind/Name`` strings, behind a lock: names may be created
/// and read from any thread.
final class KindNameRegistry: @unchecked Sendable {
    /// The table every ``ElementKind/Name`` refers to.
    static let shared = KindNameRegistry(capacity: ElementKind.Name.capacity)

    #if os(none)
        private var table: KindNameTable

        /// A registry holding the fixed kind strings, with room for `capacity` strings.
        init(capacity: Int) {
            table = KindNameTable(capacity: capacity, fixed: ElementKind.Name.fixedStrings)
        }

        /// Runs `body` on the table (single-threaded platform: no lock).
        private func withTable<Result: Sendable>(_ body: (inout KindNameTable) -> Result) -> Result {
            body(&table)
        }
    #elseif canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        private var table: KindNameTable
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        /// A registry holding the fixed kind strings, with room for `capacity` strings.
        init(capacity: Int) {
            table = KindNameTable(capacity: capacity, fixed: ElementKind.Name.fixedStrings)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }

        /// Runs `body` on the table under the lock.
        private func withTable<Result: Sendable>(_ body: (inout KindNameTable) -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&table)
        }
    #else
        private let table: Mutex<KindNameTable>

        /// A registry holding the fixed kind strings, with room for `capacity` strings.
        init(capacity: Int) {
            table = Mutex(KindNameTable(capacity: capacity, fixed: ElementKind.Name.fixedStrings))
        }

        /// Runs `body` on the table under the lock.
        private func withTable<Result: Sendable>(_ body: (inout KindNameTable) -> Result) -> Result {
            table.withLock { body(&$0) }
        }
    #endif
}

extension KindNameRegistry {
    /// The id of `string`, added if it is not there yet. Stops the process when the table is
    /// full (2³² − 1 strings, more than memory allows in practice) rather than hand out an id
    /// that already stands for another string.
    ///
    /// - Complexity: O(n) expected, where n is the length of `string` in UTF-8 bytes.
    func intern(_ string: String) -> UInt32 {
        guard let id = withTable({ $0.intern(string) }) else {
            preconditionFailure("ElementKind.Name: more than 4 294 967 295 distinct kind strings")
        }
        return id
    }

    /// The string of `id`.
    ///
    /// - Complexity: O(1).
    func string(at id: UInt32) -> String {
        withTable { $0.string(at: id) }
    }

    /// How many strings the table holds.
    var count: Int {
        withTable { $0.strings.count }
    }
}
