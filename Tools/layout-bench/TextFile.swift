#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole files read and written as bytes, through the C library.
enum TextFile {
    /// Why a file could not be read or written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += chunk[..<count]
            if count < chunk.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// The lines of the text file at `path` (empty when it cannot be read).
    static func lines(_ path: String) -> [Substring] {
        guard let bytes = read(path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    }

    /// Writes `bytes` to `path` through a temporary file beside it renamed over it, so that a
    /// failed write leaves the old file whole.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "wb") else {
            throw Failure(description: "cannot create \(temporary)")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot write \(path)")
        }
    }
}
