#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine the bench runs on, read when it runs: the machine changes between runs.
enum Machine {
    /// The processor's model name from `/proc/cpuinfo`.
    static func cpuModel() -> String {
        for line in TextFile.lines("/proc/cpuinfo") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
            }
        }
        return "unknown CPU"
    }

    /// The number of processors online.
    static func processorCount() -> Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The memory the system reports in `/proc/meminfo`, in GiB, or nil when unknown.
    static func memoryGiB() -> Double? {
        for line in TextFile.lines("/proc/meminfo") where line.hasPrefix("MemTotal:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first
            return kilobytes.map { $0 / (1024 * 1024) }
        }
        return nil
    }

    /// The operating system's name and release (`uname -sr`).
    static func system() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown system" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return "\(text(names.sysname)) \(text(names.release))"
    }

    /// The compiler the bench was built with.
    static var compiler: String {
        #if compiler(>=6.4)
            "Swift 6.4 or later"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #elseif compiler(>=6.1)
            "Swift 6.1"
        #else
            "Swift 6.0"
        #endif
    }

    /// Whether the bench was built for release (figures from a debug build mean nothing).
    static func isReleaseBuild() -> Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// Today's date and the time in UTC, as `2025-01-31 14:05 UTC`.
    static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "unknown date" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }
}
