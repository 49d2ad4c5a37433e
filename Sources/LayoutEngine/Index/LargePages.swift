#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
#endif

/// Asks the operating system to back large arrays with large pages (2 MiB on Linux x86-64 and
/// arm64 instead of 4 KiB) before they are first written: a random jump into a million-item
/// index then misses the address-translation cache far less often, and a fresh prepare takes
/// one page fault per 2 MiB instead of one per 4 KiB. A hint only: where the platform has no
/// such advice (or transparent huge pages are off), nothing changes.
enum LargePages {
    /// Arrays smaller than this stay on ordinary pages (a large page would be mostly empty).
    static var threshold: Int { 4 << 20 }

    /// Advises large pages for the storage of `array` (its whole capacity), when it is large.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func advise<Element>(_ array: inout [Element]) {
        #if os(Linux) && (canImport(Glibc) || canImport(Musl))
            let byteCount = array.capacity * MemoryLayout<Element>.stride
            guard byteCount >= threshold else { return }
            array.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let pageSize = 2 << 20
                let start = (Int(bitPattern: base) + pageSize - 1) & ~(pageSize - 1)
                let end = (Int(bitPattern: base) + byteCount) & ~(pageSize - 1)
                guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
                _ = madvise(pointer, end - start, MADV_HUGEPAGE)
            }
        #endif
    }
}
